/**
 * The vocabulary of search URLs (shared/reference/search-url.md): the anchored form of every path
 * segment, and the rules each field's value must meet. search-path.ts puts them together.
 *
 * Two levels decide what a segment is:
 * - its *form* (an anchored pattern such as `from-{number-ish}-bed`) says which field it speaks
 *   about; a segment that fits no form is a place slug (`studio-1-with-bath`, `area-51-bayou`,
 *   `withington`);
 * - its *value* must then meet the field's rule, or the segment is ignored and reported
 *   (`from--3`, `page-0`, `poly-!!`).
 */
import { SORT_OPTIONS, type Channel, type SortOption } from './search.js';

export type SegmentKind =
  | 'channel'
  | 'placeId'
  | 'minBeds'
  | 'maxBeds'
  | 'minPrice'
  | 'maxPrice'
  | 'minAcreage'
  | 'maxAcreage'
  | 'minSquareFeet'
  | 'maxSquareFeet'
  | 'area'
  | 'within'
  | 'status'
  | 'tags'
  | 'auctionDate'
  | 'updatedAgo'
  | 'createdAgo'
  | 'text'
  | 'poly'
  | 'shortLets'
  | 'pets'
  | 'sorted'
  | 'page';

export interface SegmentMatch {
  readonly kind: SegmentKind;
  /** The value part of the segment, still as written (percent-encoded where the field allows). */
  readonly value: string;
}

/** Words that name a channel in a results path; the first of each is the canonical one. */
export const CHANNEL_WORDS: Readonly<Record<Channel, readonly string[]>> = {
  sales: ['property-for-sale', 'properties-for-sale', 'all-property-for-sale', 'sales'],
  lettings: [
    'property-to-rent',
    'properties-to-rent',
    'property-for-rent',
    'properties-for-rent',
    'all-property-for-rent',
    'lettings',
  ],
};

export const CANONICAL_CHANNEL_WORD: Readonly<Record<Channel, string>> = {
  sales: 'property-for-sale',
  lettings: 'property-to-rent',
};

const CHANNEL_OF_WORD: ReadonlyMap<string, Channel> = new Map(
  (Object.keys(CHANNEL_WORDS) as Channel[]).flatMap((channel) =>
    CHANNEL_WORDS[channel].map((word) => [word, channel] as const),
  ),
);

export function channelOfWord(word: string): Channel | undefined {
  return CHANNEL_OF_WORD.get(word);
}

/**
 * "Number-ish": what a writer might put where a number goes, signs, dots and commas included, so
 * `from--3` or `up-to-1,000` are recognised as a price with a bad value rather than a place.
 */
const NUM = '([-+.,0-9]+)';

/** Segment forms in the order they are tried; each is anchored at both ends. */
const FORMS: readonly (readonly [SegmentKind, RegExp])[] = [
  ['minBeds', new RegExp(`^from-${NUM}-beds?$`)],
  ['maxBeds', new RegExp(`^up-to-${NUM}-beds?$`)],
  ['minAcreage', new RegExp(`^from-${NUM}-acres?$`)],
  ['maxAcreage', new RegExp(`^up-to-${NUM}-acres?$`)],
  ['minPrice', new RegExp(`^from-${NUM}$`)],
  ['maxPrice', new RegExp(`^up-to-${NUM}$`)],
  ['minSquareFeet', new RegExp(`^min-sq-ft-${NUM}$`)],
  ['maxSquareFeet', new RegExp(`^max-sq-ft-${NUM}$`)],
  ['area', new RegExp(`^area-${NUM}$`)],
  ['updatedAgo', new RegExp(`^updated-in-${NUM}-days?$`)],
  ['createdAgo', new RegExp(`^newer-than-${NUM}-days?$`)],
  ['page', new RegExp(`^page-${NUM}$`)],
  ['placeId', /^gid-(.*)$/],
  ['within', /^within-(.*)$/],
  ['status', /^status-(.*)$/],
  ['tags', /^tag-(.*)$/],
  ['auctionDate', /^auction-date-(.*)$/],
  ['text', /^text-(.*)$/],
  ['poly', /^poly-(.*)$/],
  ['sorted', /^sorted-(.*)$/],
  ['shortLets', /^(short-lets)$/],
  ['pets', /^(pets)$/],
];

const SORT_WORDS: ReadonlySet<string> = new Set(SORT_OPTIONS);

