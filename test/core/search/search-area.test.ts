import { expect } from 'chai';
import fc from 'fast-check';
import { boundsArea, drawnAreaCorners } from '../../../core/maps/polygon.js';
import { WHERE_FIELDS, searchArea, searchInArea } from '../../../core/search/search-area.js';
import { buildSearchPath, parseSearchPath } from '../../../core/search/search-path.js';
import { normaliseSearch } from '../../../core/search/search-normalise.js';
import { removeFilter } from '../../../core/search/active-filters.js';
import type { LatLng } from '../../../core/search/polyline.js';
import type { Search } from '../../../core/search/search.js';
import { POLYLINE, POLYLINE_POINTS, POLY_SEGMENT } from './search-builders.js';
import { validSearch } from './search.arbitrary.js';

const TRIANGLE = POLYLINE_POINTS;

/** A lettings search in Taunton with a filter of every kind, on page 3 after a property was opened. */
const IN_TAUNTON: Search = {
  channel: 'lettings',
  placeSlug: 'taunton',
  placeId: '5f1c',
  place: { place_id: '5f1c', name: 'Taunton', county_name: 'Somerset' },
  q: 'Taunton, Somerset',
  branchId: 'b7',
  within: '0-5-miles',
  minBeds: 2,
  maxPrice: 1500,
  status: 'available',
  tags: ['garden'],
  pets: true,
  sorted: 'most-recent-first',
  page: 3,
  clickedProperty: 'p9',
};

/** What drawing keeps of IN_TAUNTON: its filters, without the page or the clicked property. */
const FILTERS: Search = {
  channel: 'lettings',
  minBeds: 2,
  maxPrice: 1500,
  status: 'available',
  tags: ['garden'],
  pets: true,
  sorted: 'most-recent-first',
};

