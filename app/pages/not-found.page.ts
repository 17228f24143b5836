/**
 * The page-not-found chunk (`not-found`): a search and ways on. `bind` adds the page's view-model
 * (the search's places decoded here, never in a view). Part of the composition, like results.page.ts.
 */
import type { Bindings } from '../registry.js';
import { TOKENS } from '../../ui/tokens.js';
import { notFoundPageViewModel } from '../../ui/pages/not-found-page.view-model.js';
import { quickSearchModel } from '../../ui/search/quick-search.view-model.js';

export { NotFoundPage as Page } from '../../ui/pages/not-found-page.view.js';

export function bind(container: Bindings): void {
  if (container.isBound(TOKENS.notFoundPageViewModel)) return;
  container
    .bind(TOKENS.notFoundPageViewModel)
    .toResolvedValue(
      (settings, navigation, logger) =>
        notFoundPageViewModel(settings, quickSearchModel(settings, navigation, logger)),
      [TOKENS.settings, TOKENS.navigation, TOKENS.logger],
    )
    .inTransientScope();
}
