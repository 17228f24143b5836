/**
 * The home page's view-model (`home#index`): its content decoded from the page data by the page's
 * factory (app/pages/home.page.ts), the hero's property search, the agency's offices, and the save
 * toggles of the featured properties. Built once per page view; it starts nothing.
 */
import type { Branch, ClockPort, HomePageData, SiteSettings } from '../../core/index.js';
import type { SearchFormModel } from '../search/search-form.view-model.js';
import type { SavePropertyViewModel } from '../user/save-property.view-model.js';

export interface HomePageDependencies {
  readonly settings: SiteSettings;
  /** The page data, decoded. */
  readonly content: HomePageData;
  /** The hero's property search (quick-search.view-model.ts). */
  readonly search: SearchFormModel;
  readonly clock: ClockPort;
  /** The save toggles of the featured cards (the user area's, app/pages/save-property.bindings.ts). */
  readonly saves: SavePropertyViewModel;
}

export interface HomePageViewModel {
  /** The page's heading when it has no hero: its title, else the agency's name. */
  readonly title: string;
  readonly content: HomePageData;
  readonly offices: readonly Branch[];
  readonly search: SearchFormModel;
  /** When the page was built (the server's render time while hydrating): 'New Listing' tags. */
  readonly now: Date;
  readonly displaySstcStatusAsSold: boolean;
  /** The save toggles of the featured cards. */
  readonly saves: SavePropertyViewModel;
}

export function homePageViewModel({ settings, content, search, clock, saves }: HomePageDependencies): HomePageViewModel {
  return {
    title: settings.page.title || settings.agencyName,
    content,
    offices: settings.branches,
    search,
    now: clock.now(),
    displaySstcStatusAsSold: settings.theme.displaySstcStatusAsSold,
    saves,
  };
}
