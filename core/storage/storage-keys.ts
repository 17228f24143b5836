/**
 * Every key the site keeps in the visitor's browser storage, by role: the one list the modules
 * that use a key take it from. What each holds, why and for how long is beside it in
 * site-storage.ts (a cookie policy's words, which no page needs to carry); the compiler makes
 * every key there have its words. A unit test fails when code makes a storage key elsewhere.
 */
import type { StorageKey } from '../ports/storage.port.js';

export const STORAGE_KEYS = {
  cookieConsent: { name: 'cookie-consent', version: 1 },
  savedProperties: { name: 'saved-properties', version: 1 },
  savedPropertyCards: { name: 'saved-property-cards', version: 1 },
  savedPropertyRemovals: { name: 'saved-property-removals', version: 1 },
  savedPropertiesMerged: { name: 'saved-properties-merged', version: 1 },
  savedPropertiesPending: { name: 'saved-properties-pending', version: 1 },
  savedPropertiesSignedOut: { name: 'saved-properties-signed-out', version: 1 },
  savedPropertiesWhileUnknown: { name: 'saved-properties-while-unknown', version: 1 },
  savedSearches: { name: 'saved-searches', version: 1 },
  searchHistory: { name: 'search-history', version: 1 },
  recentlyViewed: { name: 'recently-viewed', version: 1 },
  resultsLayout: { name: 'results-layout', version: 1 },
  leadDrafts: { name: 'lead-drafts', version: 1 },
} as const satisfies Readonly<Record<string, StorageKey>>;

export type StorageRole = keyof typeof STORAGE_KEYS;

/** The name a key has in the browser's storage: `agency:{name}:v{version}`. */
export function storageKeyName(key: StorageKey): string {
  return `agency:${key.name}:v${key.version}`;
}
