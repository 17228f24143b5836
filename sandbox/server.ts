/**
 * The sandbox agency platform (ARCHITECTURE §4): serves the built front end for two seeded
 * demo agencies and answers every call of SPEC §7 over an embedded store.
 *
 * Run it with `node --import tsx sandbox/server.ts` (PORT, SANDBOX_HOST, SANDBOX_DATA_DIR,
 * SANDBOX_AGENCY, SANDBOX_FAULTS), or start it from tests with `startSandbox({ port: 0, dataDir,
 * distDir })`.
 * The agency is chosen per request by host name (`harbour.localhost` → Harbour Homes) or the
 * X-Sandbox-Agency header, else the configured default.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BodyError, readBody, textField, type ParsedBody } from './body.js';
import type { Context, Handler, SandboxApp } from './context.js';
import { ensureDemoUsers } from './demo-users.js';
import { Faults, faultsFromEnv, type Fault, type FaultInput } from './faults.js';
import { isLocalRequest, isSandboxControl } from './local-requests.js';
import { FAKE_RECAPTCHA_CHALLENGE_PATH, FakeRecaptcha } from './recaptcha.js';
import { faviconSvg } from './images/brand.js';
import { renderImage } from './images/routes.js';
import { renderTile } from './images/tiles.js';
import { KnownHosts, originsFromEnv, publicOrigins, type OriginOverrides } from './origins.js';
import { notFoundPage } from './page-render.js';
import { redirect, safeLocalPath, send, sendJson, SECURITY_HEADERS } from './respond.js';
import { buildRouter } from './routes.js';
import { buildAgencies, isAgencySlug } from './seed/index.js';
import { withAtLeastListings } from './seed/scale.js';
import type { AgencySlug } from './seed/types.js';
import { resolveSession, sendSessionHeaders, TOKEN_HEADER, tokenMatches } from './session.js';
import { RegistrationThrottle, SignInThrottle } from './sign-in-throttle.js';
import { AssetServer } from './static.js';
import { Store } from './store.js';

export interface SandboxOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly dataDir: string;
  readonly distDir: string;
  /** The agency for hosts that name none (default 'oakfield'). */
  readonly agency?: AgencySlug;
  /** Faults active from the start (default: SANDBOX_FAULTS). */
  readonly faults?: readonly FaultInput[];
  /** The clock (tests). */
  readonly now?: () => Date;
  /** One line per request; default: silent. */
  readonly log?: (line: string) => void;
  /** Interface to listen on; default 127.0.0.1 (this machine only). '0.0.0.0' opens the site to the network. */
  readonly host?: string;
  /** Benchmarks: copy listings until each agency has at least this many (default: the seed only). */
  readonly minimumListings?: number;
  /** Agencies' public origins, where mailed links point (default: from the port; see origins.ts). */
  readonly origins?: OriginOverrides;
}

export interface RunningSandbox {
  readonly url: string;
  readonly port: number;
  /** Each agency's public origin (origins.ts). */
  readonly origins: ReadonlyMap<AgencySlug, string>;
  /**
   * Settles once every built file is loaded and compressed (the sandbox answers before that, just
   * more slowly). The browser tests await it, so page timings do not depend on which file a page
   * happened to ask for first.
   */
  readonly warmed: Promise<void>;
  close(): Promise<void>;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OVERRIDES = new Set(['PUT', 'PATCH', 'DELETE']);
export const DEFAULT_HOST = '127.0.0.1';

/**
 * The one state-changing call that takes no authenticity token: the fake bot-check challenge,
 * which stands in for Google's service on another site, so the page calls it as it would call
 * Google, without the agency's token. It reveals nothing and only hands out single-use tokens.
 */
function needsToken(method: string, path: string): boolean {
  return MUTATING.has(method) && path !== FAKE_RECAPTCHA_CHALLENGE_PATH;
}

function agencyFor(req: IncomingMessage, fallback: AgencySlug): AgencySlug {
  for (const candidate of [req.headers['x-sandbox-agency'], req.headers.host]) {
    if (typeof candidate !== 'string') continue;
    const label = candidate.trim().toLowerCase().split(/[.:]/)[0];
    if (isAgencySlug(label)) return label;
  }
  return fallback;
}

/** The method a POST stands for: `_method` in the body or X-HTTP-Method-Override (PUT, PATCH, DELETE). */
function effectiveMethod(req: IncomingMessage, body: ParsedBody): string {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'POST') return method;
  const header = req.headers['x-http-method-override'];
  const override = (
    typeof header === 'string' ? header : textField(body.fields, '_method')
  ).toUpperCase();
  return OVERRIDES.has(override) ? override : method;
}

