/**
 * Work for a quiet moment (progressive rendering of long result lists, fetching the overlay layer
 * ahead of need): the browser's idle callbacks behind a port, so views and view-models never touch
 * `window` and tests run the work when they choose.
 */

/**
 * Runs `work` once at a quiet moment, or after `timeoutMs` at the latest (the adapter's default
 * when omitted); answers a function that cancels it if it has not run.
 */
export type IdleSchedulerPort = (work: () => void, timeoutMs?: number) => () => void;
