/** A listing card: photo, price, status tags, rooms and address, linking to the property page. */
import type { PropertyCard } from '../../core/property/property.js';
import { statusTags } from '../../core/property/status-tags.js';
import { formatWholePounds } from '../../core/format/price.js';

export interface PropertyCardViewProps {
  readonly card: PropertyCard;
  readonly displaySstcStatusAsSold: boolean;
  readonly now: Date;
  /** Load the photo eagerly (only the first cards above the fold). */
  readonly eager?: boolean;
  readonly headingLevel?: 2 | 3;
}

const CARD_WIDTHS = [320, 375, 414, 430, 550, 575, 768] as const;

function srcSet(url: string): string {
  const sep = url.includes('?') ? '&' : '?';
  return CARD_WIDTHS.map((w) => `${url}${sep}w=${w} ${w}w`).join(', ');
}

export function cardPrice(card: PropertyCard): string {
  if (card.priceWithoutQualifier) return card.priceWithoutQualifier;
  if (card.price) return card.price;
  if (card.priceValue !== undefined) return formatWholePounds(card.priceValue) + (card.property_channel === 'lettings' ? ' pcm' : '');
  return 'Price on application';
}

export function PropertyCardView({ card, displaySstcStatusAsSold, now, eager = false, headingLevel = 3 }: PropertyCardViewProps) {
  const tags = statusTags(card, { displaySstcStatusAsSold }, now);
  const photo = card.photos[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rooms = [
    card.bedrooms !== undefined ? `${card.bedrooms} bed${card.bedrooms === 1 ? '' : 's'}` : undefined,
    card.bathrooms !== undefined ? `${card.bathrooms} bath${card.bathrooms === 1 ? '' : 's'}` : undefined,
    card.receptionRooms !== undefined ? `${card.receptionRooms} reception${card.receptionRooms === 1 ? '' : 's'}` : undefined,
  ].filter(Boolean);
  return (
    <article className="property-card">
      <div className="property-card__media">
        {photo ? (
          <img
            src={photo.url}
            srcSet={srcSet(photo.url)}
            sizes="(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw"
            alt={photo.imageAlt ?? photo.caption ?? `Photo of ${card.display_address}`}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={430}
            height={287}
          />
        ) : (
          <div className="property-card__no-photo">No image</div>
        )}
        {tags.length > 0 && (
          <ul className="property-card__tags" aria-label="Status">
            {tags.map((tag) => (
              <li key={tag} className={`tag tag--${tag.toLowerCase().replace(/\s+/g, '-')}`}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="property-card__body">
        <p className="property-card__price">{cardPrice(card)}</p>
        <Heading className="property-card__address">
          <a href={card.property_url} className="property-card__link">{card.display_address}</a>
        </Heading>
        {rooms.length > 0 && <p className="property-card__rooms">{rooms.join(' · ')}</p>}
      </div>
    </article>
  );
}
