/**
 * More listings for benchmarks: copies of the seeded listings with their own ids and URLs, so a
 * results page of 500 cards can be measured (ARCHITECTURE §6). Never used by the demo itself.
 */
import type { AgencyData, Listing } from './types.js';

export function withAtLeastListings(agency: AgencyData, minimum: number): AgencyData {
  const base = agency.listings;
  if (base.length === 0 || base.length >= minimum) return agency;
  const extra: Listing[] = [];
  for (let i = 0; base.length + extra.length < minimum; i += 1) {
    const original = base[i % base.length]!;
    const copy = Math.floor(i / base.length) + 1;
    const id = `${original.detail.property_id}-copy-${copy}`;
    extra.push({
      ...original,
      detail: {
        ...original.detail,
        property_id: id,
        property_url: `/properties/${id}`,
        reference: `${original.detail.reference ?? original.detail.property_id}-${copy}`,
      },
    });
  }
  const listings = [...base, ...extra];
  return {
    ...agency,
    listings,
    listingsById: new Map(listings.map((l) => [l.detail.property_id, l])),
  };
}
