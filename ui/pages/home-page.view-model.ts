/**
 * The home page's view-model (`home#index`): a page assembled from content blocks (SPEC §1), so
 * each agency's home differs by its data only. The blocks' view-model holds the hero's property
 * search and the save toggles of property cards. A home page with no blocks shows its title and
 * the search. Built once per page view by the page's factory (app/pages/home.page.ts).
 */
import type { SiteSettings } from '../../core/index.js';
import type { ContentBlocksViewModel } from '../content-blocks/content-blocks.view-model.js';
import type { SearchFormModel } from '../search/search-form.view-model.js';

export interface HomePageViewModel {
  /** The page's heading when it has no blocks: its title, else the agency's name. */
  readonly title: string;
  readonly blocks: ContentBlocksViewModel;
  /** The property search, shown by a text-over-image block with `showSearch` (or alone). */
  readonly search: SearchFormModel;
}

export function homePageViewModel({
  settings,
  blocks,
  search,
}: {
  readonly settings: SiteSettings;
  readonly blocks: ContentBlocksViewModel;
  readonly search: SearchFormModel;
}): HomePageViewModel {
  return { title: settings.page.title || settings.agencyName, blocks, search };
}
