// Long tasks on a results page of 500 cards, on their own: quicker than the whole
// `npm run bench` and repeatable while working on the results page.
//
// Starts the sandbox with at least 900 listings, opens /property-for-sale?per_page=500 in desktop
// Chromium (unthrottled, the flags of bench/run.mjs) and reports the long tasks (> 50 ms) a
// PerformanceObserver sees while the page renders (until all 500 cards are in the DOM and a second
// has passed) and during a filter change in the form (the same actions as bench/run.mjs: maximum
// price, 'More filters', the Garden chip, channel 'To rent').
//
// Run: node --import tsx bench/long-tasks.mjs   (LONG_TASK_RUNS=5 for more runs; LONG_TASK_CARDS=12
// measures a normal page the same way, for comparison)
// Builds into DIST_DIR (default /tmp/dist-long-tasks) so it never clashes with other builds;
// SKIP_BUILD=1 reuses that folder as it is.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startSandbox } from '../sandbox/server.ts';
import { measureLongTasks } from './long-task-scenario.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../tools/chromium.mjs';

const RUNS = Number(process.env.LONG_TASK_RUNS ?? 3);
const DIST = path.resolve(process.env.DIST_DIR ?? '/tmp/dist-long-tasks');
const CARDS = Number(process.env.LONG_TASK_CARDS ?? 500);

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, ['build.mjs', '--quiet'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: DIST },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const size = JSON.parse(
  await readFile(path.join(DIST, 'size-report.json'), 'utf8').catch(() => 'null'),
);

const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-long-tasks-'));
const sandbox = await startSandbox({ port: 0, dataDir, distDir: DIST, minimumListings: 900 });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

const runs = [];
try {
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureLongTasks(browser, sandbox.url, CARDS));
} finally {
  await browser.close();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(
  `Results page with ${CARDS} cards (desktop Chromium 1280×900, unthrottled), ${RUNS} run(s); tasks as duration@start in ms`,
);
console.table(runs);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `median: render ${median(runs.map((r) => r.renderLongTasks))} long task(s), longest ${median(runs.map((r) => r.renderLongestMs))} ms; ` +
    `filter change ${median(runs.map((r) => r.filterChangeLongTasks))} long task(s), longest ${median(runs.map((r) => r.filterChangeLongestMs))} ms`,
);
if (size)
  console.log(`Initial JavaScript (boot): ${(size.initialJsGzip / 1024).toFixed(1)} KB gzip`);
