/**
 * What a field does as it is left (show its error, close its suggestions) waits for the press
 * that took focus away to end. Focus leaves a field when the mouse button (or a tap's emulated
 * mouse) goes down on another control; anything that moves the layout then pushes that control
 * from under the pointer before the button comes up, so the click lands elsewhere and is lost
 * (a terms box stays unticked). Once the press has ended (its click included) the change is made.
 * Without a press in progress (Tab, a script) it is made at once.
 */

interface Presses {
  down: boolean;
  readonly waiting: (() => void)[];
}

const presses = new WeakMap<Document, Presses>();

const PRESS_STARTS = ['pointerdown', 'mousedown'] as const;
const PRESS_ENDS = ['pointerup', 'mouseup', 'pointercancel', 'dragend'] as const;

/**
 * Follows the presses in `doc` (once per document): a field calls it when it gains focus, so the
 * press that takes focus away is always seen from its start.
 */
export function followPresses(doc: Document): void {
  if (presses.has(doc)) return;
  const state: Presses = { down: false, waiting: [] };
  presses.set(doc, state);
  const flush = (): void => {
    if (state.down) return;
    for (const change of state.waiting.splice(0)) change();
  };
  const start = (): void => {
    state.down = true;
  };
  // The click comes in the same task as the release: a task later, the press is over.
  const end = (): void => {
    state.down = false;
    doc.defaultView?.setTimeout(flush, 0);
  };
  for (const type of PRESS_STARTS)
    doc.addEventListener(type, start, { capture: true, passive: true });
  for (const type of PRESS_ENDS) doc.addEventListener(type, end, { capture: true, passive: true });
}

/** Makes `change` now, or once the press in progress in `doc` has ended. */
export function afterPress(doc: Document, change: () => void): void {
  const state = presses.get(doc);
  if (state?.down) state.waiting.push(change);
  else change();
}
