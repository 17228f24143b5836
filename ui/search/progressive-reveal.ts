/**
 * Rendering a long results list in steps (issue 4 §7: no long task over 50 ms on a page of 500
 * cards). A normal page (up to `allAtOnceUpTo` cards; 12 per page by default) renders whole, so the
 * server-rendered HTML carries every card and its crawlable link. A longer list renders its first
 * screenful at once and the rest in batches when the browser is idle, each batch small enough to
 * stay well under 50 ms, until every card is in the DOM.
 *
 * The first count depends only on the number of items (never on the window), so the server and
 * the browser's first render agree.
 */
import { startTransition, useEffect, useState } from 'react';

export interface RevealPlan {
  /** Lists up to this long render whole at once. */
  readonly allAtOnceUpTo: number;
  /** How many items a longer list shows at once: more than a screenful at every width. */
  readonly firstScreenful: number;
  /** How many more items each idle step adds. */
  readonly batch: number;
}

/** The results page's plan: 48 at once; beyond that 24 first, then 40 per idle step. */
export const RESULTS_REVEAL_PLAN: RevealPlan = { allAtOnceUpTo: 48, firstScreenful: 24, batch: 40 };

/** How many of `total` items the first render shows. */
export function initialRevealCount(total: number, plan: RevealPlan = RESULTS_REVEAL_PLAN): number {
  const all = Math.max(0, Math.floor(total));
  return all <= plan.allAtOnceUpTo ? all : Math.min(all, Math.max(1, plan.firstScreenful));
}

/** How many items show after one more step from `shown` (never more than `total`). */
export function nextRevealCount(shown: number, total: number, plan: RevealPlan = RESULTS_REVEAL_PLAN): number {
  return Math.min(Math.max(0, Math.floor(total)), Math.max(0, shown) + Math.max(1, plan.batch));
}

/** Runs `work` once at a quiet moment; answers a function that cancels it if it has not run. */
export type IdleScheduler = (work: () => void) => () => void;

/** What an idle scheduler needs from its host (the window, or a fake in tests). */
export interface IdleHost {
  readonly requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  readonly cancelIdleCallback?: (handle: number) => void;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: never) => void;
}

/**
 * Longest wait for an idle moment: a page kept busy (animations, a slow device) still gets all of
 * its cards within about a second.
 */
export const IDLE_TIMEOUT_MS = 250;
/** Where requestIdleCallback is missing (Safari): one frame between steps. */
export const FALLBACK_DELAY_MS = 16;

/** An idle scheduler on `host`: requestIdleCallback with a timeout, else a short setTimeout. */
export function idleSchedulerOn(host: IdleHost): IdleScheduler {
  return (work) => {
    if (typeof host.requestIdleCallback === 'function' && typeof host.cancelIdleCallback === 'function') {
      const cancel = host.cancelIdleCallback;
      const handle = host.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
      return () => cancel.call(host, handle);
    }
    const handle = host.setTimeout(() => work(), FALLBACK_DELAY_MS);
    return () => host.clearTimeout(handle as never);
  };
}

/** The browser's idle scheduler (looked up when used, so it is safe to import on a server). */
export const browserIdleScheduler: IdleScheduler = (work) => idleSchedulerOn(globalThis as unknown as IdleHost)(work);

export interface ProgressiveCountOptions {
  readonly plan?: RevealPlan;
  readonly schedule?: IdleScheduler;
}

/**
 * How many of `total` items to render now: `initialRevealCount` on the first render, then one
 * batch more at each idle moment until all are shown. Each step is a React transition, so typing
 * or clicking in the meantime is never held up by it. Stops when the component unmounts.
 */
export function useProgressiveCount(total: number, options: ProgressiveCountOptions = {}): number {
  const plan = options.plan ?? RESULTS_REVEAL_PLAN;
  const schedule = options.schedule ?? browserIdleScheduler;
  const [shown, setShown] = useState(() => initialRevealCount(total, plan));
  const visible = Math.min(shown, Math.max(0, total));
  useEffect(() => {
    if (visible >= total) return undefined;
    return schedule(() => startTransition(() => setShown((current) => nextRevealCount(current, total, plan))));
  }, [visible, total, plan, schedule]);
  return visible;
}
