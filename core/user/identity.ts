/**
 * Who the visitor is (SPEC §4 "Identity and saved items", §6): signed in iff `user_id` is set.
 * A visitor who is not signed in is the local user, whose saved items live only in the browser.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { Failure, Result } from '../failures/failures.js';
import type { AlertFrequency, SavedSearch, User } from './user.js';
import { decodeSavedPropertyIds } from './saved-properties.js';

/** The default user: nobody signed in (SPEC §3 "user_id (null for the default user)"). */
export const LOCAL_USER: User = Object.freeze({ user_id: null });

/** Signed in iff `user_id` is a non-blank value (SPEC §4, §6). */
export function isSignedIn(user: User | null | undefined): boolean {
  const id = user?.user_id;
  return typeof id === 'string' && id.trim() !== '';
}

/** What loading the current user decided (SPEC §4 "On user load"). */
export type UserLoad =
  /** Set current and local user, load saved items from the server, emit the signed-in event. */
  | { readonly kind: 'signed-in'; readonly user: User }
  /**
   * Use the local user and restore saved items from local storage. `failure` is set when the
   * user could not be fetched; SPEC §8 says that is only logged.
   */
  | { readonly kind: 'local'; readonly user: User; readonly failure?: Failure };

/** Decides the user after GET /user.ljson answered: a signed-in user, else the local user. */
export function userAfterLoad(loaded: Result<User>): UserLoad {
  if (isLeft(loaded)) return { kind: 'local', user: LOCAL_USER, failure: loaded.left };
  return isSignedIn(loaded.right)
    ? { kind: 'signed-in', user: loaded.right }
    : { kind: 'local', user: LOCAL_USER };
}

/** The first wait before asking again who the visitor is, after the platform could not say. */
export const USER_RETRY_FIRST_MS = 2_000;
/** The longest wait between two such asks: the page keeps asking while it is open. */
export const USER_RETRY_MAX_MS = 60_000;

/**
 * How long to wait before the `attempt`-th new ask for the current user (1 for the first retry):
 * doubling from 2 s, at most a minute. A visitor whose account the platform could not confirm is
 * neither signed in nor anonymous meanwhile, so what they save is kept for whoever it turns out
 * to be.
 */
export function userRetryDelayMs(attempt: number): number {
  const step = Number.isFinite(attempt) ? Math.max(1, Math.floor(attempt)) : 1;
  return Math.min(USER_RETRY_MAX_MS, USER_RETRY_FIRST_MS * 2 ** Math.min(step - 1, 16));
}

export interface SignedOut {
  readonly user: User;
  /** Saved searches are cleared; local saved properties are kept (see signOutSavedProperties). */
  readonly savedSearches: readonly SavedSearch[];
}

/** After a successful sign-out the user is the local user again and saved searches are cleared. */
export function userAfterSignOut(): SignedOut {
  return { user: LOCAL_USER, savedSearches: [] };
}

// ---- Decoding the platform's user (GET /user.ljson): nulls and numbers tolerated -------------

type Fields = Readonly<Record<string, unknown>>;

