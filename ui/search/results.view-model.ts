/**
 * The results page (SPEC §2 "Search pages", §3 "Search", §4 "Search").
 *
 * The page shows one search, decoded from the page (see results-page-data.ts). The form edits a
 * draft copy through core's transitions; submitting navigates to the `/search?…` call core builds
 * (hashbang=map from the map view) and the platform answers with the canonical results page, so
 * every results page is a real, shareable URL. Sort changes navigate the same way; pagination and
 * "widen your search" are real links.
 *
 * On start the page records its search in the history, reports the shown properties once
 * (exposures, event type 'search_results') and restores the visitor's grid/list choice.
 * What it shows is shaped in results-content.ts; what it is given, in results-dependencies.ts.
 */
import * as t from 'io-ts';
import { actionBound, computed, flowBound, makeObservable, observable } from 'mobx';
import {
  STORAGE_KEYS,
  activeFilters,
  branchToCall,
  listingAddedDate,
  removeFilter,
  searchSummary,
  tagLabel,
  closestPlaces,
  placeSlugText,
  searchEvent,
  changePage,
  changeSort,
  clearPlace,
  removeTag,
  setFilter,
  setFilterValue,
  withoutDefaultStatus,
  SORT_OPTIONS,
  pageWindow,
} from '../../core/index.js';
import type {
  PropertyCard,
  IdleSchedulerPort,
  StorageKey,
  Search,
  SortOption,
  SavedSearch,
} from '../../core/index.js';
import { resultsPath, type ResultsPagination } from './results-page-data.js';
import { searchCallUrl } from './search-call.js';
import { SearchFormModel } from './search-form.view-model.js';
import {
  RESULTS_MESSAGES,
  isMapViewHash,
  propertyCountText,
  type FilterChip,
  type PaginationLinks,
  type PlaceNotFound,
  type ResultCardDetails,
  type WidenLink,
} from './results-content.js';
import type { ResultsDependencies, ResultsTheme } from './results-dependencies.js';

export type ResultsLayout = 'grid' | 'list';

/** The visitor's grid/list choice, remembered in this browser. */
export const RESULTS_LAYOUT_KEY: StorageKey = STORAGE_KEYS.resultsLayout;
const LayoutCodec = t.keyof({ grid: null, list: null });

/** The event type of result impressions (SPEC §7 exposures). */
export const RESULTS_EXPOSURE_EVENT = 'search_results';

const sortSet: ReadonlySet<string> = new Set(SORT_OPTIONS);
export class ResultsViewModel {
  /** The search the page shows (what the results are for). */
  readonly search: Search;
  readonly heading: string;
  readonly results: readonly PropertyCard[];
  readonly pagination: ResultsPagination;
  /** The search form above the results (shared with the home page). */
  readonly form: SearchFormModel;
  /** When the page was built (the server's render time while hydrating): 'New Listing' tags. */
  readonly now: Date;
  readonly theme: ResultsTheme;

  layout: ResultsLayout = 'grid';
  /** True from a sort change until the next page arrives. */
  sorting = false;
  /** True while a save of this search is in progress. */
  savingSearch = false;

  private impressionsSent = false;

  /** When the cards of a long list render after the first screenful. */
  get idle(): IdleSchedulerPort {
    return this.deps.idle;
  }

  constructor(private readonly deps: ResultsDependencies) {
    const { page } = deps;
    this.search = page.search;
    this.heading = page.heading;
    this.results = page.results;
    this.pagination = page.pagination;
    this.now = deps.clock.now();
    this.theme = deps.theme;
    this.form = new SearchFormModel({
      search: page.search,
      places: page.places,
      navigation: deps.navigation,
      ...(page.defaultStatus !== undefined ? { defaultStatus: page.defaultStatus } : {}),
      mapViewOpen: () => isMapViewHash(deps.navigation.currentHash()),
    });
    makeObservable<ResultsViewModel, 'deps'>(this, {
      deps: false,
      form: false,
      now: false,
      theme: false,
      layout: observable,
      sorting: observable,
      savingSearch: observable,
      navigating: computed,
      countText: computed,
      isEmpty: computed,
      lastPage: computed,
      pastEnd: computed,
      placeNotFound: computed,
      summary: computed,
      filters: computed,
      cardDetails: false,
      paginationLinks: computed,
      widenLinks: computed,
      searchSaved: computed,
      start: actionBound,
      changeSort: actionBound,
      setLayout: actionBound,
      cardOpened: actionBound,
      isSaved: false,
      toggleSaved: false,
      pageShown: actionBound,
      saveSearch: flowBound,
    });
  }

