/**
 * The instant valuation (SPEC §2 '#/valuation'; the call is the sandbox's design, SPEC §7 lists
 * none): GET /instant_valuation?postcode={postcode}&property_type={type}&bedrooms={0–6} →
 * `{ estimate: { low, high, comparables, basis, area } }` worked out by core's rule
 * (`instantEstimate`, core/valuation/instant-estimate.ts) from the agency's sold homes, or
 * `{ estimate: null }` when it has too few; 422 `{ error }` for a malformed question.
 */
import {
  estimateTypeOf,
  instantEstimate,
  isEstimatePropertyType,
  INSTANT_ESTIMATE_BEDROOMS,
} from '../../core/index.js';
import type { SoldComparable } from '../../core/index.js';
import type { Context } from '../context.js';
import type { AgencyData } from '../seed/types.js';
import { isPostcode, normalisePostcode } from '../validation.js';
import { json } from './present.js';

/** The statuses of a sale that went through, or is going through (SPEC §4 "Property card tags"). */
const SOLD_STATUSES = new Set(['sold', 'sstc', 'exchanged', 'completed']);

/** The agency's sold homes, as comparables (land, farms and commercial units are left out). */
export function soldComparables(agency: AgencyData): SoldComparable[] {
  const sales: SoldComparable[] = [];
  for (const listing of agency.listings) {
    const { detail } = listing;
    if (
      detail.property_channel !== 'sales' ||
      !SOLD_STATUSES.has((detail.status ?? '').trim().toLowerCase())
    )
      continue;
    const propertyType = estimateTypeOf(detail.propertyType ?? '');
    const price = detail.priceValue ?? 0;
    if (propertyType === undefined || !(price > 0)) continue;
    sales.push({ postcode: listing.postcode, propertyType, bedrooms: detail.bedrooms ?? 0, price });
  }
  return sales;
}

export async function instantValuation(ctx: Context): Promise<void> {
  const params = ctx.url.searchParams;
  const postcode = params.get('postcode') ?? '';
  const propertyType = (params.get('property_type') ?? '').trim();
  const bedroomsText = (params.get('bedrooms') ?? '').trim();
  const bedrooms = Number(bedroomsText);
  if (!isPostcode(postcode)) return json(ctx, 422, { error: 'postcode-invalid' });
  if (!isEstimatePropertyType(propertyType))
    return json(ctx, 422, { error: 'property-type-invalid' });
  if (
    !/^\d+$/.test(bedroomsText) ||
    bedrooms < INSTANT_ESTIMATE_BEDROOMS.min ||
    bedrooms > INSTANT_ESTIMATE_BEDROOMS.max
  ) {
    return json(ctx, 422, { error: 'bedrooms-invalid' });
  }
  const estimate = instantEstimate(
    { postcode: normalisePostcode(postcode), propertyType, bedrooms },
    soldComparables(ctx.agency),
  );
  json(ctx, 200, { estimate: estimate ?? null });
}
