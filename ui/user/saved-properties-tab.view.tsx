/**
 * The saved properties tab of the user panel (SPEC §2 '/user/saved-properties'), with a tick on
 * each property and, from two saved, the Compare button: it compares two to four ticked, and the
 * text beside it (its description, read again as it changes) says why it cannot yet.
 */
import { UserTab } from './user-tab.view.js';
import { observer } from 'mobx-react-lite';
import {
  SAVED_PROPERTIES_EMPTY_TEXT,
  type SavedPropertiesTabViewModel,
  type SavedPropertyEntry,
} from './saved-properties-tab.view-model.js';
import { HeartIcon, savePropertyLabel } from './save-property-button.view.js';
import { PanelPropertyCard } from './panel-property-card.view.js';

interface ItemProps {
  readonly entry: SavedPropertyEntry;
  readonly ticked: boolean;
  readonly onTick: (propertyId: string) => void;
  readonly onRemove: (propertyId: string) => void;
}

function SavedPropertyItem({ entry, ticked, onTick, onRemove }: ItemProps) {
  const { card } = entry;
  const address = card?.display_address ?? `property ${entry.propertyId}`;
  return (
    <PanelPropertyCard
      card={card}
      missing="The details of this property are not available in this browser."
    >
      <div className="saved-card__actions">
        <label className="saved-card__tick">
          <input type="checkbox" checked={ticked} onChange={() => onTick(entry.propertyId)} />
          {'Compare '}
          <span className="visually-hidden">{address}</span>
        </label>
        <button
          type="button"
          className="saved-card__remove"
          aria-label={savePropertyLabel(address, true)}
          onClick={() => onRemove(entry.propertyId)}
        >
          <HeartIcon filled />
          <span aria-hidden="true">Remove</span>
        </button>
      </div>
    </PanelPropertyCard>
  );
}

const CompareBar = observer(function CompareBar({
  vm,
  onCompare,
}: {
  readonly vm: SavedPropertiesTabViewModel;
  readonly onCompare: (path: string) => void;
}) {
  const { canCompare, message } = vm.compareStatus;
  return (
    <div className="compare-bar">
      <button
        type="button"
        className="button button--primary compare-bar__button"
        // Kept focusable while it cannot compare, so its description (why) is heard on focus.
        aria-disabled={!canCompare}
        aria-describedby="compare-bar-status"
        onClick={() => {
          if (canCompare) onCompare(vm.comparePath);
        }}
      >
        Compare
      </button>
      <p id="compare-bar-status" className="compare-bar__status" aria-live="polite">
        {message}
      </p>
    </div>
  );
});

export const SavedPropertiesTabView = observer(function SavedPropertiesTabView({
  vm,
  onCompare,
}: {
  readonly vm: SavedPropertiesTabViewModel;
  /** Opens the comparison at its hash route (a new history entry, so Back returns to the list). */
  readonly onCompare: (path: string) => void;
}) {
  return (
    <UserTab
      headingId="saved-properties-heading"
      heading={vm.heading}
      loading={vm.loading}
      loadingText="Loading your saved properties…"
      emptyText={SAVED_PROPERTIES_EMPTY_TEXT}
      listClassName="saved-cards"
      footer={vm.count >= 2 ? <CompareBar vm={vm} onCompare={onCompare} /> : undefined}
    >
      {vm.entries.map((entry) => (
        <SavedPropertyItem
          key={entry.propertyId}
          entry={entry}
          ticked={vm.isTicked(entry.propertyId)}
          onTick={vm.toggleTicked}
          onRemove={(id) => void vm.remove(id)}
        />
      ))}
    </UserTab>
  );
});
