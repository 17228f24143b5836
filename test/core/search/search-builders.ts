/** Shared data for the search tests. */
import type { Search } from '../../../core/search/search.js';

/** Google's documented example polyline. */
export const POLYLINE = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';

/** A search builder: sales, page 3 of results, with a property clicked. */
export const aSearch = (fields: Partial<Search> = {}): Search => ({
  channel: 'sales',
  page: 3,
  clickedProperty: 'p9',
  ...fields,
});