function wantsJson(req: IncomingMessage, path: string): boolean {
  const accept = req.headers.accept ?? '';
  return (
    /\.l?json$/.test(path) ||
    req.headers['x-requested-with'] !== undefined ||
    (accept.includes('application/json') && !accept.includes('text/html'))
  );
}

/** Static resources need no session: built assets, generated images and map tiles, favicon, robots.txt. */
async function serveStatic(
  assets: AssetServer,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  agency: AgencySlug,
): Promise<boolean> {
  if (path.startsWith('/assets/')) {
    if (await assets.serve(req, res, path.slice('/assets/'.length))) return true;
    sendJson(req, res, 404, { error: 'not-found' });
    return true;
  }
  if (path.startsWith('/images/')) {
    const svg = renderImage(path);
    if (svg === undefined) sendJson(req, res, 404, { error: 'not-found' });
    else
      send(req, res, svg, {
        contentType: 'image/svg+xml; charset=utf-8',
        headers: { 'Cache-Control': 'public, max-age=86400' },
        etag: true,
      });
    return true;
  }
  // Map tiles of the keyless map (sandbox/images/tiles.ts), here rather than in the route table so
  // that a publicly cacheable picture never starts a session (no Set-Cookie on it).
  if (path.startsWith('/__sandbox/tiles/')) {
    const svg = renderTile(path);
    if (svg === undefined) sendJson(req, res, 404, { error: 'not-found' });
    else
      send(req, res, svg, {
        contentType: 'image/svg+xml; charset=utf-8',
        headers: { 'Cache-Control': 'public, max-age=604800' },
        etag: true,
      });
    return true;
  }
  if (path === '/favicon.svg' || path === '/favicon.ico') {
    send(req, res, faviconSvg(agency), {
      contentType: 'image/svg+xml; charset=utf-8',
      headers: { 'Cache-Control': 'public, max-age=86400' },
      etag: true,
    });
    return true;
  }
  if (path === '/robots.txt') {
    send(req, res, 'User-agent: *\nAllow: /\nDisallow: /__sandbox/\n', {
      contentType: 'text/plain; charset=utf-8',
      headers: { 'Cache-Control': 'public, max-age=3600' },
    });
    return true;
  }
  return false;
}

interface Stalls {
  readonly waiting: Set<() => void>;
}

/** Apply a fault: true when it answered the request (or the client went away). */
async function applyFault(
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  stalls: Stalls,
): Promise<boolean> {
  const wait = (ms: number | undefined) =>
    new Promise<void>((done) => {
      const finish = () => {
        if (timer) clearTimeout(timer);
        stalls.waiting.delete(finish);
        done();
      };
      const timer = ms === undefined ? undefined : setTimeout(finish, ms);
      stalls.waiting.add(finish);
      res.once('close', finish);
    });
  if (fault.mode === 'stall' || fault.delayMs !== undefined) await wait(fault.delayMs);
  if (res.destroyed || res.writableEnded) return true;
  if (fault.mode === 'fail') {
    sendJson(req, res, fault.status, { error: 'sandbox-fault', status: fault.status });
    return true;
  }
  return false;
}

