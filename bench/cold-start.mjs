// A page's first visit at a phone's pace, measured in Chromium itself rather than in Lighthouse's
// model: a cold cache, 4× CPU slowdown (Lighthouse's mobile factor), a phone's window
// (412 × 823), the cookie banner's choice already made. A PerformanceObserver records every long
// task (over 50 ms); the figures are the blocking time after the first contentful paint (what
// Lighthouse calls total blocking time: the part of each long task beyond 50 ms) and the longest
// task once our boot has run (the start's own work: evaluation, hydration, the views' starts, what
// loads at idle). Used by bench/run.mjs for every page kind and variant; on its own:
//
//   node --import tsx bench/cold-start.mjs [path…]   (COLD_START_RUNS=5 for more loads; after a build)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONSENT_COOKIE_NAME } from '../core/index.js';

/** How long a page is watched after its network went quiet (idle loads included). */
const SETTLE_MS = 2500;

/**
 * One cold load of `url` at 4× CPU slowdown; `variant` as the sandbox's bench header ('ours',
 * 'bare' or 'none'). Answers the blocking time after FCP and the longest task after boot (ms).
 */
export async function coldStart(browser, url, variant = 'ours') {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    extraHTTPHeaders: variant === 'ours' ? {} : { 'X-Bench-Variant': variant },
  });
  try {
    // A visitor who has accepted cookies: no banner in the markup, the agency's analytics running.
    await context.addCookies([{ name: CONSENT_COOKIE_NAME, value: 'accepted', url }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__benchLongTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp, boot } = await page.evaluate(() => ({
      tasks: /** @type {any} */ (window).__benchLongTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      boot: performance.getEntriesByName('agency:boot')[0]?.startTime,
    }));
    const blockingMs = tasks.reduce((sum, [start, duration]) => {
      const afterFcp = Math.min(duration, start + duration - fcp);
      return sum + Math.max(0, afterFcp - 50);
    }, 0);
    const oursLongestMs =
      boot === undefined
        ? 0
        : Math.max(
            0,
            ...tasks
              .filter(([start, duration]) => start + duration > boot)
              .map(([, duration]) => duration),
          );
    return {
      blockingMs: Math.round(blockingMs),
      oursLongestMs: Math.round(oursLongestMs),
      longTasks: tasks.length,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `runs` cold loads of each page and variant, interleaved; the medians and every sample. */
export async function measureColdStarts(browser, baseUrl, pages, variants, runs) {
  const samples = Object.fromEntries(
    Object.keys(pages).map((name) => [name, Object.fromEntries(variants.map((v) => [v, []]))]),
  );
  for (let run = 0; run < runs; run += 1) {
    for (const [name, pagePath] of Object.entries(pages)) {
      for (const variant of variants)
        samples[name][variant].push(await coldStart(browser, baseUrl + pagePath, variant));
    }
  }
  const medians = Object.fromEntries(
    Object.entries(samples).map(([name, byVariant]) => [
      name,
      Object.fromEntries(
        Object.entries(byVariant).map(([variant, list]) => [
          variant,
          {
            blockingMs: median(list.map((s) => s.blockingMs)),
            oursLongestMs: median(list.map((s) => s.oursLongestMs)),
          },
        ]),
      ),
    ]),
  );
  return { medians, samples };
}

/** The medians as the bench prints them. */
export function coldStartTable(medians) {
  return Object.fromEntries(
    Object.entries(medians).map(([name, m]) => [
      name,
      {
        'no-JS blocking ms': m.none?.blockingMs,
        'bare blocking ms': m.bare?.blockingMs,
        'ours blocking ms': m.ours?.blockingMs,
        'ours longest task after boot ms': m.ours?.oursLongestMs,
      },
    ]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('playwright-core');
  const { startSandbox } = await import('../sandbox/server.ts');
  const paths = process.argv.slice(2);
  const pages = Object.fromEntries(
    (paths.length > 0
      ? paths
      : ['/', '/property-for-sale', '/branches', '/articles', '/about-us']
    ).map((p) => [p, p]),
  );
  // The bare stack is there when `npm run bench` built it (a build alone clears dist/).
  const { access } = await import('node:fs/promises');
  const { BARE_STACK_FILE } = await import('../sandbox/page-render.ts');
  const withBare = await access(path.resolve('dist', BARE_STACK_FILE)).then(
    () => true,
    () => false,
  );
  const variants = withBare ? ['none', 'bare', 'ours'] : ['none', 'ours'];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-cold-start-'));
  const sandbox = await startSandbox({
    port: 0,
    dataDir,
    distDir: path.resolve('dist'),
    minimumListings: 900,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const { medians, samples } = await measureColdStarts(
      browser,
      sandbox.url,
      pages,
      variants,
      Number(process.env.COLD_START_RUNS ?? 3),
    );
    console.table(coldStartTable(medians));
    console.log(JSON.stringify(samples));
  } finally {
    await browser.close();
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
