/** The saved properties tab of the user panel (SPEC §2 '/user/saved-properties'). */
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
  readonly onRemove: (propertyId: string) => void;
}

function SavedPropertyItem({ entry, onRemove }: ItemProps) {
  const { card } = entry;
  const address = card?.display_address ?? `property ${entry.propertyId}`;
  return (
    <PanelPropertyCard
      card={card}
      missing="The details of this property are not available in this browser."
    >
      <button
        type="button"
        className="saved-card__remove"
        aria-label={savePropertyLabel(address, true)}
        onClick={() => onRemove(entry.propertyId)}
      >
        <HeartIcon filled />
        <span aria-hidden="true">Remove</span>
      </button>
    </PanelPropertyCard>
  );
}

export const SavedPropertiesTabView = observer(function SavedPropertiesTabView({
  vm,
}: {
  readonly vm: SavedPropertiesTabViewModel;
}) {
  return (
    <UserTab
      headingId="saved-properties-heading"
      heading={vm.heading}
      loading={vm.loading}
      loadingText="Loading your saved properties…"
      emptyText={SAVED_PROPERTIES_EMPTY_TEXT}
      listClassName="saved-cards"
    >
      {vm.entries.map((entry) => (
        <SavedPropertyItem
          key={entry.propertyId}
          entry={entry}
          onRemove={(id) => void vm.remove(id)}
        />
      ))}
    </UserTab>
  );
});
