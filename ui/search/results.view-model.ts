/**
 * The results page (issue 4 §1; SPEC §2 "Search pages", §3 "Search", §4 "Search").
 *
 * The page shows one search, decoded from the page (see results-page-data.ts). The form edits a
 * draft copy through core's transitions; submitting navigates to the `/search?…` call core builds
 * (hashbang=map from the map view) and the platform answers with the canonical results page, so
 * every results page is a real, shareable URL. Sort changes navigate the same way; pagination and
 * "widen your search" are real links.
 *
 * On start the page records its search in the history, reports the shown properties once
 * (exposures, event type 'search_results') and restores the visitor's grid/list choice.
 */
import * as t from 'io-ts';
import { actionBound, computed, flowBound, makeObservable, observable, observableRef } from 'mobx';
import type { PropertyCard } from '../../core/property/property.js';
import type { MapMarker } from '../../core/ports/maps.port.js';
import type { NavigationPort } from '../../core/ports/navigation.port.js';
import type { NotifierPort } from '../../core/ports/notifier.port.js';
import type { KeyValueStoragePort, StorageKey } from '../../core/ports/storage.port.js';
import type { TrackingPort } from '../../core/ports/tracking.port.js';
import {
  addTag,
  changeChannel,
  changeSort,
  clearPlace,
  placeDisplayName,
  removeAllTags,
  removeTag,
  selectPlace,
  setFilter,
  setFilterValue,
  setTextQuery,
  toggleTag,
  type RangeFilter,
} from '../../core/search/search-transitions.js';
import { changePage } from '../../core/search/search-transitions.js';
import type { Channel, Place, Search, SortOption } from '../../core/search/search.js';
import { SORT_OPTIONS } from '../../core/search/search.js';
import type { SavedSearch } from '../../core/user/user.js';
import type { RecordContext } from '../../core/search/search-history.js';
import { resultsPath, searchCallUrl, type ResultsPageData, type ResultsPagination } from './results-page-data.js';
import {
  ACREAGE_TAGS,
  FEATURE_TAGS,
  PROPERTY_TYPE_TAGS,
  STATUS_OPTIONS,
  bedroomOptions,
  priceOptions,
  tagLabel,
  type Option,
} from './search-options.js';

export type ResultsLayout = 'grid' | 'list';

/** The visitor's grid/list choice, remembered in this browser. */
export const RESULTS_LAYOUT_KEY: StorageKey = { name: 'results-layout', version: 1 };
const LayoutCodec = t.keyof({ grid: null, list: null });

/** The event type of result impressions (SPEC §7 exposures). */
export const RESULTS_EXPOSURE_EVENT = 'search_results';

/** At most this many place suggestions show under the location field. */
export const MAX_PLACE_SUGGESTIONS = 6;

/** Texts this page says (SPEC has none for saving a search from results: our wording). */
export const RESULTS_MESSAGES = {
  searchSaved: 'Search saved. You will find it in your saved searches.',
  searchAlreadySaved: 'This search is already in your saved searches.',
  updating: 'Updating results…',
} as const;

/** The parts of the search history service this page uses. */
export interface ResultsSearchHistory {
  record(search: Search, context?: RecordContext): void;
  markClicked(propertyId: string): void;
}

/** The parts of the saved searches service this page uses. */
export interface ResultsSavedSearches {
  isSaved(search: Search): boolean;
  save(search: Search): Promise<SavedSearch>;
}

export interface ResultsDependencies {
  readonly page: ResultsPageData;
  readonly navigation: NavigationPort;
  readonly tracking: TrackingPort;
  readonly storage: KeyValueStoragePort;
  readonly searchHistory: ResultsSearchHistory;
  readonly savedSearches: ResultsSavedSearches;
  readonly notifier: NotifierPort;
  /** Whether the map view (`#/map`) is open: a search made from it asks for hashbang=map. */
  readonly mapViewOpen?: () => boolean;
}

export interface ToggleChip {
  readonly tag: string;
  readonly label: string;
  readonly pressed: boolean;
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
  if (count === 0) return 'No properties';
  // Grouped by hand (not Intl) so server and browser render the same text.
  return count === 1 ? '1 property' : `${String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} properties`;
}

/** The page numbers to link: the first, the last, and one either side of the current page. */
export function pageWindow(current: number, totalPages: number): (number | 'gap')[] {
  const wanted = new Set([1, totalPages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) out.push(page - previous === 2 ? page - 1 : 'gap');
    out.push(page);
  });
  return out;
}

