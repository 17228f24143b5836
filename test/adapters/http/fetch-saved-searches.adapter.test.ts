import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchSavedSearchesAdapter } from '../../../adapters/http/fetch-saved-searches.adapter.js';
import type { SavedSearch } from '../../../core/user/user.js';
import {
  client,
  expectGet,
  expectPost,
  fetchStub,
  jsonResponse,
  sent,
  textResponse,
} from '../support/fake-fetch.js';
import type { FetchStub } from '../support/fake-fetch.js';

function searches(fetch: FetchStub) {
  return new FetchSavedSearchesAdapter(client(fetch));
}

const SAVED: SavedSearch = {
  search_id: '31',
  channel: 'sales',
  placeId: 'gid-5f1c',
  q: 'Taunton, Somerset',
  minBeds: 2,
  maxPrice: 350000,
  tags: ['garden'],
  alert_frequency: 'W',
};

const WIRE_FIELDS = {
  channel: 'sales',
  place_id: 'gid-5f1c',
  min_beds: '2',
  max_price: '350000',
  tags: 'garden',
  alert_frequency: 'W',
};

describe('FetchSavedSearchesAdapter', () => {
  describe('list', () => {
    it('GETs /saved_searches.ljson and decodes { saved_searches } tolerantly', async () => {
      const body = {
        saved_searches: [
          {
            search_id: 31,
            channel: 'sales',
            placeId: 'gid-5f1c',
            minBeds: '2',
            tags: 'garden,parking',
            alert_frequency: 'W',
          },
          { search_id: 32, channel: 'auctions' },
          { search_id: 33, channel: 'lettings' },
        ],
      };
      const fetch = fetchStub().resolves(jsonResponse(200, body));
      expect(await searches(fetch).list()).to.deep.equal(
        right([
          {
            search_id: '31',
            channel: 'sales',
            placeId: 'gid-5f1c',
            minBeds: 2,
            tags: ['garden', 'parking'],
            alert_frequency: 'W',
          },
          { search_id: '33', channel: 'lettings', alert_frequency: 'I' },
        ]),
      );
      expectGet(fetch, '/saved_searches.ljson');
    });

    it('accepts a bare list', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, [{ search_id: '1', channel: 'sales', alert_frequency: 'N' }]),
      );
      expect(await searches(fetch).list()).to.deep.equal(
        right([{ search_id: '1', channel: 'sales', alert_frequency: 'N' }]),
      );
    });

    it('answers failures for a body that is not a list, malformed JSON and bad statuses', async () => {
      const wrong = await searches(
        fetchStub().resolves(jsonResponse(200, { saved_searches: 'x' })),
      ).list();
      expect(wrong._tag === 'Left' && wrong.left.kind).to.equal('decode');
      expect(await searches(fetchStub().resolves(textResponse(200, 'nope'))).list()).to.deep.equal(
        left({ kind: 'decode', detail: 'malformed JSON body' }),
      );
      expect(await searches(fetchStub().resolves(jsonResponse(500, {}))).list()).to.deep.equal(
        left({ kind: 'http', status: 500 }),
      );
    });
  });

  describe('create', () => {
    it('POSTs /search?{query} with the search as snake_case fields and the alert frequency', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { search_id: '40' }));
      const { search_id: _id, ...unsaved } = SAVED;
      expect(await searches(fetch).create(unsaved)).to.deep.equal(right(undefined));
      expectPost(fetch, '/search', WIRE_FIELDS);
      expect(Object.fromEntries(sent(fetch).query)).to.deep.equal(WIRE_FIELDS);
    });

    it('answers a 403 (refused token) as an http failure', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(403, { error: 'invalid-authenticity-token' }),
      );
      expect(await searches(fetch).create(SAVED)).to.deep.equal(
        left({ kind: 'http', status: 403 }),
      );
    });

    it('is not done on a 200 that is not a JSON object: every write (a sign-in page, malformed JSON, a bare value)', async () => {
      for (const answer of [
        textResponse(200, '<!doctype html><title>Sign in</title>'),
        textResponse(200, '{"search_id":'),
        jsonResponse(200, 'saved'),
      ]) {
        const adapter = searches(fetchStub().resolves(answer));
        expect((await adapter.create(SAVED))._tag).to.equal('Left');
        expect((await searches(fetchStub().resolves(answer)).update(SAVED))._tag).to.equal('Left');
        expect((await searches(fetchStub().resolves(answer)).remove('31'))._tag).to.equal('Left');
      }
    });
  });

  describe('update', () => {
    it('POSTs /saved_searches?{fields incl. id} with the put override', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, { search_id: '31', alert_frequency: 'M' }),
      );
      expect(await searches(fetch).update({ ...SAVED, alert_frequency: 'M' })).to.deep.equal(
        right(undefined),
      );
      const fields = { id: '31', ...WIRE_FIELDS, alert_frequency: 'M' };
      expectPost(fetch, '/saved_searches', { ...fields, _method: 'put' });
      expect(Object.fromEntries(sent(fetch).query)).to.deep.equal(fields);
    });

    it('makes no call for a search the server does not hold', async () => {
      const fetch = fetchStub();
      const { search_id: _id, ...local } = SAVED;
      expect(await searches(fetch).update(local)).to.deep.equal(
        left({ kind: 'http', status: 404 }),
      );
      expect(fetch.called).to.equal(false);
    });
  });

  describe('remove', () => {
    it('POSTs /searches/{search_id} with the delete override', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { ok: true, search_id: '31' }));
      expect(await searches(fetch).remove('31')).to.deep.equal(right(undefined));
      expectPost(fetch, '/searches/31', { _method: 'delete' });
    });

    it('answers a network failure when offline', async () => {
      expect(
        await searches(fetchStub().rejects(new TypeError('offline'))).remove('31'),
      ).to.deep.equal(left({ kind: 'network' }));
    });
  });
});
