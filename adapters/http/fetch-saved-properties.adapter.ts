/**
 * SavedPropertiesPort over the platform API (SPEC §7), for a signed-in user:
 *
 * - list: GET /saved_properties.ljson → `{ properties: [...] }` (also accepted: `{ saved_properties:
 *   [...] }` or a bare list); unreadable items are dropped and logged;
 * - add: POST /saved_properties.ljson form `property_ids` as one comma string (no call for none);
 * - remove: POST /saved_properties/{id} form `_method=delete`.
 * A write is done only when the platform answers it with JSON that says so (write-answer.ts).
 */
import * as t from 'io-ts';
import { map, right } from 'fp-ts/Either';
import type { Result, PropertyCard, SavedPropertiesPort } from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';
import { decodePropertyList } from './fetch-listings.adapter.js';
import { formBody } from './http-client.js';
import type { HttpClient } from './http-client.js';
import { savedPropertiesAdded, savedPropertyRemoved } from './write-answer.js';

const done = map(() => undefined);

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

/** The list inside a saved-properties body, whichever of the accepted shapes it came in. */
function listOf(u: unknown): unknown[] | undefined {
  if (Array.isArray(u)) return u;
  if (!isRecord(u)) return undefined;
  const list = u['properties'] ?? u['saved_properties'];
  return Array.isArray(list) ? list : undefined;
}

export function savedPropertiesBody(
  report: (problems: string[]) => void,
): t.Type<PropertyCard[], PropertyCard[], unknown> {
  return new t.Type<PropertyCard[], PropertyCard[], unknown>(
    'SavedProperties',
    (u): u is PropertyCard[] => Array.isArray(u),
    (u, context) => {
      const list = listOf(u);
      return list === undefined
        ? t.failure(u, context, 'expected a list of properties')
        : t.success(decodePropertyList(list, 'properties', report));
    },
    (cards) => cards,
  );
}

export class FetchSavedPropertiesAdapter implements SavedPropertiesPort {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger = consoleLogger,
  ) {}

  list(): Promise<Result<readonly PropertyCard[]>> {
    const report = (problems: string[]) =>
      this.logger.warn(
        `GET /saved_properties.ljson: ${problems.length} unreadable properties dropped: ${problems.slice(0, 3).join('; ')}`,
      );
    return this.http.get('/saved_properties.ljson', savedPropertiesBody(report));
  }

  async add(propertyIds: readonly string[]): Promise<Result<void>> {
    const ids = [...new Set(propertyIds.map((id) => id.trim()).filter((id) => id !== ''))];
    if (ids.length === 0) return right(undefined);
    return done(
      await this.http.postDecoded(
        '/saved_properties.ljson',
        formBody({ property_ids: ids.join(',') }),
        savedPropertiesAdded(ids),
      ),
    );
  }

  async remove(propertyId: string): Promise<Result<void>> {
    const id = propertyId.trim();
    return done(
      await this.http.postDecoded(
        `/saved_properties/${encodeURIComponent(id)}`,
        formBody(),
        savedPropertyRemoved(id),
        { methodOverride: 'delete' },
      ),
    );
  }
}
