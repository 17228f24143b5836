/**
 * What becomes of an analytics event in each cookie-consent state (core/consent/cookie-consent.ts):
 * the rule the analytics port's gate applies (ui/services/consent-gated-analytics.ts). Kept apart
 * from the consent rules because the gate is on every page from the start, and the rest of the
 * consent code arrives later in the banner's chunk.
 */
import type { ConsentState } from './cookie-consent.js';

/** send: to the data layer now; hold: in memory for this page until the visitor chooses; drop: never sent. */
export type AnalyticsEventFate = 'send' | 'hold' | 'drop';

/**
 * Sent after consent; held in memory while the choice is not known (no choice yet, or the page has
 * not read it yet): an acceptance sends them, in order, a rejection drops them; dropped once the
 * visitor rejected or when the agency has no banner (no consent, so no analytics).
 */
export function analyticsEventFate(state: ConsentState | 'unknown'): AnalyticsEventFate {
  return state === 'accepted'
    ? 'send'
    : state === 'undecided' || state === 'unknown'
      ? 'hold'
      : 'drop';
}

/** At most this many events wait for a choice; later ones are dropped (a page left open for hours). */
export const HELD_ANALYTICS_EVENTS_LIMIT = 50;
