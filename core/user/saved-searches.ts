/**
 * Saved searches (SPEC §3 "Saved search", §9): alert frequencies, turning a search into a saved
 * one and back, finding whether a search is already saved, and the one-line description shown
 * in the list (e.g. "2+ bed houses for sale in Taunton up to £350,000").
 */
import { formatWholePounds } from '../format/price.js';
import { normaliseTags } from '../search/search-grammar.js';
import { buildSearchPath, parseSearchPath } from '../search/search-path.js';
import { normaliseSearch } from '../search/search-normalise.js';
import { CHANNEL_PHRASES, placeDisplayName } from '../search/search-transitions.js';
import type { Channel, Search } from '../search/search.js';
import type { AlertFrequency, SavedSearch } from './user.js';

export interface AlertFrequencyOption {
  readonly code: AlertFrequency;
  readonly label: string;
}

/** The alert frequency selector's options, in display order. */
export const ALERT_FREQUENCIES: readonly AlertFrequencyOption[] = [
  { code: 'I', label: 'Immediately' },
  { code: 'W', label: 'Weekly' },
  { code: 'M', label: 'Monthly' },
  { code: 'N', label: 'Never' },
];

/** A search saved without a choice gets alerts immediately (SPEC §3). */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'I';

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return ALERT_FREQUENCIES.some((option) => option.code === value);
}

export function alertFrequencyLabel(code: AlertFrequency): string {
  return ALERT_FREQUENCIES.find((option) => option.code === code)?.label ?? code;
}

type SavedDraft = { -readonly [K in keyof SavedSearch]?: SavedSearch[K] };

/**
 * The saved form of a search: channel, place (id and display name), beds, prices and tags, the
 * alert frequency (default 'I'), and the canonical results path of the whole search (page left
 * out) so the saved item links back to exactly what was searched.
 */
export function savedSearchFromSearch(
  search: Search,
  alertFrequency: AlertFrequency = DEFAULT_ALERT_FREQUENCY,
): SavedSearch {
  const s = normaliseSearch(search);
  const out: SavedDraft = {
    channel: s.channel,
    alert_frequency: isAlertFrequency(alertFrequency) ? alertFrequency : DEFAULT_ALERT_FREQUENCY,
  };
  const q = s.q ?? (s.place === undefined ? undefined : placeDisplayName(s.place));
  if (s.placeId !== undefined) out.placeId = s.placeId;
  if (q !== undefined) out.q = q;
  if (s.minBeds !== undefined) out.minBeds = s.minBeds;
  if (s.maxBeds !== undefined) out.maxBeds = s.maxBeds;
  if (s.minPrice !== undefined) out.minPrice = s.minPrice;
  if (s.maxPrice !== undefined) out.maxPrice = s.maxPrice;
  if (s.tags !== undefined) out.tags = [...s.tags];
  out.path = buildSearchPath({ ...s, page: undefined, clickedProperty: undefined });
  return out as SavedSearch;
}

/** What a search and a saved search have in common: the fields a match is made on. */
interface MatchFields {
  readonly channel: Channel;
  readonly placeId?: string | undefined;
  readonly minBeds?: number | undefined;
  readonly maxBeds?: number | undefined;
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  readonly tags?: readonly string[] | undefined;
}

/** The match fields, normalised, with tags as a sorted set. */
function matchKey(fields: MatchFields): string {
  const s = normaliseSearch({
    channel: fields.channel,
    placeId: fields.placeId,
    minBeds: fields.minBeds,
    maxBeds: fields.maxBeds,
    minPrice: fields.minPrice,
    maxPrice: fields.maxPrice,
    tags: normaliseTags(fields.tags).sort(),
  });
  return JSON.stringify([
    s.channel,
    s.placeId,
    s.minBeds,
    s.maxBeds,
    s.minPrice,
    s.maxPrice,
    s.tags ?? [],
  ]);
}

/**
 * The saved search matching a search, if any: same channel, placeId, beds and prices, and the
 * same tags in any order. Other fields (free text q, status, sort…) are not part of the match,
 * since a saved search does not hold them.
 */
export function findSavedSearch(
  saved: readonly SavedSearch[],
  search: Search,
): SavedSearch | undefined {
  const key = matchKey(search);
  return saved.find((item) => matchKey(item) === key);
}

