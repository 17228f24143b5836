/**
 * Accounts and sessions (SPEC §7): current user, register, profile update, password change,
 * sign in, sign out, marketing preferences (forgotten password and reset links: password-reset.ts).
 *
 * Signing in, registering, setting a password from a reset link and signing out rotate the session
 * (see session.ts): their JSON answers carry the new token as `authenticity_token`.
 */
import type { Context } from '../context.js';
import { flagField, isFields, objectField, textField, type Fields } from '../body.js';
import { hashPassword, passwordField, verifyPassword } from '../passwords.js';
import { retireResets } from '../password-resets.js';
import { redirect, safeLocalPath, sendJson } from '../respond.js';
import { TOKEN_HEADER, endOtherSessions, hashSecretId, rotateSession } from '../session.js';
import type { UserRecord } from '../store-types.js';
import {
  isAccountName,
  isEditPhone,
  isEmail,
  isPostcode,
  isRegisterPhone,
  normalisePostcode,
  passwordProblems,
  registrationPasswordProblems,
} from '../validation.js';
import { json, requireUser, userJson } from './present.js';
import {
  BOT_CHECK_FAILED_FLASH,
  RECAPTCHA_INVALID_TEXT,
  SIGN_IN_TOO_MANY_ATTEMPTS,
  USER_TEXT_FIELDS,
} from '../../core/index.js';
import { botCheckRefusal } from './recaptcha.js';

/** User fields arrive flat or nested under `user`; nested wins. */
function userFields(body: Fields): Fields {
  const nested = objectField(body, 'user');
  return Object.assign(Object.create(null) as Fields, body, nested);
}

const EXISTING_ACCOUNT =
  'An account with this email address already exists. Please sign in instead of registering.';

/**
 * The answer to a sign-in refused by the rate limit (429, error 'too-many-attempts'): core's text,
 * the one the sign-in form shows for a 429 (the wait itself is in Retry-After).
 */
export const TOO_MANY_SIGN_INS_TEXT = SIGN_IN_TOO_MANY_ATTEMPTS;

/** The answer to a registration refused by the rate limit (429, error 'too-many-registrations'). */
export const TOO_MANY_REGISTRATIONS_TEXT =
  'Too many registrations from this connection. Please try again later.';

/** The browser, to the sign-in limits: known by a value only its session has (the token is an HMAC of the session id). */
const clientOf = (token: string): string => hashSecretId(token);

/**
 * Start a new session (session.ts), signed in as `user` or signed out, and keep the browser known
 * to the sign-in limits across it: a browser that has signed in to an account is not held back by
 * others' failed guesses at it.
 */
export async function newSession(ctx: Context, user?: UserRecord): Promise<string> {
  const before = clientOf(ctx.session.token);
  const token = await rotateSession(ctx, user?.id);
  ctx.app.signInThrottle.carry(before, clientOf(token));
  if (user)
    ctx.app.signInThrottle.remember(clientOf(token), {
      agency: ctx.agency.slug,
      email: user.email,
    });
  return token;
}

/**
 * GET /user.ljson: who is signed in, with the session's current token in X-CSRF-Token, so a page
 * whose token went stale (another tab signed in or out) can renew it and send its form again.
 */
export async function currentUser(ctx: Context): Promise<void> {
  const user = ctx.session.user;
  ctx.res.setHeader(TOKEN_HEADER, ctx.session.token);
  json(ctx, 200, user ? userJson(ctx.app.store.data, ctx.agency, user) : { user_id: null });
}

/** POST /user.ljson: register; POST /user.ljson with _method=put: profile update or password change. */
export async function userCall(ctx: Context): Promise<void> {
  if (ctx.method === 'PUT' || ctx.method === 'PATCH') {
    const fields = userFields(ctx.body.fields);
    return passwordField(fields, 'password') !== '' ||
      passwordField(fields, 'password_confirmation') !== ''
      ? changePassword(ctx, fields)
      : updateProfile(ctx, fields);
  }
  return register(ctx);
}

