import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchPropertyDetailsAdapter } from '../../../adapters/http/fetch-property-details.adapter.js';
import {
  client,
  expectGet,
  fetchStub,
  loggerSpy,
  sent,
  textResponse,
} from '../support/fake-fetch.js';
import type { FetchStub, LoggerSpy } from '../support/fake-fetch.js';

function details(fetch: FetchStub, logger: LoggerSpy = loggerSpy()) {
  return new FetchPropertyDetailsAdapter(client(fetch, logger), logger);
}

const PAGE = '/properties/101/sales/mill-lane-wellow';

/** A property page as the platform serves it: the settings object in its JSON script element. */
const pageWith = (settings: unknown) =>
  textResponse(
    200,
    `<!doctype html><html><head><title>3 Mill Lane</title></head><body><div id="root"></div>` +
      `<script id="agency-settings" type="application/json">${JSON.stringify(settings)}</script>` +
      `</body></html>`,
    { 'Content-Type': 'text/html; charset=utf-8' },
  );

const property = {
  property_id: 101,
  display_address: '3 Mill Lane, Wellow',
  property_url: PAGE,
  bathrooms: 2,
  country: 'england',
  material_information: { tenure: 'freehold', floor_area_sq_ft: 1120, epc_rating: 'C' },
};
const card = {
  property_id: '101',
  display_address: '3 Mill Lane, Wellow',
  property_url: PAGE,
  property_channel: 'sales',
  photos: [],
  tags: [],
  bathrooms: 2,
};

describe('FetchPropertyDetailsAdapter', () => {
  it("GETs the property's page as a page and reads the listing from its settings object", async () => {
    const fetch = fetchStub().resolves(
      pageWith({ agency_name: 'Oakfield', property_data: property }),
    );
    expect(await details(fetch).facts(` ${PAGE} `)).to.deep.equal(
      right({ card, material: { tenure: 'freehold', floor_area_sq_ft: 1120, epc_rating: 'C' } }),
    );
    expectGet(fetch, PAGE);
    expect(sent(fetch).headers['Accept']).to.equal('text/html');
    expect(sent(fetch).headers).to.not.have.property('X-Requested-With');
  });

  it('answers the card alone when the listing states no material information', async () => {
    const { material_information: _m, ...bare } = property;
    const fetch = fetchStub().resolves(pageWith({ property_data: bare }));
    expect(await details(fetch).facts(PAGE)).to.deep.equal(right({ card }));
  });

  it('leaves out a field that does not decode, and logs it', async () => {
    const logger = loggerSpy();
    const fetch = fetchStub().resolves(
      pageWith({
        property_data: { ...property, material_information: { tenure: 'castle', epc_rating: 'B' } },
      }),
    );
    expect(await details(fetch, logger).facts(PAGE)).to.deep.equal(
      right({ card, material: { epc_rating: 'B' } }),
    );
    expect(logger.warn.firstCall.args[0]).to.match(
      /^GET \/properties\/101\/sales\/mill-lane-wellow: 1 fields left out: property\.material_information\.tenure/,
    );
  });

  it('is a decode failure when the page carries no listing', async () => {
    const pages = [
      pageWith({ agency_name: 'Oakfield' }),
      pageWith({ property_data: null }),
      pageWith({ property_data: { property_id: 1 } }),
      textResponse(200, '<!doctype html><p>No settings here</p>'),
      textResponse(200, '<script id="agency-settings" type="application/json">{not json</script>'),
    ];
    for (const [index, page] of pages.entries()) {
      const result = await details(fetchStub().resolves(page)).facts(PAGE);
      expect(result._tag === 'Left' && result.left.kind, `page ${index}`).to.equal('decode');
    }
  });

  it('passes on what the network does', async () => {
    expect(
      await details(fetchStub().resolves(textResponse(404, '<h1>Not found</h1>'))).facts(PAGE),
    ).to.deep.equal(left({ kind: 'http', status: 404 }));
    expect(await details(fetchStub().rejects(new TypeError('offline'))).facts(PAGE)).to.deep.equal(
      left({ kind: 'network' }),
    );
  });
});
