/**
 * The legacy entry points an agency's older pages and scripts still use (SPEC §2 "Legacy entry
 * points", §7 "The legacy calendar script is loaded from /legacy_asset_bundles/legacy_calendar.js"):
 *
 * - elements with class `hfview__open`, and the `rda_viewing` event, ask for the viewing booking;
 * - '#/book_a_valuation' hands over to the platform's legacy calendar script, which can hand back
 *   to the site's own valuation form.
 *
 * How they are spotted in the page (listeners, the script's global) is the adapter's business.
 */
import type { Result } from '../failures/failures.js';

/** Where the platform serves the legacy calendar script (SPEC §7). */
export const LEGACY_CALENDAR_SCRIPT = '/legacy_asset_bundles/legacy_calendar.js';

/** What the visitor picked in the legacy calendar before choosing the site's own form. */
export interface LegacyCalendarChoice {
  /** ISO calendar date 'YYYY-MM-DD'. */
  readonly date?: string;
  /** 24-hour 'H:mm', one of the valuation time slots. */
  readonly time?: string;
}

export interface LegacyCalendarHandlers {
  /** The visitor closed the calendar. */
  readonly onClose: () => void;
  /** The visitor asked for the site's own valuation form (SPEC §2: a legacy entry point can open the valuation modal). */
  readonly onBookValuation: (choice: LegacyCalendarChoice) => void;
}

export interface LegacyEntryPointsPort {
  /**
   * Calls back each time the page asks for the viewing booking (a press on an `hfview__open`
   * element, or the `rda_viewing` event); answers the unsubscribe function.
   */
  onViewingRequest(callback: () => void): () => void;
  /**
   * Loads the legacy calendar script (once per page) and hands over to it; answers the function
   * that takes the calendar away again, or a failure when the script did not load or offers no
   * calendar.
   */
  openCalendar(handlers: LegacyCalendarHandlers): Promise<Result<() => void>>;
}
