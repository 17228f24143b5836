/**
 * Views the server renders with the page but the browser hydrates later, from a chunk of their
 * own: the content blocks below a page's hero (ui/content-blocks/deferred-blocks.ts) and a
 * property's material information (ui/property-page/material-information.section.tsx). The
 * server provides the chunk's module at once (app/server.tsx); in the browser, a view that reads
 * it (`use()`, inside a Suspense boundary) waits for `load`, and until then React keeps the
 * server's markup in place (React's selective hydration), its links working natively.
 */
import { use, type FulfilledReactPromise } from 'react';
import type { ChunkLoaderPort } from '../../core/index.js';

export interface DeferredViews<M> {
  /** Makes the chunk's module available (the server and tests at once; the browser when it has loaded). */
  provide(module: M): void;
  /** Whether the module is here. */
  provided(): boolean;
  /**
   * Loads the chunk once through the chunk loader (time-out and SPEC §8's message on failure);
   * answers whether it is here. A failure is retried on the next call.
   */
  load(loader: ChunkLoaderPort): Promise<boolean>;
  /**
   * The module, or a suspension until it arrives. Called on every render, arrived or not: React
   * replays a component that suspended in `use()` with the hooks of the suspended attempt, and a
   * replay that skips `use()` (the chunk arrived meanwhile) fails on the component's next hook
   * ("Update hook called on initial render"); the part hydrating just then would be thrown away
   * and rendered afresh, with React's error #422 in the console.
   */
  use(): M;
}

/** The deferred views of chunk `chunkId` (its id in SPEC §8's 'Loading chunk {id} failed'). */
export function deferredViews<M>(
  chunkId: string,
  importModule: () => Promise<M>,
): DeferredViews<M> {
  let module: M | undefined;
  let release: ((value: M) => void) | undefined;
  // Settles when the module is provided; never rejects (a failed load leaves the server's markup).
  const arrival = new Promise<M>((resolve) => {
    release = resolve;
  });
  // The same promise once provided, marked settled as React reads it: `use()` answers it at once.
  let settled: FulfilledReactPromise<M> | undefined;
  let loading: Promise<boolean> | undefined;
  const provide = (value: M): void => {
    module = value;
    settled = Object.assign(arrival, { status: 'fulfilled' as const, value });
    release?.(value);
  };
  return {
    provide,
    provided: () => module !== undefined,
    load(loader) {
      if (module !== undefined) return Promise.resolve(true);
      loading ??= loader(chunkId, importModule).then((result) => {
        if (result.ok) provide(result.module);
        else loading = undefined;
        return result.ok;
      });
      return loading;
    },
    use: () => use(settled ?? arrival),
  };
}
