/**
 * The built front end under /assets/… (dist/assets): correct content types, brotli and gzip
 * negotiated from Accept-Encoding (each file compressed once and kept in memory), immutable
 * caching for content-hashed names, ETag/304 for the rest.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { etagOf, isNotModified, negotiateEncoding, type Encoding } from './respond.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface AssetServerOptions {
  /** Where a failed compression is reported (the file then goes out uncompressed). */
  readonly log?: (line: string) => void;
}

/** Compress off the event loop, at the highest levels: each file is compressed once. */
function compressStatic(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br')
    return brotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return Promise.resolve(body);
}

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

const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.svg',
  '.txt',
  '.html',
]);
/** esbuild-style content hashes: name-HASH.ext with 8+ hash characters. */
const HASHED_NAME = /-[A-Za-z0-9_]{8,}\.[a-z0-9]+$/;

interface CachedAsset {
  readonly mtimeMs: number;
  readonly size: number;
  readonly etag: string;
  readonly contentType: string;
  readonly bodies: Map<Encoding, Buffer>;
  /** Compressions under way, so concurrent first requests share one. */
  readonly pending: Map<Encoding, Promise<Buffer>>;
  readonly compressible: boolean;
}

export class AssetServer {
  private readonly cache = new Map<string, CachedAsset>();
  private readonly root: string;
  private readonly log: (line: string) => void;

  constructor(distDir: string, options: AssetServerOptions = {}) {
    this.root = resolve(distDir, 'assets');
    this.log = options.log ?? (() => undefined);
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
    const negotiated = asset.compressible
      ? negotiateEncoding(req.headers['accept-encoding'])
      : 'identity';
    // A compression that failed leaves the file to go out as it is.
    const compressed = await this.bodyFor(asset, negotiated).catch(() => undefined);
    const encoding = compressed === undefined ? 'identity' : negotiated;
    const body = compressed ?? (asset.bodies.get('identity') as Buffer);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * Load and compress every asset (source maps aside: only developer tools ask for them, and they
   * are compressed when asked), so the first visitor does not wait for brotli. Problems are
   * ignored: `serve` loads on demand anyway.
   */
  async warm(): Promise<void> {
    let names: string[];
    try {
      names = (await readdir(this.root, { recursive: true })) as string[];
    } catch {
      return;
    }
    for (const name of names) {
      if (name.endsWith('.map')) continue;
      const asset = await this.load(resolve(this.root, name)).catch(() => undefined);
      if (asset?.compressible) {
        await this.bodyFor(asset, 'br').catch(() => undefined);
        await this.bodyFor(asset, 'gzip').catch(() => undefined);
      }
    }
  }

  /**
   * The file in `encoding`, compressed once and kept; concurrent first requests share one
   * compression. A failed compression is forgotten, so a later request tries again.
   */
  private bodyFor(asset: CachedAsset, encoding: Encoding): Promise<Buffer> {
    const cached = asset.bodies.get(encoding);
    if (cached) return Promise.resolve(cached);
    let pending = asset.pending.get(encoding);
    if (!pending) {
      pending = compressStatic(asset.bodies.get('identity') as Buffer, encoding).then(
        (body) => {
          asset.bodies.set(encoding, body);
          asset.pending.delete(encoding);
          return body;
        },
        (error: unknown) => {
          asset.pending.delete(encoding);
          this.log(
            `asset compression (${encoding}) failed: ${String(error instanceof Error ? error.message : error)}`,
          );
          throw error;
        },
      );
      asset.pending.set(encoding, pending);
    }
    return pending;
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
      pending: new Map(),
      compressible: COMPRESSIBLE_EXTENSIONS.has(ext) && raw.length > 256,
    };
    this.cache.set(file, asset);
    return asset;
  }
}
