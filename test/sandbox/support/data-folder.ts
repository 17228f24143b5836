/** What a data folder holds, to tell which files a write rewrote and which it only added to. */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export type FolderState = ReadonlyMap<string, { readonly ino: number; readonly bytes: Buffer }>;

/** Every file in `dir` with its inode and its bytes. */
export async function folderState(dir: string): Promise<FolderState> {
  const out = new Map<string, { ino: number; bytes: Buffer }>();
  for (const name of await readdir(dir))
    out.set(name, {
      ino: (await stat(join(dir, name))).ino,
      bytes: await readFile(join(dir, name)),
    });
  return out;
}

export interface FolderChanges {
  /** Files that are gone, or another file under the same name (a rename over them). */
  readonly replaced: readonly string[];
  /** Files whose earlier bytes changed. */
  readonly rewritten: readonly string[];
  /** Bytes added: at the end of the files that stayed, and in new files. */
  readonly addedBytes: number;
}

export function changesSince(before: FolderState, after: FolderState): FolderChanges {
  const replaced: string[] = [];
  const rewritten: string[] = [];
  let addedBytes = 0;
  for (const [name, old] of before) {
    const now = after.get(name);
    if (now === undefined || now.ino !== old.ino) replaced.push(name);
    else if (!now.bytes.subarray(0, old.bytes.length).equals(old.bytes)) rewritten.push(name);
    else addedBytes += now.bytes.length - old.bytes.length;
  }
  for (const [name, now] of after) if (!before.has(name)) addedBytes += now.bytes.length;
  return { replaced, rewritten, addedBytes };
}

/** The bytes of every file in a folder state. */
export function totalBytes(state: FolderState): number {
  return [...state.values()].reduce((sum, file) => sum + file.bytes.length, 0);
}
