/**
 * The analytics event of a search (pushed by the results page, through the analytics port, which
 * forwards it only after cookie consent): when a results page shows a search the visitor had not
 * just seen. Another page of the same results, a reload, or a return to the newest search is not
 * a new search: the search history decides (`isNewSearch`, core/search/search-history.ts).
 * Nothing personal goes in the event.
 */
import type { AnalyticsEvent } from '../ports/analytics.port.js';
import type { Search } from './search.js';
import { buildSearchPath } from './search-path.js';

/** The 'search' event; the count is left out when the platform did not say how many results there are. */
export function searchEvent(search: Search, resultsTotal: number | undefined): AnalyticsEvent {
  return {
    event: 'search',
    search_channel: search.channel,
    search_term: search.q?.trim() ?? '',
    search_path: buildSearchPath(search),
    ...(resultsTotal !== undefined ? { results_total: resultsTotal } : {}),
  };
}
