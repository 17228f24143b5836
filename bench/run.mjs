// Benchmarks (ARCHITECTURE.md §6), never timed tests:
//  1. the build's size report (initial JavaScript of the boot entry);
//  2. Lighthouse (mobile, simulated throttling, median of 3) on the home, results and property
//     pages of the sandbox, with Debian's Chromium;
//  3. a results page of 500 cards and a filter change on it: long tasks (> 50 ms) seen by a
//     PerformanceObserver in Chromium.
// Figures are printed as tables and written to bench/results/latest.json.
// Run: npm run bench   (BENCH_RUNS=1 for a quick look; BENCH_PAGES=property for one page)
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
// Run under tsx (npm run bench) so the TypeScript sandbox can be imported.
import { startSandbox } from '../sandbox/server.ts';
import { measureLongTasks } from './long-task-scenario.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

const build = spawnSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const size = JSON.parse(await readFile('dist/size-report.json', 'utf8'));

const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-bench-'));
const sandbox = await startSandbox({ port: 0, dataDir, distDir: path.resolve('dist'), minimumListings: 900 });

// A property page to measure: the first card of the results page.
const resultsHtml = await (await fetch(sandbox.url + '/property-for-sale')).text();
const firstProperty = /"property_url":"(\/properties\/[^"]+)"/.exec(resultsHtml)?.[1] ?? '/properties/1001';
const ALL_PAGES = { home: '/', results: '/property-for-sale', property: firstProperty };
// BENCH_PAGES=property (or a comma list) measures only those pages.
const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim()).filter(Boolean);
const PAGES = only ? Object.fromEntries(Object.entries(ALL_PAGES).filter(([name]) => only.includes(name))) : ALL_PAGES;

/** The median of the measured values (a run Lighthouse could not measure gives NaN: left out). */
const median = (xs) => {
  const measured = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return measured.length === 0 ? NaN : measured[Math.floor(measured.length / 2)];
};
const lighthouseResults = {};
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
try {
  for (const [name, page] of Object.entries(PAGES)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const audit = () =>
        lighthouse(sandbox.url + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
      // A trace Lighthouse failed to record (e.g. NO_NAVSTART on a busy machine) is run again, once.
      let r = await audit();
      if (r.lhr.runtimeError) {
        console.warn(`Lighthouse ${name} run ${i + 1}: ${r.lhr.runtimeError.code}, running it again`);
        r = await audit();
      }
      const c = r.lhr.categories;
      const a = r.lhr.audits;
      // An audit Lighthouse could not compute has no numericValue: say so instead of crashing.
      const value = (id, digits = 0) => {
        const v = a[id]?.numericValue;
        if (typeof v !== 'number') {
          console.warn(`Lighthouse ${name} run ${i + 1}: ${id} not measured (${a[id]?.errorMessage ?? 'no value'})`);
          return NaN;
        }
        return Number(v.toFixed(digits));
      };
      const score = (cat) => (typeof cat?.score === 'number' ? Math.round(cat.score * 100) : NaN);
      if (r.lhr.runtimeError) console.warn(`Lighthouse ${name} run ${i + 1}: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message}`);
      for (const warning of r.lhr.runWarnings ?? []) console.warn(`Lighthouse ${name} run ${i + 1}: ${warning}`);
      runs.push({
        performance: score(c.performance),
        accessibility: score(c.accessibility),
        bestPractices: score(c['best-practices']),
        seo: score(c.seo),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift', 3),
        // Lighthouse's measure of this machine's CPU: simulated throttling multiplies the
        // measured main-thread work, so scores from machines of different speed differ.
        benchmarkIndex: Math.round(r.lhr.environment?.benchmarkIndex ?? NaN),
      });
    }
    const keys = Object.keys(runs[0]);
    lighthouseResults[name] = { path: page, ...Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) };
  }
} finally {
  await chrome.kill();
}

// 500 cards: long tasks while the page renders, and during an in-page filter change.
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
let longTasks;
try {
  const { cards, renderLongTasks, renderLongestMs, filterChangeLongTasks, filterChangeLongestMs } = await measureLongTasks(browser, sandbox.url, 500);
  longTasks = { cards, renderLongTasks, renderLongestMs, filterChangeLongTasks, filterChangeLongestMs };
} finally {
  await browser.close();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse (mobile, simulated throttling, median of ${RUNS})`);
console.table(lighthouseResults);
console.log('Results page with 500 cards (desktop Chromium, unthrottled)');
console.table(longTasks);
for (const [kind, p] of Object.entries(size.pages ?? { boot: { initialJsGzip: size.initialJsGzip, initialJsRaw: size.initialJsRaw } })) {
  console.log(`Initial JavaScript (${kind === 'other' ? 'boot: home and other pages' : `boot + ${kind}`}): ${(p.initialJsGzip / 1024).toFixed(1)} KB gzip, ${(p.initialJsRaw / 1024).toFixed(1)} KB raw`);
}
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/latest.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      lighthouse: lighthouseResults,
      longTasks,
      initialJsGzip: size.initialJsGzip,
      initialJsRaw: size.initialJsRaw,
      ...(size.pages ? { initialJsGzipByPage: Object.fromEntries(Object.entries(size.pages).map(([kind, p]) => [kind, p.initialJsGzip])) } : {}),
    },
    null,
    2,
  ) + '\n',
);
console.log('Written to bench/results/latest.json');
