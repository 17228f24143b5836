/**
 * Test support: a sandbox on a free port with a temp data folder and a fake build, and a
 * `Visitor` that keeps its session cookie and authenticity token like a browser tab.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../sandbox/server.js';

export const FAKE_BOOT = 'assets/boot-TESTHASH1.js';
export const FAKE_CSS = 'assets/boot-TESTHASH1.css';
export const FAKE_CHUNK = 'assets/chunk-TESTHASH2.js';

/** A dist folder with a manifest and a few assets, as build.mjs would write. */
export async function fakeDist(dir: string): Promise<string> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir, FAKE_BOOT),
    `// boot\n${'console.log("agency site boot");\n'.repeat(200)}`,
  );
  await writeFile(
    join(dir, FAKE_CSS),
    `body{margin:0}\n${'.card{display:block;padding:1rem}\n'.repeat(100)}`,
  );
  await writeFile(join(dir, FAKE_CHUNK), 'export const chunk = 1;\n');
  await writeFile(join(dir, 'assets', 'plain.txt'), 'not hashed\n');
  await writeFile(
    join(dir, 'manifest.json'),
    JSON.stringify({
      entries: { boot: { file: FAKE_BOOT, css: [FAKE_CSS], imports: [FAKE_CHUNK] } },
    }),
  );
  return dir;
}

export interface TestSandbox {
  readonly sandbox: RunningSandbox;
  readonly url: string;
  readonly dataDir: string;
  readonly distDir: string;
  stop(): Promise<void>;
}

/** Start a sandbox in temp folders; `stop()` closes it and removes them. */
export async function startTestSandbox(
  options: Partial<SandboxOptions> = {},
): Promise<TestSandbox> {
  const root = await mkdtemp(join(tmpdir(), 'sandbox-test-'));
  const dataDir = options.dataDir ?? join(root, 'data');
  const distDir = options.distDir ?? (await fakeDist(join(root, 'dist')));
  const sandbox = await startSandbox({ port: 0, dataDir, distDir, faults: [], ...options });
  return {
    sandbox,
    url: sandbox.url,
    dataDir,
    distDir,
    async stop() {
      await sandbox.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

const SETTINGS = /<script id="agency-settings" type="application\/json">([\s\S]*?)<\/script>/;

/** The settings object embedded in a page. */
export function settingsOf(html: string): Record<string, any> {
  const found = SETTINGS.exec(html);
  if (!found) throw new Error('no settings script in the page');
  return JSON.parse(found[1] as string) as Record<string, any>;
}

export interface PageResult {
  readonly status: number;
  readonly html: string;
  readonly settings: Record<string, any>;
}

/** One browser tab: a cookie jar of one cookie and the token from the last page or rotation. */
export class Visitor {
  cookie: string | undefined;
  token: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [k, v] of Object.entries(this.headers)) if (!headers.has(k)) headers.set(k, v);
    if (this.cookie) headers.set('cookie', this.cookie);
    const response = await fetch(this.baseUrl + path, { ...init, headers, redirect: 'manual' });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    // A new session comes with its token in X-CSRF-Token, which the front end's HTTP client picks up.
    const token = response.headers.get('x-csrf-token');
    if (token) this.token = token;
    return response;
  }

  /** Open a page: keeps the session cookie and the authenticity token it embeds. */
  async page(path: string): Promise<PageResult> {
    const response = await this.fetch(path, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const settings = settingsOf(html);
    this.token = settings['authenticityToken'] as string;
    return { status: response.status, html, settings };
  }

  /** POST a JSON body with the token added (unless `withToken` is false). */
  postJson(path: string, body: Record<string, unknown> = {}, withToken = true): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(withToken ? { authenticity_token: this.token, ...body } : body),
    });
  }

  /** POST a form-urlencoded body with the token added (unless `withToken` is false). */
  postForm(
    path: string,
    fields: Record<string, string> = {},
    withToken = true,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const params = new URLSearchParams(
      withToken && this.token ? { authenticity_token: this.token, ...fields } : fields,
    );
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: params.toString(),
    });
  }

  async signIn(email = 'demo@example.com', password = 'Password123!'): Promise<Response> {
    if (!this.token) await this.page('/');
    return this.postForm('/session', { username: email, password });
  }
}

/**
 * Registers hooks that start a sandbox before the suite (and a visitor, who first opens
 * `firstPage` when given, to hold a session and token) and stop it after; `receive` gets them.
 */
export function useTestSandbox(
  receive: (sandbox: TestSandbox, visitor: Visitor) => void,
  options: { readonly firstPage?: string } = {},
): void {
  let running: TestSandbox | undefined;
  before(async () => {
    running = await startTestSandbox();
    const visitor = new Visitor(running.url);
    if (options.firstPage !== undefined) await visitor.page(options.firstPage);
    receive(running, visitor);
  });
  after(() => running?.stop());
}

/** The time a clocked sandbox reads; a test moves it on by adding to `now` (epoch ms). */
export interface ManualClock {
  now: number;
}

/**
 * Registers hooks that start a sandbox reading `clock` (which starts at `start`) before the suite
 * and stop it after, and move the clock on an hour before each test, so that no test inherits
 * another's failed sign-ins, live links or counts; `receive` gets the sandbox.
 */
export function useClockedSandbox(
  start: string,
  receive: (sandbox: TestSandbox) => void,
  options: Partial<SandboxOptions> = {},
): ManualClock {
  const clock: ManualClock = { now: Date.parse(start) };
  let running: TestSandbox | undefined;
  before(async () => {
    running = await startTestSandbox({ now: () => new Date(clock.now), ...options });
    receive(running);
  });
  after(() => running?.stop());
  beforeEach(() => {
    clock.now += 60 * 60 * 1000;
  });
  return clock;
}

/** A JSON response's body. */
export const bodyOf = async (response: Response): Promise<Record<string, any>> =>
  (await response.json()) as Record<string, any>;

/** A visitor on the home page (a session cookie and the page's token), as a browser tab starts. */
export async function visitorOnPage(
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<Visitor> {
  const visitor = new Visitor(baseUrl, headers);
  await visitor.page('/');
  return visitor;
}

/** Theme colours for a shell page, as the settings give them. */
export const SHELL_COLOURS = {
  primary: '#123456',
  primaryText: '#fff',
  accent: '#abcdef',
  accentText: '#000',
  headerBackground: '#fff',
  headerText: '#000',
};

export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
}

/**
 * A request with a Host header of the test's choosing (fetch always sends the URL's own host):
 * what a client that lies about the host, or reaches the sandbox by another name, sends.
 */
export function requestWithHost(
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: { ...init.headers, host },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
