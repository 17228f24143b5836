/**
 * Loading a code-split chunk (a modal, the user area, the calculators) with the SPEC §8/§9 rules:
 * a chunk that has not arrived after 120 s has failed; a failure is reported as
 * 'Loading chunk {id} failed' with its type — 'missing' for a rejected dynamic import (a
 * TypeError: the file is gone, e.g. after a deploy, or the network dropped), 'timeout', or the
 * type of the failing event ('error', 'abort'…) when the rejection carries one (as bundlers'
 * chunk errors do). Never throws.
 *
 * `loggingChunkLoader` is the ChunkLoaderPort the site runs on: the same, with every failure's
 * SPEC §8 text written to the logger, once, whichever part asked; the part shows the visitor
 * plain words instead (core's PART_NOT_LOADED_TEXT).
 */
import { CHUNK_LOAD_TIMEOUT_MS, chunkLoadError } from '../../core/index.js';
import type { ChunkLoaderPort, LoggerPort } from '../../core/index.js';
import { globalTimers } from '../timers.js';
import type { Timers } from '../timers.js';

export interface ChunkLoadError {
  readonly id: string;
  /** 'missing', 'timeout', or the failing event's type. */
  readonly type: string;
  /** The SPEC §8 text, e.g. 'Loading chunk calculator failed (timeout)'. */
  readonly message: string;
}

/** The module, or the failure (its SPEC §8 message also at the top for callers that only show it). */
export type ChunkLoad<T> =
  | { readonly ok: true; readonly module: T }
  | { readonly ok: false; readonly error: ChunkLoadError; readonly message: string };

export interface ChunkLoadOptions {
  /** Default 120 s (SPEC §9). */
  readonly timeoutMs?: number;
  readonly timers?: Timers;
}

const TIMED_OUT: unique symbol = Symbol('chunk timed out');

/** The failure type of a rejected import: the carried event type, else 'missing'. */
export function chunkFailureType(reason: unknown): string {
  if (typeof reason === 'object' && reason !== null) {
    const type = (reason as { type?: unknown }).type;
    if (typeof type === 'string' && type.trim() !== '') return type;
  }
  return 'missing';
}

export async function loadChunk<T>(
  id: string,
  importer: () => Promise<T>,
  options: ChunkLoadOptions = {},
): Promise<ChunkLoad<T>> {
  const timers = options.timers ?? globalTimers;
  let handle: unknown;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    handle = timers.setTimeout(
      () => resolve(TIMED_OUT),
      options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  const failure = (type: string): ChunkLoad<T> => {
    const message = chunkLoadError(id, type);
    return { ok: false, error: { id, type, message }, message };
  };
  try {
    const outcome = await Promise.race([Promise.resolve().then(importer), timedOut]);
    return outcome === TIMED_OUT ? failure('timeout') : { ok: true, module: outcome };
  } catch (reason) {
    return failure(chunkFailureType(reason));
  } finally {
    timers.clearTimeout(handle);
  }
}

/** The chunk loader port over `loadChunk`, logging each failure's SPEC §8 text. */
export function loggingChunkLoader(
  logger: LoggerPort,
  options: ChunkLoadOptions = {},
): ChunkLoaderPort {
  return async (id, importer) => {
    const result = await loadChunk(id, importer, options);
    if (!result.ok) logger.error(result.message);
    return result;
  };
}
