/**
 * A search of an area drawn on the map (the `poly-` segment, reference/search-url.md): the corners
 * a search holds, and the search that a drawn area, or the part of the map in view, makes of the
 * search shown.
 *
 * "Search this area" is the same rule over the part of the map in view: the map reports it as a
 * rectangle (core's `boundsArea`: south-west, north-west, north-east, south-east), which travels
 * as a `poly-` area too, since the grammar has no segment for a map's bounds.
 *
 * The area says where: it takes the place of the search's place (its id, name, slug and text),
 * its branch and its distance from the place (`within`), which would otherwise narrow the area
 * to their own ground. Every other filter stays (channel, bedrooms, price, tags, status, sort…);
 * the search goes back to its first page, as every change of search does. Removing the area is
 * the filter chip's rule (`removeFilter` with the field `poly`).
 * The corners are kept as the polyline carries them (core's `drawnAreaCorners`).
 */
import { areaCorners, drawnAreaCorners } from '../maps/polygon.js';
import { decodePolyline, encodePolyline, type LatLng } from './polyline.js';
import { normaliseSearch } from './search-normalise.js';
import type { Search } from './search.js';

/** What a drawn area replaces: the search's other ways of saying where. */
export const WHERE_FIELDS = [
  'placeId',
  'place',
  'placeSlug',
  'q',
  'branchId',
  'within',
] as const satisfies readonly (keyof Search)[];

/** The corners of the area a search is drawn round, when it has one that makes an area. */
export function searchArea(search: Search): LatLng[] | undefined {
  const points = search.poly === undefined ? undefined : decodePolyline(search.poly);
  return points === undefined ? undefined : areaCorners(points);
}

/**
 * The search inside a drawn area: the area (`poly`) in place of the place, branch and distance,
 * every other filter kept, from the first page. Undefined when the corners make no area (fewer
 * than three distinct corners, more than sixty, or one that is no real coordinate).
 */
export function searchInArea(search: Search, corners: readonly LatLng[]): Search | undefined {
  const area = drawnAreaCorners(corners);
  if (area === undefined) return undefined;
  const draft: Record<string, unknown> = { ...search };
  for (const key of [...WHERE_FIELDS, 'page', 'clickedProperty'] as const) delete draft[key];
  return normaliseSearch({ ...(draft as Partial<Search>), poly: encodePolyline(area) } as Search);
}
