/**
 * The user area (SPEC §2 User area; issue 4 §5), the lazily loaded chunk behind `#/user…`: a side
 * panel with the tabs My Profile, Saved properties and Saved searches. `UserPanelView` takes the
 * panel's view-model as a prop; the default export asks the container for it (the route loads it).
 */
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { RefObject } from 'react';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ProfileTabView } from './profile-tab.view.js';
import { SavedPropertiesTabView } from './saved-properties-tab.view.js';
import { SavedSearchesTabView } from './saved-searches-tab.view.js';
import { SidePanel } from './side-panel.view.js';
import { USER_PANEL_TABS, type UserPanelTab } from './user-panel-tabs.js';
import type { UserPanelViewModel } from './user-panel.view-model.js';

/** The panel's name (its dialog heading). */
export const USER_PANEL_TITLE = 'Your account';

export interface UserPanelViewProps {
  readonly tab: UserPanelTab;
  readonly vm: UserPanelViewModel;
  readonly onClose: () => void;
}

function UserPanelTabs({ tab, activeRef }: { readonly tab: UserPanelTab; readonly activeRef: RefObject<HTMLAnchorElement | null> }) {
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

export const UserPanelView = observer(function UserPanelView({ tab, vm, onClose }: UserPanelViewProps) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  return (
    <SidePanel title={USER_PANEL_TITLE} onClose={onClose} initialFocusRef={activeRef} navigation={<UserPanelTabs tab={tab} activeRef={activeRef} />}>
      {tab === 'profile' && <ProfileTabView vm={vm.profile} onSignedOut={onClose} />}
      {tab === 'saved-properties' && <SavedPropertiesTabView vm={vm.savedProperties} />}
      {tab === 'saved-searches' && <SavedSearchesTabView vm={vm.savedSearches} />}
    </SidePanel>
  );
});

export interface UserPanelProps {
  readonly tab: UserPanelTab;
  readonly onClose: () => void;
}

/** Connected panel: the container builds its view-model, one per opening. */
export default function UserPanel({ tab, onClose }: UserPanelProps) {
  return <UserPanelView tab={tab} vm={useViewModel(TOKENS.userPanelViewModel)} onClose={onClose} />;
}