async function register(ctx: Context): Promise<void> {
  const f = userFields(ctx.body.fields);
  // The bot check (SPEC §4: registration): with the agency's site key, a missing or failed token is refused.
  if (botCheckRefusal(ctx) !== undefined)
    return json(ctx, 422, {
      error: BOT_CHECK_FAILED_FLASH,
      errors: [RECAPTCHA_INVALID_TEXT],
      validationErrors: [RECAPTCHA_INVALID_TEXT],
    });
  // Every attempt counts, refused or not: an answer also tells whether an email has an account.
  const waitMs = ctx.app.registrationThrottle.begin(
    ctx.agency.slug,
    clientAddress(ctx),
    ctx.app.now().getTime(),
  );
  if (waitMs > 0) {
    const refusal = {
      error: 'too-many-registrations',
      errors: [TOO_MANY_REGISTRATIONS_TEXT],
      validationErrors: [TOO_MANY_REGISTRATIONS_TEXT],
      message: TOO_MANY_REGISTRATIONS_TEXT,
    };
    return sendJson(ctx.req, ctx.res, 429, refusal, {
      'Retry-After': String(Math.ceil(waitMs / 1000)),
    });
  }
  if (textField(f, 'body') !== '')
    return json(ctx, 422, {
      errors: ['Your registration could not be accepted.'],
      validationErrors: ['Your registration could not be accepted.'],
    });
  const first = textField(f, 'first_name');
  const last = textField(f, 'last_name');
  const email = textField(f, 'email').toLowerCase();
  const phone = textField(f, 'tel_home') || textField(f, 'tel_mobile');
  const errors: string[] = [];
  if (first === '') errors.push("First name can't be blank");
  else if (!isAccountName(first))
    errors.push('First name may only contain letters, numbers, hyphens and spaces');
  if (last === '') errors.push("Last name can't be blank");
  else if (!isAccountName(last))
    errors.push('Last name may only contain letters, numbers, hyphens and spaces');
  if (!isEmail(email)) errors.push('Email is invalid');
  if (phone !== '' && !isRegisterPhone(phone))
    errors.push('Telephone must start with +44 or 0 followed by 9 or 10 digits');
  const password = passwordField(f, 'password');
  errors.push(...registrationPasswordProblems(password, passwordField(f, 'password_confirmation')));
  if (errors.length > 0) return json(ctx, 422, { errors, validationErrors: errors });
  if (ctx.app.store.data.users.some((u) => u.agency === ctx.agency.slug && u.email === email)) {
    return json(ctx, 422, {
      errors: ['Email has already been taken'],
      validationErrors: ['Email has already been taken'],
      message: EXISTING_ACCOUNT,
    });
  }
  const passwordHash = await hashPassword(password);
  const at = ctx.app.now().toISOString();
  const optIn =
    flagField(f, 'is_opted_in_to_marketing') ||
    flagField(objectField(ctx.body.fields, 'marketing_preferences'), 'opt_in_marketing');
  const user = await ctx.app.store.update((d) => {
    // Checked again inside the update: two registrations may race.
    if (d.users.some((u) => u.agency === ctx.agency.slug && u.email === email)) return undefined;
    d.counters.user += 1;
    const record: UserRecord = {
      id: String(d.counters.user),
      agency: ctx.agency.slug,
      email,
      passwordHash,
      first_name: first,
      last_name: last,
      ...optionalText(f, OPTIONAL_REGISTRATION_FIELDS),
      ...(isPostcode(textField(f, 'postcode'))
        ? { postcode: normalisePostcode(textField(f, 'postcode')) }
        : {}),
      is_opted_in_to_marketing: optIn,
      marketing_preference_id: `mp-${d.counters.user}`,
      createdAt: at,
      updatedAt: at,
    };
    d.users.push(record);
    return record;
  });
  if (!user)
    return json(ctx, 422, {
      errors: ['Email has already been taken'],
      validationErrors: ['Email has already been taken'],
      message: EXISTING_ACCOUNT,
    });
  const token = await newSession(ctx, user);
  json(ctx, 200, {
    message: 'You have been successfully registered!',
    user: userJson(ctx.app.store.data, ctx.agency, user),
    authenticity_token: token,
  });
}

