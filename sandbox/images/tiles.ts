/**
 * Map tiles for the sandbox (`GET /__sandbox/tiles/{z}/{x}/{y}.svg`), so the keyless map works
 * with no internet: a plausible light map drawn from nothing but the tile's coordinates.
 *
 * Every feature is placed in world coordinates (Web Mercator, 0–1 across the world) by a hash of
 * a lattice cell, never of the tile, so the same road or river continues exactly across tile
 * edges and zoom levels. What a tile shows depends on the zoom, like a real map:
 *
 *   z ≥ 5   trunk roads (a jittered lattice every ~100 km, some links missing)
 *   z ≥ 8   rivers (smooth curves through one band in two, east–west and north–south)
 *   z ≥ 9   A-roads (~25 km lattice)
 *   z ≥ 9   towns (a pale built-up area), lakes, woods from z ≥ 10
 *   z ≥ 10  B-roads (~6 km lattice); z ≥ 12 country lanes and the main roads of towns
 *   z ≥ 13  parks in towns; z ≥ 14 streets in towns (~200 m lattice)
 *
 * Besides the towns the lattice scatters, the demo agencies' seeded towns (sandbox/seed/places.ts)
 * are built up, so the demo properties (placed around those towns) stand among streets.
 * Widths follow metres on the ground (so a street widens as you zoom in), with a floor in pixels.
 */
import { esc } from './svg.js';
import {
  TILE_SIZE,
  FEATURE,
  viewOf,
  n,
  cellsAround,
  widthPx,
  TRUNK_ROADS,
  A_ROADS,
  B_ROADS,
  LANES,
  TOWN_ROADS,
  STREETS,
  roadPaths,
  road,
  TOWN_LEVEL,
  type Blob,
  townOf,
  SEEDED_TOWNS,
  inTown,
  blobs,
  blobPath,
  riverPaths,
} from './tile-features.js';

export const MAX_TILE_ZOOM = 19;

const COLOURS = {
  land: '#f2efe9',
  town: '#e5e0d8',
  park: '#cfe6bd',
  wood: '#bcd9a8',
  water: '#aad3df',
  trunk: '#f9b29c',
  trunkCasing: '#c47a62',
  aRoad: '#fcd6a4',
  aRoadCasing: '#c89a5f',
  bRoad: '#fbf5d2',
  bRoadCasing: '#c4bd8f',
  street: '#ffffff',
  streetCasing: '#cbc4b8',
} as const;

/** Whether z/x/y names a tile of the world. */
export function isTile(z: number, x: number, y: number): boolean {
  if (!Number.isInteger(z) || !Number.isInteger(x) || !Number.isInteger(y)) return false;
  if (z < 0 || z > MAX_TILE_ZOOM) return false;
  const count = 2 ** z;
  return x >= 0 && x < count && y >= 0 && y < count;
}

// ---- deterministic randomness --------------------------------------------------------------------

/** The SVG of tile z/x/y, or undefined when it is not a tile of the world. */
export function tileSvg(z: number, x: number, y: number): string | undefined {
  if (!isTile(z, x, y)) return undefined;
  const view = viewOf(z, x, y);
  const body: string[] = [
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${COLOURS.land}"/>`,
  ];
  const fillAll = (paths: readonly string[], colour: string) => {
    if (paths.length > 0) body.push(`<path fill="${colour}" d="${paths.join('')}"/>`);
  };

  if (z >= 9) {
    const { i0, i1, j0, j1 } = cellsAround(view, TOWN_LEVEL, 1);
    const span = 1 / 2 ** z;
    const towns: Blob[] = SEEDED_TOWNS.filter(
      (t) =>
        t.centre.x + t.radius * 1.1 > view.u0 &&
        t.centre.x - t.radius * 1.1 < view.u0 + span &&
        t.centre.y + t.radius * 1.1 > view.v0 &&
        t.centre.y - t.radius * 1.1 < view.v0 + span,
    );
    for (let i = i0; i <= i1; i += 1)
      for (let j = j0; j <= j1; j += 1) {
        const town = townOf(i, j);
        if (town) towns.push(town);
      }
    fillAll(
      towns.map((town) => blobPath(view, town)),
      COLOURS.town,
    );
  }
  if (z >= 10)
    fillAll(
      blobs(view, 13, FEATURE.wood, 0.12, 0.2, 0.42, (p) => !inTown(p)).map((b) =>
        blobPath(view, b),
      ),
      COLOURS.wood,
    );
  if (z >= 13)
    fillAll(
      blobs(view, 15, FEATURE.park, 0.25, 0.18, 0.32, inTown).map((b) => blobPath(view, b)),
      COLOURS.park,
    );
  if (z >= 9)
    fillAll(
      blobs(view, 11, FEATURE.lake, 0.07, 0.08, 0.16).map((b) => blobPath(view, b)),
      COLOURS.water,
    );
  if (z >= 8) {
    const d = riverPaths(view);
    if (d !== '')
      body.push(
        `<path fill="none" stroke="${COLOURS.water}" stroke-linecap="round" stroke-width="${n(widthPx(view, 28, 1.5))}" d="${d}"/>`,
      );
  }

  const roads = [
    z >= 14
      ? road(roadPaths(view, STREETS), widthPx(view, 6, 1.2), COLOURS.streetCasing, COLOURS.street)
      : undefined,
    z >= 12
      ? road(roadPaths(view, LANES), widthPx(view, 5, 1.2), COLOURS.streetCasing, COLOURS.street)
      : undefined,
    z >= 12
      ? road(
          roadPaths(view, TOWN_ROADS),
          widthPx(view, 9, 1.6),
          COLOURS.streetCasing,
          COLOURS.street,
        )
      : undefined,
    z >= 10
      ? road(roadPaths(view, B_ROADS), widthPx(view, 9, 1.8), COLOURS.bRoadCasing, COLOURS.bRoad)
      : undefined,
    z >= 9
      ? road(
          roadPaths(view, A_ROADS),
          widthPx(view, 12, Math.min(4, 1 + (z - 9) * 0.5)),
          COLOURS.aRoadCasing,
          COLOURS.aRoad,
        )
      : undefined,
    z >= 5
      ? road(
          roadPaths(view, TRUNK_ROADS),
          widthPx(view, 16, Math.min(5, 1.2 + (z - 5) * 0.5)),
          COLOURS.trunkCasing,
          COLOURS.trunk,
        )
      : undefined,
  ].filter((r) => r !== undefined);
  // Casings first, so roads of one network join cleanly; bigger roads over smaller ones.
  for (const r of roads) body.push(r.casing);
  for (const r of roads) body.push(r.fill);

  const title = `Sandbox map tile ${z}/${x}/${y}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">` +
    `<title>${esc(title)}</title>${body.join('')}</svg>`
  );
}

const TILE_PATH = /^\/__sandbox\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.svg$/;
const CACHE_LIMIT = 600;
const cache = new Map<string, string>();

/** The tile for a `/__sandbox/tiles/{z}/{x}/{y}.svg` path, or undefined (not a tile path, or out of range). */
export function renderTile(pathname: string): string | undefined {
  const match = TILE_PATH.exec(pathname);
  if (!match) return undefined;
  const cached = cache.get(pathname);
  if (cached !== undefined) return cached;
  const svg = tileSvg(Number(match[1]), Number(match[2]), Number(match[3]));
  if (svg === undefined) return undefined;
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(pathname, svg);
  return svg;
}
