/**
 * Puts the toasts of a page where they cover no heading and no control in view: the DOM's side of
 * core's `placeToasts` (which decides). It measures the stack, the sticky header, the bars fixed
 * to the window's foot and the headings and controls that show, then writes the place on the
 * region (`data-spot`, `--toast-left`, `--toast-top`: toasts.css) and, when the page has to make
 * room, `--toast-page-room` on the root (the page's content moves down by it).
 *
 * While a dialog or the side panel is open their own rule holds (toasts at the top, the dialog
 * below them: modal.css), so nothing is placed. Called when the toasts change and when the window
 * is resized; DOM work only when called.
 */
import { placeToasts } from '../../core/index.js';
import type { Box } from '../../core/index.js';

export const TOAST_PAGE_ROOM_PROPERTY = '--toast-page-room';

/** What a toast must not cover: headings, controls and a dialog's title. */
const OBSTACLES =
  'h1, h2, h3, a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
/** Bars fixed to the window's foot, which toasts stay above. */
const FOOT_BARS = '.cookie-banner, a.valuation-side-link';
/** Layers with a toast rule of their own. */
const OWN_RULE = '.modal-overlay, .side-panel-overlay';

/** Places the toasts in `region` (or forgets their place when there are none, or a dialog is open). */
export function placeToastRegion(region: HTMLElement): void {
  const doc = region.ownerDocument;
  const view = doc.defaultView;
  const root = doc.documentElement;
  if (
    view === null ||
    region.querySelector('.toast') === null ||
    doc.querySelector(OWN_RULE) !== null
  ) {
    forgetPlace(region);
    return;
  }
  // Measured as the page lies without room made for toasts (else the room would seem not needed).
  root.style.removeProperty(TOAST_PAGE_ROOM_PROPERTY);
  const viewport = { width: root.clientWidth, height: view.innerHeight };
  const header = doc.querySelector('header.site-header')?.getBoundingClientRect();
  const placed = placeToasts({
    viewport,
    size: { width: region.offsetWidth, height: region.offsetHeight },
    topInset: header === undefined ? 0 : Math.max(0, header.bottom),
    bottomInset: footBars(doc, viewport),
    obstacles: obstaclesInView(doc, region, viewport),
    atTop: view.scrollY <= 0,
  });
  region.dataset['spot'] = placed.spot;
  region.style.setProperty('--toast-left', `${Math.round(placed.left)}px`);
  region.style.setProperty('--toast-top', `${Math.round(placed.top)}px`);
  if (placed.room > 0) root.style.setProperty(TOAST_PAGE_ROOM_PROPERTY, `${placed.room}px`);
}

/** No toasts, or a layer with its own rule: the region goes back to CSS's place, the page's room closes. */
export function forgetPlace(region: HTMLElement): void {
  if (region.dataset['spot'] !== undefined) delete region.dataset['spot'];
  region.ownerDocument.documentElement.style.removeProperty(TOAST_PAGE_ROOM_PROPERTY);
}

/** How much of the window's foot the fixed bars (the cookie banner, 'Book a valuation') take. */
function footBars(doc: Document, viewport: { width: number; height: number }): number {
  let inset = 0;
  for (const bar of doc.querySelectorAll(FOOT_BARS)) {
    const box = bar.getBoundingClientRect();
    const acrossTheFoot =
      box.height > 0 && box.width >= viewport.width / 2 && box.bottom >= viewport.height - 1;
    if (acrossTheFoot) inset = Math.max(inset, viewport.height - box.top);
  }
  return inset;
}

/**
 * The headings and controls that show in the window: in view, visible, and not under another
 * layer (a backdrop, a fixed bar) at their centre. A heading counts by its text, not its block.
 */
function obstaclesInView(
  doc: Document,
  region: HTMLElement,
  viewport: { width: number; height: number },
): Box[] {
  const boxes: Box[] = [];
  for (const el of doc.querySelectorAll(OBSTACLES)) {
    if (region.contains(el)) continue;
    const box = /^H[1-3]$/.test(el.tagName) ? textBox(doc, el) : el.getBoundingClientRect();
    if (
      box.width < 1 ||
      box.height < 1 ||
      box.bottom <= 0 ||
      box.top >= viewport.height ||
      box.right <= 0 ||
      box.left >= viewport.width
    )
      continue;
    if (
      typeof el.checkVisibility === 'function' &&
      !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    )
      continue;
    const x = Math.min(Math.max((box.left + box.right) / 2, 0), viewport.width - 1);
    const y = Math.min(Math.max((box.top + box.bottom) / 2, 0), viewport.height - 1);
    const hit =
      typeof doc.elementsFromPoint === 'function'
        ? doc.elementsFromPoint(x, y).find((e) => !region.contains(e))
        : el;
    if (hit !== undefined && hit !== el && !el.contains(hit) && !hit.contains(el)) continue;
    boxes.push({ left: box.left, top: box.top, right: box.right, bottom: box.bottom });
  }
  return boxes;
}

function textBox(doc: Document, el: Element): DOMRect {
  const range = doc.createRange();
  range.selectNodeContents(el);
  // A browser without layout (a test's DOM) has no boxes of ranges: the element's own box then.
  return typeof range.getBoundingClientRect === 'function'
    ? range.getBoundingClientRect()
    : el.getBoundingClientRect();
}
