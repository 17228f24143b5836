/**
 * What every account form works with: the account service, the bot check, toasts, navigation,
 * the page's drafts and the agency's account settings (SPEC §3 theme, §4, §5).
 */
import {
  MESSAGES,
  SIGN_IN_TOO_MANY_ATTEMPTS,
  TOAST_DURATIONS,
  passwordRuleFrom,
  registerFailedToast,
} from '../../core/index.js';
import type {
  CaptchaPort,
  Failure,
  NavigationPort,
  NotifierPort,
  PasswordRule,
  ThemeSettings,
} from '../../core/index.js';
import type { LeadDrafts } from '../leads/lead-drafts.js';
import type { AccountService } from './account.service.js';

export interface AccountFormDependencies {
  readonly account: AccountService;
  readonly captcha: CaptchaPort;
  readonly notifier: NotifierPort;
  readonly navigation: Pick<NavigationPort, 'goTo' | 'hashRoute' | 'currentPath'>;
  readonly drafts: LeadDrafts;
  readonly theme: Pick<
    ThemeSettings,
    'signInBotCheck' | 'passwordPattern' | 'passwordPatternTitle'
  >;
  /** The page the visitor is on (marketing preferences record where the choice was made). */
  readonly pageUrl: () => string;
}

/**
 * The rule every new password meets, registration's and a change's alike: the agency's own pattern
 * and title when its settings give them (SPEC §5 "may take a pattern and pattern title from the
 * caller"), else the reset rule.
 */
export function newPasswordRule(theme: AccountFormDependencies['theme']): PasswordRule {
  const { passwordPattern, passwordPatternTitle } = theme;
  return passwordRuleFrom({
    ...(passwordPattern ? { pattern: passwordPattern } : {}),
    ...(passwordPatternTitle ? { title: passwordPatternTitle } : {}),
  });
}

/** The password fields: never kept in a draft, so a password lives only in its field. */
export const PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

/** Too many attempts (HTTP 429): the platform's limit, not a wrong password. */
export function isRateLimited(failure: Failure): boolean {
  return failure.kind === 'http' && failure.status === 429;
}

/** The sign-in failure toast: SPEC §8's text, or why the platform is refusing attempts for now. */
export function signInFailureMessage(failure: Failure): string {
  return isRateLimited(failure) ? SIGN_IN_TOO_MANY_ATTEMPTS : MESSAGES.signInFailed;
}

/**
 * The register failure toast (SPEC §8 "Server message, or …"): the platform's message when it sent
 * one, else its first error (the form lists them all), else SPEC's long default.
 */
export function registerFailureMessage(failure: Failure): string {
  return registerFailedToast(
    failure.kind === 'validation' ? (failure.message ?? failure.errors[0]) : undefined,
  ).message;
}

/** SPEC §8: the register failure and the forgotten-password notice stay 8 s. */
export const LONG_TOAST_MS = TOAST_DURATIONS.long;
