/**
 * A search told in one line: what stands for the search form on a phone ("For sale · Taunton ·
 * 2+ beds · Up to £350,000"). Prices and bedroom counts read as the form's options do.
 */
import { formatWholePounds } from '../format/price.js';
import { bedroomLabel, priceLabel } from './search-labels.js';
import { normaliseSearch } from './search-normalise.js';
import { CHANNEL_PHRASES } from './search-transitions.js';
import type { Channel, Search } from './search.js';

/** What stands between the parts of a summary. */
export const SUMMARY_SEPARATOR = ' · ';

/** A lower bound of 0 says nothing ("from £0", "0+ beds"), so it reads as no bound. */
const lowerBound = (value: number | undefined): number | undefined =>
  value === 0 ? undefined : value;

/** A price range: 'up to £350,000', 'from £800 pcm', '£200,000 – £350,000', '£900 pcm'; '' without a bound. */
function pricePhrase(channel: Channel, min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) {
    return min === max
      ? priceLabel(channel, min)
      : `${formatWholePounds(min)} – ${priceLabel(channel, max)}`;
  }
  if (min !== undefined) return `from ${priceLabel(channel, min)}`;
  return max === undefined ? '' : `up to ${priceLabel(channel, max)}`;
}

/** A bedroom range as a noun: '2+ beds', 'up to 3 beds', '2–4 beds', '1 bed', 'Studio'; '' without a bound. */
function bedsPhrase(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined)
    return min === max ? bedroomLabel(min) : `${min}–${bedroomLabel(max)}`;
  if (min !== undefined) return `${min}+ beds`;
  if (max === undefined) return '';
  return max === 0 ? bedroomLabel(0) : `up to ${bedroomLabel(max)}`;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The search in one line: the channel, the place (its name, or the words searched for), the
 * bedrooms and the price, each left out when the search does not set it. The filters beyond
 * these show as chips (active-filters.ts).
 */
export function searchSummary(search: Search): string {
  const s = normaliseSearch(search);
  const place = s.place?.name.trim() ?? s.q?.trim() ?? '';
  return [
    CHANNEL_PHRASES[s.channel],
    place,
    bedsPhrase(lowerBound(s.minBeds), s.maxBeds),
    pricePhrase(s.channel, lowerBound(s.minPrice), s.maxPrice),
  ]
    .filter((part) => part !== '')
    .map(capitalised)
    .join(SUMMARY_SEPARATOR);
}
