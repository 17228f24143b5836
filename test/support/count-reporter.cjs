'use strict';
// A small mocha reporter: spec-style lines while running, and a last line
// `N passed, N failed` that CI reads as the verdict.
const Mocha = require('mocha');
const {
  EVENT_RUN_END,
  EVENT_TEST_FAIL,
  EVENT_TEST_PASS,
  EVENT_SUITE_BEGIN,
  EVENT_SUITE_END,
  EVENT_TEST_PENDING,
  EVENT_TEST_RETRY,
} = Mocha.Runner.constants;

class CountReporter extends Mocha.reporters.Base {
  constructor(runner, options) {
    super(runner, options);
    let depth = 0;
    let passed = 0;
    let failed = 0;
    let pending = 0;
    const failures = [];
    // Seconds each test file took (its top-level suites), for balancing parallel runs.
    const fileSeconds = new Map();
    const fileStarts = new Map();
    const pad = () => '  '.repeat(depth);
    runner.on(EVENT_SUITE_BEGIN, (suite) => {
      if (suite.root) return;
      if (suite.parent?.root && suite.file) fileStarts.set(suite, Date.now());
      depth += 1;
      console.log(`${pad()}${suite.title}`);
    });
    runner.on(EVENT_SUITE_END, (suite) => {
      const started = fileStarts.get(suite);
      if (started !== undefined) {
        const name = require('node:path').basename(suite.file);
        fileSeconds.set(name, (fileSeconds.get(name) ?? 0) + (Date.now() - started) / 1000);
      }
      if (!suite.root) depth -= 1;
    });
    runner.on(EVENT_TEST_PASS, (test) => {
      passed += 1;
      const seconds =
        process.env.REPORT_FILE_SECONDS && test.duration !== undefined
          ? ` (${(test.duration / 1000).toFixed(1)} s)`
          : '';
      console.log(`${pad()}  ✓ ${test.title}${seconds}`);
    });
    runner.on(EVENT_TEST_PENDING, (test) => {
      pending += 1;
      console.log(`${pad()}  - ${test.title} (pending)`);
    });
    // A browser test gets one more try (.mocharc.e2e.json): a retry is always reported, with why.
    runner.on(EVENT_TEST_RETRY, (test, err) => {
      console.log(
        `${pad()}  ↻ ${test.title} (tried again after: ${String(err?.message ?? err).split('\n')[0]})`,
      );
    });
    runner.on(EVENT_TEST_FAIL, (test, err) => {
      failed += 1;
      failures.push({ title: test.fullTitle(), err });
      console.log(`${pad()}  ✗ ${test.title}`);
    });
    runner.once(EVENT_RUN_END, () => {
      failures.forEach(({ title, err }, i) => {
        console.log(`\n${i + 1}) ${title}`);
        console.log(String((err && err.stack) || err));
      });
      if (process.env.REPORT_FILE_SECONDS) {
        const rows = [...fileSeconds]
          .sort((a, b) => b[1] - a[1])
          .map(([name, seconds]) => `${name} ${Math.round(seconds)}`);
        console.log(`\nseconds by file: ${rows.join(', ')}`);
      }
      console.log('');
      console.log(`${passed} passed, ${failed} failed` + (pending ? `, ${pending} skipped` : ''));
    });
  }
}
module.exports = CountReporter;
