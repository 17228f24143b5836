/**
 * The store's journal format (see store.ts): one JSON line per committed write, holding only what
 * the write changed, so a write costs the size of its change and never that of the whole store.
 *
 * A changed list is written as a sequence of segments: `[from, to]`, a run of the list as it was
 * (indices from..to-1), or a record object, new in this write. Records are never changed in place
 * (the store's draft types make them read-only; a change replaces the record), so a record that
 * is still the same object as before is one the disk already holds. Appending to a list of 2000 is
 * `[[0, 2000], {…the new record…}]`; a capped list drops its oldest: `[[1, 2000], {…}]`.
 */
import type { Draft, StoreData } from './store-types.js';

export const LIST_KEYS = [
  'users',
  'sessions',
  'savedProperties',
  'savedSearches',
  'leads',
  'formSubmissions',
  'propertyViews',
  'exposures',
  'cookieLogs',
  'passwordResets',
  'outbox',
] as const;

export type ListKey = (typeof LIST_KEYS)[number];
type Run = readonly [number, number];
type Segment = Run | Readonly<Record<string, unknown>>;

export interface JournalEntry {
  /** 1, 2, 3…: the snapshot names the last entry it holds, and replay needs them in order. */
  readonly seq: number;
  readonly counters?: StoreData['counters'];
  readonly lists?: Readonly<Partial<Record<ListKey, readonly Segment[]>>>;
}

/** Keep at most this many of each event list (newest kept). */
const CAPS: Readonly<Partial<Record<ListKey, number>>> = {
  leads: 2000,
  formSubmissions: 2000,
  propertyViews: 2000,
  exposures: 2000,
  cookieLogs: 2000,
  passwordResets: 1000,
  outbox: 1000,
};

/** Drop the oldest records of a list over its cap. */
export function capList(key: ListKey, list: unknown[]): void {
  const cap = CAPS[key];
  if (cap !== undefined && list.length > cap) list.splice(0, list.length - cap);
}

export interface DraftState {
  readonly draft: Draft<StoreData>;
  /** The lists `mutate` read or replaced: only these can have changed. */
  readonly lists: ReadonlyMap<ListKey, unknown[]>;
}

/**
 * A writable view of `current` for a mutator. A list is copied (its references only) the first
 * time the mutator touches it; counters are a copy; the version and secret cannot be changed.
 */
export function draftOf(current: StoreData): DraftState {
  const lists = new Map<ListKey, unknown[]>();
  const draft: Record<string, unknown> = { counters: { ...current.counters } };
  Object.defineProperty(draft, 'version', { enumerable: true, get: () => current.version });
  Object.defineProperty(draft, 'secret', { enumerable: true, get: () => current.secret });
  for (const key of LIST_KEYS) {
    Object.defineProperty(draft, key, {
      enumerable: true,
      get: () => {
        let list = lists.get(key);
        if (list === undefined) {
          list = [...current[key]];
          lists.set(key, list);
        }
        return list;
      },
      set: (value: unknown) => {
        if (!Array.isArray(value)) throw new TypeError(`store list ${key} must stay a list`);
        lists.set(key, value);
      },
    });
  }
  return { draft: draft as unknown as Draft<StoreData>, lists };
}

/** The segments that turn `before` into `after`, or undefined when they hold the same records. */
export function listChange(
  before: readonly unknown[],
  after: readonly unknown[],
): Segment[] | undefined {
  if (before.length === after.length && before.every((record, i) => record === after[i]))
    return undefined;
  const indexOf = new Map<unknown, number>();
  before.forEach((record, i) => {
    if (!indexOf.has(record)) indexOf.set(record, i);
  });
  const segments: Segment[] = [];
  let run: [number, number] | undefined;
  for (const record of after) {
    const i = indexOf.get(record);
    if (i !== undefined && run !== undefined && run[1] === i) {
      run[1] = i + 1;
      continue;
    }
    if (i !== undefined) {
      run = [i, i + 1];
      segments.push(run);
    } else {
      run = undefined;
      segments.push(record as Record<string, unknown>);
    }
  }
  return segments;
}

export interface Committed {
  readonly next: StoreData;
  readonly entry: JournalEntry;
}

/**
 * Commit a mutator's draft: the next state (untouched lists shared with `current`) and the
 * journal entry for it, or undefined when nothing changed.
 */
