/**
 * The sandbox's embedded store (ARCHITECTURE §4): a JSON snapshot and a journal of changes in a
 * data folder. It survives restarts, and a crash mid-write loses nothing a write acknowledged.
 *
 * - Reads come from memory. `update(mutate)` hands `mutate` a draft whose lists are copied only
 *   when touched, commits it, and resolves once the change is durable on disk.
 * - A write appends one line to the journal holding only what it changed (store-journal.ts), so
 *   a small write after big ones costs a small write: nothing already on disk is copied or
 *   rewritten. Writes are serialised; those that arrive while one is on disk go together in one
 *   append and one fsync; a mutator that changes nothing writes nothing.
 * - Now and then, when the journal outgrows both the snapshot and `compactAfterBytes`, the journal
 *   is folded into the snapshot: the whole state goes to a temp file in the same folder, which is
 *   fsynced and renamed over the snapshot, the folder is fsynced, and only then is the journal
 *   emptied. The snapshot names the last journal entry it holds, so a crash before the journal is
 *   emptied replays nothing twice; a crash before the rename leaves the old snapshot and the
 *   journal whole. On open, stale temp files are removed and a non-empty journal is folded in at
 *   once, so a torn last line (a write cut short) is dropped and never has lines appended after it.
 * - Event lists (views, exposures, cookie logs, leads, resets, the outbox) are capped.
 */
import { randomBytes } from 'node:crypto';
import {
  mkdir,
  open,
  readFile,
  readdir,
  rename,
  stat,
  unlink,
  type FileHandle,
} from 'node:fs/promises';
import { join } from 'node:path';
import { capList, commitDraft, draftOf, LIST_KEYS, replayJournal } from './store-journal.js';
import type { Draft, StoreData } from './store-types.js';

export const STORE_FILE = 'sandbox-store.json';
export const JOURNAL_FILE = 'sandbox-store.journal';

/** Fold the journal into the snapshot once it is larger than this and than the snapshot. */
export const COMPACT_AFTER_BYTES = 1024 * 1024;

export interface StoreHooks {
  /** Called after a new snapshot is written and fsynced, just before it is renamed (tests). */
  readonly beforeRename?: (tempPath: string) => void | Promise<void>;
}

export interface StoreOptions {
  readonly dir: string;
  readonly hooks?: StoreHooks;
  /** Where to report recoverable problems (a corrupt file moved aside). Default: stderr. */
  readonly log?: (message: string) => void;
  /** Default COMPACT_AFTER_BYTES. */
  readonly compactAfterBytes?: number;
}

export function emptyStoreData(): StoreData {
  return {
    version: 1,
    secret: randomBytes(32).toString('base64url'),
    counters: { user: 9000, search: 300, lead: 0, form: 0 },
    users: [],
    sessions: [],
    savedProperties: [],
    savedSearches: [],
    leads: [],
    formSubmissions: [],
    propertyViews: [],
    exposures: [],
    cookieLogs: [],
    passwordResets: [],
    outbox: [],
  };
}

/** A stored document made whole: missing lists become empty; anything else is not a store. */
export function normaliseStoreData(value: unknown): StoreData | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  if (raw['version'] !== 1 || typeof raw['secret'] !== 'string' || raw['secret'] === '')
    return undefined;
  const base = emptyStoreData();
  const counters =
    typeof raw['counters'] === 'object' && raw['counters'] !== null
      ? (raw['counters'] as Record<string, unknown>)
      : {};
  const out: Record<string, unknown> = {
    version: 1,
    secret: raw['secret'],
    counters: Object.fromEntries(
      Object.entries(base.counters).map(([k, v]) => [
        k,
        typeof counters[k] === 'number' && Number.isSafeInteger(counters[k]) ? counters[k] : v,
      ]),
    ),
  };
  for (const key of LIST_KEYS) {
    const list = Array.isArray(raw[key]) ? [...(raw[key] as unknown[])] : [];
    capList(key, list);
    out[key] = list;
  }
  return out as unknown as StoreData;
}

/** The snapshot's own record of the last journal entry it holds. */
function snapshotSeq(value: unknown): number {
  const seq = (value as { journalSeq?: unknown } | null)?.journalSeq;
  return typeof seq === 'number' && Number.isSafeInteger(seq) && seq >= 0 ? seq : 0;
}

