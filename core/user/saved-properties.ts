/**
 * Saved properties (SPEC §4 "Identity and saved items"). Properties are keyed by their
 * `property_id` only, always as a string: an older toolkit matched server items on `id` and
 * deleted properties the visitor still had saved. Nothing here removes an id the visitor still has.
 */
import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import type { StorageKey } from '../ports/storage.port.js';
import { STORAGE_KEYS } from '../storage/storage-keys.js';
import type { AnalyticsEvent } from '../ports/analytics.port.js';

/** Local storage keys (ARCHITECTURE §2: versioned; a corrupt value reads as empty). */
export const SAVED_PROPERTIES_KEY: StorageKey = STORAGE_KEYS.savedProperties;
/** Ids removed in this browser that the one-time merge must also remove from the server. */
export const SAVED_PROPERTY_REMOVALS_KEY: StorageKey = STORAGE_KEYS.savedPropertyRemovals;
/** Set once the local and server lists have been merged (SPEC §4: the merge happens once). */
export const SAVED_PROPERTIES_MERGED_KEY: StorageKey = STORAGE_KEYS.savedPropertiesMerged;
/**
 * While a visitor is signed in: the properties this browser held before they signed in (the
 * "local saved properties" SPEC §4 keeps at sign-out), apart from the account's.
 */
export const SAVED_PROPERTIES_SIGNED_OUT_KEY: StorageKey = STORAGE_KEYS.savedPropertiesSignedOut;