function isFields(u: unknown): u is Fields {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

/** Text fields: strings as sent, finite numbers as their text (ids and house numbers). */
function text(u: unknown): string | undefined {
  if (typeof u === 'string') return u;
  return typeof u === 'number' && Number.isFinite(u) ? String(u) : undefined;
}

/** Whole non-negative counts and prices, also from digit strings; anything else is absent. */
function count(u: unknown): number | undefined {
  const n = typeof u === 'string' && /^\s*\d+\s*$/.test(u) ? Number(u) : u;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

function tagList(u: unknown): string[] | undefined {
  const parts =
    typeof u === 'string'
      ? u.split(',')
      : Array.isArray(u)
        ? u.filter((x): x is string => typeof x === 'string')
        : undefined;
  return parts?.map((p) => p.trim()).filter((p) => p !== '');
}

const ALERT_FREQUENCY_CODES: readonly AlertFrequency[] = ['I', 'W', 'M', 'N'];

function alertFrequency(u: unknown): AlertFrequency {
  return ALERT_FREQUENCY_CODES.find((code) => code === u) ?? 'I';
}

/** Copies the fields whose value is defined, so absent fields stay absent (not undefined). */
function defined<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as T;
}

/** One saved search from the wire; channel defaults to sales when absent, unknown channels drop the item. */
function savedSearchFrom(u: unknown): SavedSearch | undefined {
  if (!isFields(u)) return undefined;
  const channel = u['channel'] ?? 'sales';
  if (channel !== 'sales' && channel !== 'lettings') return undefined;
  return defined<SavedSearch>({
    search_id: text(u['search_id']),
    channel,
    placeId: text(u['placeId']),
    q: text(u['q']),
    minBeds: count(u['minBeds']),
    maxBeds: count(u['maxBeds']),
    minPrice: count(u['minPrice']),
    maxPrice: count(u['maxPrice']),
    tags: tagList(u['tags']),
    alert_frequency: alertFrequency(u['alert_frequency']),
    path: text(u['path']),
  });
}

function savedSearchesFrom(u: unknown[]): SavedSearch[] {
  return u.map(savedSearchFrom).filter((s): s is SavedSearch => s !== undefined);
}

/**
 * Codec of a saved-search list from the platform: unreadable items are dropped, alert frequency
 * defaults to 'I', counts must be whole non-negative numbers. A value that is not an array fails.
 */
export const SavedSearchesCodec = new t.Type<SavedSearch[], SavedSearch[], unknown>(
  'SavedSearches',
  (u): u is SavedSearch[] =>
    Array.isArray(u) && u.every((s) => isFields(s) && typeof s['channel'] === 'string'),
  (u, context) => (Array.isArray(u) ? t.success(savedSearchesFrom(u)) : t.failure(u, context)),
  (searches) => searches,
);

/**
 * The text fields of a user (SPEC §3 User), as the platform sends and accepts them, in the order
 * a profile form shows them.
 */
export const USER_TEXT_FIELDS = [
  'title',
  'first_name',
  'last_name',
  'email',
  'tel_home',
  'tel_mobile',
  'house_name',
  'house_number',
  'street_address',
  'address_2',
  'locality',
  'town',
  'county',
  'postcode',
] as const;

function userFrom(u: Fields): User {
  const texts = Object.fromEntries(USER_TEXT_FIELDS.map((field) => [field, text(u[field])]));
  const userId = text(u['user_id']);
  const preferenceId = text(u['marketing_preference_id']);
  const optedIn = u['is_opted_in_to_marketing'];
  return defined<User>({
    ...texts,
    user_id: userId !== undefined && userId.trim() !== '' ? userId : null,
    is_opted_in_to_marketing: typeof optedIn === 'boolean' ? optedIn : undefined,
    marketing_preference_id:
      preferenceId ?? (u['marketing_preference_id'] === null ? null : undefined),
    saved_properties: Array.isArray(u['saved_properties'])
      ? decodeSavedPropertyIds(u['saved_properties'])
      : undefined,
    saved_searches: Array.isArray(u['saved_searches'])
      ? savedSearchesFrom(u['saved_searches'])
      : undefined,
  });
}

/**
 * Codec of the platform's user body (SPEC §3 User, §7 GET /user.ljson). Tolerant: null or
 * missing fields are absent, numeric ids become strings, a blank or null user_id is the local
 * user (user_id null), unknown fields are dropped. Only a body that is not an object fails.
 */
export const UserCodec = new t.Type<User, User, unknown>(
  'User',
  (u): u is User =>
    isFields(u) &&
    (u['user_id'] === undefined || u['user_id'] === null || typeof u['user_id'] === 'string'),
  (u, context) => (isFields(u) ? t.success(userFrom(u)) : t.failure(u, context)),
  (user) => user,
);
