/**
 * Run as a child process by store.test.ts: opens the store in argv[2], writes a change (which is
 * then in the journal, on disk), and dies (SIGKILL) while folding the journal into the snapshot,
 * after the new snapshot is on disk and before it replaces the old one.
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
await store.compact();
