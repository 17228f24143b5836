/**
 * How a search's values read to a visitor (SPEC §3 "Search"): property-type and feature tags,
 * statuses, bedroom counts and prices. The search form's options, the filter chips and the
 * search summary all read them here, so a tag or a status has one label wherever it shows.
 * Data, not if-chains: an agency's own lists can replace these tables without touching a view.
 */
import { formatWholePounds } from '../format/price.js';
import type { Channel } from './search.js';

/** A value and how it reads. */
export interface LabelledValue<V> {
  readonly value: V;
  readonly label: string;
}

/** Property-type tags, as the platform writes them, with their labels. */
export const PROPERTY_TYPE_TAGS: readonly LabelledValue<string>[] = [
  { value: 'house', label: 'Houses' },
  { value: 'flat', label: 'Flats and apartments' },
  { value: 'bungalow', label: 'Bungalows' },
  { value: 'new homes', label: 'New homes' },
  { value: 'land', label: 'Land' },
  { value: 'commercial', label: 'Commercial' },
];

/** Feature tags per channel. */
export const FEATURE_TAGS: Readonly<Record<Channel, readonly LabelledValue<string>[]>> = {
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

/**
 * The statuses a search can ask for, per channel, each meaning offered once. 'available' (still
 * on the market: the platform's 'for sale', or 'to let') is the one a visitor knows as 'For sale'
 * or 'To let', and the value the themes' default status names; the platform's own 'for sale' and
 * 'to let' would only offer the same homes a second time under another word. Then each stage a
 * home passes through, as the status tags name them.
 */
export const STATUS_OPTIONS: Readonly<Record<Channel, readonly LabelledValue<string>[]>> = {
  sales: [
    { value: 'available', label: 'For sale' },
    { value: 'under offer', label: 'Under offer' },
    { value: 'sstc', label: 'Sold subject to contract' },
    { value: 'sold', label: 'Sold' },
  ],
  lettings: [
    { value: 'available', label: 'To let' },
    { value: 'let agreed', label: 'Let agreed' },
    { value: 'let', label: 'Let' },
  ],
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const LISTED_TAGS = [...PROPERTY_TYPE_TAGS, ...FEATURE_TAGS.sales, ...FEATURE_TAGS.lettings];

/** A readable label for any tag: the listed label, else the tag with a capital first letter. */
export function tagLabel(tag: string): string {
  return LISTED_TAGS.find((option) => option.value === tag)?.label ?? capitalised(tag);
}

/** A status as the channel's list names it ('sstc' → 'Sold subject to contract'), else as a tag reads. */
export function statusLabel(status: string, channel: Channel): string {
  return (
    STATUS_OPTIONS[channel].find((option) => option.value === status)?.label ?? tagLabel(status)
  );
}

/** 'Studio' for 0, '1 bed', '3 beds'. */
export function bedroomLabel(count: number): string {
  if (count === 0) return 'Studio';
  return count === 1 ? '1 bed' : `${count} beds`;
}

/** '£350,000' for sales, '£1,250 pcm' for lettings (rents are per calendar month). */
export function priceLabel(channel: Channel, amount: number): string {
  return channel === 'lettings' ? `${formatWholePounds(amount)} pcm` : formatWholePounds(amount);
}
