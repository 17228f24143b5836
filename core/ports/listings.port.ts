/** Listings and search results (SPEC §7 GET /search.ljson; §3 pagination, propertyLinks). */
import type { Result } from '../failures/failures.js';
import type { PropertyCard } from '../property/property.js';
import type { Search } from '../search/search.js';

export interface Pagination {
  /** 1-based. */
  readonly page: number;
  readonly has_next_page: boolean;
  readonly has_prev_page: boolean;
  /** Total number of matching properties, when the platform tells it. */
  readonly total?: number;
}

export interface ListingResults {
  readonly properties: readonly PropertyCard[];
  readonly pagination: Pagination;
}

/** Links around one property within a search (SPEC §3 "propertyLinks"). */
export interface PropertyLinks {
  /** URL of the next property in the results, if any. */
  readonly next?: string;
  /** URL of the previous property in the results, if any. */
  readonly previous?: string;
  /** The results page the next property sits on, when it is not the current page. */
  readonly nextPage?: number;
  /** The results page the previous property sits on, when it is not the current page. */
  readonly prevPage?: number;
}

/**
 * Every match of a search for a map: light cards (id, page, address, position and the fields of
 * the price text), all of them in one answer, not a page of them.
 */
export interface MapListings {
  readonly properties: readonly PropertyCard[];
  /** How many properties match; more than `properties` when the platform sent only the first. */
  readonly total: number;
}

export interface ListingsPort {
  /** The properties matching `search` on `page` (default: the search's own page, else 1). */
  search(search: Search, page?: number): Promise<Result<ListingResults>>;
  /** Next and previous property links for `propertyId` within `search` (SPEC §7). */
  nextPrevious(search: Search, propertyId: string): Promise<Result<PropertyLinks>>;
  /** Every property matching `search`, as light cards for a map (whatever page `search` is on). */
  mapListings(search: Search): Promise<Result<MapListings>>;
}
