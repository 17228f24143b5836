/**
 * What the search's parsers share (the results path, the `/search` URL and the `.ljson` query):
 * readers of one value into a draft search, each saying why it refused a value, and the list of
 * what a parse ignored, capped so hostile input cannot flood a log.
 */
import {
  channelOfWord,
  decodeSegmentValue,
  isChannel,
  isIsoDate,
  isSortOption,
  isWithin,
  readAcreage,
  readCount,
  readPage,
  type SegmentKind,
  type ValueResult,
} from './search-grammar.js';
import type { Channel, Search } from './search.js';

export type Draft = { -readonly [K in keyof Search]?: Search[K] };

export interface ParsedSearch {
  readonly search: Search;
  /** What was ignored and why, one plain sentence each (for logs, never for visitors). */
  readonly issues: readonly string[];
}

type CountField =
  | 'minBeds'
  | 'maxBeds'
  | 'minPrice'
  | 'maxPrice'
  | 'minSquareFeet'
  | 'maxSquareFeet'
  | 'area'
  | 'updatedAgo'
  | 'createdAgo';

export type Reader = (value: string) => ValueResult<Draft>;

export const ok = (value: Draft): ValueResult<Draft> => ({ ok: true, value });
export const rejected = (reason: string): ValueResult<Draft> => ({ ok: false, reason });

const into =
  <A>(key: keyof Search, read: (value: string) => ValueResult<A>): Reader =>
  (value) => {
    const result = read(value);
    return result.ok ? ok({ [key]: result.value }) : result;
  };

export const checked =
  (key: keyof Search, rule: (value: unknown) => boolean, reason: string): Reader =>
  (value) =>
    rule(value) ? ok({ [key]: value }) : rejected(reason);

export const decoded =
  (key: keyof Search): Reader =>
  (value) => {
    const plain = decodeSegmentValue(value);
    if (plain === undefined) return rejected('bad percent-encoding');
    return plain === '' ? rejected('empty value') : ok({ [key]: plain });
  };

const counted = (key: CountField): Reader => into(key, readCount);
const acres = (key: 'minAcreage' | 'maxAcreage'): Reader => into(key, readAcreage);

const readPageInto: Reader = (value) => {
  const result = readPage(value);
  if (!result.ok) return result;
  return ok(result.value === undefined ? {} : { page: result.value });
};

const WITHIN_REASON = 'not a distance such as 0-5-miles';
const DATE_REASON = 'not a date written YYYY-MM-DD';

/**
 * The fields read the same way from a path segment and from a query value: the ranges, the dates,
 * the sort order and the page.
 */
export const SHARED_READERS = {
  minBeds: counted('minBeds'),
  maxBeds: counted('maxBeds'),
  minPrice: counted('minPrice'),
  maxPrice: counted('maxPrice'),
  minAcreage: acres('minAcreage'),
  maxAcreage: acres('maxAcreage'),
  minSquareFeet: counted('minSquareFeet'),
  maxSquareFeet: counted('maxSquareFeet'),
  area: counted('area'),
  within: checked('within', isWithin, WITHIN_REASON),
  auctionDate: checked('auctionDate', isIsoDate, DATE_REASON),
  updatedAgo: counted('updatedAgo'),
  createdAgo: counted('createdAgo'),
  sorted: checked('sorted', isSortOption, 'not a sort order'),
  page: readPageInto,
} satisfies Partial<Record<SegmentKind, Reader>>;

export const quote = (raw: string): string =>
  JSON.stringify(raw.length > 80 ? `${raw.slice(0, 80)}…` : raw);

/** Issues kept per parse; the rest are counted in a last line, so hostile input cannot flood a log. */
export const MAX_REPORTED_ISSUES = 50;

/** A list that keeps the first MAX_REPORTED_ISSUES issues and counts the rest. */
export class IssueList {
  private readonly kept: string[] = [];
  private dropped = 0;

  add(issue: string): void {
    if (this.kept.length < MAX_REPORTED_ISSUES) this.kept.push(issue);
    else this.dropped += 1;
  }

  list(): string[] {
    return this.dropped === 0 ? this.kept : [...this.kept, `…and ${this.dropped} more ignored`];
  }
}

/** A channel as the platform writes it ('sales', 'lettings') or as a path word ('for-sale'). */
function readChannel(value: string): Channel | undefined {
  return isChannel(value) ? value : channelOfWord(value);
}

/** The channel a query names (`channel=lettings`) into the draft; a value naming none is reported. */
export function readChannelInto(value: string | undefined, draft: Draft, issues: IssueList): void {
  if (value === undefined) return;
  const known = readChannel(value);
  if (known === undefined) issues.add(`Ignored channel ${quote(value)}: not a channel`);
  else draft.channel = known;
}
