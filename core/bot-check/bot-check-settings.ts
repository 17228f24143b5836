/**
 * Whether the bot check is on at all (SPEC §3 theme settings, §5 Bot check). Read at every page's
 * start, so it is kept apart from the form rules (bot-check.ts), which load with the check itself.
 */

/** The theme settings the bot check is switched by. */
export interface BotCheckSwitch {
  readonly recaptchaSiteKey?: string | undefined;
  /** The no-bot-check flag (SPEC §5 "entirely when a no-bot-check flag is set"). */
  readonly noBotCheck?: boolean | undefined;
}

/**
 * The site key the bot check runs with, or `undefined` when the whole check is off (SPEC §5): the
 * no-bot-check flag is set, or the agency has no site key (blank counts as none). Trimmed.
 */
export function botCheckSiteKey(theme: BotCheckSwitch): string | undefined {
  const key = theme.recaptchaSiteKey?.trim();
  return theme.noBotCheck === true || !key ? undefined : key;
}
