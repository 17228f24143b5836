import { expect } from 'chai';
import fc from 'fast-check';
import {
  CLUSTER_CELL_PX,
  MAX_CLUSTER_ZOOM,
  clusterPins,
  worldPixel,
} from '../../../core/maps/map-clusters.js';

interface Pin {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
}

const TAUNTON: Pin = { id: 'taunton', lat: 51.0153, lng: -3.1068 };
const NEXT_DOOR: Pin = { id: 'next-door', lat: 51.0154, lng: -3.1067 };
const BRIDGWATER: Pin = { id: 'bridgwater', lat: 51.1282, lng: -3.0038 };

/** Pins in and around Somerset, some on the same spot, some without a usable position. */
const pins = fc.array(
  fc.oneof(
    fc.record({
      id: fc.uuid(),
      lat: fc.double({ min: 50.5, max: 51.5, noNaN: true }),
      lng: fc.double({ min: -4, max: -2, noNaN: true }),
    }),
    fc.record({ id: fc.uuid(), lat: fc.constant(0), lng: fc.constant(0) }),
    fc.constant(TAUNTON),
  ),
  { maxLength: 300 },
);
const zooms = fc.integer({ min: 0, max: 20 });

describe('clusterPins', () => {
  it('groups pins that share a grid cell at a county view into one count bubble', () => {
    const clusters = clusterPins([TAUNTON, NEXT_DOOR, BRIDGWATER], 9);
    expect(clusters.map((c) => c.members.map((m) => m.id))).to.deep.equal([
      ['taunton', 'next-door'],
      ['bridgwater'],
    ]);
    expect(clusters[0]!.centre.lat).to.be.closeTo(51.01535, 1e-9);
    expect(clusters[0]!.bounds).to.deep.equal({
      south: 51.0153,
      west: -3.1068,
      north: 51.0154,
      east: -3.1067,
    });
  });

  it('puts every pin on its own at street level', () => {
    const clusters = clusterPins(
      [TAUNTON, NEXT_DOOR, { ...TAUNTON, id: 'same-spot' }],
      MAX_CLUSTER_ZOOM,
    );
    expect(clusters.map((c) => c.members.length)).to.deep.equal([1, 1, 1]);
  });

  it('leaves out pins without a usable position and answers nothing for nothing', () => {
    expect(
      clusterPins(
        [
          { id: 'none', lat: 0, lng: 0 },
          { id: 'nan', lat: Number.NaN, lng: 1 },
        ],
        10,
      ),
    ).to.deep.equal([]);
    expect(clusterPins([], 10)).to.deep.equal([]);
  });

  it('reads a zoom between levels as the level below, and a nonsense zoom as the whole world', () => {
    const ids = (zoom: number) =>
      clusterPins([TAUNTON, BRIDGWATER], zoom).map((c) => c.members.length);
    expect(ids(9.7)).to.deep.equal(ids(9));
    expect(ids(Number.NaN)).to.deep.equal([2]);
    expect(ids(-3)).to.deep.equal([2]);
  });

  it('places the world on a 256 px tile at zoom 0', () => {
    const origin = worldPixel({ lat: 0, lng: 0 }, 0);
    expect(origin.x).to.equal(128);
    expect(origin.y).to.be.closeTo(128, 1e-9);
    expect(worldPixel({ lat: 90, lng: 180 }, 1).x).to.equal(512);
  });

  it('puts every listing in exactly one cluster, and the counts add up to the listings with a position', () => {
    fc.assert(
      fc.property(pins, zooms, (raw, zoom) => {
        // One object per listing, even where two share a spot.
        const list = raw.map((pin, index) => ({ ...pin, index }));
        const clusters = clusterPins(list, zoom);
        const placed = list.filter((p) => !(p.lat === 0 && p.lng === 0));
        expect(clusters.reduce((sum, c) => sum + c.members.length, 0)).to.equal(placed.length);
        const seen = clusters.flatMap((c) => c.members.map((m) => m.index)).sort((a, b) => a - b);
        expect(seen).to.deep.equal(placed.map((p) => p.index));
        for (const cluster of clusters) expect(cluster.members.length).to.be.at.least(1);
      }),
    );
  });

  it('keeps each bubble over its own pins: the centre lies within their bounds', () => {
    fc.assert(
      fc.property(pins, zooms, (list, zoom) => {
        for (const { centre, bounds } of clusterPins(list, zoom)) {
          expect(centre.lat).to.be.within(bounds.south - 1e-9, bounds.north + 1e-9);
          expect(centre.lng).to.be.within(bounds.west - 1e-9, bounds.east + 1e-9);
        }
      }),
    );
  });

  it('only splits clusters when zooming in: each cluster one level closer lies inside one cluster', () => {
    fc.assert(
      fc.property(pins, fc.integer({ min: 0, max: MAX_CLUSTER_ZOOM - 1 }), (list, zoom) => {
        const outer = new Map<Pin, number>();
        clusterPins(list, zoom).forEach((cluster, index) =>
          cluster.members.forEach((m) => outer.set(m, index)),
        );
        for (const cluster of clusterPins(list, zoom + 1)) {
          expect(new Set(cluster.members.map((m) => outer.get(m))).size).to.equal(1);
        }
      }),
    );
  });

  it('never groups pins further apart than one cell at that zoom', () => {
    fc.assert(
      fc.property(pins, zooms, (list, zoom) => {
        for (const { members } of clusterPins(list, zoom)) {
          const px = members.map((m) => worldPixel(m, zoom));
          const xs = px.map((p) => p.x);
          const ys = px.map((p) => p.y);
          expect(Math.max(...xs) - Math.min(...xs)).to.be.below(CLUSTER_CELL_PX);
          expect(Math.max(...ys) - Math.min(...ys)).to.be.below(CLUSTER_CELL_PX);
        }
      }),
    );
  });
});