async function readIfThere(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function inode(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).ino;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Read a store without opening a Store (the CLI, tests): the snapshot with the journal replayed.
 * undefined when absent. Safe while the server runs: a snapshot replaced while the journal was
 * being read is noticed (its inode changed) and the read starts again.
 */
export async function readStoreFile(dir: string): Promise<StoreData | undefined> {
  const snapshotPath = join(dir, STORE_FILE);
  for (let attempt = 0; ; attempt += 1) {
    const before = await inode(snapshotPath);
    const text = await readIfThere(snapshotPath);
    if (text === undefined) return undefined;
    const journal = (await readIfThere(join(dir, JOURNAL_FILE))) ?? '';
    if (before !== (await inode(snapshotPath)) && attempt < 5) continue;
    const value: unknown = JSON.parse(text);
    const data = normaliseStoreData(value);
    return data && replayJournal(data, snapshotSeq(value), journal).data;
  }
}

export class Store {
  readonly file: string;
  readonly journalFile: string;
  private current: StoreData;
  /** The last journal entry committed (in memory) and the last on disk. */
  private seq: number;
  private pending: string[] = [];
  /** An append failed: the journal no longer follows memory, so the next write is a whole snapshot. */
  private needsSnapshot = false;
  private journal: FileHandle | undefined;
  private journalBytes = 0;
  private snapshotBytes = 0;
  private chain: Promise<void> = Promise.resolve();
  private tempCounter = 0;

  private constructor(
    private readonly dir: string,
    initial: StoreData,
    seq: number,
    private readonly hooks: StoreHooks,
    private readonly compactAfterBytes: number,
  ) {
    this.file = join(dir, STORE_FILE);
    this.journalFile = join(dir, JOURNAL_FILE);
    this.current = initial;
    this.seq = seq;
  }

  /**
   * Open (or create) the store in `dir`. A corrupt snapshot is moved aside (with its journal) and
   * a fresh store started.
   */
  static async open(options: StoreOptions): Promise<Store> {
    const log = options.log ?? ((m: string) => process.stderr.write(`${m}\n`));
    await mkdir(options.dir, { recursive: true });
    await removeStaleTempFiles(options.dir);
    const file = join(options.dir, STORE_FILE);
    const journalFile = join(options.dir, JOURNAL_FILE);
    const text = await readIfThere(file);
    const journal = (await readIfThere(journalFile)) ?? '';
    let data: StoreData | undefined;
    let seq = 0;
    if (text !== undefined) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      const snapshot = normaliseStoreData(value);
      if (snapshot) {
        const replayed = replayJournal(snapshot, snapshotSeq(value), journal);
        const skipped = replayed.skippedLines;
        if (skipped > 0)
          log(
            `sandbox store: ${skipped} unfinished or damaged line(s) at the end of ${journalFile} dropped`,
          );
        data = replayed.data;
        seq = replayed.seq;
      } else {
        const stamp = Date.now();
        await rename(file, `${file}.corrupt-${stamp}`);
        if (journal !== '') await rename(journalFile, `${journalFile}.corrupt-${stamp}`);
        log(
          `sandbox store: ${file} was not a valid store; moved to ${file}.corrupt-${stamp} and started afresh`,
        );
      }
    }
    const compactAfterBytes = options.compactAfterBytes ?? COMPACT_AFTER_BYTES;
    const store = new Store(
      options.dir,
      data ?? emptyStoreData(),
      seq,
      options.hooks ?? {},
      compactAfterBytes,
    );
    // A journal without its snapshot describes changes to a state that is gone.
    if (data === undefined || journal !== '') await store.compact();
    else store.snapshotBytes = Buffer.byteLength(text ?? '');
    return store;
  }

  /** The committed state. Treat as read-only: change it only through `update`. */
  get data(): StoreData {
    return this.current;
  }

  /**
   * Apply `mutate` to a draft of the state, commit it, and resolve with its result once the change
   * is on disk. If `mutate` throws, nothing changes. Records are replaced, never changed in place.
   */
  async update<T>(mutate: (draft: Draft<StoreData>) => T): Promise<T> {
    const state = draftOf(this.current);
    const result = mutate(state.draft);
    const committed = commitDraft(this.current, state, this.seq + 1);
    if (committed) {
      this.current = committed.next;
      this.seq = committed.entry.seq;
      this.pending.push(`${JSON.stringify(committed.entry)}\n`);
    }
    await this.flush();
    return result;
  }

  /** Resolve once everything committed so far is on disk. */
  flush(): Promise<void> {
    return this.enqueue(() => this.writePending());
  }

  /** Fold the journal into the snapshot now (it happens by itself when the journal grows). */
  compact(): Promise<void> {
    return this.enqueue(() => this.writeSnapshot());
  }

  /** Finish pending writes and let go of the journal file. */
  async close(): Promise<void> {
    await this.flush();
    await this.enqueue(async () => {
      await this.journal?.close();
      this.journal = undefined;
    });
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const next = this.chain.then(work);
    // Keep the chain alive after a failed write so later writes still run.
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async writePending(): Promise<void> {
    if (this.needsSnapshot) return this.writeSnapshot();
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    try {
      this.journal ??= await open(this.journalFile, 'a', 0o600);
      await this.journal.writeFile(text, 'utf8');
      await this.journal.datasync();
    } catch (error) {
      this.needsSnapshot = true;
      throw error;
    }
    this.journalBytes += Buffer.byteLength(text);
    if (this.journalBytes > Math.max(this.compactAfterBytes, this.snapshotBytes))
      await this.writeSnapshot();
  }

  private async writeSnapshot(): Promise<void> {
    // The snapshot holds every committed change, written or not: nothing pending is left to append.
    this.pending = [];
    this.needsSnapshot = true;
    const json = JSON.stringify({ ...this.current, journalSeq: this.seq });
    this.tempCounter += 1;
    const temp = join(this.dir, `${STORE_FILE}.${process.pid}.${this.tempCounter}.tmp`);
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(json, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await this.hooks.beforeRename?.(temp);
    await rename(temp, this.file);
    await syncDirectory(this.dir);
    // Only now may the journal go: until the rename is durable, the old snapshot needs it.
    this.journal ??= await open(this.journalFile, 'a', 0o600);
    await this.journal.truncate(0);
    await this.journal.datasync();
    this.journalBytes = 0;
    this.snapshotBytes = Buffer.byteLength(json);
    this.needsSnapshot = false;
  }
}

async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename itself is still atomic.
  }
}

async function removeStaleTempFiles(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.startsWith(`${STORE_FILE}.`) && name.endsWith('.tmp'))
      await unlink(join(dir, name)).catch(() => undefined);
  }
}
