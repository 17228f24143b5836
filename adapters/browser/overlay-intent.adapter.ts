/**
 * The visitor's first sign of intent to open an overlay: a pointer over, a focus on, or a touch of
 * a link to one (`href="#/…"`). The shell fetches the overlay layer's code then, not at an idle
 * moment: a phone that never opens an overlay never downloads or evaluates it.
 */

/** The links that open an overlay (the hash router's routes all start '#/'). */
const OVERLAY_LINK = 'a[href^="#/"]';

/** The events that show intent; listened for on the document, in the capture phase. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `callback` once, at the first intent event on a link to an overlay in `doc`; answers the
 * function that stops listening (also stopped after the call).
 */
export function onOverlayLinkIntent(doc: () => Document) {
  return (callback: () => void): (() => void) => {
    const target = doc();
    const options = { capture: true, passive: true } as const;
    const stop = (): void => {
      for (const type of INTENT_EVENTS) target.removeEventListener(type, listener, options);
    };
    function listener(event: Event): void {
      // An element of the document's own window (not the global Element: a frame's, a test's).
      const element = event.target as Partial<Pick<Element, 'closest'>> | null;
      if (typeof element?.closest !== 'function' || element.closest(OVERLAY_LINK) === null) return;
      stop();
      callback();
    }
    for (const type of INTENT_EVENTS) target.addEventListener(type, listener, options);
    return stop;
  };
}
