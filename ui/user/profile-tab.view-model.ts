/**
 * The user panel's profile tab (SPEC §2 User area '/user'): a signed-in visitor's details (Name,
 * Email, Phone) and Sign out; a visitor who is not signed in sees what saving does here. Sign-out
 * is SessionService's (SPEC §4, §8 toasts); it answers whether it succeeded, and the panel then
 * closes to '/' (SPEC §2).
 */
import { actionBound, computed, makeObservable } from 'mobx';
import type { User } from '../../core/index.js';
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
  const name = [user.title, user.first_name, user.last_name].map(present).filter((part) => part !== undefined).join(' ');
  return {
    name: name === '' ? undefined : name,
    email: present(user.email),
    phone: present(user.tel_mobile) ?? present(user.tel_home),
  };
}

export class ProfileTabViewModel {
  constructor(private readonly session: SessionService) {
    makeObservable(this, {
      signedIn: computed,
      details: computed,
      signingOut: computed,
      loading: computed,
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

  /**
   * Signs out; answers true when the visitor is signed out (the panel then closes to '/'), false
   * when it failed (the service's toast explains and the panel stays open).
   */
  signOut(): Promise<boolean> {
    return this.session.signOut();
  }
}
