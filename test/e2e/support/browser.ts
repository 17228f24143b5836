/**
 * Browser-test support: one sandbox (fresh data folder, free port) and one Debian Chromium for the
 * whole run, a new context per test, axe-core checks and screenshots at 375 px and 1280 px.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdtemp, mkdir, readFile, rm, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect } from 'chai';
import { startSandbox } from '../../../sandbox/server.js';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const WIDTHS = { mobile: 375, desktop: 1280 } as const;
export type Width = keyof typeof WIDTHS;
const ARTIFACTS = path.resolve('artifacts/screenshots');

let browser: Browser | undefined;
let sandbox: { url: string; close(): Promise<void> } | undefined;
let dataDir: string | undefined;

export async function startAll(): Promise<void> {
  try {
    await access(CHROMIUM);
  } catch {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium). Browser tests cannot run.`);
  }
  const distDir = path.resolve(process.env['DIST_DIR'] ?? 'dist');
  await access(path.join(distDir, 'manifest.json')).catch(() => {
    throw new Error(`${distDir}/manifest.json is missing: run \`node build.mjs\` before the browser tests.`);
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'agency-e2e-'));
  sandbox = await startSandbox({ port: 0, dataDir, distDir });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
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

/** A fresh context (no cookies, no storage) at the given width, opened on `path`. */
export async function open(pathname: string, width: Width | number = 'desktop', options: { host?: string } = {}): Promise<Opened> {
  if (!browser) throw new Error('browser not started');
  const w = typeof width === 'number' ? width : WIDTHS[width];
  const context = await browser.newContext({
    viewport: { width: w, height: w < 768 ? 740 : 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    ...(options.host ? { extraHTTPHeaders: { 'X-Sandbox-Agency': options.host } } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(baseUrl() + pathname, { waitUntil: 'load' });
  await page.waitForSelector('#root > *, header', { timeout: 15000 });
  await appReady(page);
  return { context, page, errors };
}

/**
 * Waits until the app has hydrated the server-rendered page (boot sets data-app-ready on #root
 * after its first commit). The markup is on screen before that, but the visitor's saved state and
 * the handlers arrive with hydration: call this after every navigation or reload before reading
 * such state.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-app-ready]', { state: 'attached', timeout: 15000 });
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe-core on the page and fails with a readable list when anything is found. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`),
    }));
  }, AXE_TAGS);
  const readable = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');
  expect(violations, `axe violations on ${label}:\n${readable}`).to.have.length(0);
}

/** Saves a full-page screenshot into artifacts/screenshots (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
