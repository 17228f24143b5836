/**
 * jsdom 31 (package.json) declares Node ^22.22; this machine runs Node 20.20. jsdom itself only
 * misses four Node 22 features at load time, so until the project moves to Node 22 (or pins a
 * jsdom that supports Node 20, e.g. ^27) these shims fill exactly those gaps, and only when they are
 * missing. Imported by dom.ts before jsdom is loaded. Test support only: never imported by ui/.
 */
import zlib from 'node:zlib';
import workerThreads from 'node:worker_threads';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

// undici (jsdom's HTTP client) binds zlib.createZstdDecompress at load (Node 22.15+).
const zlibModule = zlib as unknown as Mutable<Record<string, unknown>>;
if (typeof zlibModule['createZstdDecompress'] !== 'function') {
  zlibModule['createZstdDecompress'] = () => {
    throw new Error('zstd decompression is not available on this Node version');
  };
}

// undici marks its objects uncloneable (Node 22.10+); a no-op is harmless in tests.
const workerModule = workerThreads as unknown as Mutable<Record<string, unknown>>;
if (typeof workerModule['markAsUncloneable'] !== 'function') {
  workerModule['markAsUncloneable'] = () => undefined;
}

// Promise.withResolvers (Node 22).
const PromiseStatic = Promise as unknown as { withResolvers?: unknown };
if (typeof PromiseStatic.withResolvers !== 'function') {
  PromiseStatic.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

// The global Iterator with its helper methods (Node 22): jsdom's tree iterators extend it.
const globals = globalThis as unknown as { Iterator?: unknown };
if (typeof globals.Iterator !== 'function') {
  const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;
  type Iter = Iterable<unknown>;
  const helpers: Record<string, (this: Iter, ...args: never[]) => unknown> = {
    find(this: Iter, predicate: (value: unknown, index: number) => boolean) {
      let index = 0;
      for (const value of this) if (predicate(value, index++)) return value;
      return undefined;
    },
    some(this: Iter, predicate: (value: unknown, index: number) => boolean) {
      let index = 0;
      for (const value of this) if (predicate(value, index++)) return true;
      return false;
    },
    every(this: Iter, predicate: (value: unknown, index: number) => boolean) {
      let index = 0;
      for (const value of this) if (!predicate(value, index++)) return false;
      return true;
    },
    forEach(this: Iter, callback: (value: unknown, index: number) => void) {
      let index = 0;
      for (const value of this) callback(value, index++);
    },
    toArray(this: Iter) {
      return [...this];
    },
    reduce(this: Iter, reducer: (acc: unknown, value: unknown, index: number) => unknown, ...initial: unknown[]) {
      let index = 0;
      let started = initial.length > 0;
      let acc = initial[0];
      for (const value of this) {
        if (started) acc = reducer(acc, value, index);
        else {
          acc = value;
          started = true;
        }
        index += 1;
      }
      if (!started) throw new TypeError('Reduce of empty iterator with no initial value');
      return acc;
    },
    *map(this: Iter, mapper: (value: unknown, index: number) => unknown) {
      let index = 0;
      for (const value of this) yield mapper(value, index++);
    },
    *filter(this: Iter, predicate: (value: unknown, index: number) => boolean) {
      let index = 0;
      for (const value of this) if (predicate(value, index++)) yield value;
    },
    *flatMap(this: Iter, mapper: (value: unknown, index: number) => Iterable<unknown>) {
      let index = 0;
      for (const value of this) yield* mapper(value, index++);
    },
    *take(this: Iter, limit: number) {
      if (limit <= 0) return;
      let taken = 0;
      for (const value of this) {
        yield value;
        taken += 1;
        if (taken >= limit) return;
      }
    },
    *drop(this: Iter, count: number) {
      let index = 0;
      for (const value of this) if (index++ >= count) yield value;
    },
  };
  for (const [name, fn] of Object.entries(helpers)) {
    if (!(name in IteratorPrototype)) {
      Object.defineProperty(IteratorPrototype, name, { value: fn, writable: true, configurable: true });
    }
  }
  function Iterator(): void {}
  Iterator.prototype = IteratorPrototype;
  Object.defineProperty(globalThis, 'Iterator', { value: Iterator, writable: true, configurable: true });
}
