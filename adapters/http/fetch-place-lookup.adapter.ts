/**
 * PlaceLookupPort over the platform: GET /place_lookup?q={text} → `{ "place": { "name",
 * "latitude", "longitude" } }` for a town or postcode it knows, `{ "place": null }` for text that
 * names none (the branch finder then reads the text as part of a branch's name or address).
 * Blank text names no place, without a call. A failure stays a failure: "we could not look it
 * up" is not "there is no such place".
 */
import * as t from 'io-ts';
import { right } from 'fp-ts/Either';
import type { LocatedPlace, PlaceLookupPort, Result } from '../../core/index.js';
import type { HttpClient } from './http-client.js';

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);
const isCoordinate = (u: unknown, limit: number): u is number =>
  typeof u === 'number' && Number.isFinite(u) && Math.abs(u) <= limit;

export const PlaceLookupBody = new t.Type<LocatedPlace | null, LocatedPlace | null, unknown>(
  'PlaceLookup',
  (u): u is LocatedPlace | null =>
    u === null || (isRecord(u) && typeof u['name'] === 'string' && isRecord(u['position'])),
  (u, context) => {
    if (!isRecord(u) || !('place' in u))
      return t.failure(u, context, 'expected an object with a place');
    const place = u['place'];
    if (place === null) return t.success(null);
    if (!isRecord(place)) return t.failure(place, context, 'place: expected an object or null');
    const name = typeof place['name'] === 'string' ? place['name'].trim() : '';
    const { latitude, longitude } = place;
    if (name === '' || !isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) {
      return t.failure(place, context, 'place: expected a name, a latitude and a longitude');
    }
    return t.success({ name, position: { lat: latitude, lng: longitude } });
  },
  (place) => place,
);

export class FetchPlaceLookupAdapter implements PlaceLookupPort {
  constructor(private readonly http: HttpClient) {}

  async locate(text: string): Promise<Result<LocatedPlace | null>> {
    const q = text.trim();
    if (q === '') return right(null);
    return this.http.get('/place_lookup', PlaceLookupBody, { query: { q } });
  }
}
