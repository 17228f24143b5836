/** The saved searches tab of the user panel (SPEC §2 '/user/saved-searches'). */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { SAVED_SEARCHES_EMPTY_TEXT, type SavedSearchEntry, type SavedSearchesTabViewModel } from './saved-searches-tab.view-model.js';

interface ItemProps {
  readonly vm: SavedSearchesTabViewModel;
  readonly entry: SavedSearchEntry;
}

const SavedSearchItem = observer(function SavedSearchItem({ vm, entry }: ItemProps) {
  const selectId = useId();
  return (
    <li className="saved-search">
      <a className="saved-search__link" href={entry.href}>
        {entry.description}
      </a>
      <div className="saved-search__actions">
        {vm.showFrequency && (
          <div className="saved-search__frequency">
            <label htmlFor={selectId}>Email alerts</label>
            <select
              id={selectId}
              value={entry.frequency}
              aria-describedby={`${selectId}-for`}
              onChange={(event) => void vm.changeFrequency(entry, event.currentTarget.value)}
            >
              {vm.frequencies.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
            <span id={`${selectId}-for`} className="visually-hidden">
              for {entry.description}
            </span>
          </div>
        )}
        <button
          type="button"
          className="saved-search__remove"
          aria-label={`Remove saved search: ${entry.description}`}
          onClick={() => void vm.remove(entry)}
        >
          <span aria-hidden="true">Remove</span>
        </button>
      </div>
    </li>
  );
});

export const SavedSearchesTabView = observer(function SavedSearchesTabView({ vm }: { readonly vm: SavedSearchesTabViewModel }) {
  const entries = vm.entries;
  return (
    <section className="user-tab" aria-labelledby="saved-searches-heading">
      <h3 id="saved-searches-heading" className="user-tab__heading">
        Saved searches
      </h3>
      {vm.loading && (
        <p className="user-tab__status" role="status">
          Loading your saved searches…
        </p>
      )}
      {entries.length === 0 ? (
        <p className="user-tab__empty">{SAVED_SEARCHES_EMPTY_TEXT}</p>
      ) : (
        <ul className="saved-searches" aria-labelledby="saved-searches-heading">
          {entries.map((entry) => (
            <SavedSearchItem key={entry.key} vm={vm} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
});
