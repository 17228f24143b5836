/**
 * Decode failures for the logs (STYLE rule 3): like io-ts' PathReporter, each line names the path
 * and the expected type, but never the raw value (a body may hold names, emails, phone numbers).
 */
import type * as t from 'io-ts';

const TRANSPARENT_TAGS = new Set([
  'IntersectionType',
  'UnionType',
  'RefinementType',
  'ExactType',
  'ReadonlyType',
  'RecursiveType',
]);

/** 'properties[3].display_address: expected string, got undefined; …' (at most `limit` lines). */
export function describeDecodeErrors(errors: t.Errors, limit = 3): string {
  if (errors.length === 0) return 'invalid value';
  const lines = errors.slice(0, limit).map(describeError);
  const more = errors.length > limit ? ` (+${errors.length - limit} more)` : '';
  return lines.join('; ') + more;
}

function describeError(error: t.ValidationError): string {
  const path = pathOf(error.context);
  const expected = error.context[error.context.length - 1]?.type.name ?? 'a valid value';
  const what = error.message ?? `expected ${expected}, got ${kindOf(error.value)}`;
  return path === '' ? what : `${path}: ${what}`;
}

function pathOf(context: t.Context): string {
  let path = '';
  context.forEach((entry, i) => {
    if (i === 0 || entry.key === '') return;
    const parentTag = (context[i - 1]?.type as { _tag?: string } | undefined)?._tag ?? '';
    if (TRANSPARENT_TAGS.has(parentTag)) return;
    path += /^\d+$/.test(entry.key) ? `[${entry.key}]` : path === '' ? entry.key : `.${entry.key}`;
  });
  return path;
}

/** The kind of a value, never its content. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value;
}
