/** The saved searches tab of the user panel (SPEC §2 '/user/saved-searches'). */
import { UserTab } from './user-tab.view.js';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  SAVED_SEARCHES_EMPTY_TEXT,
  type SavedSearchEntry,
  type SavedSearchesTabViewModel,
} from './saved-searches-tab.view-model.js';

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

export const SavedSearchesTabView = observer(function SavedSearchesTabView({
  vm,
}: {
  readonly vm: SavedSearchesTabViewModel;
}) {
  return (
    <UserTab
      headingId="saved-searches-heading"
      heading="Saved searches"
      loading={vm.loading}
      loadingText="Loading your saved searches…"
      emptyText={SAVED_SEARCHES_EMPTY_TEXT}
      listClassName="saved-searches"
    >
      {vm.entries.map((entry) => (
        <SavedSearchItem key={entry.key} vm={vm} entry={entry} />
      ))}
    </UserTab>
  );
});
