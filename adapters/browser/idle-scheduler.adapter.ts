/**
 * IdleSchedulerPort over the browser's requestIdleCallback, with a short timer where it is missing
 * (Safari). The host is looked up when work is scheduled, so importing this on a server is safe.
 */
import type { IdleSchedulerPort } from '../../core/index.js';

/** What an idle scheduler needs from its host (the window, or a fake in tests). */
export interface IdleHost {
  readonly requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  readonly cancelIdleCallback?: (handle: number) => void;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: never) => void;
}

/**
 * Longest wait for an idle moment when the caller names none: a page kept busy (animations, a
 * slow device) still gets all of its result cards within about a second.
 */
export const IDLE_TIMEOUT_MS = 250;
/** Where requestIdleCallback is missing (Safari) and the caller names no time-out: one frame. */
export const FALLBACK_DELAY_MS = 16;

/**
 * An idle scheduler on `host`: requestIdleCallback with the time-out, else a timer of the
 * caller's time-out (one frame when none is named).
 */
export function idleSchedulerOn(host: IdleHost): IdleSchedulerPort {
  return (work, timeoutMs) => {
    if (
      typeof host.requestIdleCallback === 'function' &&
      typeof host.cancelIdleCallback === 'function'
    ) {
      const cancel = host.cancelIdleCallback;
      const handle = host.requestIdleCallback(() => work(), {
        timeout: timeoutMs ?? IDLE_TIMEOUT_MS,
      });
      return () => cancel.call(host, handle);
    }
    const handle = host.setTimeout(() => work(), timeoutMs ?? FALLBACK_DELAY_MS);
    return () => host.clearTimeout(handle as never);
  };
}

/** The browser's idle scheduler (the global object is looked up when work is scheduled). */
export const browserIdleScheduler: IdleSchedulerPort = (work, timeoutMs) =>
  idleSchedulerOn(globalThis as unknown as IdleHost)(work, timeoutMs);
