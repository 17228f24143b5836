// maps: the initial view, marker clusters, drawn areas, distances, tile addresses and map credits.
export {
  UK_CENTRE,
  UK_ZOOM,
  SINGLE_MARKER_ZOOM,
  DEFAULT_ZOOM,
  FIT_PADDING_PX,
  hasMapPosition,
  initialMapView,
} from './map-view.js';
export type { InitialMapView } from './map-view.js';
export { CLUSTER_CELL_PX, MAX_CLUSTER_ZOOM, clusterPins, worldPixel } from './map-clusters.js';
export type { Cluster, ClusterOptions } from './map-clusters.js';
export {
  MIN_AREA_CORNERS,
  MAX_AREA_CORNERS,
  areaCorners,
  drawnAreaCorners,
  isInsideArea,
  boundsArea,
} from './polygon.js';
export { EARTH_RADIUS_MILES, distanceMiles, formatMiles } from './distance.js';
export type { MapBounds } from './polygon.js';
export {
  DEFAULT_MAP_TILE_URL,
  DEFAULT_MAP_TILE_ATTRIBUTION,
  TILE_URL_PROBLEM,
  checkTileUrlTemplate,
} from './map-tiles.js';
export type { TileSource } from './map-tiles.js';
export { ATTRIBUTION_LINK, parseMapAttribution } from './map-attribution.js';
export type { AttributionPart, MapAttribution } from './map-attribution.js';
export {
  AREA_DRAWING_TEXT,
  placeCorner,
  withoutLastCorner,
  finishCorners,
} from './area-drawing.js';
export type { DrawingStep } from './area-drawing.js';
