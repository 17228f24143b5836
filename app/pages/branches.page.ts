/**
 * The branch pages chunk (`branches#index`, `branches#show`). `bind` adds the page's view-model
 * (the page data decoded here, never in a view: app/pages/branches.bindings.ts). Part of the
 * composition, like results.page.ts.
 */
import type { Bindings } from '../registry.js';
import { reportProblems } from '../../ui/services/service-logger.js';
import { TOKENS } from '../../ui/tokens.js';
import { branchPageBuilders } from './branches.bindings.js';

export { BranchesPage as Page } from '../../ui/branches/branches-page.view.js';

export function bind(container: Bindings): void {
  if (container.isBound(TOKENS.branchesPageViewModel)) return;
  container
    .bind(TOKENS.branchesPageViewModel)
    .toResolvedValue(
      (settings, logger) => {
        const problems: string[] = [];
        const builders = branchPageBuilders(container);
        const vm =
          settings.page.identifier === 'branches#index'
            ? builders.index(problems)
            : builders.show(problems);
        reportProblems(logger, 'Page data', problems);
        return vm;
      },
      [TOKENS.settings, TOKENS.logger],
    )
    .inTransientScope();
}
