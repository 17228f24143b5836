/**
 * What the sandbox's map tiles show, in world coordinates (tiles.ts draws a tile of it): the
 * lattice hash every feature is placed by, the view of a tile, road networks, towns (the
 * lattice's and the seeded ones), rivers, lakes, woods and parks, and the smooth paths they are
 * drawn with.
 */
import { HARBOUR_PLACES, OAKFIELD_PLACES } from '../seed/places.js';

/** A tile's width and height, in CSS pixels. */
export const TILE_SIZE = 256;

/** A number in [0, 1) from integers (a small avalanche hash; same inputs, same number). */
export function hash(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    h = Math.imul(h ^ (value | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return (h >>> 0) / 4294967296;
}

export const FEATURE = {
  node: 1,
  east: 2,
  south: 3,
  town: 4,
  wood: 5,
  lake: 6,
  park: 7,
  riverRow: 8,
  riverCol: 9,
  meander: 10,
} as const;

// ---- geometry ---------------------------------------------------------------------------------

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The tile's window on the world: world (0–1) ↔ tile pixels. */
export interface View {
  readonly z: number;
  readonly u0: number;
  readonly v0: number;
  /** Tile pixels per world unit. */
  readonly scale: number;
  /** Ground metres per tile pixel at the tile's latitude. */
  readonly metresPerPixel: number;
}

export function viewOf(z: number, x: number, y: number): View {
  const worldTiles = 2 ** z;
  const latitude = Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / worldTiles)));
  return {
    z,
    u0: x / worldTiles,
    v0: y / worldTiles,
    scale: TILE_SIZE * worldTiles,
    metresPerPixel: (156543.034 * Math.cos(latitude)) / worldTiles,
  };
}

export const px = (view: View, p: Point): Point => ({
  x: (p.x - view.u0) * view.scale,
  y: (p.y - view.v0) * view.scale,
});
export const n = (value: number): string => String(Math.round(value * 10) / 10);

/** The lattice cells (at `level`) the tile overlaps, with `margin` cells more on each side. */
export function cellsAround(
  view: View,
  level: number,
  margin: number,
): { i0: number; i1: number; j0: number; j1: number } {
  const cells = 2 ** level;
  const span = 1 / 2 ** view.z;
  return {
    i0: Math.floor(view.u0 * cells) - margin,
    i1: Math.floor((view.u0 + span) * cells) + margin,
    j0: Math.floor(view.v0 * cells) - margin,
    j1: Math.floor((view.v0 + span) * cells) + margin,
  };
}

/** A width of `metres` on the ground, at least `minPx` pixels. */
export const widthPx = (view: View, metres: number, minPx: number): number =>
  Math.max(minPx, metres / view.metresPerPixel);

// ---- road networks ----------------------------------------------------------------------------

export interface Network {
  readonly level: number;
  /** Chance that a lattice link is a road. */
  readonly keep: number;
  /** Where its links may be (judged at their middle). */
  readonly where: 'anywhere' | 'towns' | 'country';
}

export const TRUNK_ROADS: Network = { level: 8, keep: 0.6, where: 'anywhere' };
export const A_ROADS: Network = { level: 10, keep: 0.6, where: 'anywhere' };
export const B_ROADS: Network = { level: 12, keep: 0.38, where: 'anywhere' };
export const LANES: Network = { level: 14, keep: 0.45, where: 'country' };
export const TOWN_ROADS: Network = { level: 15, keep: 0.9, where: 'towns' };
export const STREETS: Network = { level: 17, keep: 0.78, where: 'towns' };

export function node(level: number, i: number, j: number): Point {
  const size = 1 / 2 ** level;
  return {
    x: (i + 0.5 + 0.7 * (hash(FEATURE.node, level, i, j, 1) - 0.5)) * size,
    y: (j + 0.5 + 0.7 * (hash(FEATURE.node, level, i, j, 2) - 0.5)) * size,
  };
}

/** The road links of a network near the tile, as SVG path data (gently curved). */
export function roadPaths(view: View, network: Network): string {
  const { i0, i1, j0, j1 } = cellsAround(view, network.level, 2);
  const parts: string[] = [];
  for (let i = i0; i <= i1; i += 1) {
    for (let j = j0; j <= j1; j += 1) {
      const from = node(network.level, i, j);
      for (const [feature, di, dj] of [
        [FEATURE.east, 1, 0],
        [FEATURE.south, 0, 1],
      ] as const) {
        if (hash(feature, network.level, i, j) >= network.keep) continue;
        const to = node(network.level, i + di, j + dj);
        const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
        if (network.where !== 'anywhere' && inTown(middle) !== (network.where === 'towns'))
          continue;
        const bend = (hash(feature, network.level, i, j, 7) - 0.5) * 0.35;
        const control = {
          x: middle.x - (to.y - from.y) * bend,
          y: middle.y + (to.x - from.x) * bend,
        };
        const [a, c, b] = [px(view, from), px(view, control), px(view, to)];
        parts.push(`M${n(a.x)} ${n(a.y)}Q${n(c.x)} ${n(c.y)} ${n(b.x)} ${n(b.y)}`);
      }
    }
  }
  return parts.join('');
}

