/**
 * A listing card (SPEC §3 "Property card"): photo, price, status tags, rooms, acreage and
 * address, linking to the property page, with an optional save button.
 *
 * Images (SPEC §9): a srcset of the card widths (core IMAGE_WIDTHS.cards) and eager loading only
 * for the first cards. SPEC's rule depends on the viewport (index under 2 on mobile, 4 on tablet,
 * 6 on desktop), which markup rendered on the server cannot know; so a card given its `index`
 * loads eagerly under the mobile count (2), the one rule true at every width, and the first card
 * also gets fetchpriority=high. Cards 3–6 on wider screens load lazily, which costs nothing
 * visible: browsers start lazy images that are in or near the viewport at once.
 *
 * Speed: the card is memoised, and what it displays
 * (status tags, srcset, price, rooms) is worked out once per card by `describeCard`.
 */
import { memo, useMemo, type ReactNode } from 'react';
import {
  statusTags,
  cardWeeklyRent,
  formatAcreage,
  listingPrice,
  IMAGE_WIDTHS,
  isEagerCard,
  pickWidth,
  srcSet,
  upcomingAuction,
} from '../../core/index.js';
import type {
  CardWeeklyRent,
  PropertyCard,
  ListingPrice,
  PppwSettings,
  UpcomingAuction,
} from '../../core/index.js';
import { LineIcon } from '../content/line-icon.view.js';

export interface PropertyCardViewProps {
  readonly card: PropertyCard;
  readonly displaySstcStatusAsSold: boolean;
  readonly now: Date;
  /** Load the photo eagerly; overrides the rule from `index`. */
  readonly eager?: boolean;
  /** Position in a list from 0: decides eager loading and fetch priority (see the module comment). */
  readonly index?: number;
  readonly headingLevel?: 2 | 3;
  /** Student lets as a weekly price per person (SPEC §3 theme settings). */
  readonly pppw?: PppwSettings;
  /** Show the acreage with its icon (theme displayAcreageIconOnPropertyResults). */
  readonly showAcreage?: boolean;
  /** The save toggle (the app passes SavePropertyButton); cards without one show none. */
  readonly save?: ReactNode;
  /** Called when the visitor opens the property from this card (before the browser follows the link). */
  readonly onOpen?: (propertyId: string) => void;
  readonly layout?: 'grid' | 'list';
  /** More about the listing, shown after the card's body (the results page's list layout). */
  readonly details?: ReactNode;
}

