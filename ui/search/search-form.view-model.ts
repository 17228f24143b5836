/**
 * The property search form (SPEC §3 Search, §4 Search), wherever it stands: the results page and
 * the home page's hero. It edits a draft copy of a search through core's transitions; submitting
 * navigates to the `/search?…` call core builds (hashbang=map from the map view), and the platform
 * answers with the canonical results page.
 *
 * The form always shows the search of the page being shown: `showSearch` puts it back when the
 * page returns from the back/forward cache or on popstate, so Back never shows filters that do
 * not match the results.
 */
import { actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  FEATURE_TAGS,
  PROPERTY_TYPE_TAGS,
  STATUS_OPTIONS,
  tagLabel,
  placesMatching,
  addTag,
  changeChannel,
  clearPlace,
  hiddenSearchFields,
  placeDisplayName,
  removeAllTags,
  removeTag,
  selectPlace,
  setFilter,
  setFilterValue,
  setTextQuery,
  toggleTag,
  withoutDefaultStatus,
  SEARCH_CALL_PATH,
} from '../../core/index.js';
import type {
  FormField,
  NavigationPort,
  RangeFilter,
  Channel,
  Place,
  Search,
  SearchFormControl,
} from '../../core/index.js';
import { searchCallUrl } from './search-call.js';
import { ACREAGE_TAGS, bedroomOptions, priceOptions, type Option } from './search-options.js';

export interface ToggleChip {
  readonly tag: string;
  readonly label: string;
  readonly pressed: boolean;
}

export interface SearchFormDependencies {
  /** The search the page shows (on the home page, a plain sales search). */
  readonly search: Search;
  /** Places offered as location suggestions. */
  readonly places: readonly Place[];
  /** The theme's default status: filled into searches, left out of the URLs written. */
  readonly defaultStatus?: string;
  readonly navigation: NavigationPort;
  /** Whether the map view (`#/map`) is open: a search made from it asks for hashbang=map. */
  readonly mapViewOpen?: () => boolean;
}

/** The text the location box shows for a search: the chosen place, or the free text. */
function locationTextOf(search: Search): string {
  return search.place !== undefined ? placeDisplayName(search.place) : (search.q ?? '');
}

export class SearchFormModel {
  /** Where the browser itself sends the form (without JavaScript): a GET of the search call. */
  readonly action = SEARCH_CALL_PATH;
  /** The form's copy of the search, changed through core's transitions until submitted. */
  draft: Search;
  /** The text in the location field. */
  locationText: string;
  /** Whether the place suggestions list is open, and which one is highlighted. */
  suggestionsOpen = false;
  activeSuggestion = -1;
  /** True from a submit until the next page arrives (SPEC §3 loading flag 'properties'). */
  submitting = false;

  constructor(private readonly deps: SearchFormDependencies) {
    this.draft = deps.search;
    this.locationText = locationTextOf(deps.search);
    makeObservable<SearchFormModel, 'deps'>(this, {
      deps: false,
      draft: observableRef,
      locationText: observable,
      suggestionsOpen: observable,
      activeSuggestion: observable,
      submitting: observable,
      priceChoices: computed,
      bedroomChoices: computed,
      typeChips: computed,
      featureChips: computed,
      statusChoices: computed,
      showAcreage: computed,
      showLettingsFilters: computed,
      suggestions: computed,
      showSearch: actionBound,
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
    });
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
    return PROPERTY_TYPE_TAGS.map((option) => ({
      tag: option.value,
      label: option.label,
      pressed: tags.includes(option.value),
    }));
  }

  /** Feature chips of the channel, plus any other tag in the search (so it can be removed). */
  get featureChips(): ToggleChip[] {
    const tags = this.draft.tags ?? [];
    const listed = FEATURE_TAGS[this.draft.channel];
    const known = new Set([...PROPERTY_TYPE_TAGS, ...listed].map((option) => option.value));
    const extra = tags
      .filter((tag) => !known.has(tag))
      .map((tag) => ({ value: tag, label: tagLabel(tag) }));
    return [...listed, ...extra].map((option) => ({
      tag: option.value,
      label: option.label,
      pressed: tags.includes(option.value),
    }));
  }

  /**
   * Status choices of the channel. 'Any status' is offered only when the agency has no default
   * status: with one, a search without status means the default, so 'any' could not be asked for.
   */
  get statusChoices(): Option<string>[] {
    const listed = [...STATUS_OPTIONS[this.draft.channel]];
    const current = this.draft.status;
    if (current !== undefined && !listed.some((option) => option.value === current))
      listed.push({ value: current, label: tagLabel(current) });
    return this.deps.defaultStatus === undefined
      ? [{ value: '', label: 'Any status' }, ...listed]
      : listed;
  }

  /** Acreage applies to agricultural and land searches (or when already set). */
  get showAcreage(): boolean {
    const tags = this.draft.tags ?? [];
    return (
      tags.some((tag) => ACREAGE_TAGS.includes(tag)) ||
      this.draft.minAcreage !== undefined ||
      this.draft.maxAcreage !== undefined
    );
  }

  /** Short lets and pets apply to lettings. */
  get showLettingsFilters(): boolean {
    return this.draft.channel === 'lettings';
  }

  /**
   * The hidden fields that make the form, sent by the browser itself, ask for the draft: whatever
   * its controls do not send (tags, sort order…). `compact`: the short form, without the panel
   * of more filters (status, acreage, lettings flags).
   */
  hiddenFields(compact: boolean): FormField[] {
    const controls: SearchFormControl[] = ['channel', 'location', 'beds', 'price'];
    if (!compact) {
      controls.push('status');
      if (this.showAcreage) controls.push('acreage');
      if (this.showLettingsFilters) controls.push('shortLets', 'pets');
    }
    return hiddenSearchFields(withoutDefaultStatus(this.draft, this.deps.defaultStatus), controls);
  }

  /** Places matching what was typed (core's rule); none once a place is chosen. */
  get suggestions(): Place[] {
    if (this.draft.placeId !== undefined) return [];
    return placesMatching(this.locationText, this.deps.places);
  }

  /** Puts the form back to a search: the one the page shows, when the visitor comes Back to it. */
  showSearch(search: Search = this.deps.search): void {
    this.draft = search;
    this.locationText = locationTextOf(search);
    this.submitting = false;
    this.closeSuggestions();
  }

  /** Sales or lettings; prices are cleared (SPEC §4), and a status of the other channel too. */
  setChannel(channel: Channel): void {
    const next = changeChannel(this.draft, channel);
    const status = next.status;
    const defaultStatus = this.deps.defaultStatus;
    const keepsStatus =
      status === undefined ||
      STATUS_OPTIONS[channel].some((option) => option.value === status) ||
      status === defaultStatus;
    this.draft = keepsStatus ? next : setFilterValue(next, 'status', defaultStatus);
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
    this.activeSuggestion =
      this.activeSuggestion < 0 && step < 0
        ? count - 1
        : (this.activeSuggestion + step + count) % count;
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
    this.submitting = true;
    this.deps.navigation.goTo(
      searchCallUrl(this.draft, this.deps.defaultStatus, {
        map: this.deps.mapViewOpen?.() === true,
      }),
    );
  }
}
