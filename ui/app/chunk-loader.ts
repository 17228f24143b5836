/**
 * Loading a lazily built chunk (a modal, the user area, the calculators). The adapter behind it
 * applies the 120 s time-out and maps failures to SPEC §8's 'Loading chunk {id} failed' message.
 */
export type ChunkLoadResult<T> =
  | { readonly ok: true; readonly module: T }
  | { readonly ok: false; readonly message: string };

export type ChunkLoader = <T>(id: string, importer: () => Promise<T>) => Promise<ChunkLoadResult<T>>;
