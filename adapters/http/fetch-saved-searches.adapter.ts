/**
 * SavedSearchesPort over the platform API (SPEC §7), for a signed-in user:
 *
 * - list: GET /saved_searches.ljson → `{ saved_searches: [...] }` or a bare list, each item in the
 *   SPEC §3 field names (search_id, channel, placeId, minBeds, …, alert_frequency), decoded by
 *   core's tolerant SavedSearchesCodec;
 * - create: POST /search?{query}: the search as the snake_case query of GET /search.ljson plus
 *   `alert_frequency`;
 * - update: POST /saved_searches?{fields incl. id} with `_method=put`;
 * - remove: POST /searches/{search_id} with `_method=delete`.
 *
 * For create and update the same fields also travel in the form body beside the authenticity
 * token ("query fields" / "search fields" in SPEC §7), so a platform reading either finds them.
 * A write is done only when the platform answers it with JSON (write-answer.ts).
 */
import * as t from 'io-ts';
import { left, map } from 'fp-ts/Either';
import {
  httpFailure,
  searchToQuery,
  SavedSearchesCodec,
  searchFromSavedSearch,
} from '../../core/index.js';
import type { Result, SavedSearchesPort, SavedSearch } from '../../core/index.js';
import { formBody } from './http-client.js';
import type { HttpClient } from './http-client.js';
import { WriteAnswer } from './write-answer.js';

const done = map(() => undefined);

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

/** The body of GET /saved_searches.ljson: `{ saved_searches: [...] }` or a bare list. */
export const SavedSearchesBody = new t.Type<SavedSearch[], SavedSearch[], unknown>(
  'SavedSearchesBody',
  SavedSearchesCodec.is,
  (u, context) =>
    SavedSearchesCodec.validate(
      isRecord(u) && Array.isArray(u['saved_searches']) ? u['saved_searches'] : u,
      context,
    ),
  (searches) => searches,
);

/** The wire fields of a saved search: its search as snake_case query values and alert_frequency. */
export function savedSearchFields(saved: SavedSearch): Record<string, string> {
  return { ...searchToQuery(searchFromSavedSearch(saved)), alert_frequency: saved.alert_frequency };
}

export class FetchSavedSearchesAdapter implements SavedSearchesPort {
  constructor(private readonly http: HttpClient) {}

  list(): Promise<Result<readonly SavedSearch[]>> {
    return this.http.get('/saved_searches.ljson', SavedSearchesBody);
  }

  async create(search: SavedSearch): Promise<Result<void>> {
    const fields = savedSearchFields(search);
    return done(
      await this.http.postDecoded('/search', formBody(fields), WriteAnswer, { query: fields }),
    );
  }

  /** A search the server does not hold (no search_id) cannot be found there: `http` 404, no call. */
  async update(saved: SavedSearch): Promise<Result<void>> {
    const id = saved.search_id?.trim();
    if (!id) return left(httpFailure(404));
    const fields = { id, ...savedSearchFields(saved) };
    return done(
      await this.http.postDecoded('/saved_searches', formBody(fields), WriteAnswer, {
        query: fields,
        methodOverride: 'put',
      }),
    );
  }

  async remove(searchId: string): Promise<Result<void>> {
    return done(
      await this.http.postDecoded(
        `/searches/${encodeURIComponent(searchId)}`,
        formBody(),
        WriteAnswer,
        { methodOverride: 'delete' },
      ),
    );
  }
}
