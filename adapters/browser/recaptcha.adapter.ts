/**
 * CaptchaPort over Google reCAPTCHA (SPEC §4 "Forgotten password and bot checks", §3 "Recaptcha
 * version setting: 3, or anything else treated as v2", §8 "Recaptcha setup failure … only
 * logged", §9 "Recaptcha polling: every 500 ms").
 *
 * - v3: `grecaptcha.execute(siteKey, { action })` answers the token.
 * - v2 (default): an invisible widget rendered once into a container of its own; `execute`
 *   runs it and the widget's callback gives the token. A widget that has issued a token is reset
 *   before the next run.
 * - The script is loaded through the ScriptLoaderPort from the captcha service URL (the theme's
 *   `recaptchaScriptUrl`, else Google's), at the first challenge or on `prepare`, then
 *   `window.grecaptcha` is polled every 500 ms (the page-level bot check: 300 ms) for a bounded
 *   number of tries.
 * - Setup failures (script not loaded, grecaptcha never ready, render refused) are only logged,
 *   and `execute` then answers an empty token: the form is still sent and the platform decides
 *   (it answers the `recaptcha-invalid` flash when it requires a token). A later `execute` tries
 *   the setup again. Failures of a challenge itself (error callback, v3 rejection, no answer in
 *   time) are failure values, so the form can show its error and reset.
 * - With no site key configured the captcha is disabled: `execute` answers an empty token at once
 *   and nothing is loaded (`disabledCaptcha`).
 * - Pages load this adapter as a chunk of its own, at the first challenge (lazy-captcha.adapter.ts).
 */
import { left, right } from 'fp-ts/Either';
import {
  decodeFailure,
  networkFailure,
  timeoutFailure,
  RECAPTCHA_POLL_MS,
} from '../../core/index.js';
import type { Result, CaptchaPort, ScriptLoaderPort } from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';
import { globalTimers } from '../timers.js';
import { disabledCaptcha } from './lazy-captcha.adapter.js';
import type { Timers } from '../timers.js';

/** The captcha service's script. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The parts of `window.grecaptcha` this adapter uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(
    siteKeyOrWidget: string | number,
    options?: { action: string },
  ): PromiseLike<string> | void;
  render(container: HTMLElement, parameters: Readonly<Record<string, unknown>>): number;
  reset(widgetId?: number): void;
}

export interface RecaptchaOptions {
  /** The agency's site key (theme `recaptchaSiteKey`); blank or absent → disabled captcha. */
  readonly siteKey: string | undefined;
  /** Theme `recaptchaVersion`: 3, or 2 for anything else. */
  readonly version: 2 | 3;
  readonly scriptLoader: ScriptLoaderPort;
  /** Where the script puts `grecaptcha` (the window), looked up when needed. */
  readonly window: () => { readonly grecaptcha?: unknown };
  /** For the v2 widget's container. */
  readonly document: () => Document;
  /** The captcha service's script (theme `recaptchaScriptUrl`, checked by core); default Google's. */
  readonly scriptUrl?: string | undefined;
  /** Poll interval while waiting for grecaptcha (SPEC §9: 500 ms). */
  readonly pollMs?: number;
  /** How many polls before the setup counts as failed (default 20, i.e. 10 s). */
  readonly maxPolls?: number;
  /** Script load time-out (default 20 s). */
  readonly scriptTimeoutMs?: number;
  /** How long a v2 challenge may take before it is a timeout failure (default 2 minutes). */
  readonly challengeTimeoutMs?: number;
  readonly timers?: Timers;
  readonly logger?: Logger;
}

export { disabledCaptcha };

/** The CaptchaPort for the agency's settings: reCAPTCHA with a site key, else `disabledCaptcha`. */
export function createCaptcha(options: RecaptchaOptions): CaptchaPort {
  const siteKey = options.siteKey?.trim();
  return siteKey ? new RecaptchaAdapter({ ...options, siteKey }) : disabledCaptcha;
}

function isGrecaptcha(value: unknown, version: 2 | 3): value is Grecaptcha {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  const base = typeof g['ready'] === 'function' && typeof g['execute'] === 'function';
  return version === 3
    ? base
    : base && typeof g['render'] === 'function' && typeof g['reset'] === 'function';
}

export class RecaptchaAdapter implements CaptchaPort {
  private setup: Promise<Grecaptcha | undefined> | undefined;
  private widgetId: number | undefined;
  private issued = false;
  private pending: ((result: Result<string>) => void) | undefined;
  private readonly siteKey: string;
  private readonly timers: Timers;
  private readonly logger: Logger;

  constructor(private readonly options: RecaptchaOptions & { readonly siteKey: string }) {
    this.siteKey = options.siteKey;
    this.timers = options.timers ?? globalTimers;
    this.logger = options.logger ?? consoleLogger;
  }

  async execute(action: string): Promise<Result<string>> {
    const grecaptcha = await this.ready();
    if (grecaptcha === undefined) return right('');
    return this.options.version === 3
      ? this.executeV3(grecaptcha, action)
      : this.executeV2(grecaptcha);
  }

  /** Loads the script and waits for grecaptcha (SPEC §4: on the first focus in a protected form). */
  prepare(): void {
    void this.ready();
  }

