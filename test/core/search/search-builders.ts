/** Shared data for the search tests. */
import type { Search } from '../../../core/search/search.js';

/** Google's documented example polyline. */
export const POLYLINE = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';

/** The example results path of the reference, and the search it stands for. */
export const EXAMPLE_PATH =
  '/property-for-sale/taunton/gid-5f1c/from-2-bed/up-to-350000/tag-garden,parking/most-recent-first/page-2';
export const EXAMPLE_SEARCH: Search = {
  channel: 'sales',
  placeSlug: 'taunton',
  placeId: '5f1c',
  minBeds: 2,
  maxPrice: 350000,
  tags: ['garden', 'parking'],
  sorted: 'most-recent-first',
  page: 2,
};

/** A search builder: sales, page 3 of results, with a property clicked. */
export const aSearch = (fields: Partial<Search> = {}): Search => ({
  channel: 'sales',
  page: 3,
  clickedProperty: 'p9',
  ...fields,
});
