/**
 * The block kinds below the hero, as a chunk of their own (ui/content-blocks/block-kinds.view.tsx):
 * the server renders them with the page (it has the chunk at hand, app/server.tsx), and the
 * browser hydrates them later, when the chunk has arrived at the page's first quiet moment. Until
 * then React keeps the server's markup of each such block in place (a Suspense boundary waiting
 * on the chunk: React's selective hydration); links in it work natively. React drops a press on a
 * control of a block it cannot hydrate yet, so `followEarlyPresses` asks for the chunk at the
 * visitor's first sign of intent and presses the control again once its block is live. So a page
 * of many blocks carries only its hero's code in its initial JavaScript, and loses no press.
 */
import type { ComponentType } from 'react';
import type { ContentBlock } from '../../core/index.js';
import { deferredViews } from '../app/deferred-views.js';
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

const blockKinds = deferredViews<BlockKindsModule>(
  BLOCK_KINDS_CHUNK,
  () => import('./block-kinds.view.js'),
);

/** Makes the chunk's views available (the server and tests at once; the browser when it has loaded). */
export const provideBlockKinds = blockKinds.provide;

/** Whether the block views are here (the blocks below the hero are live). */
export const blockKindsProvided = blockKinds.provided;

/**
 * Loads the chunk once through the chunk loader (time-out and SPEC §8's message on failure);
 * answers whether it is here. A failure is retried on the next call.
 */
export const loadBlockKinds = blockKinds.load;

/** The block views, or a suspension until they arrive (inside each deferred block's Suspense boundary). */
export function useBlockKinds(): BlockKindsModule {
  return blockKinds.use();
}

/** The attribute each deferred block's section carries: its block id. */
export const DEFERRED_BLOCK_ATTRIBUTE = 'data-deferred-block';

const liveBlocks = new Set<string>();
const liveListeners = new Set<(blockId: string) => void>();

/** A deferred block has hydrated (its effect ran): controls in it answer presses now. */
export function blockIsLive(blockId: string): void {
  liveBlocks.add(blockId);
  for (const listener of [...liveListeners]) listener(blockId);
}

/** Calls `callback` once block `blockId` is live (at once if it is); answers a cancel. */
function whenBlockLive(blockId: string, callback: () => void): () => void {
  if (liveBlocks.has(blockId)) {
    callback();
    return () => undefined;
  }
  const listener = (id: string): void => {
    if (id !== blockId) return;
    liveListeners.delete(listener);
    callback();
  };
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}

/**
 * Until the block kinds are here: any first sign of intent (a pointer or key going down, focus
 * moving) asks for them at once, and a press on a button of a block not yet live is held and
 * made again on the same button once its block is live. Links are left alone (they work without
 * script). Answers a function that stops following.
 */
export function followEarlyPresses(doc: Document, load: () => void): () => void {
  const intent = (): void => {
    if (!blockKindsProvided()) load();
  };
  const cancels = new Set<() => void>();
  const press = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const section = target?.closest(`[${DEFERRED_BLOCK_ATTRIBUTE}]`);
    const button = target?.closest('button');
    const blockId = section?.getAttribute(DEFERRED_BLOCK_ATTRIBUTE);
    if (
      !section ||
      !button ||
      !section.contains(button) ||
      blockId == null ||
      liveBlocks.has(blockId)
    )
      return;
    event.preventDefault();
    event.stopPropagation();
    load();
    // The same button, found again by its place in the block (hydration keeps the server's nodes).
    const place = [...section.querySelectorAll('button')].indexOf(button);
    const cancel = whenBlockLive(blockId, () => {
      cancels.delete(cancel);
      const again = doc
        .querySelector(`[${DEFERRED_BLOCK_ATTRIBUTE}="${CSS.escape(blockId)}"]`)
        ?.querySelectorAll('button')[place];
      if (again instanceof HTMLElement) again.click();
    });
    cancels.add(cancel);
  };
  const kinds = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  for (const kind of kinds) doc.addEventListener(kind, intent, { capture: true, passive: true });
  doc.addEventListener('click', press, { capture: true });
  return () => {
    for (const kind of kinds) doc.removeEventListener(kind, intent, { capture: true });
    doc.removeEventListener('click', press, { capture: true });
    for (const cancel of [...cancels]) cancel();
  };
}
