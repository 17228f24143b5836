import { expect } from 'chai';
import { when } from 'mobx';
import type { ChunkLoadResult, ChunkLoaderPort } from '../../../core/ports/chunk-loader.port.js';
import { LazyPartViewModel } from '../../../ui/app/lazy-part.view-model.js';

const PART_NOT_LOADED =
  'Sorry, this part of the page could not be loaded. Please check your connection and try again.';

/** A chunk loader answering `answers` in turn (then the module), recording what was asked. */
function aLoader(answers: ChunkLoadResult<string>[]) {
  const asked: string[] = [];
  const loader = (async <T>(
    id: string,
    importer: () => Promise<T>,
  ): Promise<ChunkLoadResult<T>> => {
    asked.push(id);
    const answer = answers.shift();
    if (answer !== undefined) return answer as ChunkLoadResult<T>;
    return { ok: true, module: await importer() };
  }) as ChunkLoaderPort;
  return { loader, asked };
}

const missing: ChunkLoadResult<string> = {
  ok: false,
  message: 'Loading chunk calculator failed (missing)',
};

describe('LazyPartViewModel', () => {
  it('asks for nothing until started, then is loading, then holds the part', async () => {
    const { loader, asked } = aLoader([]);
    const part = new LazyPartViewModel('calculator', async () => 'the calculators', loader);
    expect(asked).to.deep.equal([]);
    part.start();
    expect(part.state.kind).to.equal('loading');
    await when(() => part.value !== undefined);
    expect(part.value).to.equal('the calculators');
    expect(asked).to.deep.equal(['calculator']);
  });

  it('asks once however often it is started (a view mounted twice in strict mode)', async () => {
    const { loader, asked } = aLoader([]);
    const part = new LazyPartViewModel('calculator', async () => 'here', loader);
    part.start();
    part.start();
    await when(() => part.value !== undefined);
    part.start();
    expect(asked).to.deep.equal(['calculator']);
  });

  it("fails with the visitor's plain words, never SPEC §8's log text, and 'Try again' asks again", async () => {
    const { loader, asked } = aLoader([missing]);
    const part = new LazyPartViewModel('calculator', async () => 'the calculators', loader);
    part.start();
    await when(() => part.state.kind === 'failed');
    expect(part.failureMessage).to.equal(PART_NOT_LOADED);
    expect(part.failureMessage).to.not.contain('Loading chunk');
    part.retry();
    expect(part.state.kind).to.equal('loading');
    await when(() => part.value !== undefined);
    expect(asked).to.deep.equal(['calculator', 'calculator']);
  });

  it('fails again when the retry fails too, and retries nothing that has not failed', async () => {
    const { loader, asked } = aLoader([missing, missing]);
    const part = new LazyPartViewModel('calculator', async () => 'here', loader);
    part.retry();
    expect(asked, 'not started, not failed').to.deep.equal([]);
    part.start();
    await when(() => part.state.kind === 'failed');
    part.retry();
    await when(() => part.state.kind === 'failed');
    expect(asked).to.deep.equal(['calculator', 'calculator']);
  });
});
