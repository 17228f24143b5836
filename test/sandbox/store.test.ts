import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  JOURNAL_FILE,
  readStoreFile,
  Store,
  STORE_FILE,
  type StoreOptions,
} from '../../sandbox/store.js';
import { changesSince, folderState } from './support/data-folder.js';
import { startTestSandbox, Visitor } from './support/sandbox.js';

const CRASH_WRITER = fileURLToPath(new URL('./support/crash-writer.ts', import.meta.url));

describe('the sandbox store', () => {
  let dir: string;
  let opened: Store[] = [];
  /** Open the store in this test's folder; every store opened is closed after the test. */
  const openStore = async (options: Omit<StoreOptions, 'dir'> = {}) => {
    const store = await Store.open({ dir, ...options });
    opened.push(store);
    return store;
  };
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-store-'));
  });
  afterEach(async () => {
    await Promise.all(opened.map((store) => store.close()));
    opened = [];
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps what was written across a reopen', async () => {
    const store = await openStore();
    await store.update((d) => {
      d.counters.lead = 7;
    });
    const reopened = await openStore();
    expect(reopened.data.counters.lead).to.equal(7);
    expect(reopened.data.secret).to.equal(store.data.secret);
  });

  it('serialises 250 concurrent updates: none is lost, on disk or after a reopen', async () => {
    const store = await openStore();
    await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        store.update((d) => {
          d.counters.lead += 1;
          d.cookieLogs.push({ agency: 'oakfield', status: `s${i}`, details: {}, at: '' });
        }),
      ),
    );
    const onDisk = await readStoreFile(dir);
    expect(onDisk?.cookieLogs.map((l) => l.status)).to.deep.equal(
      Array.from({ length: 250 }, (_, i) => `s${i}`),
    );
    expect(onDisk?.counters.lead).to.equal(250);
    await store.close();
    const reopened = await openStore();
    expect(reopened.data.cookieLogs).to.have.length(250);
    expect(reopened.data.counters.lead).to.equal(250);
  });

  it('writes a small change after big records without rewriting them: the files only grow, by the change', async () => {
    const store = await openStore();
    for (let i = 0; i < 3; i += 1) {
      await store.update((d) => {
        d.cookieLogs.push({
          agency: 'oakfield',
          status: `big${i}`,
          details: { text: 'x'.repeat(300_000) },
          at: '',
        });
      });
    }
    const before = await folderState(dir);
    await store.update((d) => {
      d.counters.lead += 1;
      d.cookieLogs.push({ agency: 'oakfield', status: 'small', details: {}, at: '' });
    });
    const changes = changesSince(before, await folderState(dir));
    expect(changes).to.deep.include({ replaced: [], rewritten: [] });
    expect(changes.addedBytes).to.be.above(0).and.below(300);
    expect((await readStoreFile(dir))?.cookieLogs.map((l) => l.status)).to.deep.equal([
      'big0',
      'big1',
      'big2',
      'small',
    ]);
  });

  it('folds the journal into the snapshot once it outgrows it, and keeps everything', async () => {
    const store = await openStore({ compactAfterBytes: 2000 });
    for (let i = 0; i < 60; i += 1) {
      await store.update((d) => {
        d.cookieLogs.push({
          agency: 'oakfield',
          status: `s${i}`,
          details: { note: 'n'.repeat(50) },
          at: '',
        });
        if (i % 10 === 0) d.cookieLogs.splice(0, 1);
      });
    }
    const journal = (await stat(join(dir, JOURNAL_FILE))).size;
    expect(journal).to.be.below(Math.max(2000, (await stat(join(dir, STORE_FILE))).size) + 200);
    const snapshot = JSON.parse(await readFile(join(dir, STORE_FILE), 'utf8')) as {
      cookieLogs: unknown[];
    };
    expect(snapshot.cookieLogs.length).to.be.above(30);
    const expected = store.data.cookieLogs.map((l) => l.status);
    expect(expected).to.have.length(54);
    expect((await readStoreFile(dir))?.cookieLogs.map((l) => l.status)).to.deep.equal(expected);
    await store.close();
    expect((await openStore()).data.cookieLogs.map((l) => l.status)).to.deep.equal(expected);
  });

  it('replaces records and removes them through the journal as it does in memory', async () => {
    const store = await openStore();
    await store.update((d) => {
      for (const id of ['a', 'b', 'c', 'd'])
        d.sessions.push({
          idHash: id,
          agency: 'oakfield',
          userId: '1',
          createdAt: '',
          lastSeenAt: '',
        });
    });
    await store.update((d) => {
      d.sessions = d.sessions.filter((s) => s.idHash !== 'b');
      d.sessions[1] = { ...d.sessions[1]!, userId: '2' };
      d.sessions.reverse();
    });
    const expected = store.data.sessions.map((s) => `${s.idHash}${s.userId}`);
    expect(expected).to.deep.equal(['d1', 'c2', 'a1']);
    expect((await readStoreFile(dir))?.sessions.map((s) => `${s.idHash}${s.userId}`)).to.deep.equal(
      expected,
    );
  });

  it('writes nothing for an update that changes nothing', async () => {
    const store = await openStore();
    const before = await folderState(dir);
    await store.update((d) => {
      void d.users.length;
      d.counters.lead = store.data.counters.lead;
    });
    expect(changesSince(before, await folderState(dir))).to.deep.equal({
      replaced: [],
      rewritten: [],
      addedBytes: 0,
    });
  });

  it('drops a torn last journal line (a write cut short) and carries on after it', async () => {
    const store = await openStore();
    await store.update((d) => {
      d.counters.lead = 3;
    });
    await store.close();
    await appendFile(join(dir, JOURNAL_FILE), '{"seq":2,"counters":{"user":9000,"sea');
    const messages: string[] = [];
    const reopened = await openStore({ log: (m) => messages.push(m) });
    expect(reopened.data.counters.lead).to.equal(3);
    expect(messages.join('\n')).to.match(/1 unfinished or damaged line/);
    await reopened.update((d) => {
      d.counters.lead = 4;
    });
    await reopened.close();
    expect((await openStore()).data.counters.lead).to.equal(4);
  });

  it('changes nothing when an update throws', async () => {
    const store = await openStore();
    await store
      .update((d) => {
        d.counters.lead = 5;
        throw new Error('boom');
      })
      .catch(() => undefined);
    expect(store.data.counters.lead).to.equal(0);
  });

  it('loses nothing when the process dies while folding the journal in: the old snapshot stays whole', async function () {
    this.timeout(15000);
    const store = await openStore();
    await store.update((d) => {
      d.counters.lead = 1;
    });
    await store.compact();
    await store.close();
    const before = await readFile(join(dir, STORE_FILE), 'utf8');
    expect(JSON.parse(before)).to.deep.include({
      counters: { user: 9000, search: 300, lead: 1, form: 0 },
    });
    const signal = await new Promise<NodeJS.Signals | null>((done, fail) => {
      const child = spawn(process.execPath, ['--import', 'tsx', CRASH_WRITER, dir], {
        stdio: 'ignore',
      });
      child.once('error', fail);
      child.once('exit', (_code, sig) => done(sig));
    });
    expect(signal).to.equal('SIGKILL');
    expect(await readFile(join(dir, STORE_FILE), 'utf8')).to.equal(before);
    expect((await readdir(dir)).some((name) => name.endsWith('.tmp'))).to.equal(true);
    // The change was in the journal, on disk, before the fold began.
    const reopened = await openStore();
    expect(reopened.data.counters.lead).to.equal(999);
    expect((await readdir(dir)).some((name) => name.endsWith('.tmp'))).to.equal(false);
  });

  it('moves a corrupt file aside and starts afresh', async () => {
    await writeFile(join(dir, STORE_FILE), '{"version": 1, "secret": ');
    const messages: string[] = [];
    const store = await openStore({ log: (m) => messages.push(m) });
    expect(store.data.users).to.deep.equal([]);
    expect(messages[0]).to.match(/not a valid store/);
    expect((await readdir(dir)).some((name) => name.startsWith(`${STORE_FILE}.corrupt-`))).to.equal(
      true,
    );
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
