import { expect } from 'chai';
import sinon from 'sinon';
import {
  chunkFailureType,
  loadChunk,
  loggingChunkLoader,
} from '../../../adapters/browser/chunk-loader.js';
import { page } from '../support/dom.js';

describe('loadChunk', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => clock.restore());

  it('answers the module when the import resolves, and clears its timer', async () => {
    const module = { CalculatorModal: () => null };
    expect(await loadChunk('calculator', async () => module)).to.deep.equal({ ok: true, module });
    expect(clock.countTimers()).to.equal(0);
  });

  it("maps a rejected dynamic import (TypeError) to 'missing'", async () => {
    const result = await loadChunk('calculator', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(result).to.deep.equal({
      ok: false,
      error: {
        id: 'calculator',
        type: 'missing',
        message: 'Loading chunk calculator failed (missing)',
      },
      message: 'Loading chunk calculator failed (missing)',
    });
  });

  it("maps an importer that throws at once to 'missing' as well", async () => {
    const result = await loadChunk('user-area', () => {
      throw new TypeError('boom');
    });
    expect(result.ok === false && result.error.type).to.equal('missing');
  });

  it("answers 'timeout' after 120 s by default", async () => {
    const pending = loadChunk('valuation', () => new Promise<never>(() => undefined));
    await clock.tickAsync(119_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await clock.tickAsync(0);
    expect(settled).to.equal(false);
    await clock.tickAsync(1);
    expect(await pending).to.deep.equal({
      ok: false,
      error: {
        id: 'valuation',
        type: 'timeout',
        message: 'Loading chunk valuation failed (timeout)',
      },
      message: 'Loading chunk valuation failed (timeout)',
    });
  });

  it('honours a shorter time-out and ignores a module that arrives late', async () => {
    let arrive: (value: string) => void = () => undefined;
    const pending = loadChunk(
      'gallery',
      () => new Promise<string>((resolve) => (arrive = resolve)),
      { timeoutMs: 50 },
    );
    await clock.tickAsync(50);
    arrive('late');
    expect((await pending).ok).to.equal(false);
  });

  it('uses the type of a rejecting event, e.g. a script error event', async () => {
    const dom = page();
    const event = new dom.window.Event('error');
    const result = await loadChunk('map', () => Promise.reject(event));
    expect(result.ok === false && result.error).to.deep.equal({
      id: 'map',
      type: 'error',
      message: 'Loading chunk map failed (error)',
    });
  });

  it('uses the type carried by a bundler chunk error', async () => {
    const error = Object.assign(new Error('Loading chunk 3 failed.'), {
      name: 'ChunkLoadError',
      type: 'abort',
    });
    const result = await loadChunk('3', () => Promise.reject(error));
    expect(result.ok === false && result.error.type).to.equal('abort');
  });

  it("chunkFailureType answers 'missing' for anything without a type", () => {
    for (const reason of [
      undefined,
      null,
      'text',
      42,
      new SyntaxError('x'),
      { type: '' },
      { type: 3 },
    ]) {
      expect(chunkFailureType(reason)).to.equal('missing');
    }
  });
});

describe('loggingChunkLoader', () => {
  it("logs SPEC §8's text for each failure, once, and nothing for a chunk that arrives", async () => {
    const logger = { warn: sinon.spy(), error: sinon.spy() };
    const loader = loggingChunkLoader(logger);
    const module = { default: 'calculator' };
    expect(await loader('calculator', async () => module)).to.deep.include({ ok: true, module });
    const failed = await loader('calculator-model', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(failed.ok).to.equal(false);
    expect(logger.error.args).to.deep.equal([['Loading chunk calculator-model failed (missing)']]);
    expect(logger.warn.called).to.equal(false);
  });
});
