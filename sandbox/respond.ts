/**
 * Writing responses: security headers on everything, compression negotiated from
 * Accept-Encoding (brotli preferred, then gzip), ETags and 304s, JSON, HTML and redirects.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Headers that harden every response without getting in the app's way. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Trusted Types enforced, with the front end's policies (adapters/browser/trusted-types.ts), so
  // every page and test shows the site working under the CSP a careful platform sends.
  'Content-Security-Policy':
    "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'; " +
    "require-trusted-types-for 'script'; trusted-types dompurify agency-scripts agency-snippets default 'allow-duplicates'",
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=()',
};

/** The best encoding the client accepts: br, then gzip, else identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Compress a dynamic response quickly (brotli quality 5, gzip level 6). */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether the request's If-None-Match names this ETag. */
export function isNotModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

export interface SendOptions {
  readonly status?: number;
  readonly contentType: string;
  readonly headers?: Readonly<Record<string, string | readonly string[]>>;
  /** Add an ETag and answer 304 when it matches. */
  readonly etag?: boolean;
}

/** Send a body, compressing text above 1 KB when the client accepts it. */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  body: string | Buffer,
  options: SendOptions,
): void {
  const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const status = options.status ?? 200;
  for (const [name, value] of Object.entries(options.headers ?? {}))
    res.setHeader(name, value as string | string[]);
  res.setHeader('Content-Type', options.contentType);
  const compressible = COMPRESSIBLE.test(options.contentType) && buffer.length > 1024;
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (options.etag && status === 200) {
    const etag = etagOf(buffer);
    res.setHeader('ETag', etag);
    if (isNotModified(req, etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  const out = compress(buffer, encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(out.length));
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : out);
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  send(req, res, JSON.stringify(value), {
    status,
    contentType: 'application/json; charset=utf-8',
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

export function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  html: string,
): void {
  send(req, res, html, {
    status,
    contentType: 'text/html; charset=utf-8',
    headers: { 'Cache-Control': 'no-store' },
  });
}

/** Whether the visitor reached us over HTTPS (directly, or through a proxy that says so). */
export function isSecureRequest(req: IncomingMessage): boolean {
  return (
    req.headers['x-forwarded-proto'] === 'https' ||
    (req.socket as { encrypted?: boolean }).encrypted === true
  );
}

const HOST_PATTERN = /^[A-Za-z0-9.:[\]-]+$/;

/** The request's own origin from its Host header, or undefined when the header is missing or malformed. */
export function requestOrigin(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  if (!host || !HOST_PATTERN.test(host)) return undefined;
  return `${isSecureRequest(req) ? 'https' : 'http'}://${host}`;
}

/** A redirect to a same-site location (status 302 unless told otherwise). */
export function redirect(
  req: IncomingMessage,
  res: ServerResponse,
  location: string,
  status = 302,
): void {
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  send(req, res, '', { status, contentType: 'text/plain; charset=utf-8' });
}

/**
 * A same-origin path from an untrusted value (SPEC STYLE trap: `/\evil.example` leaves the site),
 * or `fallback`. Absolute URLs count when they are on `origin` (the request's own origin). Keeps path,
 * query and hash.
 */
export function safeLocalPath(
  value: string | undefined,
  fallback: string,
  origin = 'http://sandbox.invalid',
): string {
  if (!value) return fallback;
  try {
    const base = new URL(origin);
    const url = new URL(value, base);
    if (url.origin !== base.origin) return fallback;
    // Parsed, not pattern-matched: '/.//evil.example' resolves to the path '//evil.example',
    // which a browser reads as another site; a path must start with exactly one slash.
    if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
