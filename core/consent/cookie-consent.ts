/**
 * The visitor's cookie-consent choice (SPEC §3 cookie_consent_config, §7 GET /analytics_code and
 * POST /ajax-events/logs): what is kept in the browser, what state it puts the page in, and what
 * that state allows. Pure rules; the view-model, the analytics gate and the composition ask them.
 *
 * States:
 * - `off`: the agency has no consent banner (`enabled` false or missing). The site then asks
 *   nothing and runs no analytics: without a banner there is no consent, and the agency's
 *   analytics code is injected only after consent (SPEC §7);
 * - `undecided`: the banner is on and there is no valid stored choice (none, unreadable, or older
 *   than CONSENT_VALIDITY_DAYS): the banner shows;
 * - `accepted` / `rejected`: the stored choice.
 */
import * as t from 'io-ts';
import type { CookieConsentConfig } from '../settings/settings.codec.js';
import type { StorageKey } from '../ports/storage.port.js';
import { STORAGE_KEYS } from '../storage/storage-keys.js';
import type { ConsentStatus } from '../ports/tracking.port.js';

/** What the visitor can choose in the banner. */
export type ConsentDecision = 'accepted' | 'rejected';

export type ConsentState = 'off' | 'undecided' | ConsentDecision;

/** The stored choice: the decision and when it was made (milliseconds since 1970, UTC). */
export interface StoredConsent {
  readonly status: ConsentDecision;
  readonly decidedAt: number;
}

/** Where the choice is kept in the visitor's browser (`agency:cookie-consent:v1`). */
export const COOKIE_CONSENT_KEY: StorageKey = STORAGE_KEYS.cookieConsent;

/** A stored choice: a known decision and a whole, non-negative time; anything else is no choice at all. */
export const StoredConsentCodec: t.Type<StoredConsent, StoredConsent, unknown> = t.type({
  status: t.keyof({ accepted: null, rejected: null }),
  decidedAt: t.refinement(
    t.number,
    (ms) => Number.isSafeInteger(ms) && ms >= 0,
    'EpochMilliseconds',
  ),
});

/** A choice is asked for again after a year, so it stays the visitor's current wish. */
export const CONSENT_VALIDITY_DAYS = 365;
const DAY_MS = 86_400_000;

/** The page's consent state from the agency's setting, the stored choice (decoded, or undefined) and the time now. */
export function consentState(
  config: CookieConsentConfig,
  stored: StoredConsent | undefined,
  now: Date,
): ConsentState {
  if (!config.enabled) return 'off';
  if (stored === undefined) return 'undecided';
  return now.getTime() - stored.decidedAt > CONSENT_VALIDITY_DAYS * DAY_MS
    ? 'undecided'
    : stored.status;
}

/**
 * What the page may take the choice to be before the banner's code has read the stored one (at
 * the page's first idle moment): 'off' without a banner, else the decision the consent cookie
 * mirrors, else 'unknown'. For what may follow the cookie's word (a video player loading by
 * itself); analytics wait for the stored choice.
 */
export function consentStateAtStart(
  config: CookieConsentConfig,
  cookieDecision: ConsentDecision | undefined,
): ConsentState | 'unknown' {
  if (!config.enabled) return 'off';
  return cookieDecision ?? 'unknown';
}

/** The banner shows while no choice is made, or when the visitor asked to change it (footer link). */
export function isBannerShown(state: ConsentState, changeRequested: boolean): boolean {
  return state === 'undecided' || (state !== 'off' && changeRequested);
}

/** Only an accepted choice lets the agency's analytics code run and events reach the data layer. */
export function mayRunAnalytics(state: ConsentState): boolean {
  return state === 'accepted';
}

/**
 * The choice of record as a page starts, from the choice stored in this browser and the consent
 * cookie's decision. The cookie can hold a decision storage does not: one made without JavaScript
 * (the banner's form post sets the cookie alone, CONSENT_FORM). Such a decision is the visitor's
 * latest word: it is adopted, dated `now` (`adopted`: the caller stores it). Otherwise the stored
 * choice stands, and a cookie that lost its decision is put right from it.
 */
export function consentOfRecord(
  stored: StoredConsent | undefined,
  cookieDecision: ConsentDecision | undefined,
  now: Date,
): { readonly choice: StoredConsent | undefined; readonly adopted: boolean } {
  if (cookieDecision === undefined || stored?.status === cookieDecision) {
    return { choice: stored, adopted: false };
  }
  return { choice: consentRecord(cookieDecision, now), adopted: true };
}

/** What is stored for a decision made `now`. */
export function consentRecord(status: ConsentDecision, now: Date): StoredConsent {
  return { status, decidedAt: now.getTime() };
}

/** The status POST /ajax-events/logs carries for a decision (SPEC §7 "cookie-consent status"). */
export function consentLogStatus(decision: ConsentDecision): ConsentStatus {
  return decision;
}

/**
 * The cookie that tells the platform's server the visitor has chosen (`agency_cookie_consent=
 * accepted|rejected`, a year, the whole site, SameSite=Lax, never HttpOnly: the page writes it).
 * The choice itself is kept in the browser's storage (COOKIE_CONSENT_KEY); this cookie mirrors it
 * so that a server render can put the banner into the page's markup exactly when the browser will
 * show it (it is then painted with the page, not after the app starts).
 */
export const CONSENT_COOKIE_NAME = 'agency_cookie_consent';

/** The decision a Cookie header (or the cookie string a page reads) holds, if any: other cookies and unknown values are ignored. */
export function consentCookieDecision(cookies: string | undefined): ConsentDecision | undefined {
  if (cookies === undefined) return undefined;
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== CONSENT_COOKIE_NAME) continue;
    const value = part.slice(at + 1).trim();
    if (value === 'accepted' || value === 'rejected') return value;
  }
  return undefined;
}

/** The cookie string a page writes for a decision; `undefined` removes the cookie (no valid choice any more). */
export function consentCookieText(decision: ConsentDecision | undefined, secure: boolean): string {
  const lifetime = decision === undefined ? 0 : CONSENT_VALIDITY_DAYS * (DAY_MS / 1000);
  return `${CONSENT_COOKIE_NAME}=${decision ?? ''}; Max-Age=${lifetime}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Whether the server's markup holds the banner: the agency has one and the request's cookies
 * carry no decision. The browser's first render answers the same from the same cookie.
 */
export function isBannerInServerMarkup(
  config: CookieConsentConfig,
  cookieDecision: ConsentDecision | undefined,
): boolean {
  return config.enabled && cookieDecision === undefined;
}

/**
 * The cookie banner as a plain form, for a browser that runs no script: a POST of the decision
 * (with the authenticity token) to the platform, which sets the consent cookie (consentCookieText),
 * logs the choice and sends the visitor back to `return_to`, a path of the same site.
 */
export const CONSENT_FORM = {
  action: '/cookie_consent',
  decision: 'decision',
  returnTo: 'return_to',
  token: 'authenticity_token',
} as const;

/** The decision a consent form sent, if it is one. */
export function consentFormDecision(value: unknown): ConsentDecision | undefined {
  return value === 'accepted' || value === 'rejected' ? value : undefined;
}
