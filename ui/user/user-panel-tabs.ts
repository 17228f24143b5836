/**
 * The user panel's tabs (SPEC §2 User area): which tab a screen belongs to, and the tab links. The
 * account screens (sign in, edit, marketing preferences, forgotten password) are the profile
 * tab's; which screen a path shows is core's rule (`userAreaScreen`).
 */
import { userAreaPath, userAreaScreen, type UserAreaScreen } from '../../core/index.js';

export type UserPanelTab = 'profile' | 'saved-properties' | 'saved-searches' | 'recently-viewed';

export interface UserPanelTabLink {
  readonly tab: UserPanelTab;
  readonly label: string;
  /** The hash link, e.g. '#/user/saved-properties'. */
  readonly href: string;
}

/** The tabs in display order. */
export const USER_PANEL_TABS: readonly UserPanelTabLink[] = [
  { tab: 'profile', label: 'My Profile', href: `#${userAreaPath('profile')}` },
  {
    tab: 'saved-properties',
    label: 'Saved properties',
    href: `#${userAreaPath('saved-properties')}`,
  },
  { tab: 'saved-searches', label: 'Saved searches', href: `#${userAreaPath('saved-searches')}` },
  {
    tab: 'recently-viewed',
    label: 'Recently viewed',
    href: `#${userAreaPath('recently-viewed')}`,
  },
];

/**
 * The tab a screen belongs to: the lists are tabs of their own, the comparison is the saved
 * properties', every account screen is the profile's.
 */
export function tabOfScreen(screen: UserAreaScreen): UserPanelTab {
  if (screen === 'compare-saved-properties') return 'saved-properties';
  return screen === 'saved-properties' ||
    screen === 'saved-searches' ||
    screen === 'recently-viewed'
    ? screen
    : 'profile';
}

/**
 * The tab for the part of the path after '/user/' (the route's splat), e.g. 'saved-searches' or
 * 'saved-searches/'. Unknown or empty → the profile tab.
 */
export function userPanelTab(rest: string | undefined): UserPanelTab {
  return tabOfScreen(userAreaScreen(rest));
}
