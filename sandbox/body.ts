/**
 * Request bodies as the platform accepts them (SPEC §7): JSON, form-urlencoded with Rails-style
 * nested keys (`lead_client[first_name]`, `ids[]`), and multipart forms with files (only the
 * file's name, size and type are kept).
 */
import type { IncomingMessage } from 'node:http';
import type { UploadedFileRecord } from './store-types.js';

/** Bodies above this size are refused (the file-upload field allows 10 MB, SPEC §9). */
export const BODY_LIMIT_BYTES = 12 * 1024 * 1024;

export type Fields = { [key: string]: FieldValue };
export type FieldValue = string | number | boolean | null | FieldValue[] | Fields;

export interface ParsedBody {
  readonly kind: 'none' | 'json' | 'form' | 'multipart';
  readonly fields: Fields;
  readonly files: readonly UploadedFileRecord[];
}

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function emptyFields(): Fields {
  return Object.create(null) as Fields;
}

/** Put `value` at a Rails-style key (`a[b][]`) into `target`. Forbidden or malformed keys are skipped. */
export function setNestedField(target: Fields, key: string, value: FieldValue): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  const parts = match ? [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)] : [key];
  if (parts.some((p) => FORBIDDEN_KEYS.has(p))) return;
  let node: Fields | FieldValue[] = target;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    const last = i === parts.length - 1;
    if (Array.isArray(node)) {
      if (part !== '') return;
      if (last) node.push(value);
      else {
        const child = emptyFields();
        node.push(child);
        node = child;
      }
      continue;
    }
    if (part === '') return;
    if (last) {
      node[part] = value;
      return;
    }
    const nextIsArray = parts[i + 1] === '';
    const existing: FieldValue | undefined = node[part];
    if (nextIsArray ? Array.isArray(existing) : isFields(existing)) node = existing as Fields | FieldValue[];
    else {
      const child: Fields | FieldValue[] = nextIsArray ? [] : emptyFields();
      node[part] = child;
      node = child;
    }
  }
}

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Form-urlencoded text as nested fields. */
export function parseFormFields(text: string): Fields {
  const fields = emptyFields();
  for (const [key, value] of new URLSearchParams(text)) setNestedField(fields, key, value);
  return fields;
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > BODY_LIMIT_BYTES) throw new BodyError(413, 'request body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new BodyError(413, 'request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Read and parse the body of a request. Throws BodyError for bad or unsupported bodies. */
export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const raw = await readRaw(req);
  const contentType = (req.headers['content-type'] ?? '').toLowerCase();
  if (raw.length === 0) return { kind: 'none', fields: emptyFields(), files: [] };
  if (contentType.startsWith('application/json') || contentType.includes('+json')) {
    let value: unknown;
    try {
      value = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BodyError(400, 'malformed JSON body');
    }
    if (!isFields(value)) throw new BodyError(400, 'the JSON body must be an object');
    return { kind: 'json', fields: sanitiseJson(value) as Fields, files: [] };
  }
  if (contentType.startsWith('application/x-www-form-urlencoded') || contentType === '') {
    return { kind: 'form', fields: parseFormFields(raw.toString('utf8')), files: [] };
  }
  if (contentType.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
    } catch {
      throw new BodyError(400, 'malformed multipart body');
    }
    const fields = emptyFields();
    const files: UploadedFileRecord[] = [];
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') setNestedField(fields, key, value);
      else if (value.size > 0 || value.name !== '') files.push({ field: key, name: value.name, size: value.size, type: value.type });
    }
    return { kind: 'multipart', fields, files };
  }
  throw new BodyError(415, `unsupported content type ${contentType}`);
}

/** A JSON value with forbidden keys removed and objects made prototype-free. */
function sanitiseJson(value: unknown): FieldValue {
  if (Array.isArray(value)) return value.map(sanitiseJson);
  if (isFields(value)) {
    const out = emptyFields();
    for (const [k, v] of Object.entries(value)) if (!FORBIDDEN_KEYS.has(k)) out[k] = sanitiseJson(v);
    return out;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return null;
}

/** A field as trimmed text ('' when absent or not text). Numbers and booleans are written out. */
export function textField(fields: Fields | undefined, key: string): string {
  const value = fields?.[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A nested object field ({} when absent). */
export function objectField(fields: Fields | undefined, key: string): Fields {
  const value = fields?.[key];
  return isFields(value) ? value : emptyFields();
}

/** A boolean-ish field: true, 'true', '1', 1, 'on', 'yes'. */
export function flagField(fields: Fields | undefined, key: string): boolean {
  const value = fields?.[key];
  return value === true || value === 1 || (typeof value === 'string' && ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase()));
}

/** Only the text-valued entries of an object, for recording. */
export function textEntries(fields: Fields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') out[k] = v.slice(0, 5000);
    else if (typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  }
  return out;
}
