/**
 * Rendering a long results list in steps (no long task over 50 ms on a page of 500
 * cards). A normal page (up to `allAtOnceUpTo` cards; 12 per page by default) renders whole, so the
 * server-rendered HTML carries every card and its crawlable link. A longer list renders its first
 * screenful at once and the rest in batches when the browser is idle, each batch small enough to
 * stay well under 50 ms, until every card is in the DOM.
 *
 * The first count depends only on the number of items (never on the window), so the server and
 * the browser's first render agree.
 */
import { startTransition, useEffect, useState } from 'react';
import type { IdleSchedulerPort } from '../../core/index.js';

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
export function nextRevealCount(
  shown: number,
  total: number,
  plan: RevealPlan = RESULTS_REVEAL_PLAN,
): number {
  return Math.min(Math.max(0, Math.floor(total)), Math.max(0, shown) + Math.max(1, plan.batch));
}

export interface ProgressiveCountOptions {
  readonly plan?: RevealPlan;
  /** When each further batch renders (the container's idle scheduler). */
  readonly schedule: IdleSchedulerPort;
}

/**
 * How many of `total` items to render now: `initialRevealCount` on the first render, then one
 * batch more at each idle moment until all are shown. Each step is a React transition, so typing
 * or clicking in the meantime is never held up by it. Stops when the component unmounts.
 */
export function useProgressiveCount(total: number, options: ProgressiveCountOptions): number {
  const plan = options.plan ?? RESULTS_REVEAL_PLAN;
  const { schedule } = options;
  const [shown, setShown] = useState(() => initialRevealCount(total, plan));
  const visible = Math.min(shown, Math.max(0, total));
  useEffect(() => {
    if (visible >= total) return undefined;
    return schedule(() =>
      startTransition(() => setShown((current) => nextRevealCount(current, total, plan))),
    );
  }, [visible, total, plan, schedule]);
  return visible;
}
