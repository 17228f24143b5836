/**
 * Saved properties and saved searches of the signed-in user (SPEC §4 Identity and saved items,
 * §7): list, add, remove, change the alert frequency, and save a search (POST /search?{query}).
 */
import { parseSearchUrl, searchFromQuery } from '../../core/index.js';
import type { Search, AlertFrequency } from '../../core/index.js';
import { textField, type FieldValue } from '../body.js';
import type { Context } from '../context.js';
import { cardOf } from '../seed/properties.js';
import { json, requireUser, savedPropertyIds, savedSearchJson } from './present.js';

const FREQUENCIES: readonly AlertFrequency[] = ['I', 'W', 'M', 'N'];

export async function listSavedProperties(ctx: Context): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  const ids = savedPropertyIds(ctx.app.store.data, ctx.agency, user.id);
  const properties = ids.flatMap((id) => {
    const listing = ctx.agency.listingsById.get(id);
    return listing ? [cardOf(listing.detail)] : [];
  });
  json(ctx, 200, { property_ids: ids, properties });
}

/** Ids from a comma string ('1,2'), a list, or a single value. */
function idList(value: FieldValue | undefined): string[] {
  const raw = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string' || typeof value === 'number'
      ? String(value).split(',')
      : [];
  return [...new Set(raw.map((id) => id.trim()).filter((id) => id !== ''))];
}

export async function addSavedProperties(ctx: Context): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  const ids = idList(
    ctx.body.fields['property_ids'] ?? ctx.url.searchParams.get('property_ids') ?? undefined,
  );
  if (ids.length === 0)
    return json(ctx, 422, {
      errors: ['property_ids is required (a comma-separated list of property ids)'],
    });
  const known = ids.filter((id) => ctx.agency.listingsById.has(id));
  const ignored = ids.filter((id) => !ctx.agency.listingsById.has(id));
  const at = ctx.app.now().toISOString();
  await ctx.app.store.update((d) => {
    for (const propertyId of known) {
      if (
        !d.savedProperties.some(
          (r) =>
            r.agency === ctx.agency.slug && r.userId === user.id && r.propertyId === propertyId,
        )
      ) {
        d.savedProperties.push({
          agency: ctx.agency.slug,
          userId: user.id,
          propertyId,
          savedAt: at,
        });
      }
    }
  });
  json(ctx, 200, {
    property_ids: savedPropertyIds(ctx.app.store.data, ctx.agency, user.id),
    ignored,
  });
}

export async function removeSavedProperty(ctx: Context): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  const propertyId = ctx.params['id'] ?? '';
  const isMine = (r: { agency: string; userId: string; propertyId: string }) =>
    r.agency === ctx.agency.slug && r.userId === user.id && r.propertyId === propertyId;
  if (ctx.app.store.data.savedProperties.some(isMine)) {
    await ctx.app.store.update((d) => {
      d.savedProperties = d.savedProperties.filter((r) => !isMine(r));
    });
  }
  json(ctx, 200, { property_ids: savedPropertyIds(ctx.app.store.data, ctx.agency, user.id) });
}

export async function listSavedSearches(ctx: Context): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  const searches = ctx.app.store.data.savedSearches
    .filter((s) => s.agency === ctx.agency.slug && s.userId === user.id)
    .map((s) => savedSearchJson(ctx.agency, s));
  json(ctx, 200, { saved_searches: searches });
}

const NOT_SEARCH_KEYS = new Set([
  'id',
  'search_id',
  'alert_frequency',
  'authenticity_token',
  '_method',
  'hashbang',
]);

/** The search named by a query: the /search URL form (with `fragment`) or the flat .ljson form. */
export function searchFromUrl(url: URL): Search {
  return url.searchParams.has('fragment')
    ? parseSearchUrl(`${url.pathname}${url.search}`)
    : searchFromQuery(url.searchParams);
}

