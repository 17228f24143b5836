import { expect } from 'chai';
import {
  REDUCED_MOTION_QUERY,
  browserMotionPreference,
  type MotionWindow,
} from '../../../adapters/browser/motion-preference.adapter.js';

/** A window whose reduced-motion media query the test sets. */
function aMotionWindow(reduced: boolean) {
  const listeners = new Set<(event: { readonly matches: boolean }) => void>();
  const queries: string[] = [];
  const state = { reduced };
  const win: MotionWindow = {
    matchMedia: (query) => {
      queries.push(query);
      return {
        get matches() {
          return state.reduced;
        },
        addEventListener: (_type, listener) => void listeners.add(listener),
        removeEventListener: (_type, listener) => void listeners.delete(listener),
      };
    },
  };
  const change = (now: boolean) => {
    state.reduced = now;
    listeners.forEach((listener) => listener({ matches: now }));
  };
  return { win, listeners, queries, change };
}

describe('browserMotionPreference', () => {
  it('answers the prefers-reduced-motion media query', () => {
    const { win, queries } = aMotionWindow(true);
    expect(browserMotionPreference(win).prefersReducedMotion()).to.equal(true);
    expect(queries).to.deep.equal([REDUCED_MOTION_QUERY]);
  });

  it('calls back on each change until unsubscribed', () => {
    const { win, listeners, change } = aMotionWindow(false);
    const seen: boolean[] = [];
    const stop = browserMotionPreference(win).onReducedMotionChange((reduced) =>
      seen.push(reduced),
    );
    change(true);
    change(false);
    stop();
    change(true);
    expect(seen).to.deep.equal([true, false]);
    expect(listeners.size).to.equal(0);
  });

  it('asks for no reduction, and never changes, without matchMedia', () => {
    const motion = browserMotionPreference({});
    expect(motion.prefersReducedMotion()).to.equal(false);
    expect(motion.onReducedMotionChange(() => undefined)()).to.equal(undefined);
  });

  it('makes no query before it is asked', () => {
    const { win, queries } = aMotionWindow(false);
    browserMotionPreference(win);
    expect(queries).to.deep.equal([]);
  });
});
