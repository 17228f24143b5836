/**
 * Mocha root hooks for the browser tests (.mocharc.e2e.json): the sandbox and Chromium start once
 * before the first test and stop after the last. The browser tests run in a mocha process of
 * their own, after the unit tests, so no fake timer of a unit test can reach the sandbox.
 */
import { beginTest, describeTestPages, startAll, stepSeconds, stopAll } from './browser.js';

interface HookContext {
  timeout(ms: number): void;
  currentTest?: { state?: string; fullTitle(): string };
}

export const mochaHooks = {
  async beforeAll(this: HookContext) {
    this.timeout(90000);
    await startAll();
  },
  beforeEach() {
    beginTest();
  },
  /**
   * A failed browser test prints what its pages did, so a failure on CI explains itself; so does
   * a failed first try (mocha leaves its state unset before the second, .mocharc.e2e.json).
   */
  async afterEach(this: HookContext) {
    const test = this.currentTest;
    if (test === undefined || test.state === 'passed') return;
    this.timeout(30000);
    const report = await describeTestPages().catch(
      (error: unknown) => `(no page report: ${String(error)})`,
    );
    if (report)
      console.log(
        `\n--- what the pages of "${test.fullTitle()}" did ---\n${report}\n--- end ---\n`,
      );
  },
  async afterAll() {
    if (process.env['REPORT_STEP_SECONDS'])
      console.log(
        `seconds in axe ${stepSeconds.axe.toFixed(1)}, in screenshots ${stepSeconds.screenshot.toFixed(1)}`,
      );
    await stopAll();
  },
};
