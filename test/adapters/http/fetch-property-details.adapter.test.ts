import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchPropertyDetailsAdapter } from '../../../adapters/http/fetch-property-details.adapter.js';
import { client, expectGet, fetchStub, jsonResponse, loggerSpy } from '../support/fake-fetch.js';
import type { FetchStub, LoggerSpy } from '../support/fake-fetch.js';

function details(fetch: FetchStub, logger: LoggerSpy = loggerSpy()) {
  return new FetchPropertyDetailsAdapter(client(fetch, logger), logger);
}

const property = {
  property_id: 101,
  display_address: '3 Mill Lane, Wellow',
  property_url: '/properties/101/for-sale',
  bathrooms: 2,
  country: 'england',
  material_information: { tenure: 'freehold', floor_area_sq_ft: 1120, epc_rating: 'C' },
};
const card = {
  property_id: '101',
  display_address: '3 Mill Lane, Wellow',
  property_url: '/properties/101/for-sale',
  property_channel: 'sales',
  photos: [],
  tags: [],
  bathrooms: 2,
};

describe('FetchPropertyDetailsAdapter', () => {
  it('GETs /properties/{id}.ljson and answers the card and the material information', async () => {
    const fetch = fetchStub().resolves(jsonResponse(200, { property }));
    expect(await details(fetch).facts('101')).to.deep.equal(
      right({ card, material: { tenure: 'freehold', floor_area_sq_ft: 1120, epc_rating: 'C' } }),
    );
    expectGet(fetch, '/properties/101.ljson');
  });

  it('answers the card alone when the listing states no material information', async () => {
    const { material_information: _m, ...bare } = property;
    const fetch = fetchStub().resolves(jsonResponse(200, { property: bare }));
    expect(await details(fetch).facts(' 101 ')).to.deep.equal(right({ card }));
  });

  it('leaves out a field that does not decode, and logs it', async () => {
    const logger = loggerSpy();
    const fetch = fetchStub().resolves(
      jsonResponse(200, {
        property: { ...property, material_information: { tenure: 'castle', epc_rating: 'B' } },
      }),
    );
    expect(await details(fetch, logger).facts('101')).to.deep.equal(
      right({ card, material: { epc_rating: 'B' } }),
    );
    expect(logger.warn.firstCall.args[0]).to.match(
      /^GET \/properties\/101\.ljson: 1 fields left out: property\.material_information\.tenure/,
    );
  });

  it('is a decode failure when the body holds no listing', async () => {
    for (const body of [{}, { property: null }, { property: { property_id: 1 } }, []]) {
      const result = await details(fetchStub().resolves(jsonResponse(200, body))).facts('1');
      expect(result._tag === 'Left' && result.left.kind, JSON.stringify(body)).to.equal('decode');
    }
  });

  it('passes on what the network does', async () => {
    expect(
      await details(fetchStub().resolves(jsonResponse(404, { error: 'not-found' }))).facts('9'),
    ).to.deep.equal(left({ kind: 'http', status: 404 }));
    expect(await details(fetchStub().rejects(new TypeError('offline'))).facts('9')).to.deep.equal(
      left({ kind: 'network' }),
    );
  });
});
