/**
 * What success looks like for the platform's write calls (SPEC §7: `.ljson` answers are JSON). A
 * write is done only when its answer is one: an HTML page, malformed JSON or a bare value with a
 * 200 (what an expired session's sign-in page or a captive portal gives) is a `decode` failure,
 * so the caller keeps the write owed and says so.
 */
import * as t from 'io-ts';

type Answer = Readonly<Record<string, unknown>>;

const isRecord = (u: unknown): u is Answer =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

/** Any JSON object: the answer of a write whose fields the front end does not read. */
export const WriteAnswer = new t.Type<Answer, Answer, unknown>(
  'WriteAnswer',
  isRecord,
  (u, context) => (isRecord(u) ? t.success(u) : t.failure(u, context, 'expected a JSON object')),
  (answer) => answer,
);

/** The ids an answer lists under `key`, as trimmed text; undefined when it lists none there. */
function listedIds(answer: Answer, key: string): string[] | undefined {
  const list = answer[key];
  return Array.isArray(list) ? list.map((id) => String(id).trim()) : undefined;
}

/**
 * The answer to saving properties: a JSON object; when it lists the account's `property_ids`,
 * each id sent is among them or among those the platform says it `ignored` (it does not know
 * them), or the save did not happen.
 */
export function savedPropertiesAdded(ids: readonly string[]): t.Type<Answer, Answer, unknown> {
  return new t.Type<Answer, Answer, unknown>(
    'SavedPropertiesAdded',
    isRecord,
    (u, context) => {
      if (!isRecord(u)) return t.failure(u, context, 'expected a JSON object');
      const saved = listedIds(u, 'property_ids');
      if (saved === undefined) return t.success(u);
      const answered = new Set([...saved, ...(listedIds(u, 'ignored') ?? [])]);
      const missing = ids.filter((id) => !answered.has(id));
      return missing.length === 0
        ? t.success(u)
        : t.failure(u, context, `not saved: ${missing.join(', ')}`);
    },
    (answer) => answer,
  );
}

/** The answer to removing a saved property: a JSON object that, when it lists `property_ids`, no longer lists it. */
export function savedPropertyRemoved(id: string): t.Type<Answer, Answer, unknown> {
  return new t.Type<Answer, Answer, unknown>(
    'SavedPropertyRemoved',
    isRecord,
    (u, context) => {
      if (!isRecord(u)) return t.failure(u, context, 'expected a JSON object');
      return listedIds(u, 'property_ids')?.includes(id) === true
        ? t.failure(u, context, `still saved: ${id}`)
        : t.success(u);
    },
    (answer) => answer,
  );
}
