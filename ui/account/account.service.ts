/**
 * What a visitor does with their account (SPEC §4, §7), over the account port and the page's
 * session: sign in, register, update details, change a password, ask for a reset, set marketing
 * preferences. Toasts are the forms' (they know which of SPEC §8's to show); this service keeps
 * one rule of its own: the visitor is shown as signed in only when the platform says so.
 *
 * - After a sign-in or registration the platform answered yes to, the session loads the user
 *   again (GET /user.ljson). Only a user with a user_id counts: a platform that accepted the
 *   password but then says nobody is signed in (a lost cookie, a failing call) is a failed
 *   sign-in, never a half-signed-in page. That load is also what starts the saved items' work
 *   (the one-time saved-property merge, the server's saved searches, a search saved while
 *   anonymous sent to the account), through the session's events.
 * - Profile and preference changes replace the session's user with the platform's answer.
 */
import { isLeft, left, right } from 'fp-ts/Either';
import { httpFailure, isSignedIn } from '../../core/index.js';
import type {
  AccountPort,
  Credentials,
  PasswordChange,
  PasswordChangeOutcome,
  PasswordResetRequest,
  Registration,
  Result,
  User,
} from '../../core/index.js';
import type { SessionService } from '../services/session.service.js';

/** The failure of a sign-in the platform accepted but then did not confirm (nobody signed in). */
export const NOT_CONFIRMED = httpFailure(401);

export class AccountService {
  constructor(
    private readonly account: AccountPort,
    private readonly session: SessionService,
  ) {}

  /** The visitor as the page knows them. */
  get user(): User {
    return this.session.user;
  }

  get signedIn(): boolean {
    return this.session.signedIn;
  }

  /** True once the platform has said who the visitor is. */
  get known(): boolean {
    return this.session.loaded;
  }

  /** Signs in, then confirms with the platform who is signed in. */
  async signIn(credentials: Credentials): Promise<Result<User>> {
    const answer = await this.account.signIn(credentials);
    return isLeft(answer) ? answer : this.confirmSignedIn();
  }

  /** Registers (the platform signs the new account in), then confirms as for a sign-in. */
  async register(registration: Registration): Promise<Result<User>> {
    const answer = await this.account.register(registration);
    return isLeft(answer) ? answer : this.confirmSignedIn();
  }

  /**
   * Sends only what changed (with the current password, which the platform asks for when the email
   * changes); the platform's answer becomes the session's user. An answer about
   * anyone other than the signed-in user is not believed: a failure, and nothing changes.
   */
  async updateProfile(changes: Partial<User>, currentPassword?: string): Promise<Result<User>> {
    const answer = await this.account.updateProfile(changes, currentPassword);
    if (isLeft(answer)) return answer;
    if (answer.right.user_id !== this.session.userId) return left(NOT_CONFIRMED);
    this.session.userUpdated(answer.right);
    return answer;
  }

  changePassword(change: Omit<PasswordChange, 'user_id'>): Promise<Result<PasswordChangeOutcome>> {
    const userId = this.session.userId;
    if (userId === undefined) return Promise.resolve(left(NOT_CONFIRMED));
    return this.account.resetPassword({ ...change, user_id: userId });
  }

  requestPasswordReset(request: PasswordResetRequest): Promise<Result<void>> {
    return this.account.requestPasswordReset(request);
  }

  /**
   * Opts in or out of marketing (SPEC §7). Signed out, the port answers `unauthorised` without a
   * call. On success the session's user says so, so the form shows the new choice.
   */
  async updateMarketingPreferences(optIn: boolean, pageUrl: string): Promise<Result<void>> {
    const user = this.session.user;
    const answer = await this.account.updateMarketingPreferences({ user, optIn, pageUrl });
    if (!isLeft(answer)) this.session.userUpdated({ ...user, is_opted_in_to_marketing: optIn });
    return answer;
  }

  private async confirmSignedIn(): Promise<Result<User>> {
    await this.session.reload();
    const user = this.session.user;
    return isSignedIn(user) ? right(user) : left(NOT_CONFIRMED);
  }
}
