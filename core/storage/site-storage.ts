/**
 * Everything the site keeps in the visitor's browser, in a cookie policy's words: each storage
 * key (storage-keys.ts) with what it holds, why and for how long, and the cookie the front end
 * writes. An agency's cookie policy is written from it (the sandbox's is), so the policy cannot
 * miss a key: the compiler makes every key of STORAGE_KEYS have its words here.
 *
 * Cookies the platform sets itself (its session) and those of the agency's own analytics code
 * are the platform's and the agency's to list.
 */
import type { StorageKey } from '../ports/storage.port.js';
import { CONSENT_COOKIE_NAME } from '../consent/cookie-consent.js';
import { STORAGE_KEYS, type StorageRole } from './storage-keys.js';

/** One item kept in the browser, in words a cookie policy can use. */
export interface StoredItem {
  readonly key: StorageKey;
  /** What it holds and why. */
  readonly purpose: string;
  /** How long it stays. */
  readonly kept: string;
  /** Written only where the agency asks for cookie consent (its banner is on). */
  readonly onlyWithBanner?: boolean;
  /** Kept in the tab's session storage (gone when the tab closes), not the browser's local storage. */
  readonly sessionOnly?: boolean;
}

/** One cookie the front end writes. */
export interface SiteCookie {
  readonly name: string;
  readonly purpose: string;
  readonly kept: string;
  readonly onlyWithBanner?: boolean;
}

const UNTIL_CLEARED = "Until you remove it or clear this site's data in your browser";

/** What each storage key holds, why and for how long. */
const STORAGE_WORDS: { readonly [R in StorageRole]: Omit<StoredItem, 'key'> } = {
  cookieConsent: {
    purpose:
      'Your answer to the cookie question (accepted or rejected) and when you gave it, so we do not ask on every page.',
    kept: 'A year, then we ask again',
    onlyWithBanner: true,
  },
  savedProperties: {
    purpose:
      'The properties you save, so they are still saved on your next visit, signed in or not.',
    kept: UNTIL_CLEARED,
  },
  savedPropertyCards: {
    purpose:
      'The address, price, photo and rooms of up to 100 saved properties, to show your saved list.',
    kept: UNTIL_CLEARED,
  },
  savedPropertyRemovals: {
    purpose:
      'Properties you removed while signed out, so they leave your account too when you sign in.',
    kept: UNTIL_CLEARED,
  },
  savedPropertiesMerged: {
    purpose:
      "Which accounts this browser's saved properties were added to, so that happens only once.",
    kept: UNTIL_CLEARED,
  },
  savedPropertiesPending: {
    purpose: 'Saves and removals your account has not received yet, sent again on your next visit.',
    kept: 'Until your account has them',
  },
  savedPropertiesSignedOut: {
    purpose:
      'While you are signed in: the properties this browser saved before, the only ones kept here when you sign out.',
    kept: 'Until you sign out',
  },
  savedPropertiesWhileUnknown: {
    purpose:
      'Saves and removals made while we could not check your account, sent to it once we can.',
    kept: 'Until we can check your account',
  },
  savedSearches: {
    purpose: 'The searches you save while signed out, and how often you would like alerts.',
    kept: UNTIL_CLEARED,
  },
  searchHistory: {
    purpose:
      "Your last 10 searches, for 'Back to search' and the next and previous property links.",
    kept: UNTIL_CLEARED,
  },
  recentlyViewed: {
    purpose:
      'The address, price, photo and rooms of the last 10 properties you opened, to show them again on the home page and in your account.',
    kept: UNTIL_CLEARED,
  },
  resultsLayout: {
    purpose: 'Whether you like search results as a grid or a list.',
    kept: UNTIL_CLEARED,
  },
  leadDrafts: {
    purpose:
      'What you have typed into an enquiry or booking form and not sent yet, so a reload does not lose it (never passwords or files).',
    kept: 'Until you send the form or close the tab',
    sessionOnly: true,
  },
};

/** The browser storage (localStorage) keys, by role, each with its words. */
export const SITE_STORAGE = Object.fromEntries(
  (Object.keys(STORAGE_KEYS) as StorageRole[]).map((role) => [
    role,
    { key: STORAGE_KEYS[role], ...STORAGE_WORDS[role] },
  ]),
) as { readonly [R in StorageRole]: StoredItem };

/** The cookies the front end writes, by role. */
export const SITE_COOKIES = {
  consent: {
    name: CONSENT_COOKIE_NAME,
    purpose:
      "Your cookie choice ('accepted' or 'rejected'), so our pages show the cookie banner only until you choose.",
    kept: 'A year',
    onlyWithBanner: true,
  },
} as const satisfies Readonly<Record<string, SiteCookie>>;

export interface StoredItems {
  readonly storage: readonly StoredItem[];
  readonly cookies: readonly SiteCookie[];
}

/** What a site keeps in the browser, with or without the cookie banner (one without never asks). */
export function storedItemsOf(bannerOn: boolean): StoredItems {
  const shown = (item: { readonly onlyWithBanner?: boolean }): boolean =>
    bannerOn || item.onlyWithBanner !== true;
  return {
    storage: Object.values<StoredItem>(SITE_STORAGE).filter(shown),
    cookies: Object.values<SiteCookie>(SITE_COOKIES).filter(shown),
  };
}
