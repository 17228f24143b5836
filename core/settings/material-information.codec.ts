/**
 * `property_data.material_information` (core/property/material-information.ts): decoded field by
 * field, so one bad field is reported with its path and left out (the page then says it is not
 * provided) while the rest is shown; a part that is not an object is reported and skipped whole.
 * Blank text and null are a field not given, not a problem.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import {
  BROADBAND_TYPES,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  LISTED_BUILDING_GRADES,
  RENT_FREQUENCIES,
  TENURES,
  WALES_ONLY_BAND,
  type MaterialFieldKey,
  type MaterialInformation,
} from '../property/material-information.js';
import type { Country } from '../property/property.js';
import {
  LooseBoolean,
  LooseNumber,
  describe,
  firstError,
  isRecord,
} from './settings-primitives.js';

const keysOf = <K extends string>(keys: readonly K[], name: string) =>
  t.keyof(Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>, name);

/** A letter in either case ('d' is band D). */
const upperCased = <C extends t.Mixed>(codec: C) =>
  new t.Type<t.TypeOf<C>, unknown, unknown>(
    codec.name,
    codec.is,
    (u, c) => codec.validate(typeof u === 'string' ? u.trim().toUpperCase() : u, c),
    t.identity,
  );

const within = (name: string, min: number, max: number, whole = false) =>
  t.refinement(
    LooseNumber,
    (n) => n >= min && n <= max && (!whole || Number.isInteger(n)),
    `${name} (${whole ? 'a whole number ' : ''}from ${min} to ${max})`,
  );

/** Pounds: not negative, below a billion (a figure beyond that is a typing slip). */
const Money = within('an amount in pounds', 0, 999_999_999);
const Text = t.refinement(t.string, (s) => s.trim() !== '', 'text');

const FIELD_CODECS: { readonly [K in MaterialFieldKey]-?: t.Decoder<unknown, unknown> } = {
  council_tax_band: upperCased(keysOf(COUNCIL_TAX_BANDS, 'a council tax band, A to I')),
  business_rates: Money,
  tenure: keysOf(TENURES, 'a tenure'),
  lease_years_remaining: within('years left', 0, 999, true),
  ground_rent: Money,
  ground_rent_review: Text,
  service_charge: Money,
  shared_ownership_share: t.refinement(
    LooseNumber,
    (n) => n > 0 && n <= 100,
    'a share in per cent (above 0, up to 100)',
  ),
  shared_ownership_rent: Money,
  epc_rating: upperCased(keysOf(EPC_RATINGS, 'an EPC rating, A to G')),
  rent_frequency: keysOf(RENT_FREQUENCIES, 'a rent frequency'),
  property_type: Text,
  construction: Text,
  floor_area_sq_ft: within('square feet', 1, 10_000_000),
  floors: within('floors', 1, 200, true),
  entrance_floor: within('a floor', -5, 200, true),
  lift: LooseBoolean,
  over_commercial_premises: LooseBoolean,
  electricity: Text,
  water: Text,
  drainage: Text,
  heating: Text,
  broadband_type: keysOf(BROADBAND_TYPES, 'a broadband type'),
  broadband_speed: within('Mbps', 0, 100_000),
  mobile_signal: Text,
  parking: Text,
  parking_permit: Text,
  ev_charging: Text,
  building_safety: Text,
  listed_building: keysOf(LISTED_BUILDING_GRADES, 'a listing grade'),
  conservation_area: LooseBoolean,
  tree_preservation_orders: LooseBoolean,
  covenants: Text,
  rights_and_easements: Text,
  flooded_last_5_years: LooseBoolean,
  flood_source: Text,
  flood_defences: Text,
  coastal_erosion: Text,
  planning: Text,
  accessibility: Text,
  mining: Text,
};

const notGiven = (u: unknown) =>
  u === undefined || u === null || (typeof u === 'string' && u.trim() === '');

/**
 * The listing's material information, or undefined when it sends none or sends something that is
 * not an object. `country` is the property's (`property_data.country`): band I is accepted only
 * in Wales, the one nation that has it.
 */
export function decodeMaterialInformation(
  value: unknown,
  country: Country | undefined,
  path: string,
  problems: string[],
): MaterialInformation | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) {
    problems.push(`${path}: expected an object, got ${describe(value)}`);
    return undefined;
  }
  const out: Record<string, unknown> = {};
  for (const [key, codec] of Object.entries(FIELD_CODECS)) {
    const raw = value[key];
    if (notGiven(raw)) continue;
    const r = codec.decode(raw);
    if (isLeft(r)) problems.push(`${path}.${key}: ${firstError(r.left)}`);
    else out[key] = typeof r.right === 'string' ? r.right.trim() : r.right;
  }
  if (out['council_tax_band'] === WALES_ONLY_BAND && country !== 'wales') {
    problems.push(`${path}.council_tax_band: band I is used only in Wales`);
    delete out['council_tax_band'];
  }
  return out as MaterialInformation;
}