function createHandler(app: SandboxApp, stalls: Stalls, assets: AssetServer, hosts: KnownHosts) {
  const router = buildRouter();

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = Date.now();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const rawMethod = (req.method ?? 'GET').toUpperCase();
    res.once('finish', () =>
      app.log(`${rawMethod} ${req.url ?? ''} ${res.statusCode} ${Date.now() - started}ms`),
    );
    let path = req.url ?? '/';
    // Before anything is read or written: a host the sandbox does not know is not this site.
    if (!hosts.knows(req.headers.host)) {
      const status = req.headers.host === undefined ? 400 : 421;
      return sendJson(req, res, status, {
        error: status === 400 ? 'host-required' : 'unknown-host',
      });
    }
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      path = url.pathname;
      // Before the body is read: the network learns nothing of the controls, not even that they exist.
      if (isSandboxControl(path) && !isLocalRequest(req))
        return sendJson(req, res, 404, { error: 'not-found' });
      const slug = agencyFor(req, app.defaultAgency);
      const agency = app.agencies.get(slug);
      if (!agency) throw new Error(`no agency ${slug}`);
      const body: ParsedBody =
        rawMethod === 'GET' || rawMethod === 'HEAD'
          ? { kind: 'none', fields: Object.create(null), files: [] }
          : await readBody(req);
      const method = effectiveMethod(req, body);
      const fault = path.startsWith('/__sandbox/')
        ? undefined
        : app.faults.take([rawMethod, method], path);
      if (fault && (await applyFault(fault, req, res, stalls))) return;
      if (
        (method === 'GET' || method === 'HEAD') &&
        (await serveStatic(assets, req, res, path, slug))
      )
        return;

      const { session, isNew } = resolveSession(req, app.store, slug, app.now());
      if (isNew) sendSessionHeaders(req, res, session);
      const ctx: Context = { app, req, res, url, method, params: {}, body, agency, session };

      if (needsToken(method, path)) {
        const header = req.headers[TOKEN_HEADER.toLowerCase()];
        const presented =
          typeof header === 'string' ? header : textField(body.fields, 'authenticity_token');
        if (!tokenMatches(presented, session.token)) return refuseToken(ctx);
      }

      const found = router.find(method, path);
      if (found === undefined) {
        if (method === 'GET' && !wantsJson(req, path)) return await notFoundPage(ctx);
        return sendJson(req, res, 404, { error: 'not-found' });
      }
      if ('allowed' in found) {
        return sendJson(
          req,
          res,
          405,
          { error: 'method-not-allowed', allowed: found.allowed },
          { Allow: found.allowed.join(', ') },
        );
      }
      await (found.handler as Handler)({ ...ctx, params: found.params });
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof BodyError) {
        // What is left of an over-long body is never read: the connection goes with the answer.
        const close: Record<string, string> = error.status === 413 ? { Connection: 'close' } : {};
        return sendJson(req, res, error.status, { error: error.message }, close);
      }
      app.log(
        `sandbox error on ${rawMethod} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendJson(req, res, 500, { error: 'internal-error' });
    }
  };
}

/**
 * A state-changing call without the session's authenticity token: 403 JSON; a native form post
 * from a page goes back to that page with the invalid-authenticity-token flash instead.
 */
function refuseToken(ctx: Context): void {
  const accept = ctx.req.headers.accept ?? '';
  const nativeForm =
    (ctx.body.kind === 'form' || ctx.body.kind === 'multipart') &&
    accept.includes('text/html') &&
    !wantsJson(ctx.req, ctx.url.pathname);
  if (nativeForm) {
    const referer =
      typeof ctx.req.headers.referer === 'string' ? ctx.req.headers.referer : undefined;
    const back = safeLocalPath(
      referer,
      '/',
      `http://${ctx.req.headers.host ?? 'sandbox.invalid'}`,
    ).replace(/#.*$/, '');
    return redirect(ctx.req, ctx.res, `${back}#/flash/invalid-authenticity-token`);
  }
  sendJson(ctx.req, ctx.res, 403, { error: 'invalid-authenticity-token' });
}

