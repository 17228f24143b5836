/**
 * The user panel's view-model (SPEC §2 User area): one per opening of the panel, so
 * moving between its tabs and screens keeps what each has loaded or been given. `start()` (when
 * the panel opens) starts the saved properties tab, which reads this browser's snapshots and
 * fetches the server's cards, and reads the recently viewed properties.
 */
import type { AccountScreensViewModel } from '../account/account-screens.view-model.js';
import type { ProfileTabViewModel } from './profile-tab.view-model.js';
import type { SavedPropertiesTabViewModel } from './saved-properties-tab.view-model.js';
import type { SavedSearchesTabViewModel } from './saved-searches-tab.view-model.js';
import type { RecentlyViewedViewModel } from './recently-viewed.view-model.js';
import type { CompareSavedPropertiesViewModel } from './compare-saved-properties.view-model.js';

export class UserPanelViewModel {
  constructor(
    readonly profile: ProfileTabViewModel,
    readonly savedProperties: SavedPropertiesTabViewModel,
    readonly savedSearches: SavedSearchesTabViewModel,
    readonly account: AccountScreensViewModel,
    readonly recentlyViewed: RecentlyViewedViewModel,
    readonly compare: CompareSavedPropertiesViewModel,
  ) {}

  start(): () => void {
    const stops = [this.savedProperties.start(), this.recentlyViewed.start()];
    return () => {
      for (const stop of stops) stop();
    };
  }
}
