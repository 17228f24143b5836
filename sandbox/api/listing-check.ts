/**
 * GET /__sandbox/listings[?agency=harbour][&problems=only]: every listing of the demo agencies
 * with what core's lettings check (`checkLettingsListing`) finds wrong in it, so an agency sees a
 * deposit above its cap, a rent 'Offers invited' or 'No DSS' before a visitor does. Answers only
 * this machine, like every route under /__sandbox/ (local-requests.ts).
 */
import { checkLettingsListing } from '../../core/index.js';
import type { LettingsProblem } from '../../core/index.js';
import type { Context } from '../context.js';
import { isAgencySlug } from '../seed/index.js';
import type { AgencyData, AgencySlug } from '../seed/types.js';
import { json } from './present.js';

export interface CheckedListing {
  readonly agency: AgencySlug;
  readonly property_id: string;
  readonly reference?: string;
  readonly address: string;
  readonly url: string;
  readonly channel: string;
  readonly problems: readonly LettingsProblem[];
}

/** Each listing of the agencies, in their order, with its problems (none for most). */
export function checkedListings(agencies: readonly AgencyData[]): CheckedListing[] {
  return agencies.flatMap((agency) =>
    agency.listings.map(({ detail }) => ({
      agency: agency.slug,
      property_id: detail.property_id,
      ...(detail.reference ? { reference: detail.reference } : {}),
      address: detail.display_address,
      url: detail.property_url,
      channel: detail.property_channel,
      problems: checkLettingsListing(detail),
    })),
  );
}

export async function listingCheck(ctx: Context): Promise<void> {
  const wanted = ctx.url.searchParams.get('agency');
  if (wanted !== null && !isAgencySlug(wanted))
    return json(ctx, 422, { errors: [`unknown agency ${JSON.stringify(wanted)}`] });
  const agencies = [...ctx.app.agencies.values()].filter(
    (agency) => wanted === null || agency.slug === wanted,
  );
  const all = checkedListings(agencies);
  const withProblems = all.filter((listing) => listing.problems.length > 0);
  const onlyProblems = ctx.url.searchParams.get('problems') === 'only';
  json(ctx, 200, {
    checked: all.length,
    withProblems: withProblems.length,
    listings: onlyProblems ? withProblems : all,
  });
}
