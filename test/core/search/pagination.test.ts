import { expect } from 'chai';
import fc from 'fast-check';
import { pageWindow } from '../../../core/search/pagination.js';

describe('pageWindow', () => {
  it('keeps the first, last and neighbours of the current page, filling a one-page gap with the page', () => {
    expect(pageWindow(1, 1)).to.deep.equal([1]);
    expect(pageWindow(1, 5)).to.deep.equal([1, 2, 'gap', 5]);
    expect(pageWindow(4, 5)).to.deep.equal([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).to.deep.equal([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('offers each page once, in order, within 1..total, always the first, last and current (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        (total, raw) => {
          const current = Math.min(raw, total);
          const pages = pageWindow(current, total).filter((p): p is number => p !== 'gap');
          expect(pages).to.deep.equal([...new Set(pages)].sort((a, b) => a - b));
          expect(pages[0]).to.equal(1);
          expect(pages[pages.length - 1]).to.equal(total);
          expect(pages).to.include(current);
          expect(pages.every((p) => p >= 1 && p <= total)).to.equal(true);
        },
      ),
    );
  });
});
