import { expect } from 'chai';
import fc from 'fast-check';
import {
  IMAGE_WIDTHS,
  isEagerCard,
  pickWidth,
  srcSet,
  viewportKind,
} from '../../../core/content/images.js';

const resized = (width: number): string => `https://cdn.example/p/1/${width}x.jpg`;

describe('srcSet', () => {
  it('offers one candidate per width, smallest first', () => {
    expect(srcSet(resized, [500, 175, 375])).to.equal(
      'https://cdn.example/p/1/175x.jpg 175w, https://cdn.example/p/1/375x.jpg 375w, https://cdn.example/p/1/500x.jpg 500w',
    );
  });

  it('offers the eight card widths sorted', () => {
    const widths = srcSet(resized, IMAGE_WIDTHS.cards)
      .split(', ')
      .map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')));
    expect(widths).to.deep.equal([320, 375, 408, 414, 430, 550, 575, 768]);
  });

  it('drops repeated, zero, negative and fractional widths', () => {
    expect(srcSet(resized, [375, 375, 0, -5, 12.5, Number.NaN])).to.equal(
      'https://cdn.example/p/1/375x.jpg 375w',
    );
  });

  it('is empty without widths', () => {
    expect(srcSet(resized, [])).to.equal('');
  });
});

describe('pickWidth', () => {
  it('picks the smallest offered width at least as wide as the slot', () => {
    expect(pickWidth(376)).to.equal(500);
    expect(pickWidth(375)).to.equal(375);
    expect(pickWidth(1)).to.equal(175);
  });

  it('picks the largest offered width for a slot wider than all of them', () => {
    expect(pickWidth(2560)).to.equal(1920);
    expect(pickWidth(Number.NaN)).to.equal(1920);
  });

  it('works on an unsorted list', () => {
    expect(pickWidth(420, IMAGE_WIDTHS.cards)).to.equal(430);
    expect(pickWidth(1000, IMAGE_WIDTHS.gallery)).to.equal(1160);
  });

  it('gives nothing when nothing is offered', () => {
    expect(pickWidth(300, [])).to.equal(undefined);
  });

  it('always picks an offered width that covers the slot when one can', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (target) => {
        const picked = pickWidth(target)!;
        return (
          (IMAGE_WIDTHS.default as readonly number[]).includes(picked) &&
          (picked >= target || picked === 1920)
        );
      }),
    );
  });
});

describe('viewportKind', () => {
  it('is mobile below 768 px, tablet below 992 px and desktop from 992 px', () => {
    expect(viewportKind(375)).to.equal('mobile');
    expect(viewportKind(767)).to.equal('mobile');
    expect(viewportKind(768)).to.equal('tablet');
    expect(viewportKind(991)).to.equal('tablet');
    expect(viewportKind(992)).to.equal('desktop');
    expect(viewportKind(Number.NaN)).to.equal('mobile');
  });
});

describe('isEagerCard', () => {
  it('loads the first 2 cards eagerly on mobile', () => {
    expect(isEagerCard(1, 'mobile')).to.equal(true);
    expect(isEagerCard(2, 'mobile')).to.equal(false);
  });

  it('loads the first 4 cards eagerly on tablet', () => {
    expect(isEagerCard(3, 'tablet')).to.equal(true);
    expect(isEagerCard(4, 'tablet')).to.equal(false);
  });

  it('loads the first 6 cards eagerly on desktop', () => {
    expect(isEagerCard(0, 'desktop')).to.equal(true);
    expect(isEagerCard(5, 'desktop')).to.equal(true);
    expect(isEagerCard(6, 'desktop')).to.equal(false);
  });

  it('treats a negative index as lazy', () => {
    expect(isEagerCard(-1, 'desktop')).to.equal(false);
  });
});
