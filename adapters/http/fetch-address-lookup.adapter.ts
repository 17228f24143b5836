/**
 * AddressLookupPort over the platform (SPEC §7, §3 "Address lookup result"):
 *
 * - autocomplete: GET /address_lookup?autocomplete={text} → `{ suggestions: [{ id, address }] }` or a
 *   bare list; items without an id or address are dropped. Blank text answers no suggestions
 *   without a call. The caller debounces (500 ms, SPEC §9).
 * - resolve: GET /address_lookup?id={id} → the address object (bare, or wrapped as `{ address }`),
 *   its fields as text; numbers (building numbers) become text, other values are dropped.
 */
import * as t from 'io-ts';
import { right } from 'fp-ts/Either';
import type {
  Result,
  AddressLookupPort,
  AddressLookupResult,
  AddressSuggestion,
} from '../../core/index.js';
import type { HttpClient } from './http-client.js';

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

function text(u: unknown): string | undefined {
  if (typeof u === 'string') return u.trim() === '' ? undefined : u.trim();
  return typeof u === 'number' && Number.isFinite(u) ? String(u) : undefined;
}

/** The fields of a looked-up address that the site reads (SPEC §7 address lookup). */
export const ADDRESS_FIELDS = [
  'building_name',
  'building_number',
  'line_1',
  'line_2',
  'line_3',
  'line_4',
  'town_or_city',
  'county',
  'postcode',
] as const satisfies readonly (keyof AddressLookupResult)[];

export const AddressSuggestionsBody = new t.Type<AddressSuggestion[], AddressSuggestion[], unknown>(
  'AddressSuggestions',
  (u): u is AddressSuggestion[] => Array.isArray(u),
  (u, context) => {
    const list = Array.isArray(u)
      ? u
      : isRecord(u) && Array.isArray(u['suggestions'])
        ? u['suggestions']
        : undefined;
    if (list === undefined) return t.failure(u, context, 'expected a list of suggestions');
    const suggestions: AddressSuggestion[] = [];
    for (const item of list) {
      if (!isRecord(item)) continue;
      const id = text(item['id']);
      const address = text(item['address']);
      if (id !== undefined && address !== undefined) suggestions.push({ id, address });
    }
    return t.success(suggestions);
  },
  (suggestions) => suggestions,
);

export const AddressBody = new t.Type<AddressLookupResult, AddressLookupResult, unknown>(
  'AddressLookupResult',
  isRecord,
  (u, context) => {
    if (!isRecord(u)) return t.failure(u, context, 'expected an address object');
    const raw = isRecord(u['address']) ? u['address'] : u;
    const address: { -readonly [K in keyof AddressLookupResult]?: string } = {};
    for (const field of ADDRESS_FIELDS) {
      const value = text(raw[field]);
      if (value !== undefined) address[field] = value;
    }
    return t.success(address);
  },
  (address) => address,
);

export class FetchAddressLookupAdapter implements AddressLookupPort {
  constructor(private readonly http: HttpClient) {}

  async autocomplete(query: string): Promise<Result<readonly AddressSuggestion[]>> {
    const typed = query.trim();
    if (typed === '') return right([]);
    return this.http.get('/address_lookup', AddressSuggestionsBody, {
      query: { autocomplete: typed },
    });
  }

  resolve(id: string): Promise<Result<AddressLookupResult>> {
    return this.http.get('/address_lookup', AddressBody, { query: { id } });
  }
}
