/** Shared data for the search tests. */
import type { LatLng } from '../../../core/search/polyline.js';
import type { Search } from '../../../core/search/search.js';

/** Google's documented example polyline. */
export const POLYLINE = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';
/** Its points: a triangle. */
export const POLYLINE_POINTS: readonly LatLng[] = [
  { lat: 38.5, lng: -120.2 },
  { lat: 40.7, lng: -120.95 },
  { lat: 43.252, lng: -126.453 },
];
/** Its `poly-` segment: base64url ('_p~iF' is 5F 70 7E 69 46, read six bits at a time: X 3 B - a U Z…). */
export const POLY_SEGMENT = 'poly-X3B-aUZ-cHN8VV91bExubnFDX21xTnZ4cWBA';

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
