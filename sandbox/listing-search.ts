/**
 * Searching the seeded listings on every Search field (SPEC §3 Search, reference/search-url.md):
 * filter, sort and page. Pure: time comes in as a parameter.
 *
 * Field rules (decisions where SPEC is silent):
 * - placeId: listings inside the place (town, city, county, country or postcode district); with
 *   `within` set, listings within that distance of the place's centre instead. An unknown place
 *   matches nothing.
 * - q (free text, only without a placeId): every word must appear in the address, town, county
 *   or postcode. `text`: every word must appear anywhere in the listing's text.
 * - tags: the listing has all of them (case-insensitive).
 * - poly: the listing's point lies inside the polygon (ray casting; fewer than 3 points: ignored).
 * - beds, price, acreage: missing values count as 0 (land has 0 bedrooms); square feet: listings
 *   without a floor area never match a square-feet filter.
 * - area: a minimum internal floor area in square metres.
 * - status: one status or a comma list, spelling-tolerant ('under-offer' = 'under offer');
 *   'available' means 'for sale' or 'to let'.
 * - createdAgo / updatedAgo: created / updated within the last N days.
 * - default order: most recent first; ties by id, so pages are stable.
 */
import { decodePolyline, distanceMiles, withinMiles } from '../core/index.js';
import type { LatLng, PropertyCard, Search, SortOption } from '../core/index.js';
import { cardOf } from './seed/properties.js';
import type { Listing, PlaceRecord } from './seed/types.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 500;
const SQ_FT_PER_SQ_M = 10.7639;

export interface Pagination {
  readonly page: number;
  readonly per_page: number;
  readonly total: number;
  readonly total_pages: number;
  readonly has_next_page: boolean;
  readonly has_prev_page: boolean;
}

export interface SearchContext {
  readonly places: readonly PlaceRecord[];
  readonly now: Date;
}

/** Core's one distance rule and radius reading, as the radius search and its tests know them. */
export { distanceMiles, withinMiles };

/** Ray casting: is the point inside the polygon (closed implicitly)? */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i] as LatLng;
    const b = polygon[j] as LatLng;
    const crosses =
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
    if (crosses) inside = !inside;
  }
  return inside;
}

export function normaliseStatus(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ');
}

function statusMatches(listingStatus: string | undefined, wanted: string): boolean {
  const have = normaliseStatus(listingStatus ?? '');
  return wanted
    .split(',')
    .map(normaliseStatus)
    .filter((s) => s !== '')
    .some((s) => (s === 'available' ? have === 'for sale' || have === 'to let' : s === have));
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
}

