/**
 * Test and inspection endpoints under /__sandbox: the fault switch and a JSON listing of what
 * visitors sent. The listing shows password reset links: the sandbox sends no email, so this is
 * where they go. They answer only this machine (local-requests.ts), and their state-changing calls
 * need the session's authenticity token like every other.
 */
import type { Context } from '../context.js';
import { parseFault } from '../faults.js';
import { mailedLinks } from '../password-resets.js';
import type { StoreData } from '../store-types.js';
import { json } from './present.js';

/** POST /__sandbox/faults {method?, path, mode, status?, delayMs?, times?} */
export async function addFault(ctx: Context): Promise<void> {
  const parsed = parseFault(ctx.body.fields);
  if (!parsed.ok) return json(ctx, 422, { errors: parsed.errors });
  json(ctx, 201, { fault: ctx.app.faults.add(parsed.fault) });
}

export async function clearFaults(ctx: Context): Promise<void> {
  ctx.app.faults.clear();
  json(ctx, 200, { faults: [] });
}

export async function listFaults(ctx: Context): Promise<void> {
  json(ctx, 200, { faults: ctx.app.faults.list() });
}

/**
 * Everything visitors sent, users without password hashes, sessions only counted, and each
 * password reset with the link that was "mailed" for it.
 */
export function inspectionListing(data: StoreData, agency?: string): Record<string, unknown> {
  const mine = <T extends { agency: string }>(list: readonly T[]) =>
    agency ? list.filter((r) => r.agency === agency) : [...list];
  const links = mailedLinks(mine(data.outbox));
  return {
    users: mine(data.users).map(({ passwordHash: _hash, ...user }) => user),
    sessions: mine(data.sessions).length,
    leads: mine(data.leads),
    formSubmissions: mine(data.formSubmissions),
    savedProperties: mine(data.savedProperties),
    savedSearches: mine(data.savedSearches),
    propertyViews: mine(data.propertyViews),
    exposures: mine(data.exposures),
    cookieLogs: mine(data.cookieLogs),
    passwordResets: mine(data.passwordResets).map((reset) => {
      const link = reset.tokenHash === undefined ? undefined : links.get(reset.tokenHash);
      return link === undefined ? reset : { ...reset, link };
    }),
  };
}

/** GET /__sandbox/data[?agency=oakfield] */
export async function dataListing(ctx: Context): Promise<void> {
  json(
    ctx,
    200,
    inspectionListing(ctx.app.store.data, ctx.url.searchParams.get('agency') ?? undefined),
  );
}
