/**
 * AccountPort over the platform API (SPEC §7):
 *
 * | call | wire |
 * |---|---|
 * | currentUser | GET /user.ljson → the user (bare, or wrapped as `{ user }`); 401/403 → the local user |
 * | signIn | POST /session form `username`, `password`, `g-recaptcha-response`?; only 200 is success |
 * | signOut | POST /session form `_method=delete` |
 * | register | POST /user.ljson form: the user fields, `password`, `password_confirmation`, `g-recaptcha-response`? |
 * | updateProfile | POST /user.ljson form `_method=put` with the changed user fields (and `current_password` when given) → the user |
 * | resetPassword | POST /user.ljson form `_method=put` `user_id`, `current_password`, `password`, `password_confirmation`; 200 → changed, 302 + Location → redirect |
 * | requestPasswordReset | POST /reset_passwords form `email`, `body`, `g-recaptcha-response` |
 * | updateMarketingPreferences | POST /marketing_preferences/{id} `_method=put`, or POST /custom_marketing_preferences/{user_id} |
 *
 * Every POST carries the authenticity token (the HTTP client adds it).
 */
import * as t from 'io-ts';
import { isLeft, left, map, right } from 'fp-ts/Either';
import {
  unauthorisedFailure,
  validationFailure,
  isSignedIn,
  LOCAL_USER,
  USER_TEXT_FIELDS,
  UserCodec,
} from '../../core/index.js';
import type {
  Result,
  AccountPort,
  Credentials,
  MarketingPreferenceChange,
  PasswordChange,
  PasswordChangeOutcome,
  PasswordResetRequest,
  Registration,
  User,
} from '../../core/index.js';
import { formBody, validationMessages } from './http-client.js';
import type { Fields, HttpClient } from './http-client.js';
import { WriteAnswer } from './write-answer.js';

/** The form field that carries the bot-check token (SPEC §7 "Other calls"). */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** The user fields the platform accepts on register and profile update (SPEC §3 User). */
const USER_FORM_FIELDS = [
  'user_id',
  ...USER_TEXT_FIELDS,
  'is_opted_in_to_marketing',
] as const satisfies readonly (keyof User)[];

/** The user fields of `user` that are set, as form fields (booleans as 'true'/'false'). */
export function userFormFields(user: Partial<User>): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {};
  for (const name of USER_FORM_FIELDS) {
    const value = user[name];
    if (typeof value === 'string' || typeof value === 'boolean') fields[name] = value;
  }
  return fields;
}

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

/**
 * The body of GET /user.ljson: the user object, the same wrapped as `{ user: {...} }`, or null
 * for nobody (the local user). Field decoding is core's tolerant UserCodec.
 */
export const CurrentUserBody = new t.Type<User, User, unknown>(
  'CurrentUserBody',
  UserCodec.is,
  (u, context) => {
    if (u === null) return t.success(LOCAL_USER);
    const inner = isRecord(u) && isRecord(u['user']) && !('user_id' in u) ? u['user'] : u;
    return UserCodec.validate(inner, context);
  },
  (user) => user,
);

/** An answer that must carry the signed-in user (after a profile update). */
const SignedInUserBody = new t.Type<User, User, unknown>(
  'SignedInUser',
  UserCodec.is,
  (u, context) => {
    const decoded = CurrentUserBody.validate(u, context);
    if (isLeft(decoded)) return decoded;
    return isSignedIn(decoded.right)
      ? decoded
      : t.failure(u, context, 'expected the signed-in user (user_id)');
  },
  (user) => user,
);

export class FetchAccountAdapter implements AccountPort {
  constructor(private readonly http: HttpClient) {}

  /** The signed-in user, or the local user when the platform says nobody is signed in (401/403). */
  async currentUser(): Promise<Result<User>> {
    const result = await this.http.get('/user.ljson', CurrentUserBody);
    if (
      isLeft(result) &&
      result.left.kind === 'http' &&
      (result.left.status === 401 || result.left.status === 403)
    ) {
      return right(LOCAL_USER);
    }
    return result;
  }