/** Markers for the map view: the cards that have a position. */
export function mapMarkersOf(cards: readonly PropertyCard[]): MapMarker[] {
  return cards.flatMap((card) =>
    card.latitude !== undefined && card.longitude !== undefined
      ? [{ id: card.property_id, lat: card.latitude, lng: card.longitude, title: card.display_address, url: card.property_url }]
      : [],
  );
}

const sortSet: ReadonlySet<string> = new Set(SORT_OPTIONS);

/** The search without one field, back on page 1. */
function withoutField(search: Search, field: keyof Search): Search {
  const out: { -readonly [K in keyof Search]?: Search[K] } = { ...search };
  delete out[field];
  delete out.page;
  delete out.clickedProperty;
  return out as Search;
}

export class ResultsViewModel {
  /** The search the page shows (what the results are for). */
  readonly search: Search;
  readonly heading: string;
  readonly results: readonly PropertyCard[];
  readonly pagination: ResultsPagination;

  /** The form's copy of the search, changed through core's transitions until submitted. */
  draft: Search;
  /** The text in the location field. */
  locationText: string;
  /** Whether the place suggestions list is open, and which one is highlighted. */
  suggestionsOpen = false;
  activeSuggestion = -1;
  layout: ResultsLayout = 'grid';
  /** True from a submit or sort change until the next page arrives (SPEC §3 loading flag 'properties'). */
  navigating = false;
  /** True while a save of this search is in progress. */
  savingSearch = false;

  private impressionsSent = false;

  constructor(private readonly deps: ResultsDependencies) {
    const { page } = deps;
    this.search = page.search;
    this.heading = page.heading;
    this.results = page.results;
    this.pagination = page.pagination;
    this.draft = page.search;
    this.locationText = page.search.place !== undefined ? placeDisplayName(page.search.place) : (page.search.q ?? '');
    makeObservable<ResultsViewModel, 'deps'>(this, {
      deps: false,
      draft: observableRef,
      locationText: observable,
      suggestionsOpen: observable,
      activeSuggestion: observable,
      layout: observable,
      navigating: observable,
      savingSearch: observable,
      countText: computed,
      isEmpty: computed,
      priceChoices: computed,
      bedroomChoices: computed,
      typeChips: computed,
      featureChips: computed,
      statusChoices: computed,
      showAcreage: computed,
      showLettingsFilters: computed,
      suggestions: computed,
      paginationLinks: computed,
      widenLinks: computed,
      searchSaved: computed,
      markers: computed,
      start: actionBound,
      setChannel: actionBound,
      setLocationText: actionBound,
      choosePlace: actionBound,
      clearLocation: actionBound,
      moveSuggestion: actionBound,
      closeSuggestions: actionBound,
      chooseActiveSuggestion: actionBound,
      setRange: actionBound,
      toggleTag: actionBound,
      addTag: actionBound,
      removeTag: actionBound,
      removeAllTags: actionBound,
      setStatus: actionBound,
      setFlag: actionBound,
      submit: actionBound,
      changeSort: actionBound,
      setLayout: actionBound,
      cardOpened: actionBound,
      pageShown: actionBound,
      saveSearch: flowBound,
    });
  }