function optionalText(f: Fields, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = textField(f, key);
    if (value !== '') out[key] = value.slice(0, 200);
  }
  return out;
}

/** What a profile update may change: every text field of a user (core's list). */
const PROFILE_FIELDS = USER_TEXT_FIELDS;

/** The text fields registration keeps as given when present (the rest it checks first). */
const OPTIONAL_REGISTRATION_FIELDS = USER_TEXT_FIELDS.filter(
  (field) => !['first_name', 'last_name', 'email', 'postcode'].includes(field),
);

async function updateProfile(ctx: Context, f: Fields): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  const changes: Record<string, string | boolean> = {};
  const errors: string[] = [];
  for (const key of PROFILE_FIELDS) {
    if (f[key] === undefined) continue;
    const value = textField(f, key);
    if (key === 'first_name' || key === 'last_name') {
      const label = key === 'first_name' ? 'First name' : 'Last name';
      if (value === '') errors.push(`${label} can't be blank`);
      else if (!isAccountName(value))
        errors.push(`${label} may only contain letters, numbers, hyphens and spaces`);
    } else if (key === 'email') {
      if (!isEmail(value)) errors.push('Email is invalid');
      else if (
        ctx.app.store.data.users.some(
          (u) =>
            u.agency === ctx.agency.slug && u.email === value.toLowerCase() && u.id !== user.id,
        )
      )
        errors.push('Email has already been taken');
    } else if (
      (key === 'tel_home' || key === 'tel_mobile') &&
      value !== '' &&
      !isEditPhone(value)
    ) {
      errors.push('Telephone must be 6 to 20 digits, spaces or - . ( ) / +');
    } else if (key === 'postcode' && value !== '' && !isPostcode(value)) {
      errors.push('Postcode is invalid');
    }
    changes[key] =
      key === 'email'
        ? value.toLowerCase()
        : key === 'postcode' && value !== ''
          ? normalisePostcode(value)
          : value.slice(0, 200);
  }
  if (f['is_opted_in_to_marketing'] !== undefined)
    changes['is_opted_in_to_marketing'] = flagField(f, 'is_opted_in_to_marketing');
  // The email is where reset links go: moving it takes the password, not just a session.
  const emailChanges = changes['email'] !== undefined && changes['email'] !== user.email;
  const currentPassword = passwordField(f, 'current_password');
  if (emailChanges && currentPassword === '') errors.push("Current password can't be blank");
  if (errors.length > 0) return json(ctx, 422, { errors });
  if (emailChanges) {
    const check = await checkCurrentPassword(ctx, user, currentPassword);
    if (check !== 'right')
      return refuseCurrentPassword(ctx, check, ['Current password is incorrect']);
  }
  const at = ctx.app.now().toISOString();
  const updated = await ctx.app.store.update((d) => {
    const index = d.users.findIndex((u) => u.id === user.id);
    const next = { ...(d.users[index] as UserRecord), ...changes, updatedAt: at } as UserRecord;
    d.users[index] = next;
    if (emailChanges) {
      // As after a password change: other sessions are out, and links mailed to the old address are dead.
      endOtherSessions(d, ctx.agency.slug, user.id, ctx.session.id);
      retireResets(d, ctx.agency.slug, user.id);
    }
    return next;
  });
  json(ctx, 200, userJson(ctx.app.store.data, ctx.agency, updated));
}

/** Counted as from a browser the account does not know: holding a session is no proof of who holds it. */
const UNKNOWN_CLIENT = '';

/**
 * The signed-in user's current password, checked as a sign-in to that account: a wrong one counts
 * as a failure, and while the account or the address is held back it is not checked at all.
 */
