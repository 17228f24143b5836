import { expect } from 'chai';
import fc from 'fast-check';
import {
  decodePolyline,
  encodePolyline,
  isEncodedPolyline,
  polylineFromBase64Url,
  polylineToBase64Url,
} from '../../../core/search/polyline.js';

// The worked example of Google's polyline algorithm documentation.
const GOOGLE_POINTS = [
  { lat: 38.5, lng: -120.2 },
  { lat: 40.7, lng: -120.95 },
  { lat: 43.252, lng: -126.453 },
];
const GOOGLE_POLYLINE = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';

describe('encoded polylines', () => {
  describe('encodePolyline', () => {
    it('encodes the documented example', () => {
      expect(encodePolyline(GOOGLE_POINTS)).to.equal(GOOGLE_POLYLINE);
    });

    it('encodes no points as an empty text', () => {
      expect(encodePolyline([])).to.equal('');
    });
  });

  describe('decodePolyline', () => {
    it('decodes the documented example', () => {
      expect(decodePolyline(GOOGLE_POLYLINE)).to.deep.equal(GOOGLE_POINTS);
    });

    it('gives back the points it was given, to five decimal places', () => {
      const coordinate = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true });
      fc.assert(
        fc.property(
          fc.array(fc.record({ lat: coordinate(90), lng: coordinate(180) }), { maxLength: 20 }),
          (points) => {
            const decoded = decodePolyline(encodePolyline(points));
            expect(decoded).to.have.length(points.length);
            decoded?.forEach((point, i) => {
              expect(point.lat).to.be.closeTo(points[i]?.lat ?? NaN, 0.5e-5 + 1e-9);
              expect(point.lng).to.be.closeTo(points[i]?.lng ?? NaN, 0.5e-5 + 1e-9);
            });
          },
        ),
      );
    });

    it('refuses characters outside the polyline range', () => {
      expect(decodePolyline('_p~iF~ps|U 7')).to.equal(undefined);
      expect(decodePolyline('ab7')).to.equal(undefined);
    });

    it('refuses a value that never ends', () => {
      expect(decodePolyline('_p~iF~ps|U_')).to.equal(undefined);
    });

    it('refuses an odd number of values (a latitude without its longitude)', () => {
      expect(decodePolyline('_p~iF')).to.equal(undefined);
    });

    it('refuses a value longer than any coordinate needs', () => {
      expect(decodePolyline('~~~~~~~?')).to.equal(undefined);
    });

    it('refuses points that are not on the globe', () => {
      expect(decodePolyline(encodePolyline([{ lat: 91, lng: 0 }]))).to.equal(undefined);
      expect(decodePolyline(encodePolyline([{ lat: 0, lng: -181 }]))).to.equal(undefined);
    });

    it('never throws, whatever the text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (text) => {
          decodePolyline(text);
        }),
      );
    });
  });

  describe('isEncodedPolyline', () => {
    it('accepts a well-formed polyline', () => {
      expect(isEncodedPolyline(GOOGLE_POLYLINE)).to.equal(true);
    });

    it('refuses the empty text and anything not a string', () => {
      expect(isEncodedPolyline('')).to.equal(false);
      expect(isEncodedPolyline(3)).to.equal(false);
      expect(isEncodedPolyline(undefined)).to.equal(false);
    });
  });

  describe('as a poly- segment value', () => {
    it('writes the polyline as base64url, which a path can hold', () => {
      const encoded = polylineToBase64Url(GOOGLE_POLYLINE);
      expect(encoded).to.match(/^[A-Za-z0-9_-]+$/);
      expect(polylineFromBase64Url(encoded as string)).to.equal(GOOGLE_POLYLINE);
    });

    it('writes nothing for a malformed polyline', () => {
      expect(polylineToBase64Url('ab7')).to.equal(undefined);
    });

    it('reads nothing from bad base64url or from base64url of something else', () => {
      expect(polylineFromBase64Url('!!')).to.equal(undefined);
      expect(polylineFromBase64Url('YWI3')).to.equal(undefined); // "ab7"
    });
  });
});
