/**
 * The account screens of one opening of the user panel (SPEC §2 User area). Each screen's
 * view-model is made when the visitor first reaches it and kept while the panel is open, so moving
 * between screens and tabs keeps what was typed (drafts keep it across openings, passwords
 * excepted). The edit form belongs to the signed-in user it was filled from.
 */
import { computed, makeObservable } from 'mobx';
import {
  userAreaRedirect,
  type TimersPort,
  type User,
  type UserAreaScreen,
} from '../../core/index.js';
import type { AccountFormDependencies } from './account-form.dependencies.js';
import { ChangePasswordViewModel } from './change-password.view-model.js';
import { EditDetailsViewModel } from './edit-details.view-model.js';
import { ForgottenPasswordViewModel } from './forgotten-password.view-model.js';
import { MarketingPreferencesViewModel } from './marketing-preferences.view-model.js';
import { RegisterViewModel } from './register.view-model.js';
import { SignInViewModel } from './sign-in.view-model.js';

export type AccountScreenDependencies = AccountFormDependencies & { readonly timers: TimersPort };

export class AccountScreensViewModel {
  private readonly made = new Map<string, unknown>();

  constructor(private readonly deps: AccountScreenDependencies) {
    makeObservable(this, { known: computed, signedIn: computed });
  }

  /** True once the platform has said who the visitor is. */
  get known(): boolean {
    return this.deps.account.known;
  }

  get signedIn(): boolean {
    return this.deps.account.signedIn;
  }

  /** Where `screen` sends the visitor instead of showing (SPEC §2), once who they are is known. */
  redirectFor(screen: UserAreaScreen): string | undefined {
    return userAreaRedirect(screen, { known: this.known, signedIn: this.signedIn });
  }

  get register(): RegisterViewModel {
    return this.once('register', () => new RegisterViewModel(this.deps));
  }

  get signIn(): SignInViewModel {
    return this.once('sign-in', () => new SignInViewModel(this.deps));
  }

  get editDetails(): EditDetailsViewModel {
    return this.forUser('edit', () => new EditDetailsViewModel(this.deps));
  }

  get changePassword(): ChangePasswordViewModel {
    return this.once(
      `password:${this.deps.account.user.user_id ?? ''}`,
      () => new ChangePasswordViewModel(this.deps),
    );
  }

  get marketingPreferences(): MarketingPreferencesViewModel {
    return this.forUser('marketing', () => new MarketingPreferencesViewModel(this.deps));
  }

  get forgottenPassword(): ForgottenPasswordViewModel {
    return this.once('forgotten-password', () => new ForgottenPasswordViewModel(this.deps));
  }

  /**
   * A screen filled from the user's details: made again once the session's user changes (a save
   * on this screen or another, or someone else signed in), so it shows what the platform now holds
   * and can be sent again; drafts keep anything typed and not yet saved.
   */
  private forUser<T>(key: string, make: () => T): T {
    const user = this.deps.account.user;
    const kept = this.made.get(key) as { readonly user: User; readonly vm: T } | undefined;
    if (kept?.user === user) return kept.vm;
    const vm = make();
    this.made.set(key, { user, vm });
    return vm;
  }

  private once<T>(key: string, make: () => T): T {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as T;
  }
}
