/**
 * The user panel's tabs (SPEC §2 User area): which tab a `#/user…` path shows, and the tab links.
 * '#/user' and any other path under it that has no screen of its own show the profile tab.
 */

export type UserPanelTab = 'profile' | 'saved-properties' | 'saved-searches';

export interface UserPanelTabLink {
  readonly tab: UserPanelTab;
  readonly label: string;
  /** The hash link, e.g. '#/user/saved-properties'. */
  readonly href: string;
}

/** The tabs in display order. */
export const USER_PANEL_TABS: readonly UserPanelTabLink[] = [
  { tab: 'profile', label: 'My Profile', href: '#/user' },
  { tab: 'saved-properties', label: 'Saved properties', href: '#/user/saved-properties' },
  { tab: 'saved-searches', label: 'Saved searches', href: '#/user/saved-searches' },
];

/**
 * The tab for the part of the path after '/user/' (the route's splat), e.g. 'saved-searches' or
 * 'saved-searches/'. Unknown or empty → the profile tab.
 */
export function userPanelTab(rest: string | undefined): UserPanelTab {
  const first = (rest ?? '').split('/').find((segment) => segment !== '') ?? '';
  const found = USER_PANEL_TABS.find((link) => link.tab === first && link.tab !== 'profile');
  return found?.tab ?? 'profile';
}
