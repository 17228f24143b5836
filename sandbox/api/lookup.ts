/** Address lookup and postcode → branch (SPEC §7; §4 Valuation step 1, Address lookup). */
import type { Branch } from '../../core/index.js';
import type { Context } from '../context.js';
import { distanceMiles } from '../listing-search.js';
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

/** A branch covers homes up to this far from it, as the crow flies (about half an hour's drive). */
export const NEARBY_BRANCH_MILES = 25;

/** The closest branch to a postcode's district centre, if one is within NEARBY_BRANCH_MILES; undefined otherwise (or for a district the sandbox does not know). */
export function branchForPostcode(agency: AgencyData, postcode: string): { readonly branch: Branch; readonly miles: number } | undefined {
  const outward = normalisePostcode(postcode).split(' ')[0] ?? '';
  const centre = POSTCODE_DISTRICTS.get(outward);
  if (!centre) return undefined;
  const from = { lat: centre.latitude, lng: centre.longitude };
  let closest: { branch: Branch; miles: number } | undefined;
  for (const branch of agency.branches) {
    if (branch.latitude === undefined || branch.longitude === undefined) continue;
    const miles = distanceMiles(from, { lat: branch.latitude, lng: branch.longitude });
    if (miles <= NEARBY_BRANCH_MILES && (closest === undefined || miles < closest.miles)) closest = { branch, miles };
  }
  return closest;
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
  const score = (name: string) => (name.toLowerCase().startsWith(text) ? 0 : name.toLowerCase().includes(text) ? 1 : 2);
  const suggestions = ctx.agency.places
    .filter((p) => score(p.name) < 2 || p.slug.startsWith(text))
    .sort((a, b) => score(a.name) - score(b.name) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name))
    .slice(0, MAX_SUGGESTIONS)
    .map((p) => ({ place_id: p.place_id, name: p.name, county_name: p.county_name }));
  json(ctx, 200, { suggestions });
}
