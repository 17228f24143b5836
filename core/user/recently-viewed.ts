/**
 * The properties the visitor opened last, kept in the browser like the search history
 * (core/search/search-history.ts): newest first, each property once (opening it again moves it to
 * the front), at most 10. Signed in or not, the list stays in this browser; the server never
 * hears of it.
 *
 * An entry is the property's card (SPEC §3 "Property card": the same shape every list of
 * properties shows), so the home page and the user area show the list without asking the server.
 * Only the card's first photo is kept: a card shows no other.
 */
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { PropertyCard } from '../property/property.js';
import { sameValue } from '../search/search-normalise.js';
import { decodePropertyCards } from '../settings/property.codec.js';

/** How many properties the list keeps, like the search history (SPEC §9: 10 entries). */
export const RECENTLY_VIEWED_LIMIT = 10;

/** Newest first; at most RECENTLY_VIEWED_LIMIT cards; no two with the same property_id. */
export type RecentlyViewed = readonly PropertyCard[];

export const EMPTY_RECENTLY_VIEWED: RecentlyViewed = [];

/**
 * The card kept for a property the visitor opened: its card fields only (a property page's
 * description, plots and floorplans stay behind) and its first photo. Read through the card
 * decoder, so the kept card is exactly what a card list decodes; undefined for a property no card
 * list would show (no id, or a link that leaves the site unsafely).
 */
export function recentlyViewedCard(property: PropertyCard): PropertyCard | undefined {
  const [card] = decodePropertyCards(
    [{ ...property, photos: property.photos.slice(0, 1) }],
    'property',
    [],
  );
  return card;
}

/** Newest first, each property once (the newer entry is kept), at most RECENTLY_VIEWED_LIMIT. */
function tidy(cards: readonly PropertyCard[]): PropertyCard[] {
  const seen = new Set<string>();
  const out: PropertyCard[] = [];
  for (const card of cards) {
    if (seen.has(card.property_id)) continue;
    seen.add(card.property_id);
    out.push(card);
    if (out.length === RECENTLY_VIEWED_LIMIT) break;
  }
  return out;
}

/**
 * The list after the visitor opened a property: its card goes in front, an older entry of the
 * same property goes, and the oldest beyond 10 are dropped. Opening the newest entry again with
 * the same card answers the very list given (nothing to store).
 */
export function recordRecentlyViewed(list: RecentlyViewed, property: PropertyCard): RecentlyViewed {
  const card = recentlyViewedCard(property);
  if (card === undefined) return list;
  if (list[0] !== undefined && sameValue(list[0], card)) return list;
  return tidy([card, ...list]);
}

/**
 * Any stored value as a list: an array's readable cards, tidied (a corrupt entry costs only
 * itself); anything but an array is no list at all (left), which the storage reads as absent.
 */
export const RecentlyViewedCodec = {
  decode(value: unknown): Either<string, RecentlyViewed> {
    if (!Array.isArray(value)) return left('expected a list of property cards');
    return right(tidy(decodePropertyCards(value, 'recentlyViewed', [])));
  },
};

/** Any stored value as a valid list; a value that is not a list at all gives an empty one. */
export function decodeRecentlyViewed(value: unknown): RecentlyViewed {
  const decoded = RecentlyViewedCodec.decode(value);
  return isLeft(decoded) ? EMPTY_RECENTLY_VIEWED : decoded.right;
}
