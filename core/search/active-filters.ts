/**
 * The filters a search holds beyond its channel, place, bedrooms and price (which the search form
 * and its summary always show), each as a chip a visitor can remove: 'Drawn area', 'Within 5
 * miles', 'Added in the last 7 days', a tag, a status. Many come only from a URL (a shared link,
 * the map's drawn area, a saved search), and the form has no control for them.
 *
 * Each tag is a filter of its own; so is each end of a range (`from-…` and `up-to-…` are
 * segments of their own). Removing a filter is a change of search: back to the first page.
 */
import { formatAcreage, formatWholeNumber } from '../format/price.js';
import { readableDate } from '../format/readable-date.js';
import { withinMiles } from './search-grammar.js';
import { statusLabel, tagLabel } from './search-labels.js';
import { normaliseSearch } from './search-normalise.js';
import {
  RANGE_FIELDS,
  removeTag,
  setFilter,
  setFilterValue,
  type RangeFilter,
} from './search-transitions.js';
import type { Search } from './search.js';

/** The fields a filter chip stands for, in the order of their path segments. */
export const FILTER_FIELDS = [
  'minAcreage',
  'maxAcreage',
  'minSquareFeet',
  'maxSquareFeet',
  'area',
  'within',
  'status',
  'tags',
  'auctionDate',
  'updatedAgo',
  'createdAgo',
  'text',
  'poly',
  'shortLets',
  'pets',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export interface ActiveFilter {
  readonly field: FilterField;
  /** The tag, for a tag filter. */
  readonly tag?: string;
  /** How the filter reads: 'Within 5 miles'. */
  readonly label: string;
}

export interface ActiveFilterOptions {
  /** The theme's default status: the search holds it without the visitor choosing it. */
  readonly defaultStatus?: string;
}

/** What the name of a chip's remove control starts with: 'Remove filter: Within 5 miles'. */
export const REMOVE_FILTER_PREFIX = 'Remove filter: ';

/** Keywords longer than this are cut short in their chip. */
export const KEYWORDS_SHOWN = 40;

type Labelled = Exclude<FilterField, 'tags' | 'status'>;

const acres = (n: number): string => formatAcreage(n) || '0 acres';

/** 'Added today', 'Added in the last 24 hours', 'Added in the last 7 days'. */
function recently(verb: string, days: number): string {
  if (days === 0) return `${verb} today`;
  return days === 1
    ? `${verb} in the last 24 hours`
    : `${verb} in the last ${formatWholeNumber(days)} days`;
}

function withinText(within: string): string {
  const miles = withinMiles(within) ?? 0;
  return `Within ${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}

function keywords(text: string): string {
  const shown = [...text];
  return `Keywords: “${shown.length > KEYWORDS_SHOWN ? `${shown.slice(0, KEYWORDS_SHOWN).join('')}…` : text}”`;
}

/** How each filter reads, from its value. */
const LABELS: { readonly [F in Labelled]: (value: NonNullable<Search[F]>) => string } = {
  minAcreage: (n) => `From ${acres(n)}`,
  maxAcreage: (n) => `Up to ${acres(n)}`,
  minSquareFeet: (n) => `From ${formatWholeNumber(n)} sq ft`,
  maxSquareFeet: (n) => `Up to ${formatWholeNumber(n)} sq ft`,
  area: (n) => `Floor area from ${formatWholeNumber(n)} sq m`,
  within: withinText,
  auctionDate: (date) => `Auction on ${readableDate(date)?.label ?? date}`,
  updatedAgo: (days) => recently('Updated', days),
  createdAgo: (days) => recently('Added', days),
  text: keywords,
  poly: () => 'Drawn area',
  shortLets: () => 'Short lets only',
  pets: () => 'Pets allowed',
};

/** A chip; a label that is all spaces (a tag such as ' ' from a URL) is quoted, so it still shows. */
function chip(field: FilterField, label: string, tag?: string): ActiveFilter {
  const shown = label.trim() === '' ? `“${label}”` : label.trim();
  return { field, ...(tag === undefined ? {} : { tag }), label: shown };
}

/** The search's filters, as chips, in the order of their path segments. */
export function activeFilters(search: Search, options: ActiveFilterOptions = {}): ActiveFilter[] {
  const s = normaliseSearch(search);
  const out: ActiveFilter[] = [];
  for (const field of FILTER_FIELDS) {
    if (field === 'tags') {
      for (const tag of s.tags ?? []) out.push(chip('tags', tagLabel(tag), tag));
    } else if (field === 'status') {
      if (s.status !== undefined && s.status !== options.defaultStatus)
        out.push(chip('status', statusLabel(s.status, s.channel)));
    } else {
      const value = s[field];
      if (value !== undefined)
        out.push(chip(field, (LABELS[field] as (v: unknown) => string)(value)));
    }
  }
  return out;
}

/** The range each range end belongs to. */
const RANGE_OF: Readonly<Partial<Record<FilterField, RangeFilter>>> = {
  minAcreage: 'acreage',
  maxAcreage: 'acreage',
  minSquareFeet: 'squareFeet',
  maxSquareFeet: 'squareFeet',
};

type ValueField = Exclude<
  FilterField,
  'tags' | 'minAcreage' | 'maxAcreage' | 'minSquareFeet' | 'maxSquareFeet'
>;

/**
 * The search without one filter (one tag, one end of a range), back on its first page: what a
 * chip's remove control asks for. The same search when it does not hold the filter.
 */
export function removeFilter(search: Search, filter: Pick<ActiveFilter, 'field' | 'tag'>): Search {
  const { field } = filter;
  if (field === 'tags') return removeTag(search, filter.tag ?? '');
  const range = RANGE_OF[field];
  if (range === undefined) return setFilterValue(search, field as ValueField, undefined);
  const [minKey, maxKey] = RANGE_FIELDS[range];
  const bound = (key: keyof Search): number | undefined =>
    key === field ? undefined : (search[key] as number | undefined);
  return setFilter(search, range, { min: bound(minKey), max: bound(maxKey) });
}
