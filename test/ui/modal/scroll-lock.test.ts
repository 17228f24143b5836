import { pagePerTest } from '../support/dom.js';
import { expect } from 'chai';
import { lockBodyScroll, scrollLockCount } from '../../../ui/modal/scroll-lock.js';

describe('lockBodyScroll', () => {
  pagePerTest();

  const overflow = () => [document.documentElement.style.overflow, document.body.style.overflow];

  it('stops the page scrolling while locked and puts its own overflow back afterwards', () => {
    document.body.style.overflow = 'auto';
    const unlock = lockBodyScroll(document);
    expect(overflow()).to.deep.equal(['hidden', 'hidden']);
    unlock();
    expect(overflow()).to.deep.equal(['', 'auto']);
  });

  it('stays locked until the last of several holders lets go (a modal over the mobile menu)', () => {
    const menu = lockBodyScroll(document);
    const modal = lockBodyScroll(document);
    expect(scrollLockCount(document)).to.equal(2);
    modal();
    expect(overflow()).to.deep.equal(['hidden', 'hidden']);
    menu();
    expect(overflow()).to.deep.equal(['', '']);
    expect(scrollLockCount(document)).to.equal(0);
  });

  it('ignores a second release of the same lock', () => {
    const first = lockBodyScroll(document);
    const second = lockBodyScroll(document);
    first();
    first();
    expect(scrollLockCount(document)).to.equal(1);
    expect(overflow()).to.deep.equal(['hidden', 'hidden']);
    second();
    expect(overflow()).to.deep.equal(['', '']);
  });

  it('replaces the scrollbar with padding so the page does not shift sideways', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 1265,
    });
    document.body.style.paddingRight = '4px';
    const unlock = lockBodyScroll(document);
    expect(document.body.style.paddingRight).to.equal('19px');
    expect(document.documentElement.style.getPropertyValue('--scrollbar-compensation')).to.equal(
      '15px',
    );
    unlock();
    expect(document.body.style.paddingRight).to.equal('4px');
    expect(document.documentElement.style.getPropertyValue('--scrollbar-compensation')).to.equal(
      '',
    );
  });
});
