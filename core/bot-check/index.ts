// bot-check: when a form needs one, the site key and the script address (SPEC §5 Bot check).
export {
  BOT_CHECK_POLL_MS,
  BOT_CHECKED_PATHS,
  BOT_CHECKED_PATH_PREFIX,
  BOT_CHECK_TOKEN_FIELD,
  BOT_CHECK_FAILED_FLASH,
  RECAPTCHA_INVALID_TEXT,
  needsBotCheck,
  recaptchaVersion,
} from './bot-check.js';
export type { BotCheckForm } from './bot-check.js';
export { botCheckSiteKey } from './bot-check-settings.js';
export { checkScriptUrl } from './script-url.js';
export type { BotCheckSwitch } from './bot-check-settings.js';
