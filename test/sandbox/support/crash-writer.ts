/**
 * Run as a child process by store.test.ts: opens the store in argv[2] and dies (SIGKILL) in the
 * middle of a write, after the temp file is on disk and before it replaces the data file.
 */
import { Store } from '../../../sandbox/store.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: crash-writer.ts <data dir>');
const store = await Store.open({
  dir,
  hooks: {
    beforeRename: () => {
      process.kill(process.pid, 'SIGKILL');
    },
  },
});
await store.update((d) => {
  d.counters.lead = 999;
});
