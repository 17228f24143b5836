import { expect } from 'chai';
import { isOpen, toggleOpen } from '../../../core/content/expandable.js';

describe('toggleOpen', () => {
  it('opens an item when none is open', () => {
    expect(toggleOpen(undefined, 'faq-1')).to.equal('faq-1');
  });

  it('closes the open item when it is clicked again', () => {
    expect(toggleOpen('faq-1', 'faq-1')).to.equal(undefined);
  });

  it('opens another item and so closes the previous one', () => {
    expect(toggleOpen('faq-1', 'faq-2')).to.equal('faq-2');
  });

  it('works with numeric ids, including 0', () => {
    expect(toggleOpen<number>(undefined, 0)).to.equal(0);
    expect(toggleOpen<number>(0, 0)).to.equal(undefined);
  });
});

describe('isOpen', () => {
  it('is true only for the open item', () => {
    expect(isOpen('faq-1', 'faq-1')).to.equal(true);
    expect(isOpen('faq-1', 'faq-2')).to.equal(false);
    expect(isOpen(undefined, 'faq-1')).to.equal(false);
  });
});
