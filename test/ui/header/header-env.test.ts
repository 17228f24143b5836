import { currentDom, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import { browserHeaderEnvironment } from '../../../ui/header/header-env.js';
import { scrollLockCount } from '../../../ui/modal/scroll-lock.js';

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('browserHeaderEnvironment', () => {
  beforeEach(() => setupDom({ width: 390 }));
  afterEach(() => teardownDom());

  it('reads the viewport width and scroll position from the window', () => {
    const env = browserHeaderEnvironment(window);
    expect(env.viewportWidth()).to.equal(390);
    expect(env.scrollY()).to.equal(0);
  });

  it('runs a scroll callback once per animation frame, and not after unsubscribing', async () => {
    const env = browserHeaderEnvironment(window);
    let calls = 0;
    const stop = env.onScroll(() => (calls += 1));
    const win = currentDom().window;
    window.dispatchEvent(new win.Event('scroll'));
    window.dispatchEvent(new win.Event('scroll'));
    await nextFrame();
    expect(calls).to.equal(1);
    stop();
    window.dispatchEvent(new win.Event('scroll'));
    await nextFrame();
    expect(calls).to.equal(1);
  });

  it('runs a resize callback after the window changes size', async () => {
    const env = browserHeaderEnvironment(window);
    let calls = 0;
    const stop = env.onResize(() => (calls += 1));
    window.dispatchEvent(new (currentDom().window.Event)('resize'));
    await nextFrame();
    stop();
    expect(calls).to.equal(1);
  });

  it('locks body scroll through the shared counted lock', () => {
    const env = browserHeaderEnvironment(window);
    const unlock = env.lockScroll();
    expect(scrollLockCount(document)).to.equal(1);
    expect(document.body.style.overflow).to.equal('hidden');
    unlock();
    expect(scrollLockCount(document)).to.equal(0);
  });
});
