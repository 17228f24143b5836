import { expect } from 'chai';
import sinon from 'sinon';
import { browserViewport } from '../../../adapters/browser/viewport.adapter.js';
import type { ViewportWindow } from '../../../adapters/browser/viewport.adapter.js';
import { page } from '../support/dom.js';

/** A jsdom window with a controllable size, scroll position and animation frames. */
function viewportWindow() {
  const dom = page('https://agency.example/');
  const win = dom.window;
  const frames = new Map<number, () => void>();
  let nextFrame = 1;
  const size = { innerWidth: 375, innerHeight: 667, scrollY: 0 };
  const fake: ViewportWindow = {
    get innerWidth() {
      return size.innerWidth;
    },
    get innerHeight() {
      return size.innerHeight;
    },
    get scrollY() {
      return size.scrollY;
    },
    document: win.document,
    addEventListener: sinon.spy(
      (type: 'resize' | 'scroll', listener: () => void, options?: AddEventListenerOptions) =>
        win.addEventListener(type, listener, options),
    ),
    removeEventListener: sinon.spy((type: 'resize' | 'scroll', listener: () => void) =>
      win.removeEventListener(type, listener),
    ),
    requestAnimationFrame: (callback) => {
      frames.set(nextFrame, callback);
      return nextFrame++;
    },
    cancelAnimationFrame: (handle) => {
      frames.delete(handle);
    },
  };
  const runFrames = () => {
    const pending = [...frames.values()];
    frames.clear();
    pending.forEach((callback) => callback());
  };
  const fire = (type: 'resize' | 'scroll') => win.dispatchEvent(new win.Event(type));
  return { fake, size, runFrames, fire, frames, document: win.document };
}

describe('browserViewport', () => {
  it('reads the viewport width and scroll position when asked', () => {
    const w = viewportWindow();
    const viewport = browserViewport(w.fake);
    expect(viewport.viewportWidth()).to.equal(375);
    w.size.innerWidth = 1280;
    w.size.scrollY = 31;
    expect(viewport.viewportWidth()).to.equal(1280);
    expect(viewport.scrollY()).to.equal(31);
  });

  it('listens to scroll passively and calls back once per animation frame', () => {
    const w = viewportWindow();
    const callback = sinon.spy();
    browserViewport(w.fake).onScroll(callback);
    expect((w.fake.addEventListener as sinon.SinonSpy).firstCall.args[2]).to.deep.equal({
      passive: true,
    });
    w.fire('scroll');
    w.fire('scroll');
    w.fire('scroll');
    expect(callback.called).to.equal(false);
    w.runFrames();
    expect(callback.calledOnce).to.equal(true);
    w.fire('scroll');
    w.runFrames();
    expect(callback.calledTwice).to.equal(true);
  });

  it('throttles resize the same way and stops after the disposer', () => {
    const w = viewportWindow();
    const callback = sinon.spy();
    const stop = browserViewport(w.fake).onResize(callback);
    w.fire('resize');
    w.fire('resize');
    w.runFrames();
    expect(callback.calledOnce).to.equal(true);
    w.fire('resize');
    stop();
    w.runFrames();
    w.fire('resize');
    w.runFrames();
    expect(callback.calledOnce).to.equal(true);
    expect(w.frames.size).to.equal(0);
  });

  /** A resize to 800 px writes 8px; once `stop` is called, a resize to 500 px writes nothing. */
  function expectResizesWrittenUntilStopped(
    w: ReturnType<typeof viewportWindow>,
    stop: () => void,
  ): void {
    const style = w.document.documentElement.style;
    w.size.innerHeight = 800;
    w.fire('resize');
    w.runFrames();
    expect(style.getPropertyValue('--vh')).to.equal('8px');
    stop();
    w.size.innerHeight = 500;
    w.fire('resize');
    w.runFrames();
    expect(style.getPropertyValue('--vh')).to.equal('8px');
  }

  it('sets --vh to a hundredth of the inner height at the next frame (no idle callbacks) and on every resize, until disposed', () => {
    const w = viewportWindow();
    const style = w.document.documentElement.style;
    const stop = browserViewport(w.fake).trackViewportHeight();
    expect(style.getPropertyValue('--vh'), 'not inside the start’s own task').to.equal('');
    w.runFrames();
    expect(style.getPropertyValue('--vh')).to.equal('6.67px');
    expectResizesWrittenUntilStopped(w, stop);
  });

  it('sets the first --vh at the first idle moment (waiting at most a second), writes only new values, and cancels a first write not yet made', () => {
    const w = viewportWindow();
    const style = w.document.documentElement.style;
    const idle: { work: () => void; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    const fake: ViewportWindow = Object.assign(Object.create(w.fake) as ViewportWindow, {
      requestIdleCallback: (work: () => void, options?: { timeout: number }) =>
        idle.push({ work, timeout: options?.timeout }),
      cancelIdleCallback: (handle: number) => void cancelled.push(handle),
    });
    const written = sinon.spy(style, 'setProperty');
    browserViewport(fake).trackViewportHeight();
    expect(idle.map((i) => i.timeout)).to.deep.equal([1000]);
    expect(style.getPropertyValue('--vh')).to.equal('');
    idle[0]?.work();
    expect(style.getPropertyValue('--vh')).to.equal('6.67px');
    w.fire('resize');
    w.runFrames();
    expect(written.callCount, 'the same height is not written again').to.equal(1);
    browserViewport(fake).trackViewportHeight()();
    expect(cancelled).to.deep.equal([2]);
  });

  it('leaves --vh to the stylesheet (1dvh) where CSS has dynamic viewport units, and writes it on a resize', () => {
    const w = viewportWindow();
    const style = w.document.documentElement.style;
    const idle: Array<() => void> = [];
    const fake: ViewportWindow = Object.assign(Object.create(w.fake) as ViewportWindow, {
      requestIdleCallback: (work: () => void) => idle.push(work),
      CSS: {
        supports: (property: string, value: string) => property === 'height' && value === '1dvh',
      },
    });
    const stop = browserViewport(fake).trackViewportHeight();
    w.runFrames();
    expect(idle, 'no first write waits').to.have.length(0);
    expect(style.getPropertyValue('--vh')).to.equal('');
    expectResizesWrittenUntilStopped(w, stop);
  });

  it('accepts a real jsdom window', () => {
    const dom = page('https://agency.example/');
    const viewport = browserViewport(dom.window);
    expect(viewport.viewportWidth()).to.equal(dom.window.innerWidth);
    expect(viewport.scrollY()).to.equal(0);
  });
});
