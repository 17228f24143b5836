import { expect } from 'chai';
import fc from 'fast-check';
import {
  nextSliderIndex,
  previousSliderIndex,
  sliderPositions,
  cardsPerView,
  carouselSize,
  carouselSourceFromPath,
  indexLabel,
  nextIndex,
  previousIndex,
  shouldAutoRotate,
  swipeDirection,
  useMobileCarousel,
} from '../../../core/carousel/carousel.js';

describe('nextIndex', () => {
  it('moves to the following slide', () => {
    expect(nextIndex(0, 5)).to.equal(1);
    expect(nextIndex(3, 5)).to.equal(4);
  });

  it('wraps from the last slide to the first', () => {
    expect(nextIndex(4, 5)).to.equal(0);
    expect(nextIndex(0, 1)).to.equal(0);
  });

  it('stays at 0 when there are no slides', () => {
    expect(nextIndex(0, 0)).to.equal(0);
    expect(nextIndex(3, -2)).to.equal(0);
    expect(nextIndex(Number.NaN, 4)).to.equal(1);
    expect(nextIndex(2, Number.NaN)).to.equal(0);
  });

  it('brings an out-of-range index back into range first', () => {
    expect(nextIndex(7, 5)).to.equal(3);
    expect(nextIndex(-1, 5)).to.equal(0);
  });
});

describe('previousIndex', () => {
  it('moves to the slide before', () => {
    expect(previousIndex(3, 5)).to.equal(2);
  });

  it('wraps from the first slide to the last', () => {
    expect(previousIndex(0, 5)).to.equal(4);
  });

  it('stays at 0 when there are no slides', () => {
    expect(previousIndex(0, 0)).to.equal(0);
  });
});

describe('carousel navigation properties', () => {
  const position = fc.tuple(
    fc.integer({ min: -1000, max: 1000 }),
    fc.integer({ min: 1, max: 200 }),
  );

  it('always lands inside 0…total−1', () => {
    fc.assert(
      fc.property(position, ([index, total]) => {
        for (const moved of [nextIndex(index, total), previousIndex(index, total)]) {
          if (!(Number.isInteger(moved) && moved >= 0 && moved < total)) return false;
        }
        return true;
      }),
    );
  });

  it('undoes next with previous', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 200 })
          .chain((total) => fc.tuple(fc.integer({ min: 0, max: total - 1 }), fc.constant(total))),
        ([index, total]) => previousIndex(nextIndex(index, total), total) === index,
      ),
    );
  });
});

describe('indexLabel', () => {
  it("shows the position as 'n/total' counting from 1", () => {
    expect(indexLabel(0, 12)).to.equal('1/12');
    expect(indexLabel(11, 12)).to.equal('12/12');
  });

  it("never shows '0/0': it is empty when there is no image", () => {
    expect(indexLabel(0, 0)).to.equal('');
  });

  it('wraps an out-of-range index', () => {
    expect(indexLabel(12, 12)).to.equal('1/12');
  });
});

describe('swipeDirection', () => {
  it('shows the next slide when the finger moves left', () => {
    expect(swipeDirection(200, 150)).to.equal('next');
  });

  it('shows the previous slide when the finger moves right', () => {
    expect(swipeDirection(150, 200)).to.equal('previous');
  });

  it('ignores a move of exactly the 5 px tolerance, and takes 6 px', () => {
    expect(swipeDirection(100, 95)).to.equal('none');
    expect(swipeDirection(100, 105)).to.equal('none');
    expect(swipeDirection(100, 94)).to.equal('next');
    expect(swipeDirection(100, 106)).to.equal('previous');
  });

  it('accepts another tolerance', () => {
    expect(swipeDirection(100, 80, 20)).to.equal('none');
    expect(swipeDirection(100, 79, 20)).to.equal('next');
  });

  it('ignores unreadable positions', () => {
    expect(swipeDirection(Number.NaN, 10)).to.equal('none');
  });
});

describe('shouldAutoRotate', () => {
  const idle = { hovered: false, focused: false, reducedMotion: false, userPaused: false };

  it('rotates when nothing holds it', () => {
    expect(shouldAutoRotate(idle)).to.equal(true);
    expect(shouldAutoRotate({ ...idle, itemCount: 2 })).to.equal(true);
  });

  it('pauses on hover and on focus', () => {
    expect(shouldAutoRotate({ ...idle, hovered: true })).to.equal(false);
    expect(shouldAutoRotate({ ...idle, focused: true })).to.equal(false);
  });

  it('never rotates for visitors who prefer reduced motion or paused it', () => {
    expect(shouldAutoRotate({ ...idle, reducedMotion: true })).to.equal(false);
    expect(shouldAutoRotate({ ...idle, userPaused: true })).to.equal(false);
  });

  it('does not rotate a single slide', () => {
    expect(shouldAutoRotate({ ...idle, itemCount: 1 })).to.equal(false);
    expect(shouldAutoRotate({ ...idle, itemCount: 0 })).to.equal(false);
  });
});

