/** The invisible bot check (SPEC §4 "Forgotten password and bot checks", §5 Bot check). */
import type { Result } from '../failures/failures.js';

/** Poll for the recaptcha script every 500 ms (SPEC §9). */
export const RECAPTCHA_POLL_MS = 500;

export interface CaptchaPort {
  /** Runs the challenge for `action` and answers the token to send with the form. */
  execute(action: string): Promise<Result<string>>;
  /** Resets the widget after a failed submission (SPEC §8). */
  reset(): void;
  /**
   * Loads what a challenge needs, ahead of it (SPEC §4: the script is loaded on the first focus in
   * a protected form). Optional: a captcha without it loads at the first `execute`.
   */
  prepare?(): void;
}
