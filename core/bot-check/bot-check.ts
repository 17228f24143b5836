/**
 * Which forms the invisible bot check protects (SPEC §5 Bot check, §7 "Other calls"), how often
 * the bot-check script is polled for, the reCAPTCHA version in use and the field the token
 * travels in. Whether the check is on at all, and where its script may come from, are settings
 * rules (bot-check-settings.ts), apart so that every page's start carries only those.
 */

import { webUrl } from '../content/links.js';

/** Poll for the bot-check script every 300 ms (SPEC §9). */
export const BOT_CHECK_POLL_MS = 300;

/** Form actions (pathnames) that carry a bot-check token; see {@link needsBotCheck}. */
export const BOT_CHECKED_PATHS = ['/leads', '/form_submissions', '/user/send_to_friend'] as const;

/** Any action under this path is bot-checked ("any properties action"). */
export const BOT_CHECKED_PATH_PREFIX = '/properties';

/** The form field that carries the bot-check token (SPEC §7 "Other calls"). */
export const BOT_CHECK_TOKEN_FIELD = 'g-recaptcha-response';

/**
 * The flash key (SPEC §2) of a bot check that failed: the platform answers it when it refuses a
 * token, and the site shows its text when a challenge fails in the browser.
 */
export const BOT_CHECK_FAILED_FLASH = 'recaptcha-invalid';

/**
 * What a visitor is told when the bot check could not confirm them (the text of the
 * 'recaptcha-invalid' flash key, SPEC §2): also when a challenge fails in the browser, on the
 * site's own lead forms and on forms in the agency's HTML alike.
 */
export const RECAPTCHA_INVALID_TEXT =
  "We couldn't confirm that you are not a robot. Please try again.";

/** Stands in for the page when the caller does not say where the form is. */
const UNKNOWN_PAGE = 'https://page.invalid/';

export interface BotCheckForm {
  /** The form's action attribute as written: relative, site-relative or absolute. */
  readonly action: string;
  /** The form is already flagged invalid. */
  readonly invalid: boolean;
  /** The site-wide no-bot-check flag is set. */
  readonly noBotCheckFlag: boolean;
  /** The page's URL; relative and absolute actions are resolved against it. */
  readonly pageUrl?: string;
}

/**
 * Whether a form submission is held for the bot check (SPEC §5 Bot check): never when the
 * no-bot-check flag is set or the form is flagged invalid; otherwise when its action, resolved
 * against the page, is on the page's own origin and its pathname is /leads, /form_submissions,
 * /user/send_to_friend (each also with a trailing '/'), or /properties or anything under
 * /properties/. An action on another origin never gets the token. An empty action posts to the
 * page itself. Without `pageUrl`, only site-relative and relative actions can qualify.
 */
export function needsBotCheck(form: BotCheckForm): boolean {
  if (form.noBotCheckFlag || form.invalid) return false;
  const page = webUrl(form.pageUrl ?? UNKNOWN_PAGE) ?? new URL(UNKNOWN_PAGE);
  const target = webUrl(form.action.trim(), page);
  if (target === undefined || target.origin !== page.origin) return false;
  const path = target.pathname;
  const listed = BOT_CHECKED_PATHS.some((checked) => path === checked || path === `${checked}/`);
  return (
    listed || path === BOT_CHECKED_PATH_PREFIX || path.startsWith(`${BOT_CHECKED_PATH_PREFIX}/`)
  );
}

/** The reCAPTCHA version of a theme setting: 3 when it is 3 or '3', otherwise 2 (the invisible v2). */
export function recaptchaVersion(setting: unknown): 2 | 3 {
  return setting === 3 || (typeof setting === 'string' && setting.trim() === '3') ? 3 : 2;
}
