/**
 * Browser-test support: one sandbox (fresh data folder, free port) and one Debian Chromium for the
 * whole run, a new context per test, axe-core checks and screenshots at 375 px and 1280 px.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from 'playwright-core';
import { mkdtemp, mkdir, readFile, rm, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect } from 'chai';
import { startSandbox } from '../../../sandbox/server.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../tools/chromium.mjs';

export { CHROMIUM };
export const WIDTHS = { mobile: 375, desktop: 1280 } as const;
export type Width = keyof typeof WIDTHS;
/** The two widths most pages are checked at, as [name, pixels], for a test per width. */
export const BOTH_WIDTHS = [
  ['mobile', WIDTHS.mobile],
  ['desktop', WIDTHS.desktop],
] as const;
const ARTIFACTS = path.resolve('artifacts/screenshots');

/**
 * One page of each kind the server renders but the home page: a content page, results, the
 * agency's `property`, the branch finder, articles and a page not found.
 */
export function pageOfEachKind(property: string): string[] {
  return ['/about-us', '/property-for-sale', property, '/branches', '/articles', '/no-such-page'];
}

let browser: Browser | undefined;
let sandbox: { url: string; warmed: Promise<void>; close(): Promise<void> } | undefined;
let dataDir: string | undefined;
/** The sandbox's latest log lines (requests with status and time, errors), for diagnosing a failure. */
const sandboxLog: string[] = [];

export async function startAll(): Promise<void> {
  try {
    await access(CHROMIUM);
  } catch {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium). Browser tests cannot run.`,
    );
  }
  const distDir = path.resolve(process.env['DIST_DIR'] ?? 'dist');
  await access(path.join(distDir, 'manifest.json')).catch(() => {
    throw new Error(
      `${distDir}/manifest.json is missing: run \`node build.mjs\` before the browser tests.`,
    );
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'agency-e2e-'));
  sandbox = await startSandbox({
    port: 0,
    dataDir,
    distDir,
    log: (line) => {
      sandboxLog.push(`${new Date().toISOString().slice(11, 23)} ${line.slice(0, 400)}`);
      if (sandboxLog.length > 300) sandboxLog.splice(0, sandboxLog.length - 200);
    },
  });
  // Every file compressed before the first page, so page timings do not depend on the order.
  await sandbox.warmed;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  await mkdir(ARTIFACTS, { recursive: true });
}

