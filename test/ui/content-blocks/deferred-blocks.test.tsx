import { expect } from 'chai';
import { pagePerTest, waitFor } from '../support/dom.js';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type * as DeferredBlocksModule from '../../../ui/content-blocks/deferred-blocks.js';
import type {
  BlockKindProps,
  BlockKindsModule,
} from '../../../ui/content-blocks/deferred-blocks.js';

type DeferredBlocks = typeof DeferredBlocksModule;

/** A copy of the module of its own (its chunk not yet provided), whatever other test files did. */
async function freshDeferredBlocks(tag: string): Promise<DeferredBlocks> {
  return (await import(`../../../ui/content-blocks/deferred-blocks.js?${tag}`)) as DeferredBlocks;
}

const blockKinds: BlockKindsModule = {
  BlockKindView: ({ block }: BlockKindProps) => <section>{block.id}</section>,
};

/** A deferred block as the pages write one: the block views first, then hooks of its own. */
function blockOf(deferred: DeferredBlocks, onRender: (attempt: number) => void) {
  let attempts = 0;
  return function Block() {
    attempts += 1;
    onRender(attempts);
    const { BlockKindView } = deferred.useBlockKinds();
    const [index] = useState(1);
    useEffect(() => undefined, []);
    return (
      <BlockKindView vm={undefined as never} block={{ id: 'slider' } as never} index={index} />
    );
  };
}

/**
 * Renders as React's concurrent work does (a transition, the scheduler's own tasks, no act()):
 * a render that suspends on data waits for it and is then replayed in place.
 */
async function renderConcurrently(
  Block: () => React.JSX.Element,
): Promise<{ text: string; errors: string[] }> {
  const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasAct = act.IS_REACT_ACT_ENVIRONMENT;
  act.IS_REACT_ACT_ENVIRONMENT = false;
  const errors: string[] = [];
  const host = document.body.appendChild(document.createElement('div'));
  const report = (error: unknown) => errors.push(String(error));
  const root = createRoot(host, {
    onUncaughtError: report,
    onCaughtError: report,
    onRecoverableError: report,
  });
  try {
    startTransition(() =>
      root.render(
        <Suspense fallback={null}>
          <Block />
        </Suspense>,
      ),
    );
    await waitFor(() => expect(host.textContent === 'slider' || errors.length > 0).to.equal(true));
    return { text: host.textContent ?? '', errors };
  } finally {
    root.unmount();
    act.IS_REACT_ACT_ENVIRONMENT = wasAct;
  }
}

describe('useBlockKinds (jsdom)', () => {
  pagePerTest();

  it('renders a block whose chunk arrives while React is rendering it (the suspended render is replayed), with no error', async () => {
    const deferred = await freshDeferredBlocks('arrives-mid-render');
    // The chunk arrives just after React started on the block.
    const Block = blockOf(deferred, (attempt) => {
      if (attempt === 1) queueMicrotask(() => deferred.provideBlockKinds(blockKinds));
    });
    expect(await renderConcurrently(Block)).to.deep.equal({ text: 'slider', errors: [] });
  });

  it('renders a block whose chunk is already here in one pass, without suspending', async () => {
    const deferred = await freshDeferredBlocks('already-here');
    deferred.provideBlockKinds(blockKinds);
    let renders = 0;
    const Block = blockOf(deferred, (attempt) => {
      renders = attempt;
    });
    expect(await renderConcurrently(Block)).to.deep.equal({ text: 'slider', errors: [] });
    expect(renders).to.equal(1);
  });
});