  /** SPEC §7: POST /session with username and password; only 200 is success. */
  signIn(credentials: Credentials): Promise<Result<void>> {
    return this.http.post(
      '/session',
      formBody({
        username: credentials.email,
        password: credentials.password,
        [CAPTCHA_FIELD]: credentials.captchaToken,
      }),
      { okStatuses: [200] },
    );
  }

  signOut(): Promise<Result<void>> {
    return this.http.post('/session', formBody(), { methodOverride: 'delete' });
  }

  /**
   * SPEC §7 register: errors come back as a 422 list, or as an `errors`/`validationErrors` list
   * (or a `message`) in an otherwise successful answer; both are `validation` failures.
   */
  async register(registration: Registration): Promise<Result<void>> {
    const fields: Fields = {
      ...userFormFields(registration),
      password: registration.password,
      password_confirmation: registration.password_confirmation,
      [CAPTCHA_FIELD]: registration.captchaToken,
    };
    const answer = await this.http.postDecoded('/user.ljson', formBody(fields), WriteAnswer);
    if (isLeft(answer)) return answer;
    const body = answer.right;
    const listed =
      isRecord(body) && (Array.isArray(body['errors']) || Array.isArray(body['validationErrors']));
    const errors = listed ? validationMessages(body) : [];
    const message =
      isRecord(body) && typeof body['message'] === 'string' ? body['message'] : undefined;
    return errors.length > 0 ? left(validationFailure(errors, message)) : right(undefined);
  }

  /** Sends only the fields given (and the current password, when given); the answer must be the (still signed-in) user. */
  updateProfile(changes: Partial<User>, currentPassword?: string): Promise<Result<User>> {
    const fields: Fields = {
      ...userFormFields(changes),
      ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
    };
    return this.http.postDecoded('/user.ljson', formBody(fields), SignedInUserBody, {
      methodOverride: 'put',
    });
  }

  /** SPEC §7: 200 → changed; 302 with Location → redirect; 422 errors → validation failure. */
  async resetPassword(change: PasswordChange): Promise<Result<PasswordChangeOutcome>> {
    const answer = await this.http.postReportingRedirect(
      '/user.ljson',
      formBody({
        user_id: change.user_id,
        current_password: change.current_password,
        password: change.password,
        password_confirmation: change.password_confirmation,
      }),
      t.unknown,
      { methodOverride: 'put' },
    );
    if (isLeft(answer)) return answer;
    return right(
      answer.right.kind === 'redirect'
        ? { kind: 'redirect', location: answer.right.location }
        : { kind: 'changed' },
    );
  }

  /** SPEC §7: form data email, body (the honeypot as typed) and the bot-check token. */
  requestPasswordReset(request: PasswordResetRequest): Promise<Result<void>> {
    return this.http.post(
      '/reset_passwords',
      formBody({ email: request.email, body: request.body, [CAPTCHA_FIELD]: request.captchaToken }),
    );
  }

  /**
   * SPEC §7, §5 "Marketing preference change requires sign-in": a visitor who is not signed in
   * gets `unauthorised` without a call. With a marketing preference id: POST
   * /marketing_preferences/{id} `_method=put`; without: POST /custom_marketing_preferences/{user_id}
   * adding `marketing_preferences[is_opted_in_to_marketing]`.
   */
  async updateMarketingPreferences(change: MarketingPreferenceChange): Promise<Result<void>> {
    const userId = change.user.user_id;
    if (!isSignedIn(change.user) || typeof userId !== 'string') return left(unauthorisedFailure);
    const common = {
      user_id: userId,
      opt_in_marketing_at: change.optIn ? 'optin' : 'optout',
      opt_in_marketing_url: change.pageUrl,
    };
    const preferenceId = change.user.marketing_preference_id?.trim();
    const answer = preferenceId
      ? await this.http.postDecoded(
          `/marketing_preferences/${encodeURIComponent(preferenceId)}`,
          formBody(common),
          WriteAnswer,
          {
            methodOverride: 'put',
          },
        )
      : await this.http.postDecoded(
          `/custom_marketing_preferences/${encodeURIComponent(userId)}`,
          formBody({ ...common, 'marketing_preferences[is_opted_in_to_marketing]': change.optIn }),
          WriteAnswer,
        );
    return map(() => undefined)(answer);
  }
}
