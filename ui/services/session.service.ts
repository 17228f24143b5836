/**
 * Who the visitor is, for the whole page (SPEC §4 "Identity and saved items", §6, §8 sign out).
 *
 * `load()` asks the account port for the current user: a signed-in user becomes the current user,
 * else the visitor is the local user. When the platform cannot say (the call fails: SPEC §8 only
 * logs it), the visitor is *unknown*, not anonymous: a signed-in visitor's saves must still reach
 * their account. The session says so once ('unknown') and asks again, waiting longer each time
 * (core's userRetryDelayMs), until the platform answers. Each
 * decision, and each sign-out, is an event on `events$`, the stream the saved properties and
 * searches follow (their `followSession`): the session knows nothing of them. Call `load()` again
 * after a successful sign-in or registration.
 *
 * The user is kept in memory only: no personal details are written to the browser's storage.
 */
import { isLeft } from 'fp-ts/Either';
import {
  computed,
  makeObservable,
  observable,
  observableRef,
  runInAction,
  actionBound,
} from 'mobx';
import {
  MESSAGES,
  LOCAL_USER,
  isSignedIn,
  userAfterLoad,
  userAfterSignOut,
  userRetryDelayMs,
} from '../../core/index.js';
import type { Failure, AccountPort, NotifierPort, TimersPort, User } from '../../core/index.js';
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

/** What the session decided, in order: who the visitor is at load, and each sign-out. */
export type SessionEvent =
  | { readonly kind: 'visitor' }
  /** The platform could not say who the visitor is; it is asked again until it does. */
  | { readonly kind: 'unknown' }
  | { readonly kind: 'signed-in'; readonly userId: string; readonly user: User }
  | { readonly kind: 'signed-out' };

/** Who follows the session: `subscribe` answers the function that stops following. */
export interface SessionEvents {
  subscribe(follower: (event: SessionEvent) => void): () => void;
}

/**
 * Follows the session's events one after another: each event's work starts when the previous
 * one's has finished, so a sign-out waits for a load under way and a stale answer never outlives
 * its user. Answers the function that stops following.
 */
export function followInOrder(
  events: SessionEvents,
  handle: (event: SessionEvent) => Promise<void> | void,
): () => void {
  let previous: Promise<void> = Promise.resolve();
  return events.subscribe((event) => {
    previous = previous.then(() => handle(event));
  });
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
  /** True while the platform cannot say who the visitor is (the user is asked again meanwhile). */
  unreachable = false;

  /** Followers subscribe when the container builds the session, before its first load. */
  private readonly followers = new Set<(event: SessionEvent) => void>();
  private loadInFlight: Promise<void> | undefined = undefined;
  /** Asks made since the platform last answered, and the timer of the next one. */
  private retries = 0;
  private retryTimer: unknown = undefined;

  /** Who the visitor is, as it is decided: at each load, and at each sign-out. */
  readonly events$: SessionEvents = {
    subscribe: (follower) => {
      this.followers.add(follower);
      return () => void this.followers.delete(follower);
    },
  };

  constructor(
    private readonly account: AccountPort,
    private readonly notifier: NotifierPort,
    private readonly logger: ServiceLogger = consoleServiceLogger,
    /** The waits between asks for the user when the platform could not say. */
    private readonly timers?: TimersPort,
  ) {
    makeObservable<SessionService, 'loadUser'>(this, {
      user: observableRef,
      loaded: observable,
      loading: observable,
      signingOut: observable,
      unreachable: observable,
      signedIn: computed,
      userId: computed,
      load: actionBound,
      loadUser: actionBound,
      userUpdated: actionBound,
      signOut: actionBound,
    });
  }

  private emit(event: SessionEvent): void {
    for (const follower of [...this.followers]) follower(event);
  }

  /** Signed in iff the user has a user_id (SPEC §4, §6). */
  get signedIn(): boolean {
    return isSignedIn(this.user);
  }

  get userId(): string | undefined {
    return signedInUserId(this.user);
  }

  /**
   * Decides who the visitor is (SPEC §4 "On user load") and says so on `events$`. Never rejects.
   * Calls made while a load is under way share it.
   */
  load(): Promise<void> {
    this.loadInFlight ??= this.loadUser().finally(() => {
      this.loadInFlight = undefined;
    });
    return this.loadInFlight;
  }

  /**
   * Asks the platform again, after something that changed who is signed in (a sign-in, a
   * registration): a load already under way started before that change, so its answer is not
   * trusted; this waits for it, then loads anew.
   */
  async reload(): Promise<void> {
    await this.loadInFlight;
    await this.load();
  }

  private async loadUser(): Promise<void> {
    this.loading = true;
    const decision = userAfterLoad(await this.account.currentUser());
    if (decision.kind === 'local' && decision.failure !== undefined) {
      this.logger.warn(
        `Could not fetch the current user (${describeFailure(decision.failure)}); asking again.`,
      );
      const firstFailure = !this.unreachable;
      runInAction(() => {
        this.loading = false;
        this.unreachable = true;
      });
      this.askAgainLater();
      // Only a visitor nobody has decided on yet is unknown; one already known stays as they were.
      if (firstFailure && !this.loaded) this.emit({ kind: 'unknown' });
      return;
    }
    this.stopAsking();
    const userId = decision.kind === 'signed-in' ? signedInUserId(decision.user) : undefined;
    runInAction(() => {
      this.user = decision.user;
      this.loaded = true;
      this.loading = false;
      this.unreachable = false;
    });
    this.emit(
      userId === undefined
        ? { kind: 'visitor' }
        : { kind: 'signed-in', userId, user: decision.user },
    );
  }

  private askAgainLater(): void {
    if (this.timers === undefined || this.retryTimer !== undefined) return;
    this.retries += 1;
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = undefined;
      void this.load();
    }, userRetryDelayMs(this.retries));
  }

  private stopAsking(): void {
    if (this.retryTimer !== undefined) this.timers?.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.retries = 0;
  }

  /**
   * The signed-in user's details changed on the platform (profile, marketing preferences): the
   * platform's answer replaces the user. Not an event: who the visitor is has not changed. An
   * answer for anyone else (or nobody) is ignored; `load()` decides who is signed in.
   */
  userUpdated(user: User): void {
    if (!this.signedIn || signedInUserId(user) !== this.userId) return;
    this.user = user;
  }

  /**
   * Signs out (SPEC §4, §8). On success the user is the local user again, 'signed-out' goes to the
   * followers (saved searches are cleared, the properties saved in this browser kept), and 'You
   * have been signed out' shows; on failure 'There was an error signing out' and nothing changes.
   * Answers whether it worked.
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
    });
    this.emit({ kind: 'signed-out' });
    this.notifier.success(MESSAGES.signedOut);
    return true;
  }
}
