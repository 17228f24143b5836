/** What the UI needs to know about the browser window (implemented in adapters/browser). */
export interface ViewportPort {
  viewportWidth(): number;
  scrollY(): number;
  /** Subscribe to resizes; answers the unsubscribe function. */
  onResize(callback: () => void): () => void;
  /** Subscribe to (throttled) scrolling; answers the unsubscribe function. */
  onScroll(callback: () => void): () => void;
  /** SPEC §9: keep the `--vh` CSS variable in step with the window height; answers a disposer. */
  trackViewportHeight(): () => void;
}
