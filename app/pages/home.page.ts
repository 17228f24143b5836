/**
 * The home page chunk (`home#index`): a page of content blocks (SPEC §1) with the property search
 * in its hero. `bind` adds the page's view-model (the blocks decoded here, never in a view) and
 * the save toggles of its property cards. Part of the composition, like results.page.ts.
 */
import type { Bindings } from '../registry.js';
import { TOKENS } from '../../ui/tokens.js';
import { homePageViewModel } from '../../ui/pages/home-page.view-model.js';
import { quickSearchModel } from '../../ui/search/quick-search.view-model.js';
import { bindSaveProperty } from './save-property.bindings.js';
import { bindPageContentBlocks, contentBlocksViewModel } from './content-blocks.bindings.js';

export { HomePage as Page } from '../../ui/pages/home-page.view.js';

export function bind(container: Bindings): void {
  // The save toggle's view-model (the page's save buttons).
  bindSaveProperty(container);
  bindPageContentBlocks(container);
  if (container.isBound(TOKENS.homePageViewModel)) return;
  // One per page view: the blocks' state, the search's places decoded here, their problems logged.
  container
    .bind(TOKENS.homePageViewModel)
    .toResolvedValue(
      (settings, navigation, saves, logger) => {
        const search = quickSearchModel(settings, navigation, logger);
        return homePageViewModel({
          settings,
          search,
          blocks: contentBlocksViewModel(container, { saves, search }),
        });
      },
      [TOKENS.settings, TOKENS.navigation, TOKENS.savePropertyViewModel, TOKENS.logger],
    )
    .inTransientScope();
}
