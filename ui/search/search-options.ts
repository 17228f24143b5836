/**
 * What the search form offers (SPEC §3 "Search"): price steps per channel, bedroom
 * counts, property-type and feature tags, statuses and the seven sort orders in plain English.
 * Data, not if-chains: an agency's own lists can replace these tables without touching the views.
 */
import { formatWholePounds, SEARCH_STATUS_CHOICES, SORT_OPTIONS } from '../../core/index.js';
import type { Channel, SortOption } from '../../core/index.js';

export interface Option<V> {
  readonly value: V;
  readonly label: string;
}

const thousands = (from: number, to: number, step: number): number[] => {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
};

/**
 * Price steps (whole pounds): sales £50,000 to £2,000,000, finer where most homes sell;
 * lettings £300 to £5,000 per calendar month.
 */
export const PRICE_STEPS: Readonly<Record<Channel, readonly number[]>> = {
  sales: [
    ...thousands(50_000, 300_000, 25_000),
    ...thousands(350_000, 700_000, 50_000),
    800_000,
    900_000,
    1_000_000,
    1_250_000,
    1_500_000,
    1_750_000,
    2_000_000,
  ],
  lettings: [...thousands(300, 1_000, 50), ...thousands(1_100, 2_000, 100), 2_250, 2_500, 2_750, 3_000, 3_500, 4_000, 4_500, 5_000],
};

/** '£350,000' for sales, '£1,250 pcm' for lettings. */
export function priceLabel(channel: Channel, amount: number): string {
  return channel === 'lettings' ? `${formatWholePounds(amount)} pcm` : formatWholePounds(amount);
}

/**
 * The price options for a channel. A price already in the search that is not a step (typed into
 * a URL, say) is kept as an option, so the select never shows a value it does not have.
 */
export function priceOptions(channel: Channel, current: readonly (number | undefined)[] = []): Option<number>[] {
  const values = new Set<number>(PRICE_STEPS[channel]);
  for (const value of current) if (value !== undefined) values.add(value);
  return [...values].sort((a, b) => a - b).map((value) => ({ value, label: priceLabel(channel, value) }));
}

/** Bedroom counts offered (0 is a studio). */
export const BEDROOM_COUNTS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

export function bedroomLabel(count: number): string {
  if (count === 0) return 'Studio';
  return count === 1 ? '1 bed' : `${count} beds`;
}

export function bedroomOptions(current: readonly (number | undefined)[] = []): Option<number>[] {
  const values = new Set<number>(BEDROOM_COUNTS);
  for (const value of current) if (value !== undefined) values.add(value);
  return [...values].sort((a, b) => a - b).map((value) => ({ value, label: bedroomLabel(value) }));
}

/** Property-type tags, as the platform writes them, with their labels. */
export const PROPERTY_TYPE_TAGS: readonly Option<string>[] = [
  { value: 'house', label: 'Houses' },
  { value: 'flat', label: 'Flats and apartments' },
  { value: 'bungalow', label: 'Bungalows' },
  { value: 'new homes', label: 'New homes' },
  { value: 'land', label: 'Land' },
  { value: 'commercial', label: 'Commercial' },
];

/** Feature tags per channel. */
export const FEATURE_TAGS: Readonly<Record<Channel, readonly Option<string>[]>> = {
  sales: [
    { value: 'garden', label: 'Garden' },
    { value: 'parking', label: 'Parking' },
    { value: 'garage', label: 'Garage' },
    { value: 'balcony', label: 'Balcony' },
    { value: 'period', label: 'Period property' },
  ],
  lettings: [
    { value: 'garden', label: 'Garden' },
    { value: 'parking', label: 'Parking' },
    { value: 'furnished', label: 'Furnished' },
    { value: 'unfurnished', label: 'Unfurnished' },
    { value: 'bills included', label: 'Bills included' },
  ],
};

/** A readable label for any tag: the listed label, else the tag with a capital first letter. */
export function tagLabel(tag: string): string {
  const listed = [...PROPERTY_TYPE_TAGS, ...FEATURE_TAGS.sales, ...FEATURE_TAGS.lettings].find((option) => option.value === tag);
  if (listed !== undefined) return listed.label;
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

/** Statuses a visitor can filter by, per channel: core's one list ('available' reads 'For sale'). */
export const STATUS_OPTIONS: Readonly<Record<Channel, readonly Option<string>[]>> = SEARCH_STATUS_CHOICES;

/** The seven sort orders of SPEC §3, in plain English, in SPEC's order. */
export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  'least-expensive-first': 'Lowest price first',
  'most-expensive-first': 'Highest price first',
  'most-recent-first': 'Newest listings first',
  'most-square-feet-first': 'Largest floor area first',
  'least-square-feet-first': 'Smallest floor area first',
  'most-recently-launched-first': 'Most recently launched first',
  'most-recently-updated-first': 'Most recently updated first',
};

export const SORT_CHOICES: readonly Option<SortOption>[] = SORT_OPTIONS.map((value) => ({ value, label: SORT_LABELS[value] }));

/** Acreage steps for agricultural and land searches. */
export const ACREAGE_STEPS: readonly number[] = [0.5, 1, 2, 5, 10, 20, 50, 100, 250];

/** Tags that make the acreage filter relevant (SPEC §3 minAcreage / maxAcreage). */
export const ACREAGE_TAGS: readonly string[] = ['agricultural', 'land', 'farm', 'equestrian', 'woodland'];
