// Benchmarks (ARCHITECTURE.md §6), never timed tests:
//  1. the build's size report (initial JavaScript of every page kind, gzip);
//  2. Lighthouse 13 (mobile, simulated throttling) on every page kind of the sandbox, side by side
//     in one run: the same server-rendered HTML with no JavaScript (the limit), with the bare
//     design-card stack in place of our scripts (the floor, bench/bare-stack.tsx) and as built;
//     runs interleaved (run 1 of every page and variant, then run 2…), median of 3, with the
//     ratios the budgets are written in (ours / bare stack, ours / no JavaScript);
//  3. every page kind and variant loaded cold at 4× CPU slowdown in Chromium itself
//     (bench/cold-start.mjs): the blocking time after the first paint and our longest task;
//  4. a results page of 500 cards and a filter change on it: long tasks (> 50 ms) seen by a
//     PerformanceObserver in Chromium.
// Figures are printed as tables and written to bench/results/latest.json, with the date, the
// Chromium version and Lighthouse's benchmark index of the machine: compare figures of one run only.
// Run: npm run bench   (BENCH_RUNS=1 for a quick look; BENCH_PAGES=home,property for some pages;
// BENCH_LONG_TASKS=0 to skip the 500-card scenario, BENCH_COLD_START=0 the cold loads)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
// Run under tsx (npm run bench) so the TypeScript sandbox can be imported.
import { startSandbox } from '../sandbox/server.ts';
import { BARE_STACK_FILE } from '../sandbox/page-render.ts';
import { TARGETS } from '../tools/browser-targets.mjs';
import { measureLongTasks } from './long-task-scenario.mjs';
import { coldStartTable, measureColdStarts } from './cold-start.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../tools/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VARIANTS = /** @type {const} */ (['none', 'bare', 'ours']);

// The budgets of ARCHITECTURE §6, checked against the medians of this run.
const GOALS = { tbtOverBare: 1.5, lcpOverNoJs: 1.15, cls: 0 };

const build = spawnSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const size = JSON.parse(await readFile('dist/size-report.json', 'utf8'));

// The floor: the design card's packages in one bundle, served in place of our scripts.
await esbuild.build({
  entryPoints: ['bench/bare-stack.tsx'],
  bundle: true,
  minify: true,
  format: 'esm',
  target: TARGETS,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: path.join('dist', BARE_STACK_FILE),
  logLevel: 'error',
});
const bareBytes = await readFile(path.join('dist', BARE_STACK_FILE));
const bareStack = {
  file: BARE_STACK_FILE,
  gzipKb: Number((gzipSync(bareBytes, { level: 9 }).length / 1024).toFixed(1)),
  rawKb: Number((bareBytes.length / 1024).toFixed(1)),
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-bench-'));
const sandbox = await startSandbox({
  port: 0,
  dataDir,
  distDir: path.resolve('dist'),
  minimumListings: 900,
});

// A property page to measure: the first card of the results page.
const resultsHtml = await (await fetch(sandbox.url + '/property-for-sale')).text();
const firstProperty =
  /"property_url":"(\/properties\/[^"]+)"/.exec(resultsHtml)?.[1] ?? '/properties/1001';
const ALL_PAGES = {
  home: '/',
  results: '/property-for-sale',
  property: firstProperty,
  branches: '/branches',
  articles: '/articles',
  content: '/about-us',
};
// BENCH_PAGES=property (or a comma list) measures only those pages.
const only = process.env.BENCH_PAGES?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const PAGES = only
  ? Object.fromEntries(Object.entries(ALL_PAGES).filter(([name]) => only.includes(name)))
  : ALL_PAGES;

/** The median of the measured values (a run Lighthouse could not measure gives NaN: left out). */
const median = (xs) => {
  const measured = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return measured.length === 0 ? NaN : measured[Math.floor(measured.length / 2)];
};
const round = (x, digits = 2) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : NaN);

