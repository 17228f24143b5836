/**
 * Timers as an injected dependency (toasts' durations, time-outs, polling), so tests drive time and
 * nothing reads a global at import time. adapters/timers.ts has the global timers.
 */
export interface TimersPort {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
