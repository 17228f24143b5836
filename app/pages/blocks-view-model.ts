/**
 * A view-model over content blocks (one per page view), with the page's search and save toggles
 * where it has them: the blocks of the page's data (content-blocks.bindings.ts) or blocks a page
 * makes of its own data (a branch page's location card and properties). A module of its own, so a
 * page that never decodes `page.data.contentBlocks` does not carry the decoder. Part of the
 * composition: the reduced-motion adapter is wired here, made only when a slider starts.
 */
import type { Bindings } from '../registry.js';
import { browserMotionPreference } from '../../adapters/browser/motion-preference.adapter.js';
import type { ContentBlock } from '../../core/index.js';
import { ContentBlocksViewModel } from '../../ui/content-blocks/content-blocks.view-model.js';
import type { SearchFormModel } from '../../ui/search/search-form.view-model.js';
import type { SavePropertyViewModel } from '../../ui/user/save-property.view-model.js';
import { TOKENS } from '../../ui/tokens.js';

export function blocksViewModel(
  container: Bindings,
  parts: {
    readonly blocks: readonly ContentBlock[];
    readonly saves?: SavePropertyViewModel;
    readonly search?: SearchFormModel;
  },
): ContentBlocksViewModel {
  return new ContentBlocksViewModel({
    settings: container.get(TOKENS.settings),
    now: container.get(TOKENS.clock).now(),
    viewport: container.get(TOKENS.viewport),
    logger: container.get(TOKENS.logger),
    idle: container.get(TOKENS.idleScheduler),
    chunkLoader: container.get(TOKENS.chunkLoader),
    consent: container.get(TOKENS.consentStatus),
    motion: () => browserMotionPreference(globalThis),
    ...parts,
  });
}
