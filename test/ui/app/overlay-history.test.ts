import { expect } from 'chai';
import { JSDOM } from 'jsdom';
import {
  nextOverlayDepth,
  noteOverlayLocation,
  OVERLAY_DEPTH_KEY,
  prepareOverlayHistory,
  recordedDepth,
  stepBackFromOverlay,
} from '../../../ui/app/overlay-history.js';

/** A window with a real session history (jsdom) at `url`. */
function aWindow(url: string): Window {
  return new JSDOM('<!doctype html><body></body>', { url }).window as unknown as Window;
}

describe('overlay history', () => {
  describe('nextOverlayDepth', () => {
    it('is 0 on a plain page, one more than where the visitor came from for an overlay', () => {
      expect(nextOverlayDepth(false, 'PUSH', 3)).to.equal(0);
      expect(nextOverlayDepth(true, 'POP', 0)).to.equal(1);
      expect(nextOverlayDepth(true, 'PUSH', 1)).to.equal(2);
    });

    it('keeps the depth of a replaced entry', () => {
      expect(nextOverlayDepth(true, 'REPLACE', 2)).to.equal(2);
      expect(nextOverlayDepth(true, 'REPLACE', 0)).to.equal(1);
    });
  });

  describe('recordedDepth', () => {
    it('reads only a whole number from 0', () => {
      expect(recordedDepth({ [OVERLAY_DEPTH_KEY]: 2, idx: 4 })).to.equal(2);
      expect(recordedDepth({ [OVERLAY_DEPTH_KEY]: -1 })).to.equal(undefined);
      expect(recordedDepth({ [OVERLAY_DEPTH_KEY]: '2' })).to.equal(undefined);
      expect(recordedDepth(null)).to.equal(undefined);
    });
  });

  describe('a modal opened within the page', () => {
    it('is closed by stepping back past every overlay entry it added', () => {
      const win = aWindow('https://agency.example/property-for-sale');
      noteOverlayLocation('POP', win);
      win.history.pushState(null, '', '#/user');
      noteOverlayLocation('POP', win);
      win.history.pushState(null, '', '#/user/saved-searches');
      noteOverlayLocation('PUSH', win);
      expect(recordedDepth(win.history.state)).to.equal(2);
      let steps = 0;
      (win.history as { go: (n: number) => void }).go = (n: number) => {
        steps = n;
      };
      expect(stepBackFromOverlay(win)).to.equal(true);
      expect(steps).to.equal(-2);
    });

    it('keeps the router fields of history.state', () => {
      const win = aWindow('https://agency.example/property-for-sale');
      win.history.pushState({ key: 'abc', idx: 1 }, '', '#/map');
      noteOverlayLocation('PUSH', win);
      expect(win.history.state).to.deep.include({ key: 'abc', idx: 1, [OVERLAY_DEPTH_KEY]: 1 });
    });
  });

  describe('a page opened straight on a modal', () => {
    it('gets the plain page below the modal, so closing (or Back) lands on the page', () => {
      const win = aWindow('https://agency.example/properties/1001/sales#/property-images');
      const before = win.history.length;
      prepareOverlayHistory(true, win);
      expect(win.history.length).to.equal(before + 1);
      expect(win.location.hash).to.equal('#/property-images');
      expect(recordedDepth(win.history.state)).to.equal(1);
    });

    it('leaves a flash hash alone (it clears itself)', () => {
      const win = aWindow('https://agency.example/#/flash/welcome-lead-sent');
      const before = win.history.length;
      prepareOverlayHistory(true, win);
      expect(win.history.length).to.equal(before);
      expect(stepBackFromOverlay(win)).to.equal(false);
    });

    it('does nothing for a modal opened after the page loaded', () => {
      const win = aWindow('https://agency.example/#/map');
      const before = win.history.length;
      prepareOverlayHistory(false, win);
      expect(win.history.length).to.equal(before);
    });
  });
});
