/**
 * Property card tags driven by status (SPEC §4 "Property card tags driven by status", §9 "New
 * listing window"). The platform's raw status words map to a small set of kinds through a table;
 * each kind has its label per channel.
 */
import { compareAsc, differenceInMilliseconds, milliseconds } from 'date-fns';
import { parseIsoDate } from '../format/iso-date.js';
import { isAuctionLot } from './auction.js';
import type { PropertyCard } from './property.js';
import type { Channel } from '../search/search.js';

export const STATUS_TAG_LABELS = {
  underOffer: 'Under offer',
  letAgreed: 'Let Agreed',
  sold: 'Sold',
  sstc: 'SSTC',
  let: 'Let',
  newListing: 'New Listing',
} as const;

/** A property is a New Listing for 7 days after it was created (SPEC §4 tags, §9 "New listing window"). */
export const NEW_LISTING_WINDOW_DAYS = 7;

/**
 * The window as elapsed time: each day counts as 24 hours, whatever the visitor's time zone (a
 * calendar `addDays` would stretch or shrink the window by an hour across a clock change).
 */
const NEW_LISTING_WINDOW_MS = milliseconds({ days: NEW_LISTING_WINDOW_DAYS });

export interface StatusTagTheme {
  /** SPEC §3 theme setting: show sold-subject-to-contract properties as 'Sold'. */
  readonly displaySstcStatusAsSold: boolean;
}

/**
 * What a status means for the tag. 'sold' is final (sold, completed); 'sold-pending' is agreed
 * but not final (SSTC, exchanged, or an auction lot with a price after the auction date).
 */
type StatusKind = 'under-offer' | 'let-agreed' | 'sold-pending' | 'sold' | 'let';

/** Raw status words, compared without case, spaces, hyphens or underscores. */
const STATUS_KINDS: Readonly<Record<string, StatusKind>> = {
  underoffer: 'under-offer',
  letagreed: 'let-agreed',
  sstc: 'sold-pending',
  soldstc: 'sold-pending',
  soldsubjecttocontract: 'sold-pending',
  exchanged: 'sold-pending',
  sold: 'sold',
  completed: 'sold',
  let: 'let',
};

/** Label of each kind per channel; a missing entry means no tag (e.g. 'let' on a sales listing). */
const KIND_LABELS: Readonly<
  Record<StatusKind, (channel: Channel, theme: StatusTagTheme) => string | undefined>
> = {
  'under-offer': (channel) =>
    channel === 'lettings' ? STATUS_TAG_LABELS.letAgreed : STATUS_TAG_LABELS.underOffer,
  'let-agreed': () => STATUS_TAG_LABELS.letAgreed,
  'sold-pending': (_channel, theme) =>
    theme.displaySstcStatusAsSold ? STATUS_TAG_LABELS.sold : STATUS_TAG_LABELS.sstc,
  sold: () => STATUS_TAG_LABELS.sold,
  let: (channel) => (channel === 'lettings' ? STATUS_TAG_LABELS.let : undefined),
};

/** The labels that end the marketing of a property, with how its page then names it. */
const CLOSED_STANDING: Readonly<
  Record<string, { readonly phrase: string; readonly notice: string }>
> = {
  [STATUS_TAG_LABELS.sold]: { phrase: 'sold', notice: 'This home has been sold.' },
  [STATUS_TAG_LABELS.sstc]: {
    phrase: 'sold subject to contract',
    notice: 'This home is sold subject to contract.',
  },
  [STATUS_TAG_LABELS.letAgreed]: { phrase: 'let agreed', notice: 'This home is let agreed.' },
  [STATUS_TAG_LABELS.let]: { phrase: 'let', notice: 'This home has been let.' },
};

/** Labels that end the marketing of a property: such a card never shows 'New Listing'. */
const CLOSED_LABELS: ReadonlySet<string> = new Set(Object.keys(CLOSED_STANDING));

/** The precedence when a card has both a status and a derived auction exchange. */
const KIND_RANK: Readonly<Record<StatusKind, number>> = {
  'under-offer': 1,
  'let-agreed': 2,
  let: 3,
  'sold-pending': 4,
  sold: 5,
};

function statusKey(status: string): string {
  return status.toLowerCase().replace(/[\s_-]+/g, '');
}

/** An ISO 8601 date or date-time as a Date; a date without a zone is local time. */
function parseInstant(text: string | undefined): Date | undefined {
  return text === undefined ? undefined : parseIsoDate(text);
}

