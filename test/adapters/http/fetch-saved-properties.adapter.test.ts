import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchSavedPropertiesAdapter } from '../../../adapters/http/fetch-saved-properties.adapter.js';
import {
  client,
  expectGet,
  expectPost,
  fetchStub,
  jsonResponse,
  loggerSpy,
  sent,
  textResponse,
} from '../support/fake-fetch.js';
import type { FetchStub, LoggerSpy } from '../support/fake-fetch.js';

function saved(fetch: FetchStub, logger: LoggerSpy = loggerSpy()) {
  return new FetchSavedPropertiesAdapter(client(fetch, logger), logger);
}

const item = (id: number) => ({
  property_id: id,
  display_address: `${id} Mill Lane`,
  property_url: `/properties/${id}`,
});
const card = (id: number) => ({
  property_id: String(id),
  display_address: `${id} Mill Lane`,
  property_url: `/properties/${id}`,
  property_channel: 'sales',
  photos: [],
  tags: [],
});

describe('FetchSavedPropertiesAdapter', () => {
  describe('list', () => {
    it('GETs /saved_properties.ljson and decodes { properties }', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { properties: [item(1), item(2)] }));
      expect(await saved(fetch).list()).to.deep.equal(right([card(1), card(2)]));
      expectGet(fetch, '/saved_properties.ljson');
    });

    it('also accepts { saved_properties } and a bare list', async () => {
      expect(
        await saved(
          fetchStub().resolves(jsonResponse(200, { saved_properties: [item(3)] })),
        ).list(),
      ).to.deep.equal(right([card(3)]));
      expect(await saved(fetchStub().resolves(jsonResponse(200, [item(4)]))).list()).to.deep.equal(
        right([card(4)]),
      );
    });

    it('drops unreadable items and logs them', async () => {
      const logger = loggerSpy();
      const result = await saved(
        fetchStub().resolves(jsonResponse(200, [item(1), { id: 2 }])),
        logger,
      ).list();
      expect(result).to.deep.equal(right([card(1)]));
      expect(logger.warn.firstCall.args[0]).to.match(
        /^GET \/saved_properties\.ljson: 1 unreadable properties dropped/,
      );
    });

    it('answers failures for bad shapes, malformed JSON, statuses and the network', async () => {
      const shape = await saved(
        fetchStub().resolves(jsonResponse(200, { properties: 'x' })),
      ).list();
      expect(shape._tag === 'Left' && shape.left.kind).to.equal('decode');
      const scalar = await saved(fetchStub().resolves(jsonResponse(200, 5))).list();
      expect(scalar._tag === 'Left' && scalar.left.kind).to.equal('decode');
      expect(await saved(fetchStub().resolves(textResponse(200, '[{'))).list()).to.deep.equal(
        left({ kind: 'decode', detail: 'malformed JSON body' }),
      );
      expect(await saved(fetchStub().resolves(jsonResponse(401, {}))).list()).to.deep.equal(
        left({ kind: 'http', status: 401 }),
      );
      expect(await saved(fetchStub().resolves(jsonResponse(500, {}))).list()).to.deep.equal(
        left({ kind: 'http', status: 500 }),
      );
      expect(await saved(fetchStub().rejects(new TypeError('offline'))).list()).to.deep.equal(
        left({ kind: 'network' }),
      );
    });
  });

  describe('add', () => {
    it('POSTs /saved_properties.ljson with property_ids as one comma string and the token', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, { property_ids: ['3', '12', '15'], ignored: [] }),
      );
      expect(await saved(fetch).add(['12', ' 15 ', '12', ''])).to.deep.equal(right(undefined));
      expectPost(fetch, '/saved_properties.ljson', { property_ids: '12,15' });
    });

    it('is done only when the answer is JSON that does not leave an id out', async () => {
      expect(
        await saved(fetchStub().resolves(jsonResponse(200, { ok: true }))).add(['12']),
      ).to.deep.equal(right(undefined));
      expect(
        await saved(
          fetchStub().resolves(jsonResponse(200, { property_ids: [], ignored: ['12'] })),
        ).add(['12']),
      ).to.deep.equal(right(undefined));
      for (const answer of [
        textResponse(200, '<!doctype html><title>Sign in</title>'),
        textResponse(200, '{"property_ids": [12'),
        jsonResponse(200, { property_ids: ['3'] }),
        jsonResponse(200, ['12']),
      ]) {
        expect((await saved(fetchStub().resolves(answer)).add(['12']))._tag).to.equal('Left');
      }
    });

    it('makes no call for an empty list', async () => {
      const fetch = fetchStub();
      expect(await saved(fetch).add([' '])).to.deep.equal(right(undefined));
      expect(fetch.called).to.equal(false);
    });

    it('answers a 422 as a validation failure', async () => {
      const fetch = fetchStub().resolves(jsonResponse(422, { errors: ['Property not found'] }));
      expect(await saved(fetch).add(['1'])).to.deep.equal(
        left({ kind: 'validation', errors: ['Property not found'] }),
      );
    });
  });

  describe('remove', () => {
    it('POSTs /saved_properties/{id} with the delete override', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { property_ids: ['3'] }));
      expect(await saved(fetch).remove('12')).to.deep.equal(right(undefined));
      expectPost(fetch, '/saved_properties/12', { _method: 'delete' });
    });

    it('is not done when the answer is not JSON, or still lists the id', async () => {
      for (const answer of [
        textResponse(200, ''),
        textResponse(200, '<html></html>'),
        jsonResponse(200, { property_ids: ['12'] }),
      ]) {
        expect((await saved(fetchStub().resolves(answer)).remove('12'))._tag).to.equal('Left');
      }
    });

    it('encodes the id and answers a 404 as an http failure', async () => {
      const fetch = fetchStub().resolves(jsonResponse(404, {}));
      expect(await saved(fetch).remove('../admin')).to.deep.equal(
        left({ kind: 'http', status: 404 }),
      );
      expect(sent(fetch).url).to.equal('https://agency.example/saved_properties/..%2Fadmin');
    });
  });
});
