import { expect } from 'chai';
import { encodePolyline } from '../../core/search/polyline.js';
import type { Search } from '../../core/search/search.js';
import {
  distanceMiles,
  filterListings,
  paginate,
  pointInPolygon,
  searchListings,
  sortListings,
} from '../../sandbox/listing-search.js';
import { buildAgency } from '../../sandbox/seed/index.js';
import type { Listing } from '../../sandbox/seed/types.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const oakfield = buildAgency('oakfield', NOW);
const context = { places: oakfield.places, now: NOW };
const find = (search: Partial<Search>): Listing[] =>
  filterListings(oakfield.listings, { channel: 'sales', ...search }, context);
const placeId = (name: string) => oakfield.places.find((p) => p.name === name)?.place_id as string;

describe('searching the seeded listings', () => {
  describe('the seed', () => {
    it('has 80+ listings with every status of SPEC §4, lettings, students, auctions, land and plots', () => {
      expect(oakfield.listings.length).to.be.greaterThan(80);
      const statuses = new Set(oakfield.listings.map((l) => l.detail.status));
      for (const s of [
        'for sale',
        'under offer',
        'sstc',
        'sold',
        'exchanged',
        'completed',
        'let agreed',
        'let',
      ])
        expect(statuses, s).to.include(s);
      expect(oakfield.listings.some((l) => l.detail.isStudent)).to.equal(true);
      expect(
        oakfield.listings.some(
          (l) => l.detail.disposal === 'auction' && (l.detail.exchangedPrice ?? 0) > 0,
        ),
      ).to.equal(true);
      expect(oakfield.listings.some((l) => (l.detail.acreage ?? 0) > 20)).to.equal(true);
      expect(
        oakfield.listings.filter((l) => l.detail.tags.includes('development plot')).length,
      ).to.be.greaterThan(5);
      // A Somerset agency's homes are all in England (test/sandbox/seed-realism.test.ts: each in its office's patch).
      expect(oakfield.listings.every((l) => l.country === 'england')).to.equal(true);
    });

    it('is the same on every start for the same date', () => {
      expect(JSON.stringify(buildAgency('oakfield', NOW).listings)).to.equal(
        JSON.stringify(oakfield.listings),
      );
    });

    it('prices listings in whole pounds', () => {
      for (const l of oakfield.listings)
        expect(Number.isSafeInteger(l.detail.priceValue), l.detail.property_id).to.equal(true);
    });
  });

  describe('pointInPolygon', () => {
    const square = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
      { lat: 1, lng: 0 },
    ];
    it('finds a point inside and a point outside a square', () => {
      expect(pointInPolygon({ lat: 0.5, lng: 0.5 }, square)).to.equal(true);
      expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, square)).to.equal(false);
    });
  });

  describe('filterListings', () => {
    it('keeps to the channel', () => {
      expect(find({}).every((l) => l.detail.property_channel === 'sales')).to.equal(true);
      expect(
        filterListings(oakfield.listings, { channel: 'lettings' }, context).every(
          (l) => l.detail.property_channel === 'lettings',
        ),
      ).to.equal(true);
    });

    it('keeps to a town, and to a whole county', () => {
      const taunton = find({ placeId: placeId('Taunton') });
      expect(taunton.length).to.be.greaterThan(3);
      expect(taunton.every((l) => l.town === 'Taunton')).to.equal(true);
      expect(find({ placeId: placeId('Somerset') }).every((l) => l.county === 'Somerset')).to.equal(
        true,
      );
      expect(find({ placeId: placeId('England') })).to.have.length(find({}).length);
      expect(find({ placeId: placeId('Scotland') })).to.deep.equal([]);
    });

    it('matches nothing for an unknown place', () => {
      expect(find({ placeId: 'no-such-place' })).to.deep.equal([]);
    });

    it('with within, takes everything within that distance of the place centre', () => {
      const taunton = oakfield.places.find((p) => p.name === 'Taunton');
      const near = find({ placeId: placeId('Taunton'), within: '10-miles' });
      expect(near.length).to.be.greaterThan(find({ placeId: placeId('Taunton') }).length);
      for (const l of near)
        expect(
          distanceMiles(
            { lat: taunton!.latitude, lng: taunton!.longitude },
            { lat: l.detail.latitude!, lng: l.detail.longitude! },
          ),
        ).to.be.at.most(10);
      expect(near.some((l) => l.town === 'Bishops Lydeard')).to.equal(true);
      expect(find({ placeId: placeId('Taunton'), within: '0-5-miles' }).length).to.be.lessThan(
        near.length,
      );
    });

    it('matches free text against the address, town, county and postcode', () => {
      const found = find({ q: 'bridgwater, somerset' });
      expect(found.length).to.be.greaterThan(0);
      expect(
        found.every((l) => l.town === 'Bridgwater' || l.placeText.includes('bridgwater')),
      ).to.equal(true);
    });

    it('requires every tag', () => {
      const found = find({ tags: ['house', 'garden'] });
      expect(found.length).to.be.greaterThan(0);
      expect(
        found.every((l) => l.detail.tags.includes('house') && l.detail.tags.includes('garden')),
      ).to.equal(true);
      expect(find({ tags: ['house', 'garden'] }).length).to.be.lessThan(
        find({ tags: ['house'] }).length,
      );
    });

    it('keeps to the drawn polygon', () => {
      const box = [
        { lat: 50.98, lng: -3.16 },
        { lat: 50.98, lng: -3.05 },
        { lat: 51.05, lng: -3.05 },
        { lat: 51.05, lng: -3.16 },
      ];
      const found = find({ poly: encodePolyline(box) });
      expect(found.length).to.be.greaterThan(0);
      expect(
        found.every((l) =>
          pointInPolygon({ lat: l.detail.latitude!, lng: l.detail.longitude! }, box),
        ),
      ).to.equal(true);
      expect(found.some((l) => l.town === 'Bridgwater')).to.equal(false);
    });

    it('finds the lots of one auction date', () => {
      const lot = oakfield.listings.find((l) => l.detail.auctionDate !== undefined)!;
      const found = find({ auctionDate: lot.detail.auctionDate });
      expect(found).to.include(lot);
      expect(found.every((l) => l.detail.auctionDate === lot.detail.auctionDate)).to.equal(true);
    });

    it('matches text anywhere in the listing', () => {
      const found = find({ text: 'wood-burning stove' });
      expect(found.length).to.be.greaterThan(0);
      expect(found.every((l) => l.fullText.includes('wood-burning'))).to.equal(true);
    });

    it('applies bedroom, price, acreage, square feet and floor area ranges', () => {
      expect(
        find({ minBeds: 3, maxBeds: 4 }).every(
          (l) => l.detail.bedrooms! >= 3 && l.detail.bedrooms! <= 4,
        ),
      ).to.equal(true);
      expect(find({ minBeds: 0 }).length).to.equal(find({}).length);
      expect(
        find({ minPrice: 200_000, maxPrice: 400_000 }).every(
          (l) => l.detail.priceValue! >= 200_000 && l.detail.priceValue! <= 400_000,
        ),
      ).to.equal(true);
      const acres = find({ minAcreage: 10 });
      expect(acres.length).to.be.greaterThan(0);
      expect(acres.every((l) => (l.detail.acreage ?? 0) >= 10)).to.equal(true);
      expect(find({ minSquareFeet: 1500 }).every((l) => (l.squareFeet ?? 0) >= 1500)).to.equal(
        true,
      );
      expect(
        find({ maxSquareFeet: 900 }).every(
          (l) => l.squareFeet !== undefined && l.squareFeet <= 900,
        ),
      ).to.equal(true);
      expect(find({ area: 150 }).every((l) => l.squareFeet! / 10.7639 >= 150)).to.equal(true);
    });

    it('matches a status, a comma list, any spelling, and available', () => {
      const underOffer = find({ status: 'under-offer' });
      expect(underOffer).to.have.length.greaterThan(0);
      expect(underOffer.every((l) => l.detail.status === 'under offer')).to.equal(true);
      const soldOrSstc = find({ status: 'sold,sstc' });
      expect(new Set(soldOrSstc.map((l) => l.detail.status))).to.deep.equal(
        new Set(['sold', 'sstc']),
      );
      expect(find({ status: 'available' }).every((l) => l.detail.status === 'for sale')).to.equal(
        true,
      );
    });

    it('finds listings created or updated in the last days', () => {
      const recent = find({ createdAgo: 7 });
      expect(recent.length).to.be.greaterThan(0);
      expect(
        recent.every((l) => NOW.getTime() - Date.parse(l.detail.createdAt!) <= 7 * 86_400_000),
      ).to.equal(true);
      expect(
        find({ updatedAgo: 3 }).every(
          (l) => NOW.getTime() - Date.parse(l.updatedAt) <= 3 * 86_400_000,
        ),
      ).to.equal(true);
    });

    it('finds short lets and pet-friendly lettings', () => {
      const lets = (search: Partial<Search>) =>
        filterListings(oakfield.listings, { channel: 'lettings', ...search }, context);
      expect(lets({ shortLets: true }).length).to.be.greaterThan(0);
      expect(lets({ shortLets: true }).every((l) => l.shortLet)).to.equal(true);
      expect(lets({ pets: true }).length).to.be.greaterThan(0);
      expect(lets({ pets: true }).every((l) => l.petsAllowed)).to.equal(true);
    });

    it('keeps to a branch', () => {
      const wellington = find({ branchId: '13' });
      expect(wellington).to.have.length.greaterThan(0);
      expect(wellington.every((l) => l.branchId === '13')).to.equal(true);
    });
  });

  describe('sortListings', () => {
    it('orders by price either way, by floor area, and by date', () => {
      const cheap = sortListings(find({}), 'least-expensive-first').map(
        (l) => l.detail.priceValue!,
      );
      expect(cheap).to.deep.equal([...cheap].sort((a, b) => a - b));
      const dear = sortListings(find({}), 'most-expensive-first').map((l) => l.detail.priceValue!);
      expect(dear).to.deep.equal([...dear].sort((a, b) => b - a));
      const recent = sortListings(find({})).map((l) => Date.parse(l.detail.createdAt!));
      expect(recent).to.deep.equal([...recent].sort((a, b) => b - a));
      const big = sortListings(find({ minSquareFeet: 1 }), 'most-square-feet-first').map(
        (l) => l.squareFeet!,
      );
      expect(big).to.deep.equal([...big].sort((a, b) => b - a));
    });
  });

  describe('searchListings', () => {
    it("gives cards that name their branch and carry their summary line, for a results list's list layout", () => {
      const { cards } = searchListings(oakfield.listings, { channel: 'sales' }, context, 12);
      for (const card of cards) {
        expect(card.branchID, card.property_id).to.be.a('string');
        expect(card.summary, card.property_id).to.match(/\S/);
        expect(card).to.not.have.any.keys('description', 'keyFeatures', 'floorplans');
      }
    });
  });

  describe('paginate', () => {
    it('pages with flags, caps the page size at 500 and clamps nonsense', () => {
      const items = Array.from({ length: 30 }, (_, i) => i);
      expect(paginate(items, 2, 12)).to.deep.equal({
        items: items.slice(12, 24),
        pagination: {
          page: 2,
          per_page: 12,
          total: 30,
          total_pages: 3,
          has_next_page: true,
          has_prev_page: true,
        },
      });
      expect(paginate(items, 1, 10_000).pagination.per_page).to.equal(500);
      expect(paginate(items, -3, 0).pagination).to.include({
        page: 1,
        per_page: 12,
        has_prev_page: false,
      });
      expect(paginate(items, 9, 12).items).to.deep.equal([]);
    });
  });
});
