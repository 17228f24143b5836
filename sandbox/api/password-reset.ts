/**
 * Forgotten password (SPEC §4, §7 POST /reset_passwords) and the reset link it mails: the request,
 * the "Choose a new password" page the link opens, and that page's form, which sets the password.
 *
 * Opening a link changes nothing (a mail scanner or a link preview may open it first): only the
 * form's POST, with the session's authenticity token and a password the rule takes, uses the link,
 * sets the password, signs every session of the account out and this browser in (a new session).
 */
import { objectField, textField } from '../body.js';
import type { Context } from '../context.js';
import {
  claimReset,
  newReset,
  openReset,
  RESET_DONE_LOCATION,
  RESET_LINK_INVALID_LOCATION,
  RESET_LINK_PATH,
  resetMail,
  retireResets,
} from '../password-resets.js';
import { hashPassword, passwordField } from '../passwords.js';
import { renderResetPasswordPage, setResetPageHeaders } from '../reset-password-page.js';
import { redirect, sendHtml } from '../respond.js';
import { endOtherSessions } from '../session.js';
import type { UserRecord } from '../store-types.js';
import { isEmail, registrationPasswordProblems } from '../validation.js';
import { BOT_CHECK_FAILED_FLASH, RECAPTCHA_INVALID_TEXT } from '../../core/index.js';
import { newSession } from './account.js';
import { json } from './present.js';
import { botCheckRefusal } from './recaptcha.js';

/**
 * POST /reset_passwords: for an existing account, a reset link goes to the outbox and the log;
 * every request is recorded; the answer never says whether the account exists.
 */
export async function resetPasswordRequest(ctx: Context): Promise<void> {
  const email = (
    textField(ctx.body.fields, 'email') || textField(objectField(ctx.body.fields, 'user'), 'email')
  ).toLowerCase();
  const spam = textField(ctx.body.fields, 'body') !== '';
  // The bot check (SPEC §4: password reset): a refused token sends no reset (the visitor's text is the same).
  if (botCheckRefusal(ctx) !== undefined)
    return json(ctx, 422, {
      ok: false,
      error: BOT_CHECK_FAILED_FLASH,
      message: RECAPTCHA_INVALID_TEXT,
    });
  if (isEmail(email) && !spam) {
    const user = ctx.app.store.data.users.find(
      (u) => u.agency === ctx.agency.slug && u.email === email,
    );
    if (user) await sendResetLink(ctx, user);
    else {
      const at = ctx.app.now().toISOString();
      await ctx.app.store.update((d) => {
        d.passwordResets.push({ agency: ctx.agency.slug, email, userFound: false, at });
      });
    }
  }
  json(ctx, 200, {
    ok: true,
    message:
      'If the email you have entered has a user account we will send you a forgotten password reset request now.',
  });
}

/**
 * Record a reset for `user` and "mail" its link (to the outbox, and a line in the sandbox's log);
 * the account's older links stop working, so it never has more than one live link.
 */
async function sendResetLink(ctx: Context, user: UserRecord): Promise<void> {
  const { record, token } = newReset(user, ctx.app.now());
  // The agency's own origin: the request's Host is the client's to choose.
  const link = `${ctx.app.origins.get(ctx.agency.slug)}${RESET_LINK_PATH}${token}`;
  await ctx.app.store.update((d) => {
    retireResets(d, ctx.agency.slug, user.id);
    d.passwordResets.push(record);
    d.outbox.push(resetMail(record, link));
  });
  ctx.app.log(`[sandbox] password reset link for ${user.email}: ${link}`);
}

/** The account an open link of this agency is for; undefined for an expired, used or unknown link. */
function linkedUser(ctx: Context, token: string): UserRecord | undefined {
  const reset = openReset(ctx.app.store.data, ctx.agency.slug, token, ctx.app.now());
  return (
    reset &&
    ctx.app.store.data.users.find((u) => u.id === reset.userId && u.agency === ctx.agency.slug)
  );
}

function showPage(
  ctx: Context,
  token: string,
  user: UserRecord,
  problems: readonly string[] = [],
): void {
  setResetPageHeaders(ctx.res);
  const html = renderResetPasswordPage({
    agency: ctx.agency,
    token,
    authenticityToken: ctx.session.token,
    email: user.email,
    problems,
  });
  sendHtml(ctx.req, ctx.res, problems.length > 0 ? 422 : 200, html);
}

/**
 * GET /reset_passwords/{token}, the link from the reset mail: an open link shows the "Choose a
 * new password" page, and nothing else happens; an expired, used or unknown one goes home with the
 * password-reset-link-invalid flash.
 */
export async function followResetLink(ctx: Context): Promise<void> {
  const token = ctx.params['token'] ?? '';
  const user = linkedUser(ctx, token);
  if (!user) return redirect(ctx.req, ctx.res, RESET_LINK_INVALID_LOCATION);
  showPage(ctx, token, user);
}

/**
 * POST /reset_passwords/{token}, the page's form (its authenticity token checked as for every
 * write): a password the rule takes, confirmed, sets the account's password, uses the link and
 * every other one, signs the account's sessions out and this browser in, and goes home with the
 * user-password-changed flash (303). A password the rule does not take shows the page again with
 * the reasons (422), the link still open.
 */
export async function setPasswordFromLink(ctx: Context): Promise<void> {
  const token = ctx.params['token'] ?? '';
  const user = linkedUser(ctx, token);
  if (!user) return redirect(ctx.req, ctx.res, RESET_LINK_INVALID_LOCATION, 303);
  const password = passwordField(ctx.body.fields, 'password');
  const problems = registrationPasswordProblems(
    password,
    passwordField(ctx.body.fields, 'password_confirmation'),
  );
  if (problems.length > 0) return showPage(ctx, token, user, problems);
  const passwordHash = await hashPassword(password);
  const now = ctx.app.now();
  // Claimed inside the update, so two sends of the form cannot both use the link.
  const changed = await ctx.app.store.update((d) => {
    if (claimReset(d, ctx.agency.slug, token, now) !== user.id) return false;
    const index = d.users.findIndex((u) => u.id === user.id);
    d.users[index] = {
      ...(d.users[index] as UserRecord),
      passwordHash,
      updatedAt: now.toISOString(),
    };
    // Whoever knew the old password, or holds another link, is out.
    endOtherSessions(d, ctx.agency.slug, user.id, ctx.session.id);
    retireResets(d, ctx.agency.slug, user.id);
    return true;
  });
  if (!changed) return redirect(ctx.req, ctx.res, RESET_LINK_INVALID_LOCATION, 303);
  await newSession(ctx, user);
  redirect(ctx.req, ctx.res, RESET_DONE_LOCATION, 303);
}
