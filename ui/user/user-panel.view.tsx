/**
 * The user area (SPEC §2 User area), the lazily loaded chunk behind `#/user…`: a side
 * panel with the tabs My Profile, Saved properties, Saved searches and Recently viewed, and the account screens of
 * the profile tab (register, sign in, edit details and password, marketing preferences, forgotten
 * password). `UserPanelView` takes the panel's view-model as a prop; the default export asks the
 * container for it (the route loads it).
 *
 * A screen that is not for this visitor (SPEC §2: sign-in when signed in; edit and marketing
 * preferences when signed out) shows nothing of itself and hands the route its redirect, once the
 * platform has said who the visitor is.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { UserAreaScreen } from '../../core/index.js';
import {
  EditDetailsView,
  ForgottenPasswordView,
  MarketingPreferencesView,
  RegisterView,
  SignInView,
} from '../account/account-forms.view.js';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ProfileTabView } from './profile-tab.view.js';
import { SavedPropertiesTabView } from './saved-properties-tab.view.js';
import { CompareSavedPropertiesView } from './compare-saved-properties.view.js';
import { SavedSearchesTabView } from './saved-searches-tab.view.js';
import { RecentlyViewedTabView } from './recently-viewed-tab.view.js';
import { SidePanel } from './side-panel.view.js';
import { USER_PANEL_TABS, tabOfScreen, type UserPanelTab } from './user-panel-tabs.js';
import type { UserPanelViewModel } from './user-panel.view-model.js';

/** The panel's name (its dialog heading). */
export const USER_PANEL_TITLE = 'Your account';

export interface UserPanelProps {
  readonly screen: UserAreaScreen;
  readonly onClose: () => void;
  /** Sends the visitor to another user-area path in place of this one (SPEC §2 redirects). */
  readonly onRedirect: (path: string) => void;
  /** Opens another user-area path as a new history entry (Back returns here). */
  readonly onNavigate: (path: string) => void;
  /** Where sign-out leads (SPEC §2: a given address, or '/'). */
  readonly signOutTo?: string;
  /** The comparison's `ids` parameter ('#/user/saved-properties/compare?ids=12,34'). */
  readonly compareIds?: string;
}

export interface UserPanelViewProps extends UserPanelProps {
  readonly vm: UserPanelViewModel;
}

function UserPanelTabs({
  tab,
  activeRef,
}: {
  readonly tab: UserPanelTab;
  readonly activeRef: RefObject<HTMLAnchorElement | null>;
}) {
  return (
    <nav className="user-tabs" aria-label="Your account">
      <ul className="user-tabs__list">
        {USER_PANEL_TABS.map((link) => {
          const active = link.tab === tab;
          return (
            <li key={link.tab}>
              <a
                ref={active ? activeRef : undefined}
                className={`user-tabs__link${active ? ' user-tabs__link--active' : ''}`}
                href={link.href}
                aria-current={active ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The screen's content: what the visitor sees in the panel below the tabs. */
const ScreenContent = observer(function ScreenContent({
  screen,
  vm,
  signOutTo,
  compareIds,
  onNavigate,
}: Pick<UserPanelViewProps, 'screen' | 'vm' | 'signOutTo' | 'compareIds' | 'onNavigate'>) {
  const { account } = vm;
  if (account.redirectFor(screen) !== undefined) return null;
  switch (screen) {
    case 'saved-properties':
      return <SavedPropertiesTabView vm={vm.savedProperties} onCompare={onNavigate} />;
    case 'compare-saved-properties':
      return <CompareSavedPropertiesView vm={vm.compare} ids={compareIds} />;
    case 'saved-searches':
      return <SavedSearchesTabView vm={vm.savedSearches} />;
    case 'recently-viewed':
      return <RecentlyViewedTabView vm={vm.recentlyViewed} />;
    case 'sign-in':
      return <SignInView vm={account.signIn} />;
    case 'forgotten-password':
      return <ForgottenPasswordView vm={account.forgottenPassword} />;
    case 'edit':
      return account.signedIn ? (
        <EditDetailsView vm={account.editDetails} password={account.changePassword} />
      ) : (
        <ProfileTabView vm={vm.profile} />
      );
    case 'marketing-preferences':
      return account.signedIn ? (
        <MarketingPreferencesView vm={account.marketingPreferences} />
      ) : (
        <ProfileTabView vm={vm.profile} />
      );
    default:
      return account.known && !account.signedIn ? (
        <RegisterView vm={account.register} />
      ) : (
        <ProfileTabView vm={vm.profile} signOutTo={signOutTo} />
      );
  }
});

export const UserPanelView = observer(function UserPanelView({
  screen,
  vm,
  onClose,
  onRedirect,
  onNavigate,
  signOutTo,
  compareIds,
}: UserPanelViewProps) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  const redirect = vm.account.redirectFor(screen);
  useEffect(() => {
    if (redirect !== undefined) onRedirect(redirect);
    // Only a new redirect matters; the route's callback is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirect]);
  return (
    <SidePanel
      title={USER_PANEL_TITLE}
      onClose={onClose}
      initialFocusRef={activeRef}
      navigation={<UserPanelTabs tab={tabOfScreen(screen)} activeRef={activeRef} />}
      wide={screen === 'compare-saved-properties'}
    >
      <ScreenContent
        screen={screen}
        vm={vm}
        signOutTo={signOutTo}
        compareIds={compareIds}
        onNavigate={onNavigate}
      />
    </SidePanel>
  );
});

/** Connected panel: the container builds its view-model, one per opening. */
export default function UserPanel(props: UserPanelProps) {
  return <UserPanelView {...props} vm={useViewModel(TOKENS.userPanelViewModel)} />;
}