export function road(
  d: string,
  width: number,
  casing: string,
  fill: string,
): { casing: string; fill: string } {
  if (d === '') return { casing: '', fill: '' };
  const common = `fill="none" stroke-linecap="round" stroke-linejoin="round" d="${d}"`;
  return {
    casing: `<path ${common} stroke="${casing}" stroke-width="${n(width + Math.max(1.2, width * 0.3))}"/>`,
    fill: `<path ${common} stroke="${fill}" stroke-width="${n(width)}"/>`,
  };
}

// ---- areas ------------------------------------------------------------------------------------

export const TOWN_LEVEL = 12;

export interface Blob {
  readonly centre: Point;
  readonly radius: number;
  readonly seed: number;
  /** Close to a circle (seeded towns, so their streets fill them). */
  readonly round?: boolean;
}

/** The town of a town-lattice cell, if it has one. */
export function townOf(i: number, j: number): Blob | undefined {
  if (hash(FEATURE.town, i, j) >= 0.3) return undefined;
  const size = 1 / 2 ** TOWN_LEVEL;
  return {
    centre: {
      x: (i + 0.3 + 0.4 * hash(FEATURE.town, i, j, 1)) * size,
      y: (j + 0.3 + 0.4 * hash(FEATURE.town, i, j, 2)) * size,
    },
    radius: (0.16 + 0.2 * hash(FEATURE.town, i, j, 3)) * size,
    seed: Math.floor(hash(FEATURE.town, i, j, 4) * 1e9),
  };
}

