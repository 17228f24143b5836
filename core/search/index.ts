// search: the search model, its URL grammar (paths and `/search?…` queries, both ways), its
// transitions, labels and summary, place suggestions, pagination, polylines and the search history
// (SPEC §4, reference/search-urls).
export { SORT_OPTIONS, DEFAULT_SEARCH } from './search.js';
export type { Channel, SortOption, Place, Search } from './search.js';
export {
  channelOfWord,
  CHANNEL_WORDS,
  CANONICAL_CHANNEL_WORD,
  withinMiles,
} from './search-grammar.js';
export {
  PROPERTY_TYPE_TAGS,
  FEATURE_TAGS,
  STATUS_OPTIONS,
  tagLabel,
  statusLabel,
  bedroomLabel,
  priceLabel,
} from './search-labels.js';
export type { LabelledValue } from './search-labels.js';
export { SUMMARY_SEPARATOR, searchSummary } from './search-summary.js';
export {
  FILTER_FIELDS,
  REMOVE_FILTER_PREFIX,
  activeFilters,
  removeFilter,
} from './active-filters.js';
export type { ActiveFilter, ActiveFilterOptions, FilterField } from './active-filters.js';
export { normaliseSearch, isValidSearch } from './search-normalise.js';
export {
  buildSearchPath,
  parseSearchPathWithIssues,
  parseSearchPath,
  SEARCH_CALL_PATH,
  buildSearchUrl,
  parseSearchUrlWithIssues,
  parseSearchUrl,
} from './search-path.js';
export {
  SEARCH_QUERY_KEYS,
  searchToQuery,
  searchFromQueryWithIssues,
  searchFromQuery,
} from './search-query.js';
export { SEARCH_FORM_NAMES, rangeFieldNames, hiddenSearchFields } from './search-form-fields.js';
export type { FormField, SearchFormControl } from './search-form-fields.js';
export type { SearchUrlOptions } from './search-path.js';
export type { SearchQueryInput } from './search-query.js';
export {
  DEVELOPMENT_PLOT_TAG,
  CHANNEL_PHRASES,
  placeResultsHeading,
  changeChannel,
  setTextQuery,
  placeDisplayName,
  selectPlace,
  clearPlace,
  addTag,
  removeTag,
  removeAllTags,
  toggleTag,
  applyDefaultStatus,
  withoutDefaultStatus,
  withDevelopmentPlotTag,
  changePage,
  changeSort,
  setFilter,
  setFilterValue,
} from './search-transitions.js';
export type { RangeFilter, RangeBounds, FilterValues } from './search-transitions.js';
export {
  SEARCH_HISTORY_LIMIT,
  EMPTY_SEARCH_HISTORY,
  searchesEqual,
  isLonePolygon,
  recordSearch,
  isNewSearch,
  markClickedProperty,
  backToSearch,
  backToSearchUrl,
  backToSearchPath,
  SearchHistoryCodec,
  decodeSearchHistory,
} from './search-history.js';
export type { SearchHistory, RecordContext, BackToSearchOptions } from './search-history.js';
export {
  MAX_PLACE_SUGGESTIONS,
  placesMatching,
  closestPlaces,
  placeSlugText,
} from './place-suggestions.js';
export { pageWindow } from './pagination.js';
export {
  encodePolyline,
  decodePolyline,
  isEncodedPolyline,
  polylineToBase64Url,
  polylineFromBase64Url,
} from './polyline.js';
export type { LatLng } from './polyline.js';
export { searchEvent } from './search-event.js';
export { WHERE_FIELDS, searchArea, searchInArea } from './search-area.js';