describe('cardsPerView', () => {
  it('shows 1 card below 768 px', () => {
    expect(carouselSize(375)).to.equal('small');
    expect(cardsPerView(767)).to.equal(1);
    expect(cardsPerView(Number.NaN)).to.equal(1);
  });

  it('shows 3 cards from 768 px to below 992 px', () => {
    expect(carouselSize(768)).to.equal('medium');
    expect(cardsPerView(768)).to.equal(3);
    expect(cardsPerView(991)).to.equal(3);
  });

  it('shows 4 cards from 992 px, large below 1200 px and extra large beyond', () => {
    expect(carouselSize(992)).to.equal('large');
    expect(cardsPerView(992)).to.equal(4);
    expect(carouselSize(1199)).to.equal('large');
    expect(carouselSize(1200)).to.equal('extraLarge');
    expect(cardsPerView(1920)).to.equal(4);
  });
});

describe('useMobileCarousel', () => {
  it('uses the mobile carousel for fewer than 6 items', () => {
    expect(useMobileCarousel(0)).to.equal(true);
    expect(useMobileCarousel(5)).to.equal(true);
    expect(useMobileCarousel(6)).to.equal(false);
    expect(useMobileCarousel(20)).to.equal(false);
  });
});

describe('carouselSourceFromPath', () => {
  it('reads the event carousels with their id', () => {
    const read: [path: string, source: string, id: string][] = [
      ['/agricultural-sales-event/12', 'agricultural-sales-event', '12'],
      ['#/antiques-sales-event/7', 'antiques-sales-event', '7'],
      ['property-auction-sales-event/3', 'property-auction-sales-event', '3'],
      ['/history-images/99', 'history-images', '99'],
    ];
    for (const [path, source, id] of read) {
      expect(carouselSourceFromPath(path), path).to.deep.equal({ source, id });
    }
  });

  it('reads the gallery expansion with its id and content block id', () => {
    expect(carouselSourceFromPath('/gallery-card-slider-expand/5/77')).to.deep.equal({
      source: 'gallery-card-slider-expand',
      id: '5',
      contentBlockId: '77',
    });
  });

  it('reads floorplans and EPC charts', () => {
    expect(carouselSourceFromPath('/floorplan')).to.deep.equal({ source: 'floorplan' });
    expect(carouselSourceFromPath('#/epc-chart')).to.deep.equal({ source: 'epc-chart' });
  });

  it('shows the property photos for /property-images and anything else', () => {
    expect(carouselSourceFromPath('/property-images')).to.deep.equal({ source: 'property-images' });
    expect(carouselSourceFromPath('/video/3')).to.deep.equal({ source: 'property-images' });
    expect(carouselSourceFromPath('')).to.deep.equal({ source: 'property-images' });
    expect(carouselSourceFromPath('/Floorplan')).to.deep.equal({ source: 'property-images' });
  });

  it('decodes params and leaves out blank or malformed ones', () => {
    const read: [path: string, params: Record<string, string>][] = [
      ['/history-images/a%20b?x=1', { id: 'a b' }],
      ['/history-images/%E0%A4%A/9', { contentBlockId: '9' }],
      ['/history-images/%20', {}],
    ];
    for (const [path, params] of read) {
      expect(carouselSourceFromPath(path), path).to.deep.equal({
        source: 'history-images',
        ...params,
      });
    }
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (path) => typeof carouselSourceFromPath(path).source === 'string'),
    );
  });
});

describe('card slider positions (SPEC §9 cards per size)', () => {
  it('has one position per card that can lead the view, and one when everything fits', () => {
    expect(sliderPositions(6, 4)).to.equal(3);
    expect(sliderPositions(6, 1)).to.equal(6);
    expect(sliderPositions(3, 4)).to.equal(1);
    expect(sliderPositions(0, 3)).to.equal(1);
  });

  it('moves one card at a time and wraps at both ends', () => {
    expect(nextSliderIndex(0, 6, 4)).to.equal(1);
    expect(nextSliderIndex(2, 6, 4)).to.equal(0);
    expect(previousSliderIndex(0, 6, 4)).to.equal(2);
    expect(nextSliderIndex(0, 3, 4)).to.equal(0);
  });

  it('never leaves the view short of cards, whatever it is given (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 40 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -2, max: 6 }),
        (index, count, perView) => {
          for (const next of [
            nextSliderIndex(index, count, perView),
            previousSliderIndex(index, count, perView),
          ]) {
            expect(next).to.be.at.least(0);
            expect(next).to.be.below(sliderPositions(count, perView));
            if (count >= Math.max(1, perView))
              expect(next + Math.max(1, perView)).to.be.at.most(count);
          }
        },
      ),
    );
  });
});
