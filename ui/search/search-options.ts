/**
 * What the search form offers (SPEC §3 "Search"): price steps per channel, bedroom
 * counts, the seven sort orders in plain English and acreage steps. How tags, statuses, prices
 * and bedroom counts read is core's (core/search/search-labels.ts).
 * Data, not if-chains: an agency's own lists can replace these tables without touching the views.
 */
import { bedroomLabel, priceLabel, SORT_OPTIONS } from '../../core/index.js';
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
  lettings: [
    ...thousands(300, 1_000, 50),
    ...thousands(1_100, 2_000, 100),
    2_250,
    2_500,
    2_750,
    3_000,
    3_500,
    4_000,
    4_500,
    5_000,
  ],
};

/**
 * The price options for a channel. A price already in the search that is not a step (typed into
 * a URL, say) is kept as an option, so the select never shows a value it does not have.
 */
export function priceOptions(
  channel: Channel,
  current: readonly (number | undefined)[] = [],
): Option<number>[] {
  const values = new Set<number>(PRICE_STEPS[channel]);
  for (const value of current) if (value !== undefined) values.add(value);
  return [...values]
    .sort((a, b) => a - b)
    .map((value) => ({ value, label: priceLabel(channel, value) }));
}

/** Bedroom counts offered (0 is a studio). */
export const BEDROOM_COUNTS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

export function bedroomOptions(current: readonly (number | undefined)[] = []): Option<number>[] {
  const values = new Set<number>(BEDROOM_COUNTS);
  for (const value of current) if (value !== undefined) values.add(value);
  return [...values].sort((a, b) => a - b).map((value) => ({ value, label: bedroomLabel(value) }));
}

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

export const SORT_CHOICES: readonly Option<SortOption>[] = SORT_OPTIONS.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

/** Acreage steps for agricultural and land searches. */
export const ACREAGE_STEPS: readonly number[] = [0.5, 1, 2, 5, 10, 20, 50, 100, 250];

/** Tags that make the acreage filter relevant (SPEC §3 minAcreage / maxAcreage). */
export const ACREAGE_TAGS: readonly string[] = [
  'agricultural',
  'land',
  'farm',
  'equestrian',
  'woodland',
];
