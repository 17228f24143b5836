/**
 * The branch pages (`branches#index`, `branches#show`), a page chunk of their own (app/pages/
 * branches.page.ts): the branch finder, or a branch's page.
 *
 * `BranchesPage` is the connected page (no props); `BranchesPageView` renders its view-model.
 */
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { BranchPageView } from './branch-page.view.js';
import { BranchesIndexView } from './branches-index.view.js';
import type { BranchesPageViewModel } from './branches-page.view-model.js';

export function BranchesPageView({ vm }: { readonly vm: BranchesPageViewModel }) {
  return vm.kind === 'branches' ? <BranchesIndexView vm={vm} /> : <BranchPageView vm={vm} />;
}

/** The connected page: its view-model comes from the container (app/pages/branches.page.ts). */
export function BranchesPage() {
  return <BranchesPageView vm={useViewModel(TOKENS.branchesPageViewModel)} />;
}

export default BranchesPage;
