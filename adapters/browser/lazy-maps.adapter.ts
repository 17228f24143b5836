/**
 * A MapsPort whose real adapter (Google's or Leaflet's) is a chunk of its own, loaded at the first
 * `render`: no page carries maps code until a map is about to be drawn. Loaded once; a failed load
 * is forgotten so a later map can try again, and answers a failure value (logged with the SPEC §8
 * chunk text) so the view shows its fallback.
 */
import { left, right } from 'fp-ts/Either';
import { networkFailure, timeoutFailure } from '../../core/index.js';
import type { Result, MapOptions, MapsPort } from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';
import type { Timers } from '../timers.js';
import { loadChunk } from './chunk-loader.js';

export interface LazyMapsOptions {
  /** Imports the adapter's chunk and builds the adapter. */
  readonly load: () => Promise<MapsPort>;
  /** The chunk's name in failure messages, e.g. 'maps'. */
  readonly chunkId?: string;
  readonly timeoutMs?: number;
  readonly timers?: Timers;
  readonly logger?: Logger;
}

export class LazyMapsAdapter implements MapsPort {
  /** A maps service is configured (the view loads nothing until the map nears the viewport). */
  readonly available = true;
  private port: Promise<Result<MapsPort>> | undefined;

  constructor(private readonly options: LazyMapsOptions) {}

  async render(element: unknown, options: MapOptions): Promise<Result<() => void>> {
    const port = await this.ready();
    return port._tag === 'Left' ? port : port.right.render(element, options);
  }

  private ready(): Promise<Result<MapsPort>> {
    if (!this.port) {
      const attempt = this.load();
      this.port = attempt;
      void attempt.then((result) => {
        if (result._tag === 'Left' && this.port === attempt) this.port = undefined;
      });
    }
    return this.port;
  }

  private async load(): Promise<Result<MapsPort>> {
    const { chunkId = 'maps', timeoutMs, timers } = this.options;
    const loaded = await loadChunk(chunkId, this.options.load, {
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      ...(timers !== undefined ? { timers } : {}),
    });
    if (loaded.ok) return right(loaded.module);
    (this.options.logger ?? consoleLogger).error(`maps: ${loaded.message}`);
    return left(loaded.error.type === 'timeout' ? timeoutFailure : networkFailure);
  }
}
