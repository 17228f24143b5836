/**
 * Timers as an injected dependency, so tests drive time (sinon fake timers or a fake) and nothing
 * reads a global at import time. The defaults look the global timers up at call time.
 */
import type { TimersPort } from '../core/index.js';

/** The timers port under the name the adapters use. */
export type Timers = TimersPort;

export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) =>
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
