/**
 * The sandbox's embedded store (ARCHITECTURE §4): one JSON document in a data folder that
 * survives restarts and is written atomically, so a crash mid-write loses nothing.
 *
 * - Reads come from memory. `update(mutate)` applies the change to a copy, commits it, and
 *   resolves once the new state is durable on disk.
 * - Writes are serialised and coalesced: each write takes the latest committed state; a write
 *   that finds nothing new is skipped.
 * - A write goes to a temp file in the same folder, is fsynced, renamed over the data file, and
 *   the folder is fsynced. A crash before the rename leaves the previous file intact; stale temp
 *   files are removed on open.
 * - Event lists (views, exposures, cookie logs, leads, resets, the outbox) are capped so the file stays small.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Draft, StoreData } from './store-types.js';

export const STORE_FILE = 'sandbox-store.json';

/** Keep at most this many of each event list (newest kept). */
const CAPS = {
  leads: 2000,
  formSubmissions: 2000,
  propertyViews: 2000,
  exposures: 2000,
  cookieLogs: 2000,
  passwordResets: 1000,
  outbox: 1000,
} as const;

export interface StoreHooks {
  /** Called after the temp file is written and fsynced, just before it is renamed (tests). */
  readonly beforeRename?: (tempPath: string) => void | Promise<void>;
}

export interface StoreOptions {
  readonly dir: string;
  readonly hooks?: StoreHooks;
  /** Where to report recoverable problems (a corrupt file moved aside). Default: stderr. */
  readonly log?: (message: string) => void;
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

const LIST_KEYS = [
  'users',
  'sessions',
  'savedProperties',
  'savedSearches',
  'leads',
  'formSubmissions',
  'propertyViews',
  'exposures',
  'cookieLogs',
  'passwordResets',
  'outbox',
] as const;

/** A stored document made whole: missing lists become empty; anything else is not a store. */
export function normaliseStoreData(value: unknown): StoreData | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  if (raw['version'] !== 1 || typeof raw['secret'] !== 'string' || raw['secret'] === '') return undefined;
  const base = emptyStoreData();
  const counters = typeof raw['counters'] === 'object' && raw['counters'] !== null ? (raw['counters'] as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {
    version: 1,
    secret: raw['secret'],
    counters: Object.fromEntries(
      Object.entries(base.counters).map(([k, v]) => [k, typeof counters[k] === 'number' && Number.isSafeInteger(counters[k]) ? counters[k] : v]),
    ),
  };
  for (const key of LIST_KEYS) out[key] = Array.isArray(raw[key]) ? raw[key] : [];
  return out as unknown as StoreData;
}

/** Read a store file without opening a Store (the CLI). undefined when absent. */
export async function readStoreFile(dir: string): Promise<StoreData | undefined> {
  try {
    return normaliseStoreData(JSON.parse(await readFile(join(dir, STORE_FILE), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export class Store {
  readonly file: string;
  private current: StoreData;
  private version = 0;
  private writtenVersion = 0;
  private chain: Promise<void> = Promise.resolve();
  private tempCounter = 0;

  private constructor(
    private readonly dir: string,
    initial: StoreData,
    private readonly hooks: StoreHooks,
  ) {
    this.file = join(dir, STORE_FILE);
    this.current = initial;
  }

  /** Open (or create) the store in `dir`. A corrupt file is moved aside and a fresh store started. */
  static async open(options: StoreOptions): Promise<Store> {
    const log = options.log ?? ((m: string) => process.stderr.write(`${m}\n`));
    await mkdir(options.dir, { recursive: true });
    await removeStaleTempFiles(options.dir);
    const file = join(options.dir, STORE_FILE);
    let data: StoreData | undefined;
    let fresh = false;
    try {
      const text = await readFile(file, 'utf8');
      try {
        data = normaliseStoreData(JSON.parse(text));
      } catch {
        data = undefined;
      }
      if (!data) {
        const aside = `${file}.corrupt-${Date.now()}`;
        await rename(file, aside);
        log(`sandbox store: ${file} was not a valid store; moved to ${aside} and started afresh`);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (!data) {
      data = emptyStoreData();
      fresh = true;
    }
    const store = new Store(options.dir, data, options.hooks ?? {});
    if (fresh) {
      store.version = 1;
      await store.flush();
    }
    return store;
  }

  /** The committed state. Treat as read-only: change it only through `update`. */
  get data(): StoreData {
    return this.current;
  }

  /**
   * Apply `mutate` to a copy of the state, commit it, and resolve with its result once the state
   * is on disk. If `mutate` throws, nothing changes.
   */
  async update<T>(mutate: (draft: Draft<StoreData>) => T): Promise<T> {
    const draft = structuredClone(this.current) as Draft<StoreData>;
    const result = mutate(draft);
    capLists(draft);
    this.current = draft as StoreData;
    this.version += 1;
    await this.flush();
    return result;
  }

  /** Resolve once everything committed so far is on disk. */
  flush(): Promise<void> {
    const next = this.chain.then(() => this.writeLatest());
    // Keep the chain alive after a failed write so later writes still run.
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async writeLatest(): Promise<void> {
    if (this.writtenVersion === this.version) return;
    const version = this.version;
    const json = JSON.stringify(this.current);
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
    this.writtenVersion = Math.max(this.writtenVersion, version);
  }
}

function capLists(draft: Draft<StoreData>): void {
  for (const [key, cap] of Object.entries(CAPS) as [keyof typeof CAPS, number][]) {
    const list = draft[key] as unknown[];
    if (list.length > cap) list.splice(0, list.length - cap);
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
    if (name.startsWith(`${STORE_FILE}.`) && name.endsWith('.tmp')) await unlink(join(dir, name)).catch(() => undefined);
  }
}
