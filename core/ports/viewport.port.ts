/**
 * The browser window as view-models need it (SPEC §2 header scroll style and menu breakpoints,
 * §9 "The viewport height CSS variable is updated on resize"): implemented by
 * adapters/browser/viewport.adapter.ts.
 */
export interface ViewportPort {
  /** The window's inner width in CSS px (scrollbar included, as media queries count it). */
  viewportWidth(): number;
  scrollY(): number;
  /** Subscribes to resizes (at most once per frame); answers the unsubscribe function. */
  onResize(callback: () => void): () => void;
  /** Subscribes to scrolling (passive, at most once per frame); answers the unsubscribe function. */
  onScroll(callback: () => void): () => void;
  /** Keeps the `--vh` CSS variable in step with the window height; answers a disposer. */
  trackViewportHeight(): () => void;
}