async function checkCurrentPassword(
  ctx: Context,
  user: UserRecord,
  given: string,
): Promise<'right' | 'wrong' | { readonly waitMs: number }> {
  const attempt = {
    agency: ctx.agency.slug,
    email: user.email,
    address: clientAddress(ctx),
    client: UNKNOWN_CLIENT,
  };
  const startedAt = ctx.app.now().getTime();
  const waitMs = ctx.app.signInThrottle.begin(attempt, startedAt);
  if (waitMs > 0) return { waitMs };
  if (!(await verifyPassword(given, user.passwordHash))) return 'wrong';
  ctx.app.signInThrottle.succeeded(attempt, startedAt);
  return 'right';
}

/** A wrong current password: 422 with `errors`; one not checked because of the sign-in limits: 429. */
function refuseCurrentPassword(
  ctx: Context,
  check: 'wrong' | { readonly waitMs: number },
  errors: readonly string[],
): void {
  if (check === 'wrong') return json(ctx, 422, { errors });
  sendJson(
    ctx.req,
    ctx.res,
    429,
    { error: 'too-many-attempts', message: TOO_MANY_SIGN_INS_TEXT },
    { 'Retry-After': String(Math.ceil(check.waitMs / 1000)) },
  );
}

async function changePassword(ctx: Context, f: Fields): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  const userId = textField(f, 'user_id');
  if (userId !== '' && userId !== user.id)
    return json(ctx, 403, { errors: ['can only be changed by its owner'] });
  const password = passwordField(f, 'password');
  const currentPassword = passwordField(f, 'current_password');
  // Read after "Password " by the front end (SPEC §5), as the rule's problems are.
  const problems = [
    ...(currentPassword === '' ? ["can't be changed without your current password"] : []),
    ...passwordProblems(password, passwordField(f, 'password_confirmation')),
  ];
  if (problems.length > 0) return json(ctx, 422, { errors: problems });
  const check = await checkCurrentPassword(ctx, user, currentPassword);
  if (check !== 'right')
    return refuseCurrentPassword(ctx, check, [
      "can't be changed: your current password is incorrect",
    ]);
  const passwordHash = await hashPassword(password);
  const at = ctx.app.now().toISOString();
  await ctx.app.store.update((d) => {
    const index = d.users.findIndex((u) => u.id === user.id);
    d.users[index] = { ...(d.users[index] as UserRecord), passwordHash, updatedAt: at };
    // Whoever knew the old password (or holds a reset link) is out; this session stays signed in.
    endOtherSessions(d, ctx.agency.slug, user.id, ctx.session.id);
    retireResets(d, ctx.agency.slug, user.id);
  });
  const target = textField(ctx.body.fields, 'redirect_url') || textField(f, 'redirect_url');
  if (target !== '') return redirect(ctx.req, ctx.res, safeLocalPath(target, '/#/user'));
  json(ctx, 200, { ok: true, message: 'Password updated' });
}

let dummyHash: Promise<string> | undefined;

/** The address the rate limit counts (no proxy in front of the sandbox is trusted to name another). */
function clientAddress(ctx: Context): string {
  return ctx.req.socket.remoteAddress ?? 'unknown';
}

/** POST /session: username (e-mail) and password, within the sign-in rate limit. */
export async function createSession(ctx: Context): Promise<void> {
  const f = Object.assign(
    Object.create(null) as Fields,
    ctx.body.fields,
    objectField(ctx.body.fields, 'session'),
    objectField(ctx.body.fields, 'user'),
  );
  const email = (textField(f, 'username') || textField(f, 'email')).toLowerCase();
  const password = passwordField(f, 'password');
  // The bot check is optional on sign-in (SPEC §4): a token, when one is sent, must be good.
  if (botCheckRefusal(ctx, true) !== undefined)
    return json(ctx, 422, { error: BOT_CHECK_FAILED_FLASH, message: RECAPTCHA_INVALID_TEXT });
  const attempt = {
    agency: ctx.agency.slug,
    email,
    address: clientAddress(ctx),
    client: clientOf(ctx.session.token),
  };
  const startedAt = ctx.app.now().getTime();
  // While held back, nothing is verified: even the right password is refused, and no timing tells.
  const waitMs = ctx.app.signInThrottle.begin(attempt, startedAt);
  if (waitMs > 0) {
    return sendJson(
      ctx.req,
      ctx.res,
      429,
      { error: 'too-many-attempts', message: TOO_MANY_SIGN_INS_TEXT },
      { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
    );
  }
  const user = ctx.app.store.data.users.find(
    (u) => u.agency === ctx.agency.slug && u.email === email,
  );
  // Verify against a dummy hash when there is no such user, so timing does not reveal accounts.
  dummyHash ??= hashPassword('not the password of anyone');
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok || password === '')
    return json(ctx, 401, { error: 'invalid-credentials', message: 'Invalid email or password.' });
  ctx.app.signInThrottle.succeeded(attempt, startedAt);
  const token = await newSession(ctx, user);
  json(ctx, 200, {
    message: 'Signed in',
    user: userJson(ctx.app.store.data, ctx.agency, user),
    authenticity_token: token,
  });
}

