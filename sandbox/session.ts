/**
 * Sessions by cookie and the authenticity token (SPEC §3, §7).
 *
 * Every visitor gets an HttpOnly, SameSite=Lax session cookie holding a random id. The
 * authenticity token is an HMAC of that id under the store's secret, so it needs no storage and
 * survives restarts; signing in records the session against the user in the store. The cookie
 * (and so the token) stays the same across sign-in and sign-out, because the front end reads the
 * token once per page load.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Session } from './context.js';
import type { AgencySlug } from './seed/types.js';
import type { Store } from './store.js';

export const SESSION_COOKIE = 'sandbox_session';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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

export function hashSessionId(id: string): string {
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
  /** A Set-Cookie header value when a new cookie must be issued. */
  readonly setCookie?: string;
}

function cookieHeader(id: string, req: IncomingMessage): string {
  const secure = req.headers['x-forwarded-proto'] === 'https' || (req.socket as { encrypted?: boolean }).encrypted === true;
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_SECONDS}${secure ? '; Secure' : ''}`;
}

/** The visitor's session: from the cookie when it is well formed, else a new one. */
export function resolveSession(req: IncomingMessage, store: Store, agency: AgencySlug, now: Date): ResolvedSession {
  const presented = parseCookies(req.headers.cookie)[SESSION_COOKIE];
  const valid = presented !== undefined && ID_PATTERN.test(presented);
  const id = valid ? presented : randomBytes(32).toString('base64url');
  const token = tokenFor(store.data.secret, agency, id);
  const idHash = hashSessionId(id);
  const cutoff = now.getTime() - SESSION_MAX_AGE_SECONDS * 1000;
  const record = valid ? store.data.sessions.find((s) => s.idHash === idHash && s.agency === agency && Date.parse(s.lastSeenAt) > cutoff) : undefined;
  const user = record ? store.data.users.find((u) => u.id === record.userId && u.agency === agency) : undefined;
  return {
    session: { id, token, ...(user ? { user } : {}) },
    ...(valid ? {} : { setCookie: cookieHeader(id, req) }),
  };
}

/** Record that this session is signed in as `userId`. */
export async function signIn(store: Store, agency: AgencySlug, sessionId: string, userId: string, now: Date): Promise<void> {
  const idHash = hashSessionId(sessionId);
  const at = now.toISOString();
  const cutoff = now.getTime() - SESSION_MAX_AGE_SECONDS * 1000;
  await store.update((d) => {
    d.sessions = d.sessions.filter((s) => s.idHash !== idHash && Date.parse(s.lastSeenAt) > cutoff);
    d.sessions.push({ idHash, agency, userId, createdAt: at, lastSeenAt: at });
  });
}

export async function signOut(store: Store, sessionId: string): Promise<void> {
  const idHash = hashSessionId(sessionId);
  if (!store.data.sessions.some((s) => s.idHash === idHash)) return;
  await store.update((d) => {
    d.sessions = d.sessions.filter((s) => s.idHash !== idHash);
  });
}
