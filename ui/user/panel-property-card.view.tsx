/**
 * A property as the user panel's lists show it (saved properties, recently viewed): a thumbnail,
 * the price, the address linking to the property and the rooms, with the list's own control
 * (`children`) at the foot. A property whose card this browser does not have shows `missing`.
 */
import type { ReactNode } from 'react';
import { srcSet, listingPrice } from '../../core/index.js';
import type { PropertyCard } from '../../core/index.js';
import { savedCardRooms } from './saved-properties-tab.view-model.js';

const THUMB_WIDTHS = [320, 550] as const;

const withWidth =
  (url: string) =>
  (width: number): string =>
    `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

function Thumbnail({ card }: { readonly card: PropertyCard | undefined }) {
  const photo = card?.photos[0];
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

export function PanelPropertyCard({
  card,
  missing,
  children,
}: {
  readonly card: PropertyCard | undefined;
  /** Said in place of the details when `card` is undefined. */
  readonly missing?: string;
  /** The list's control for this property (remove, …). */
  readonly children?: ReactNode;
}) {
  const rooms = card ? savedCardRooms(card) : '';
  return (
    <li className="saved-card">
      <Thumbnail card={card} />
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
          <p className="saved-card__missing">{missing}</p>
        )}
        {children}
      </div>
    </li>
  );
}
