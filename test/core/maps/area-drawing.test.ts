import { expect } from 'chai';
import fc from 'fast-check';
import {
  AREA_DRAWING_TEXT,
  finishCorners,
  placeCorner,
  withoutLastCorner,
} from '../../../core/maps/area-drawing.js';
import type { LatLng } from '../../../core/search/polyline.js';

const TAUNTON = { lat: 51.0153, lng: -3.1068 };
const BRIDGWATER = { lat: 51.1282, lng: -3.0038 };
const WELLINGTON = { lat: 50.978, lng: -3.2244 };

describe('drawing an area, corner by corner', () => {
  it('places each corner and says how many are placed', () => {
    const one = placeCorner([], TAUNTON);
    expect(one).to.deep.equal({ corners: [TAUNTON], note: '1 corner placed.' });
    const two = placeCorner(one.corners, BRIDGWATER);
    expect(two).to.deep.equal({ corners: [TAUNTON, BRIDGWATER], note: '2 corners placed.' });
  });

  it('adds no sixty-first corner, and says why', () => {
    const sixty = Array.from({ length: 60 }, (_, i) => ({ lat: 51 + i / 100, lng: -3 }));
    expect(placeCorner(sixty, TAUNTON)).to.deep.equal({
      corners: sixty,
      note: 'An area has at most 60 corners.',
    });
  });

  it('adds no corner that is no coordinate', () => {
    expect(placeCorner([TAUNTON], { lat: Number.NaN, lng: 0 })).to.deep.equal({
      corners: [TAUNTON],
      note: '1 corner placed.',
    });
  });

  it('takes back the last corner', () => {
    expect(withoutLastCorner([TAUNTON, BRIDGWATER])).to.deep.equal({
      corners: [TAUNTON],
      note: '1 corner placed.',
    });
    expect(withoutLastCorner([])).to.deep.equal({ corners: [], note: '0 corners placed.' });
  });

  it('finishes an area of three corners, as the search carries them, and asks for more below three', () => {
    expect(finishCorners([TAUNTON, BRIDGWATER])).to.deep.equal({
      note: 'Place at least 3 corners to make an area.',
    });
    expect(finishCorners([TAUNTON, TAUNTON, TAUNTON])).to.deep.equal({
      note: AREA_DRAWING_TEXT.fewCorners,
    });
    expect(finishCorners([TAUNTON, BRIDGWATER, { lat: 50.9780049, lng: -3.2244 }])).to.deep.equal({
      area: [TAUNTON, BRIDGWATER, WELLINGTON],
    });
  });

  it('never holds more than sixty corners, whatever is clicked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ lat: fc.double(), lng: fc.double() }), { maxLength: 80 }),
        (clicks) => {
          let corners: readonly LatLng[] = [];
          for (const click of clicks) corners = placeCorner(corners, click).corners;
          expect(corners.length).to.be.at.most(60);
          expect(corners.every((c) => Number.isFinite(c.lat) && Number.isFinite(c.lng))).to.equal(
            true,
          );
        },
      ),
    );
  });
});
