// Benchmarks (ARCHITECTURE.md §6): the build's size report, then Lighthouse (mobile, simulated
// throttling, median of 3 runs) on the sandbox's pages, using Debian's Chromium.
// Figures are printed as a table and written to bench/results/latest.json.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.BENCH_PAGES ?? '/').split(',');

const build = spawnSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const size = JSON.parse(await readFile('dist/size-report.json', 'utf8'));

// Run under tsx (npm run bench) so the TypeScript sandbox can be imported.
const { startSandbox } = await import('../sandbox/server.ts');

const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-bench-'));
const sandbox = await startSandbox({ port: 0, dataDir, distDir: path.resolve('dist') });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const r = await lighthouse(sandbox.url + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = r.lhr.categories;
      const a = r.lhr.audits;
      runs.push({
        performance: Math.round(c.performance.score * 100),
        accessibility: Math.round(c.accessibility.score * 100),
        bestPractices: Math.round(c['best-practices'].score * 100),
        seo: Math.round(c.seo.score * 100),
        lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(a['total-blocking-time'].numericValue),
        cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
    const keys = Object.keys(runs[0]);
    results[page] = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  }
} finally {
  await chrome.kill();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse (mobile, simulated throttling, median of ${RUNS})`);
console.table(results);
console.log(`Initial JavaScript (boot): ${(size.initialJsGzip / 1024).toFixed(1)} KB gzip, ${(size.initialJsRaw / 1024).toFixed(1)} KB raw`);
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/latest.json', JSON.stringify({ date: new Date().toISOString(), runs: RUNS, lighthouse: results, initialJsGzip: size.initialJsGzip, initialJsRaw: size.initialJsRaw }, null, 2) + '\n');
console.log('Written to bench/results/latest.json');
