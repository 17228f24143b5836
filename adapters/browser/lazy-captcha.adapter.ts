/**
 * The bot check's CaptchaPort as pages start with it: the reCAPTCHA adapter is a chunk of its
 * own, loaded at the first challenge, or earlier when asked to `prepare` (the first focus in a
 * protected form), so no page carries it until a protected form is used; a captcha with no site
 * key loads nothing at all (`disabledCaptcha`).
 *
 * A chunk that cannot load is treated like the adapter's own setup failures (SPEC §8 "Recaptcha
 * setup failure … only logged"): logged, and the challenge answers an empty token so the form is
 * still sent and the platform decides. The failed load is forgotten, so a later challenge tries again.
 */
import { right } from 'fp-ts/Either';
import type { Result, CaptchaPort } from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';
import { loadChunk } from './chunk-loader.js';

/** A captcha that is switched off: an empty token at once, nothing to reset (no site key). */
export const disabledCaptcha: CaptchaPort = {
  execute: async () => right(''),
  reset: () => undefined,
};

export interface LazyCaptchaOptions {
  /** The agency's site key (theme `recaptchaSiteKey`); blank or absent → `disabledCaptcha`. */
  readonly siteKey: string | undefined;
  /** Imports the reCAPTCHA chunk and builds the adapter for the (trimmed) site key. */
  readonly load: (siteKey: string) => Promise<CaptchaPort>;
  readonly logger?: Logger;
}

/** The CaptchaPort for the agency's settings: lazily loaded reCAPTCHA with a site key, else off. */
export function createLazyCaptcha(options: LazyCaptchaOptions): CaptchaPort {
  const siteKey = options.siteKey?.trim();
  return siteKey ? new LazyCaptchaAdapter(siteKey, options) : disabledCaptcha;
}

export class LazyCaptchaAdapter implements CaptchaPort {
  private port: Promise<CaptchaPort | undefined> | undefined;
  private loaded: CaptchaPort | undefined;

  constructor(
    private readonly siteKey: string,
    private readonly options: LazyCaptchaOptions,
  ) {}

  async execute(action: string): Promise<Result<string>> {
    const port = await this.ready();
    return port === undefined ? right('') : port.execute(action);
  }

  /** Resets the widget after a failed submission; nothing to reset before the first challenge. */
  reset(): void {
    this.loaded?.reset();
  }

  /** Loads the reCAPTCHA chunk and lets it load its script, before the first challenge. */
  prepare(): void {
    void this.ready().then((port) => port?.prepare?.());
  }

  private ready(): Promise<CaptchaPort | undefined> {
    this.port ??= loadChunk('captcha', () => this.options.load(this.siteKey)).then((result) => {
      if (result.ok) {
        this.loaded = result.module;
        return result.module;
      }
      (this.options.logger ?? consoleLogger).error(`captcha: ${result.message}`);
      this.port = undefined;
      return undefined;
    });
    return this.port;
  }
}
