/**
 * The user panel's view-model (SPEC §2 User area; issue 4 §5): one per opening of the panel, so
 * moving between its tabs keeps what each tab has loaded. `start()` (when the panel opens) starts
 * the saved properties tab, which reads this browser's snapshots and fetches the server's cards.
 */
import type { ProfileTabViewModel } from './profile-tab.view-model.js';
import type { SavedPropertiesTabViewModel } from './saved-properties-tab.view-model.js';
import type { SavedSearchesTabViewModel } from './saved-searches-tab.view-model.js';

export class UserPanelViewModel {
  constructor(
    readonly profile: ProfileTabViewModel,
    readonly savedProperties: SavedPropertiesTabViewModel,
    readonly savedSearches: SavedSearchesTabViewModel,
  ) {}

  start(): () => void {
    return this.savedProperties.start();
  }
}