/** World coordinates (Web Mercator, 0–1) of a latitude and longitude. */
export function worldPoint(latitude: number, longitude: number): Point {
  const phi = (latitude * Math.PI) / 180;
  return {
    x: (longitude + 180) / 360,
    y: (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2,
  };
}

/** Built-up radius of the larger seeded towns, in metres; the others get 1.8 km. */
export const TOWN_RADIUS_M: Readonly<Record<string, number>> = {
  Bristol: 5200,
  Bath: 3000,
  Taunton: 3000,
  Yeovil: 2600,
  Bridgwater: 2600,
};

/** The demo agencies' towns, built up whatever the lattice says. */
export const SEEDED_TOWNS: readonly Blob[] = [
  ...new Map(
    [...OAKFIELD_PLACES, ...HARBOUR_PLACES]
      .filter((p) => p.kind === 'town')
      .map((p) => [p.name, p]),
  ).values(),
].map((place, index) => {
  const metresPerWorldUnit = 40075016.686 * Math.cos((place.latitude * Math.PI) / 180);
  return {
    centre: worldPoint(place.latitude, place.longitude),
    radius: (TOWN_RADIUS_M[place.name] ?? 1800) / metresPerWorldUnit,
    seed: 7919 * (index + 1),
    round: true,
  };
});

export function inTown(p: Point): boolean {
  for (const town of SEEDED_TOWNS)
    if (Math.hypot(p.x - town.centre.x, p.y - town.centre.y) < town.radius * 0.9) return true;
  const cells = 2 ** TOWN_LEVEL;
  const ci = Math.floor(p.x * cells);
  const cj = Math.floor(p.y * cells);
  for (let i = ci - 1; i <= ci + 1; i += 1) {
    for (let j = cj - 1; j <= cj + 1; j += 1) {
      const town = townOf(i, j);
      if (town && Math.hypot(p.x - town.centre.x, p.y - town.centre.y) < town.radius * 0.95)
        return true;
    }
  }
  return false;
}

/** Blobs of one kind on a lattice near the tile. */
export function blobs(
  view: View,
  level: number,
  feature: number,
  chance: number,
  minRadius: number,
  maxRadius: number,
  where?: (p: Point) => boolean,
): Blob[] {
  const { i0, i1, j0, j1 } = cellsAround(view, level, 1);
  const size = 1 / 2 ** level;
  const out: Blob[] = [];
  for (let i = i0; i <= i1; i += 1) {
    for (let j = j0; j <= j1; j += 1) {
      if (hash(feature, level, i, j) >= chance) continue;
      const centre = {
        x: (i + 0.25 + 0.5 * hash(feature, level, i, j, 1)) * size,
        y: (j + 0.25 + 0.5 * hash(feature, level, i, j, 2)) * size,
      };
      if (where && !where(centre)) continue;
      out.push({
        centre,
        radius: (minRadius + (maxRadius - minRadius) * hash(feature, level, i, j, 3)) * size,
        seed: Math.floor(hash(feature, level, i, j, 4) * 1e9),
      });
    }
  }
  return out;
}

/** An organic closed shape round a blob: a smooth curve through jittered points on its circle. */
export function blobPath(view: View, blob: Blob): string {
  const count = blob.round ? 14 : 9;
  const points: Point[] = [];
  for (let k = 0; k < count; k += 1) {
    const angle = (k / count) * Math.PI * 2;
    const r =
      blob.radius *
      (blob.round ? 0.92 + 0.16 * hash(blob.seed, k) : 0.72 + 0.5 * hash(blob.seed, k));
    points.push(
      px(view, { x: blob.centre.x + Math.cos(angle) * r, y: blob.centre.y + Math.sin(angle) * r }),
    );
  }
  return smoothClosed(points);
}

/** A closed Catmull-Rom curve through the points, as cubic Béziers. */
export function smoothClosed(points: readonly Point[]): string {
  const at = (k: number): Point => points[((k % points.length) + points.length) % points.length]!;
  let d = `M${n(at(0).x)} ${n(at(0).y)}`;
  for (let k = 0; k < points.length; k += 1) {
    const [p0, p1, p2, p3] = [at(k - 1), at(k), at(k + 1), at(k + 2)];
    d += `C${n(p1.x + (p2.x - p0.x) / 6)} ${n(p1.y + (p2.y - p0.y) / 6)} ${n(p2.x - (p3.x - p1.x) / 6)} ${n(p2.y - (p3.y - p1.y) / 6)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return `${d}Z`;
}

// ---- rivers -----------------------------------------------------------------------------------

export const RIVER_LEVEL = 9;
/** Points along a river per river-lattice cell. */
export const RIVER_STEPS = 32;

/** Smooth 1-D noise in [-1, 1] (cosine-interpolated values at whole numbers). */
export function noise(seed: number, t: number): number {
  const k = Math.floor(t);
  const f = t - k;
  const a = hash(seed, k) * 2 - 1;
  const b = hash(seed, k + 1) * 2 - 1;
  const w = (1 - Math.cos(f * Math.PI)) / 2;
  return a + (b - a) * w;
}

/** River paths crossing the tile: one per band (row or column of the river lattice) that has one. */
export function riverPaths(view: View): string {
  const { i0, i1, j0, j1 } = cellsAround(view, RIVER_LEVEL, 1);
  const size = 1 / 2 ** RIVER_LEVEL;
  const parts: string[] = [];
  const along = (band: number, t: number, seed: number): number =>
    (band +
      0.5 +
      0.3 * noise(seed, t / 2) +
      0.06 * noise(seed + 1, t * 2) +
      0.015 * noise(seed + 2, t * 9)) *
    size;
  const trace = (from: number, to: number, point: (t: number) => Point): string => {
    const points: Point[] = [];
    for (let s = from * RIVER_STEPS - 1; s <= (to + 1) * RIVER_STEPS + 1; s += 1)
      points.push(px(view, point(s / RIVER_STEPS)));
    return smoothOpen(points);
  };
  for (let j = j0; j <= j1; j += 1) {
    if (hash(FEATURE.riverRow, j) >= 0.5) continue;
    const seed = Math.floor(hash(FEATURE.riverRow, j, 1) * 1e9);
    parts.push(trace(i0, i1, (t) => ({ x: t * size, y: along(j, t, seed) })));
  }
  for (let i = i0; i <= i1; i += 1) {
    if (hash(FEATURE.riverCol, i) >= 0.35) continue;
    const seed = Math.floor(hash(FEATURE.riverCol, i, 1) * 1e9);
    parts.push(trace(j0, j1, (t) => ({ x: along(i, t, seed), y: t * size })));
  }
  return parts.join('');
}

/** An open Catmull-Rom curve through the points (the first and last only steer). */
export function smoothOpen(points: readonly Point[]): string {
  if (points.length < 4) return '';
  let d = `M${n(points[1]!.x)} ${n(points[1]!.y)}`;
  for (let k = 1; k < points.length - 2; k += 1) {
    const [p0, p1, p2, p3] = [points[k - 1]!, points[k]!, points[k + 1]!, points[k + 2]!];
    d += `C${n(p1.x + (p2.x - p0.x) / 6)} ${n(p1.y + (p2.y - p0.y) / 6)} ${n(p2.x - (p3.x - p1.x) / 6)} ${n(p2.y - (p3.y - p1.y) / 6)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return d;
}

// ---- the tile ---------------------------------------------------------------------------------
