/**
 * The built front end under /assets/… (dist/assets): correct content types, brotli and gzip
 * negotiated from Accept-Encoding (each file compressed once and kept in memory), immutable
 * caching for content-hashed names, ETag/304 for the rest.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { compress, etagOf, isNotModified, negotiateEncoding, type Encoding } from './respond.js';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.map', '.json', '.svg', '.txt', '.html']);
/** esbuild-style content hashes: name-HASH.ext with 8+ hash characters. */
const HASHED_NAME = /-[A-Za-z0-9_]{8,}\.[a-z0-9]+$/;

interface CachedAsset {
  readonly mtimeMs: number;
  readonly size: number;
  readonly etag: string;
  readonly contentType: string;
  readonly bodies: Map<Encoding, Buffer>;
  readonly compressible: boolean;
}

export class AssetServer {
  private readonly cache = new Map<string, CachedAsset>();
  private readonly root: string;

  constructor(distDir: string) {
    this.root = resolve(distDir, 'assets');
  }

  /** Serve `/assets/<rest>`; false when no such file exists (the caller answers 404). */
  async serve(req: IncomingMessage, res: ServerResponse, rest: string): Promise<boolean> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(rest);
    } catch {
      return false;
    }
    const file = resolve(this.root, decoded);
    if (!file.startsWith(this.root + sep) || decoded.includes('\0')) return false;
    const asset = await this.load(file);
    if (!asset) return false;
    const immutable = HASHED_NAME.test(file);
    res.setHeader('Content-Type', asset.contentType);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('ETag', asset.etag);
    if (asset.compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (isNotModified(req, asset.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const encoding = asset.compressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
    let body = asset.bodies.get(encoding);
    if (!body) {
      body = compress(asset.bodies.get('identity') as Buffer, encoding, 'static');
      asset.bodies.set(encoding, body);
    }
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  private async load(file: string): Promise<CachedAsset | undefined> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const raw = await readFile(file);
    const ext = extname(file).toLowerCase();
    const asset: CachedAsset = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      etag: etagOf(raw),
      contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      bodies: new Map([['identity', raw]]),
      compressible: COMPRESSIBLE_EXTENSIONS.has(ext) && raw.length > 256,
    };
    this.cache.set(file, asset);
    return asset;
  }
}

