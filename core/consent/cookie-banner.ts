/**
 * What the cookie banner says (SPEC §3 cookie_consent_config: message, policy link, accept and
 * reject texts), with the defaults an agency that leaves a text out gets, and the words said after
 * a choice. Texts are data here so every channel says the same.
 */
import type { CookieConsentConfig } from '../settings/settings.codec.js';
import { safeLink, WEB_PAGE_LINK } from '../content/links.js';
import type { ConsentDecision, ConsentState } from './cookie-consent.js';

export const COOKIE_BANNER_DEFAULTS = {
  message:
    'We use essential cookies to make this site work. With your consent we would also like to use analytics cookies to understand how the site is used.',
  acceptText: 'Accept analytics cookies',
  rejectText: 'Reject analytics cookies',
  policyLinkText: 'Read our cookie policy',
} as const;

export interface CookieBannerContent {
  /** The banner's heading, which also names its region: 'Cookies on Oakfield & Vale'. */
  readonly heading: string;
  readonly message: string;
  /** The policy page, when the agency gave one that is a safe web page link. */
  readonly policyUrl?: string;
  readonly policyLinkText: string;
  readonly acceptText: string;
  readonly rejectText: string;
}

const textOr = (value: string | undefined, fallback: string): string =>
  value !== undefined && value.trim() !== '' ? value.trim() : fallback;

/** The banner's texts: the agency's, else the defaults; a policy link only when it is a safe web page. */
export function cookieBannerContent(
  config: CookieConsentConfig,
  agencyName: string,
): CookieBannerContent {
  const policyUrl =
    config.policyUrl === undefined ? undefined : safeLink(config.policyUrl, WEB_PAGE_LINK);
  const name = agencyName.trim();
  return {
    heading: name === '' ? 'Cookies on this site' : `Cookies on ${name}`,
    message: textOr(config.message, COOKIE_BANNER_DEFAULTS.message),
    ...(policyUrl !== undefined ? { policyUrl } : {}),
    policyLinkText: COOKIE_BANNER_DEFAULTS.policyLinkText,
    acceptText: textOr(config.acceptText, COOKIE_BANNER_DEFAULTS.acceptText),
    rejectText: textOr(config.rejectText, COOKIE_BANNER_DEFAULTS.rejectText),
  };
}

/** What the banner says about the current choice when the visitor opens it again. */
export function currentChoiceText(state: ConsentState): string | undefined {
  if (state === 'accepted') return 'You have accepted analytics cookies.';
  if (state === 'rejected') return 'You have rejected analytics cookies.';
  return undefined;
}

export const CONSENT_MESSAGES = {
  accepted:
    'You have accepted analytics cookies. You can change this at any time with ‘Cookie settings’ at the foot of the page.',
  rejected:
    'You have rejected analytics cookies. You can change this at any time with ‘Cookie settings’ at the foot of the page.',
  /** Rejected after the analytics code already ran on this page: scripts cannot be unloaded. */
  rejectedAfterRunning:
    'You have rejected analytics cookies. Analytics stop from the next page you open.',
} as const;

/**
 * The toast after a decision. `analyticsRan`: the agency's analytics code has already run on this
 * page (it cannot be unloaded: a rejection takes full effect from the next page).
 */
export function consentChoiceMessage(decision: ConsentDecision, analyticsRan: boolean): string {
  if (decision === 'accepted') return CONSENT_MESSAGES.accepted;
  return analyticsRan ? CONSENT_MESSAGES.rejectedAfterRunning : CONSENT_MESSAGES.rejected;
}
