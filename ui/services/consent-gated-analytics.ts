/**
 * The analytics port every part of the site pushes to (TOKENS.analytics): it forwards events to
 * the data layer only after the visitor accepted analytics cookies (core's `analyticsEventFate`).
 *
 * - Until the page knows the visitor's choice (the banner's chunk reads it at the page's first
 *   idle moment) and while there is none, events wait in memory for this page (at most
 *   HELD_ANALYTICS_EVENTS_LIMIT). Accepted: they go to the data layer, in order, before anything
 *   newer. Rejected: they are dropped. Nothing is written anywhere meanwhile, and the events of a
 *   page left before the choice is known are gone with it.
 * - Accepted: each event goes to the data layer at once.
 * - Rejected, or the agency has no banner: events are dropped.
 *
 * A closure rather than a class, and small on purpose: it is in every page's initial JavaScript;
 * the consent rules arrive with the banner's chunk, which calls `decide`.
 */
import { analyticsEventFate, HELD_ANALYTICS_EVENTS_LIMIT } from '../../core/index.js';
import type {
  AnalyticsEvent,
  AnalyticsEventFate,
  AnalyticsPort,
  ConsentState,
} from '../../core/index.js';

export interface ConsentGatedAnalytics extends AnalyticsPort {
  /** The page's consent state, read from the stored choice or just chosen: held events are sent or dropped. */
  decide(state: ConsentState): void;
}

/** The gate in front of `dataLayer` (adapters/browser/data-layer-analytics.adapter.ts), starting with `fate`. */
export function consentGatedAnalytics(
  dataLayer: AnalyticsPort,
  fate: AnalyticsEventFate,
): ConsentGatedAnalytics {
  let held: AnalyticsEvent[] = [];
  return {
    push(event) {
      if (fate === 'send') dataLayer.push(event);
      else if (fate === 'hold' && held.length < HELD_ANALYTICS_EVENTS_LIMIT) held.push(event);
    },
    decide(state) {
      fate = analyticsEventFate(state);
      if (fate === 'hold') return;
      const waiting = held;
      held = [];
      if (fate === 'send') for (const event of waiting) dataLayer.push(event);
    },
  };
}
