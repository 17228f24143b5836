/**
 * KeyValueStoragePort over the browser's localStorage (ARCHITECTURE §2: versioned keys, decode on
 * read, corruption = start empty; STYLE traps: localStorage throws QuotaExceededError when full,
 * SecurityError when the visitor blocks site data, and may be absent altogether).
 *
 * - Keys are `agency:{name}:v{version}`; values are JSON.
 * - Reading decodes with the caller's decoder. A value that is not JSON or not of the expected shape
 *   answers undefined AND is removed, so the next write starts clean (logged, never shown).
 * - Writing into full, blocked or missing storage answers a failure value and keeps the value in
 *   memory, so the rest of this visit still sees it; nothing throws.
 */
import { isLeft, left, right } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { decodeFailure, storageKeyName } from '../../core/index.js';
import type {
  Failure,
  Result,
  KeyValueStoragePort,
  StorageKey,
  StoredValueDecoder,
} from '../../core/index.js';
import { describeDecodeErrors } from '../http/decode-report.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';

export type StorageProblem = 'quota' | 'unavailable' | 'unserialisable';

/**
 * The failure value of a write that did not reach the browser's storage. core/failures.ts has no
 * storage kind yet, so this is a `decode` failure whose detail (for logs only) names the problem.
 */
export function storageFailure(problem: StorageProblem): Failure {
  return decodeFailure(`storage ${problem}`);
}

export interface LocalStorageAdapterOptions {
  /**
   * Gives the browser storage, e.g. `() => window.localStorage`. Called once, on first use; it may
   * throw (SecurityError) or answer null/undefined (no storage): the adapter then keeps values in
   * memory for this visit.
   */
  readonly storage: () => Storage | null | undefined;
  readonly logger?: Logger;
}

export class LocalStorageAdapter implements KeyValueStoragePort {
  /** Values written while the browser storage refused them; they win over what storage holds. */
  private readonly memory = new Map<string, string>();
  private backing: Storage | undefined;
  private looked = false;
  private readonly logger: Logger;

  constructor(private readonly options: LocalStorageAdapterOptions) {
    this.logger = options.logger ?? consoleLogger;
  }

  get<T>(key: StorageKey, decoder: StoredValueDecoder<T>): T | undefined {
    const name = storageKeyName(key);
    const raw = this.read(name);
    if (raw === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      this.discard(name, 'not JSON');
      return undefined;
    }
    const decoded = decoder.decode(parsed);
    if (isLeft(decoded)) {
      this.discard(
        name,
        isIoTsErrors(decoded.left) ? describeDecodeErrors(decoded.left) : 'unexpected shape',
      );
      return undefined;
    }
    return decoded.right;
  }

  set(key: StorageKey, value: unknown): Result<void> {
    const name = storageKeyName(key);
    let raw: string | undefined;
    try {
      raw = JSON.stringify(value);
    } catch {
      this.logger.warn(`storage: ${name} was not stored (cannot be written as JSON)`);
      return left(storageFailure('unserialisable'));
    }
    if (raw === undefined) {
      this.remove(key);
      return right(undefined);
    }
    const storage = this.storage();
    if (storage === undefined) {
      this.memory.set(name, raw);
      return left(storageFailure('unavailable'));
    }
    try {
      storage.setItem(name, raw);
      this.memory.delete(name);
      return right(undefined);
    } catch (error) {
      this.memory.set(name, raw);
      const problem: StorageProblem = isQuotaExceeded(error) ? 'quota' : 'unavailable';
      this.logger.warn(
        `storage: ${name} kept for this visit only (${problem === 'quota' ? 'storage is full' : errorName(error)})`,
      );
      return left(storageFailure(problem));
    }
  }

  remove(key: StorageKey): void {
    const name = storageKeyName(key);
    this.memory.delete(name);
    this.removeStored(name);
  }

  // ---- internals -------------------------------------------------------------------------------

  private storage(): Storage | undefined {
    if (!this.looked) {
      this.looked = true;
      try {
        this.backing = this.options.storage() ?? undefined;
      } catch (error) {
        this.logger.warn(
          `storage: browser storage is blocked (${errorName(error)}); values are kept for this visit only`,
        );
        this.backing = undefined;
      }
      if (this.backing === undefined)
        this.logger.warn('storage: no browser storage; values are kept for this visit only');
    }
    return this.backing;
  }

  private read(name: string): string | undefined {
    const remembered = this.memory.get(name);
    if (remembered !== undefined) return remembered;
    const storage = this.storage();
    if (storage === undefined) return undefined;
    try {
      return storage.getItem(name) ?? undefined;
    } catch (error) {
      this.logger.warn(`storage: ${name} could not be read (${errorName(error)})`);
      return undefined;
    }
  }

  private discard(name: string, reason: string): void {
    this.logger.warn(`storage: discarded the unreadable value of ${name} (${reason})`);
    this.memory.delete(name);
    this.removeStored(name);
  }

  private removeStored(name: string): void {
    const storage = this.storage();
    if (storage === undefined) return;
    try {
      storage.removeItem(name);
    } catch (error) {
      this.logger.warn(`storage: ${name} could not be removed (${errorName(error)})`);
    }
  }
}

/** QuotaExceededError across browsers (Firefox used NS_ERROR_DOM_QUOTA_REACHED, code 1014). */
function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

function isIoTsErrors(value: unknown): value is t.Errors {
  return (
    Array.isArray(value) &&
    value.every(
      (e) =>
        typeof e === 'object' && e !== null && Array.isArray((e as { context?: unknown }).context),
    )
  );
}

function errorName(error: unknown): string {
  return typeof error === 'object' &&
    error !== null &&
    typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : 'unknown error';
}
