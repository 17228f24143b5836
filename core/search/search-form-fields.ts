/**
 * A search form as the browser itself sends it (a GET of the search call, without JavaScript):
 * the name of each field, and the hidden fields that carry the parts of the search the form has
 * no control for. Names are the search call's query keys (SEARCH_QUERY_KEYS, which parseSearchUrl
 * reads), so such a form asks for the same search as the app's own submit (buildSearchUrl).
 */
import { SEARCH_QUERY_KEYS, searchToQuery } from './search-query.js';
import { RANGE_FIELDS, type RangeFilter } from './search-transitions.js';
import type { Search } from './search.js';

/** A field of a form: its name and value. */
export interface FormField {
  readonly name: string;
  readonly value: string;
}

/** What a search form may have a control for (the fields each sets: SEARCH_FORM_CONTROLS). */
export type SearchFormControl =
  'channel' | 'location' | RangeFilter | 'status' | 'shortLets' | 'pets';

type Field = keyof Search | 'channel';

/** The search fields each control sets (the location box: free text, or a chosen place). */
const SEARCH_FORM_CONTROLS: Readonly<Record<SearchFormControl, readonly Field[]>> = {
  channel: ['channel'],
  location: ['q', 'placeId', 'placeSlug'],
  beds: RANGE_FIELDS.beds,
  price: RANGE_FIELDS.price,
  squareFeet: RANGE_FIELDS.squareFeet,
  acreage: RANGE_FIELDS.acreage,
  status: ['status'],
  shortLets: ['shortLets'],
  pets: ['pets'],
};

type QueryField = keyof typeof SEARCH_QUERY_KEYS;

const keyOf = (field: Field): string =>
  field === 'channel' ? 'channel' : SEARCH_QUERY_KEYS[field as QueryField];

/** The names of a search form's fields: `channel`, `q` for the location box, `min_beds`… */
export const SEARCH_FORM_NAMES = {
  channel: keyOf('channel'),
  location: keyOf('q'),
  status: keyOf('status'),
  shortLets: keyOf('shortLets'),
  pets: keyOf('pets'),
} as const;

/** The names of a range's two selects: ['min_beds', 'max_beds']. */
export function rangeFieldNames(range: RangeFilter): readonly [string, string] {
  const [min, max] = RANGE_FIELDS[range];
  return [keyOf(min), keyOf(max)];
}

/**
 * The hidden fields of a form with controls for `controls`: every set field of the search that no
 * control sends (tags, sort order, a drawn area…), as the search call writes it. Not the page: a
 * search sent from the form starts on its first page, as a changed search does in the app.
 */
export function hiddenSearchFields(
  search: Search,
  controls: readonly SearchFormControl[],
): FormField[] {
  const controlled = controls.flatMap((control) => SEARCH_FORM_CONTROLS[control].map(keyOf));
  const sent = new Set<string>([keyOf('page'), ...controlled]);
  return Object.entries(searchToQuery(search))
    .filter(([name]) => !sent.has(name))
    .map(([name, value]) => ({ name, value }));
}
