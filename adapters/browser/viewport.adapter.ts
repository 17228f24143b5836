/**
 * The browser viewport for the view-models (header scroll style and menu breakpoints, SPEC §2,
 * §9) and the `--vh` CSS variable (SPEC §9 "The viewport height CSS variable is updated on
 * resize"): one hundredth of the inner height in px, so `calc(var(--vh) * 100)` is the visible
 * height on mobile browsers whose 100vh includes the hidden toolbar.
 *
 * Listeners are passive and throttled to one call per animation frame; each `on…` answers its
 * disposer.
 */
import type { ViewportPort } from '../../core/index.js';

/** The parts of `window` used here. */
export interface ViewportWindow {
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly scrollY: number;
  readonly document: { readonly documentElement: { readonly style: { setProperty(name: string, value: string): void } } };
  addEventListener(type: 'resize' | 'scroll', listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: 'resize' | 'scroll', listener: () => void, options?: EventListenerOptions): void;
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
}

/** The ViewportPort over a browser window: the one adapter for the header and the page (--vh). */
export function browserViewport(win: ViewportWindow): ViewportPort {
  const listen = (type: 'resize' | 'scroll', callback: () => void): (() => void) => {
    let frame: number | undefined;
    const listener = (): void => {
      if (frame !== undefined) return;
      frame = win.requestAnimationFrame(() => {
        frame = undefined;
        callback();
      });
    };
    win.addEventListener(type, listener, { passive: true });
    return () => {
      win.removeEventListener(type, listener);
      if (frame !== undefined) win.cancelAnimationFrame(frame);
      frame = undefined;
    };
  };
  const setVh = (): void => win.document.documentElement.style.setProperty('--vh', `${win.innerHeight / 100}px`);
  const trackViewportHeight = (): (() => void) => {
    setVh();
    return listen('resize', setVh);
  };
  return {
    viewportWidth: () => win.innerWidth,
    scrollY: () => win.scrollY,
    onResize: (callback) => listen('resize', callback),
    onScroll: (callback) => listen('scroll', callback),
    trackViewportHeight,
  };
}
