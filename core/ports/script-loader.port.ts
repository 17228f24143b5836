/** Third-party scripts (maps, recaptcha, legacy calendar; SPEC §7, §9 time-outs). */
import type { Result } from '../failures/failures.js';

export interface ScriptLoadOptions {
  readonly timeoutMs: number;
}

export interface ScriptLoaderPort {
  /** Loads `src` once; later calls share the first load. A time-out is a `timeout` failure. */
  load(src: string, options: ScriptLoadOptions): Promise<Result<void>>;
}