/** One Lighthouse run of a page in one variant: the figures the budgets speak of. */
async function audit(port, name, page, variant, run) {
  const once = () =>
    lighthouse(sandbox.url + page, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: { 'X-Bench-Variant': variant },
    });
  // A trace Lighthouse failed to record (e.g. NO_NAVSTART on a busy machine) is run again, once.
  /** @type {import('lighthouse').RunnerResult} */
  let r = /** @type {any} */ (await once());
  if (r.lhr.runtimeError) {
    console.warn(
      `Lighthouse ${name} (${variant}) run ${run}: ${r.lhr.runtimeError.code}, running it again`,
    );
    r = /** @type {any} */ (await once());
  }
  const c = r.lhr.categories;
  const a = r.lhr.audits;
  const value = (id, digits = 0) => {
    const v = a[id]?.numericValue;
    if (typeof v !== 'number') {
      console.warn(
        `Lighthouse ${name} (${variant}) run ${run}: ${id} not measured (${a[id]?.errorMessage ?? 'no value'})`,
      );
      return NaN;
    }
    return Number(v.toFixed(digits));
  };
  const score = (cat) => (typeof cat?.score === 'number' ? Math.round(cat.score * 100) : NaN);
  // The scripts the page loaded (as transferred: the sandbox compresses with brotli where it can).
  /** The rows of an audit's table (its details, when it has a table or a list). */
  const rows = (id) => /** @type {any[]} */ (/** @type {any} */ (a[id]?.details)?.items ?? []);
  const requests = rows('network-requests');
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  // Lighthouse's simulated long tasks (at 4× slowdown), each with the file it charges them to: what
  // a sample's blocking time is made of. A task of the document itself is the page's own parse,
  // style and layout, which every variant has.
  const fileOf = (url) =>
    typeof url === 'string' && url.includes('/')
      ? url.split('?')[0].split('/').pop() || url
      : String(url);
  const longTasks = rows('long-tasks').map((item) => ({
    file: fileOf(item.url),
    startMs: Math.round(item.startTime ?? NaN),
    durationMs: Math.round(item.duration ?? NaN),
  }));
  return {
    performance: score(c.performance),
    accessibility: score(c.accessibility),
    bestPractices: score(c['best-practices']),
    seo: score(c.seo),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    interactiveMs: value('interactive'),
    cls: value('cumulative-layout-shift', 3),
    scriptFiles: scripts.length,
    scriptKbTransferred: round(
      scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      1,
    ),
    // Lighthouse's measure of this machine's CPU: simulated throttling multiplies the measured
    // main-thread work, so scores from machines of different speed differ.
    benchmarkIndex: Math.round(r.lhr.environment?.benchmarkIndex ?? NaN),
    longTasks,
  };
}

/** @type {Record<string, Record<string, Awaited<ReturnType<typeof audit>>[]>>} */
const samples = Object.fromEntries(
  Object.keys(PAGES).map((name) => [name, Object.fromEntries(VARIANTS.map((v) => [v, []]))]),
);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const chromiumVersion = (() => {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [name, page] of Object.entries(PAGES)) {
      for (const variant of VARIANTS)
        samples[name][variant].push(await audit(chrome.port, name, page, variant, run));
    }
    console.log(`Lighthouse run ${run} of ${RUNS} done`);
  }
} finally {
  chrome.kill();
}

const medians = Object.fromEntries(
  Object.entries(samples).map(([name, byVariant]) => [
    name,
    Object.fromEntries(
      Object.entries(byVariant).map(([variant, runs]) => [
        variant,
        Object.fromEntries(
          Object.keys(runs[0])
            .filter((k) => typeof runs[0][k] === 'number')
            .map((k) => [k, median(runs.map((r) => r[k]))]),
        ),
      ]),
    ),
  ]),
);

/** Each page: the three variants side by side, the ratios and whether the goals are met. */
const comparison = Object.fromEntries(
  Object.entries(medians).map(([name, m]) => {
    const tbtRatio = m.ours.tbtMs / Math.max(m.bare.tbtMs, 1);
    const lcpRatio = m.ours.lcpMs / m.none.lcpMs;
    const goals = {
      performanceAtLeastBare: m.ours.performance >= m.bare.performance,
      tbtWithin: tbtRatio <= GOALS.tbtOverBare,
      lcpWithin: lcpRatio <= GOALS.lcpOverNoJs,
      clsZero: m.ours.cls === GOALS.cls,
    };
    return [
      name,
      {
        path: PAGES[name],
        noJs: { performance: m.none.performance, lcpMs: m.none.lcpMs, tbtMs: m.none.tbtMs },
        bare: {
          performance: m.bare.performance,
          lcpMs: m.bare.lcpMs,
          tbtMs: m.bare.tbtMs,
          scriptKbTransferred: m.bare.scriptKbTransferred,
        },
        ours: m.ours,
        ratios: { tbtOursOverBare: round(tbtRatio), lcpOursOverNoJs: round(lcpRatio) },
        goals,
        allGoalsMet: Object.values(goals).every(Boolean),
      },
    ];
  }),
);

