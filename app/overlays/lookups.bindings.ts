/**
 * The address lookup and the closest-branch lookup (SPEC §7 GET /address_lookup, GET
 * /postcode_branch_lookup), bound when the overlay layer's chunk arrives: only the lead forms
 * (valuation, instant valuation, agency forms) use them, so their adapters never weigh on a page's
 * initial JavaScript. They share the page's HTTP client (HTTP_CLIENT, app/wiring-tokens.ts).
 */
import type { Bindings } from '../registry.js';
import { FetchAddressLookupAdapter } from '../../adapters/http/fetch-address-lookup.adapter.js';
import { FetchBranchLookupAdapter } from '../../adapters/http/fetch-branch-lookup.adapter.js';
import { HTTP_CLIENT } from '../wiring-tokens.js';
import { TOKENS } from '../../ui/tokens.js';

export function bindLookups(container: Bindings): void {
  if (!container.isBound(TOKENS.addressLookup)) {
    container
      .bind(TOKENS.addressLookup)
      .toResolvedValue((http) => new FetchAddressLookupAdapter(http), [HTTP_CLIENT]);
  }
  if (!container.isBound(TOKENS.branchLookup)) {
    container
      .bind(TOKENS.branchLookup)
      .toResolvedValue((http) => new FetchBranchLookupAdapter(http), [HTTP_CLIENT]);
  }
}
