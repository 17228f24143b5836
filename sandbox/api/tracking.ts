/**
 * Tracking and third-party-ish calls (SPEC §7): property views, exposures, cookie-consent logs
 * (and the cookie banner's form, sent by a page that runs no script),
 * the analytics snippet injected after consent, and the legacy calendar script.
 */
import { textEntries, textField, type FieldValue } from '../body.js';
import type { Context } from '../context.js';
import {
  CONSENT_FORM,
  consentCookieText,
  consentFormDecision,
  consentLogStatus,
} from '../../core/index.js';
import { isSecureRequest, redirect, requestOrigin, safeLocalPath, send } from '../respond.js';
import { LEGACY_CALENDAR_SCRIPT_SOURCE } from '../legacy-calendar.js';
import { ANALYTICS_TAG_SOURCE } from '../analytics.js';
import { json } from './present.js';

const MAX_EXPOSURES = 500;

/** POST /property_views: property_id, domain. */
export async function recordPropertyView(ctx: Context): Promise<void> {
  const propertyId = textField(ctx.body.fields, 'property_id');
  if (!ctx.agency.listingsById.has(propertyId))
    return json(ctx, 422, { errors: ['property_id must name a listed property'] });
  const at = ctx.app.now().toISOString();
  await ctx.app.store.update((d) => {
    d.propertyViews.push({
      agency: ctx.agency.slug,
      propertyId,
      domain: textField(ctx.body.fields, 'domain').slice(0, 200),
      ...(ctx.session.user ? { userId: ctx.session.user.id } : {}),
      at,
    });
  });
  json(ctx, 200, { ok: true });
}

function ids(value: FieldValue | undefined): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' || typeof value === 'number') return String(value).split(',');
  return [];
}

/** POST {exposuresUrl}/create_many: property_ids (list or comma string), domain, event_type. */
export async function recordExposures(ctx: Context): Promise<void> {
  const wanted = [
    ...new Set(
      ids(ctx.body.fields['property_ids'])
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  if (wanted.length === 0) return json(ctx, 422, { errors: ['property_ids is required'] });
  if (wanted.length > MAX_EXPOSURES)
    return json(ctx, 422, { errors: [`at most ${MAX_EXPOSURES} property_ids at once`] });
  const known = wanted.filter((id) => ctx.agency.listingsById.has(id));
  const at = ctx.app.now().toISOString();
  if (known.length > 0) {
    await ctx.app.store.update((d) => {
      d.exposures.push({
        agency: ctx.agency.slug,
        propertyIds: known,
        domain: textField(ctx.body.fields, 'domain').slice(0, 200),
        eventType: (textField(ctx.body.fields, 'event_type') || 'impression').slice(0, 60),
        at,
      });
    });
  }
  json(ctx, 200, {
    ok: true,
    count: known.length,
    ignored: wanted.filter((id) => !known.includes(id)),
  });
}

/** The cookie-consent statuses a log may carry (core's ConsentStatus). */
const CONSENT_STATUSES = ['accepted', 'rejected', 'partial'];

/**
 * POST /ajax-events/logs: the cookie-consent status (`status`, as the front end sends it with
 * `event_type: 'cookie_consent'` and `domain`), kept with the other fields as details. Any other
 * status is refused (422), so a wrong value in the front end shows in the tests.
 */
export async function recordCookieLog(ctx: Context): Promise<void> {
  const { authenticity_token: _t, _method: _m, ...rest } = textEntries(ctx.body.fields);
  const status = rest['status'] ?? '';
  if (!CONSENT_STATUSES.includes(status))
    return json(ctx, 422, { errors: [`status must be one of ${CONSENT_STATUSES.join(', ')}`] });
  await storeCookieLog(ctx, status, rest);
  json(ctx, 200, { ok: true });
}

async function storeCookieLog(
  ctx: Context,
  status: string,
  details: Record<string, string>,
): Promise<void> {
  const at = ctx.app.now().toISOString();
  const kept = Object.entries(details)
    .slice(0, 20)
    .map(([k, v]) => [k.slice(0, 60), v.slice(0, 200)]);
  await ctx.app.store.update((d) => {
    d.cookieLogs.push({ agency: ctx.agency.slug, status, details: Object.fromEntries(kept), at });
  });
}

/**
 * POST /cookie_consent (core's CONSENT_FORM): the cookie banner's form, sent by a page that runs
 * no script, from this site only. Sets the consent cookie as the page itself would (core's
 * consentCookieText), logs the choice as POST /ajax-events/logs does, and answers 303 to
 * `return_to` when that is a path of this site, else to the home page.
 */
export async function recordConsentChoice(ctx: Context): Promise<void> {
  if (!fromThisSite(ctx)) return json(ctx, 403, { error: 'same-origin-only' });
  if (ctx.agency.cookieConsent['enabled'] !== true) {
    return json(ctx, 404, { error: 'no-cookie-banner' });
  }
  const decision = consentFormDecision(textField(ctx.body.fields, CONSENT_FORM.decision));
  if (decision === undefined) {
    return json(ctx, 422, { errors: ['decision must be accepted or rejected'] });
  }
  const domain = ctx.req.headers.host ?? '';
  await storeCookieLog(ctx, consentLogStatus(decision), {
    event_type: 'cookie_consent',
    domain,
    sent_as: 'form',
  });
  const earlier = ctx.res.getHeader('Set-Cookie');
  const cookies = earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
  const consent = consentCookieText(decision, isSecureRequest(ctx.req));
  ctx.res.setHeader('Set-Cookie', [...cookies, consent]);
  const origin = requestOrigin(ctx.req) ?? 'http://sandbox.invalid';
  const back = safeLocalPath(textField(ctx.body.fields, CONSENT_FORM.returnTo), '/', origin);
  redirect(ctx.req, ctx.res, back, 303);
}

/**
 * Whether a request comes from a page of this very site: a browser says so in Sec-Fetch-Site
 * (same-origin, or none for one typed into the address bar), and an Origin header, when sent,
 * must be this site's. Tools that send neither (curl, the tests) pass.
 */
function fromThisSite(ctx: Context): boolean {
  const site = ctx.req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = ctx.req.headers['origin'];
  return origin === undefined || origin === requestOrigin(ctx.req);
}

/**
 * GET /analytics_code: the agency's snippets, injected by the front end after consent
 * (sandbox/analytics.ts; '' where the agency has none). Code that runs in the page is given to
 * the site's own pages only: another site's request gets 403, and no CORS header is ever sent.
 */
export async function analyticsCode(ctx: Context): Promise<void> {
  if (!fromThisSite(ctx)) return json(ctx, 403, { error: 'same-origin-only' });
  const { head, body } = ctx.agency.analyticsCode;
  json(ctx, 200, { analytics_code: body, head_analytics_code: head });
}

/** GET /__sandbox/analytics/tag.js: the external tag the demo analytics code loads. */
export async function analyticsTag(ctx: Context): Promise<void> {
  send(ctx.req, ctx.res, ANALYTICS_TAG_SOURCE, {
    contentType: 'text/javascript; charset=utf-8',
    headers: { 'Cache-Control': 'no-cache' },
    etag: true,
  });
}

/** GET /legacy_asset_bundles/legacy_calendar.js: a small booking calendar (sandbox/legacy-calendar.ts). */
export async function legacyCalendar(ctx: Context): Promise<void> {
  send(ctx.req, ctx.res, LEGACY_CALENDAR_SCRIPT_SOURCE, {
    contentType: 'text/javascript; charset=utf-8',
    headers: { 'Cache-Control': 'public, max-age=3600' },
    etag: true,
  });
}