  /**
   * Records the search in the history (a new search is the analytics event 'search'), reports
   * the shown properties once per page view,
   * restores the layout choice and follows the page's return from the back/forward cache (the
   * answer stops that). Safe to call again (React StrictMode): nothing is sent twice.
   */
  start(): () => void {
    const stored = this.deps.storage.get(RESULTS_LAYOUT_KEY, LayoutCodec);
    if (stored !== undefined) this.layout = stored;
    this.sorting = false;
    const defaultStatus = this.deps.page.defaultStatus;
    // The history keeps the search as the visitor chose it: Back to search never gains the default status.
    if (
      this.deps.searchHistory.record(
        this.searchAsChosen,
        defaultStatus === undefined ? {} : { defaultSearchStatus: defaultStatus },
      )
    ) {
      this.deps.analytics.push(searchEvent(this.searchAsChosen, this.pagination.total));
    }
    if (!this.impressionsSent && this.results.length > 0) {
      this.impressionsSent = true;
      void this.deps.tracking.exposures(
        this.results.map((card) => card.property_id),
        RESULTS_EXPOSURE_EVENT,
      );
    }
    return this.deps.navigation.onRestoredFromCache(() => this.pageShown());
  }

  /** True from a search or sort change until the next page arrives (SPEC §3 loading flag 'properties'). */
  get navigating(): boolean {
    return this.sorting || this.form.submitting;
  }

  /** The shown search without the theme's default status, as links and saved searches carry it. */
  private get searchAsChosen(): Search {
    return withoutDefaultStatus(this.search, this.deps.page.defaultStatus);
  }

  // ---- what the page shows -----------------------------------------------------------------

  /** The result count, announced politely: '24 properties'. */
  get countText(): string {
    const { total } = this.pagination;
    if (total !== undefined) return propertyCountText(total);
    return this.pagination.hasNext || this.pagination.hasPrevious
      ? `${propertyCountText(this.results.length)} on this page`
      : propertyCountText(this.results.length);
  }

  get isEmpty(): boolean {
    return this.results.length === 0;
  }

  /** The last page of this search, when the platform says how many there are. */
  get lastPage(): number | undefined {
    const { totalPages, total, page, hasNext } = this.pagination;
    if (totalPages !== undefined) return totalPages;
    if (total === 0) return 1;
    return this.results.length > 0 && !hasNext ? page : undefined;
  }

  /**
   * A page past the end of the results (`/page-999` of 6 pages): it says so and links to the last
   * page, instead of claiming that nothing matches.
   */
  get pastEnd():
    { readonly page: number; readonly lastPage: number; readonly href: string } | undefined {
    const { page, total } = this.pagination;
    if (this.results.length > 0 || page <= 1 || total === 0) return undefined;
    const last = this.lastPage ?? 1;
    return {
      page,
      lastPage: last,
      href: resultsPath(changePage(this.searchAsChosen, last), this.deps.page.base),
    };
  }

  /**
   * The results path named a place the platform does not know (`/property-for-sale/nowhereville`):
   * the 'location-not-found' message and the places closest to what was asked, each a search of
   * this page's filters in that place.
   */
  get placeNotFound(): PlaceNotFound | undefined {
    const s = this.search;
    if (
      this.deps.page.base.kind !== 'search' ||
      s.placeSlug === undefined ||
      s.placeId !== undefined ||
      s.q !== undefined
    )
      return undefined;
    const { placeSlug: _slug, page: _page, ...rest } = this.searchAsChosen;
    return {
      message: this.deps.page.locationNotFoundMessage,
      asked: placeSlugText(s.placeSlug),
      explanation: `We have no place called “${placeSlugText(s.placeSlug)}”, so these are properties in all areas.${this.deps.page.places.length > 0 ? ' Did you mean one of these?' : ''}`,
      suggestions: closestPlaces(s.placeSlug, this.deps.page.places).map((place) => ({
        place,
        href: searchCallUrl({ ...rest, placeId: place.place_id }, undefined),
      })),
    };
  }

  /** The shown search in one line (on a phone it stands for the folded search form). */
  get summary(): string {
    return searchSummary(this.search);
  }

  /**
   * The filters of the shown search beyond the form's main row (core's activeFilters; not the
   * theme's default status), each linking to the results without it.
   */
  get filters(): FilterChip[] {
    const { base, defaultStatus } = this.deps.page;
    return activeFilters(this.search, defaultStatus === undefined ? {} : { defaultStatus }).map(
      (filter) => ({
        key: `${filter.field}:${filter.tag ?? ''}`,
        label: filter.label,
        href: resultsPath(removeFilter(this.searchAsChosen, filter), base, defaultStatus),
      }),
    );
  }

  /**
   * A card's summary line, the day it was added and its branch to call (core's listingAddedDate
   * and branchToCall). One function for the page's life, so memoised cards stay memoised.
   */
  readonly cardDetails = (card: PropertyCard): ResultCardDetails => {
    const summary = card.summary?.trim();
    const added = listingAddedDate(card);
    const call = branchToCall(card, this.deps.page.branches);
    return {
      ...(summary ? { summary } : {}),
      ...(added ? { added } : {}),
      ...(call
        ? {
            branch: {
              name: `${call.branchName} branch`,
              callText: `Call ${call.telephone}`,
              href: call.href,
            },
          }
        : {}),
    };
  };

