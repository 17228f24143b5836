/**
 * Mocha root hooks for the browser tests: the sandbox and Chromium start once, at the first
 * browser test, and stop at the end of the run.
 *
 * They start late on purpose: the unit tests run first in the same process, and some replace the
 * timers with sinon's, process.nextTick included. A compression the sandbox began then never
 * finished (Node's zlib relies on nextTick), and other stream work in this process (Playwright's
 * pipe to Chromium) runs the same risk, so nothing of the browser tests runs during them.
 */
import { beginTest, describeTestPages, started, startAll, stopAll } from './browser.js';

interface HookContext {
  timeout(ms: number): void;
  currentTest?: { state?: string; file?: string; fullTitle(): string };
}

const isBrowserTest = (file: string | undefined) => file !== undefined && /[\\/]test[\\/]e2e[\\/]/.test(file);

export const mochaHooks = {
  async beforeEach(this: HookContext) {
    beginTest();
    if (!started() && isBrowserTest(this.currentTest?.file)) {
      this.timeout(90000);
      await startAll();
    }
  },
  /** A failed browser test prints what its pages did, so a failure on CI explains itself. */
  async afterEach(this: HookContext) {
    if (this.currentTest?.state !== 'failed') return;
    this.timeout(30000);
    const report = await describeTestPages().catch((error: unknown) => `(no page report: ${String(error)})`);
    if (report) console.log(`\n--- what the pages of "${this.currentTest.fullTitle()}" did ---\n${report}\n--- end ---\n`);
  },
  async afterAll() {
    await stopAll();
  },
};
