/** How stored records go out on the wire (SPEC §3 User, Saved search; §7 responses). */
import { buildSearchPath, buildSearchUrl, escapeHtml } from '../../core/index.js';
import type { SavedSearch } from '../../core/index.js';
import type { Context } from '../context.js';
import { sendJson } from '../respond.js';
import type { AgencyData } from '../seed/types.js';
import type { SavedSearchRecord, StoreData, UserRecord } from '../store-types.js';

export function json(ctx: Context, status: number, value: unknown): void {
  sendJson(ctx.req, ctx.res, status, value);
}

/** The signed-in user, or a 401 answer and undefined. */
export function requireUser(ctx: Context): UserRecord | undefined {
  if (ctx.session.user) return ctx.session.user;
  json(ctx, 401, { error: 'sign-in-required', message: 'Please sign in first.' });
  return undefined;
}

export function savedSearchJson(
  agency: AgencyData,
  record: SavedSearchRecord,
): SavedSearch & Record<string, unknown> {
  const s = record.search;
  const place =
    s.placeId === undefined ? undefined : agency.places.find((p) => p.place_id === s.placeId);
  const q = place ? `${place.name}, ${place.county_name}` : s.q;
  return {
    search_id: record.search_id,
    channel: s.channel,
    ...(s.placeId !== undefined ? { placeId: s.placeId } : {}),
    ...(q !== undefined ? { q } : {}),
    ...(s.minBeds !== undefined ? { minBeds: s.minBeds } : {}),
    ...(s.maxBeds !== undefined ? { maxBeds: s.maxBeds } : {}),
    ...(s.minPrice !== undefined ? { minPrice: s.minPrice } : {}),
    ...(s.maxPrice !== undefined ? { maxPrice: s.maxPrice } : {}),
    ...(s.tags !== undefined ? { tags: s.tags } : {}),
    alert_frequency: record.alert_frequency,
    path: buildSearchPath(s),
    url: buildSearchUrl(s),
    search: s,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export function savedPropertyIds(data: StoreData, agency: AgencyData, userId: string): string[] {
  return data.savedProperties
    .filter((r) => r.agency === agency.slug && r.userId === userId)
    .map((r) => r.propertyId);
}

/** The user as GET /user.ljson returns it: never the password hash. */
export function userJson(
  data: StoreData,
  agency: AgencyData,
  user: UserRecord,
): Record<string, unknown> {
  const address = [
    user.house_name,
    [user.house_number, user.street_address].filter(Boolean).join(' '),
    user.address_2,
    user.locality,
    user.town,
    user.county,
    user.postcode,
  ]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map(escapeHtml);
  return {
    user_id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    title: user.title ?? '',
    email: user.email,
    tel_home: user.tel_home ?? '',
    tel_mobile: user.tel_mobile ?? '',
    house_name: user.house_name ?? '',
    house_number: user.house_number ?? '',
    street_address: user.street_address ?? '',
    address_2: user.address_2 ?? '',
    address_html: address.join('<br>'),
    locality: user.locality ?? '',
    town: user.town ?? '',
    county: user.county ?? '',
    postcode: user.postcode ?? '',
    is_opted_in_to_marketing: user.is_opted_in_to_marketing,
    marketing_preference_id: user.marketing_preference_id,
    marketing_preferences: {
      is_opted_in_to_marketing: user.is_opted_in_to_marketing,
      opt_in_marketing_at: user.opt_in_marketing_at ?? null,
    },
    custom_marketing_preferences: user.custom_marketing_preferences ?? {},
    portal_leads: [],
    saved_properties: savedPropertyIds(data, agency, user.id),
    saved_searches: data.savedSearches
      .filter((s) => s.agency === agency.slug && s.userId === user.id)
      .map((s) => savedSearchJson(agency, s)),
    agency: { hfpe_enabled: false, name: agency.name, email: agency.email },
    agency_website_vip: false,
    reapit_tracker_jwt: null,
  };
}
