import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchAddressLookupAdapter } from '../../../adapters/http/fetch-address-lookup.adapter.js';
import {
  client,
  expectGet,
  fetchStub,
  jsonResponse,
  sent,
  textResponse,
} from '../support/fake-fetch.js';
import type { FetchStub } from '../support/fake-fetch.js';

const lookup = (fetch: FetchStub) => new FetchAddressLookupAdapter(client(fetch));

describe('FetchAddressLookupAdapter', () => {
  describe('autocomplete', () => {
    it('GETs /address_lookup?autocomplete= with the typed text and answers the suggestions', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, {
          suggestions: [
            { id: 'abc', address: '1 High Street, Taunton' },
            { id: 7, address: '2 High Street' },
          ],
        }),
      );
      expect(await lookup(fetch).autocomplete(' 1 High St ')).to.deep.equal(
        right([
          { id: 'abc', address: '1 High Street, Taunton' },
          { id: '7', address: '2 High Street' },
        ]),
      );
      expectGet(fetch, '/address_lookup', { autocomplete: '1 High St' });
    });

    it('accepts a bare list and drops items without an id or address', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, [
          { id: 'a', address: 'A' },
          { id: 'b' },
          { address: 'C' },
          'x',
          { id: '', address: 'D' },
        ]),
      );
      expect(await lookup(fetch).autocomplete('a')).to.deep.equal(
        right([{ id: 'a', address: 'A' }]),
      );
    });

    it('answers no suggestions for blank text, without a call', async () => {
      const fetch = fetchStub();
      expect(await lookup(fetch).autocomplete('   ')).to.deep.equal(right([]));
      expect(fetch.called).to.equal(false);
    });

    it('answers failures for a body without suggestions, malformed JSON, statuses and the network', async () => {
      const wrong = await lookup(
        fetchStub().resolves(jsonResponse(200, { results: [] })),
      ).autocomplete('a');
      expect(wrong._tag === 'Left' && wrong.left.kind).to.equal('decode');
      expect(
        await lookup(fetchStub().resolves(textResponse(200, '[{'))).autocomplete('a'),
      ).to.deep.equal(left({ kind: 'decode', detail: 'malformed JSON body' }));
      expect(
        await lookup(fetchStub().resolves(jsonResponse(500, {}))).autocomplete('a'),
      ).to.deep.equal(left({ kind: 'http', status: 500 }));
      expect(
        await lookup(fetchStub().rejects(new TypeError('offline'))).autocomplete('a'),
      ).to.deep.equal(left({ kind: 'network' }));
    });
  });

  describe('resolve', () => {
    it('GETs /address_lookup?id= and answers the address fields as text', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, {
          building_name: 'Rose Cottage',
          building_number: 12,
          line_1: '12 High Street',
          line_2: '',
          line_3: null,
          town_or_city: 'Taunton',
          county: 'Somerset',
          postcode: 'TA1 1AA',
          latitude: 51.01,
        }),
      );
      expect(await lookup(fetch).resolve('abc/1')).to.deep.equal(
        right({
          building_name: 'Rose Cottage',
          building_number: '12',
          line_1: '12 High Street',
          town_or_city: 'Taunton',
          county: 'Somerset',
          postcode: 'TA1 1AA',
        }),
      );
      expect(sent(fetch).url).to.equal('https://agency.example/address_lookup?id=abc%2F1');
    });

    it('accepts the address wrapped as { address }', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, { address: { line_1: '1 Mill Lane', postcode: 'TA2 2BB' } }),
      );
      expect(await lookup(fetch).resolve('x')).to.deep.equal(
        right({ line_1: '1 Mill Lane', postcode: 'TA2 2BB' }),
      );
    });

    it('answers failures for a body that is not an object and for a 404', async () => {
      const wrong = await lookup(fetchStub().resolves(jsonResponse(200, ['a']))).resolve('x');
      expect(wrong._tag === 'Left' && wrong.left.kind).to.equal('decode');
      expect(await lookup(fetchStub().resolves(jsonResponse(404, {}))).resolve('x')).to.deep.equal(
        left({ kind: 'http', status: 404 }),
      );
    });
  });
});
