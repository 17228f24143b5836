/**
 * When the views' view-models start (their `start()`: subscriptions, a page's one-time work such
 * as recording a property view or reading the search history).
 *
 * Normally at once, in the mounting view's effect. While a server-rendered page hydrates, the
 * start (app/start.tsx) holds them: React runs every mount effect of the hydrated tree in the task
 * that commits it, and the starts of a whole page in that task made it one of the page's longest
 * (a property page: about 38 ms of a 105 ms task at 4× CPU slowdown). Held starts run in mounting
 * order, one per task, once the tree is committed; the page is marked ready after the last one.
 */

import { nextTask } from './app/next-task.js';

type Run = () => void;

let held: Run[] | undefined;

/** Holds the starts asked for from now on until `releaseStarts` (app/start.tsx, before hydrating). */
export function holdStarts(): void {
  held ??= [];
}

/**
 * Runs `run` now, or (while starts are held) in its turn after the release. Answers a cancel: a
 * view that unmounts before its turn never starts.
 */
export function whenStarting(run: Run): () => void {
  if (held === undefined) {
    run();
    return () => undefined;
  }
  const queue = held;
  let cancelled = false;
  queue.push(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
}

/**
 * Runs the held starts, one per task, in the order they were asked for (including any asked for
 * while they run), then lets later starts run at once. Resolves when all have run. A start that
 * throws is reported and does not stop the others.
 */
export async function releaseStarts(
  report: (error: unknown) => void = (error) => console.error('A view could not start', error),
): Promise<void> {
  const queue = held;
  if (queue === undefined) return;
  while (queue.length > 0) {
    await nextTask();
    const run = queue.shift();
    try {
      run?.();
    } catch (error) {
      report(error);
    }
  }
  held = undefined;
}
