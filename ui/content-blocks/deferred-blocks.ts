/**
 * The block kinds below the hero, as a chunk of their own (ui/content-blocks/block-kinds.view.tsx):
 * the server renders them with the page (it has the chunk at hand, app/server.tsx), and the
 * browser hydrates them later, when the chunk has arrived at the page's first quiet moment. Until
 * then React keeps the server's markup of each such block in place (a Suspense boundary waiting
 * on the chunk: React's selective hydration); links in it work, and a press on a control is
 * replayed once its block has hydrated. So a page of many blocks carries only its hero's code in
 * its initial JavaScript.
 */
import { use, type ComponentType } from 'react';
import type { ChunkLoaderPort, ContentBlock } from '../../core/index.js';
import type { ContentBlocksViewModel } from './content-blocks.view-model.js';

export interface BlockKindProps {
  readonly vm: ContentBlocksViewModel;
  readonly block: ContentBlock;
  readonly index: number;
}

/** What the chunk offers. */
export interface BlockKindsModule {
  readonly BlockKindView: ComponentType<BlockKindProps>;
}

/** The chunk's id in SPEC §8's 'Loading chunk {id} failed'. */
export const BLOCK_KINDS_CHUNK = 'content-blocks';

let provided: BlockKindsModule | undefined;
let release: ((module: BlockKindsModule) => void) | undefined;
/** Settles when the chunk is provided; never rejects (a failed load leaves the server's markup). */
const arrival = new Promise<BlockKindsModule>((resolve) => {
  release = resolve;
});
let loading: Promise<boolean> | undefined;

/** Makes the chunk's views available (the server and tests at once; the browser when it has loaded). */
export function provideBlockKinds(module: BlockKindsModule): void {
  provided = module;
  release?.(module);
}

/** Whether the block views are here (the blocks below the hero are live). */
export function blockKindsProvided(): boolean {
  return provided !== undefined;
}

/**
 * Loads the chunk once through the chunk loader (time-out and SPEC §8's message on failure);
 * answers whether it is here. A failure is retried on the next call.
 */
export function loadBlockKinds(loader: ChunkLoaderPort): Promise<boolean> {
  if (provided) return Promise.resolve(true);
  loading ??= loader(BLOCK_KINDS_CHUNK, () => import('./block-kinds.view.js')).then((result) => {
    if (result.ok) provideBlockKinds(result.module);
    else loading = undefined;
    return result.ok;
  });
  return loading;
}

/** The block views, or a suspension until they arrive (inside each deferred block's Suspense boundary). */
export function useBlockKinds(): BlockKindsModule {
  return provided ?? use(arrival);
}
