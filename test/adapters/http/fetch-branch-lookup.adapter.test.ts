import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchBranchLookupAdapter } from '../../../adapters/http/fetch-branch-lookup.adapter.js';
import { client, expectGet, fetchStub, jsonResponse, textResponse } from '../support/fake-fetch.js';
import type { FetchStub } from '../support/fake-fetch.js';

const branches = (fetch: FetchStub) => new FetchBranchLookupAdapter(client(fetch));

describe('FetchBranchLookupAdapter', () => {
  it('GETs /postcode_branch_lookup?postcode= and answers branch.id', async () => {
    const fetch = fetchStub().resolves(jsonResponse(200, { branch: { id: 12, name: 'Taunton' } }));
    expect(await branches(fetch).branchForPostcode(' ta1 1aa ')).to.deep.equal(
      right({ kind: 'branch', branchId: '12' }),
    );
    expectGet(fetch, '/postcode_branch_lookup', { postcode: 'TA1 1AA' });
  });

  it('answers no-branch when the branch is null, absent, has no id, or the platform says 404', async () => {
    for (const response of [
      jsonResponse(200, { branch: null }),
      jsonResponse(200, {}),
      jsonResponse(200, { branch: { id: null } }),
      jsonResponse(404, { error: 'not found' }),
    ]) {
      expect(
        await branches(fetchStub().resolves(response)).branchForPostcode('EX1 1AA'),
      ).to.deep.equal(right({ kind: 'no-branch' }));
    }
  });

  it('answers no-branch for a blank postcode without a call', async () => {
    const fetch = fetchStub();
    expect(await branches(fetch).branchForPostcode('  ')).to.deep.equal(
      right({ kind: 'no-branch' }),
    );
    expect(fetch.called).to.equal(false);
  });

  it('keeps server errors, malformed and wrongly shaped bodies as failures, not as no-branch', async () => {
    expect(
      await branches(fetchStub().resolves(jsonResponse(500, {}))).branchForPostcode('TA1'),
    ).to.deep.equal(left({ kind: 'http', status: 500 }));
    expect(
      await branches(fetchStub().resolves(textResponse(200, '{'))).branchForPostcode('TA1'),
    ).to.deep.equal(left({ kind: 'decode', detail: 'malformed JSON body' }));
    for (const body of [['x'], { branch: 'Taunton' }, { branch: { id: {} } }]) {
      const result = await branches(
        fetchStub().resolves(jsonResponse(200, body)),
      ).branchForPostcode('TA1');
      expect(result._tag === 'Left' && result.left.kind, JSON.stringify(body)).to.equal('decode');
    }
    expect(
      await branches(fetchStub().rejects(new TypeError('offline'))).branchForPostcode('TA1'),
    ).to.deep.equal(left({ kind: 'network' }));
  });
});
