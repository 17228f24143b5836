/** The saved properties tab of the user panel (SPEC §2 '/user/saved-properties'). */
import { UserTab } from './user-tab.view.js';
import { observer } from 'mobx-react-lite';
import { srcSet, listingPrice } from '../../core/index.js';
import type { PropertyCard } from '../../core/index.js';
import {
  SAVED_PROPERTIES_EMPTY_TEXT,
  savedCardRooms,
  type SavedPropertiesTabViewModel,
  type SavedPropertyEntry,
} from './saved-properties-tab.view-model.js';
import { HeartIcon, savePropertyLabel } from './save-property-button.view.js';

const THUMB_WIDTHS = [320, 550] as const;

const withWidth =
  (url: string) =>
  (width: number): string =>
    `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

function Thumbnail({ card }: { readonly card: PropertyCard }) {
  const photo = card.photos[0];
  if (photo === undefined)
    return <div className="saved-card__photo saved-card__photo--none">No image</div>;
  return (
    <img
      className="saved-card__photo"
      src={withWidth(photo.url)(320)}
      srcSet={srcSet(withWidth(photo.url), THUMB_WIDTHS)}
      sizes="(max-width: 480px) 40vw, 160px"
      alt=""
      loading="lazy"
      decoding="async"
      width={160}
      height={120}
    />
  );
}

interface ItemProps {
  readonly entry: SavedPropertyEntry;
  readonly onRemove: (propertyId: string) => void;
}

function SavedPropertyItem({ entry, onRemove }: ItemProps) {
  const { card } = entry;
  const address = card?.display_address ?? `property ${entry.propertyId}`;
  const rooms = card ? savedCardRooms(card) : '';
  return (
    <li className="saved-card">
      {card ? (
        <Thumbnail card={card} />
      ) : (
        <div className="saved-card__photo saved-card__photo--none">No image</div>
      )}
      <div className="saved-card__body">
        {card ? (
          <>
            <p className="saved-card__price">{listingPrice(card).text}</p>
            <h4 className="saved-card__address">
              <a href={card.property_url}>{card.display_address}</a>
            </h4>
            {rooms !== '' && <p className="saved-card__rooms">{rooms}</p>}
          </>
        ) : (
          <p className="saved-card__missing">
            The details of this property are not available in this browser.
          </p>
        )}
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
    </li>
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
