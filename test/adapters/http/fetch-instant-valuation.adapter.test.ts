import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchInstantValuationAdapter } from '../../../adapters/http/fetch-instant-valuation.adapter.js';
import { client, expectGet, fetchStub, jsonResponse, textResponse } from '../support/fake-fetch.js';
import type { FetchStub } from '../support/fake-fetch.js';

const adapter = (fetch: FetchStub) => new FetchInstantValuationAdapter(client(fetch));
const REQUEST = { postcode: ' ta1 4ab ', propertyType: 'terraced', bedrooms: 3 } as const;
const ESTIMATE = { low: 235000, high: 265000, comparables: 4, basis: 'district', area: 'TA1' };

describe('FetchInstantValuationAdapter', () => {
  it('GETs /instant_valuation with the postcode, property type and bedrooms, and answers the range', async () => {
    const fetch = fetchStub().resolves(jsonResponse(200, { estimate: ESTIMATE }));
    expect(await adapter(fetch).estimate(REQUEST)).to.deep.equal(right(ESTIMATE));
    expectGet(fetch, '/instant_valuation', {
      postcode: 'TA1 4AB',
      property_type: 'terraced',
      bedrooms: '3',
    });
  });

  it('answers no estimate when the platform has too few sales', async () => {
    expect(
      await adapter(fetchStub().resolves(jsonResponse(200, { estimate: null }))).estimate(REQUEST),
    ).to.deep.equal(right(undefined));
  });

  it('drops fields it does not know', async () => {
    const fetch = fetchStub().resolves(
      jsonResponse(200, { estimate: { ...ESTIMATE, secret: 'x' }, extra: 1 }),
    );
    expect(await adapter(fetch).estimate(REQUEST)).to.deep.equal(right(ESTIMATE));
  });

  it('refuses amounts that are not whole positive pounds, or a low above the high', async () => {
    for (const estimate of [
      { ...ESTIMATE, low: 235000.5 },
      { ...ESTIMATE, low: -1 },
      { ...ESTIMATE, high: Number.NaN },
      { ...ESTIMATE, low: 300000, high: 200000 },
      { ...ESTIMATE, basis: 'street' },
      '£235,000',
    ]) {
      const result = await adapter(fetchStub().resolves(jsonResponse(200, { estimate }))).estimate(
        REQUEST,
      );
      expect(result._tag === 'Left' && result.left.kind, JSON.stringify(estimate)).to.equal(
        'decode',
      );
    }
  });

  it('keeps server errors, malformed bodies and network failures as failures', async () => {
    expect(
      await adapter(fetchStub().resolves(jsonResponse(500, {}))).estimate(REQUEST),
    ).to.deep.equal(left({ kind: 'http', status: 500 }));
    expect(
      await adapter(fetchStub().resolves(textResponse(200, '{'))).estimate(REQUEST),
    ).to.deep.equal(left({ kind: 'decode', detail: 'malformed JSON body' }));
    expect(
      await adapter(fetchStub().rejects(new TypeError('offline'))).estimate(REQUEST),
    ).to.deep.equal(left({ kind: 'network' }));
  });
});
