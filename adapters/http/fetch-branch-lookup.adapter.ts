/**
 * BranchLookupPort over GET /postcode_branch_lookup?postcode={postcode} (SPEC §7): the answer's
 * `branch.id` is the branch; a missing or null branch (or a 404) is the no-branch state of the
 * valuation flow (SPEC §4 "We are sorry"). Other failures stay failures, so a server error is not
 * mistaken for "we have no agents near you". A blank postcode is no-branch without a call.
 */
import * as t from 'io-ts';
import { isLeft, right } from 'fp-ts/Either';
import { IdString } from '../../core/index.js';
import type { Result, BranchLookup, BranchLookupPort } from '../../core/index.js';
import type { HttpClient } from './http-client.js';

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

const NO_BRANCH: BranchLookup = { kind: 'no-branch' };

export const BranchLookupBody = new t.Type<BranchLookup, BranchLookup, unknown>(
  'BranchLookup',
  (u): u is BranchLookup => isRecord(u) && (u['kind'] === 'branch' || u['kind'] === 'no-branch'),
  (u, context) => {
    if (!isRecord(u)) return t.failure(u, context, 'expected an object with a branch');
    const branch = u['branch'];
    if (branch === undefined || branch === null) return t.success(NO_BRANCH);
    if (!isRecord(branch)) return t.failure(branch, context, 'branch: expected an object');
    if (branch['id'] === undefined || branch['id'] === null) return t.success(NO_BRANCH);
    const id = IdString.decode(branch['id']);
    return isLeft(id)
      ? t.failure(branch['id'], context, 'branch.id: expected an id')
      : t.success({ kind: 'branch', branchId: id.right });
  },
  (lookup) => lookup,
);

export class FetchBranchLookupAdapter implements BranchLookupPort {
  constructor(private readonly http: HttpClient) {}

  async branchForPostcode(postcode: string): Promise<Result<BranchLookup>> {
    const code = postcode.trim().toUpperCase();
    if (code === '') return right(NO_BRANCH);
    const result = await this.http.get('/postcode_branch_lookup', BranchLookupBody, {
      query: { postcode: code },
    });
    if (isLeft(result) && result.left.kind === 'http' && result.left.status === 404)
      return right(NO_BRANCH);
    return result;
  }
}
