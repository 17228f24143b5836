/** The branch that covers a postcode (SPEC §7 /postcode_branch_lookup). */
import type { Result } from '../failures/failures.js';

export type BranchLookup =
  | { readonly kind: 'branch'; readonly branchId: string }
  /** The platform answered without a branch: the no-branch-found state (SPEC §4 Valuation). */
  | { readonly kind: 'no-branch' };

export interface BranchLookupPort {
  branchForPostcode(postcode: string): Promise<Result<BranchLookup>>;
}
