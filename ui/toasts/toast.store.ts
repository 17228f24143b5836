/**
 * The toasts on screen (SPEC §8: top centre, 3 s by default; green for success, red for error;
 * SPEC §9: default 3000 ms, long 8000 ms, flash 10000 ms, removal delay 400 ms).
 *
 * `ToastStore` is the app's NotifierPort: view-models call `success`/`error`, the ToastRegion view
 * renders `toasts`. When a toast's time is up it is marked `leaving` (the view plays its exit
 * animation) and removed 400 ms later. Timers come from an injected scheduler so tests drive them
 * with fake timers; nothing starts in the constructor.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { TOAST_DURATIONS } from '../../core/index.js';
import type { Toast, ToastKind, NotifierPort, TimersPort } from '../../core/index.js';

/** The two timer functions the store needs (the browser's, or a test's fake clock). */
/** A toast on screen; `leaving` while its exit animation plays. */
export interface ShownToast extends Toast {
  readonly leaving: boolean;
  /** The source it came from, when given: a newer toast of the same group sends it away. */
  readonly group?: string;
}

/** What to show: an id is made up when none is given; the duration defaults to 3 s. */
export interface ToastInput {
  readonly kind: ToastKind;
  readonly message: string;
  readonly durationMs?: number;
  readonly id?: string;
  /** Only the latest toast of a group stays (NotifierPort). */
  readonly group?: string;
}

/** At most this many toasts stay on screen; a new one sends the oldest away. */
export const MAX_VISIBLE_TOASTS = 4;

export class ToastStore implements NotifierPort {
  /** Oldest first. Replaced, never mutated in place. */
  toasts: readonly ShownToast[] = [];
  /** True while the pointer is over the toasts or focus is inside them: nothing expires. */
  paused = false;

  private readonly expiryTimers = new Map<string, unknown>();
  private readonly removalTimers = new Map<string, unknown>();
  private nextId = 1;

  constructor(private readonly scheduler: TimersPort) {
    makeObservable<ToastStore, 'beginLeaving' | 'remove'>(this, {
      toasts: observableRef,
      paused: observable,
      successes: computed,
      errors: computed,
      show: action,
      success: action,
      error: action,
      dismiss: action,
      pause: action,
      resume: action,
      dispose: action,
      beginLeaving: action,
      remove: action,
    });
  }

  /** Success toasts (green, announced politely), oldest first. */
  get successes(): readonly ShownToast[] {
    return this.toasts.filter((toast) => toast.kind === 'success');
  }

  /** Error toasts (red, announced assertively), oldest first. */
  get errors(): readonly ShownToast[] {
    return this.toasts.filter((toast) => toast.kind === 'error');
  }

  /** NotifierPort: a green toast, 3 s unless `durationMs` says otherwise (SPEC §8). */
  success(message: string, durationMs: number = TOAST_DURATIONS.default, group?: string): void {
    this.show({ kind: 'success', message, durationMs, ...(group === undefined ? {} : { group }) });
  }

  /** NotifierPort: a red toast, 3 s unless `durationMs` says otherwise (SPEC §8). */
  error(message: string, durationMs: number = TOAST_DURATIONS.default, group?: string): void {
    this.show({ kind: 'error', message, durationMs, ...(group === undefined ? {} : { group }) });
  }

  /**
   * Show a toast and return its id (`undefined` for a blank message, which shows nothing).
   * The same message of the same kind already on screen is replaced, not stacked, so repeating an
   * action does not pile up copies, yet a screen reader hears it again. A toast of the same group
   * is sent away (it leaves as if dismissed).
   */
  show(input: ToastInput): string | undefined {
    const message = input.message.trim();
    if (message === '') return undefined;
    const durationMs =
      input.durationMs !== undefined && Number.isFinite(input.durationMs) && input.durationMs > 0
        ? input.durationMs
        : TOAST_DURATIONS.default;
    const id = input.id ?? `toast-${this.nextId++}`;

    for (const old of this.toasts) {
      if (old.id === id || (old.kind === input.kind && old.message === message))
        this.remove(old.id);
      else if (input.group !== undefined && old.group === input.group && !old.leaving)
        this.beginLeaving(old.id);
    }
    const toast: ShownToast = {
      id,
      kind: input.kind,
      message,
      durationMs,
      leaving: false,
      ...(input.group === undefined ? {} : { group: input.group }),
    };
    this.toasts = [...this.toasts, toast];

    const staying = this.toasts.filter((t) => !t.leaving);
    for (const extra of staying.slice(0, Math.max(0, staying.length - MAX_VISIBLE_TOASTS))) {
      this.beginLeaving(extra.id);
    }
    if (!this.paused) this.startExpiry(toast);
    return id;
  }

  /** Send a toast away now (the dismiss button): it leaves and is removed 400 ms later. */
  dismiss(id: string): void {
    this.beginLeaving(id);
  }

  /**
   * Hold every toast while the visitor hovers or focuses them (WCAG 2.2.1: time to read). Timers
   * stop; `resume` gives each toast its full duration again.
   */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    for (const handle of this.expiryTimers.values()) this.scheduler.clearTimeout(handle);
    this.expiryTimers.clear();
  }

  /** Let the toasts expire again, each with its full duration from now. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const toast of this.toasts) if (!toast.leaving) this.startExpiry(toast);
  }

  /** Stop every timer and clear the screen (app teardown, tests). */
  dispose(): void {
    for (const handle of this.expiryTimers.values()) this.scheduler.clearTimeout(handle);
    for (const handle of this.removalTimers.values()) this.scheduler.clearTimeout(handle);
    this.expiryTimers.clear();
    this.removalTimers.clear();
    this.toasts = [];
  }

  private startExpiry(toast: ShownToast): void {
    const handle = this.scheduler.setTimeout(() => {
      this.expiryTimers.delete(toast.id);
      this.beginLeaving(toast.id);
    }, toast.durationMs);
    this.expiryTimers.set(toast.id, handle);
  }

  private beginLeaving(id: string): void {
    const toast = this.toasts.find((t) => t.id === id);
    if (toast === undefined || toast.leaving) return;
    this.clearExpiry(id);
    this.toasts = this.toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t));
    const handle = this.scheduler.setTimeout(() => {
      this.removalTimers.delete(id);
      this.remove(id);
    }, TOAST_DURATIONS.removalDelay);
    this.removalTimers.set(id, handle);
  }

  private remove(id: string): void {
    this.clearExpiry(id);
    const removal = this.removalTimers.get(id);
    if (removal !== undefined) this.scheduler.clearTimeout(removal);
    this.removalTimers.delete(id);
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  private clearExpiry(id: string): void {
    const handle = this.expiryTimers.get(id);
    if (handle !== undefined) this.scheduler.clearTimeout(handle);
    this.expiryTimers.delete(id);
  }
}
