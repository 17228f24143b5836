/**
 * A part of the page whose code is a chunk of its own (a modal, the user area, the calculators):
 * loading, failed, or here. A failure shows the visitor core's PART_NOT_LOADED_TEXT with 'Try
 * again' (`retry`), which asks for the chunk again; SPEC §8's 'Loading chunk {id} failed' is the
 * chunk loader's to log, never shown. The constructor has no side effects; `start()` asks.
 */
import { action, computed, makeObservable, observableRef } from 'mobx';
import { PART_NOT_LOADED_TEXT } from '../../core/index.js';
import type { ChunkLoaderPort } from '../../core/index.js';

export type LazyPartState<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly value: T };

export class LazyPartViewModel<T> {
  state: LazyPartState<T> = { kind: 'loading' };
  /** What the visitor reads beside 'Try again' when the part could not be loaded. */
  readonly failureMessage = PART_NOT_LOADED_TEXT;
  private asking = false;

  constructor(
    /** The chunk's name in SPEC §8's logged text, e.g. 'calculator'. */
    private readonly id: string,
    private readonly load: () => Promise<T>,
    private readonly loader: ChunkLoaderPort,
  ) {
    makeObservable<LazyPartViewModel<T>, 'settle'>(this, {
      state: observableRef,
      value: computed,
      retry: action,
      settle: action,
    });
  }

  /** The part, once here. */
  get value(): T | undefined {
    return this.state.kind === 'ready' ? this.state.value : undefined;
  }

  /** Asks for the part unless it is here or on its way (the view mounts); nothing to stop. */
  start(): void {
    if (this.state.kind === 'loading') this.ask();
  }

  /** 'Try again': asks for the part again after a failure. */
  retry(): void {
    if (this.state.kind !== 'failed') return;
    this.state = { kind: 'loading' };
    this.ask();
  }

  private ask(): void {
    if (this.asking) return;
    this.asking = true;
    void this.loader(this.id, this.load).then((result) => {
      this.asking = false;
      this.settle(result.ok ? { kind: 'ready', value: result.module } : { kind: 'failed' });
    });
  }

  private settle(state: LazyPartState<T>): void {
    this.state = state;
  }
}
