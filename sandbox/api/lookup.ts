/**
 * Address lookup, postcode → branch (SPEC §7; §4 Valuation step 1, Address lookup) and where a
 * place is (the branch finder's place search, a sandbox addition): one geocoding (a postcode
 * district's centre, a town's centre) and core's one distance rule (`nearestBranch`).
 */
import { NEARBY_BRANCH_MILES, foldText, nearestBranch } from '../../core/index.js';
import type { Branch, LocatedPlace } from '../../core/index.js';
import type { Context } from '../context.js';
import { formatAddress } from '../seed/addresses.js';
import { POSTCODE_DISTRICTS } from '../seed/postcode-districts.js';
import type { AgencyData } from '../seed/types.js';
import { isPostcode, normalisePostcode } from '../validation.js';
import { json } from './present.js';

const MAX_SUGGESTIONS = 10;

/** GET /address_lookup?autocomplete={text} → {suggestions: [{address, id}]}; ?id={id} → the address. */
export async function addressLookup(ctx: Context): Promise<void> {
  const id = ctx.url.searchParams.get('id');
  if (id !== null) {
    const found = ctx.agency.addresses.find((a) => a.id === id);
    return found ? json(ctx, 200, found) : json(ctx, 404, { error: 'address-not-found' });
  }
  const text = (ctx.url.searchParams.get('autocomplete') ?? '').trim().toLowerCase();
  if (text.length < 2) return json(ctx, 200, { suggestions: [] });
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  const suggestions = ctx.agency.addresses
    .filter((a) => {
      const line = `${formatAddress(a)} ${a.postcode.replace(' ', '')}`.toLowerCase();
      return words.every((w) => line.includes(w));
    })
    .slice(0, MAX_SUGGESTIONS)
    .map((a) => ({ address: formatAddress(a), id: a.id }));
  json(ctx, 200, { suggestions });
}

export { NEARBY_BRANCH_MILES };

/** An outward code on its own: 'TA1', 'BA11', 'BS8', 'SW1A'. */
const DISTRICT = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

/**
 * Where a town or a postcode is: a whole postcode or a district at its district's centre ('TA8
 * 2PX', 'ba11'); a town by its name ('frome', 'Bishops Lydeard'), the agency's towns first, then
 * the towns the postcode districts are named after. Undefined for anything else: a county is an
 * area, not a point, and a street or a branch's name is for the finder's text search.
 */
export function locatePlace(agency: AgencyData, text: string): LocatedPlace | undefined {
  const typed = text.trim();
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  const postcode = isPostcode(typed)
    ? normalisePostcode(typed)
    : DISTRICT.test(compact)
      ? compact
      : undefined;
  if (postcode !== undefined) {
    const centre = POSTCODE_DISTRICTS.get(postcode.split(' ')[0] ?? '');
    return centre
      ? { name: postcode, position: { lat: centre.latitude, lng: centre.longitude } }
      : undefined;
  }
  const wanted = foldText(typed);
  if (wanted === '') return undefined;
  const town = agency.places.find((p) => p.kind === 'town' && foldText(p.name) === wanted);
  if (town) return { name: town.name, position: { lat: town.latitude, lng: town.longitude } };
  const district = [...POSTCODE_DISTRICTS.values()].find((d) => foldText(d.town) === wanted);
  return district
    ? { name: district.town, position: { lat: district.latitude, lng: district.longitude } }
    : undefined;
}

/** The closest branch to a postcode's district centre, if one is within NEARBY_BRANCH_MILES; undefined otherwise (or for a district the sandbox does not know). */
export function branchForPostcode(
  agency: AgencyData,
  postcode: string,
): { readonly branch: Branch; readonly miles: number } | undefined {
  const place = isPostcode(postcode) ? locatePlace(agency, postcode) : undefined;
  return place ? nearestBranch(agency.branches, place.position, NEARBY_BRANCH_MILES) : undefined;
}

/** The answer of GET /place_lookup and of the branch finder's page data (`branchesPlace`). */
export function placeAnswer(
  place: LocatedPlace | undefined,
): { name: string; latitude: number; longitude: number } | null {
  return place
    ? { name: place.name, latitude: place.position.lat, longitude: place.position.lng }
    : null;
}

/** GET /place_lookup?q={text} → {place: {name, latitude, longitude}} for a town or postcode, or {place: null}. */
export async function placeLookup(ctx: Context): Promise<void> {
  const text = (ctx.url.searchParams.get('q') ?? '').slice(0, 100);
  json(ctx, 200, { place: placeAnswer(locatePlace(ctx.agency, text)) });
}

/** GET /postcode_branch_lookup?postcode= → {branch: {id, …, distance_miles}} for the closest branch by distance, or {branch: null}. */
export async function postcodeBranchLookup(ctx: Context): Promise<void> {
  const postcode = ctx.url.searchParams.get('postcode') ?? '';
  if (!isPostcode(postcode)) return json(ctx, 422, { error: 'postcode-invalid', branch: null });
  const found = branchForPostcode(ctx.agency, postcode);
  const branch = found?.branch;
  json(ctx, 200, {
    branch: branch
      ? {
          id: branch.id,
          branchName: branch.branchName,
          branchUrl: branch.branchUrl,
          branchContactNumber: branch.branchContactNumber,
          branchEmail: branch.branchEmail,
          address: branch.address,
          distance_miles: Math.round((found?.miles ?? 0) * 10) / 10,
        }
      : null,
  });
}

const KIND_ORDER = { town: 0, postcode: 1, county: 2, country: 3 } as const;

/**
 * GET /places.ljson?q={text} → {suggestions: [{place_id, name, county_name}]} for the location
 * box (SPEC §3 Search suggestions; the call itself is a sandbox addition): names starting with the
 * text first, then names containing it; towns before postcodes, counties and countries.
 */
export async function placeSuggestions(ctx: Context): Promise<void> {
  const text = (ctx.url.searchParams.get('q') ?? '').trim().toLowerCase();
  if (text === '') return json(ctx, 200, { suggestions: [] });
  const score = (name: string) =>
    name.toLowerCase().startsWith(text) ? 0 : name.toLowerCase().includes(text) ? 1 : 2;
  const suggestions = ctx.agency.places
    .filter((p) => score(p.name) < 2 || p.slug.startsWith(text))
    .sort(
      (a, b) =>
        score(a.name) - score(b.name) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        a.name.localeCompare(b.name),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map((p) => ({ place_id: p.place_id, name: p.name, county_name: p.county_name }));
  json(ctx, 200, { suggestions });
}
