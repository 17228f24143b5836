/**
 * The browser viewport for the view-models (header scroll style and menu breakpoints, SPEC §2,
 * §9) and the `--vh` CSS variable (SPEC §9 "The viewport height CSS variable is updated on
 * resize"): one hundredth of the inner height in px, so `calc(var(--vh) * 100)` is the visible
 * height on mobile browsers whose 100vh includes the hidden toolbar.
 *
 * Listeners are passive and throttled to one call per animation frame; each `on…` answers its
 * disposer. `--vh` is first written at the page's first idle moment (base.css's `--vh: 1vh` holds
 * until then), and only when it changes: any custom property set on the root restyles the page.
 * A browser with dynamic viewport units has base.css's `--vh: 1dvh`, the visible height already:
 * there it is written on a resize only.
 */
import type { ViewportPort } from '../../core/index.js';

/** The parts of `window` used here. */
export interface ViewportWindow {
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly scrollY: number;
  readonly document: {
    readonly documentElement: {
      readonly style: {
        setProperty(name: string, value: string): void;
        getPropertyValue(name: string): string;
      };
    };
  };
  addEventListener(
    type: 'resize' | 'scroll',
    listener: () => void,
    options?: AddEventListenerOptions,
  ): void;
  removeEventListener(
    type: 'resize' | 'scroll',
    listener: () => void,
    options?: EventListenerOptions,
  ): void;
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number;
  cancelIdleCallback?(handle: number): void;
  readonly CSS?: { supports(property: string, value: string): boolean };
}

/** The longest the first --vh waits for an idle moment (base.css's `--vh: 1vh` holds until then). */
export const FIRST_VH_WAIT_MS = 1000;

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
  // A custom property set on the root restyles the whole page: only a new value is written, and the
  // first one at the page's first idle moment, never inside the start's own tasks (hydration).
  const setVh = (): void => {
    const style = win.document.documentElement.style;
    const value = `${win.innerHeight / 100}px`;
    if (style.getPropertyValue('--vh') !== value) style.setProperty('--vh', value);
  };
  const trackViewportHeight = (): (() => void) => {
    const stop = listen('resize', setVh);
    if (win.CSS?.supports('height', '1dvh') === true) return stop;
    const idle = win.requestIdleCallback?.bind(win);
    const first = idle
      ? idle(setVh, { timeout: FIRST_VH_WAIT_MS })
      : win.requestAnimationFrame(setVh);
    return () => {
      if (idle) win.cancelIdleCallback?.(first);
      else win.cancelAnimationFrame(first);
      stop();
    };
  };
  return {
    viewportWidth: () => win.innerWidth,
    scrollY: () => win.scrollY,
    onResize: (callback) => listen('resize', callback),
    onScroll: (callback) => listen('scroll', callback),
    trackViewportHeight,
  };
}