  /** Previous / next and numbered links, each a canonical results path. */
  get paginationLinks(): PaginationLinks {
    const { page, hasNext, hasPrevious, totalPages } = this.pagination;
    if (this.pastEnd !== undefined) return { pages: [] };
    const href = (n: number): string =>
      resultsPath(changePage(this.searchAsChosen, n), this.deps.page.base);
    const last = totalPages ?? (hasNext ? page + 1 : page);
    const pages =
      last > 1
        ? pageWindow(page, last).map((n) =>
            n === 'gap' ? n : { page: n, href: href(n), current: n === page },
          )
        : [];
    return {
      ...(hasPrevious && page > 1 ? { previous: href(page - 1) } : {}),
      ...(hasNext ? { next: href(page + 1) } : {}),
      pages,
    };
  }

  /** Ways to widen a search that found nothing: one link per filter that can be dropped. */
  get widenLinks(): WidenLink[] {
    const s = this.search;
    if (this.pastEnd !== undefined) return [];
    const url = (next: Search): string => searchCallUrl(next, this.deps.page.defaultStatus);
    const out: WidenLink[] = [];
    if (s.placeId !== undefined || s.q !== undefined)
      out.push({ label: 'Search all areas', href: url(clearPlace(s)) });
    if (s.poly !== undefined)
      out.push({
        label: 'Remove the area drawn on the map',
        href: url(setFilterValue(s, 'poly', undefined)),
      });
    if (s.minPrice !== undefined || s.maxPrice !== undefined)
      out.push({ label: 'Any price', href: url(setFilter(s, 'price', {})) });
    if (s.minBeds !== undefined || s.maxBeds !== undefined)
      out.push({ label: 'Any number of bedrooms', href: url(setFilter(s, 'beds', {})) });
    if (s.minAcreage !== undefined || s.maxAcreage !== undefined)
      out.push({ label: 'Any acreage', href: url(setFilter(s, 'acreage', {})) });
    for (const tag of s.tags ?? [])
      out.push({ label: `Without “${tagLabel(tag)}”`, href: url(removeTag(s, tag)) });
    if (s.status !== undefined && s.status !== this.deps.page.defaultStatus) {
      out.push({ label: 'Any status', href: url(setFilterValue(s, 'status', undefined)) });
    }
    if (s.shortLets === true)
      out.push({
        label: 'Include long lets',
        href: url(setFilterValue(s, 'shortLets', undefined)),
      });
    if (s.pets === true)
      out.push({
        label: 'Include homes without pets allowed',
        href: url(setFilterValue(s, 'pets', undefined)),
      });
    return out;
  }

  get searchSaved(): boolean {
    return this.deps.savedSearches.isSaved(this.searchAsChosen);
  }

  // ---- actions ----------------------------------------------------------------------------

  /** A new sort order applies at once to the shown search (not to unsubmitted form changes). */
  changeSort(value: string): void {
    const sorted = sortSet.has(value) ? (value as SortOption) : undefined;
    const next = changeSort(this.search, sorted);
    if (next === this.search) return;
    this.sorting = true;
    this.deps.navigation.goTo(
      searchCallUrl(next, this.deps.page.defaultStatus, {
        map: isMapViewHash(this.deps.navigation.currentHash()),
      }),
    );
  }

  setLayout(layout: ResultsLayout): void {
    this.layout = layout;
    this.deps.storage.set(RESULTS_LAYOUT_KEY, layout);
  }

  /** Whether a card's property is saved (its save toggle observes this). */
  isSaved(propertyId: string): boolean {
    return this.deps.savedProperties.isSaved(propertyId);
  }

  /** A card's save toggle pressed: saved or removed (SPEC §4), its card kept for the saved tab. */
  toggleSaved(card: PropertyCard): Promise<void> {
    return this.deps.savedProperties.toggleFromCard(card);
  }

  /** A card opened: the property is marked in the search history (SPEC §3 clickedProperty). */
  cardOpened(propertyId: string): void {
    this.deps.searchHistory.markClicked(propertyId);
  }

  /**
   * The page is shown again: back from the browser's back/forward cache, or a history step within
   * it (popstate). It is no longer navigating, and the form shows this page's search again, not
   * the filters the visitor had chosen before leaving it.
   */
  pageShown(): void {
    this.sorting = false;
    this.form.showSearch(this.search);
  }

  /** Saves the shown search (alerts 'I' by default) with a confirmation toast. */
  *saveSearch(): Generator<Promise<SavedSearch>, void, SavedSearch> {
    if (this.savingSearch) return;
    if (this.searchSaved) {
      this.deps.notifier.success(RESULTS_MESSAGES.searchAlreadySaved);
      return;
    }
    this.savingSearch = true;
    try {
      yield this.deps.savedSearches.save(this.searchAsChosen);
      this.deps.notifier.success(RESULTS_MESSAGES.searchSaved);
    } finally {
      this.savingSearch = false;
    }
  }
}
