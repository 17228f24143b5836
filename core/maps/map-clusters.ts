/**
 * Grouping nearby pins into count bubbles, whichever maps service draws them: a grid over the
 * map's pixel plane at one zoom (Web Mercator, the projection of every web map's tiles). Pins in
 * the same cell form one cluster; a lone pin is a cluster of one. Cells are a fixed number of
 * screen pixels wide, so the grid follows the zoom: each cell at zoom z+1 lies inside one cell at
 * zoom z, and zooming in only ever splits a cluster, never mixes two. From `maxClusterZoom` on
 * every pin stands alone.
 *
 * Pure and total: pins without a usable position (see `hasMapPosition`) are left out, in the
 * order given; each other pin is in exactly one cluster.
 */
import type { LatLng } from '../search/polyline.js';
import { hasMapPosition } from './map-view.js';

/** Width of a grid cell in CSS pixels: about a price label's width, so bubbles rarely touch. */
export const CLUSTER_CELL_PX = 80;
/** At this zoom and closer (streets and houses), every pin stands alone. */
export const MAX_CLUSTER_ZOOM = 16;
/** The pixel width of the world at zoom 0 (a 256 px tile). */
const TILE_PX = 256;
/** Web Mercator stops short of the poles. */
const MAX_MERCATOR_LAT = 85.05112878;

export interface Cluster<P> {
  /** The pins it stands for, in the order given. */
  readonly members: readonly P[];
  /** Where its bubble goes: the mean position of its members. */
  readonly centre: LatLng;
  /** The members' extent, for zooming in on them. */
  readonly bounds: {
    readonly south: number;
    readonly west: number;
    readonly north: number;
    readonly east: number;
  };
}

export interface ClusterOptions {
  readonly cellPx?: number;
  readonly maxClusterZoom?: number;
}

/** A position on the world's pixel plane at `zoom` (x eastwards, y southwards). */
export function worldPixel(
  point: LatLng,
  zoom: number,
): { readonly x: number; readonly y: number } {
  const size = TILE_PX * 2 ** zoom;
  const lat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, point.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((point.lng + 180) / 360) * size;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
  return { x, y };
}

/**
 * The clusters of `pins` at `zoom` (a whole zoom level; a fraction is rounded down, so a map
 * between levels groups as the level below it). Clusters come in the order of their first member.
 */
export function clusterPins<P extends LatLng>(
  pins: readonly P[],
  zoom: number,
  options: ClusterOptions = {},
): Cluster<P>[] {
  const cellPx =
    options.cellPx !== undefined && options.cellPx > 0 ? options.cellPx : CLUSTER_CELL_PX;
  const level = Number.isFinite(zoom) ? Math.max(0, Math.floor(zoom)) : 0;
  const apart = level >= (options.maxClusterZoom ?? MAX_CLUSTER_ZOOM);
  const cells = new Map<string, P[]>();
  const order: P[][] = [];
  pins.forEach((pin, index) => {
    if (!hasMapPosition(pin)) return;
    const { x, y } = worldPixel(pin, level);
    const key = apart ? `#${index}` : `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const cell = cells.get(key);
    if (cell) cell.push(pin);
    else {
      const fresh = [pin];
      cells.set(key, fresh);
      order.push(fresh);
    }
  });
  return order.map(clusterOf);
}

function clusterOf<P extends LatLng>(members: readonly P[]): Cluster<P> {
  let lat = 0;
  let lng = 0;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const m of members) {
    lat += m.lat;
    lng += m.lng;
    south = Math.min(south, m.lat);
    north = Math.max(north, m.lat);
    west = Math.min(west, m.lng);
    east = Math.max(east, m.lng);
  }
  const centre = { lat: lat / members.length, lng: lng / members.length };
  return { members, centre, bounds: { south, west, north, east } };
}