/** A URL for the photo at a given width (the platform's image service reads `w`). */
export function photoUrlForWidth(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** The srcset of a card photo: one candidate per card width of SPEC §9. */
export function cardSrcSet(url: string): string {
  return srcSet((width) => photoUrlForWidth(url, width), IMAGE_WIDTHS.cards);
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

const ICON_PATHS: Readonly<Record<'bed' | 'bath' | 'sofa' | 'acre', string>> = {
  bed: 'M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M6 9V6h5v3M13 9V6h5v3M3 18v2M21 18v2',
  bath: 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3zM6 12V5a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
  sofa: 'M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2v-5zM5 18v2M19 18v2',
  acre: 'M3 20l6-12 4 7 3-4 5 9H3zM16 6a2 2 0 1 0 0-.01',
};

function Icon({ name }: { readonly name: keyof typeof ICON_PATHS }) {
  return (
    <LineIcon className="property-card__icon" size={18} path={ICON_PATHS[name]} strokeWidth={1.6} />
  );
}

type RoomIcon = 'bed' | 'bath' | 'sofa';

/** What a card shows, worked out once per card (and again only when the card or settings change). */
export interface CardDisplay {
  /** Status tags from core, each with its CSS modifier ('Under offer' → 'tag--under-offer'). */
  readonly tags: readonly { readonly label: string; readonly className: string }[];
  readonly photo?: { readonly src: string; readonly srcSet: string; readonly alt: string };
  readonly price: ListingPrice;
  /** A rental's weekly rent beside its monthly price (core's cardWeeklyRent). */
  readonly weeklyRent?: CardWeeklyRent;
  /** '' when there is no acreage to show. */
  readonly acreage: string;
  readonly rooms: readonly { readonly icon: RoomIcon; readonly text: string }[];
  /** An auction lot's date to come (core's upcomingAuction). */
  readonly auction?: UpcomingAuction;
}

export interface CardDisplayOptions {
  readonly displaySstcStatusAsSold: boolean;
  readonly now: Date;
  readonly pppw?: PppwSettings;
  readonly showAcreage?: boolean;
}

/** Everything a card displays apart from its markup: tags, photo sources, price, acreage and rooms. */
export function describeCard(card: PropertyCard, options: CardDisplayOptions): CardDisplay {
  const tags = statusTags(
    card,
    { displaySstcStatusAsSold: options.displaySstcStatusAsSold },
    options.now,
  ).map((label) => ({
    label,
    className: `tag tag--${label.toLowerCase().replace(/\s+/g, '-')}`,
  }));
  const first = card.photos[0];
  const photo = first
    ? {
        src: photoUrlForWidth(first.url, pickWidth(430, IMAGE_WIDTHS.cards) ?? 430),
        srcSet: cardSrcSet(first.url),
        alt: first.imageAlt ?? first.caption ?? `Photo of ${card.display_address}`,
      }
    : undefined;
  const rooms: { icon: RoomIcon; text: string }[] = [];
  if (card.bedrooms !== undefined && card.bedrooms > 0)
    rooms.push({ icon: 'bed', text: plural(card.bedrooms, 'bedroom', 'bedrooms') });
  if (card.bedrooms === 0 && card.propertyType === 'Studio')
    rooms.push({ icon: 'bed', text: 'Studio' });
  if (card.bathrooms !== undefined && card.bathrooms > 0)
    rooms.push({ icon: 'bath', text: plural(card.bathrooms, 'bathroom', 'bathrooms') });
  if (card.receptionRooms !== undefined && card.receptionRooms > 0)
    rooms.push({ icon: 'sofa', text: plural(card.receptionRooms, 'reception', 'receptions') });
  const auction = upcomingAuction(card, options.now);
  const price = listingPrice(card, options.pppw);
  const weeklyRent = cardWeeklyRent(card, price.suffix !== undefined);
  return {
    tags,
    ...(photo ? { photo } : {}),
    price,
    ...(weeklyRent ? { weeklyRent } : {}),
    acreage:
      options.showAcreage === true && card.acreage !== undefined ? formatAcreage(card.acreage) : '',
    rooms,
    ...(auction ? { auction } : {}),
  };
}

const GRID_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw';
const LIST_SIZES = '(min-width: 768px) 320px, 100vw';

/**
 * The card. Memoised: a list re-rendering with the same props (same card object, same settings
 * objects, same `now`) leaves its cards alone; what it displays is worked out once per card.
 */
export const PropertyCardView = memo(function PropertyCardView({
  card,
  displaySstcStatusAsSold,
  now,
  eager,
  index,
  headingLevel = 3,
  pppw,
  showAcreage = false,
  save,
  onOpen,
  layout = 'grid',
  details,
}: PropertyCardViewProps) {
  const nowMs = now.getTime();
  const studentPerPerson = pppw?.displayStudentPropertyAsPppw;
  const withoutDivision = pppw?.displayPppwWithoutBedroomDivision;
  const display = useMemo(
    () =>
      describeCard(card, {
        displaySstcStatusAsSold,
        now: new Date(nowMs),
        ...(studentPerPerson !== undefined && withoutDivision !== undefined
          ? {
              pppw: {
                displayStudentPropertyAsPppw: studentPerPerson,
                displayPppwWithoutBedroomDivision: withoutDivision,
              },
            }
          : {}),
        showAcreage,
      }),
    [card, displaySstcStatusAsSold, nowMs, studentPerPerson, withoutDivision, showAcreage],
  );
  const { photo, price, weeklyRent, acreage, rooms, tags, auction } = display;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const loadEagerly = eager ?? (index !== undefined && isEagerCard(index, 'mobile'));
  const open = onOpen ? () => onOpen(card.property_id) : undefined;
  return (
    <article className={`property-card property-card--${layout}`}>
      <div className="property-card__media">
        {photo ? (
          <img
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={layout === 'list' ? LIST_SIZES : GRID_SIZES}
            alt={photo.alt}
            loading={loadEagerly ? 'eager' : 'lazy'}
            {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
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
              <li key={tag.label} className={tag.className}>
                {tag.label}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="property-card__body">
        <p className="property-card__price">
          <span aria-hidden="true">
            {price.qualifier && (
              <span className="property-card__qualifier">{price.qualifier} </span>
            )}
            {price.amount}
            {price.suffix && (
              <abbr className="property-card__suffix" title="per person per week">
                {price.suffix}
              </abbr>
            )}
            {weeklyRent && <span className="property-card__weekly"> · {weeklyRent.text}</span>}
          </span>
          <span className="visually-hidden">
            {weeklyRent ? `${price.spoken}, ${weeklyRent.spoken}` : price.spoken}
          </span>
        </p>
        <Heading className="property-card__address">
          <a href={card.property_url} className="property-card__link" onClick={open}>
            {card.display_address}
          </a>
        </Heading>
        {card.propertyType && <p className="property-card__type">{card.propertyType}</p>}
        {auction && (
          <p className="property-card__auction">
            <time dateTime={auction.datetime}>{auction.label}</time>
          </p>
        )}
        {(rooms.length > 0 || acreage !== '') && (
          <ul className="property-card__features" aria-label="Features">
            {rooms.map((room) => (
              <li key={room.icon}>
                <Icon name={room.icon} />
                {room.text}
              </li>
            ))}
            {acreage !== '' && (
              <li className="property-card__acreage">
                <Icon name="acre" />
                {acreage}
              </li>
            )}
          </ul>
        )}
      </div>
      {details}
      {save !== undefined && <div className="property-card__save">{save}</div>}
    </article>
  );
});

/** Cards below a page's main content (similar properties, recently viewed): a grid, no save. */
export function PropertyCardGrid({
  cards,
  now,
  displaySstcStatusAsSold,
}: {
  readonly cards: readonly PropertyCard[];
  readonly now: Date;
  readonly displaySstcStatusAsSold: boolean;
}) {
  return (
    <div className="card-grid">
      {cards.map((card) => (
        <PropertyCardView
          key={card.property_id}
          card={card}
          now={now}
          displaySstcStatusAsSold={displaySstcStatusAsSold}
        />
      ))}
    </div>
  );
}
