/**
 * The MotionPreferencePort over the browser's `prefers-reduced-motion` media query. The query is
 * made when first asked (never at import time); without `matchMedia` (an old browser, a server)
 * the visitor asks for no reduction and nothing ever changes.
 */
import type { MotionPreferencePort } from '../../core/index.js';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The parts of `window` used here. */
export interface MotionWindow {
  readonly matchMedia?: (query: string) => {
    readonly matches: boolean;
    addEventListener?(
      type: 'change',
      listener: (event: { readonly matches: boolean }) => void,
    ): void;
    removeEventListener?(
      type: 'change',
      listener: (event: { readonly matches: boolean }) => void,
    ): void;
  };
}

export function browserMotionPreference(win: MotionWindow): MotionPreferencePort {
  const query = () =>
    typeof win.matchMedia === 'function' ? win.matchMedia(REDUCED_MOTION_QUERY) : undefined;
  return {
    prefersReducedMotion: () => query()?.matches ?? false,
    onReducedMotionChange: (callback) => {
      const list = query();
      if (list?.addEventListener === undefined) return () => undefined;
      const listener = (event: { readonly matches: boolean }): void => callback(event.matches);
      list.addEventListener('change', listener);
      return () => list.removeEventListener?.('change', listener);
    },
  };
}
