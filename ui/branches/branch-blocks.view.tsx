/**
 * The content blocks a branch page is partly made of (its location card, its property slider):
 * block kinds from the block-kinds chunk (ui/content-blocks/deferred-blocks.ts), rendered by the
 * server with the page and hydrated in the browser when the chunk arrives at the page's first
 * quiet moment; until then React keeps the server's markup. Only the deferred kinds: a branch
 * page has no hero, so the hero's own code (and the property search in it) never weighs on it.
 */
import { Suspense, useEffect } from 'react';
import { useStartedViewModel } from '../di.js';
import type { ContentBlocksViewModel } from '../content-blocks/content-blocks.view-model.js';
import { useBlockKinds, type BlockKindProps } from '../content-blocks/deferred-blocks.js';
import { markBootStage } from '../app/boot-marks.js';

function DeferredBlock(props: BlockKindProps) {
  const { BlockKindView } = useBlockKinds();
  useEffect(() => markBootStage('blocks-live'), []);
  return <BlockKindView {...props} />;
}

export function BranchBlocksView({ vm }: { readonly vm: ContentBlocksViewModel }) {
  useStartedViewModel(vm);
  return (
    <>
      {vm.blocks.map((block, i) =>
        block.type === 'textOverImage' ? null : (
          <Suspense key={block.id} fallback={null}>
            <DeferredBlock vm={vm} block={block} index={i} />
          </Suspense>
        ),
      )}
    </>
  );
}
