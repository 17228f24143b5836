/**
 * Locking the page's scroll while something covers it (SPEC §2: the mobile menu, every modal):
 * locks are counted, so nested overlays combine, and each answers its own release.
 */
export interface ScrollLockPort {
  /** Locks body scroll; answers the release function. */
  lockScroll(): () => void;
}
