/**
 * The fake challenge service's calls (sandbox/recaptcha.ts) and the platform's check of the token
 * that forms send (SPEC §7 "Other calls": `g-recaptcha-response`).
 *
 * - GET /__sandbox/recaptcha/api.js: the fake `grecaptcha` script.
 * - POST /__sandbox/recaptcha/challenge {sitekey, action}: one challenge for the agency of the
 *   request: `{ok: true, token}` or `{ok: false, error}` ('invalid-site-key', 'challenge-failed').
 * - POST /__sandbox/recaptcha {outcome: 'pass'|'fail'|'invalid', times?}: how the next challenges
 *   go (tests); DELETE /__sandbox/recaptcha: every challenge passes again; GET: the state.
 */
import { BOT_CHECK_TOKEN_FIELD } from '../../core/index.js';
import { textField } from '../body.js';
import type { Context } from '../context.js';
import {
  CHALLENGE_OUTCOMES,
  FAKE_RECAPTCHA_SCRIPT,
  agencySiteKey,
  type ChallengeOutcome,
  type TokenCheck,
} from '../recaptcha.js';
import { send } from '../respond.js';
import { json } from './present.js';

/** GET /__sandbox/recaptcha/api.js */
export async function fakeRecaptchaScript(ctx: Context): Promise<void> {
  send(ctx.req, ctx.res, FAKE_RECAPTCHA_SCRIPT, {
    contentType: 'text/javascript; charset=utf-8',
    headers: { 'Cache-Control': 'no-cache' },
    etag: true,
  });
}

/** POST /__sandbox/recaptcha/challenge */
export async function runChallenge(ctx: Context): Promise<void> {
  const siteKey = agencySiteKey(ctx.agency);
  if (siteKey === undefined || textField(ctx.body.fields, 'sitekey').trim() !== siteKey) {
    return json(ctx, 200, { ok: false, error: 'invalid-site-key' });
  }
  const token = ctx.app.recaptcha.challenge(
    ctx.agency.slug,
    siteKey,
    textField(ctx.body.fields, 'action'),
    ctx.app.now(),
  );
  json(
    ctx,
    200,
    token === undefined ? { ok: false, error: 'challenge-failed' } : { ok: true, token },
  );
}

/** POST /__sandbox/recaptcha {outcome, times?} */
export async function setChallengeOutcome(ctx: Context): Promise<void> {
  const outcome = ctx.body.fields['outcome'];
  const times = ctx.body.fields['times'];
  const errors: string[] = [];
  if (!CHALLENGE_OUTCOMES.includes(outcome as ChallengeOutcome))
    errors.push("outcome must be 'pass', 'fail' or 'invalid'");
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1))
    errors.push('times must be a positive whole number');
  if (errors.length > 0) return json(ctx, 422, { errors });
  ctx.app.recaptcha.setOutcome(outcome as ChallengeOutcome, times as number | undefined);
  json(ctx, 200, ctx.app.recaptcha.state());
}

/** DELETE /__sandbox/recaptcha */
export async function resetChallenges(ctx: Context): Promise<void> {
  ctx.app.recaptcha.reset();
  json(ctx, 200, ctx.app.recaptcha.state());
}

/** GET /__sandbox/recaptcha */
export async function challengeState(ctx: Context): Promise<void> {
  json(ctx, 200, ctx.app.recaptcha.state());
}

/**
 * The platform's check of the bot-check token a call carries, when the agency's check is on (a
 * site key, no no-bot-check flag): `undefined` when the call may go on, else why it is refused.
 * `optional`: a call without a token goes on (sign-in, where SPEC §4 makes the check optional);
 * one with a token must carry a good one.
 */
export function botCheckRefusal(
  ctx: Context,
  optional = false,
): Exclude<TokenCheck, { ok: true }>['reason'] | undefined {
  const siteKey = agencySiteKey(ctx.agency);
  if (siteKey === undefined) return undefined;
  const token = textField(ctx.body.fields, BOT_CHECK_TOKEN_FIELD);
  if (optional && token.trim() === '') return undefined;
  const check = ctx.app.recaptcha.verify(token, ctx.agency.slug, siteKey, ctx.app.now());
  if (check.ok) return undefined;
  ctx.app.log(`bot check refused on ${ctx.method} ${ctx.url.pathname}: ${check.reason}`);
  return check.reason;
}
