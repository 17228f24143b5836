/**
 * The content blocks of the page being shown (SPEC §1), for every page chunk that shows them
 * (home, branch, article and content pages) and for the overlay layer's carousels: the blocks
 * are decoded from `page.data.contentBlocks` once per container, their problems logged once.
 * Part of the composition, like the page chunks.
 */
import type { ServiceIdentifier } from 'inversify';
import type { Bindings } from '../registry.js';
import { decodeContentBlocks } from '../../core/index.js';
import type { ContentBlock } from '../../core/index.js';
import type { ContentBlocksViewModel } from '../../ui/content-blocks/content-blocks.view-model.js';
import { blocksViewModel } from './blocks-view-model.js';
import type { SearchFormModel } from '../../ui/search/search-form.view-model.js';
import { reportProblems } from '../../ui/services/service-logger.js';
import type { SavePropertyViewModel } from '../../ui/user/save-property.view-model.js';
import { TOKENS } from '../../ui/tokens.js';

/** The page's decoded blocks (a symbol of its own: only chunks that show blocks bind it). */
export const PAGE_CONTENT_BLOCKS = Symbol.for('agency-site:PageContentBlocks') as ServiceIdentifier<
  readonly ContentBlock[]
>;

export function bindPageContentBlocks(container: Bindings): void {
  if (container.isBound(PAGE_CONTENT_BLOCKS)) return;
  container.bind(PAGE_CONTENT_BLOCKS).toResolvedValue(
    (settings, logger) => {
      const problems: string[] = [];
      const blocks = decodeContentBlocks(settings.page.data['contentBlocks'], problems);
      reportProblems(logger, 'Page data', problems);
      return blocks;
    },
    [TOKENS.settings, TOKENS.logger],
  );
}

/** A new view-model (one per page view) over the page's blocks, with the page's search and save toggles where it has them. */
export function contentBlocksViewModel(
  container: Bindings,
  extras: { readonly saves?: SavePropertyViewModel; readonly search?: SearchFormModel } = {},
): ContentBlocksViewModel {
  bindPageContentBlocks(container);
  return blocksViewModel(container, { blocks: container.get(PAGE_CONTENT_BLOCKS), ...extras });
}