/** A property id as a trimmed string; numbers become their decimal text; blank is no id. */
export function normalisePropertyId(id: string | number): string | undefined {
  if (typeof id === 'number') return Number.isFinite(id) ? String(id) : undefined;
  const trimmed = id.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The analytics event of saving a property (not of removing one). Like every analytics event it
 * reaches the data layer only after cookie consent (the analytics port's gate).
 */
export function propertySavedEvent(propertyId: string): AnalyticsEvent {
  return { event: 'property_saved', property_id: propertyId };
}

/** Normalised ids, in first-seen order, without blanks or duplicates. */
function normaliseIds(ids: readonly (string | number)[]): string[] {
  const seen = new Set<string>();
  for (const id of ids) {
    const normal = normalisePropertyId(id);
    if (normal !== undefined) seen.add(normal);
  }
  return [...seen];
}

export function isPropertySaved(ids: readonly string[], id: string | number): boolean {
  const normal = normalisePropertyId(id);
  return normal !== undefined && normaliseIds(ids).includes(normal);
}

/** Saved property toggle (SPEC §4): removed if already saved, otherwise added at the end. */
export function toggleSavedProperty(ids: readonly string[], id: string | number): string[] {
  const current = normaliseIds(ids);
  const normal = normalisePropertyId(id);
  if (normal === undefined) return current;
  return current.includes(normal)
    ? current.filter((saved) => saved !== normal)
    : [...current, normal];
}

/**
 * Keeps the removals list in step with a toggle: an id the visitor removed is remembered for
 * the one-time merge, and forgotten again when they save it once more.
 */
export function trackRemoval(
  removals: readonly string[],
  id: string | number,
  savedNow: boolean,
): string[] {
  const current = normaliseIds(removals);
  const normal = normalisePropertyId(id);
  if (normal === undefined) return current;
  const others = current.filter((removed) => removed !== normal);
  return savedNow ? others : [...others, normal];
}

export interface SavedPropertiesMergeInput {
  readonly local: readonly (string | number)[];
  readonly server: readonly (string | number)[];
  /** Ids removed in this browser since the last merge (tombstones). */
  readonly localRemovals?: readonly (string | number)[];
  /** The flag recorded in local storage by an earlier merge. */
  readonly alreadyMerged: boolean;
}

export interface SavedPropertiesMerge {
  /** The list to keep locally (and show). */
  readonly merged: readonly string[];
  /** Saved only locally: to add on the server. */
  readonly pushToServer: readonly string[];
  /** On the server but removed locally (and not saved again): to delete on the server. */
  readonly deleteFromServer: readonly string[];
  /** Whether to record the merged flag now. */
  readonly markMerged: boolean;
}

/**
 * The one-time merge of local and server saved properties (SPEC §4). The first time: local-only
 * ids are pushed, server ids removed locally are deleted from the server, the local list becomes
 * local ∪ server minus those removals, and the flag is to be recorded. Once merged, nothing is
 * written to the server and the list is local ∪ server, so an id is never lost in either place.
 * An id still saved locally is never deleted, whatever the removals list says.
 */
export function mergeSavedProperties(input: SavedPropertiesMergeInput): SavedPropertiesMerge {
  const local = normaliseIds(input.local);
  const server = normaliseIds(input.server);
  const union = normaliseIds([...local, ...server]);
  if (input.alreadyMerged) {
    return { merged: union, pushToServer: [], deleteFromServer: [], markMerged: false };
  }
  const removed = new Set(
    normaliseIds(input.localRemovals ?? []).filter((id) => !local.includes(id)),
  );
  return {
    merged: union.filter((id) => !removed.has(id)),
    pushToServer: local.filter((id) => !server.includes(id)),
    deleteFromServer: server.filter((id) => removed.has(id)),
    markMerged: true,
  };
}

/**
 * The server changes a signed-in visitor made that the server has not taken yet (a failed add or
 * delete), owed for one user and sent again at the next load: nothing a visitor saves is lost to
 * a passing failure.
 */
export interface PendingSavedPropertyChanges {
  readonly userId: string;
  readonly add: readonly string[];
  readonly remove: readonly string[];
}

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];
const without = (ids: readonly string[], drop: readonly string[]): string[] =>
  ids.filter((id) => !drop.includes(id));

/** No change owed for this user. */
export function noPendingChanges(userId: string): PendingSavedPropertyChanges {
  return { userId, add: [], remove: [] };
}

/**
 * What is owed after a toggle was sent to the server: the id's earlier debt is settled either way
 * (the newest change wins); when the call failed, the change itself is owed (an add when the
 * property was saved, a delete when it was removed).
 */
export function pendingAfterToggle(
  pending: PendingSavedPropertyChanges,
  id: string,
  savedNow: boolean,
  sent: boolean,
): PendingSavedPropertyChanges {
  const add = without(pending.add, [id]);
  const remove = without(pending.remove, [id]);
  if (sent) return { userId: pending.userId, add, remove };
  return {
    userId: pending.userId,
    add: savedNow ? [...add, id] : add,
    remove: savedNow ? remove : [...remove, id],
  };
}

/** What a sync with the server sends: the merge's own changes plus the owed ones still needed. */
export interface SavedPropertiesSyncPlan {
  readonly add: readonly string[];
  readonly remove: readonly string[];
}

/**
 * The calls a sync makes: the merge's pushes, plus owed adds of ids still kept here and missing on
 * the server; the merge's deletions, plus owed deletes of ids the server still has. Nothing kept
 * here is ever deleted from the server.
 */
export function savedPropertiesSyncPlan(
  merge: SavedPropertiesMerge,
  serverIds: readonly string[],
  owed: PendingSavedPropertyChanges,
): SavedPropertiesSyncPlan {
  const kept = merge.merged;
  return {
    add: unique([
      ...merge.pushToServer,
      ...owed.add.filter((id) => kept.includes(id) && !serverIds.includes(id)),
    ]),
    remove: unique([
      ...merge.deleteFromServer,
      ...owed.remove.filter((id) => serverIds.includes(id)),
    ]).filter((id) => !kept.includes(id)),
  };
}

/**
 * What is owed after a sync: changes made during the sync (in `now` but not in what was `owed`
 * when it began) are kept, and the calls that failed are owed again.
 */
export function pendingAfterSync(
  now: PendingSavedPropertyChanges,
  owed: PendingSavedPropertyChanges,
  failed: SavedPropertiesSyncPlan,
): PendingSavedPropertyChanges {
  return {
    userId: now.userId,
    add: unique([...without(now.add, owed.add), ...failed.add]),
    remove: unique([...without(now.remove, owed.remove), ...failed.remove]),
  };
}

/**
 * What stays in this browser at sign-out: the local saved properties (SPEC §4), i.e. those it held
 * before the visitor signed in, less any they removed while signed in; none of the account's, so
 * the next person at a shared computer sees nothing of it. The account keeps them all (the
 * one-time merge sent the local ones to it).
 */
export function signOutSavedProperties(
  shown: readonly string[],
  beforeSignIn: readonly string[],
): string[] {
  const stillSaved = new Set(normaliseIds(shown));
  return normaliseIds(beforeSignIn).filter((id) => stillSaved.has(id));
}

/** One stored or served saved property: an id, or an object carrying `property_id`. */
const SavedPropertyItem = t.union([
  t.string,
  t.number,
  t.type({ property_id: t.union([t.string, t.number]) }),
]);

function idsFromArray(raw: readonly unknown[]): string[] {
  const ids: (string | number)[] = [];
  for (const item of raw) {
    const decoded = SavedPropertyItem.decode(item);
    if (isRight(decoded))
      ids.push(typeof decoded.right === 'object' ? decoded.right.property_id : decoded.right);
  }
  return normaliseIds(ids);
}

/**
 * Codec of a saved-property list as stored or served: an array of ids, or of objects carrying
 * `property_id` (never `id`). Unreadable items are dropped; a value that is not an array fails.
 */
export const SavedPropertyIdsCodec = new t.Type<string[], string[], unknown>(
  'SavedPropertyIds',
  (u): u is string[] => Array.isArray(u) && u.every((id) => typeof id === 'string'),
  (u, context) => (Array.isArray(u) ? t.success(idsFromArray(u)) : t.failure(u, context)),
  (ids) => ids,
);

/** Saved property ids from an unknown value; anything unreadable reads as no saved properties. */
export function decodeSavedPropertyIds(raw: unknown): string[] {
  const decoded = SavedPropertyIdsCodec.decode(raw);
  return isRight(decoded) ? decoded.right : [];
}
