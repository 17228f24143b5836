/**
 * Which places to suggest (SPEC §3 Search `suggestions`): while a visitor types in a location box,
 * and when a results path names a place the platform does not know (the 'location-not-found'
 * case: `/property-for-sale/nowhereville`).
 */
import { placeDisplayName } from './search-transitions.js';
import type { Place } from './search.js';

/** At most this many places are suggested at once. */
export const MAX_PLACE_SUGGESTIONS = 6;

/** Lower case, accents and punctuation folded away, words separated by one space. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The places whose name, or "name, county", has a word that starts what was typed
 * ('taun' → Taunton; 'somerset' → every place in Somerset; 'bishops ly' → Bishops Lydeard),
 * in the order given, at most `limit`. Nothing is suggested for blank text.
 */
export function placesMatching(
  typed: string,
  places: readonly Place[],
  limit = MAX_PLACE_SUGGESTIONS,
): Place[] {
  const wanted = fold(typed);
  if (wanted === '') return [];
  const matches = (text: string): boolean => {
    const words = fold(text).split(' ');
    return words.some((_word, i) => words.slice(i).join(' ').startsWith(wanted));
  };
  return places
    .filter((place) => matches(place.name) || matches(placeDisplayName(place)))
    .slice(0, Math.max(0, limit));
}

/** Edit distance (insertions, deletions, substitutions), for telling near misses from strangers. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The places closest to a name that matched none (a mistyped or unknown place slug such as
 * 'tauntn' or 'nowhereville'): places the text starts first, then by edit distance between the
 * folded texts, ties kept in the given order. Always offers up to `limit` places when there are
 * any, so a visitor who asked for somewhere unknown can pick where to look instead.
 */
export function closestPlaces(
  text: string,
  places: readonly Place[],
  limit = MAX_PLACE_SUGGESTIONS,
): Place[] {
  const wanted = fold(text);
  const starting = wanted === '' ? [] : placesMatching(wanted, places, places.length);
  const rest = places
    .filter((place) => !starting.includes(place))
    .map((place, index) => ({ place, index, distance: editDistance(wanted, fold(place.name)) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map((entry) => entry.place);
  return [...starting, ...rest].slice(0, Math.max(0, limit));
}

/** A place slug as a visitor would read it: 'bishops-lydeard' → 'Bishops Lydeard'. */
export function placeSlugText(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