export function commitDraft(
  current: StoreData,
  state: DraftState,
  seq: number,
): Committed | undefined {
  const next: Record<string, unknown> = { ...current };
  const counters = state.draft.counters;
  const counterNames = Object.keys(current.counters) as (keyof StoreData['counters'])[];
  const countersChanged = counterNames.some((name) => current.counters[name] !== counters[name]);
  const lists: Partial<Record<ListKey, Segment[]>> = {};
  for (const [key, list] of state.lists) {
    capList(key, list);
    const segments = listChange(current[key], list);
    if (segments === undefined) continue;
    next[key] = list;
    lists[key] = segments;
  }
  if (countersChanged) next['counters'] = { ...counters };
  const listsChanged = Object.keys(lists).length > 0;
  if (!countersChanged && !listsChanged) return undefined;
  const entry: JournalEntry = {
    seq,
    ...(countersChanged ? { counters: { ...counters } } : {}),
    ...(listsChanged ? { lists } : {}),
  };
  return { next: next as unknown as StoreData, entry };
}

function isRun(segment: unknown, length: number): segment is Run {
  return (
    Array.isArray(segment) &&
    segment.length === 2 &&
    Number.isSafeInteger(segment[0]) &&
    Number.isSafeInteger(segment[1]) &&
    segment[0] >= 0 &&
    segment[0] < segment[1] &&
    segment[1] <= length
  );
}

/** `data` with a journal entry applied; undefined when the entry does not fit it (a damaged journal). */
export function applyEntry(data: StoreData, value: unknown): StoreData | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entry = value as Record<string, unknown>;
  const next: Record<string, unknown> = { ...data };
  const counters = entry['counters'];
  if (counters !== undefined) {
    if (typeof counters !== 'object' || counters === null) return undefined;
    const given = counters as Record<string, unknown>;
    const whole = Object.keys(data.counters).every((k) => Number.isSafeInteger(given[k]));
    if (!whole) return undefined;
    next['counters'] = Object.fromEntries(Object.keys(data.counters).map((k) => [k, given[k]]));
  }
  const lists = entry['lists'] ?? {};
  if (typeof lists !== 'object' || lists === null || Array.isArray(lists)) return undefined;
  for (const [key, segments] of Object.entries(lists)) {
    if (!(LIST_KEYS as readonly string[]).includes(key) || !Array.isArray(segments))
      return undefined;
    const before = data[key as ListKey] as readonly unknown[];
    const after: unknown[] = [];
    for (const segment of segments as unknown[]) {
      if (isRun(segment, before.length))
        for (let i = segment[0]; i < segment[1]; i += 1) after.push(before[i]);
      else if (typeof segment === 'object' && segment !== null && !Array.isArray(segment))
        after.push(segment);
      else return undefined;
    }
    next[key] = after;
  }
  return next as unknown as StoreData;
}

export interface Replayed {
  readonly data: StoreData;
  /** The last entry applied (or the snapshot's, when none was). */
  readonly seq: number;
  /** Lines after the last good one: a torn last line, or what followed a damaged one. */
  readonly skippedLines: number;
}

/**
 * Apply the journal's whole lines to a snapshot that holds entries up to `snapshotSeq`. Entries
 * it already holds are skipped (a crash between writing a snapshot and emptying the journal); a
 * line that is torn, damaged or out of order ends the replay, since what follows it was written
 * against a state the journal no longer describes.
 */
export function replayJournal(snapshot: StoreData, snapshotSeq: number, journal: string): Replayed {
  let data = snapshot;
  let seq = snapshotSeq;
  const lines = journal.split('\n');
  // Whatever follows the last newline is a line whose write never finished.
  const whole = lines.slice(0, -1);
  let applied = 0;
  for (const line of whole) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      break;
    }
    const entrySeq = (value as { seq?: unknown } | null)?.seq;
    if (typeof entrySeq !== 'number' || !Number.isSafeInteger(entrySeq)) break;
    if (entrySeq <= seq && seq === snapshotSeq) {
      applied += 1;
      continue;
    }
    if (entrySeq !== seq + 1) break;
    const next = applyEntry(data, value);
    if (next === undefined) break;
    data = next;
    seq = entrySeq;
    applied += 1;
  }
  const skippedLines = whole.length - applied + (lines[lines.length - 1] === '' ? 0 : 1);
  return { data, seq, skippedLines };
}
