/**
 * The browser side of the header (HeaderEnvironment): viewport width, scroll position, resize and
 * scroll events (passive, at most once per animation frame) and the shared body scroll lock.
 * Nothing happens at import; the app shell calls `browserHeaderEnvironment(window)` in the browser.
 */
import { lockBodyScroll } from '../modal/scroll-lock.js';
import type { HeaderEnvironment } from './header.view-model.js';

export function browserHeaderEnvironment(win: Window): HeaderEnvironment {
  return {
    // innerWidth includes the scrollbar, as CSS media queries do, so both agree on 1200 px.
    viewportWidth: () => win.innerWidth,
    scrollY: () => win.scrollY,
    onResize: (callback) => listenPerFrame(win, 'resize', callback),
    onScroll: (callback) => listenPerFrame(win, 'scroll', callback),
    lockScroll: () => lockBodyScroll(win.document),
  };
}

/** A passive window listener that runs `callback` at most once per frame; returns its remover. */
function listenPerFrame(win: Window, type: 'resize' | 'scroll', callback: () => void): () => void {
  let frame: number | undefined;
  const onEvent = (): void => {
    if (frame !== undefined) return;
    frame = win.requestAnimationFrame(() => {
      frame = undefined;
      callback();
    });
  };
  win.addEventListener(type, onEvent, { passive: true });
  return () => {
    win.removeEventListener(type, onEvent);
    if (frame !== undefined) win.cancelAnimationFrame(frame);
    frame = undefined;
  };
}
