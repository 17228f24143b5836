/**
 * The user panel's profile tab (SPEC §2 User area '/user'): a signed-in visitor's details (Name,
 * Email, Phone), the links to edit them and the marketing preferences, and Sign out (a visitor who
 * is not signed in sees the register view instead, ui/account). Sign-out is SessionService's
 * (SPEC §4, §8 toasts); once it has worked the visitor goes to the given address, or '/' (SPEC §2).
 */
import { actionBound, computed, makeObservable } from 'mobx';
import { signOutNavigation } from '../../core/index.js';
import type { NavigationPort, User } from '../../core/index.js';
import type { SessionService } from '../services/session.service.js';

export interface ProfileDetails {
  readonly name: string | undefined;
  readonly email: string | undefined;
  readonly phone: string | undefined;
}

const present = (text: string | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};

/** Name (title, first and last name), email and phone (mobile first, else home), blanks left out. */
export function profileDetails(user: User): ProfileDetails {
  const name = [user.title, user.first_name, user.last_name]
    .map(present)
    .filter((part) => part !== undefined)
    .join(' ');
  return {
    name: name === '' ? undefined : name,
    email: present(user.email),
    phone: present(user.tel_mobile) ?? present(user.tel_home),
  };
}

export class ProfileTabViewModel {
  constructor(
    private readonly session: SessionService,
    private readonly navigation: Pick<NavigationPort, 'goTo' | 'hashRoute' | 'currentPath'>,
  ) {
    makeObservable(this, {
      signedIn: computed,
      details: computed,
      signingOut: computed,
      loading: computed,
      known: computed,
      signOut: actionBound,
    });
  }

  get signedIn(): boolean {
    return this.session.signedIn;
  }

  get details(): ProfileDetails {
    return profileDetails(this.session.user);
  }

  get signingOut(): boolean {
    return this.session.signingOut;
  }

  /** True while the first load is still deciding who the visitor is. */
  get loading(): boolean {
    return this.session.loading && !this.session.loaded;
  }

  /** True once the platform has said who the visitor is. */
  get known(): boolean {
    return this.session.loaded;
  }

  /**
   * Signs out; once signed out the visitor goes to `destination` when it is a page of this site,
   * else '/' (SPEC §2; core's `signOutNavigation`: on that very page the panel just closes).
   * Answers false when it failed (the service's toast explains; the panel stays).
   */
  async signOut(destination?: string): Promise<boolean> {
    const signedOut = await this.session.signOut();
    if (!signedOut) return false;
    const next = signOutNavigation(destination, this.navigation.currentPath());
    if (next.kind === 'close') this.navigation.hashRoute('/');
    else this.navigation.goTo(next.url);
    return true;
  }
}
