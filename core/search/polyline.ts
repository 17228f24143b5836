/**
 * Google's encoded polyline format (precision 1e5), the form a drawn search area travels in.
 * https://developers.google.com/maps/documentation/utilities/polylinealgorithm
 *
 * Decoding is total and strict: a text is a polyline only if every character is in the
 * polyline range ('?' to '~'), every value ends, values pair into points, and every point is
 * a real coordinate. Arithmetic is used instead of 32-bit bitwise operators so long values
 * cannot wrap.
 */
import { decodeAsciiBase64Url, encodeAsciiBase64Url } from './base64url.js';

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** Coordinates travel as whole multiples of 1e-5 degrees (about a metre). */
export const POLYLINE_PRECISION = 1e5;
const PRECISION = POLYLINE_PRECISION;
const MIN_CHAR = 63;
const MAX_CHAR = 126;
const CONTINUE = 0x20;
/** Six 5-bit chunks hold ±2^29, far beyond ±180 × 1e5; a seventh allows a little slack. */
const MAX_CHUNKS_PER_VALUE = 7;

export function encodePolyline(points: readonly LatLng[]): string {
  let out = '';
  let previousLat = 0;
  let previousLng = 0;
  for (const point of points) {
    const lat = Math.round(point.lat * PRECISION);
    const lng = Math.round(point.lng * PRECISION);
    out += encodeValue(lat - previousLat) + encodeValue(lng - previousLng);
    previousLat = lat;
    previousLng = lng;
  }
  return out;
}

function encodeValue(value: number): string {
  let zigzag = value < 0 ? -2 * value - 1 : 2 * value;
  let out = '';
  while (zigzag >= CONTINUE) {
    out += String.fromCharCode(((zigzag % 32) | CONTINUE) + MIN_CHAR);
    zigzag = Math.floor(zigzag / 32);
  }
  return out + String.fromCharCode(zigzag + MIN_CHAR);
}

/** The points of an encoded polyline, or undefined when the text is not a well-formed one. */
export function decodePolyline(text: string): LatLng[] | undefined {
  const values: number[] = [];
  let zigzag = 0;
  let factor = 1;
  let chunks = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < MIN_CHAR || code > MAX_CHAR) return undefined;
    const chunk = code - MIN_CHAR;
    chunks += 1;
    if (chunks > MAX_CHUNKS_PER_VALUE) return undefined;
    zigzag += (chunk % CONTINUE) * factor;
    factor *= 32;
    if (chunk < CONTINUE) {
      values.push(zigzag % 2 === 1 ? -(zigzag + 1) / 2 : zigzag / 2);
      zigzag = 0;
      factor = 1;
      chunks = 0;
    }
  }
  if (chunks !== 0 || values.length % 2 !== 0) return undefined;
  const points: LatLng[] = [];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < values.length; i += 2) {
    lat += values[i] as number;
    lng += values[i + 1] as number;
    if (Math.abs(lat) > 90 * PRECISION || Math.abs(lng) > 180 * PRECISION) return undefined;
    points.push({ lat: lat / PRECISION, lng: lng / PRECISION });
  }
  return points;
}

/** A non-empty, well-formed encoded polyline. */
export function isEncodedPolyline(text: unknown): text is string {
  return typeof text === 'string' && text.length > 0 && decodePolyline(text) !== undefined;
}

/** The `poly-` segment value: base64url of the polyline (its `?`, `\` and `` ` `` cannot sit in a path). */
export function polylineToBase64Url(polyline: string): string | undefined {
  return isEncodedPolyline(polyline) ? encodeAsciiBase64Url(polyline) : undefined;
}

/** The polyline inside a `poly-` segment value; undefined for bad base64url or a malformed polyline. */
export function polylineFromBase64Url(encoded: string): string | undefined {
  const text = decodeAsciiBase64Url(encoded);
  return text !== undefined && isEncodedPolyline(text) ? text : undefined;
}
