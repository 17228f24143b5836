/**
 * The branch pages' view-models (`branches#index`, `branches#show`), for the branch pages'
 * chunk (app/pages/branches.page.ts): page data decoded here (core's branch decoders), the page
 * history over the History API and the place lookup (over the page's HTTP client) for the branch
 * finder, and the content blocks a branch page is partly made of (its location card and
 * property slider). Part of the composition, like the page chunks.
 */
import type { Bindings } from '../registry.js';
import {
  BrowserPageHistoryAdapter,
  globalHistoryWindow,
} from '../../adapters/browser/page-history.adapter.js';
import { FetchPlaceLookupAdapter } from '../../adapters/http/fetch-place-lookup.adapter.js';
import { HTTP_CLIENT } from '../wiring-tokens.js';
import {
  branchLocationCard,
  branchPropertySlider,
  decodeBranchesIndexData,
  decodeBranchPageData,
  safeLink,
  PAGE_PATHS,
} from '../../core/index.js';
import type { SiteSettings } from '../../core/index.js';
import { BranchesIndexViewModel } from '../../ui/branches/branches-index.view-model.js';
import { branchPageViewModel } from '../../ui/branches/branch-page.view-model.js';
import type { BranchPageBuilders } from '../../ui/branches/branches-page.view-model.js';
import { TOKENS } from '../../ui/tokens.js';
import { bindSaveProperty } from './save-property.bindings.js';
import { blocksViewModel } from './blocks-view-model.js';

/** Where the branch finder lives: the theme's branchesIndexPath when it is a path of this site, else '/branches'. */
export function branchesIndexPath(settings: SiteSettings): string {
  const path = safeLink(settings.theme.branchesIndexPath, ['site']);
  return path !== undefined && path.startsWith('/')
    ? path.replace(/[?#].*$/, '')
    : PAGE_PATHS.branches;
}

export function branchPageBuilders(container: Bindings): BranchPageBuilders {
  return {
    index: (problems) => {
      const settings = container.get(TOKENS.settings);
      const data = decodeBranchesIndexData(settings.page.data, settings.branches, problems);
      return new BranchesIndexViewModel({
        title: settings.page.title || 'Our branches',
        basePath: branchesIndexPath(settings),
        branches: data.branches,
        search: data.search,
        ...(data.place !== undefined ? { place: data.place } : {}),
        history: new BrowserPageHistoryAdapter({
          window: globalHistoryWindow,
          logger: container.get(TOKENS.logger),
        }),
        places: new FetchPlaceLookupAdapter(container.get(HTTP_CLIENT)),
      });
    },
    show: (problems) => {
      const settings = container.get(TOKENS.settings);
      const data = decodeBranchPageData(settings.page.data, problems);
      const { branch } = data;
      bindSaveProperty(container);
      const location = branch
        ? [
            branchLocationCard(branch, {
              title: `Visit our ${branch.branchName} office`,
              ...(data.imageUrl ? { imageUrl: data.imageUrl } : {}),
            }),
          ]
        : [];
      const properties =
        branch && data.properties.length > 0
          ? [
              branchPropertySlider(
                branch,
                data.properties,
                data.propertyTotals,
                `Property from our ${branch.branchName} office`,
              ),
            ]
          : [];
      return branchPageViewModel({
        title: settings.page.title,
        data,
        indexHref: branchesIndexPath(settings),
        location: blocksViewModel(container, { blocks: location }),
        properties: blocksViewModel(container, {
          blocks: properties,
          saves: container.get(TOKENS.savePropertyViewModel),
        }),
      });
    },
  };
}
