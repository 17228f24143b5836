/**
 * Sessions by cookie and the authenticity token (SPEC §3, §7).
 *
 * Every visitor gets an HttpOnly, SameSite=Lax session cookie holding a random id. The
 * authenticity token is an HMAC of that id under the store's secret, so it needs no storage and
 * survives restarts; a signed-in session is a record in the store (only the id's hash is kept).
 *
 * Signing in, registering, choosing a password from a reset link and signing out each give the
 * visitor a NEW id (`rotateSession`): the old record is removed, so a cookie planted or seen before the
 * sign-in (session fixation) signs no one in, and a token read before it is refused. The new token
 * goes out in the X-CSRF-Token response header (and as `authenticity_token` in JSON answers), which
 * the front end's HTTP client picks up, since the page's settings still hold the old one. A new
 * visitor's first answer carries its token the same way. (An old cookie still works as an
 * anonymous session with its own token, as any made-up cookie would: it just signs no one in.)
 * A password change ends the user's other sessions (`endOtherSessions`).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Session } from './context.js';
import { isSecureRequest } from './respond.js';
import type { AgencySlug } from './seed/types.js';
import type { Store } from './store.js';
import type { Draft, SessionRecord, StoreData } from './store-types.js';

export const SESSION_COOKIE = 'sandbox_session';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (!(name in out)) out[name] = value;
  }
  return out;
}

/** A random secret id (32 bytes, base64url): a session id, a password reset token. */
export function newSecretId(): string {
  return randomBytes(32).toString('base64url');
}

/** The shape of `newSecretId`: anything else is not worth looking up. */
export const SECRET_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the store keeps of a secret id: its sha256, so a stolen data file gives no usable id. */
export function hashSecretId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

export function tokenFor(secret: string, agency: AgencySlug, sessionId: string): string {
  return createHmac('sha256', secret).update(`${agency}:${sessionId}`).digest('base64url');
}

/** Constant-time comparison of a presented token with the session's. */
export function tokenMatches(presented: string | undefined, expected: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface ResolvedSession {
  readonly session: Session;
  /** True when the visitor brought no usable cookie: a new one (and so a new token) must go out. */
  readonly isNew: boolean;
}

/** The header that carries a new authenticity token in a response (and a presented one in a request). */
export const TOKEN_HEADER = 'X-CSRF-Token';

function cookieHeader(id: string, req: IncomingMessage): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_SECONDS}${isSecureRequest(req) ? '; Secure' : ''}`;
}

/**
 * Hand the visitor a session id: the cookie, and its token in X-CSRF-Token so a page already
 * loaded (whose settings hold the previous token) can carry on.
 */
export function sendSessionHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  session: Session,
): void {
  res.setHeader('Set-Cookie', cookieHeader(session.id, req));
  res.setHeader(TOKEN_HEADER, session.token);
}

function isLive(record: SessionRecord, now: Date): boolean {
  return Date.parse(record.lastSeenAt) > now.getTime() - SESSION_MAX_AGE_SECONDS * 1000;
}

/** The visitor's session: from the cookie when it is well formed, else a new one. */
export function resolveSession(
  req: IncomingMessage,
  store: Store,
  agency: AgencySlug,
  now: Date,
): ResolvedSession {
  const presented = parseCookies(req.headers.cookie)[SESSION_COOKIE];
  const valid = presented !== undefined && SECRET_ID_PATTERN.test(presented);
  const id = valid ? presented : newSecretId();
  const token = tokenFor(store.data.secret, agency, id);
  const idHash = hashSecretId(id);
  const record = valid
    ? store.data.sessions.find((s) => s.idHash === idHash && s.agency === agency && isLive(s, now))
    : undefined;
  const user = record
    ? store.data.users.find((u) => u.id === record.userId && u.agency === agency)
    : undefined;
  return { session: { id, token, ...(user ? { user } : {}) }, isNew: !valid };
}

/**
 * Replace the visitor's session with a new id, signed in as `userId` when given and signed out
 * otherwise. The old session's record goes (with any expired ones), the new cookie and token go
 * out in the response headers, and the new token is returned for the JSON answer.
 */
export async function rotateSession(ctx: Context, userId?: string): Promise<string> {
  const { store } = ctx.app;
  const agency = ctx.agency.slug;
  const now = ctx.app.now();
  const oldHash = hashSecretId(ctx.session.id);
  const id = newSecretId();
  const rotated: Session = { id, token: tokenFor(store.data.secret, agency, id) };
  // A visitor who was never signed in has no record to drop: nothing to write then.
  if (userId !== undefined || store.data.sessions.some((s) => s.idHash === oldHash)) {
    const at = now.toISOString();
    await store.update((d) => {
      d.sessions = d.sessions.filter((s) => s.idHash !== oldHash && isLive(s, now));
      if (userId !== undefined)
        d.sessions.push({
          idHash: hashSecretId(id),
          agency,
          userId,
          createdAt: at,
          lastSeenAt: at,
        });
    });
  }
  sendSessionHeaders(ctx.req, ctx.res, rotated);
  return rotated.token;
}

/**
 * Sign the user out everywhere but here (after a password change, whoever knew the old password
 * may hold a session): a mutator for `Store.update`.
 */
export function endOtherSessions(
  draft: Draft<StoreData>,
  agency: AgencySlug,
  userId: string,
  keepSessionId: string,
): void {
  const keep = hashSecretId(keepSessionId);
  draft.sessions = draft.sessions.filter(
    (s) => s.agency !== agency || s.userId !== userId || s.idHash === keep,
  );
}