/** Start the sandbox; resolves once it listens. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const now = options.now ?? (() => new Date());
  const store = await Store.open({ dir: options.dataDir });
  const seeded = buildAgencies(now());
  const agencies = options.minimumListings
    ? new Map(
        [...seeded].map(
          ([slug, agency]) =>
            [slug, withAtLeastListings(agency, options.minimumListings!)] as const,
        ),
      )
    : seeded;
  await ensureDemoUsers(store, agencies, now());
  const faults = new Faults();
  for (const fault of options.faults ?? faultsFromEnv(process.env['SANDBOX_FAULTS']))
    faults.add(fault);
  const defaultAgency = options.agency ?? 'oakfield';
  const log = options.log ?? (() => undefined);
  const distDir = resolve(options.distDir);
  const stalls: Stalls = { waiting: new Set() };
  const assets = new AssetServer(distDir, { log });
  const warmed = assets.warm().catch(() => undefined);
  // The origins need the port, known once listening: until then (a moment) nothing is answered.
  const ready: { handler?: (req: IncomingMessage, res: ServerResponse) => Promise<void> } = {};
  const server = createServer((req, res) => {
    if (!ready.handler) return sendJson(req, res, 503, { error: 'starting' });
    ready.handler(req, res).catch((error: unknown) => {
      log(`sandbox error: ${String(error)}`);
      res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host ?? DEFAULT_HOST, () => done());
  });
  const port = (server.address() as AddressInfo).port;
  const origins = publicOrigins({
    port,
    defaultAgency,
    ...(options.host ? { host: options.host } : {}),
    ...(options.origins ? { overrides: options.origins } : {}),
  });
  const app: SandboxApp = {
    store,
    agencies,
    defaultAgency,
    origins,
    distDir,
    faults,
    recaptcha: new FakeRecaptcha(),
    signInThrottle: new SignInThrottle(),
    registrationThrottle: new RegistrationThrottle(),
    now,
    log,
  };
  ready.handler = createHandler(app, stalls, assets, new KnownHosts(origins, port));
  return {
    url: `http://localhost:${port}`,
    port,
    origins,
    warmed,
    async close() {
      for (const release of [...stalls.waiting]) release();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await store.close();
    },
  };
}

/** Run from the command line: listen on SANDBOX_HOST (default 127.0.0.1), PORT (default 8080) until stopped. */
export async function main(): Promise<void> {
  const agency = process.env['SANDBOX_AGENCY'];
  if (agency !== undefined && !isAgencySlug(agency))
    throw new Error(
      `SANDBOX_AGENCY must be 'oakfield' or 'harbour', not ${JSON.stringify(agency)}`,
    );
  const port = Number(process.env['PORT'] ?? 8080);
  const host = process.env['SANDBOX_HOST'] || DEFAULT_HOST;
  const sandbox = await startSandbox({
    port,
    host,
    dataDir: resolve(process.env['SANDBOX_DATA_DIR'] ?? '.sandbox-data'),
    distDir: resolve(process.env['SANDBOX_DIST_DIR'] ?? 'dist'),
    ...(agency ? { agency } : {}),
    origins: originsFromEnv(process.env),
    log: process.env['SANDBOX_QUIET']
      ? () => undefined
      : (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(`Sandbox agency platform: ${sandbox.url}\n`);
  for (const [slug, origin] of sandbox.origins) process.stdout.write(`  ${slug}: ${origin}\n`);
  process.stdout.write('  (demo sign-in for both: demo@example.com / Password123!)\n');
  if (host !== DEFAULT_HOST)
    process.stdout.write(
      `  Listening on ${host}; the /__sandbox/ controls answer this machine only.\n`,
    );
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
