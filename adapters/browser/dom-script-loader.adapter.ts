/**
 * ScriptLoaderPort over `<script async src>` elements (SPEC §7: maps, recaptcha and the legacy
 * calendar script; §9 time-outs).
 *
 * - One load per src: later calls share the first call's promise.
 * - A load that neither loads nor errors within `timeoutMs` is a `timeout` failure; a script error
 *   event is a `network` failure.
 * - On failure the element is removed and the src forgotten, so a later call can try again.
 */
import { isLeft, left, right } from 'fp-ts/Either';
import { networkFailure, timeoutFailure } from '../../core/index.js';
import type { Result, ScriptLoaderPort, ScriptLoadOptions } from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';
import { trustedScriptUrl } from './trusted-types.js';
import { globalTimers } from '../timers.js';
import type { Timers } from '../timers.js';

export interface DomScriptLoaderOptions {
  /** The page's document (looked up on each load, never at import or construction). */
  readonly document: () => Document;
  readonly timers?: Timers;
  readonly logger?: Logger;
}

export class DomScriptLoader implements ScriptLoaderPort {
  private readonly loads = new Map<string, Promise<Result<void>>>();
  private readonly timers: Timers;
  private readonly logger: Logger;

  constructor(private readonly options: DomScriptLoaderOptions) {
    this.timers = options.timers ?? globalTimers;
    this.logger = options.logger ?? consoleLogger;
  }

  load(src: string, options: ScriptLoadOptions): Promise<Result<void>> {
    const existing = this.loads.get(src);
    if (existing) return existing;
    const pending = this.inject(src, options.timeoutMs);
    this.loads.set(src, pending);
    void pending.then((result) => {
      if (isLeft(result) && this.loads.get(src) === pending) this.loads.delete(src);
    });
    return pending;
  }

  private inject(src: string, timeoutMs: number): Promise<Result<void>> {
    return new Promise((resolve) => {
      const doc = this.options.document();
      const script = doc.createElement('script');
      script.async = true;
      const win = doc.defaultView;
      script.src = win ? trustedScriptUrl(win, src) : src;
      let settled = false;
      const finish = (result: Result<void>): void => {
        if (settled) return;
        settled = true;
        this.timers.clearTimeout(handle);
        script.onload = null;
        script.onerror = null;
        if (isLeft(result)) {
          script.remove();
          this.logger.warn(`script ${src} did not load (${result.left.kind})`);
        }
        resolve(result);
      };
      const handle = this.timers.setTimeout(() => finish(left(timeoutFailure)), timeoutMs);
      script.onload = () => finish(right(undefined));
      script.onerror = () => finish(left(networkFailure));
      (doc.head ?? doc.body ?? doc.documentElement).appendChild(script);
    });
  }
}
