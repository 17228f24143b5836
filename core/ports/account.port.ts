/**
 * The visitor's account and session (SPEC §7 /user.ljson, /session, /reset_passwords,
 * /marketing_preferences). Shaped from core's side: the adapter owns the authenticity token,
 * method overrides and form/JSON bodies.
 */
import type { Result } from '../failures/failures.js';
import type { User } from '../user/user.js';

export interface Credentials {
  readonly email: string;
  readonly password: string;
  /** Bot-check token when the agency uses one on sign-in (SPEC §4, optional there). */
  readonly captchaToken?: string;
}

/** Registration fields (SPEC §3 User). The honeypot is checked by core before calling. */
export interface Registration extends User {
  readonly password: string;
  readonly password_confirmation: string;
  readonly captchaToken?: string;
}

export interface PasswordChange {
  readonly user_id: string;
  /** Asked for by the platform beside SPEC §7's fields: a session alone does not change a password. */
  readonly current_password: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/** How a password change ended (SPEC §7: 200 ok; 302 with a Location header redirects). */
export type PasswordChangeOutcome =
  { readonly kind: 'changed' } | { readonly kind: 'redirect'; readonly location: string };

export interface PasswordResetRequest {
  readonly email: string;
  /** The hidden anti-spam field, passed through as typed. */
  readonly body: string;
  readonly captchaToken?: string;
}

export interface MarketingPreferenceChange {
  readonly user: User;
  readonly optIn: boolean;
  /** The page the visitor changed it from (opt_in_marketing_url). */
  readonly pageUrl: string;
}

export interface AccountPort {
  /** The signed-in user, or a user with a null user_id for a visitor (SPEC §4). */
  currentUser(): Promise<Result<User>>;
  /** Starts a session; failure `http` 401/422 means wrong credentials (SPEC §8 sign in). */
  signIn(credentials: Credentials): Promise<Result<void>>;
  signOut(): Promise<Result<void>>;
  /** Server validation errors or its message come back as a `validation` failure. */
  register(registration: Registration): Promise<Result<void>>;
  /**
   * Sends only the changed fields, and the current password when given (the platform asks for it
   * when the email changes); answers the updated user.
   */
  updateProfile(changes: Partial<User>, currentPassword?: string): Promise<Result<User>>;
  /** 422 errors come back as a `validation` failure (SPEC §5 'Password {error}'). */
  resetPassword(change: PasswordChange): Promise<Result<PasswordChangeOutcome>>;
  /** The result is not used: the thank-you toast is always shown (SPEC §7). */
  requestPasswordReset(request: PasswordResetRequest): Promise<Result<void>>;
  updateMarketingPreferences(change: MarketingPreferenceChange): Promise<Result<void>>;
}
