/**
 * ListingsPort over GET /search.ljson (SPEC §7): the search as a flat snake_case query (core's
 * `searchToQuery`), `page` when beyond the first. The answer is
 * `{ properties: [...], pagination: { page, per_page?, total?, has_next_page, has_prev_page } }`;
 * each property carries property_id and property_url (or url). Unreadable properties are dropped
 * and logged, the rest are shown.
 *
 * The map's call, GET /search/map.ljson (docs/decisions/0106-search-map-call.md), takes the same query
 * without a page and answers every match as a light card: `{ properties: [...], total }`.
 */
import * as t from 'io-ts';
import { isLeft, right } from 'fp-ts/Either';
import { searchToQuery, decodePropertyCards } from '../../core/index.js';
import type {
  Result,
  PropertyCard,
  ListingResults,
  ListingsPort,
  MapListings,
  Pagination,
  PropertyLinks,
  Search,
} from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';
import type { HttpClient } from './http-client.js';

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

/**
 * A property from the platform made ready for the card codec: fields sent as null are treated as
 * absent (exchangedPrice keeps its null), and `url` stands in for a missing property_url (SPEC §7
 * "property_url or url").
 */
export function normalisePropertyItem(item: unknown): unknown {
  if (!isRecord(item)) return item;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (value !== null || key === 'exchangedPrice') out[key] = value;
  }
  if (out['property_url'] === undefined && typeof out['url'] === 'string')
    out['property_url'] = out['url'];
  return out;
}

/** Decodes a list of properties; bad items are dropped and reported through `report`. */
export function decodePropertyList(
  items: readonly unknown[],
  path: string,
  report: (problems: string[]) => void,
): PropertyCard[] {
  const problems: string[] = [];
  const cards = decodePropertyCards(items.map(normalisePropertyItem), path, problems);
  if (problems.length > 0) report(problems);
  return cards;
}

function whole(u: unknown, min: number): number | undefined {
  const n = typeof u === 'string' && /^\s*\d+\s*$/.test(u) ? Number(u) : u;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min ? n : undefined;
}

function flag(u: unknown): boolean {
  return u === true || u === 'true' || u === 1 || u === '1';
}

/** Pagination as sent; the requested page when the platform leaves it out. */
export function paginationFrom(u: unknown, requestedPage: number): Pagination {
  const raw = isRecord(u) ? u : {};
  const total = whole(raw['total'], 0);
  return {
    page: whole(raw['page'], 1) ?? requestedPage,
    has_next_page: flag(raw['has_next_page']),
    has_prev_page: flag(raw['has_prev_page']),
    ...(total !== undefined ? { total } : {}),
  };
}

/**
 * A body with a `properties` list, read by `read` from the body and its decoded cards; only a body
 * without such a list fails.
 */
function bodyWithProperties<A>(
  name: string,
  report: (problems: string[]) => void,
  read: (body: Record<string, unknown>, cards: PropertyCard[]) => A,
): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    name,
    (u): u is A => isRecord(u) && Array.isArray(u['properties']),
    (u, context) => {
      if (!isRecord(u)) return t.failure(u, context, 'expected an object with a properties list');
      const properties = u['properties'];
      if (!Array.isArray(properties)) return t.failure(u, context, 'properties: expected a list');
      return t.success(read(u, decodePropertyList(properties, 'properties', report)));
    },
    (results) => results,
  );
}

/** The body of GET /search.ljson; only a body without a `properties` list fails. */
export function listingResultsBody(
  requestedPage: number,
  report: (problems: string[]) => void,
): t.Type<ListingResults, ListingResults, unknown> {
  return bodyWithProperties<ListingResults>('ListingResults', report, (body, properties) => ({
    properties,
    pagination: paginationFrom(body['pagination'], requestedPage),
  }));
}

/** The path of the map's call: every match of a search, as light cards. */
export const MAP_LISTINGS_PATH = '/search/map.ljson';

/**
 * The body of GET /search/map.ljson; only a body without a `properties` list fails. A missing or
 * unreadable `total` is the number of properties sent.
 */
export function mapListingsBody(
  report: (problems: string[]) => void,
): t.Type<MapListings, MapListings, unknown> {
  return bodyWithProperties<MapListings>('MapListings', report, (body, properties) => {
    const total = whole(body['total'], 0);
    return {
      properties,
      total: total !== undefined && total >= properties.length ? total : properties.length,
    };
  });
}

/** The query of GET /search.ljson for `search` on `page` (page 1 is left out). */
export function listingsQuery(search: Search, page: number): Record<string, string> {
  const { page: _ownPage, clickedProperty: _clicked, ...rest } = search;
  const query = searchToQuery(rest);
  return page > 1 ? { ...query, page: String(page) } : query;
}

export class FetchListingsAdapter implements ListingsPort {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger = consoleLogger,
  ) {}

  search(search: Search, page?: number): Promise<Result<ListingResults>> {
    const wanted =
      page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : (search.page ?? 1);
    const report = (problems: string[]) =>
      this.logger.warn(
        `GET /search.ljson: ${problems.length} unreadable properties dropped: ${problems.slice(0, 3).join('; ')}`,
      );
    return this.http.get('/search.ljson', listingResultsBody(wanted, report), {
      query: listingsQuery(search, wanted),
    });
  }

  mapListings(search: Search): Promise<Result<MapListings>> {
    const report = (problems: string[]) =>
      this.logger.warn(
        `GET ${MAP_LISTINGS_PATH}: ${problems.length} unreadable properties dropped: ${problems.slice(0, 3).join('; ')}`,
      );
    return this.http.get(MAP_LISTINGS_PATH, mapListingsBody(report), {
      query: listingsQuery(search, 1),
    });
  }

  /**
   * The properties either side of `propertyId` in the results of `search` (SPEC §3 propertyLinks).
   * At a page edge the neighbouring page is fetched, and nextPage/prevPage name it. A property not
   * on the search's page has no links; a failed neighbour fetch only loses that one link (logged).
   */
  async nextPrevious(search: Search, propertyId: string): Promise<Result<PropertyLinks>> {
    const page = search.page ?? 1;
    const current = await this.search(search, page);
    if (isLeft(current)) return current;
    const { properties, pagination } = current.right;
    const index = properties.findIndex((p) => p.property_id === propertyId);
    if (index < 0) return right({});

    const before = properties[index - 1];
    const after = properties[index + 1];
    type Link = { readonly url: string; readonly page?: number };
    const previous: Link | undefined = before
      ? { url: before.property_url }
      : pagination.has_prev_page && page > 1
        ? await this.edge(search, page - 1, 'last')
        : undefined;
    const next: Link | undefined = after
      ? { url: after.property_url }
      : pagination.has_next_page
        ? await this.edge(search, page + 1, 'first')
        : undefined;

    return right({
      ...(next ? { next: next.url } : {}),
      ...(previous ? { previous: previous.url } : {}),
      ...(next?.page !== undefined ? { nextPage: next.page } : {}),
      ...(previous?.page !== undefined ? { prevPage: previous.page } : {}),
    });
  }

  private async edge(
    search: Search,
    page: number,
    which: 'first' | 'last',
  ): Promise<{ url: string; page: number } | undefined> {
    const results = await this.search(search, page);
    if (isLeft(results)) {
      this.logger.warn(
        `GET /search.ljson: page ${page} for the property links failed (${results.left.kind})`,
      );
      return undefined;
    }
    const list = results.right.properties;
    const card = which === 'first' ? list[0] : list[list.length - 1];
    return card ? { url: card.property_url, page } : undefined;
  }
}
