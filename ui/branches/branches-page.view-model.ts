/**
 * The branch pages' view-models, one per page view (`branches#index`: the branch finder;
 * `branches#show`: a branch's page), built by the branch pages' chunk (app/pages/branches.page.ts)
 * from page data decoded there.
 */
import type { BranchesIndexViewModel } from './branches-index.view-model.js';
import type { BranchPageViewModel } from './branch-page.view-model.js';

export type BranchesPageViewModel = BranchesIndexViewModel | BranchPageViewModel;

/** How the chunk builds each page's view-model (they need ports and the blocks' renderer). */
export interface BranchPageBuilders {
  index(problems: string[]): BranchesIndexViewModel;
  show(problems: string[]): BranchPageViewModel;
}
