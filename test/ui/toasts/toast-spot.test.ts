import { pagePerTest } from '../support/dom.js';
import { expect } from 'chai';
import { TOAST_PAGE_ROOM_PROPERTY, placeToastRegion } from '../../../ui/toasts/toast-spot.js';

/** Gives `el` a box in the window, as a browser's layout would. */
function boxed<E extends HTMLElement>(
  el: E,
  left: number,
  top: number,
  width: number,
  height: number,
): E {
  el.getBoundingClientRect = () =>
    ({
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
  return el;
}

/** A phone-sized page: a 65 px header, a heading near the top, a button at the foot, the toasts' region. */
function aPhonePage(options: { readonly footButton?: boolean; readonly heading?: boolean } = {}) {
  const doc = document;
  Object.defineProperty(doc.documentElement, 'clientWidth', { configurable: true, value: 375 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 740 });
  const header = boxed(doc.createElement('header'), 0, 0, 375, 65);
  header.className = 'site-header';
  const main = doc.createElement('main');
  if (options.heading !== false) main.append(boxed(doc.createElement('h1'), 20, 90, 200, 30));
  if (options.footButton !== false)
    main.append(boxed(doc.createElement('button'), 20, 674, 160, 48));
  const region = doc.createElement('div');
  region.className = 'toast-region';
  const toast = doc.createElement('div');
  toast.className = 'toast';
  region.append(toast);
  Object.defineProperty(region, 'offsetWidth', { value: 351 });
  Object.defineProperty(region, 'offsetHeight', { value: 90 });
  doc.body.append(header, main, region);
  return region;
}

describe('placeToastRegion', () => {
  pagePerTest();

  it("puts a phone's toasts at the foot when nothing there would be covered", () => {
    const region = aPhonePage({ footButton: false });
    placeToastRegion(region);
    expect(region.dataset['spot']).to.equal('bottom');
    expect(region.style.getPropertyValue('--toast-top')).to.equal(`${740 - 12 - 90}px`);
  });

  it('goes below the header when a control holds the foot', () => {
    const region = aPhonePage({ heading: false });
    placeToastRegion(region);
    expect(region.dataset['spot']).to.equal('top');
    expect(region.style.getPropertyValue('--toast-top')).to.equal('77px');
    expect(document.documentElement.style.getPropertyValue(TOAST_PAGE_ROOM_PROPERTY)).to.equal('');
  });

  it('makes room at the top of the page when both places would cover something, and closes it with the last toast', () => {
    const region = aPhonePage();
    placeToastRegion(region);
    expect(region.dataset['spot']).to.equal('top');
    expect(document.documentElement.style.getPropertyValue(TOAST_PAGE_ROOM_PROPERTY)).to.equal(
      '114px',
    );
    region.replaceChildren();
    placeToastRegion(region);
    expect(region.dataset['spot']).to.equal(undefined);
    expect(document.documentElement.style.getPropertyValue(TOAST_PAGE_ROOM_PROPERTY)).to.equal('');
  });

  it('places nothing while a dialog is open: the dialog makes room below the toasts', () => {
    const region = aPhonePage();
    const overlay = document.createElement('div');
    overlay.className = 'modal-overlay';
    document.body.append(overlay);
    placeToastRegion(region);
    expect(region.dataset['spot']).to.equal(undefined);
  });
});
