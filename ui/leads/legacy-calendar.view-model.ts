/**
 * The legacy entry points (SPEC §2 "Legacy entry points"):
 *
 * - '#/book_a_valuation' hands over to the platform's legacy calendar script, loaded once per page
 *   (SPEC §7). While it loads, the route shows a loading modal; once the calendar is up it draws its
 *   own dialog and the route shows nothing. When the visitor closes it, the route closes. When they
 *   choose to book online, the calendar hands back to the site's own valuation modal
 *   ('#/book-a-valuation', with the day and time they picked in the query). When the script cannot
 *   load, the route says so and offers that valuation modal and the agency's telephone instead.
 * - elements with class hfview__open and the rda_viewing event open the viewing modal
 *   ('#/book-a-viewing'): `followLegacyViewingRequests` (legacy-viewing-requests.ts), which the
 *   shell starts with the page.
 *
 * How the page is watched and the script is driven is the LegacyEntryPointsPort's business.
 */
import { isRight } from 'fp-ts/Either';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { appointmentQuery } from '../../core/index.js';
import { LEGACY_ROUTES } from './legacy-viewing-requests.js';
import type {
  LegacyCalendarChoice,
  LegacyEntryPointsPort,
  LoggerPort,
  NavigationPort,
} from '../../core/index.js';

import type { ContactFallbackViewModel } from '../overlays/contact-fallback.view-model.js';

/**
 * The valuation modal's route for what the visitor picked in the legacy calendar:
 * '/book-a-valuation?date=2026-12-01&time=10%3A00' (core's query, which the valuation form reads
 * back to preselect the day and time).
 */
export function valuationRouteFor(choice: LegacyCalendarChoice): string {
  const query = appointmentQuery(choice);
  return query === '' ? LEGACY_ROUTES.valuation : `${LEGACY_ROUTES.valuation}?${query}`;
}

export type LegacyCalendarStage = 'loading' | 'open' | 'failed' | 'closed';

export interface LegacyCalendarDependencies {
  readonly legacy: LegacyEntryPointsPort;
  readonly navigation: Pick<NavigationPort, 'hashRoute'>;
  readonly logger: LoggerPort;
  /** The agency's telephone and email, offered when the calendar cannot load. */
  readonly contact: ContactFallbackViewModel;
}

export class LegacyCalendarViewModel {
  stage: LegacyCalendarStage = 'loading';

  constructor(private readonly deps: LegacyCalendarDependencies) {
    makeObservable(this, { stage: observable, closed: action });
  }

  get contact(): ContactFallbackViewModel {
    return this.deps.contact;
  }

  /** Hands over to the calendar (the route mounted); answers the function that takes it away (the route unmounts). */
  start(): () => void {
    let live = true;
    let takeAway: (() => void) | undefined;
    void this.deps.legacy
      .openCalendar({
        onClose: () => this.closed(),
        onBookValuation: (choice) => this.bookOnline(choice),
      })
      .then((result) => {
        if (isRight(result)) {
          if (!live) return result.right();
          takeAway = result.right;
        } else {
          this.deps.logger.warn(
            `legacy calendar: ${result.left.kind === 'decode' ? result.left.detail : `the script did not load (${result.left.kind})`}`,
          );
        }
        runInAction(() => {
          if (live && this.stage === 'loading') this.stage = isRight(result) ? 'open' : 'failed';
        });
      });
    return () => {
      live = false;
      takeAway?.();
    };
  }

  /** The site's own valuation modal: from the calendar's hand-back, or the failure modal's button. */
  bookOnline(choice: LegacyCalendarChoice = {}): void {
    this.deps.navigation.hashRoute(valuationRouteFor(choice));
  }

  /** The visitor closed the calendar: the route closes (its view sees the stage). */
  closed(): void {
    this.stage = 'closed';
  }
}
