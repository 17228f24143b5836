/**
 * Saved properties side by side: a real table, a column a property (its photo and address, linking
 * to it) and a row a fact, the facts' names as row headers in the first column, which stays put
 * while the table scrolls sideways inside its own frame (the page never does). The frame is a
 * focusable, named region, so a keyboard scrolls it too.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { userAreaPath } from '../../core/index.js';
import type { ComparisonColumn } from '../../core/index.js';
import {
  COMPARE_TITLE,
  comparisonCaption,
  type CompareSavedPropertiesViewModel,
} from './compare-saved-properties.view-model.js';

const withWidth = (url: string, width: number): string =>
  `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

function ColumnHeader({ column }: { readonly column: ComparisonColumn }) {
  return (
    <th scope="col" className="compare-table__property">
      {column.photo ? (
        <img
          className="compare-table__photo"
          src={withWidth(column.photo.url, 375)}
          alt=""
          loading="lazy"
          decoding="async"
          width={200}
          height={150}
        />
      ) : (
        <span className="compare-table__photo compare-table__photo--none">No image</span>
      )}
      {column.href ? (
        <a className="compare-table__address" href={column.href}>
          {column.heading}
        </a>
      ) : (
        <span className="compare-table__address">{column.heading}</span>
      )}
      {column.notice && <span className="compare-table__notice">{column.notice}</span>}
    </th>
  );
}

export const CompareSavedPropertiesView = observer(function CompareSavedPropertiesView({
  vm,
  ids,
}: {
  readonly vm: CompareSavedPropertiesViewModel;
  /** The address's `ids` parameter. */
  readonly ids: string | null | undefined;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => vm.show(ids), [vm, ids]);
  // Coming from the list's Compare button, focus would be lost with the button: it goes to the heading.
  useEffect(() => headingRef.current?.focus(), []);
  const { choice, comparison } = vm;
  return (
    <section className="compare" aria-labelledby="compare-heading">
      <a className="compare__back" href={`#${userAreaPath('saved-properties')}`}>
        Back to saved properties
      </a>
      <h3 id="compare-heading" className="user-tab__heading" ref={headingRef} tabIndex={-1}>
        {COMPARE_TITLE}
      </h3>
      {choice.problem && <p className="compare__problem">{choice.problem}</p>}
      <p className="visually-hidden" role="status">
        {vm.summary}
      </p>
      {vm.failedCount > 0 && (
        <p className="compare__failed">
          Some details could not be loaded.{' '}
          <button
            type="button"
            className="button button--secondary compare__retry"
            onClick={vm.retry}
          >
            Try again
          </button>
        </p>
      )}
      {comparison.columns.length > 0 && (
        <p id="compare-caption" className="compare__summary">
          {comparisonCaption(comparison.columns.length)}
        </p>
      )}
      {comparison.columns.length > 0 && (
        <div
          className="compare__scroller"
          role="region"
          aria-labelledby="compare-caption"
          // A keyboard scrolls the table sideways only if its frame can take focus.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="compare-table" aria-busy={vm.loading}>
            {/* Named here too, for a screen reader's list of tables; seen once, above the frame. */}
            <caption className="visually-hidden">
              {comparisonCaption(comparison.columns.length)}
            </caption>
            <thead>
              <tr>
                <td className="compare-table__corner" />
                {comparison.columns.map((column) => (
                  <ColumnHeader key={column.propertyId} column={column} />
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, index) => (
                    <td key={comparison.columns[index]?.propertyId ?? index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
