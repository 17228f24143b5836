import { expect } from 'chai';
import { buildSearchUrl } from '../../core/search/search-path.js';
import { searchToQuery } from '../../core/search/search-query.js';
import { encodePolyline } from '../../core/search/polyline.js';
import { useTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

const TAUNTON = 'f58b2ee6';

describe('sandbox search calls', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (visitor = v)));

  const location = async (path: string) => {
    const response = await visitor.fetch(path);
    expect(response.status, path).to.equal(302);
    return response.headers.get('location');
  };
  const results = async (query: string) => {
    const response = await visitor.fetch(`/search.ljson?${query}`);
    expect(response.status, query).to.equal(200);
    return (await response.json()) as {
      properties: Record<string, any>[];
      pagination: Record<string, any>;
    };
  };

  describe('GET /search', () => {
    it('redirects to the canonical results path with the place slug', async () => {
      const url = buildSearchUrl({
        channel: 'lettings',
        placeId: TAUNTON,
        minBeds: 2,
        tags: ['garden'],
      });
      expect(await location(url)).to.equal(
        `/property-to-rent/taunton/gid-${TAUNTON}/from-2-bed/tag-garden`,
      );
    });

    it('adds #/map for hashbang=map', async () => {
      expect(
        await location(buildSearchUrl({ channel: 'sales', maxPrice: 300000 }, { map: true })),
      ).to.equal('/property-for-sale/up-to-300000#/map');
    });

    it('turns a free-text place into its place id', async () => {
      expect(await location('/search?channel=sales&q=Taunton%2C%20Somerset')).to.equal(
        `/property-for-sale/taunton/gid-${TAUNTON}`,
      );
    });

    it('drops a place it cannot find and says so with a flash', async () => {
      expect(await location('/search?channel=sales&q=Atlantis&fragment=from-3-bed')).to.equal(
        '/property-for-sale/from-3-bed#/flash/location-not-found',
      );
    });

    it('sends a missing or invalid search to /property-for-sale', async () => {
      expect(await location('/search')).to.equal('/property-for-sale');
      expect(await location('/search?channel=nonsense&fragment=from--3/page-0')).to.equal(
        '/property-for-sale',
      );
    });

    it('reads a search form sent without JavaScript: its fields by name, a blank one as unset', async () => {
      const sent =
        '/search?channel=lettings&q=Taunton&min_beds=2&max_beds=&min_price=&max_price=&tags=garden&sorted=most-recent-first';
      expect(await location(sent)).to.equal(
        `/property-to-rent/taunton/gid-${TAUNTON}/from-2-bed/tag-garden/most-recent-first`,
      );
    });

    it("leaves the agency's default status out of the path, as the front end does", async () => {
      const harbour = new Visitor(t.url, { 'x-sandbox-agency': 'harbour' });
      const response = await harbour.fetch('/search?channel=sales&status=available&min_beds=1');
      expect(response.headers.get('location')).to.equal('/property-for-sale/from-1-bed');
      expect(await location('/search?channel=sales&status=available')).to.equal(
        '/property-for-sale/status-available',
      );
    });

    it('sends a branch search to the branch results', async () => {
      expect(await location('/search?channel=sales&branch_id=12')).to.equal(
        '/branches/bridgwater/properties/property-for-sale',
      );
    });
  });

  describe('GET /search.ljson', () => {
    it('answers cards with property_id, property_url and url, and pagination', async () => {
      const body = await results('channel=sales&per_page=5');
      expect(body.properties).to.have.length(5);
      for (const card of body.properties) {
        expect(card['property_url']).to.match(/^\/properties\/\d+\//);
        expect(card['url']).to.equal(card['property_url']);
        expect(card['property_id']).to.equal(card['id']);
      }
      expect(body.pagination).to.include({
        page: 1,
        per_page: 5,
        has_prev_page: false,
        has_next_page: true,
      });
    });

    it('reads the /search URL form with a fragment', async () => {
      const body = await results(
        buildSearchUrl({ channel: 'sales', placeId: TAUNTON, minBeds: 3 }).split('?')[1] as string,
      );
      expect(body.properties.length).to.be.greaterThan(0);
      for (const card of body.properties) {
        expect(card['display_address']).to.match(/Taunton$/);
        expect(card['bedrooms']).to.be.at.least(3);
      }
    });

    it('reads the flat snake_case form', async () => {
      const query = new URLSearchParams(
        searchToQuery({ channel: 'lettings', maxPrice: 1000, sorted: 'least-expensive-first' }),
      );
      const body = await results(query.toString());
      const prices = body.properties.map((c) => c['priceValue'] as number);
      expect(prices.length).to.be.greaterThan(0);
      expect(prices.every((p) => p <= 1000)).to.equal(true);
      expect(prices).to.deep.equal([...prices].sort((a, b) => a - b));
      expect(body.properties.every((c) => c['property_channel'] === 'lettings')).to.equal(true);
    });

    it('filters by polygon, within a distance, tags and status', async () => {
      const poly = encodePolyline([
        { lat: 50.98, lng: -3.16 },
        { lat: 50.98, lng: -3.05 },
        { lat: 51.05, lng: -3.05 },
        { lat: 51.05, lng: -3.16 },
      ]);
      const inPolygon = await results(
        new URLSearchParams({ channel: 'sales', poly, per_page: '500' }).toString(),
      );
      expect(inPolygon.properties.length).to.be.greaterThan(0);
      expect(
        inPolygon.properties.every(
          (c) =>
            c['latitude'] >= 50.98 &&
            c['latitude'] <= 51.05 &&
            c['longitude'] >= -3.16 &&
            c['longitude'] <= -3.05,
        ),
      ).to.equal(true);
      const near = await results(`channel=sales&place_id=${TAUNTON}&within=5-miles&per_page=500`);
      const inTown = await results(`channel=sales&place_id=${TAUNTON}&per_page=500`);
      expect(near.pagination['total']).to.be.greaterThan(inTown.pagination['total']);
      const gardens = await results('channel=sales&tags=house,garden&per_page=500');
      expect(
        gardens.properties.every(
          (c) => c['tags'].includes('house') && c['tags'].includes('garden'),
        ),
      ).to.equal(true);
      const sold = await results('channel=sales&status=sold&per_page=500');
      expect(sold.properties.length).to.be.greaterThan(0);
      expect(sold.properties.every((c) => c['status'] === 'sold')).to.equal(true);
    });

    it('pages through everything, up to 500 a page', async () => {
      const all = await results('channel=sales&per_page=500');
      const total = all.pagination['total'] as number;
      expect(all.properties).to.have.length(total);
      const last = await results(`channel=sales&per_page=10&page=${Math.ceil(total / 10)}`);
      expect(last.pagination).to.include({ has_next_page: false, has_prev_page: true });
      const ids = new Set<string>();
      for (let page = 1; page <= Math.ceil(total / 10); page += 1) {
        for (const card of (await results(`channel=sales&per_page=10&page=${page}`)).properties)
          ids.add(card['property_id']);
      }
      expect(ids.size).to.equal(total);
      expect((await results('channel=sales&per_page=9999')).pagination['per_page']).to.equal(500);
    });

    it("applies the agency's default search status when none is given", async () => {
      const harbour = new Visitor(t.url, { 'x-sandbox-agency': 'harbour' });
      const body = (await (
        await harbour.fetch('/search.ljson?channel=sales&per_page=500')
      ).json()) as { properties: Record<string, any>[] };
      expect(body.properties.length).to.be.greaterThan(0);
      expect(body.properties.every((c) => c['status'] === 'for sale')).to.equal(true);
    });
  });

  describe('GET /search/map.ljson', () => {
    it('answers every match of the search, whatever its page, as light cards with the whole count', async () => {
      const all = await results('channel=sales&per_page=500');
      const response = await visitor.fetch('/search/map.ljson?channel=sales&page=3');
      expect(response.status).to.equal(200);
      const body = (await response.json()) as {
        properties: Record<string, unknown>[];
        total: number;
      };
      expect(body.total).to.equal(all.properties.length);
      expect(body.properties.map((c) => c['property_id'])).to.deep.equal(
        all.properties.map((c) => c['property_id']),
      );
      const [first] = body.properties;
      expect(Object.keys(first ?? {})).to.include.members([
        'property_id',
        'property_url',
        'display_address',
        'latitude',
        'longitude',
        'price',
      ]);
      expect(first).to.not.have.property('photos');
    });

    it('filters as the results do: a drawn area keeps only what lies inside it', async () => {
      const poly = encodePolyline([
        { lat: 50.98, lng: -3.15 },
        { lat: 51.05, lng: -3.15 },
        { lat: 51.05, lng: -3.05 },
      ]);
      const query = new URLSearchParams(searchToQuery({ channel: 'sales', poly })).toString();
      const body = (await (await visitor.fetch(`/search/map.ljson?${query}`)).json()) as {
        properties: unknown[];
        total: number;
      };
      expect(body.total).to.equal((await results(`${query}&per_page=500`)).properties.length);
      expect(body.properties).to.have.length(body.total);
      expect(body.total).to.be.greaterThan(0);
      expect(body.total).to.be.below(
        (await results('channel=sales&per_page=500')).properties.length,
      );
    });
  });
});
