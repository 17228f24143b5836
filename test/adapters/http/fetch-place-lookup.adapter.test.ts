import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchPlaceLookupAdapter } from '../../../adapters/http/fetch-place-lookup.adapter.js';
import { client, expectGet, fetchStub, jsonResponse, textResponse } from '../support/fake-fetch.js';
import type { FetchStub } from '../support/fake-fetch.js';

const places = (fetch: FetchStub) => new FetchPlaceLookupAdapter(client(fetch));

describe('FetchPlaceLookupAdapter', () => {
  it('GETs /place_lookup?q= and answers the place with its centre', async () => {
    const fetch = fetchStub().resolves(
      jsonResponse(200, { place: { name: 'Frome', latitude: 51.229, longitude: -2.321 } }),
    );
    expect(await places(fetch).locate(' Frome ')).to.deep.equal(
      right({ name: 'Frome', position: { lat: 51.229, lng: -2.321 } }),
    );
    expectGet(fetch, '/place_lookup', { q: 'Frome' });
  });

  it('answers null for text that names no place, and for blank text without a call', async () => {
    expect(
      await places(fetchStub().resolves(jsonResponse(200, { place: null }))).locate('Fore Street'),
    ).to.deep.equal(right(null));
    const fetch = fetchStub();
    expect(await places(fetch).locate('   ')).to.deep.equal(right(null));
    expect(fetch.called).to.equal(false);
  });

  it('keeps server errors and bodies it cannot use as failures, not as "no such place"', async () => {
    expect(await places(fetchStub().resolves(jsonResponse(500, {}))).locate('Frome')).to.deep.equal(
      left({ kind: 'http', status: 500 }),
    );
    expect(
      await places(fetchStub().resolves(textResponse(200, '{'))).locate('Frome'),
    ).to.deep.equal(left({ kind: 'decode', detail: 'malformed JSON body' }));
    for (const body of [
      {},
      ['x'],
      { place: 'Frome' },
      { place: { name: 'Frome', latitude: 'north' } },
      { place: { name: '', latitude: 51, longitude: -2 } },
      { place: { name: 'X', latitude: 91, longitude: 0 } },
    ]) {
      const result = await places(fetchStub().resolves(jsonResponse(200, body))).locate('Frome');
      expect(result._tag === 'Left' && result.left.kind, JSON.stringify(body)).to.equal('decode');
    }
    expect(
      await places(fetchStub().rejects(new TypeError('offline'))).locate('Frome'),
    ).to.deep.equal(left({ kind: 'network' }));
  });
});
