import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readStoreFile, Store, STORE_FILE } from '../../sandbox/store.js';
import { startTestSandbox, Visitor } from './support/sandbox.js';

const CRASH_WRITER = fileURLToPath(new URL('./support/crash-writer.ts', import.meta.url));

describe('the sandbox store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-store-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps what was written across a reopen', async () => {
    const store = await Store.open({ dir });
    await store.update((d) => {
      d.counters.lead = 7;
    });
    const reopened = await Store.open({ dir });
    expect(reopened.data.counters.lead).to.equal(7);
    expect(reopened.data.secret).to.equal(store.data.secret);
  });

  it('serialises concurrent updates: none is lost', async () => {
    const store = await Store.open({ dir });
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        store.update((d) => {
          d.cookieLogs.push({ agency: 'oakfield', status: `s${i}`, details: {}, at: '' });
        }),
      ),
    );
    const onDisk = await readStoreFile(dir);
    expect(onDisk?.cookieLogs).to.have.length(25);
  });

  it('changes nothing when an update throws', async () => {
    const store = await Store.open({ dir });
    await store
      .update((d) => {
        d.counters.lead = 5;
        throw new Error('boom');
      })
      .catch(() => undefined);
    expect(store.data.counters.lead).to.equal(0);
  });

  it('loses nothing when the process dies mid-write: the old file stays whole', async function () {
    this.timeout(15000);
    const store = await Store.open({ dir });
    await store.update((d) => {
      d.counters.lead = 1;
    });
    const before = await readFile(join(dir, STORE_FILE), 'utf8');
    const signal = await new Promise<NodeJS.Signals | null>((done, fail) => {
      const child = spawn(process.execPath, ['--import', 'tsx', CRASH_WRITER, dir], { stdio: 'ignore' });
      child.once('error', fail);
      child.once('exit', (_code, sig) => done(sig));
    });
    expect(signal).to.equal('SIGKILL');
    expect(await readFile(join(dir, STORE_FILE), 'utf8')).to.equal(before);
    expect((await readdir(dir)).some((name) => name.endsWith('.tmp'))).to.equal(true);
    const reopened = await Store.open({ dir });
    expect(reopened.data.counters.lead).to.equal(1);
    expect((await readdir(dir)).some((name) => name.endsWith('.tmp'))).to.equal(false);
  });

  it('moves a corrupt file aside and starts afresh', async () => {
    await writeFile(join(dir, STORE_FILE), '{"version": 1, "secret": ');
    const messages: string[] = [];
    const store = await Store.open({ dir, log: (m) => messages.push(m) });
    expect(store.data.users).to.deep.equal([]);
    expect(messages[0]).to.match(/not a valid store/);
    expect((await readdir(dir)).some((name) => name.startsWith(`${STORE_FILE}.corrupt-`))).to.equal(true);
  });

  it('keeps users, sessions and saved items across a sandbox restart', async () => {
    const first = await startTestSandbox();
    const visitor = new Visitor(first.url);
    await visitor.signIn();
    await visitor.postForm('/saved_properties.ljson', { property_ids: '1020' });
    await first.sandbox.close();
    const second = await startTestSandbox({ dataDir: first.dataDir, distDir: first.distDir });
    try {
      const again = new Visitor(second.url);
      again.cookie = visitor.cookie;
      const me = (await (await again.fetch('/user.ljson')).json()) as Record<string, unknown>;
      expect(me['email']).to.equal('demo@example.com');
      expect(me['saved_properties']).to.include('1020');
      const data = (await readStoreFile(first.dataDir))!;
      expect(data.users.filter((u) => u.email === 'demo@example.com')).to.have.length(2);
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
