/**
 * The cookie that mirrors the visitor's cookie-consent choice for the platform's server
 * (core/consent/cookie-consent.ts CONSENT_COOKIE_NAME): read as the page was served, written when
 * the choice is made or found to be stale.
 */
import type { ConsentDecision } from '../consent/cookie-consent.js';

export interface ConsentCookiePort {
  /** The decision the cookie holds, if any. */
  read(): ConsentDecision | undefined;
  /** Writes the decision; `undefined` removes the cookie. */
  write(decision: ConsentDecision | undefined): void;
}