/**
 * The search a saved search stands for. Its path (when present) gives the whole search; the
 * saved fields then win over it (the path's place slug is dropped if it named another place).
 */
export function searchFromSavedSearch(saved: SavedSearch): Search {
  const fromPath: Search =
    typeof saved.path === 'string' ? parseSearchPath(saved.path) : { channel: saved.channel };
  const base: { -readonly [K in keyof Search]?: Search[K] } = { ...fromPath };
  delete base.page;
  if (base.placeId !== saved.placeId) delete base.placeSlug;
  return normaliseSearch({
    ...base,
    channel: saved.channel,
    placeId: saved.placeId,
    q: saved.q,
    minBeds: saved.minBeds,
    maxBeds: saved.maxBeds,
    minPrice: saved.minPrice,
    maxPrice: saved.maxPrice,
    tags: saved.tags,
  });
}

// ---------------------------------------------------------------------------------------------
// Description

/** Property-type tags and how a list of them reads (data, not code). */
const PROPERTY_TYPE_PLURALS: Readonly<Record<string, string>> = {
  house: 'houses',
  houses: 'houses',
  flat: 'flats',
  flats: 'flats',
  bungalow: 'bungalows',
  bungalows: 'bungalows',
  apartment: 'apartments',
  apartments: 'apartments',
  maisonette: 'maisonettes',
  maisonettes: 'maisonettes',
  cottage: 'cottages',
  cottages: 'cottages',
  studio: 'studios',
  studios: 'studios',
  'town house': 'town houses',
  'town houses': 'town houses',
  'detached house': 'detached houses',
  'semi-detached house': 'semi-detached houses',
  'terraced house': 'terraced houses',
  land: 'land',
};

/** "a", "a and b", "a, b and c". */
function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A lower bound of 0 says nothing ("from £0", "0+ bed"), so it reads as no bound. */
const lowerBound = (value: number | undefined): number | undefined =>
  value === 0 ? undefined : value;

function bedsPhrase(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined)
    return min === max ? `${min} bed` : `${min}–${max} bed`;
  if (min !== undefined) return `${min}+ bed`;
  return max === undefined ? '' : `up to ${max} bed`;
}

function pricePhrase(min: number | undefined, max: number | undefined, perMonth: boolean): string {
  let phrase = '';
  if (min !== undefined && max !== undefined) {
    phrase =
      min === max
        ? `at ${formatWholePounds(min)}`
        : `${formatWholePounds(min)} – ${formatWholePounds(max)}`;
  } else if (min !== undefined) {
    phrase = `from ${formatWholePounds(min)}`;
  } else if (max !== undefined) {
    phrase = `up to ${formatWholePounds(max)}`;
  }
  return phrase !== '' && perMonth ? `${phrase} pcm` : phrase;
}

/**
 * One line describing a saved search, e.g. "2+ bed houses for sale in Taunton up to £350,000",
 * "Flats to rent anywhere from £800 pcm", "3 bed properties for sale in Bath, Somerset
 * £200,000 – £350,000 with garden and parking". Property-type tags (house, flat, bungalow…)
 * name what is sought; other tags follow "with". Without a place name it reads "anywhere" (or
 * "in the chosen area" when only a place id is known). Lettings prices are per calendar month.
 */
export function describeSavedSearch(saved: SavedSearch): string {
  const s = normaliseSearch({ ...saved, channel: saved.channel });
  const tags = s.tags ?? [];
  const types: string[] = [];
  const others: string[] = [];
  for (const tag of tags) {
    const plural = PROPERTY_TYPE_PLURALS[tag.trim().toLowerCase()];
    if (plural === undefined) others.push(tag);
    else if (!types.includes(plural)) types.push(plural);
  }
  const q = typeof saved.q === 'string' && saved.q.trim() !== '' ? saved.q.trim() : undefined;
  const place =
    q !== undefined ? `in ${q}` : s.placeId !== undefined ? 'in the chosen area' : 'anywhere';
  const parts = [
    bedsPhrase(lowerBound(s.minBeds), s.maxBeds),
    types.length > 0 ? listPhrase(types) : 'properties',
    CHANNEL_PHRASES[s.channel],
    place,
    pricePhrase(lowerBound(s.minPrice), s.maxPrice, s.channel === 'lettings'),
    others.length > 0 ? `with ${listPhrase(others)}` : '',
  ].filter((part) => part !== '');
  const sentence = parts.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
