/**
 * The home page chunk (`home#index`): the hero search, featured properties, offices, articles.
 * `bind` adds the page's view-model (the page data decoded here, never in a view) and the save
 * toggles of its cards. Part of the composition, like results.page.ts.
 */
import { reportProblems } from '../../ui/services/service-logger.js';
import type { Container } from 'inversify';
import { decodeHomePageData } from '../../core/index.js';
import { TOKENS } from '../../ui/tokens.js';
import { homePageViewModel } from '../../ui/pages/home-page.view-model.js';
import { quickSearchModel } from '../../ui/search/quick-search.view-model.js';
import { bindSaveProperty } from './save-property.bindings.js';

export { HomePage as Page } from '../../ui/pages/home-page.view.js';

export function bind(container: Container): void {
  // The save toggle's view-model (the page's save buttons).
  bindSaveProperty(container);
  if (container.isBound(TOKENS.homePageViewModel)) return;
  // One per page view: the page data and the search's places decoded here, their problems logged.
  container
    .bind(TOKENS.homePageViewModel)
    .toResolvedValue(
      (settings, navigation, clock, saves, logger) => {
        const problems: string[] = [];
        const content = decodeHomePageData(settings.page.data, problems);
        reportProblems(logger, 'Page data', problems);
        return homePageViewModel({ settings, content, search: quickSearchModel(settings, navigation, logger), clock, saves });
      },
      [TOKENS.settings, TOKENS.navigation, TOKENS.clock, TOKENS.savePropertyViewModel, TOKENS.logger],
    )
    .inTransientScope();
}
