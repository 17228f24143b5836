/**
 * The user panel's chunk (SPEC §2 User area), loaded when the visitor first opens `#/user…`: the
 * panel's component, and `bind`, which adds the panel's view-model to the container as the chunk
 * arrives, so none of the panel's code weighs on the overlay layer or a page's initial JavaScript.
 * Part of the composition: concrete classes are wired here, the panel asks the container by token.
 */
import type { ServiceIdentifier } from 'inversify';
import type { PropertyDetailsPort } from '../../core/index.js';
import type { Bindings } from '../registry.js';
import { globalTimers } from '../../adapters/timers.js';
import { FetchPropertyDetailsAdapter } from '../../adapters/http/fetch-property-details.adapter.js';
import { AccountService } from '../../ui/account/account.service.js';
import { AccountScreensViewModel } from '../../ui/account/account-screens.view-model.js';
import { TOKENS } from '../../ui/tokens.js';
import { ProfileTabViewModel } from '../../ui/user/profile-tab.view-model.js';
import {
  SavedPropertiesTabViewModel,
  cardsOnPage,
} from '../../ui/user/saved-properties-tab.view-model.js';
import { SavedPropertyCardsCache } from '../../ui/user/saved-property-cards.cache.js';
import { SavedSearchesTabViewModel } from '../../ui/user/saved-searches-tab.view-model.js';
import { UserPanelViewModel } from '../../ui/user/user-panel.view-model.js';
import { RecentlyViewedViewModel } from '../../ui/user/recently-viewed.view-model.js';
import { bindRecentlyViewed } from '../recently-viewed.bindings.js';
import { HTTP_CLIENT } from '../wiring-tokens.js';
import { CompareSavedPropertiesViewModel } from '../../ui/user/compare-saved-properties.view-model.js';

export { default } from '../../ui/user/user-panel.view.js';

/** The account screens' factory: bound here, with the chunk, and asked for only by the panel's binding. */
const ACCOUNT_SCREENS = Symbol.for('agency-site:AccountScreensFactory') as ServiceIdentifier<
  () => AccountScreensViewModel
>;

/** The property details port: bound with the chunk, asked for only by the panel's binding. */
const PROPERTY_DETAILS = Symbol.for(
  'agency-site:PropertyDetailsPort',
) as ServiceIdentifier<PropertyDetailsPort>;

export function bind(container: Bindings): void {
  if (container.isBound(TOKENS.userPanelViewModel)) return;
  // The account screens' dependencies, the same for every opening of the panel.
  container.bind(ACCOUNT_SCREENS).toResolvedValue(
    (settings, accountPort, session, captcha, notifier, navigation, drafts) => () =>
      new AccountScreensViewModel({
        account: new AccountService(accountPort, session),
        captcha,
        notifier,
        navigation,
        drafts,
        theme: settings.theme,
        pageUrl: () => globalThis.location?.href ?? settings.page.path,
        timers: globalTimers,
      }),
    [
      TOKENS.settings,
      TOKENS.account,
      TOKENS.session,
      TOKENS.captcha,
      TOKENS.notifier,
      TOKENS.navigation,
      TOKENS.leadDrafts,
    ],
  );
  bindRecentlyViewed(container);
  // A listing's details by id, for the comparison of saved properties: only this chunk uses them.
  container
    .bind(PROPERTY_DETAILS)
    .toResolvedValue((http) => new FetchPropertyDetailsAdapter(http), [HTTP_CLIENT]);
  // One per opening of the panel: its tabs and screens, with the property cards this page carries.
  container
    .bind(TOKENS.userPanelViewModel)
    .toResolvedValue(
      (
        settings,
        session,
        navigation,
        savedProperties,
        savedPropertiesServer,
        savedSearches,
        storage,
        accountScreens,
        recentlyViewed,
        clock,
        propertyDetails,
      ) => {
        const savedTab = new SavedPropertiesTabViewModel(
          savedProperties,
          savedPropertiesServer,
          new SavedPropertyCardsCache(storage),
          cardsOnPage(settings),
        );
        return new UserPanelViewModel(
          new ProfileTabViewModel(session, navigation),
          savedTab,
          new SavedSearchesTabViewModel(savedSearches),
          accountScreens(),
          new RecentlyViewedViewModel(recentlyViewed, settings, clock),
          new CompareSavedPropertiesViewModel(
            propertyDetails,
            (id) => savedTab.cardFor(id),
            settings,
            clock,
          ),
        );
      },
      [
        TOKENS.settings,
        TOKENS.session,
        TOKENS.navigation,
        TOKENS.savedPropertiesService,
        TOKENS.savedProperties,
        TOKENS.savedSearchesService,
        TOKENS.storage,
        ACCOUNT_SCREENS,
        TOKENS.recentlyViewed,
        TOKENS.clock,
        PROPERTY_DETAILS,
      ],
    )
    .inTransientScope();
}
