/** Mocha root hooks for the browser tests: start the sandbox and Chromium once for the run. */
import { startAll, stopAll } from './browser.js';

export const mochaHooks = {
  async beforeAll(this: { timeout(ms: number): void }) {
    this.timeout(60000);
    await startAll();
  },
  async afterAll() {
    await stopAll();
  },
};
