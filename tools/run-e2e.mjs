// The browser tests in parallel (npm run test:e2e, after the build): the test files are shared
// between E2E_JOBS mocha processes (2 by default, this machine's cores), balanced by how long each
// file took on a recent run, and each process starts its own sandbox and Chromium (its root
// hooks). Most of a browser test is waiting for a page, so two at a time roughly halve the run
// on two cores; a third made it no shorter and some tests flakier. Each process's report is printed whole when it ends (no interleaved lines), then
// every retry and failure of all processes again (a CI log is often read from its tail, and a
// failure in the first process's report would otherwise be scrolled away), then the total, as the
// last line: `N passed, N failed`. Exits non-zero when any process failed. With REPORT_FILE_SECONDS=1
// each process also lists its files' seconds (the figures SECONDS below is kept from).
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const JOBS = Math.max(1, Number(process.env.E2E_JOBS ?? 2));
const DIR = 'test/e2e';

/**
 * Roughly the seconds each file takes in a two-process run (2026-11-28, measured on a busy
 * machine; the files last changed that day from single-process runs beside other work, the rest
 * from a two-process run); a file not listed counts as 20.
 */
const SECONDS = {
  'valuation.test.ts': 260,
  'viewing.test.ts': 200,
  'accounts.test.ts': 185,
  'hydration.test.ts': 110,
  'articles.test.ts': 110,
  'recently-viewed.test.ts': 105,
  'hydration-journeys.test.ts': 105,
  'site-chrome.test.ts': 90,
  'content-blocks.test.ts': 90,
  'contact-forms.test.ts': 85,
  'search-behaviour.test.ts': 82,
  'layout.test.ts': 80,
  'branches.test.ts': 75,
  'material-information.test.ts': 75,
  'results.test.ts': 72,
  'cookie-consent.test.ts': 65,
  'calculators-more.test.ts': 62,
  'maps.test.ts': 60,
  'home-search.test.ts': 60,
  'no-javascript.test.ts': 57,
  'lettings-costs.test.ts': 49,
  'bot-check.test.ts': 47,
  'saved.test.ts': 46,
  'property.test.ts': 46,
  'button-states.test.ts': 43,
  'legal-pages.test.ts': 36,
  'writes-kept.test.ts': 36,
  'branch-finder.test.ts': 33,
  'hostile-page.test.ts': 31,
  'search-polish.test.ts': 31,
  'form-interactions.test.ts': 31,
  'enquiry-routing.test.ts': 28,
  'password-change.test.ts': 28,
  'listing-polish.test.ts': 27,
  'current-password.test.ts': 27,
  'video-consent.test.ts': 27,
  'toasts.test.ts': 27,
  'journey.test.ts': 25,
  'listing-status.test.ts': 22,
  'refit-bugs.test.ts': 16,
  'cookie-banner-dialogs.test.ts': 13,
  'search-map.test.ts': 12,
  'draw-area.test.ts': 51,
  'compare.test.ts': 20,
};

const files = (
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : (await readdir(DIR)).filter((f) => f.endsWith('.test.ts')).map((f) => path.join(DIR, f))
).sort();
const weight = (file) => SECONDS[path.basename(file)] ?? 20;

// Longest first, each to the lightest group.
const groups = Array.from({ length: Math.min(JOBS, files.length) }, () => ({
  files: /** @type {string[]} */ ([]),
  seconds: 0,
}));
for (const file of [...files].sort((a, b) => weight(b) - weight(a))) {
  const lightest = groups.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  lightest.files.push(file);
  lightest.seconds += weight(file);
}

function run(group, index) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join('node_modules', 'mocha', 'bin', 'mocha.js'),
        '--config',
        '.mocharc.e2e.json',
        ...group.files,
      ],
      { env: process.env },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(
        `\n=== browser tests, process ${index + 1} of ${groups.length}: ${group.files.map((f) => path.basename(f)).join(', ')}\n${output.trimEnd()}`,
      );
      const verdict = /(\d+) passed, (\d+) failed\s*$/.exec(output.trimEnd());
      resolve({
        code: code ?? 1,
        passed: verdict ? Number(verdict[1]) : 0,
        failed: verdict ? Number(verdict[2]) : 0,
        output,
        index,
      });
    });
  });
}

const results = await Promise.all(groups.map(run));
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const crashed = results.some((r) => r.code !== 0);
for (const r of results) {
  const lines = r.output.trimEnd().split('\n');
  const retries = lines.filter((line) => line.includes('↻ '));
  // The reporter's failure list: from the first `1) ` line to the verdict.
  const first = lines.findIndex((line) => /^1\) /.test(line));
  const failures = first >= 0 ? lines.slice(first, -1) : [];
  const lost = r.code !== 0 && r.failed === 0;
  if (retries.length === 0 && failures.length === 0 && !lost) continue;
  console.log(`\n=== again, process ${r.index + 1}'s retries and failures`);
  for (const line of retries) console.log(line.trim());
  // Each failure's title and the head of its error (the whole stack is in the report above).
  let kept = 0;
  for (const line of failures) {
    if (/^\d+\) /.test(line)) kept = 0;
    if (kept++ < 12) console.log(line);
  }
  if (lost)
    console.log(
      `the process ended with code ${r.code} and no failed test: its last lines were\n${lines.slice(-15).join('\n')}`,
    );
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(crashed || failed > 0 || passed === 0 ? 1 : 0);
