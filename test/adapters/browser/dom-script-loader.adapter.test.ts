import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import { DomScriptLoader } from '../../../adapters/browser/dom-script-loader.adapter.js';
import { page } from '../support/dom.js';
import type { JSDOM } from '../support/dom.js';
import { loggerSpy } from '../support/fake-fetch.js';

const SRC = 'https://maps.example/api.js?key=k';

describe('DomScriptLoader', () => {
  let dom: JSDOM;
  let clock: sinon.SinonFakeTimers;
  let loader: DomScriptLoader;

  beforeEach(() => {
    dom = page();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    loader = new DomScriptLoader({ document: () => dom.window.document, logger: loggerSpy() });
  });
  afterEach(() => clock.restore());

  const scripts = () => [...dom.window.document.querySelectorAll('script')];
  const fire = (type: 'load' | 'error', index = 0) =>
    scripts()[index]?.dispatchEvent(new dom.window.Event(type));

  it('injects one async script with the src into the head and answers when it loads', async () => {
    const pending = loader.load(SRC, { timeoutMs: 10_000 });
    expect(scripts()).to.have.length(1);
    const script = scripts()[0]!;
    expect(script.src).to.equal(SRC);
    expect(script.async).to.equal(true);
    expect(script.parentElement?.tagName).to.equal('HEAD');
    fire('load');
    expect(await pending).to.deep.equal(right(undefined));
    expect(clock.countTimers()).to.equal(0);
  });

  it('loads each src once: later calls share the first load, even after it finished', async () => {
    const first = loader.load(SRC, { timeoutMs: 10_000 });
    const second = loader.load(SRC, { timeoutMs: 10_000 });
    expect(second).to.equal(first);
    fire('load');
    await first;
    const third = loader.load(SRC, { timeoutMs: 10_000 });
    expect(third).to.equal(first);
    expect(scripts()).to.have.length(1);
  });

  it('loads different sources separately', () => {
    void loader.load(SRC, { timeoutMs: 1000 });
    void loader.load('https://www.google.com/recaptcha/api.js', { timeoutMs: 1000 });
    expect(scripts()).to.have.length(2);
  });

  it('answers a timeout failure when the script neither loads nor fails in time, and removes it', async () => {
    const pending = loader.load(SRC, { timeoutMs: 5000 });
    await clock.tickAsync(4999);
    expect(scripts()).to.have.length(1);
    await clock.tickAsync(1);
    expect(await pending).to.deep.equal(left({ kind: 'timeout' }));
    expect(scripts()).to.have.length(0);
  });

  it('ignores a load event that arrives after the time-out', async () => {
    const pending = loader.load(SRC, { timeoutMs: 100 });
    const script = scripts()[0]!;
    await clock.tickAsync(100);
    script.dispatchEvent(new dom.window.Event('load'));
    expect(await pending).to.deep.equal(left({ kind: 'timeout' }));
  });

  it('answers a network failure on a script error and removes the element', async () => {
    const pending = loader.load(SRC, { timeoutMs: 5000 });
    fire('error');
    expect(await pending).to.deep.equal(left({ kind: 'network' }));
    expect(scripts()).to.have.length(0);
    expect(clock.countTimers()).to.equal(0);
  });

  it('tries again after a failure', async () => {
    const failed = loader.load(SRC, { timeoutMs: 5000 });
    fire('error');
    await failed;
    const retry = loader.load(SRC, { timeoutMs: 5000 });
    expect(retry).not.to.equal(failed);
    expect(scripts()).to.have.length(1);
    fire('load');
    expect(await retry).to.deep.equal(right(undefined));
  });

  it('does not touch the document until a script is asked for', () => {
    const document = sinon.stub<[], Document>().returns(dom.window.document);
    new DomScriptLoader({ document });
    expect(document.called).to.equal(false);
  });
});
