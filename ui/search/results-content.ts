/**
 * What the results page shows, as plain values: its texts, the shapes of its pagination, filter
 * chips, "widen your search" links, card details and unknown-place notice, and the small pure
 * helpers behind them. Apart from the page's view-model so the views and the map view read them
 * without its state.
 */
import { countOf } from '../../core/index.js';
import type { ListingDate, Place } from '../../core/index.js';

/** Texts this page says (SPEC has none for saving a search from results: our wording). */
export const RESULTS_MESSAGES = {
  searchSaved: 'Search saved. You will find it in your saved searches.',
  searchAlreadySaved: 'This search is already in your saved searches.',
  updating: 'Updating results…',
} as const;

/** What a page past the last one says (our wording: SPEC has none). */
export function pastEndText(
  page: number,
  lastPage: number,
): { readonly title: string; readonly text: string; readonly link: string } {
  return {
    title: `There is no page ${page} of these results`,
    text:
      lastPage === 1
        ? 'All the results of this search fit on one page.'
        : `The results of this search end on page ${lastPage}.`,
    link: lastPage === 1 ? 'Go to the results' : `Go to the last page (page ${lastPage})`,
  };
}

/** A place the results path named that the platform does not know, and where to look instead. */
export interface PlaceNotFound {
  /** The message of the 'location-not-found' flash key (the agency's own text when it set one). */
  readonly message: string;
  /** The place name as the visitor wrote it in the path. */
  readonly asked: string;
  /** What the results below are, and the offer of places ('Did you mean one of these?'). */
  readonly explanation: string;
  readonly suggestions: readonly { readonly place: Place; readonly href: string }[];
}

/** `#/map` and `#map` both mean the map view: a search made from it asks for hashbang=map. */
export function isMapViewHash(hash: string): boolean {
  return /^#\/?map$/.test(hash);
}

export interface PageLink {
  readonly page: number;
  readonly href: string;
  readonly current: boolean;
}

export interface PaginationLinks {
  readonly previous?: string;
  readonly next?: string;
  /** Page links in order; 'gap' where pages are skipped. */
  readonly pages: readonly (PageLink | 'gap')[];
}

export interface WidenLink {
  readonly label: string;
  readonly href: string;
}

/** '24 properties', '1 property', 'No properties'. */
export function propertyCountText(count: number): string {
  return count === 0 ? 'No properties' : countOf(count, 'property', 'properties');
}

/** A filter of the shown search, as a chip whose link shows the results without it. */
export interface FilterChip {
  /** Unique among the page's chips. */
  readonly key: string;
  /** 'Within 5 miles'. */
  readonly label: string;
  /** The canonical results path of the search without this filter, on its first page. */
  readonly href: string;
}

/** What a card of the list layout adds beside its body, on a tablet or a wider screen. */
export interface ResultCardDetails {
  readonly summary?: string;
  readonly added?: ListingDate;
  readonly branch?: {
    /** 'Taunton branch'. */
    readonly name: string;
    /** 'Call 01823 334455'. */
    readonly callText: string;
    /** The tel: link. */
    readonly href: string;
  };
}