/**
 * An auction lot whose auction date has passed (at or before `now`) and that carries a positive
 * exchanged price has exchanged, whatever its status says (SPEC §4: "an exchanged price derived
 * from disposal, auction date and exchanged price").
 */
export function hasExchangedAtAuction(card: PropertyCard, now: Date): boolean {
  const auctionDate = parseInstant(card.auctionDate);
  const price = card.exchangedPrice;
  return (
    isAuctionLot(card) &&
    auctionDate !== undefined &&
    compareAsc(auctionDate, now) <= 0 &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    price > 0
  );
}

function statusKind(card: PropertyCard, now: Date): StatusKind | undefined {
  const fromStatus = card.status === undefined ? undefined : STATUS_KINDS[statusKey(card.status)];
  if (!hasExchangedAtAuction(card, now)) return fromStatus;
  return fromStatus !== undefined && KIND_RANK[fromStatus] > KIND_RANK['sold-pending']
    ? fromStatus
    : 'sold-pending';
}

/**
 * True when the card was created within the last 7 days, exactly 7 × 24 hours before `now`
 * included (a creation time ahead of `now` counts).
 */
export function isNewListing(card: PropertyCard, now: Date): boolean {
  const created = parseInstant(card.createdAt);
  return created !== undefined && differenceInMilliseconds(now, created) <= NEW_LISTING_WINDOW_MS;
}

/**
 * The tags on a property card (SPEC §4): at most one status label ('Under offer', 'Let Agreed',
 * 'Sold', 'SSTC', 'Let'), then 'New Listing' for a property created in the last 7 days that is
 * not sold, sold subject to contract, let or let agreed.
 */
export function statusTags(card: PropertyCard, theme: StatusTagTheme, now: Date): string[] {
  const kind = statusKind(card, now);
  const tags: string[] = [];
  const label = kind === undefined ? undefined : KIND_LABELS[kind](card.property_channel, theme);
  if (label !== undefined) tags.push(label);
  const closed = label !== undefined && CLOSED_LABELS.has(label);
  if (!closed && isNewListing(card, now)) tags.push(STATUS_TAG_LABELS.newListing);
  return tags;
}

/** What a listing's status says of its marketing, for the words and actions of its page. */
export interface ListingStanding {
  /** True while the home is offered (for sale or to let; a sale under offer too). */
  readonly marketed: boolean;
  /** After the property type: 'for sale', 'to rent', 'sold', 'sold subject to contract', 'let agreed', 'let'. */
  readonly phrase: string;
  /** For a home no longer offered: the sentence that says so ('This home has been sold.'). */
  readonly notice?: string;
}

/** What a visitor is offered instead of a viewing of a home no longer marketed. */
export const REGISTER_FOR_SIMILAR_HOMES = 'Register for similar homes';

/** The message such a registration starts with (the visitor may change it). */
export const REGISTER_FOR_SIMILAR_MESSAGE =
  'Please tell me about similar homes when they come on the market.';

/** Why a home no longer marketed offers no viewing: 'This home has been sold, so viewings have closed.' */
export function viewingsClosedText(notice: string): string {
  return `${notice.replace(/\.\s*$/, '')}, so viewings have closed.`;
}

/**
 * Whether a listing is still marketed, and how its page names it (SPEC §4 status tags): a home
 * whose tag is Sold, SSTC, Let or Let Agreed is no longer offered, so its page says so and offers
 * no viewing. The words follow the tag, so the theme's 'SSTC as sold' reads 'sold' here too.
 */
export function listingStanding(
  card: PropertyCard,
  theme: StatusTagTheme,
  now: Date,
): ListingStanding {
  const kind = statusKind(card, now);
  const label = kind === undefined ? undefined : KIND_LABELS[kind](card.property_channel, theme);
  const closed = label === undefined ? undefined : CLOSED_STANDING[label];
  if (closed !== undefined) return { marketed: false, ...closed };
  return { marketed: true, phrase: card.property_channel === 'lettings' ? 'to rent' : 'for sale' };
}

/** The page's heading line: 'Terraced house for sale', or 'Terraced house, sold' once it is. */
export function listingHeadline(card: PropertyCard, theme: StatusTagTheme, now: Date): string {
  const what = card.propertyType?.trim() || 'Property';
  const standing = listingStanding(card, theme, now);
  return standing.marketed ? `${what} ${standing.phrase}` : `${what}, ${standing.phrase}`;
}
