/**
 * Page data (the `page.data` part of the settings object) for the pages the foundation renders.
 * Each decoder is total: whatever arrives, the page gets something it can show, plus the list of
 * problems to log.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { PropertyCard } from '../property/property.js';
import { decodePropertyCards } from './property.codec.js';
import { firstError, IdString, LooseBoolean, LooseNumber } from './settings-primitives.js';
import type { Place } from '../search/search.js';
import { safeLink } from '../content/links.js';

export interface Button {
  readonly text: string;
  readonly url: string;
  readonly colour?: string;
  readonly displayAsLink: boolean;
}
export interface ResultsPageData {
  readonly heading?: string;
  readonly results: readonly PropertyCard[];
  readonly pagination: {
    readonly page: number;
    readonly total?: number;
    readonly has_next_page: boolean;
    readonly has_prev_page: boolean;
  };
}

const ButtonCodec = t.intersection([
  t.type({ text: t.string, url: t.string }),
  t.partial({ colour: t.string, displayAsLink: LooseBoolean }),
]);
const PaginationCodec = t.intersection([
  t.type({ has_next_page: LooseBoolean, has_prev_page: LooseBoolean }),
  t.partial({ page: LooseNumber, total: LooseNumber }),
]);

/** The items of a list in page data that decode; a bad item is reported with its path and skipped, a non-list reported. */
export function items<A>(
  value: unknown,
  codec: t.Decoder<unknown, A>,
  path: string,
  problems: string[],
): A[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push(`${path}: expected a list`);
    return [];
  }
  const out: A[] = [];
  value.forEach((v, i) => {
    const r = codec.decode(v);
    if (isLeft(r)) problems.push(`${path}[${i}]: ${firstError(r.left)}`);
    else out.push(r.right);
  });
  return out;
}

/**
 * A block's buttons (SPEC §3 Content block data: text, url, colour, displayAsLink). A button whose
 * address is not a safe link (core's link rule: no `javascript:`, no look-alike off-site address)
 * is left out and reported.
 */
export function decodeButtons(value: unknown, path: string, problems: string[]): Button[] {
  const out: Button[] = [];
  items(value, ButtonCodec, path, problems).forEach((b, i) => {
    const url = safeLink(b.url);
    if (url === undefined) {
      problems.push(`${path}[${i}].url: not a safe link`);
      return;
    }
    out.push({
      text: b.text,
      url,
      ...(b.colour ? { colour: b.colour } : {}),
      displayAsLink: b.displayAsLink ?? false,
    });
  });
  return out;
}

export function decodeResultsPageData(
  data: Readonly<Record<string, unknown>>,
  problems: string[],
): ResultsPageData {
  const results = decodePropertyCards(data['results'], 'page.data.results', problems);
  const p = PaginationCodec.decode(data['pagination']);
  if (data['pagination'] !== undefined && isLeft(p))
    problems.push(`page.data.pagination: ${firstError(p.left)}`);
  const pagination = isLeft(p)
    ? { page: 1, has_next_page: false, has_prev_page: false }
    : {
        page: p.right.page ?? 1,
        has_next_page: p.right.has_next_page,
        has_prev_page: p.right.has_prev_page,
        ...(p.right.total !== undefined ? { total: p.right.total } : {}),
      };
  return {
    ...(typeof data['heading'] === 'string' ? { heading: data['heading'] } : {}),
    results,
    pagination,
  };
}

const PlaceCodec = t.intersection([
  t.type({ place_id: IdString, name: t.string }),
  t.partial({ county_name: t.string }),
]);

function toPlace(raw: t.TypeOf<typeof PlaceCodec>): Place {
  return raw.county_name
    ? { place_id: raw.place_id, name: raw.name, county_name: raw.county_name }
    : { place_id: raw.place_id, name: raw.name };
}

/** A place of page data (`page.data.place`), or undefined with the problem reported. */
export function decodePlace(value: unknown, path: string, problems: string[]): Place | undefined {
  if (value === undefined || value === null) return undefined;
  const decoded = PlaceCodec.decode(value);
  if (isLeft(decoded)) {
    problems.push(`${path}: not a place`);
    return undefined;
  }
  return toPlace(decoded.right);
}

/** The places of page data (`page.data.places`), each decoded on its own; a bad one is reported and skipped. */
export function decodePlaces(value: unknown, problems: string[]): Place[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push('page.data.places: expected a list');
    return [];
  }
  return value.flatMap((item: unknown, i) => {
    const place = decodePlace(item, `page.data.places[${i}]`, problems);
    return place === undefined ? [] : [place];
  });
}
