/**
 * The user area's screens (SPEC §2 User area): which screen a `#/user…` path shows, who may see
 * it, and where the visitor goes after signing out or changing a password. Pure rules, so another
 * channel (an app, a kiosk) routes its account screens the same way.
 */
import { safeLink } from '../content/links.js';
import { flashHref } from '../routes/site-routes.js';

/** Every screen of the user area. */
export type UserAreaScreen =
  | 'profile'
  | 'sign-in'
  | 'edit'
  | 'marketing-preferences'
  | 'forgotten-password'
  | 'saved-properties'
  | 'saved-searches'
  | 'recently-viewed'
  | 'compare-saved-properties';

/** The path segment after '/user/' of each screen that has one ('#/user' itself is the profile). */
export const USER_AREA_PATHS: Readonly<Record<Exclude<UserAreaScreen, 'profile'>, string>> = {
  'sign-in': 'sign-in',
  edit: 'edit',
  'marketing-preferences': 'marketing-preferences',
  'forgotten-password': 'forgotten_password',
  'saved-properties': 'saved-properties',
  'saved-searches': 'saved-searches',
  'recently-viewed': 'recently-viewed',
  'compare-saved-properties': 'saved-properties/compare',
};

/** The hash route of a screen, e.g. '/user/sign-in' ('/user' for the profile). */
export function userAreaPath(screen: UserAreaScreen): string {
  return screen === 'profile' ? '/user' : `/user/${USER_AREA_PATHS[screen]}`;
}

/**
 * The screen for the part of the path after '/user/' (a route's splat), e.g. 'sign-in',
 * 'saved-searches/' or 'forgotten_password?x=1'. The first two segments name a screen of two
 * ('saved-properties/compare'), else the first alone counts; unknown or empty is the profile, so a
 * mistyped link still opens the user area.
 */
export function userAreaScreen(rest: string | undefined): UserAreaScreen {
  const path = (rest ?? '').split(/[?#]/)[0] ?? '';
  const [first = '', second] = path.split('/').filter((segment) => segment !== '');
  const named = (wanted: string) =>
    Object.entries(USER_AREA_PATHS).find(([, screenPath]) => screenPath === wanted)?.[0] as
      UserAreaScreen | undefined;
  return (
    (second === undefined ? undefined : named(`${first}/${second}`)) ?? named(first) ?? 'profile'
  );
}

/** What the user area knows of the visitor while deciding a redirect. */
export interface UserAreaVisitor {
  /** False until the platform has said who the visitor is. */
  readonly known: boolean;
  readonly signedIn: boolean;
}

/** Screens only a signed-in visitor has (SPEC §2: they redirect to /user when signed out). */
const SIGNED_IN_ONLY: readonly UserAreaScreen[] = ['edit', 'marketing-preferences'];

/**
 * Where a screen sends the visitor instead of showing itself (SPEC §2): sign-in sends a
 * signed-in visitor to '/user'; edit and marketing preferences send a signed-out one there.
 * Undefined while the visitor is not known yet (nobody is sent anywhere on a guess) and when the
 * screen shows.
 */
export function userAreaRedirect(
  screen: UserAreaScreen,
  visitor: UserAreaVisitor,
): string | undefined {
  if (!visitor.known) return undefined;
  if (screen === 'sign-in' && visitor.signedIn) return userAreaPath('profile');
  if (SIGNED_IN_ONLY.includes(screen) && !visitor.signedIn) return userAreaPath('profile');
  return undefined;
}

/**
 * Said when the platform refuses sign-ins for a while after too many failed ones (HTTP 429). Not
 * in SPEC §8, whose 'Sign in failed, please try again' would invite the very retry that is refused.
 * Kept here, not in the toast table every page carries: only the sign-in form needs it.
 */
export const SIGN_IN_TOO_MANY_ATTEMPTS =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

/** Where a password change leads by default (SPEC §2 "the redirect defaults to /user"). */
export const AFTER_PASSWORD_CHANGE_PATH = '/user';

/** Where sign-out leads by default (SPEC §2 "Sign-out redirects to a given URL, or /"). */
export const AFTER_SIGN_OUT_URL = '/';

/**
 * Where sign-out leads: the given address when it is a page of this site (a path such as
 * '/properties/sales'), else '/'. Addresses that leave the site, or run script, are ignored.
 */
export function signOutDestination(given?: string | null): string {
  const link = given == null ? undefined : safeLink(given, ['site']);
  return link ?? AFTER_SIGN_OUT_URL;
}

/** The flash key that says 'You have been signed out' on the page sign-out leads to. */
export const SIGNED_OUT_FLASH = 'user-logout-successful';

/** What the visitor's browser does once signed out. */
export type SignOutNavigation =
  /** The destination is this very page: the user area closes, and the toast shows here. */
  | { readonly kind: 'close' }
  /** Another page: loaded, with the flash that says the visitor has signed out. */
  | { readonly kind: 'go'; readonly url: string };

/**
 * Sign-out leads to `signOutDestination(given)` (SPEC §2). When that is the page the visitor is on
 * (same path; a query or fragment of its own makes it another page), the user area just closes;
 * otherwise the page loads with `#/flash/user-logout-successful`, so the visitor still reads
 * 'You have been signed out' (SPEC §8) after the page changed.
 */
export function signOutNavigation(
  given: string | null | undefined,
  currentPath: string,
): SignOutNavigation {
  const destination = signOutDestination(given);
  if (destination === currentPath) return { kind: 'close' };
  return {
    kind: 'go',
    url: destination.includes('#') ? destination : `${destination}${flashHref(SIGNED_OUT_FLASH)}`,
  };
}

/** The flash key that says 'You have successfully changed your password.' on the page a redirect leads to. */
export const PASSWORD_CHANGED_FLASH = 'user-password-changed';

/** What the visitor's browser does after the platform redirected a password change. */
export type PasswordChangeNavigation =
  /** The redirect names this very page: open its overlay route here (the user area by default). */
  | { readonly kind: 'here'; readonly hashPath: string }
  /** Another page of the site: loaded, with the flash that says the password changed. */
  | { readonly kind: 'go'; readonly url: string };

/**
 * Where a password change answered by a redirect leads (SPEC §7 "302 with Location header
 * redirects", §2 "the redirect defaults to /user"). `location` is the redirect's target as a site
 * path ('/user', '/#/user', '/account?tab=2'); `currentPath` the page's path.
 * - The same page (or an address that is not a site path from the root, or not safe): its hash
 *   route, else '/user', opened here, where the success toast shows.
 * - Another page of the site: loaded with `#/flash/user-password-changed` unless the target
 *   names its own hash route, so the visitor still reads that the password changed.
 */
export function passwordChangeNavigation(
  location: string,
  currentPath: string,
): PasswordChangeNavigation {
  const link = safeLink(location, ['site']);
  if (link === undefined) return { kind: 'here', hashPath: AFTER_PASSWORD_CHANGE_PATH };
  const hashAt = link.indexOf('#');
  const page = hashAt < 0 ? link : link.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : link.slice(hashAt + 1);
  const hashPath = hash.startsWith('/') && hash.length > 1 ? hash : undefined;
  if (page === '' || page === currentPath || !page.startsWith('/'))
    return { kind: 'here', hashPath: hashPath ?? AFTER_PASSWORD_CHANGE_PATH };
  return {
    kind: 'go',
    url: hashPath === undefined ? `${page}${flashHref(PASSWORD_CHANGED_FLASH)}` : link,
  };
}
