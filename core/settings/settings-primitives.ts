/**
 * Decoding primitives every part of the settings uses: numbers, ids, booleans and URLs as the
 * platform writes them, and the helpers that report a problem with its path instead of failing.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { TILE_URL_PROBLEM, checkTileUrlTemplate } from '../maps/map-tiles.js';
import { checkScriptUrl } from '../bot-check/script-url.js';
import { WEB_PAGE_LINK, safeLink } from '../content/links.js';

// ---------- primitives -------------------------------------------------------------------------

/** A finite number (io-ts `t.number` accepts NaN and Infinity). */
export const FiniteNumber = t.refinement(t.number, Number.isFinite, 'FiniteNumber');
/** Ids arrive as numbers or strings; the domain keys everything by string. */
export const IdString = new t.Type<string, string | number, unknown>(
  'IdString',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' && u.trim() !== ''
      ? t.success(u.trim())
      : typeof u === 'number' && Number.isSafeInteger(u)
        ? t.success(String(u))
        : t.failure(u, c, 'expected a non-empty id'),
  (s) => s,
);
/** A boolean that also accepts the platform's 'true'/'false', 1/0 spellings. */
export const LooseBoolean = new t.Type<boolean, boolean, unknown>(
  'LooseBoolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => {
    if (typeof u === 'boolean') return t.success(u);
    if (u === 'true' || u === 1 || u === '1') return t.success(true);
    if (u === 'false' || u === 0 || u === '0' || u === '' || u === null) return t.success(false);
    return t.failure(u, c, 'expected a boolean');
  },
  (b) => b,
);
/** A number that may arrive as a numeric string ('3.75'). */
export const LooseNumber = new t.Type<number, number, unknown>(
  'LooseNumber',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => {
    const n = typeof u === 'string' && u.trim() !== '' ? Number(u) : u;
    return typeof n === 'number' && Number.isFinite(n)
      ? t.success(n)
      : t.failure(u, c, 'expected a number');
  },
  (n) => n,
);
/** A raster tile URL template that is safe to load (core/maps/map-tiles.ts). */
export const TileUrlTemplate = new t.Type<string, string, unknown>(
  'TileUrlTemplate',
  (u): u is string => typeof u === 'string' && checkTileUrlTemplate(u) === u,
  (u, c) => {
    const checked = typeof u === 'string' ? checkTileUrlTemplate(u) : undefined;
    return checked !== undefined ? t.success(checked) : t.failure(u, c, TILE_URL_PROBLEM);
  },
  (s) => s,
);
/** A script's URL that is safe to load: https, or a same-origin path (core/bot-check/script-url.ts). */
export const ScriptUrl = t.refinement(
  t.string,
  (s) => checkScriptUrl(s) === s,
  'https or same-origin URL',
);
/**
 * A tile credit: text, where only `<a href>` links to https or same-origin addresses survive; it
 * is read into text and links where it is drawn (core/maps/map-attribution.ts), never used as HTML.
 */
export const MapAttributionText = t.refinement(t.string, (s) => s.trim() !== '', 'non-empty text');
/** A web page's address that passes core's link-safety rule (a page of the site, or http(s)), trimmed. */
export const WebPageUrl = new t.Type<string, string, unknown>(
  'WebPageUrl',
  (u): u is string => typeof u === 'string' && safeLink(u, WEB_PAGE_LINK) === u,
  (u, c) => {
    const safe = typeof u === 'string' ? safeLink(u, WEB_PAGE_LINK) : undefined;
    return safe !== undefined ? t.success(safe) : t.failure(u, c, 'not a safe web page link');
  },
  (s) => s,
);
export const ChannelCodec = t.keyof({ sales: null, lettings: null });
export const str = t.string;
export const optional = <P extends t.Props>(props: P) => t.partial(props);

/** The items of a list that decode, each mapped; a bad item or a non-list is reported with its path. */
export function listOf<A, B>(
  path: string,
  codec: t.Decoder<unknown, A>,
  value: unknown,
  map: (a: A, path: string) => B,
  problems: string[],
): B[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push(`${path}: expected a list, got ${describe(value)}`);
    return [];
  }
  const out: B[] = [];
  value.forEach((item, i) => {
    const r = codec.decode(item);
    if (isLeft(r)) problems.push(`${path}[${i}]: ${firstError(r.left)}`);
    else out.push(map(r.right, `${path}[${i}]`));
  });
  return out;
}

// ---------- helpers ---------------------------------------------------------------------------

export function isRecord(u: unknown): u is Record<string, unknown> {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

export function describe(u: unknown): string {
  if (u === null) return 'null';
  if (Array.isArray(u)) return 'a list';
  return typeof u === 'string' ? 'a string' : typeof u;
}

export function optionalString(
  obj: Record<string, unknown>,
  key: string,
  path: string,
  problems: string[],
): Record<string, string> {
  const v = obj[key];
  if (v === undefined || v === null) return {};
  if (typeof v === 'string') return { [key]: v };
  problems.push(`${path}.${key}: expected a string, got ${describe(v)}`);
  return {};
}

/** Copy the listed keys that are present (not undefined/null). */
export function pick<T extends object, K extends keyof T>(
  obj: T,
  keys: readonly K[],
): { [P in K]?: NonNullable<T[P]> } {
  const out: { [P in K]?: NonNullable<T[P]> } = {};
  for (const k of keys) {
    const v = obj[k];
    if (v !== undefined && v !== null) out[k] = v as NonNullable<T[K]>;
  }
  return out;
}

/** The first decode error as 'path.to.field: expected X, got Y' (never the raw value). */
export function firstError(errors: t.Errors): string {
  const e = errors[0];
  if (!e) return 'invalid';
  const path = e.context
    .map((c) => c.key)
    .filter((k) => k !== '' && !/^\d+$/.test(k) === true)
    .join('.');
  const expected = e.context[e.context.length - 1]?.type.name ?? 'valid value';
  const got = describe(e.value);
  return `${path ? path + ': ' : ''}${e.message ?? `expected ${expected}, got ${got}`}`;
}
