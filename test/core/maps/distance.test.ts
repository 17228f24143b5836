import { expect } from 'chai';
import fc from 'fast-check';
import { EARTH_RADIUS_MILES, distanceMiles, formatMiles } from '../../../core/maps/distance.js';

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
/** Points in the British Isles, where the miles matter. */
const ukPoint = fc.record({
  lat: fc.double({ min: 49.9, max: 58.7, noNaN: true }),
  lng: fc.double({ min: -8, max: 1.8, noNaN: true }),
});

describe('distanceMiles (haversine, in miles)', () => {
  it('measures known distances between towns to within a tenth of a mile', () => {
    // Taunton to Bridgwater (town centres): about 9 miles as the crow flies.
    expect(
      distanceMiles({ lat: 51.0153, lng: -3.1068 }, { lat: 51.128, lng: -3.003 }),
    ).to.be.closeTo(9.0, 0.1);
    // Frome (BA11) to Somerton: about 21.6 miles.
    expect(
      distanceMiles({ lat: 51.229, lng: -2.321 }, { lat: 51.0553, lng: -2.7339 }),
    ).to.be.closeTo(21.6, 0.1);
    // A degree of latitude is about 69.1 miles anywhere.
    expect(distanceMiles({ lat: 51, lng: -3 }, { lat: 52, lng: -3 })).to.be.closeTo(69.09, 0.01);
  });

  it('is zero for the same point, never negative, and the same both ways', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceMiles(a, a)).to.equal(0);
        expect(distanceMiles(a, b)).to.be.at.least(0);
        expect(distanceMiles(a, b)).to.be.closeTo(distanceMiles(b, a), 1e-9);
      }),
    );
  });

  it('is never more than half the way round the Earth', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceMiles(a, b)).to.be.at.most(Math.PI * EARTH_RADIUS_MILES + 1e-6);
      }),
    );
  });

  it('keeps the triangle inequality: no detour is shorter than the straight line', () => {
    fc.assert(
      fc.property(ukPoint, ukPoint, ukPoint, (a, b, c) => {
        expect(distanceMiles(a, c)).to.be.at.most(distanceMiles(a, b) + distanceMiles(b, c) + 1e-9);
      }),
    );
  });

  it('agrees with the flat-map distance over a few miles (where both are right)', () => {
    fc.assert(
      fc.property(
        ukPoint,
        fc.double({ min: -0.1, max: 0.1, noNaN: true }),
        fc.double({ min: -0.1, max: 0.1, noNaN: true }),
        (a, dLat, dLng) => {
          const b = { lat: a.lat + dLat, lng: a.lng + dLng };
          const rad = Math.PI / 180;
          const flat =
            EARTH_RADIUS_MILES *
            rad *
            Math.hypot(dLat, dLng * Math.cos(((a.lat + b.lat) / 2) * rad));
          expect(distanceMiles(a, b)).to.be.closeTo(flat, 0.01);
        },
      ),
    );
  });
});

describe('formatMiles', () => {
  it('writes a tenth of a mile below ten, whole miles above, and one mile in the singular', () => {
    expect(formatMiles(3.24)).to.equal('3.2 miles');
    expect(formatMiles(0.96)).to.equal('1 mile');
    expect(formatMiles(2)).to.equal('2 miles');
    expect(formatMiles(9.94)).to.equal('9.9 miles');
    expect(formatMiles(9.96)).to.equal('10 miles');
    expect(formatMiles(21.6)).to.equal('22 miles');
    expect(formatMiles(0.04)).to.equal('less than 0.1 miles');
    expect(formatMiles(Number.NaN)).to.equal('less than 0.1 miles');
  });

  it('writes any distance as figures and miles, never with a trailing .0', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 13_000, noNaN: true }), (miles) => {
        expect(formatMiles(miles)).to.match(
          /^(?:\d+(?:\.[1-9])? miles|1 mile|less than 0\.1 miles)$/,
        );
      }),
    );
  });
});
