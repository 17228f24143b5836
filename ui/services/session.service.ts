/**
 * Who the visitor is, for the whole page (SPEC §4 "Identity and saved items", §6, §8 sign out).
 *
 * `load()` asks the account port for the current user. A signed-in user becomes the current user,
 * the saved properties and searches are loaded from the server, and `signedIn$` emits. Otherwise the
 * visitor is the local user and the saved items are restored from this browser; a failure to fetch
 * the user is only logged (SPEC §8). Call `load()` again after a successful sign-in or registration.
 *
 * The user is kept in memory only: no personal details are written to the browser's storage.
 */
import { isLeft } from 'fp-ts/Either';
import { computed, makeObservable, observable, observableRef, runInAction, actionBound } from 'mobx';
import { Subject, type Observable } from 'rxjs';
import { MESSAGES, LOCAL_USER, isSignedIn, userAfterLoad, userAfterSignOut } from '../../core/index.js';
import type { Failure, AccountPort, NotifierPort, User } from '../../core/index.js';
import type { SavedPropertiesService } from './saved-properties.service.js';
import type { SavedSearchesService } from './saved-searches.service.js';
import { consoleServiceLogger, type ServiceLogger } from './service-logger.js';

/** The signed-in user's id, or undefined for the local user (SPEC §4: signed in iff user_id is set). */
export function signedInUserId(user: User): string | undefined {
  return isSignedIn(user) && typeof user.user_id === 'string' ? user.user_id : undefined;
}

/** A failure as a short developer-facing phrase (never shown to a visitor). */
function describeFailure(failure: Failure): string {
  switch (failure.kind) {
    case 'http':
      return `HTTP ${failure.status}`;
    case 'validation':
      return `refused (${failure.errors.length} messages)`;
    case 'decode':
      return 'unreadable answer';
    default:
      return failure.kind;
  }
}

export class SessionService {
  /** The current user: LOCAL_USER until a signed-in user has loaded. Replaced, never mutated. */
  user: User = LOCAL_USER;
  /** True once the first `load()` has decided who the visitor is. */
  loaded = false;
  /** True while the current user is being fetched. */
  loading = false;
  /** True while a sign-out is on its way (the button is disabled meanwhile). */
  signingOut = false;

  private readonly signedInEvents = new Subject<User>();
  private readonly signedOutEvents = new Subject<void>();
  private loadInFlight: Promise<void> | undefined = undefined;

  /** Emits the user each time a signed-in user has loaded, after their saved items have loaded. */
  readonly signedIn$: Observable<User> = this.signedInEvents.asObservable();
  /** Emits after each successful sign-out. */
  readonly signedOut$: Observable<void> = this.signedOutEvents.asObservable();

  constructor(
    private readonly account: AccountPort,
    private readonly savedProperties: SavedPropertiesService,
    private readonly savedSearches: SavedSearchesService,
    private readonly notifier: NotifierPort,
    private readonly logger: ServiceLogger = consoleServiceLogger,
  ) {
    makeObservable<SessionService, 'loadUser'>(this, {
      user: observableRef,
      loaded: observable,
      loading: observable,
      signingOut: observable,
      signedIn: computed,
      userId: computed,
      load: actionBound,
      loadUser: actionBound,
      signOut: actionBound,
    });
  }

  /** Signed in iff the user has a user_id (SPEC §4, §6). */
  get signedIn(): boolean {
    return isSignedIn(this.user);
  }

  get userId(): string | undefined {
    return signedInUserId(this.user);
  }

  /**
   * Decides who the visitor is and loads their saved items (SPEC §4 "On user load"). Never
   * rejects. Calls made while a load is under way share it.
   */
  load(): Promise<void> {
    this.loadInFlight ??= this.loadUser().finally(() => {
      this.loadInFlight = undefined;
    });
    return this.loadInFlight;
  }

  private async loadUser(): Promise<void> {
    this.loading = true;
    const decision = userAfterLoad(await this.account.currentUser());
    const userId = decision.kind === 'signed-in' ? signedInUserId(decision.user) : undefined;
    runInAction(() => {
      this.user = decision.user;
      this.loaded = true;
      this.loading = false;
    });
    if (userId === undefined) {
      if (decision.kind === 'local' && decision.failure !== undefined) {
        this.logger.warn(`Could not fetch the current user (${describeFailure(decision.failure)}); continuing as a visitor.`);
      }
      this.savedProperties.loadFromStorage();
      this.savedSearches.loadFromStorage();
      return;
    }
    await Promise.all([this.savedProperties.syncWithServer(userId), this.savedSearches.loadFromServer(userId)]);
    if (this.userId === userId) this.signedInEvents.next(decision.user);
  }

  /**
   * Signs out (SPEC §4, §8). On success the user is the local user again, saved searches are
   * cleared, the properties saved in this browser are kept, and 'You have been signed out' shows;
   * on failure 'There was an error signing out' and nothing changes. Answers whether it worked.
   */
  async signOut(): Promise<boolean> {
    if (this.signingOut) return false;
    this.signingOut = true;
    const result = await this.account.signOut();
    if (isLeft(result)) {
      runInAction(() => {
        this.signingOut = false;
      });
      this.notifier.error(MESSAGES.signOutFailed);
      return false;
    }
    const after = userAfterSignOut();
    runInAction(() => {
      this.user = after.user;
      this.signingOut = false;
      this.savedSearches.clear();
      this.savedProperties.signOut();
    });
    this.notifier.success(MESSAGES.signedOut);
    this.signedOutEvents.next();
    return true;
  }
}