export async function stopAll(): Promise<void> {
  await browser?.close();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

export function baseUrl(): string {
  if (!sandbox) throw new Error('sandbox not started');
  return sandbox.url;
}

export interface Opened {
  readonly context: BrowserContext;
  readonly page: Page;
  /** console errors and page errors seen while the page ran */
  readonly errors: string[];
}

/** Where the site keeps the visitor's cookie choice (core's COOKIE_CONSENT_KEY in the storage adapter's naming). */
export const COOKIE_CONSENT_STORAGE_KEY = 'agency:cookie-consent:v1';

/**
 * The visitor's cookie choice when a test's context opens: 'accepted' (the default) or 'rejected'
 * is a returning visitor who chose on an earlier day, so the cookie banner is not on screen;
 * 'none' is a first visit, with the banner (test/e2e/cookie-consent.test.ts).
 */
export type CookieChoice = 'accepted' | 'rejected' | 'none';

/**
 * Holds every request `target` (a page or a context) makes for a URL matching `pattern` until the
 * returned function is called: a slow network, for a test to see what the visitor sees meanwhile.
 */
export async function holdRequests(
  target: Pick<Page, 'route'> | Pick<BrowserContext, 'route'>,
  pattern: RegExp,
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export type OpenOptions = {
  host?: string;
  consent?: CookieChoice;
  javaScript?: boolean;
  /**
   * Runs on the new context and its page before the page is opened: routes, listeners and the
   * like that must see the page from its very start, without loading it twice.
   */
  beforeLoad?: (o: Opened) => Promise<void>;
};

/** Opens a page of the second demo agency, Harbour Homes (the sandbox picks it by host). */
export const HARBOUR: OpenOptions = { host: 'harbour.localhost' };
type OpenedRun = (o: Opened) => Promise<void>;

/**
 * A fresh context (no cookies; no storage but the cookie choice) at the given width, opened on
 * `path`. Unless `consent` says otherwise the visitor has accepted analytics cookies before, as a
 * returning visitor has: the banner then covers nothing other tests look at, and the agency's
 * analytics code runs on every page they open. With `javaScript: false` the browser runs no
 * script (the server's page as it is), so the app is not waited for.
 */
export async function open(
  pathname: string,
  width: Width | number = 'desktop',
  options: OpenOptions = {},
): Promise<Opened> {
  if (!browser) throw new Error('browser not started');
  const w = typeof width === 'number' ? width : WIDTHS[width];
  const consent = options.consent ?? 'accepted';
  const context = await browser.newContext({
    viewport: { width: w, height: w < 768 ? 740 : 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    ...(options.javaScript === false ? { javaScriptEnabled: false } : {}),
    ...(options.host ? { extraHTTPHeaders: { 'X-Sandbox-Agency': options.host } } : {}),
    ...(consent === 'none'
      ? {}
      : {
          storageState: {
            // The choice as the site keeps it (storage) and mirrors it for the server (the consent cookie).
            cookies: [
              {
                name: 'agency_cookie_consent',
                value: consent,
                domain: new URL(baseUrl()).hostname,
                path: '/',
                expires: -1,
                httpOnly: false,
                secure: false,
                sameSite: 'Lax' as const,
              },
            ],
            origins: [
              {
                origin: new URL(baseUrl()).origin,
                localStorage: [
                  {
                    name: COOKIE_CONSENT_STORAGE_KEY,
                    value: JSON.stringify({ status: consent, decidedAt: Date.now() - 86_400_000 }),
                  },
                ],
              },
            ],
          },
        }),
  });
  // Pages a test opens itself in this context are watched too.
  context.on('page', (opened) => {
    if (!logs.has(opened)) watch(opened);
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  if (!logs.has(page)) watch(page);
  await options.beforeLoad?.({ context, page, errors });
  await page.goto(baseUrl() + pathname, { waitUntil: 'load' });
  await page.waitForSelector('#root > *, header', { timeout: 15000 });
  if (options.javaScript !== false) await appReady(page);
  return { context, page, errors };
}

/**
 * Opens `pathname` as `open` does (with its options, when given before `run`), runs `run` on it,
 * and closes its context however `run` ends.
 */
export async function withOpen(
  pathname: string,
  width: Width | number,
  ...args: [run: OpenedRun] | [options: OpenOptions, run: OpenedRun]
): Promise<void> {
  const [options, run] = args.length === 1 ? [{}, args[0]] : args;
  const o = await open(pathname, width, options);
  try {
    await run(o);
  } finally {
    await o.context.close();
  }
}

/**
 * Sends every toast away with its own Dismiss button and waits until they have gone: a check
 * that no toast may cover (axe, what covers what) runs at once instead of waiting out the toasts.
 */
export async function dismissToasts(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLButtonElement>('.toast__dismiss').forEach((b) => b.click()),
  );
  await page.waitForFunction(() => document.querySelector('.toast') === null, undefined, {
    timeout: 10000,
  });
}

/** Fails, listing them, when the page logged a console error or threw while the test ran. */
export function expectNoConsoleErrors(o: Pick<Opened, 'errors'>): void {
  expect(o.errors, o.errors.join('\n')).to.deep.equal([]);
}

/**
 * Waits until the app has hydrated the server-rendered page (boot sets data-app-ready on #root
 * after its first commit). The markup is on screen before that, but the visitor's saved state and
 * the handlers arrive with hydration: call this after every navigation or reload before reading
 * such state.
 */
export async function appReady(page: Page): Promise<void> {
  try {
    await page.waitForSelector('#root[data-app-ready], #root[data-app-failed]', {
      state: 'attached',
      timeout: READY_TIMEOUT_MS,
    });
  } catch (error) {
    throw new Error(
      `The app did not become ready on ${page.url()} within ${READY_TIMEOUT_MS / 1000} s.\n${await diagnose(page)}`,
      { cause: error },
    );
  }
  if ((await page.locator('#root[data-app-failed]').count()) > 0) {
    throw new Error(`The app failed to start on ${page.url()}.\n${await diagnose(page)}`);
  }
}

/** Generous: a page normally hydrates within a second or two; a hung one is caught all the same. */
const READY_TIMEOUT_MS = 30000;

interface PageLog {
  readonly lines: string[];
  readonly inFlight: Map<Request, number>;
  readonly started: number;
}
const logs = new WeakMap<Page, PageLog>();

/** The pages the current test opened, for the report of a failed test (support/hooks.ts). */
let testPages: Page[] = [];

/** Forgets the previous test's pages (called before each test). */
export function beginTest(): void {
  testPages = [];
}

/**
 * What every page of a failed test got up to (boot stages, open requests, console, the sandbox's
 * latest requests): a failure on another machine then explains itself, whatever step timed out.
 */
export async function describeTestPages(): Promise<string> {
  const reports: string[] = [];
  for (const [index, page] of testPages.entries()) {
    const where = page.isClosed() ? 'closed' : page.url();
    reports.push(`page ${index + 1} of ${testPages.length} (${where}):\n${await diagnose(page)}`);
  }
  return reports.join('\n\n');
}

/** Records what a page does (console, errors, requests) so that a page that never starts can say why. */
function watch(page: Page): void {
  const log: PageLog = { lines: [], inFlight: new Map(), started: Date.now() };
  logs.set(page, log);
  testPages.push(page);
  const at = () => `${String(Date.now() - log.started).padStart(6)} ms`;
  const add = (line: string) => {
    if (log.lines.length < 400) log.lines.push(`${at()} ${line}`);
  };
  const short = (url: string) => url.replace(/^https?:\/\/localhost:\d+/, '');
  page.on('console', (msg) => add(`console.${msg.type()}: ${msg.text().slice(0, 500)}`));
  page.on('pageerror', (err) => add(`pageerror: ${String(err.stack ?? err).slice(0, 800)}`));
  page.on('crash', () => add('the page crashed'));
  page.on('request', (request) => log.inFlight.set(request, Date.now()));
  page.on('requestfinished', (request) => log.inFlight.delete(request));
  page.on('requestfailed', (request) => {
    log.inFlight.delete(request);
    add(
      `request failed: ${request.method()} ${short(request.url())} (${request.failure()?.errorText ?? '?'})`,
    );
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      add(`HTTP ${response.status()}: ${response.request().method()} ${short(response.url())}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) add(`navigated to ${short(frame.url())}`);
  });
}

/** What the page got up to: boot stages, #root's state, what it logged, and requests still open. */
async function diagnose(page: Page): Promise<string> {
  const log = logs.get(page);
  // waitForFunction, not evaluate: it gives up after its timeout when the main thread is stuck.
  const inPage = page.isClosed()
    ? 'the test had closed the page'
    : await page
        .waitForFunction(
          () => ({
            readyState: document.readyState,
            visibility: document.visibilityState,
            root: document.getElementById('root')?.getAttributeNames().join(' ') ?? 'no #root',
            marks: performance
              .getEntriesByType('mark')
              .map((m) => `${m.name}@${Math.round(m.startTime)}`),
            scripts: performance
              .getEntriesByType('resource')
              .filter((r) => r.name.includes('/assets/'))
              .map(
                (r) =>
                  `${r.name.replace(location.origin, '')} ${Math.round((r as PerformanceResourceTiming).responseEnd)}`,
              ),
          }),
          undefined,
          { timeout: 3000 },
        )
        .then(async (facts) => JSON.stringify(await facts.jsonValue(), null, 1))
        .catch(
          (error: unknown) =>
            `the page did not answer within 3 s (main thread busy?): ${String(error).split('\n')[0]}`,
        );
  const now = Date.now();
  const open = log
    ? [...log.inFlight].map(
        ([request, started]) => `  ${request.method()} ${request.url()} (${now - started} ms)`,
      )
    : [];
  return [
    `in the page: ${inPage}`,
    `requests still open: ${open.length === 0 ? 'none' : '\n' + open.join('\n')}`,
    `page log:\n${(log?.lines ?? []).map((l) => '  ' + l).join('\n')}`,
    `sandbox log (latest):\n${sandboxLog
      .slice(-60)
      .map((l) => '  ' + l)
      .join('\n')}`,
  ].join('\n');
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe-core on the page and fails with a readable list when anything is found. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const started = Date.now();
  try {
    await runAxe(page, label);
  } finally {
    stepSeconds.axe += (Date.now() - started) / 1000;
  }
}

/** Seconds spent in axe and in screenshots, for REPORT_STEP_SECONDS (where a slow suite's time goes). */
export const stepSeconds = { axe: 0, screenshot: 0 };

async function runAxe(page: Page, label: string): Promise<void> {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated by the test runner, not added as a script tag: the sandbox's policy requires
  // Trusted Types, which refuse a script element's text from a plain string. Once per document:
  // a page checked again keeps the axe it has.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: unknown,
            opts: unknown,
          ): Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: unknown[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`),
    }));
  }, AXE_TAGS);
  const readable = violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`)
    .join('\n');
  expect(violations, `axe violations on ${label}:\n${readable}`).to.have.length(0);
}

/**
 * Saves a screenshot into artifacts/screenshots (git-ignored) for a person to look at: the window,
 * or with `fullPage` the whole page (lazy images below the window may still be blank).
 */
/**
 * A screenshot's own time limit, above a test's shorter default: a picture for people to look at
 * asserts nothing, and on this shared 2-core machine Chromium has been seen to take over 10 s to
 * draw a frame at a new window size (a phone-width window made 2,000 px tall for the whole panel).
 */
export const SCREENSHOT_TIMEOUT_MS = 30000;

export async function screenshot(
  page: Page,
  name: string,
  options: { readonly fullPage?: boolean } = {},
): Promise<string> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  const started = Date.now();
  try {
    await page.screenshot({
      path: file,
      fullPage: options.fullPage ?? false,
      timeout: SCREENSHOT_TIMEOUT_MS,
    });
  } finally {
    stepSeconds.screenshot += (Date.now() - started) / 1000;
  }
  return file;
}

/**
 * The check and the picture most screens get: axe-core as `expectNoAxeViolations` does (failures
 * named by `label`), then a screenshot saved as `name`, as `screenshot` does.
 */
export async function axeAndScreenshot(
  page: Page,
  label: string,
  name: string,
  options: { readonly fullPage?: boolean } = {},
): Promise<void> {
  await expectNoAxeViolations(page, label);
  await screenshot(page, name, options);
}

/**
 * The front end's time limit on a call (the HTTP client's 20 s), passed without waiting it out:
 * the page's clock is faked from now on (Playwright's clock), `send` makes the call the sandbox
 * then stalls, and the clock runs ahead past twice the limit, in steps, once the page says it is
 * sending, until a failure toast shows.
 */
export async function outlastTimeLimit(
  page: Page,
  send: () => Promise<void>,
  sending: () => Promise<unknown>,
): Promise<void> {
  await page.clock.install();
  await send();
  await sending();
  // In steps, each answered by the page: a timer set a moment after the page says it is sending
  // (a form posted through a frame sets its limit once the frame has taken the post) still fires.
  // It stops once a failure toast shows, so that toast is not run out of its time too.
  const toasts = page.locator('.toast__message', { hasText: /failed/i });
  for (let passed = 0; passed <= 2 * TIME_LIMIT_MS; passed += STEP_MS) {
    await page.clock.fastForward(STEP_MS);
    if ((await toasts.count()) > 0) return;
  }
}

const STEP_MS = 2_000;

/** adapters/http/http-client.ts DEFAULT_TIMEOUT_MS. */
const TIME_LIMIT_MS = 20_000;