/** What a saved search keeps: no page, no clicked property, no display-only place. */
function savable(search: Search): Search {
  const { page: _p, clickedProperty: _c, place: _pl, ...rest } = search;
  return rest;
}

function frequencyFrom(ctx: Context): AlertFrequency | 'invalid' | undefined {
  const raw =
    ctx.url.searchParams.get('alert_frequency') ?? textField(ctx.body.fields, 'alert_frequency');
  if (raw === '') return undefined;
  return (FREQUENCIES as readonly string[]).includes(raw) ? (raw as AlertFrequency) : 'invalid';
}

/** POST /search?{query}: save the search for the signed-in user (alert frequency 'I' unless given). */
export async function createSavedSearch(ctx: Context): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  const frequency = frequencyFrom(ctx);
  if (frequency === 'invalid')
    return json(ctx, 422, { errors: ['alert_frequency must be one of I, W, M, N'] });
  const search = savable(searchFromUrl(ctx.url));
  const key = JSON.stringify(search);
  const existing = ctx.app.store.data.savedSearches.find(
    (s) => s.agency === ctx.agency.slug && s.userId === user.id && JSON.stringify(s.search) === key,
  );
  if (existing) return json(ctx, 200, savedSearchJson(ctx.agency, existing));
  const at = ctx.app.now().toISOString();
  const record = await ctx.app.store.update((d) => {
    d.counters.search += 1;
    const created = {
      search_id: String(d.counters.search),
      agency: ctx.agency.slug,
      userId: user.id,
      search,
      alert_frequency: frequency ?? 'I',
      createdAt: at,
      updatedAt: at,
    };
    d.savedSearches.push(created);
    return created;
  });
  json(ctx, 200, savedSearchJson(ctx.agency, record));
}

/** POST /saved_searches?{fields incl. id} with _method=put: change the alert frequency (and the search). */
export async function updateSavedSearch(ctx: Context): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  const id =
    ctx.url.searchParams.get('id') ??
    ctx.url.searchParams.get('search_id') ??
    (textField(ctx.body.fields, 'id') || textField(ctx.body.fields, 'search_id'));
  const existing = ctx.app.store.data.savedSearches.find(
    (s) => s.agency === ctx.agency.slug && s.userId === user.id && s.search_id === id,
  );
  if (!existing) return json(ctx, 404, { error: 'not-found', message: 'No such saved search.' });
  const frequency = frequencyFrom(ctx);
  if (frequency === 'invalid')
    return json(ctx, 422, { errors: ['alert_frequency must be one of I, W, M, N'] });
  const searchKeys = [...ctx.url.searchParams.keys()].filter((k) => !NOT_SEARCH_KEYS.has(k));
  const search = searchKeys.length > 0 ? savable(searchFromUrl(ctx.url)) : existing.search;
  const at = ctx.app.now().toISOString();
  const updated = await ctx.app.store.update((d) => {
    const index = d.savedSearches.findIndex((s) => s.search_id === existing.search_id);
    const next = {
      ...existing,
      search,
      alert_frequency: frequency ?? existing.alert_frequency,
      updatedAt: at,
    };
    d.savedSearches[index] = next;
    return next;
  });
  json(ctx, 200, savedSearchJson(ctx.agency, updated));
}

/** POST /searches/{search_id} with _method=delete. */
export async function deleteSavedSearch(ctx: Context): Promise<void> {
  const user = requireUser(ctx);
  if (!user) return;
  const id = ctx.params['id'];
  const found = ctx.app.store.data.savedSearches.some(
    (s) => s.agency === ctx.agency.slug && s.userId === user.id && s.search_id === id,
  );
  if (!found) return json(ctx, 404, { error: 'not-found', message: 'No such saved search.' });
  await ctx.app.store.update((d) => {
    d.savedSearches = d.savedSearches.filter((s) => !(s.userId === user.id && s.search_id === id));
  });
  json(ctx, 200, { ok: true, search_id: id });
}
