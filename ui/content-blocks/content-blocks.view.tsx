/**
 * The content-block renderer (SPEC §1 "Pages are assembled from content blocks"): each block of
 * the page, in order. Text over an image (a page's hero, often holding the property search) is
 * part of the page's own code and hydrates with it; every other kind comes from the block-kinds
 * chunk and hydrates when it arrives (deferred-blocks.ts), its server markup shown meanwhile.
 * Plain text is rendered by React (escaped); agency HTML only through the one sanitiser view.
 */
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useStartedViewModel } from '../di.js';
import type { ContentBlock, ContentBlockOf } from '../../core/index.js';
import { SanitisedHtml } from '../content/sanitised-html.view.js';
import { SearchFormView } from '../search/search-form.view.js';
import type { ContentBlocksViewModel } from './content-blocks.view-model.js';
import {
  BlockButtons,
  Heading,
  MobileTruncatedText,
  pictureLoading,
  titleId,
} from './block-parts.view.js';
import {
  blockIsLive,
  followEarlyPresses,
  useBlockKinds,
  type BlockKindProps,
} from './deferred-blocks.js';
import { markBootStage } from '../app/boot-marks.js';

export interface BlockProps<T extends ContentBlock['type']> {
  readonly vm: ContentBlocksViewModel;
  readonly block: ContentBlockOf<T>;
  /** The block's position on the page, from 0. */
  readonly index: number;
}

/** Text over a background image; a home page's hero holds the property search. */
const TextOverImage = observer(function TextOverImage({ vm, block }: BlockProps<'textOverImage'>) {
  const search = block.showSearch ? vm.search : undefined;
  const lead = vm.leadPictureBlock === block.id;
  const labelled = block.title !== undefined;
  return (
    <section
      className={`block block--textOverImage hero${search ? ' hero--search' : ''}${block.backgroundImageUrl ? '' : ' hero--plain'}${block.noMargin ? ' block--flush' : ''}`}
      {...(labelled
        ? { 'aria-labelledby': titleId(block) }
        : { 'aria-label': vm.search ? 'Find a property' : 'Introduction' })}
    >
      {block.backgroundImageUrl ? (
        <img
          className="hero__image"
          src={block.backgroundImageUrl}
          alt={block.imageAlt ?? ''}
          width={1920}
          height={900}
          {...pictureLoading(lead)}
        />
      ) : null}
      <div className="hero__content">
        {labelled ? (
          <Heading level={block.titleHeading} id={titleId(block)} className="hero__title">
            {block.title}
          </Heading>
        ) : null}
        {block.html ? (
          <SanitisedHtml
            html={block.html}
            className="hero__text hero__html"
            fallback={block.description ? <p className="hero__text">{block.description}</p> : null}
          />
        ) : block.description ? (
          <MobileTruncatedText
            vm={vm}
            block={block}
            text={block.description}
            textKey={block.id}
            className="hero__text"
          />
        ) : null}
        {search ? (
          <div className="hero__search">
            <SearchFormView vm={search} compact label="Find a property" />
          </div>
        ) : null}
        <BlockButtons buttons={block.buttons} inverse className="hero__buttons" />
      </div>
    </section>
  );
});

/** A block from the block-kinds chunk: its server markup stays until the chunk is here. */
function DeferredBlock(props: BlockKindProps) {
  const { BlockKindView } = useBlockKinds();
  const { id } = props.block;
  useEffect(() => {
    markBlocksLive();
    blockIsLive(id);
  }, [id]);
  return <BlockKindView {...props} />;
}

let blocksLive = false;
/** Marks (once) that the blocks below the hero are live, for monitoring and the browser tests. */
function markBlocksLive(): void {
  if (blocksLive) return;
  blocksLive = true;
  markBootStage('blocks-live');
}

/** The page's blocks, in order. */
export function ContentBlocksView({ vm }: { readonly vm: ContentBlocksViewModel }) {
  useStartedViewModel(vm);
  // Presses on blocks that have not hydrated yet are held and made again (deferred-blocks.ts).
  useEffect(
    () => (vm.hasDeferredBlocks ? followEarlyPresses(document, vm.loadBlockKinds) : undefined),
    [vm],
  );
  return (
    <>
      {vm.blocks.map((block, i) =>
        block.type === 'textOverImage' ? (
          <TextOverImage key={block.id} vm={vm} block={block} index={i} />
        ) : (
          <Suspense key={block.id} fallback={null}>
            <DeferredBlock vm={vm} block={block} index={i} />
          </Suspense>
        ),
      )}
    </>
  );
}
