/**
 * Loading a lazily built chunk (a modal, the user area, the calculators, maps). The adapter
 * applies SPEC §9's 120 s time-out and maps failures to SPEC §8's 'Loading chunk {id} failed',
 * which it logs: a caller shows the visitor PART_NOT_LOADED_TEXT, never that message. Calling it
 * again after a failure asks for the chunk again (docs/decisions/0013-lazy-part-failures.md).
 */

/** A script chunk that has not loaded after 120 s has failed (SPEC §7, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkLoadResult<T> =
  { readonly ok: true; readonly module: T } | { readonly ok: false; readonly message: string };

export type ChunkLoaderPort = <T>(
  id: string,
  importer: () => Promise<T>,
) => Promise<ChunkLoadResult<T>>;
