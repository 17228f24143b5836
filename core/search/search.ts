/**
 * The search a visitor makes (SPEC §3 "Search"). Field names follow the specification so the
 * platform's payloads and other channels read the same words. Fields absent from a search are
 * left unset (not null), so two equal searches compare equal whatever order they were built in.
 */
export type Channel = 'sales' | 'lettings';

export const SORT_OPTIONS = [
  'least-expensive-first',
  'most-expensive-first',
  'most-recent-first',
  'most-square-feet-first',
  'least-square-feet-first',
  'most-recently-launched-first',
  'most-recently-updated-first',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export interface Place {
  readonly place_id: string;
  readonly name: string;
  readonly county_name?: string;
}

export interface Search {
  readonly channel: Channel;
  readonly placeId?: string;
  /** Display-only slug of the place in a results path (e.g. 'taunton'). */
  readonly placeSlug?: string;
  readonly place?: Place;
  readonly q?: string;
  readonly branchId?: string;
  readonly tags?: readonly string[];
  /** An encoded polyline (Google's polyline algorithm), as drawn on the map. */
  readonly poly?: string;
  /** ISO date YYYY-MM-DD. */
  readonly auctionDate?: string;
  readonly text?: string;
  readonly minBeds?: number;
  readonly maxBeds?: number;
  readonly minPrice?: number;
  readonly maxPrice?: number;
  readonly minSquareFeet?: number;
  readonly maxSquareFeet?: number;
  readonly area?: number;
  readonly updatedAgo?: number;
  readonly createdAgo?: number;
  readonly status?: string;
  readonly minAcreage?: number;
  readonly maxAcreage?: number;
  /** e.g. '0-5-miles' from the segment within-0-5-miles. */
  readonly within?: string;
  /** 1-based; page 1 is the default and is left unset. */
  readonly page?: number;
  readonly shortLets?: boolean;
  readonly pets?: boolean;
  readonly sorted?: SortOption;
  /** The property the visitor clicked from these results (search history mark). */
  readonly clickedProperty?: string;
}

export const DEFAULT_SEARCH: Search = { channel: 'sales' };
