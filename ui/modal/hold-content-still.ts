/**
 * Holds a modal's scrolling content where the visitor sees it when the modal's top edge moves.
 *
 * A modal moves down (and gets shorter) while a toast shows above it, and back up when the toast
 * goes (modal.css, `--toast-room`). Left alone, its content would jump down by the toast's height
 * and back: the button just pressed would slide from under the finger, and a second press would
 * land on something else. Instead the content box scrolls by as much as its top moved, so what is
 * on screen stays put; what was at the very top goes out of view (not under the toast), and a field
 * focused afterwards is scrolled into the box's visible part as usual.
 *
 * Positions come from `offsetTop` (layout), not from the bounding box, so the modal's opening
 * animation (a transform) is never mistaken for a move. DOM work only when called; without
 * ResizeObserver (jsdom) it does nothing.
 */

/** Starts holding `content` (inside `dialog`) still; answers the function that stops it. */
export function holdContentStill(
  dialog: HTMLElement,
  content: HTMLElement,
  Observer: typeof ResizeObserver | undefined = globalThis.ResizeObserver,
): () => void {
  if (Observer === undefined) return () => undefined;
  // The modal's own offset in the overlay plus the content's in the modal: only a move of the box changes it.
  const topOf = (): number => dialog.offsetTop + content.offsetTop;
  let top = topOf();
  // The box always changes height when its top moves (modal.css shrinks the modal to make room),
  // so a resize is when to look.
  const observer = new Observer(() => {
    const now = topOf();
    if (now !== top) content.scrollTop += now - top;
    top = now;
  });
  observer.observe(content);
  return () => observer.disconnect();
}
