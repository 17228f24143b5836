/**
 * Body scroll lock shared by every modal and the mobile menu (SPEC §2 Modal routes: "Modals lock
 * body scroll while open"; SPEC §4 Header: body scroll is locked while the mobile menu is open).
 *
 * Locks are counted per document, so a modal opened over the mobile menu (or a modal over a modal)
 * does not unlock the page when the inner one closes: the page scrolls again only when the last
 * holder releases its lock. The first lock saves the page's own overflow, padding and scroll
 * position; the last release puts them back exactly.
 *
 * The page keeps its scroll position while locked (`overflow: hidden`, not `position: fixed`), so
 * the header's "scrolled" style does not flicker when a modal opens. The scrollbar's width is
 * replaced by body padding, and published as `--scrollbar-compensation` for the fixed elements
 * that stay in sight (the valuation side link, the cookie banner, the toasts read it), so nothing
 * jumps sideways on a desktop browser with a classic scrollbar.
 *
 * Touches the DOM only when called (never at import), so views that use it still server-render.
 */

interface SavedPage {
  readonly htmlOverflow: string;
  readonly bodyOverflow: string;
  readonly bodyPaddingRight: string;
  readonly compensation: string;
  readonly scrollX: number;
  readonly scrollY: number;
}

interface LockState {
  count: number;
  saved: SavedPage | undefined;
}

const locks = new WeakMap<Document, LockState>();

/** Releases one lock; calling it again does nothing. */
export type ScrollUnlock = () => void;

/**
 * Lock the page behind an overlay from scrolling. Returns the function that releases this lock.
 * `doc` defaults to the global document (read when called, so imports stay server-safe).
 */
export function lockBodyScroll(doc: Document = document): ScrollUnlock {
  const state = locks.get(doc) ?? { count: 0, saved: undefined };
  locks.set(doc, state);
  if (state.count === 0) state.saved = applyLock(doc);
  state.count += 1;

  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.count -= 1;
    if (state.count === 0 && state.saved !== undefined) {
      restorePage(doc, state.saved);
      state.saved = undefined;
    }
  };
}

/** How many locks are held on the document now (for tests and diagnostics). */
export function scrollLockCount(doc: Document = document): number {
  return locks.get(doc)?.count ?? 0;
}

function applyLock(doc: Document): SavedPage {
  const win = doc.defaultView;
  const html = doc.documentElement;
  const body = doc.body;
  const saved: SavedPage = {
    htmlOverflow: html.style.overflow,
    bodyOverflow: body.style.overflow,
    bodyPaddingRight: body.style.paddingRight,
    compensation: html.style.getPropertyValue('--scrollbar-compensation'),
    scrollX: win?.scrollX ?? 0,
    scrollY: win?.scrollY ?? 0,
  };
  const scrollbarWidth = win ? Math.max(0, win.innerWidth - html.clientWidth) : 0;
  if (scrollbarWidth > 0 && win) {
    const padding = Number.parseFloat(win.getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + scrollbarWidth}px`;
    html.style.setProperty('--scrollbar-compensation', `${scrollbarWidth}px`);
  }
  html.style.overflow = 'hidden';
  body.style.overflow = 'hidden';
  return saved;
}

function restorePage(doc: Document, saved: SavedPage): void {
  const win = doc.defaultView;
  const html = doc.documentElement;
  const body = doc.body;
  html.style.overflow = saved.htmlOverflow;
  body.style.overflow = saved.bodyOverflow;
  body.style.paddingRight = saved.bodyPaddingRight;
  if (saved.compensation === '') html.style.removeProperty('--scrollbar-compensation');
  else html.style.setProperty('--scrollbar-compensation', saved.compensation);
  // Some mobile browsers move the page while overflow is hidden; put it back where it was.
  if (win && (win.scrollX !== saved.scrollX || win.scrollY !== saved.scrollY)) {
    win.scrollTo(saved.scrollX, saved.scrollY);
  }
}