  /**
   * Records the search in the history, reports the shown properties once per page view and
   * restores the layout choice. Safe to call again (React StrictMode): nothing is sent twice.
   */
  start(): () => void {
    const stored = this.deps.storage.get(RESULTS_LAYOUT_KEY, LayoutCodec);
    if (stored !== undefined) this.layout = stored;
    this.navigating = false;
    const defaultStatus = this.deps.page.defaultStatus;
    this.deps.searchHistory.record(this.search, defaultStatus === undefined ? {} : { defaultSearchStatus: defaultStatus });
    if (!this.impressionsSent && this.results.length > 0) {
      this.impressionsSent = true;
      void this.deps.tracking.exposures(
        this.results.map((card) => card.property_id),
        RESULTS_EXPOSURE_EVENT,
      );
    }
    return () => undefined;
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

  /** Price steps for the draft's channel (sales prices, or rents per month). */
  get priceChoices(): Option<number>[] {
    return priceOptions(this.draft.channel, [this.draft.minPrice, this.draft.maxPrice]);
  }

  get bedroomChoices(): Option<number>[] {
    return bedroomOptions([this.draft.minBeds, this.draft.maxBeds]);
  }

  get typeChips(): ToggleChip[] {
    const tags = this.draft.tags ?? [];
    return PROPERTY_TYPE_TAGS.map((option) => ({ tag: option.value, label: option.label, pressed: tags.includes(option.value) }));
  }

  /** Feature chips of the channel, plus any other tag in the search (so it can be removed). */
  get featureChips(): ToggleChip[] {
    const tags = this.draft.tags ?? [];
    const listed = FEATURE_TAGS[this.draft.channel];
    const known = new Set([...PROPERTY_TYPE_TAGS, ...listed].map((option) => option.value));
    const extra = tags.filter((tag) => !known.has(tag)).map((tag) => ({ value: tag, label: tagLabel(tag) }));
    return [...listed, ...extra].map((option) => ({ tag: option.value, label: option.label, pressed: tags.includes(option.value) }));
  }

  /**
   * Status choices of the channel. 'Any status' is offered only when the agency has no default
   * status: with one, a search without status means the default, so 'any' could not be asked for.
   */
  get statusChoices(): Option<string>[] {
    const listed = [...STATUS_OPTIONS[this.draft.channel]];
    const current = this.draft.status;
    if (current !== undefined && !listed.some((option) => option.value === current)) listed.push({ value: current, label: tagLabel(current) });
    return this.deps.page.defaultStatus === undefined ? [{ value: '', label: 'Any status' }, ...listed] : listed;
  }

  /** Acreage applies to agricultural and land searches (or when already set). */
  get showAcreage(): boolean {
    const tags = this.draft.tags ?? [];
    return tags.some((tag) => ACREAGE_TAGS.includes(tag)) || this.draft.minAcreage !== undefined || this.draft.maxAcreage !== undefined;
  }

  /** Short lets and pets apply to lettings. */
  get showLettingsFilters(): boolean {
    return this.draft.channel === 'lettings';
  }

  /** Places whose name or county starts a word with what was typed (none once a place is chosen). */
  get suggestions(): Place[] {
    const typed = this.locationText.trim().toLowerCase();
    if (typed === '' || this.draft.placeId !== undefined) return [];
    const matches = (text: string | undefined): boolean =>
      text !== undefined && text.toLowerCase().split(/[\s,-]+/).some((_word, i, words) => words.slice(i).join(' ').startsWith(typed));
    return this.deps.page.places.filter((place) => matches(place.name) || matches(placeDisplayName(place))).slice(0, MAX_PLACE_SUGGESTIONS);
  }

  /** Previous / next and numbered links, each a canonical results path. */
  get paginationLinks(): PaginationLinks {
    const { page, hasNext, hasPrevious, totalPages } = this.pagination;
    const href = (n: number): string => resultsPath(changePage(this.search, n), this.deps.page.base, this.deps.page.defaultStatus);
    const last = totalPages ?? (hasNext ? page + 1 : page);
    const pages = last > 1 ? pageWindow(page, last).map((n) => (n === 'gap' ? n : { page: n, href: href(n), current: n === page })) : [];
    return {
      ...(hasPrevious && page > 1 ? { previous: href(page - 1) } : {}),
      ...(hasNext ? { next: href(page + 1) } : {}),
      pages,
    };
  }

  /** Ways to widen a search that found nothing: one link per filter that can be dropped. */
  get widenLinks(): WidenLink[] {
    const s = this.search;
    const url = (next: Search): string => searchCallUrl(next, this.deps.page.defaultStatus);
    const out: WidenLink[] = [];
    if (s.placeId !== undefined || s.q !== undefined) out.push({ label: 'Search all areas', href: url(clearPlace(s)) });
    if (s.poly !== undefined) out.push({ label: 'Remove the area drawn on the map', href: url(withoutField(s, 'poly')) });
    if (s.minPrice !== undefined || s.maxPrice !== undefined) out.push({ label: 'Any price', href: url(setFilter(s, 'price', {})) });
    if (s.minBeds !== undefined || s.maxBeds !== undefined) out.push({ label: 'Any number of bedrooms', href: url(setFilter(s, 'beds', {})) });
    if (s.minAcreage !== undefined || s.maxAcreage !== undefined) out.push({ label: 'Any acreage', href: url(setFilter(s, 'acreage', {})) });
    for (const tag of s.tags ?? []) out.push({ label: `Without “${tagLabel(tag)}”`, href: url(removeTag(s, tag)) });
    if (s.status !== undefined && s.status !== this.deps.page.defaultStatus) {
      out.push({ label: 'Any status', href: url(setFilterValue(s, 'status', undefined)) });
    }
    if (s.shortLets === true) out.push({ label: 'Include long lets', href: url(setFilterValue(s, 'shortLets', undefined)) });
    if (s.pets === true) out.push({ label: 'Include homes without pets allowed', href: url(setFilterValue(s, 'pets', undefined)) });
    return out;
  }

  get searchSaved(): boolean {
    return this.deps.savedSearches.isSaved(this.search);
  }

  get markers(): MapMarker[] {
    return mapMarkersOf(this.results);
  }

  // ---- the form ----------------------------------------------------------------------------

  /** Sales or lettings; prices are cleared (SPEC §4), and a status of the other channel too. */
  setChannel(channel: Channel): void {
    const next = changeChannel(this.draft, channel);
    const status = next.status;
    const keepsStatus = status === undefined || STATUS_OPTIONS[channel].some((option) => option.value === status) || status === this.deps.page.defaultStatus;
    this.draft = keepsStatus ? next : setFilterValue(next, 'status', this.deps.page.defaultStatus);
  }

  /** Free text: searched as q; a chosen place and a drawn polygon are cleared (SPEC §4). */
  setLocationText(text: string): void {
    this.locationText = text;
    this.draft = setTextQuery(this.draft, text);
    this.suggestionsOpen = text.trim() !== '';
    this.activeSuggestion = -1;
  }

  /** A suggestion chosen: placeId and q = 'name, county' (SPEC §4). */
  choosePlace(place: Place): void {
    this.draft = selectPlace(this.draft, place);
    this.locationText = placeDisplayName(place);
    this.closeSuggestions();
  }

  /** The clear button: place and q removed (SPEC §4). */
  clearLocation(): void {
    this.draft = clearPlace(this.draft);
    this.locationText = '';
    this.closeSuggestions();
  }

  /** Arrow keys in the location field move through the suggestions (combobox pattern). */
  moveSuggestion(step: 1 | -1): void {
    const count = this.suggestions.length;
    if (count === 0) return;
    this.suggestionsOpen = true;
    this.activeSuggestion = this.activeSuggestion < 0 && step < 0 ? count - 1 : (this.activeSuggestion + step + count) % count;
  }

  /** Enter on a highlighted suggestion chooses it; answers whether one was chosen. */
  chooseActiveSuggestion(): boolean {
    const place = this.suggestionsOpen ? this.suggestions[this.activeSuggestion] : undefined;
    if (place === undefined) return false;
    this.choosePlace(place);
    return true;
  }

  closeSuggestions(): void {
    this.suggestionsOpen = false;
    this.activeSuggestion = -1;
  }

  /** Both ends of a range; undefined is "no min" / "no max" (min above max is swapped by core). */
  setRange(range: RangeFilter, min: number | undefined, max: number | undefined): void {
    this.draft = setFilter(this.draft, range, { min, max });
  }

  toggleTag(tag: string): void {
    this.draft = toggleTag(this.draft, tag);
  }

  addTag(tag: string): void {
    this.draft = addTag(this.draft, tag);
  }

  removeTag(tag: string): void {
    this.draft = removeTag(this.draft, tag);
  }

  removeAllTags(): void {
    this.draft = removeAllTags(this.draft);
  }

  /** '' is "any status". */
  setStatus(status: string): void {
    this.draft = setFilterValue(this.draft, 'status', status === '' ? undefined : status);
  }

  setFlag(flag: 'shortLets' | 'pets', on: boolean): void {
    this.draft = setFilterValue(this.draft, flag, on);
  }

  /** Goes to the `/search?…` call for the draft (hashbang=map from the map view). */
  submit(): void {
    this.closeSuggestions();
    this.navigating = true;
    this.deps.navigation.goTo(searchCallUrl(this.draft, this.deps.page.defaultStatus, { map: this.deps.mapViewOpen?.() === true }));
  }

  /** A new sort order applies at once to the shown search (not to unsubmitted form changes). */
  changeSort(value: string): void {
    const sorted = sortSet.has(value) ? (value as SortOption) : undefined;
    const next = changeSort(this.search, sorted);
    if (next === this.search) return;
    this.navigating = true;
    this.deps.navigation.goTo(searchCallUrl(next, this.deps.page.defaultStatus, { map: this.deps.mapViewOpen?.() === true }));
  }

  setLayout(layout: ResultsLayout): void {
    this.layout = layout;
    this.deps.storage.set(RESULTS_LAYOUT_KEY, layout);
  }

  /** A card opened: the property is marked in the search history (SPEC §3 clickedProperty). */
  cardOpened(propertyId: string): void {
    this.deps.searchHistory.markClicked(propertyId);
  }

  /** The page came back from the browser's back/forward cache: it is no longer navigating. */
  pageShown(): void {
    this.navigating = false;
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
      yield this.deps.savedSearches.save(this.search);
      this.deps.notifier.success(RESULTS_MESSAGES.searchSaved);
    } finally {
      this.savingSearch = false;
    }
  }
}