function within(value: number, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** One predicate per set field; a listing matches when all pass. */
function predicates(search: Search, context: SearchContext): ((l: Listing) => boolean)[] {
  const out: ((l: Listing) => boolean)[] = [(l) => l.detail.property_channel === search.channel];
  if (search.placeId !== undefined) {
    const place = context.places.find((p) => p.place_id === search.placeId);
    const radius = search.within !== undefined ? withinMiles(search.within) : undefined;
    if (!place) out.push(() => false);
    else if (radius !== undefined) {
      const centre = { lat: place.latitude, lng: place.longitude };
      out.push(
        (l) =>
          l.detail.latitude !== undefined &&
          l.detail.longitude !== undefined &&
          distanceMiles(centre, { lat: l.detail.latitude, lng: l.detail.longitude }) <= radius,
      );
    } else {
      const name = place.name.toLowerCase();
      out.push((l) => l.areaNames.includes(name));
    }
  } else if (search.q !== undefined) {
    const wanted = words(search.q);
    out.push((l) => wanted.every((w) => l.placeText.includes(w)));
  }
  if (search.branchId !== undefined) out.push((l) => l.branchId === search.branchId);
  if (search.tags && search.tags.length > 0) {
    const wanted = search.tags.map((t) => t.toLowerCase());
    out.push((l) => wanted.every((t) => l.detail.tags.some((have) => have.toLowerCase() === t)));
  }
  if (search.poly !== undefined) {
    const polygon = decodePolyline(search.poly);
    if (polygon && polygon.length >= 3) {
      out.push(
        (l) =>
          l.detail.latitude !== undefined &&
          l.detail.longitude !== undefined &&
          pointInPolygon({ lat: l.detail.latitude, lng: l.detail.longitude }, polygon),
      );
    }
  }
  if (search.auctionDate !== undefined)
    out.push((l) => l.detail.auctionDate === search.auctionDate);
  if (search.text !== undefined) {
    const wanted = words(search.text);
    out.push((l) => wanted.every((w) => l.fullText.includes(w)));
  }
  if (search.minBeds !== undefined || search.maxBeds !== undefined)
    out.push((l) => within(l.detail.bedrooms ?? 0, search.minBeds, search.maxBeds));
  if (search.minPrice !== undefined || search.maxPrice !== undefined)
    out.push((l) => within(l.detail.priceValue ?? 0, search.minPrice, search.maxPrice));
  if (search.minAcreage !== undefined || search.maxAcreage !== undefined)
    out.push((l) => within(l.detail.acreage ?? 0, search.minAcreage, search.maxAcreage));
  if (search.minSquareFeet !== undefined || search.maxSquareFeet !== undefined) {
    out.push(
      (l) =>
        l.squareFeet !== undefined &&
        within(l.squareFeet, search.minSquareFeet, search.maxSquareFeet),
    );
  }
  if (search.area !== undefined) {
    const minimum = search.area;
    out.push((l) => l.squareFeet !== undefined && l.squareFeet / SQ_FT_PER_SQ_M >= minimum);
  }
  if (search.status !== undefined) {
    const wanted = search.status;
    out.push((l) => statusMatches(l.detail.status, wanted));
  }
  const since = (days: number) => context.now.getTime() - days * DAY_MS;
  if (search.createdAgo !== undefined) {
    const cutoff = since(search.createdAgo);
    out.push((l) => Date.parse(l.detail.createdAt ?? '') >= cutoff);
  }
  if (search.updatedAgo !== undefined) {
    const cutoff = since(search.updatedAgo);
    out.push((l) => Date.parse(l.updatedAt) >= cutoff);
  }
  if (search.shortLets === true) out.push((l) => l.shortLet);
  if (search.pets === true) out.push((l) => l.petsAllowed);
  return out;
}

export function filterListings(
  listings: readonly Listing[],
  search: Search,
  context: SearchContext,
): Listing[] {
  const tests = predicates(search, context);
  return listings.filter((l) => tests.every((test) => test(l)));
}

type Key = (l: Listing) => number;

const SORT_KEYS: Readonly<Record<SortOption, readonly [Key, 1 | -1]>> = {
  'least-expensive-first': [(l) => l.detail.priceValue ?? 0, 1],
  'most-expensive-first': [(l) => l.detail.priceValue ?? 0, -1],
  'most-recent-first': [(l) => Date.parse(l.detail.createdAt ?? '') || 0, -1],
  'most-square-feet-first': [(l) => l.squareFeet ?? -1, -1],
  'least-square-feet-first': [(l) => l.squareFeet ?? Number.MAX_SAFE_INTEGER, 1],
  'most-recently-launched-first': [(l) => Date.parse(l.launchedAt) || 0, -1],
  'most-recently-updated-first': [(l) => Date.parse(l.updatedAt) || 0, -1],
};

export function sortListings(
  listings: readonly Listing[],
  sorted: SortOption = 'most-recent-first',
): Listing[] {
  const [key, direction] = SORT_KEYS[sorted];
  return [...listings].sort(
    (a, b) =>
      (key(a) - key(b)) * direction || Number(a.detail.property_id) - Number(b.detail.property_id),
  );
}

/** A page of items; `page` and `perPage` are clamped to sensible values. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; pagination: Pagination } {
  const size = Math.max(1, Math.min(MAX_PER_PAGE, Math.floor(perPage) || DEFAULT_PER_PAGE));
  const current = Math.max(1, Math.floor(page) || 1);
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  return {
    items: items.slice((current - 1) * size, current * size),
    pagination: {
      page: current,
      per_page: size,
      total: items.length,
      total_pages: totalPages,
      has_next_page: current < totalPages,
      has_prev_page: current > 1,
    },
  };
}

export interface SearchResult {
  readonly cards: PropertyCard[];
  readonly pagination: Pagination;
}

/** Filter, sort and page the listings for a search; the page comes from `search.page`. */
export function searchListings(
  listings: readonly Listing[],
  search: Search,
  context: SearchContext,
  perPage = DEFAULT_PER_PAGE,
): SearchResult {
  const found = sortListings(filterListings(listings, search, context), search.sorted);
  const { items, pagination } = paginate(found, search.page ?? 1, perPage);
  return { cards: items.map((l) => cardOf(l.detail)), pagination };
}

/** The most properties one map answer carries (a few hundred bytes each). */
export const MAX_MAP_LISTINGS = 1000;

/** What a map needs of a card: its page, its name, its position and the fields of its price text. */
const MAP_FIELDS = [
  'property_id',
  'property_url',
  'display_address',
  'property_channel',
  'price',
  'priceWithoutQualifier',
  'priceValue',
  'isStudent',
  'bedrooms',
  'latitude',
  'longitude',
] as const;

export type MapCard = Partial<Pick<PropertyCard, (typeof MAP_FIELDS)[number]>>;

/** A card cut down to what a map needs. */
export function mapCardOf(card: PropertyCard): MapCard {
  const out: Record<string, unknown> = {};
  for (const field of MAP_FIELDS) if (card[field] !== undefined) out[field] = card[field];
  return out as MapCard;
}

/** Every match of a search for a map (the first `limit`, in the search's order) and how many match. */
export function mapListings(
  listings: readonly Listing[],
  search: Search,
  context: SearchContext,
  limit = MAX_MAP_LISTINGS,
): { properties: MapCard[]; total: number } {
  const found = sortListings(filterListings(listings, search, context), search.sorted);
  return {
    properties: found.slice(0, limit).map((l) => mapCardOf(cardOf(l.detail))),
    total: found.length,
  };
}
