import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import {
  FetchListingsAdapter,
  listingsQuery,
  normalisePropertyItem,
  paginationFrom,
} from '../../../adapters/http/fetch-listings.adapter.js';
import type { Search } from '../../../core/search/search.js';
import {
  client,
  expectGet,
  fetchStub,
  jsonResponse,
  loggerSpy,
  sent,
  textResponse,
} from '../support/fake-fetch.js';
import type { FetchStub, LoggerSpy } from '../support/fake-fetch.js';

function card(id: string | number, extra: Record<string, unknown> = {}) {
  return {
    property_id: id,
    display_address: `${id} High Street, Taunton`,
    property_url: `/properties/${id}`,
    ...extra,
  };
}

function page(ids: (string | number)[], pagination: Record<string, unknown>) {
  return { properties: ids.map((id) => card(id)), pagination };
}

function listings(fetch: FetchStub, logger: LoggerSpy = loggerSpy()) {
  return new FetchListingsAdapter(client(fetch, logger), logger);
}

const SEARCH: Search = {
  channel: 'lettings',
  placeId: 'gid-5f1c',
  minBeds: 2,
  tags: ['garden', 'parking'],
};

describe('FetchListingsAdapter', () => {
  describe('search', () => {
    it('GETs /search.ljson with the search as a snake_case query', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, page([1], { page: 1, has_next_page: false, has_prev_page: false })),
      );
      await listings(fetch).search(SEARCH);
      expectGet(fetch, '/search.ljson', {
        channel: 'lettings',
        place_id: 'gid-5f1c',
        min_beds: '2',
        tags: 'garden,parking',
      });
    });

    it('asks for the given page, else the search page, leaving page 1 out', async () => {
      const fetch = fetchStub().callsFake(async () => jsonResponse(200, page([], {})));
      const adapter = listings(fetch);
      await adapter.search({ ...SEARCH, page: 3 });
      await adapter.search({ ...SEARCH, page: 3 }, 5);
      await adapter.search(SEARCH, 1);
      await adapter.search(SEARCH, 0);
      expect(sent(fetch, 0).query.get('page')).to.equal('3');
      expect(sent(fetch, 1).query.get('page')).to.equal('5');
      expect(sent(fetch, 2).query.has('page')).to.equal(false);
      expect(sent(fetch, 3).query.has('page')).to.equal(false);
    });

    it('decodes properties and pagination', async () => {
      const body = {
        properties: [
          card(7, { price: '£350,000', priceValue: '350000', bedrooms: 3, tags: ['garden'] }),
        ],
        pagination: {
          page: 2,
          per_page: 20,
          total: '41',
          has_next_page: true,
          has_prev_page: 'true',
        },
      };
      const result = await listings(fetchStub().resolves(jsonResponse(200, body))).search(
        SEARCH,
        2,
      );
      expect(result).to.deep.equal(
        right({
          properties: [
            {
              property_id: '7',
              display_address: '7 High Street, Taunton',
              property_url: '/properties/7',
              property_channel: 'sales',
              photos: [],
              tags: ['garden'],
              price: '£350,000',
              priceValue: 350000,
              bedrooms: 3,
            },
          ],
          pagination: { page: 2, has_next_page: true, has_prev_page: true, total: 41 },
        }),
      );
    });

    it('uses url when property_url is missing and treats null fields as absent', async () => {
      const body = {
        properties: [{ property_id: 'a1', display_address: 'x', url: '/p/a1', bedrooms: null }],
        pagination: {},
      };
      const result = await listings(fetchStub().resolves(jsonResponse(200, body))).search(SEARCH);
      expect(result._tag === 'Right' && result.right.properties[0]).to.deep.include({
        property_url: '/p/a1',
      });
      expect(result._tag === 'Right' && result.right.properties[0]).not.to.have.property(
        'bedrooms',
      );
    });

    it('drops unreadable properties, keeps the rest and logs what was dropped', async () => {
      const logger = loggerSpy();
      const body = {
        properties: [card(1), { property_id: 2 }, 'junk', card(3)],
        pagination: { page: 1 },
      };
      const result = await listings(fetchStub().resolves(jsonResponse(200, body)), logger).search(
        SEARCH,
      );
      expect(
        result._tag === 'Right' && result.right.properties.map((p) => p.property_id),
      ).to.deep.equal(['1', '3']);
      expect(logger.warn.firstCall.args[0]).to.match(
        /^GET \/search\.ljson: 2 unreadable properties dropped: properties\[1\]/,
      );
    });

    it('fills missing pagination with the requested page and no neighbours', async () => {
      const result = await listings(
        fetchStub().resolves(jsonResponse(200, { properties: [] })),
      ).search(SEARCH, 4);
      expect(result).to.deep.equal(
        right({
          properties: [],
          pagination: { page: 4, has_next_page: false, has_prev_page: false },
        }),
      );
    });

    it('answers a decode failure for a body without a properties list', async () => {
      for (const body of [{ results: [] }, [card(1)], { properties: 'none' }]) {
        const result = await listings(fetchStub().resolves(jsonResponse(200, body))).search(SEARCH);
        expect(result._tag === 'Left' && result.left.kind).to.equal('decode');
      }
    });

    it('answers http, network, time-out style failures and malformed bodies as failures', async () => {
      expect(
        await listings(fetchStub().resolves(jsonResponse(404, {}))).search(SEARCH),
      ).to.deep.equal(left({ kind: 'http', status: 404 }));
      expect(
        await listings(fetchStub().resolves(jsonResponse(500, {}))).search(SEARCH),
      ).to.deep.equal(left({ kind: 'http', status: 500 }));
      expect(
        await listings(fetchStub().rejects(new TypeError('offline'))).search(SEARCH),
      ).to.deep.equal(left({ kind: 'network' }));
      expect(
        await listings(fetchStub().resolves(textResponse(200, '{'))).search(SEARCH),
      ).to.deep.equal(left({ kind: 'decode', detail: 'malformed JSON body' }));
    });
  });

  describe('mapListings', () => {
    it('GETs /search/map.ljson with the whole search and no page', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { properties: [], total: 0 }));
      await listings(fetch).mapListings({ ...SEARCH, page: 4 });
      const request = sent(fetch);
      expect(request.path).to.equal('/search/map.ljson');
      expect(request.query.has('page')).to.equal(false);
      expect(request.query.get('place_id')).to.equal('gid-5f1c');
    });

    it('decodes light cards and the whole count, dropping an unreadable card', async () => {
      const logger = loggerSpy();
      const body = {
        properties: [
          card(7, { latitude: 51.01, longitude: -3.1, price: '£350,000' }),
          { property_id: 8 },
        ],
        total: '140',
      };
      const result = await listings(
        fetchStub().resolves(jsonResponse(200, body)),
        logger,
      ).mapListings(SEARCH);
      expect(result._tag === 'Right' && result.right.total).to.equal(140);
      expect(
        result._tag === 'Right' &&
          result.right.properties.map((p) => [p.property_id, p.latitude, p.price]),
      ).to.deep.equal([['7', 51.01, '£350,000']]);
      expect(logger.warn.callCount).to.equal(1);
    });

    it('counts the cards sent when the total is missing or smaller', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, { properties: [card(1), card(2)], total: 1 }),
      );
      const result = await listings(fetch).mapListings(SEARCH);
      expect(result._tag === 'Right' && result.right.total).to.equal(2);
    });

    it('fails on a body without a properties list, and on a failed call', async () => {
      const bad = await listings(fetchStub().resolves(jsonResponse(200, { pins: [] }))).mapListings(
        SEARCH,
      );
      expect(bad._tag).to.equal('Left');
      const down = await listings(fetchStub().resolves(jsonResponse(404, {}))).mapListings(SEARCH);
      expect(down._tag === 'Left' && down.left.kind).to.equal('http');
    });
  });

  describe('nextPrevious', () => {
    it('links the neighbours on the same page', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, page([1, 2, 3], { page: 1, has_next_page: true })),
      );
      expect(await listings(fetch).nextPrevious(SEARCH, '2')).to.deep.equal(
        right({ next: '/properties/3', previous: '/properties/1' }),
      );
      expect(fetch.callCount).to.equal(1);
    });

    it('fetches the next page for the last property on a page and names it', async () => {
      const fetch = fetchStub();
      fetch
        .onCall(0)
        .resolves(
          jsonResponse(200, page([1, 2, 3], { page: 2, has_next_page: true, has_prev_page: true })),
        );
      fetch.onCall(1).resolves(jsonResponse(200, page([4, 5], { page: 3, has_prev_page: true })));
      const links = await listings(fetch).nextPrevious({ ...SEARCH, page: 2 }, '3');
      expect(links).to.deep.equal(
        right({ next: '/properties/4', previous: '/properties/2', nextPage: 3 }),
      );
      expect(sent(fetch, 0).query.get('page')).to.equal('2');
      expect(sent(fetch, 1).query.get('page')).to.equal('3');
    });

    it('fetches the previous page for the first property on a page and names it', async () => {
      const fetch = fetchStub();
      fetch.onCall(0).resolves(jsonResponse(200, page([4, 5], { page: 2, has_prev_page: true })));
      fetch
        .onCall(1)
        .resolves(jsonResponse(200, page([1, 2, 3], { page: 1, has_next_page: true })));
      const links = await listings(fetch).nextPrevious({ ...SEARCH, page: 2 }, '4');
      expect(links).to.deep.equal(
        right({ next: '/properties/5', previous: '/properties/3', prevPage: 1 }),
      );
      expect(sent(fetch, 1).query.has('page')).to.equal(false);
    });

    it('gives no previous link on the first page and no next link on the last', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, page([1], { page: 1, has_prev_page: true })),
      );
      expect(await listings(fetch).nextPrevious(SEARCH, '1')).to.deep.equal(right({}));
      expect(fetch.callCount).to.equal(1);
    });

    it('gives no links for a property that is not in the results', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, page([1, 2], { page: 1 })));
      expect(await listings(fetch).nextPrevious(SEARCH, '99')).to.deep.equal(right({}));
    });

    it('loses only the edge link when the neighbouring page fails or is empty', async () => {
      const logger = loggerSpy();
      const fetch = fetchStub();
      fetch
        .onCall(0)
        .resolves(
          jsonResponse(200, page([1, 2], { page: 2, has_next_page: true, has_prev_page: true })),
        );
      fetch.onCall(1).resolves(jsonResponse(500, {}));
      fetch
        .onCall(2)
        .resolves(
          jsonResponse(200, page([1, 2], { page: 2, has_next_page: true, has_prev_page: true })),
        );
      fetch.onCall(3).resolves(jsonResponse(200, page([], { page: 3 })));
      const adapter = listings(fetch, logger);
      expect(await adapter.nextPrevious({ ...SEARCH, page: 2 }, '1')).to.deep.equal(
        right({ next: '/properties/2' }),
      );
      expect(logger.warn.firstCall.args[0]).to.equal(
        'GET /search.ljson: page 1 for the property links failed (http)',
      );
      expect(await adapter.nextPrevious({ ...SEARCH, page: 2 }, '2')).to.deep.equal(
        right({ previous: '/properties/1' }),
      );
      expect(fetch.callCount).to.equal(4);
    });

    it('answers the failure of the search page itself', async () => {
      expect(
        await listings(fetchStub().resolves(jsonResponse(503, {}))).nextPrevious(SEARCH, '1'),
      ).to.deep.equal(left({ kind: 'http', status: 503 }));
    });
  });

  describe('helpers', () => {
    it('listingsQuery leaves out the clicked property and the search page', () => {
      expect(listingsQuery({ channel: 'sales', clickedProperty: '9', page: 4 }, 1)).to.deep.equal({
        channel: 'sales',
      });
    });

    it('paginationFrom ignores nonsense values', () => {
      expect(paginationFrom({ page: -2, total: 'lots', has_next_page: 'yes' }, 3)).to.deep.equal({
        page: 3,
        has_next_page: false,
        has_prev_page: false,
      });
      expect(paginationFrom('x', 1)).to.deep.equal({
        page: 1,
        has_next_page: false,
        has_prev_page: false,
      });
    });

    it('normalisePropertyItem leaves non-objects and exchangedPrice null alone', () => {
      expect(normalisePropertyItem(3)).to.equal(3);
      expect(normalisePropertyItem({ exchangedPrice: null, url: 5 })).to.deep.equal({
        exchangedPrice: null,
        url: 5,
      });
    });
  });
});
