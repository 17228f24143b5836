/**
 * jsdom 31 (and the undici it bundles) expects Node ≥ 22: `zlib.createZstdDecompress`,
 * `worker_threads.markAsUncloneable` and the global `Iterator` with its helper methods. This
 * machine runs Node 20, so these are filled in — for tests only — before jsdom is loaded.
 * Nothing here changes behaviour on a Node that already has them.
 */
import zlib from 'node:zlib';
import workerThreads from 'node:worker_threads';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const zlibModule = zlib as Mutable<typeof zlib> & { createZstdDecompress?: unknown };
if (typeof zlibModule.createZstdDecompress !== 'function') {
  zlibModule.createZstdDecompress = () => {
    throw new Error('zstd decompression is not available in this Node version');
  };
}

const threads = workerThreads as unknown as { markAsUncloneable?: unknown };
if (typeof threads.markAsUncloneable !== 'function') threads.markAsUncloneable = () => undefined;

const globals = globalThis as unknown as { Iterator?: unknown };
if (globals.Iterator === undefined) {
  const prototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;
  type Fn = (value: unknown, index: number) => unknown;
  const helpers: Record<string, (this: Iterable<unknown>, ...args: never[]) => unknown> = {
    *map(fn: Fn) {
      let i = 0;
      for (const v of this) yield fn(v, i++);
    },
    *filter(fn: Fn) {
      let i = 0;
      for (const v of this) if (fn(v, i++)) yield v;
    },
    *flatMap(fn: (value: unknown, index: number) => Iterable<unknown>) {
      let i = 0;
      for (const v of this) yield* fn(v, i++);
    },
    *take(n: number) {
      if (n <= 0) return;
      let i = 0;
      for (const v of this) {
        yield v;
        if (++i >= n) return;
      }
    },
    *drop(n: number) {
      let i = 0;
      for (const v of this) if (i++ >= n) yield v;
    },
    find(fn: Fn) {
      let i = 0;
      for (const v of this) if (fn(v, i++)) return v;
      return undefined;
    },
    some(fn: Fn) {
      let i = 0;
      for (const v of this) if (fn(v, i++)) return true;
      return false;
    },
    every(fn: Fn) {
      let i = 0;
      for (const v of this) if (!fn(v, i++)) return false;
      return true;
    },
    forEach(fn: Fn) {
      let i = 0;
      for (const v of this) fn(v, i++);
    },
    reduce(fn: (acc: unknown, value: unknown, index: number) => unknown, ...initial: unknown[]) {
      let i = 0;
      let started = initial.length > 0;
      let acc = initial[0];
      for (const v of this) {
        if (!started) {
          acc = v;
          started = true;
        } else acc = fn(acc, v, i);
        i++;
      }
      return acc;
    },
    toArray() {
      return [...this];
    },
  };
  for (const [name, fn] of Object.entries(helpers)) {
    Object.defineProperty(prototype, name, { value: fn, writable: true, configurable: true });
  }
  function Iterator(): void {}
  Iterator.prototype = prototype;
  globals.Iterator = Iterator;
}