/** POST /session with _method=delete. */
export async function deleteSession(ctx: Context): Promise<void> {
  const token = await newSession(ctx);
  json(ctx, 200, { ok: true, user_id: null, authenticity_token: token });
}

/** POST /marketing_preferences/{marketing_preference_id} with _method=put. */
export async function updateMarketingPreference(ctx: Context): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  if (ctx.params['id'] !== user.marketing_preference_id)
    return json(ctx, 404, { error: 'not-found' });
  const f = ctx.body.fields;
  const userId = textField(f, 'user_id');
  if (userId !== '' && userId !== user.id) return json(ctx, 403, { error: 'not-your-preferences' });
  const choice = textField(f, 'opt_in_marketing_at');
  if (choice !== 'optin' && choice !== 'optout')
    return json(ctx, 422, { errors: ["opt_in_marketing_at must be 'optin' or 'optout'"] });
  const url = textField(f, 'opt_in_marketing_url').slice(0, 500);
  const at = ctx.app.now().toISOString();
  await ctx.app.store.update((d) => {
    const index = d.users.findIndex((u) => u.id === user.id);
    d.users[index] = {
      ...(d.users[index] as UserRecord),
      opt_in_marketing_at: choice,
      is_opted_in_to_marketing: choice === 'optin',
      ...(url ? { opt_in_marketing_url: url } : {}),
      updatedAt: at,
    };
  });
  json(ctx, 200, {
    ok: true,
    marketing_preference: {
      id: user.marketing_preference_id,
      opt_in_marketing_at: choice,
      is_opted_in_to_marketing: choice === 'optin',
    },
  });
}

/** POST /custom_marketing_preferences/{user_id}: marketing_preferences[...] flags. */
export async function updateCustomMarketingPreferences(ctx: Context): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  if (ctx.params['userId'] !== user.id) return json(ctx, 403, { error: 'not-your-preferences' });
  const prefs = objectField(ctx.body.fields, 'marketing_preferences');
  const source = Object.keys(prefs).length > 0 ? prefs : ctx.body.fields;
  if (source['is_opted_in_to_marketing'] === undefined)
    return json(ctx, 422, {
      errors: ['marketing_preferences[is_opted_in_to_marketing] is required'],
    });
  const custom: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(source)) {
    if (
      key === 'is_opted_in_to_marketing' ||
      key === 'authenticity_token' ||
      key === '_method' ||
      isFields(value)
    )
      continue;
    if (/^[a-z0-9_]{1,40}$/.test(key)) custom[key] = flagField(source, key);
  }
  const optedIn = flagField(source, 'is_opted_in_to_marketing');
  const at = ctx.app.now().toISOString();
  const updated = await ctx.app.store.update((d) => {
    const index = d.users.findIndex((u) => u.id === user.id);
    const next: UserRecord = {
      ...(d.users[index] as UserRecord),
      is_opted_in_to_marketing: optedIn,
      custom_marketing_preferences: custom,
      updatedAt: at,
    };
    d.users[index] = next;
    return next;
  });
  json(ctx, 200, { ok: true, user: userJson(ctx.app.store.data, ctx.agency, updated) });
}