/** Which field a raw path segment speaks about, or undefined when it fits no form (a place slug). */
export function matchSegment(raw: string): SegmentMatch | undefined {
  if (CHANNEL_OF_WORD.has(raw)) return { kind: 'channel', value: raw };
  if (SORT_WORDS.has(raw)) return { kind: 'sorted', value: raw };
  for (const [kind, form] of FORMS) {
    const found = form.exec(raw);
    if (found) return { kind, value: found[1] ?? '' };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Value rules

/** A whole number from 0 to Number.MAX_SAFE_INTEGER (beds, price, square feet, area, days). */
export function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

const PLAIN_DECIMAL = /^[0-9]+(?:\.[0-9]+)?$/;

/**
 * Acreage: a finite, non-negative decimal that JavaScript writes in plain notation (so from 1e-6
 * up to 1e21), which is what lets `from-0.5-acres` round-trip exactly.
 */
export function isAcreage(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    PLAIN_DECIMAL.test(String(value))
  );
}

/** A results page worth writing: 2 or more (page 1 is the default and is left unset). */
export function isPageBeyondFirst(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 2;
}

const WITHIN = /^([0-9]+)(?:-([0-9]+))?-miles?$/;

/** A radius such as `0-5-miles`, `1-mile`, `10-miles` (the value of `within-X`). */
export function isWithin(value: unknown): value is string {
  return typeof value === 'string' && WITHIN.test(value);
}

/** The miles a radius names: `0-5-miles` → 0.5, `1-mile` → 1, `10-miles` → 10; undefined when malformed. */
export function withinMiles(within: string): number | undefined {
  const found = WITHIN.exec(within);
  if (found === null) return undefined;
  const miles = Number(`${found[1]}.${found[2] ?? '0'}`);
  return Number.isFinite(miles) ? miles : undefined;
}

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** A real calendar date written YYYY-MM-DD (years 0001 to 9999). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const found = ISO_DATE.exec(value);
  if (!found) return false;
  const year = Number(found[1]);
  const month = Number(found[2]);
  const day = Number(found[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && SORT_WORDS.has(value);
}

export function isChannel(value: unknown): value is Channel {
  return value === 'sales' || value === 'lettings';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string with lone surrogates replaced by U+FFFD (what String#toWellFormed does). */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** A non-empty, well-formed string: what a text-like field (q, status, tag, …) may hold. */
export function isFieldText(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && toWellFormed(value) === value;
}

/** Percent-encode a value so it sits inside one path segment (`/`, `,`, `%`, `?`, `#` included). */
export function encodeSegmentValue(text: string): string {
  return encodeURIComponent(toWellFormed(text));
}

/** Percent-decode a segment value; undefined for malformed percent-encoding. */
export function decodeSegmentValue(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * A place slug is display-only text that must never be mistaken for a filter: non-empty,
 * not a dot segment (browsers collapse those), and once encoded it fits no segment form.
 */
export function isPlaceSlug(value: unknown): value is string {
  return (
    isFieldText(value) &&
    value !== '.' &&
    value !== '..' &&
    matchSegment(encodeSegmentValue(value)) === undefined
  );
}

/** The parsed value, or a reason it was rejected (for the issue list). */
export type ValueResult<A> =
  { readonly ok: true; readonly value: A } | { readonly ok: false; readonly reason: string };

const ok = <A>(value: A): ValueResult<A> => ({ ok: true, value });
const rejected = <A>(reason: string): ValueResult<A> => ({ ok: false, reason });

const DIGITS = /^[0-9]+$/;

/** A whole number written in digits only (leading zeros tolerated); no sign, no decimals. */
export function readCount(text: string): ValueResult<number> {
  if (!DIGITS.test(text)) return rejected('not a whole number');
  const value = Number(text);
  return isCount(value) ? ok(value) : rejected('too large');
}

export function readAcreage(text: string): ValueResult<number> {
  if (!PLAIN_DECIMAL.test(text)) return rejected('not a decimal number');
  const value = Number(text);
  return isAcreage(value) ? ok(value) : rejected('out of range');
}

/** A page number: 1 or more. Page 1 reads as `undefined` (the default, left unset). */
export function readPage(text: string): ValueResult<number | undefined> {
  const count = readCount(text);
  if (!count.ok) return count;
  if (count.value < 1) return rejected('pages start at 1');
  return ok(count.value === 1 ? undefined : count.value);
}

/** A comma list of percent-encoded tags: decoded, empty ones dropped, duplicates removed. */
export function readTagList(text: string): { tags: string[]; bad: string[] } {
  const tags = new Set<string>();
  const bad: string[] = [];
  for (const part of text.split(',')) {
    const tag = decodeSegmentValue(part);
    if (tag === undefined) bad.push(part);
    else if (tag !== '') tags.add(tag);
  }
  return { tags: [...tags], bad };
}

/** Tags as a list worth keeping: strings, non-empty, well-formed, first occurrence only. */
export function normaliseTags(tags: unknown): string[] {
  if (!Array.isArray(tags)) return [];
  const out = new Set<string>();
  for (const tag of tags) {
    if (typeof tag === 'string' && tag !== '') out.add(toWellFormed(tag));
  }
  return [...out];
}
