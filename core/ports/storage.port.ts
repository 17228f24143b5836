/**
 * Key-value storage in the visitor's browser (ARCHITECTURE §2: versioned keys, decode on read,
 * corruption = start empty). Core never sees raw strings: values go in as data and come out
 * decoded, or not at all.
 */
import type { Either } from 'fp-ts/Either';
import type { Result } from '../failures/failures.js';

/** A storage key with a format version; a new version never reads an older value's format. */
export interface StorageKey {
  readonly name: string;
  readonly version: number;
}

/** Anything with an io-ts style `decode` (every io-ts codec fits). */
export interface StoredValueDecoder<T> {
  decode(raw: unknown): Either<unknown, T>;
}

export interface KeyValueStoragePort {
  /** The decoded value, or undefined when absent, unreadable or not of the expected shape. */
  get<T>(key: StorageKey, decoder: StoredValueDecoder<T>): T | undefined;
  /** Stores a value; a full or missing storage is a failure value, never a throw. */
  set(key: StorageKey, value: unknown): Result<void>;
  remove(key: StorageKey): void;
}
