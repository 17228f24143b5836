/**
 * Parts every block uses: its heading at the level it asks for, the id its title gives the
 * block's region, and a text section cut on phones with Read more / Read less.
 */
import { observer } from 'mobx-react-lite';
import { createElement, type ReactNode } from 'react';
import { blockFirstPicture } from '../../core/index.js';
import type { Button, ContentBlock, HeadingLevel } from '../../core/index.js';
import type { ContentBlocksViewModel } from './content-blocks.view-model.js';

/**
 * How a block picture loads: the page's lead picture (core's leadPictureBlockId, its block's first
 * picture) at once and first; any other lazily, decoded off the main thread.
 */
export function pictureLoading(
  lead: boolean,
): { readonly fetchPriority: 'high' } | { readonly loading: 'lazy'; readonly decoding: 'async' } {
  return lead ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' };
}

/** The page's lead picture when `block` holds it (its first picture), else undefined. */
export function leadPictureOf(vm: ContentBlocksViewModel, block: ContentBlock): string | undefined {
  return vm.leadPictureBlock === block.id ? blockFirstPicture(block) : undefined;
}

export function Heading({
  level,
  id,
  className,
  children,
}: {
  readonly level: HeadingLevel;
  readonly id?: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return createElement(`h${level}`, { id, className }, children);
}

/** The id of a block's title, for aria-labelledby. */
export function titleId(block: ContentBlock): string {
  return `block-${block.id.replace(/[^A-Za-z0-9_-]/g, '_')}-title`;
}

/**
 * A text section: in full on larger screens; on phones its preview (150 characters with an
 * ellipsis, or the block's own amount) with Read more / Read less. Both are in the markup and CSS
 * shows the one that applies, so the server's page is already right and nothing moves.
 */
export const MobileTruncatedText = observer(function MobileTruncatedText({
  vm,
  block,
  text,
  textKey,
  className = 'block__text',
}: {
  readonly vm: ContentBlocksViewModel;
  readonly block: ContentBlock;
  readonly text: string;
  readonly textKey: string;
  readonly className?: string;
}) {
  const { preview, truncated } = vm.mobileText(text, block);
  if (!truncated) return <p className={className}>{text}</p>;
  const expanded = vm.isTextExpanded(textKey);
  const id = `text-${textKey.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <div className={`truncatable${expanded ? ' truncatable--expanded' : ''}`}>
      <p className={className} id={id}>
        <span className="truncatable__full">{text}</span>
        <span className="truncatable__preview">{preview}</span>
      </p>
      <button
        type="button"
        className="text-button truncatable__toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => vm.toggleText(textKey)}
      >
        {expanded ? 'Read less' : 'Read more'}
      </button>
    </div>
  );
});

/** A block's buttons: links styled as buttons (primary, or the brand's accent) or as text links. */
export function BlockButtons({
  buttons,
  inverse = false,
  className = 'block__buttons',
}: {
  readonly buttons: readonly Button[];
  readonly inverse?: boolean;
  readonly className?: string;
}) {
  if (buttons.length === 0) return null;
  return (
    <div className={className}>
      {buttons.map((button) => (
        <a
          key={button.url + button.text}
          href={button.url}
          className={
            button.displayAsLink
              ? `text-link${inverse ? ' text-link--inverse' : ''}`
              : `button ${button.colour === 'accent' ? 'button--accent' : 'button--primary'}`
          }
        >
          {button.text}
        </a>
      ))}
    </div>
  );
}
