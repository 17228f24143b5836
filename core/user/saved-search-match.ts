/**
 * Which listings a saved search asks for (SPEC §3 "Saved search"): the rule a channel's alerts are
 * made from (an alert email, a push message), so every channel tells a visitor of the same homes.
 * It reads a saved search as the results page it links to reads the search: bounds inclusive, a
 * minimum above its maximum swapped, a listing without bedrooms or a price counted as 0, every tag
 * required.
 */
import { normaliseSearch } from '../search/search-normalise.js';
import type { PropertyCard } from '../property/property.js';
import type { SavedSearch } from './user.js';

/**
 * A listing as an alert sees it: its card, and the ids of the places it lies in (its town, county,
 * postcode district…, as the platform's place index says), which a card alone does not carry.
 */
export interface AlertListing extends Pick<
  PropertyCard,
  'property_channel' | 'bedrooms' | 'priceValue' | 'tags' | 'display_address'
> {
  readonly placeIds?: readonly string[];
}

const within = (value: number, min: number | undefined, max: number | undefined): boolean =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word !== '');

/** Whether the listing lies where the saved search looks: its place, or its free text's words. */
function inPlace(listing: AlertListing, placeId: string | undefined, q: string | undefined) {
  if (placeId !== undefined) return (listing.placeIds ?? []).includes(placeId);
  if (q === undefined) return true;
  const address = words(listing.display_address);
  return words(q).every((word) => address.includes(word));
}

/**
 * Whether `listing` is one `saved` asks for: the same channel; in its place (a saved place id
 * among the listing's `placeIds`, so a listing that names no places matches only a search without
 * one; without a place id, every word of the saved free text in the listing's address); bedrooms
 * and price within the saved bounds; and every saved tag among the listing's (case and spacing
 * aside). The alert frequency is not part of the match: the channel picks the searches it alerts.
 */
export function listingMatchesSavedSearch(listing: AlertListing, saved: SavedSearch): boolean {
  const search = normaliseSearch({ ...saved, channel: saved.channel });
  if (listing.property_channel !== search.channel) return false;
  if (!inPlace(listing, search.placeId, search.q)) return false;
  if (!within(listing.bedrooms ?? 0, search.minBeds, search.maxBeds)) return false;
  if (!within(listing.priceValue ?? 0, search.minPrice, search.maxPrice)) return false;
  const tagKey = (tag: string) => tag.trim().toLowerCase();
  const have = new Set(listing.tags.map(tagKey));
  return (search.tags ?? []).every((tag) => have.has(tagKey(tag)));
}
