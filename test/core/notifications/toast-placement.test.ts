import { expect } from 'chai';
import fc from 'fast-check';
import {
  TOAST_GAP_PX,
  placeToasts,
  toastBox,
} from '../../../core/notifications/toast-placement.js';
import type { Box, ToastPlacementInput } from '../../../core/notifications/toast-placement.js';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

/** A phone: 375 × 740, a 65 px header, nothing fixed at the foot. */
const PHONE: ToastPlacementInput = {
  viewport: { width: 375, height: 740 },
  size: { width: 351, height: 90 },
  topInset: 65,
  bottomInset: 0,
  obstacles: [],
  atTop: true,
};
/** A desktop window: 1280 × 900, a 125 px header. */
const DESKTOP: ToastPlacementInput = {
  viewport: { width: 1280, height: 900 },
  size: { width: 400, height: 70 },
  topInset: 125,
  bottomInset: 0,
  obstacles: [],
  atTop: true,
};

describe('placeToasts', () => {
  it("puts a phone's toasts at the foot of the window, across it", () => {
    expect(placeToasts(PHONE)).to.deep.equal({
      spot: 'bottom',
      left: 12,
      top: 740 - 12 - 90,
      room: 0,
    });
  });

  it('keeps them above a bar fixed to the foot of the window', () => {
    expect(placeToasts({ ...PHONE, bottomInset: 120 }).top).to.equal(740 - 120 - 12 - 90);
  });

  it("moves a phone's toasts to the top, below the header, when the foot holds a control", () => {
    const mapView = box(20, 674, 163, 48);
    expect(placeToasts({ ...PHONE, obstacles: [mapView] })).to.deep.equal({
      spot: 'top',
      left: 12,
      top: 65 + 12,
      room: 0,
    });
  });

  it('makes room at the top when both places would cover something', () => {
    const heading = box(20, 93, 200, 30);
    const button = box(20, 674, 163, 48);
    expect(placeToasts({ ...PHONE, obstacles: [heading, button] })).to.deep.equal({
      spot: 'top',
      left: 12,
      top: 77,
      room: 90 + 2 * TOAST_GAP_PX,
    });
  });

  it('further down a page, takes the place that covers the fewest headings and controls', () => {
    const top = [box(20, 80, 150, 40), box(200, 80, 150, 40)];
    const foot = [box(20, 680, 150, 40)];
    expect(placeToasts({ ...PHONE, atTop: false, obstacles: [...top, ...foot] })).to.deep.equal({
      spot: 'bottom',
      left: 12,
      top: 638,
      room: 0,
    });
    expect(
      placeToasts({ ...PHONE, atTop: false, obstacles: [top[0]!, ...foot] }).spot,
      'a tie goes to the first place',
    ).to.equal('bottom');
  });

  it('uses the bottom right corner from 768 px, else the top right one', () => {
    expect(placeToasts(DESKTOP)).to.deep.equal({
      spot: 'bottom-right',
      left: 1280 - 12 - 400,
      top: 900 - 12 - 70,
      room: 0,
    });
    const cardLink = box(864, 812, 200, 24);
    expect(placeToasts({ ...DESKTOP, obstacles: [cardLink] }).spot).to.equal('top-right');
    expect(placeToasts({ ...DESKTOP, viewport: { width: 768, height: 900 } }).spot).to.equal(
      'bottom-right',
    );
  });

  it('does not take a place the window is too short for', () => {
    const short = { ...PHONE, viewport: { width: 375, height: 200 }, bottomInset: 60 };
    expect(placeToasts(short).spot).to.equal('top');
    expect(placeToasts(short).room).to.be.greaterThan(0);
  });

  it('covers an obstacle only where no place is free and the page is not at its top', () => {
    const obstacle = fc
      .record({
        left: fc.integer({ min: -50, max: 1300 }),
        top: fc.integer({ min: -50, max: 950 }),
        width: fc.integer({ min: 1, max: 400 }),
        height: fc.integer({ min: 1, max: 200 }),
      })
      .map((b) => box(b.left, b.top, b.width, b.height));
    const input = fc.record({
      viewport: fc.record({
        width: fc.integer({ min: 320, max: 1600 }),
        height: fc.integer({ min: 300, max: 1200 }),
      }),
      size: fc.record({
        width: fc.integer({ min: 200, max: 480 }),
        height: fc.integer({ min: 40, max: 300 }),
      }),
      topInset: fc.integer({ min: 0, max: 130 }),
      bottomInset: fc.integer({ min: 0, max: 200 }),
      obstacles: fc.array(obstacle, { maxLength: 30 }),
      atTop: fc.boolean(),
    });
    fc.assert(
      fc.property(input, (given) => {
        const placed = placeToasts(given);
        const taken = toastBox(placed.spot, given);
        expect(taken.top).to.equal(placed.top);
        expect(placed.top).to.be.at.least(given.topInset + TOAST_GAP_PX);
        const covers = given.obstacles.some(
          (o) =>
            taken.left < o.right &&
            o.left < taken.right &&
            taken.top < o.bottom &&
            o.top < taken.bottom,
        );
        if (placed.room > 0) {
          expect(given.atTop).to.equal(true);
          expect(placed.room).to.be.at.least(given.size.height + TOAST_GAP_PX);
        } else if (given.atTop) {
          expect(covers).to.equal(false);
          expect(taken.bottom).to.be.at.most(
            given.viewport.height - given.bottomInset - TOAST_GAP_PX + 0.5,
          );
        }
      }),
    );
  });
});
