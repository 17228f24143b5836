/**
 * The visitor's reduced-motion preference (the `prefers-reduced-motion` media feature): carousels
 * that rotate on their own stop while it is set (WAI-ARIA carousel pattern, STYLE.md rule 8).
 * Implemented by adapters/browser/motion-preference.adapter.ts.
 */
export interface MotionPreferencePort {
  /** Whether the visitor asks for reduced motion now. */
  prefersReducedMotion(): boolean;
  /** Calls back with the new preference each time it changes; answers the unsubscribe function. */
  onReducedMotionChange(callback: (reduced: boolean) => void): () => void;
}
