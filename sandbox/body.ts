/**
 * Request bodies as the platform accepts them (SPEC §7): JSON, form-urlencoded with Rails-style
 * nested keys (`lead_client[first_name]`, `ids[]`), and multipart forms with files (only the
 * file's name, size and type are kept).
 */
import type { IncomingMessage } from 'node:http';
import type { UploadedFileRecord } from './store-types.js';

/**
 * A form or JSON body larger than this is refused: far above any call the site makes (a lead is
 * a few KB), and low enough that no one request can make the store or the server slow for others.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A multipart body carries a file: the file-upload field's 10 MB (SPEC §9), with room for the form's fields. */
export const UPLOAD_BODY_LIMIT_BYTES = 12 * 1024 * 1024;
/** Fields in one body: form pairs, multipart parts, or JSON object keys at any depth. */
export const MAX_FIELDS = 100;
/** Characters in one field name: a form's whole `lead_client[first_name]`, or one JSON key. */
export const MAX_FIELD_NAME_CHARS = 100;
/** Objects and lists inside one another in a JSON body (a lead's are two deep). */
export const MAX_JSON_DEPTH = 8;

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
  const parts = match
    ? [
        match[1] as string,
        ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string),
      ]
    : [key];
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
    if (nextIsArray ? Array.isArray(existing) : isFields(existing))
      node = existing as Fields | FieldValue[];
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

/** Counts the fields of one body as they are read, and refuses too many or too long a name. */
class FieldBudget {
  private count = 0;

  take(name: string): void {
    if (name.length > MAX_FIELD_NAME_CHARS) throw new BodyError(400, 'field name too long');
    this.count += 1;
    if (this.count > MAX_FIELDS) throw new BodyError(413, 'too many fields');
  }
}

/** Form-urlencoded text as nested fields; BodyError for more than MAX_FIELDS or a name over MAX_FIELD_NAME_CHARS. */
export function parseFormFields(text: string): Fields {
  const fields = emptyFields();
  const budget = new FieldBudget();
  for (const [key, value] of new URLSearchParams(text)) {
    budget.take(key);
    setNestedField(fields, key, value);
  }
  return fields;
}

function tooLarge(): BodyError {
  return new BodyError(413, 'request body too large');
}

/**
 * The body's bytes, refused with 413 as soon as it is known to be over `limit`: from its declared
 * Content-Length before any of it is read, else (chunked) once the bytes read pass the limit. The
 * rest is then left unread: the server answers and closes the connection.
 */
function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        fail(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      done(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      fail(error);
    };
    const onClose = () => {
      stop();
      fail(new BodyError(400, 'request body cut short'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/** Read and parse the body of a request. Throws BodyError for bad, unsupported or oversized bodies. */
export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const contentType = (req.headers['content-type'] ?? '').toLowerCase();
  const multipart = contentType.startsWith('multipart/form-data');
  const raw = await readRaw(req, multipart ? UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES);
  if (raw.length === 0) return { kind: 'none', fields: emptyFields(), files: [] };
  if (contentType.startsWith('application/json') || contentType.includes('+json')) {
    let value: unknown;
    try {
      value = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BodyError(400, 'malformed JSON body');
    }
    if (!isFields(value)) throw new BodyError(400, 'the JSON body must be an object');
    return { kind: 'json', fields: sanitiseJson(value, new FieldBudget(), 1) as Fields, files: [] };
  }
  if (contentType.startsWith('application/x-www-form-urlencoded') || contentType === '') {
    return { kind: 'form', fields: parseFormFields(raw.toString('utf8')), files: [] };
  }
  if (multipart) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
    } catch {
      throw new BodyError(400, 'malformed multipart body');
    }
    const fields = emptyFields();
    const files: UploadedFileRecord[] = [];
    const budget = new FieldBudget();
    for (const [key, value] of form.entries()) {
      budget.take(key);
      if (typeof value === 'string') setNestedField(fields, key, value);
      else if (value.size > 0 || value.name !== '')
        files.push({ field: key, name: value.name, size: value.size, type: value.type });
    }
    return { kind: 'multipart', fields, files };
  }
  throw new BodyError(415, `unsupported content type ${contentType}`);
}

/** A JSON value with forbidden keys removed and objects made prototype-free; its keys counted. */
function sanitiseJson(value: unknown, budget: FieldBudget, depth: number): FieldValue {
  const nests = Array.isArray(value) || isFields(value);
  if (nests && depth > MAX_JSON_DEPTH) throw new BodyError(400, 'JSON nested too deeply');
  if (Array.isArray(value)) return value.map((item) => sanitiseJson(item, budget, depth + 1));
  if (isFields(value)) {
    const out = emptyFields();
    for (const [k, v] of Object.entries(value)) {
      budget.take(k);
      if (!FORBIDDEN_KEYS.has(k)) out[k] = sanitiseJson(v, budget, depth + 1);
    }
    return out;
  }
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === null
  )
    return value;
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
  return (
    value === true ||
    value === 1 ||
    (typeof value === 'string' && ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase()))
  );
}

/** Only the text-valued entries of an object, for recording, each cut to `maxChars`. */
export function textEntries(fields: Fields, maxChars = 5000): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') out[k] = v.slice(0, maxChars);
    else if (typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  }
  return out;
}
