/**
 * The user panel's chunk (SPEC §2 User area), loaded when the visitor first opens `#/user…`: the
 * panel's component, and `bind`, which adds the panel's view-model to the container as the chunk
 * arrives, so none of the panel's code weighs on the overlay layer or a page's initial JavaScript.
 * Part of the composition: concrete classes are wired here, the panel asks the container by token.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../ui/tokens.js';
import { ProfileTabViewModel } from '../../ui/user/profile-tab.view-model.js';
import { SavedPropertiesTabViewModel, cardsOnPage } from '../../ui/user/saved-properties-tab.view-model.js';
import { SavedPropertyCardsCache } from '../../ui/user/saved-property-cards.cache.js';
import { SavedSearchesTabViewModel } from '../../ui/user/saved-searches-tab.view-model.js';
import { UserPanelViewModel } from '../../ui/user/user-panel.view-model.js';

export { default } from '../../ui/user/user-panel.view.js';

export function bind(container: Container): void {
  if (container.isBound(TOKENS.userPanelViewModel)) return;
  // One per opening of the panel: its tabs, with the property cards this page carries.
  container
    .bind(TOKENS.userPanelViewModel)
    .toResolvedValue(
      (settings, session, savedProperties, savedPropertiesServer, savedSearches, storage) =>
        new UserPanelViewModel(
          new ProfileTabViewModel(session),
          new SavedPropertiesTabViewModel(savedProperties, savedPropertiesServer, new SavedPropertyCardsCache(storage), cardsOnPage(settings)),
          new SavedSearchesTabViewModel(savedSearches),
        ),
      [TOKENS.settings, TOKENS.session, TOKENS.savedPropertiesService, TOKENS.savedProperties, TOKENS.savedSearchesService, TOKENS.storage],
    )
    .inTransientScope();
}
