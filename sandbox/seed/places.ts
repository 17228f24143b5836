/**
 * Places the demo searches can name (SPEC §3 Search place): towns, counties, countries and
 * postcode districts, each with a stable place id (the `gid-` segment) and a centre point.
 */
import type { Country } from '../../core/index.js';
import { hashText } from './prng.js';
import type { PlaceRecord } from './types.js';

type PlaceSeed = readonly [
  name: string,
  county: string,
  kind: PlaceRecord['kind'],
  lat: number,
  lng: number,
  country?: Country,
];

/** A stable place id for a place slug: 8 hex digits. */
export function placeIdFor(kind: string, slug: string): string {
  return hashText(`${kind}:${slug}`).toString(16).padStart(8, '0');
}

/** A URL slug: lower case, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function place([
  name,
  county,
  kind,
  latitude,
  longitude,
  country = 'england',
]: PlaceSeed): PlaceRecord {
  const slug = kind === 'postcode' ? name.toLowerCase() : slugify(name);
  return {
    place_id: placeIdFor(kind, slug),
    name,
    county_name: county,
    slug,
    kind,
    country,
    latitude,
    longitude,
  };
}

const SOMERSET: readonly PlaceSeed[] = [
  ['Taunton', 'Somerset', 'town', 51.0153, -3.1068],
  ['Bridgwater', 'Somerset', 'town', 51.128, -3.003],
  ['Wellington', 'Somerset', 'town', 50.978, -3.2246],
  ['Minehead', 'Somerset', 'town', 51.2046, -3.4791],
  ['Wells', 'Somerset', 'town', 51.2094, -2.6472],
  ['Glastonbury', 'Somerset', 'town', 51.1485, -2.7142],
  ['Burnham-on-Sea', 'Somerset', 'town', 51.2385, -2.9984],
  ['Wiveliscombe', 'Somerset', 'town', 51.0404, -3.3123],
  ['Langport', 'Somerset', 'town', 51.0378, -2.8285],
  ['Williton', 'Somerset', 'town', 51.1626, -3.3215],
  ['Bishops Lydeard', 'Somerset', 'town', 51.0594, -3.1908],
  ['Milverton', 'Somerset', 'town', 51.0245, -3.2563],
  ['North Petherton', 'Somerset', 'town', 51.0914, -3.0146],
  ['Dulverton', 'Somerset', 'town', 51.0405, -3.5505],
  ['Yeovil', 'Somerset', 'town', 50.9421, -2.6336],
  ['Somerton', 'Somerset', 'town', 51.0553, -2.7339],
  ['Castle Cary', 'Somerset', 'town', 51.091, -2.52],
  ['Martock', 'Somerset', 'town', 50.972, -2.772],
  ['Ilminster', 'Somerset', 'town', 50.927, -2.911],
  ['Chard', 'Somerset', 'town', 50.872, -2.963],
  ['Somerset', 'England', 'county', 51.105, -2.926],
  ['TA1', 'Somerset', 'postcode', 51.0146, -3.1029],
  ['TA2', 'Somerset', 'postcode', 51.0355, -3.0841],
  ['TA6', 'Somerset', 'postcode', 51.1275, -3.0047],
  ['TA21', 'Somerset', 'postcode', 50.9788, -3.2262],
];

/** The countries, as a national place list names them (an agency's homes are all in one). */
const COUNTRIES: readonly PlaceSeed[] = [
  ['England', 'United Kingdom', 'country', 52.3555, -1.1743, 'england'],
  ['Scotland', 'United Kingdom', 'country', 56.4907, -4.2026, 'scotland'],
  ['Wales', 'United Kingdom', 'country', 52.1307, -3.7837, 'wales'],
];

const BRISTOL: readonly PlaceSeed[] = [
  ['Bristol', 'City of Bristol', 'town', 51.4545, -2.5879],
  ['Clifton', 'City of Bristol', 'town', 51.4557, -2.62],
  ['Harbourside', 'City of Bristol', 'town', 51.4496, -2.6025],
  ['Redland', 'City of Bristol', 'town', 51.4707, -2.6066],
  ['Bedminster', 'City of Bristol', 'town', 51.4381, -2.6015],
  ['Southville', 'City of Bristol', 'town', 51.4422, -2.6053],
  ['Cotham', 'City of Bristol', 'town', 51.4644, -2.5979],
  ['Bishopston', 'City of Bristol', 'town', 51.4813, -2.5907],
  ['Chew Magna', 'Bath and North East Somerset', 'town', 51.3664, -2.6097],
  ['Bath and North East Somerset', 'England', 'county', 51.3551, -2.4866],
  ['City of Bristol', 'England', 'county', 51.4545, -2.5879],
  ['England', 'United Kingdom', 'country', 52.3555, -1.1743, 'england'],
  ['BS8', 'City of Bristol', 'postcode', 51.4557, -2.6185],
  ['BS1', 'City of Bristol', 'postcode', 51.4518, -2.5937],
  ['BS3', 'City of Bristol', 'postcode', 51.4396, -2.6031],
  ['BS6', 'City of Bristol', 'postcode', 51.4703, -2.5989],
];

export const OAKFIELD_PLACES: readonly PlaceRecord[] = [...SOMERSET, ...COUNTRIES].map(place);
export const HARBOUR_PLACES: readonly PlaceRecord[] = BRISTOL.map(place);

/** The town place of a name, for listings. */
export function townNamed(places: readonly PlaceRecord[], name: string): PlaceRecord {
  const found = places.find((p) => p.kind === 'town' && p.name === name);
  if (!found) throw new Error(`no seeded town ${name}`);
  return found;
}
