import { expect } from 'chai';
import fc from 'fast-check';
import {
  MAX_AREA_CORNERS,
  areaCorners,
  boundsArea,
  isInsideArea,
} from '../../../core/maps/polygon.js';

/** Around Taunton: a square a few miles across. */
const SQUARE = [
  { lat: 50.98, lng: -3.15 },
  { lat: 51.05, lng: -3.15 },
  { lat: 51.05, lng: -3.05 },
  { lat: 50.98, lng: -3.05 },
];

describe('search areas (polygons)', () => {
  describe('isInsideArea', () => {
    it('holds a place inside the outline and not one outside it', () => {
      expect(isInsideArea({ lat: 51.0149, lng: -3.1013 }, SQUARE)).to.equal(true); // Taunton
      expect(isInsideArea({ lat: 51.1282, lng: -3.0038 }, SQUARE)).to.equal(false); // Bridgwater, to the north
      expect(isInsideArea({ lat: 51.0, lng: -3.2 }, SQUARE)).to.equal(false); // to the west, at the same latitude
    });

    it('follows a concave outline: the notch of an L is outside', () => {
      const l = [
        { lat: 0, lng: 0 },
        { lat: 2, lng: 0 },
        { lat: 2, lng: 1 },
        { lat: 1, lng: 1 },
        { lat: 1, lng: 2 },
        { lat: 0, lng: 2 },
      ];
      expect(isInsideArea({ lat: 0.5, lng: 1.5 }, l)).to.equal(true);
      expect(isInsideArea({ lat: 1.5, lng: 0.5 }, l)).to.equal(true);
      expect(isInsideArea({ lat: 1.5, lng: 1.5 }, l)).to.equal(false);
    });

    it('holds nothing in fewer than three corners', () => {
      expect(
        isInsideArea({ lat: 0, lng: 0 }, [
          { lat: -1, lng: -1 },
          { lat: 1, lng: 1 },
        ]),
      ).to.equal(false);
    });

    it('holds every point strictly inside a rectangle and none outside it (property)', () => {
      const rect = fc
        .tuple(
          fc.double({ min: -80, max: 80, noNaN: true }),
          fc.double({ min: -170, max: 170, noNaN: true }),
          fc.double({ min: 0.01, max: 5, noNaN: true }),
          fc.double({ min: 0.01, max: 5, noNaN: true }),
        )
        .map(([south, west, height, width]) => ({
          south,
          west,
          north: south + height,
          east: west + width,
        }));
      fc.assert(
        fc.property(
          rect,
          fc.double({ min: 0.01, max: 0.99, noNaN: true }),
          fc.double({ min: 0.01, max: 0.99, noNaN: true }),
          (b, u, v) => {
            const area = boundsArea(b);
            const inside = {
              lat: b.south + u * (b.north - b.south),
              lng: b.west + v * (b.east - b.west),
            };
            expect(isInsideArea(inside, area)).to.equal(true);
            expect(isInsideArea({ lat: b.north + 0.5, lng: inside.lng }, area)).to.equal(false);
            expect(isInsideArea({ lat: inside.lat, lng: b.west - 0.5 }, area)).to.equal(false);
          },
        ),
      );
    });

    it('does not depend on the corner the outline starts from or its direction (property)', () => {
      // Whole-degree corners and a point off every line through two of them: no point on an edge.
      const corner = fc.record({
        lat: fc.integer({ min: -20, max: 20 }),
        lng: fc.integer({ min: -20, max: 20 }),
      });
      const point = fc
        .record({ lat: fc.integer({ min: -21, max: 20 }), lng: fc.integer({ min: -21, max: 20 }) })
        .map((p) => ({ lat: p.lat + 0.318309886, lng: p.lng + 0.707106781 }));
      fc.assert(
        fc.property(
          fc.array(corner, { minLength: 3, maxLength: 8 }),
          point,
          fc.nat(),
          (outline, point, shift) => {
            const start = shift % outline.length;
            const rotated = [...outline.slice(start), ...outline.slice(0, start)];
            expect(isInsideArea(point, rotated)).to.equal(isInsideArea(point, outline));
            expect(isInsideArea(point, [...outline].reverse())).to.equal(
              isInsideArea(point, outline),
            );
          },
        ),
      );
    });
  });

  describe('areaCorners', () => {
    it('takes 3 to 60 corners inside the world', () => {
      expect(areaCorners(SQUARE)).to.deep.equal(SQUARE);
      expect(areaCorners(SQUARE.slice(0, 2))).to.equal(undefined);
      expect(
        areaCorners(
          Array.from({ length: MAX_AREA_CORNERS + 1 }, (_, i) => ({ lat: i / 100, lng: i / 50 })),
        ),
      ).to.equal(undefined);
      expect(areaCorners([...SQUARE.slice(0, 3), { lat: 91, lng: 0 }])).to.equal(undefined);
      expect(areaCorners([...SQUARE.slice(0, 3), { lat: Number.NaN, lng: 0 }])).to.equal(undefined);
    });
  });

  describe('boundsArea', () => {
    it('gives the corners south-west, north-west, north-east, south-east', () => {
      expect(boundsArea({ south: 50, west: -4, north: 51, east: -3 })).to.deep.equal([
        { lat: 50, lng: -4 },
        { lat: 51, lng: -4 },
        { lat: 51, lng: -3 },
        { lat: 50, lng: -3 },
      ]);
    });

    it('holds a map zoomed far out to the edges of the world', () => {
      expect(boundsArea({ south: -95, west: -200, north: 95, east: 250 })).to.deep.equal([
        { lat: -90, lng: -180 },
        { lat: 90, lng: -180 },
        { lat: 90, lng: 180 },
        { lat: -90, lng: 180 },
      ]);
    });
  });
});
