import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import { LazyMapsAdapter } from '../../../adapters/browser/lazy-maps.adapter.js';
import type { Result } from '../../../core/failures/failures.js';
import type { MapOptions, MapsPort } from '../../../core/ports/maps.port.js';
import { loggerSpy } from '../support/fake-fetch.js';

const OPTIONS: MapOptions = { markers: [{ id: '1', lat: 51, lng: -3, title: '1 Rose Lane' }] };

/** A maps adapter as its chunk would build it. */
function realAdapter(
  result: Result<() => void> = right(() => undefined),
): MapsPort & { render: sinon.SinonSpy } {
  return { available: true, render: sinon.spy(async () => result) };
}

describe('LazyMapsAdapter', () => {
  afterEach(() => sinon.restore());

  it('is available, and loads nothing until a map is drawn', () => {
    const load = sinon.spy(async () => realAdapter());
    expect(new LazyMapsAdapter({ load }).available).to.equal(true);
    expect(load.called).to.equal(false);
  });

  it("loads the adapter's chunk at the first map, once, and hands every map to it", async () => {
    const inner = realAdapter();
    const load = sinon.spy(async () => inner);
    const maps = new LazyMapsAdapter({ load });
    const element = {};
    const [first, second] = await Promise.all([
      maps.render(element, OPTIONS),
      maps.render(element, OPTIONS),
    ]);
    expect(first._tag).to.equal('Right');
    expect(second._tag).to.equal('Right');
    expect(load.calledOnce).to.equal(true);
    expect(inner.render.args).to.deep.equal([
      [element, OPTIONS],
      [element, OPTIONS],
    ]);
  });

  it("answers the adapter's own failure as it is", async () => {
    const maps = new LazyMapsAdapter({ load: async () => realAdapter(left({ kind: 'timeout' })) });
    expect(await maps.render({}, OPTIONS)).to.deep.equal(left({ kind: 'timeout' }));
  });

  it('answers a network failure, logged with the chunk text, when the chunk fails; the next map tries again', async () => {
    const logger = loggerSpy();
    const load = sinon
      .stub<[], Promise<MapsPort>>()
      .rejects(new TypeError('Failed to fetch dynamically imported module'));
    const maps = new LazyMapsAdapter({ load, logger });
    expect(await maps.render({}, OPTIONS)).to.deep.equal(left({ kind: 'network' }));
    expect(logger.error.args).to.deep.equal([['maps: Loading chunk maps failed (missing)']]);
    load.resolves(realAdapter());
    expect((await maps.render({}, OPTIONS))._tag).to.equal('Right');
    expect(load.calledTwice).to.equal(true);
  });

  it('answers a time-out failure when the chunk does not arrive in time', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const logger = loggerSpy();
    const maps = new LazyMapsAdapter({
      load: () => new Promise<MapsPort>(() => undefined),
      timeoutMs: 5000,
      logger,
    });
    const pending = maps.render({}, OPTIONS);
    await clock.tickAsync(5000);
    expect(await pending).to.deep.equal(left({ kind: 'timeout' }));
    expect(logger.error.args).to.deep.equal([['maps: Loading chunk maps failed (timeout)']]);
  });
});
