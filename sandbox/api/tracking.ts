/**
 * Tracking and third-party-ish calls (SPEC §7): property views, exposures, cookie-consent logs,
 * the analytics snippet injected after consent, and the legacy calendar script.
 */
import { textEntries, textField, type FieldValue } from '../body.js';
import type { Context } from '../context.js';
import { send } from '../respond.js';
import { LEGACY_CALENDAR_SCRIPT_SOURCE } from '../legacy-calendar.js';
import { json } from './present.js';

const MAX_EXPOSURES = 500;

/** POST /property_views: property_id, domain. */
export async function recordPropertyView(ctx: Context): Promise<void> {
  const propertyId = textField(ctx.body.fields, 'property_id');
  if (!ctx.agency.listingsById.has(propertyId)) return json(ctx, 422, { errors: ['property_id must name a listed property'] });
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
  const wanted = [...new Set(ids(ctx.body.fields['property_ids']).map((id) => id.trim()).filter((id) => id !== ''))];
  if (wanted.length === 0) return json(ctx, 422, { errors: ['property_ids is required'] });
  if (wanted.length > MAX_EXPOSURES) return json(ctx, 422, { errors: [`at most ${MAX_EXPOSURES} property_ids at once`] });
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
  json(ctx, 200, { ok: true, count: known.length, ignored: wanted.filter((id) => !known.includes(id)) });
}

/** POST /ajax-events/logs: the cookie-consent status. */
export async function recordCookieLog(ctx: Context): Promise<void> {
  const { authenticity_token: _t, _method: _m, ...rest } = textEntries(ctx.body.fields);
  const status = (rest['status'] ?? rest['consent'] ?? rest['cookie_consent'] ?? rest['event'] ?? '').slice(0, 60);
  if (status === '') return json(ctx, 422, { errors: ['status is required'] });
  const at = ctx.app.now().toISOString();
  await ctx.app.store.update((d) => {
    d.cookieLogs.push({ agency: ctx.agency.slug, status, details: Object.fromEntries(Object.entries(rest).slice(0, 20)), at });
  });
  json(ctx, 200, { ok: true });
}

/** GET /analytics_code: snippets injected after consent. They make no network requests. */
export async function analyticsCode(ctx: Context): Promise<void> {
  json(ctx, 200, {
    analytics_code: `<script>window.sandboxAnalytics=window.sandboxAnalytics||[];window.sandboxAnalytics.push({event:'consent-granted',agency:${JSON.stringify(ctx.agency.slug)}});</script>`,
    head_analytics_code: '<meta name="sandbox-analytics" content="enabled">',
  });
}

/** GET /legacy_asset_bundles/legacy_calendar.js: a small booking calendar (sandbox/legacy-calendar.ts). */
export async function legacyCalendar(ctx: Context): Promise<void> {
  send(ctx.req, ctx.res, LEGACY_CALENDAR_SCRIPT_SOURCE, { contentType: 'text/javascript; charset=utf-8', headers: { 'Cache-Control': 'public, max-age=3600' }, etag: true });
}