// 500 cards: long tasks while the page renders, and during an in-page filter change.
let longTasks;
if (process.env.BENCH_LONG_TASKS !== '0') {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const {
      cards,
      renderLongTasks,
      renderLongestMs,
      filterChangeLongTasks,
      filterChangeLongestMs,
    } = await measureLongTasks(browser, sandbox.url, 500);
    longTasks = {
      cards,
      renderLongTasks,
      renderLongestMs,
      filterChangeLongTasks,
      filterChangeLongestMs,
    };
  } finally {
    await browser.close();
  }
}
// Every page kind and variant at a phone's pace in Chromium itself (bench/cold-start.mjs).
let coldStarts;
if (process.env.BENCH_COLD_START !== '0') {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    coldStarts = await measureColdStarts(browser, sandbox.url, PAGES, VARIANTS, RUNS);
  } finally {
    await browser.close();
  }
}
await sandbox.close();
await rm(dataDir, { recursive: true, force: true });

const table = Object.fromEntries(
  Object.entries(comparison).map(([name, c]) => [
    name,
    {
      'no-JS perf': c.noJs.performance,
      'no-JS LCP s': round(c.noJs.lcpMs / 1000),
      'bare perf': c.bare.performance,
      'bare TBT ms': c.bare.tbtMs,
      'ours perf': c.ours.performance,
      'ours LCP s': round(c.ours.lcpMs / 1000),
      'ours TBT ms': c.ours.tbtMs,
      'ours CLS': c.ours.cls,
      'TBT ours/bare': c.ratios.tbtOursOverBare,
      'LCP ours/no-JS': c.ratios.lcpOursOverNoJs,
      'scripts incl. idle': c.ours.scriptFiles,
      'goals met': c.allGoalsMet ? 'yes' : 'no',
    },
  ]),
);
const benchmarkIndex = median(Object.values(medians).map((m) => m.ours.benchmarkIndex));
console.log(
  `\nLighthouse 13 (mobile, simulated throttling, median of ${RUNS}, variants interleaved), ${chromiumVersion}, benchmark index ${benchmarkIndex}`,
);
console.log(`Bare design-card stack: ${bareStack.gzipKb} KB gzip (${bareStack.rawKb} KB raw)`);
console.table(table);
console.log(
  "Blocking time of each sample (ms), and what ours blocked on where it was not 0 (Lighthouse's simulated long tasks after FCP):",
);
for (const [name, byVariant] of Object.entries(samples)) {
  console.log(
    `  ${name}: ` +
      VARIANTS.map((v) => `${v} ${byVariant[v].map((r) => r.tbtMs).join(', ')}`).join(' | '),
  );
  for (const r of byVariant.ours.filter((sample) => sample.tbtMs > 0)) {
    const blocking = r.longTasks.filter(
      (t) => t.startMs + t.durationMs > r.fcpMs && t.startMs < r.interactiveMs,
    );
    console.log(
      `    ours ${r.tbtMs} ms (FCP ${r.fcpMs}, TTI ${r.interactiveMs}): ` +
        blocking.map((t) => `${t.file} at ${t.startMs} for ${t.durationMs}`).join('; '),
    );
  }
}
console.log('Accessibility / best practices / SEO (ours):');
console.table(
  Object.fromEntries(
    Object.entries(medians).map(([name, m]) => [
      name,
      { accessibility: m.ours.accessibility, bestPractices: m.ours.bestPractices, seo: m.ours.seo },
    ]),
  ),
);
if (coldStarts) {
  console.log(
    `Cold loads at 4× CPU slowdown in Chromium (412 × 823, median of ${RUNS}): blocking time after FCP, and ours' longest task once boot has run`,
  );
  console.table(coldStartTable(coldStarts.medians));
}
if (longTasks) {
  console.log('Results page with 500 cards (desktop Chromium, unthrottled)');
  console.table(longTasks);
}
for (const [kind, p] of Object.entries(size.pages ?? {})) {
  console.log(
    `Initial JavaScript (${kind === 'other' ? 'boot: other pages' : `boot + ${kind}`}): ${(p.initialJsGzip / 1024).toFixed(1)} KB gzip in ${Array.isArray(p.files) ? p.files.length : '?'} files, ${(p.initialJsRaw / 1024).toFixed(1)} KB raw`,
  );
}
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/latest.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      chromium: chromiumVersion,
      runs: RUNS,
      benchmarkIndex,
      bareStack,
      goals: GOALS,
      comparison,
      samples,
      longTasks,
      coldStarts,
      initialJsGzipByPage: Object.fromEntries(
        Object.entries(size.pages ?? {}).map(([kind, p]) => [kind, p.initialJsGzip]),
      ),
    },
    null,
    2,
  ) + '\n',
);
console.log('Written to bench/results/latest.json');