  /** Resets the v2 widget after a failed submission (SPEC §8); v3 has nothing to reset. */
  reset(): void {
    const grecaptcha = this.options.window().grecaptcha;
    if (this.widgetId === undefined || !isGrecaptcha(grecaptcha, 2)) return;
    try {
      grecaptcha.reset(this.widgetId);
      this.issued = false;
    } catch (error) {
      this.logger.warn(`recaptcha: reset failed (${errorName(error)})`);
    }
  }

  // ---- setup -----------------------------------------------------------------------------------

  private ready(): Promise<Grecaptcha | undefined> {
    if (!this.setup) {
      const attempt = this.load();
      this.setup = attempt;
      void attempt.then((grecaptcha) => {
        if (grecaptcha === undefined && this.setup === attempt) this.setup = undefined;
      });
    }
    return this.setup;
  }

  private async load(): Promise<Grecaptcha | undefined> {
    const base = this.options.scriptUrl ?? RECAPTCHA_SCRIPT_URL;
    const render = this.options.version === 3 ? encodeURIComponent(this.siteKey) : 'explicit';
    const loaded = await this.options.scriptLoader.load(
      `${base}${base.includes('?') ? '&' : '?'}render=${render}`,
      {
        timeoutMs: this.options.scriptTimeoutMs ?? 20_000,
      },
    );
    if (loaded._tag === 'Left') {
      this.logger.error(`recaptcha: setup failed, the script did not load (${loaded.left.kind})`);
      return undefined;
    }
    const pollMs = this.options.pollMs ?? RECAPTCHA_POLL_MS;
    const maxPolls = this.options.maxPolls ?? 20;
    for (let poll = 0; ; poll++) {
      const candidate = this.options.window().grecaptcha;
      if (isGrecaptcha(candidate, this.options.version)) {
        const isReady = await this.within(
          pollMs * maxPolls,
          new Promise<true>((resolve) => candidate.ready(() => resolve(true))),
        );
        if (isReady === true) return candidate;
        this.logger.error('recaptcha: setup failed, grecaptcha.ready never called back');
        return undefined;
      }
      if (poll >= maxPolls) {
        this.logger.error(`recaptcha: setup failed, grecaptcha not ready after ${maxPolls} polls`);
        return undefined;
      }
      await this.delay(pollMs);
    }
  }

  // ---- challenges ------------------------------------------------------------------------------

  private async executeV3(grecaptcha: Grecaptcha, action: string): Promise<Result<string>> {
    try {
      const token = await grecaptcha.execute(this.siteKey, { action });
      return typeof token === 'string' && token !== ''
        ? right(token)
        : left(decodeFailure('recaptcha answered no token'));
    } catch (error) {
      this.logger.warn(`recaptcha: challenge failed (${errorName(error)})`);
      return left(networkFailure);
    }
  }

  private executeV2(grecaptcha: Grecaptcha): Promise<Result<string>> {
    if (this.widgetId === undefined) {
      try {
        const container = this.options.document().createElement('div');
        container.className = 'recaptcha-widget';
        this.options.document().body.appendChild(container);
        this.widgetId = grecaptcha.render(container, {
          sitekey: this.siteKey,
          size: 'invisible',
          callback: (token: unknown) =>
            this.settle(
              typeof token === 'string' && token !== ''
                ? right(token)
                : left(decodeFailure('recaptcha answered no token')),
            ),
          'expired-callback': () => {
            this.issued = false;
          },
          'error-callback': () => this.settle(left(networkFailure)),
        });
      } catch (error) {
        this.logger.error(
          `recaptcha: setup failed, the widget could not be rendered (${errorName(error)})`,
        );
        return Promise.resolve(right(''));
      }
    }
    const widgetId = this.widgetId;
    return new Promise<Result<string>>((resolve) => {
      this.settle(left(timeoutFailure));
      const handle = this.timers.setTimeout(
        () => this.settle(left(timeoutFailure)),
        this.options.challengeTimeoutMs ?? 120_000,
      );
      this.pending = (result) => {
        this.timers.clearTimeout(handle);
        if (result._tag === 'Right') this.issued = true;
        resolve(result);
      };
      try {
        if (this.issued) grecaptcha.reset(widgetId);
        this.issued = false;
        const run = grecaptcha.execute(widgetId);
        if (run && typeof run.then === 'function') {
          run.then(undefined, (error: unknown) => {
            this.logger.warn(`recaptcha: challenge failed (${errorName(error)})`);
            this.settle(left(networkFailure));
          });
        }
      } catch (error) {
        this.logger.warn(`recaptcha: challenge failed (${errorName(error)})`);
        this.settle(left(networkFailure));
      }
    });
  }

  /** Answers the challenge in progress, if any (a newer challenge supersedes an older one). */
  private settle(result: Result<string>): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.(result);
  }

  private delay(ms: number): Promise<void> {
    return new Promise((resolve) => this.timers.setTimeout(resolve, ms));
  }

  private async within<T>(ms: number, work: Promise<T>): Promise<T | undefined> {
    let handle: unknown;
    const expired = new Promise<undefined>(
      (resolve) => (handle = this.timers.setTimeout(() => resolve(undefined), ms)),
    );
    const outcome = await Promise.race([work, expired]);
    this.timers.clearTimeout(handle);
    return outcome;
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
