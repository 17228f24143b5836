// consent: cookie consent and analytics: the visitor's choice, what it allows, the banner's words
// (SPEC §3 cookie_consent_config, §7).
export {
  COOKIE_CONSENT_KEY,
  StoredConsentCodec,
  CONSENT_VALIDITY_DAYS,
  consentState,
  consentStateAtStart,
  isBannerShown,
  mayRunAnalytics,
  consentRecord,
  consentLogStatus,
  CONSENT_COOKIE_NAME,
  consentCookieDecision,
  consentCookieText,
  isBannerInServerMarkup,
  consentOfRecord,
  CONSENT_FORM,
  consentFormDecision,
} from './cookie-consent.js';
export { analyticsEventFate, HELD_ANALYTICS_EVENTS_LIMIT } from './analytics-gate.js';
export type { AnalyticsEventFate } from './analytics-gate.js';
export type { ConsentDecision, ConsentState, StoredConsent } from './cookie-consent.js';
export {
  COOKIE_BANNER_DEFAULTS,
  cookieBannerContent,
  currentChoiceText,
  CONSENT_MESSAGES,
  consentChoiceMessage,
} from './cookie-banner.js';
export type { CookieBannerContent } from './cookie-banner.js';
