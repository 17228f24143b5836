/**
 * The user area (SPEC §2 User area; issue 4 §5), the lazily loaded chunk behind `#/user…`: a side
 * panel with the tabs My Profile, Saved properties and Saved searches. `UserPanelView` takes its
 * view-models as props; the default export builds them from the container (the route loads it).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ProfileTabViewModel } from './profile-tab.view-model.js';
import { ProfileTabView } from './profile-tab.view.js';
import { SavedPropertiesTabViewModel, cardsOnPage } from './saved-properties-tab.view-model.js';
import { SavedPropertiesTabView } from './saved-properties-tab.view.js';
import { SavedPropertyCardsCache } from './saved-property-cards.cache.js';
import { SavedSearchesTabViewModel } from './saved-searches-tab.view-model.js';
import { SavedSearchesTabView } from './saved-searches-tab.view.js';
import { SidePanel } from './side-panel.view.js';
import { USER_PANEL_TABS, type UserPanelTab } from './user-panel-tabs.js';

/** The panel's name (its dialog heading). */
export const USER_PANEL_TITLE = 'Your account';

export interface UserPanelViewModels {
  readonly profile: ProfileTabViewModel;
  readonly savedProperties: SavedPropertiesTabViewModel;
  readonly savedSearches: SavedSearchesTabViewModel;
}

export interface UserPanelViewProps {
  readonly tab: UserPanelTab;
  readonly vms: UserPanelViewModels;
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

export const UserPanelView = observer(function UserPanelView({ tab, vms, onClose }: UserPanelViewProps) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  return (
    <SidePanel title={USER_PANEL_TITLE} onClose={onClose} initialFocusRef={activeRef} navigation={<UserPanelTabs tab={tab} activeRef={activeRef} />}>
      {tab === 'profile' && <ProfileTabView vm={vms.profile} />}
      {tab === 'saved-properties' && <SavedPropertiesTabView vm={vms.savedProperties} />}
      {tab === 'saved-searches' && <SavedSearchesTabView vm={vms.savedSearches} />}
    </SidePanel>
  );
});

export interface UserPanelProps {
  readonly tab: UserPanelTab;
  readonly onClose: () => void;
}

/** Connected panel: builds the tab view-models once per opening and starts the saved properties one. */
export default function UserPanel({ tab, onClose }: UserPanelProps) {
  const settings = useInjection(TOKENS.settings);
  const session = useInjection(TOKENS.session);
  const savedPropertiesService = useInjection(TOKENS.savedPropertiesService);
  const savedPropertiesServer = useInjection(TOKENS.savedProperties);
  const savedSearchesService = useInjection(TOKENS.savedSearchesService);
  const storage = useInjection(TOKENS.storage);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const [vms] = useState<UserPanelViewModels>(() => ({
    profile: new ProfileTabViewModel(session, () => onCloseRef.current()),
    savedProperties: new SavedPropertiesTabViewModel(
      savedPropertiesService,
      savedPropertiesServer,
      new SavedPropertyCardsCache(storage),
      cardsOnPage(settings),
    ),
    savedSearches: new SavedSearchesTabViewModel(savedSearchesService),
  }));
  useEffect(() => vms.savedProperties.start(), [vms]);
  return <UserPanelView tab={tab} vms={vms} onClose={onClose} />;
}
