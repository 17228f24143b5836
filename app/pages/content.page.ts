/**
 * The branch and article pages chunk. `bind` adds the page's view-model (the page data decoded
 * here, never in a view). Part of the composition, like results.page.ts.
 */
import { reportProblems } from '../../ui/services/service-logger.js';
import type { Bindings } from '../registry.js';
import { TOKENS } from '../../ui/tokens.js';
import { contentPageViewModel } from '../../ui/pages/content-page.view-model.js';

export { ContentPage as Page } from '../../ui/pages/content-page.view.js';

export function bind(container: Bindings): void {
  if (container.isBound(TOKENS.contentPageViewModel)) return;
  container
    .bind(TOKENS.contentPageViewModel)
    .toResolvedValue(
      (settings, logger) => {
        const problems: string[] = [];
        const vm = contentPageViewModel(settings, problems);
        reportProblems(logger, 'Page data', problems);
        return vm;
      },
      [TOKENS.settings, TOKENS.logger],
    )
    .inTransientScope();
}