describe('searches of an area drawn on the map', () => {
  describe('drawnAreaCorners', () => {
    it('rounds each corner to the polyline’s five decimal places', () => {
      expect(
        drawnAreaCorners([
          { lat: 51.123456, lng: -3.123454 },
          { lat: 51.2, lng: -3.1 },
          { lat: 51.1, lng: -3.0000049 },
        ]),
      ).to.deep.equal([
        { lat: 51.12346, lng: -3.12345 },
        { lat: 51.2, lng: -3.1 },
        { lat: 51.1, lng: -3 },
      ]);
    });

    it('drops a corner placed twice in a row (a double tap), and a last corner back on the first', () => {
      const [a, b, c] = TRIANGLE as [LatLng, LatLng, LatLng];
      expect(drawnAreaCorners([a, a, b, c])).to.deep.equal(TRIANGLE);
      expect(drawnAreaCorners([a, b, c, a])).to.deep.equal(TRIANGLE);
      expect(drawnAreaCorners([a, b, { lat: 40.700001, lng: -120.950004 }, c])).to.deep.equal(
        TRIANGLE,
      );
    });

    it('makes no area of fewer than three distinct corners, more than sixty, or a corner off the globe', () => {
      const [a, b] = TRIANGLE as [LatLng, LatLng, LatLng];
      expect(drawnAreaCorners([a, b])).to.equal(undefined);
      expect(drawnAreaCorners([a, a, a])).to.equal(undefined);
      expect(drawnAreaCorners([a, b, b, a])).to.equal(undefined);
      expect(drawnAreaCorners([a, b, { lat: Number.NaN, lng: 0 }])).to.equal(undefined);
      expect(drawnAreaCorners([a, b, { lat: 91, lng: 0 }])).to.equal(undefined);
      const sixtyOne = Array.from({ length: 61 }, (_, i) => ({ lat: 51 + i / 100, lng: -3 }));
      expect(drawnAreaCorners(sixtyOne)).to.equal(undefined);
      expect(drawnAreaCorners(sixtyOne.slice(0, 60))).to.have.length(60);
    });
  });

  describe('searchInArea', () => {
    it('puts the area in place of the place, branch and distance, keeps every filter and goes back to page 1', () => {
      expect(searchInArea(IN_TAUNTON, TRIANGLE)).to.deep.equal({ ...FILTERS, poly: POLYLINE });
    });

    it('writes the results path with the poly- segment among the filters', () => {
      const next = searchInArea(IN_TAUNTON, TRIANGLE)!;
      expect(buildSearchPath(next)).to.equal(
        `/property-to-rent/from-2-bed/up-to-1500/status-available/tag-garden/${POLY_SEGMENT}/pets/most-recent-first`,
      );
    });

    it('replaces an area drawn before', () => {
      const square = boundsArea({ south: 51, west: -3.2, north: 51.1, east: -3 });
      const before = searchInArea({ channel: 'sales', minBeds: 3 }, square)!;
      expect(searchInArea(before, TRIANGLE)).to.deep.equal({
        channel: 'sales',
        minBeds: 3,
        poly: POLYLINE,
      });
    });

    it('takes the part of the map in view as a rectangle (core boundsArea), the same as four corners drawn', () => {
      const inView = boundsArea({ south: 50.95, west: -3.25, north: 51.1, east: -2.95 });
      const next = searchInArea({ channel: 'sales' }, inView)!;
      expect(searchArea(next)).to.deep.equal([
        { lat: 50.95, lng: -3.25 },
        { lat: 51.1, lng: -3.25 },
        { lat: 51.1, lng: -2.95 },
        { lat: 50.95, lng: -2.95 },
      ]);
    });

    it('makes no search of corners that make no area', () => {
      expect(searchInArea(IN_TAUNTON, TRIANGLE.slice(0, 2))).to.equal(undefined);
      expect(searchInArea(IN_TAUNTON, [])).to.equal(undefined);
      const dot = { lat: 51, lng: -3 };
      expect(searchInArea(IN_TAUNTON, [dot, dot, dot, dot])).to.equal(undefined);
    });

    it('is undone by the chip’s removal, which keeps the filters', () => {
      const next = searchInArea(IN_TAUNTON, TRIANGLE)!;
      expect(removeFilter(next, { field: 'poly' })).to.deep.equal(FILTERS);
    });
  });

  describe('searchArea', () => {
    it('reads the corners of the area a search holds', () => {
      expect(searchArea({ channel: 'sales', poly: POLYLINE })).to.deep.equal(TRIANGLE);
    });

    it('reads none from a search without an area, a malformed polyline or one of two points', () => {
      expect(searchArea({ channel: 'sales' })).to.equal(undefined);
      expect(searchArea({ channel: 'sales', poly: 'not a polyline ~~~' })).to.equal(undefined);
      expect(searchArea({ channel: 'sales', poly: '_p~iF~ps|U_ulLnnqC' })).to.equal(undefined);
    });
  });

  describe('properties', () => {
    const coordinate = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true });
    const corner = fc.record({ lat: coordinate(90), lng: coordinate(180) });
    const anyCorner = fc.record({ lat: fc.double(), lng: fc.double() });
    /** What drawing keeps of a search: all of it but where, the page and the clicked property. */
    const kept = (search: Search): Record<string, unknown> => {
      const out: Record<string, unknown> = { ...normaliseSearch(search) };
      for (const key of [...WHERE_FIELDS, 'page', 'clickedProperty', 'poly']) delete out[key];
      return out;
    };

    it('round trip: draw, write the path, parse it: the same corners within the precision, the filters untouched', () => {
      fc.assert(
        fc.property(validSearch, fc.array(corner, { minLength: 3, maxLength: 60 }), (s, drawn) => {
          const next = searchInArea(s, drawn);
          const area = drawnAreaCorners(drawn);
          expect(next === undefined).to.equal(area === undefined);
          if (next === undefined || area === undefined) return;
          const parsed = parseSearchPath(buildSearchPath(next));
          expect(searchArea(parsed)).to.deep.equal(area);
          for (const point of area) {
            const near = drawn.some(
              (p) => Math.abs(p.lat - point.lat) <= 5e-6 && Math.abs(p.lng - point.lng) <= 5e-6,
            );
            expect(near, `${point.lat},${point.lng} is a drawn corner`).to.equal(true);
          }
          expect(kept(parsed)).to.deep.equal(kept(s));
          for (const key of WHERE_FIELDS) expect(parsed).to.not.have.property(key);
        }),
      );
    });

    it('never throws, and any search it makes holds at least three distinct corners', () => {
      fc.assert(
        fc.property(validSearch, fc.array(anyCorner, { maxLength: 70 }), (s, drawn) => {
          const next = searchInArea(s, drawn);
          if (next === undefined) return;
          const corners = searchArea(next) ?? [];
          const distinct = new Set(corners.map((p) => `${p.lat},${p.lng}`));
          expect(distinct.size).to.be.at.least(3);
        }),
      );
    });
  });
});
