/**
 * The results page chunk (SPEC §2 results identifiers): its component and its view-model's binding,
 * which joins the container when the chunk arrives, so the page's code never weighs on other pages.
 * Part of the composition: only the entries (app/) and composition-root.ts wire concrete classes.
 */
import { reportProblems } from '../../ui/services/service-logger.js';
import type { Bindings } from '../registry.js';
import { TOKENS } from '../../ui/tokens.js';
import { decodeResultsPage } from '../../ui/search/results-page-data.js';
import { ResultsViewModel } from '../../ui/search/results.view-model.js';
import {
  SavedPropertyCardsCache,
  toggleSavedPropertyFromCard,
} from '../../ui/user/saved-property-cards.cache.js';

export { ResultsPage as Page } from '../../ui/search/results-page.view.js';

export function bind(container: Bindings): void {
  if (container.isBound(TOKENS.resultsViewModel)) return;
  // The results page's view-model, one per page view: the page decoded from the settings, the card
  // save toggles through the saved properties service (keeping a snapshot for the saved tab).
  container
    .bind(TOKENS.resultsViewModel)
    .toResolvedValue(
      (
        s,
        navigation,
        tracking,
        storage,
        searchHistory,
        savedSearches,
        notifier,
        clock,
        savedProperties,
        idle,
        logger,
        analytics,
      ) => {
        const problems: string[] = [];
        const page = decodeResultsPage(s, problems);
        reportProblems(logger, 'Results page data', problems);
        const cards = new SavedPropertyCardsCache(storage);
        return new ResultsViewModel({
          page,
          theme: s.theme,
          clock,
          savedProperties: {
            isSaved: (id) => savedProperties.isSaved(id),
            toggleFromCard: (card) =>
              toggleSavedPropertyFromCard(savedProperties, cards, card.property_id, card),
          },
          navigation,
          tracking,
          storage,
          searchHistory,
          savedSearches,
          notifier,
          idle,
          analytics,
        });
      },
      [
        TOKENS.settings,
        TOKENS.navigation,
        TOKENS.tracking,
        TOKENS.storage,
        TOKENS.searchHistory,
        TOKENS.savedSearchesService,
        TOKENS.notifier,
        TOKENS.clock,
        TOKENS.savedPropertiesService,
        TOKENS.idleScheduler,
        TOKENS.logger,
        TOKENS.analytics,
      ],
    )
    .inTransientScope();
}
