/**
 * What stays usable beside an open dialog: the cookie banner. A visitor whose first page opens on
 * a form (a link to '/#/book-a-valuation') must still be able to answer the cookie question, with
 * the pointer and the keyboard, without closing the form. So, while a dialog is open:
 *
 * - the banner sits above the dialog's backdrop at the foot of the window (consent.css), and the
 *   backdrop, with the dialog, stops above it (`keepClearOfBanner`): neither covers the other;
 * - the dialog's Tab loop takes in the banner's buttons after its own last control and before its
 *   first (`tabLoop`), and focus may rest there.
 *
 * An element is such a neighbour when it carries BESIDE_DIALOGS_ATTRIBUTE. DOM work only when
 * called.
 */
import { COOKIE_BANNER_HEIGHT_PROPERTY } from '../consent/cookie-banner.view.js';
import { tabbableElements } from './focus.js';

/** Marks an element that stays usable beside an open dialog (the cookie banner). */
export const BESIDE_DIALOGS_ATTRIBUTE = 'data-beside-dialogs';

/** The property the backdrop's CSS reads for the room it leaves at the foot of the window. */
export const BANNER_ROOM_PROPERTY = '--beside-dialogs-room';

/** The elements beside dialogs that are in the page now. */
export function besideDialogs(doc: Document): HTMLElement[] {
  return Array.from(doc.querySelectorAll<HTMLElement>(`[${BESIDE_DIALOGS_ATTRIBUTE}]`));
}

/** The element beside dialogs that `node` is in, if any. */
export function besideDialogsOf(node: Node | null): Element | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest(`[${BESIDE_DIALOGS_ATTRIBUTE}]`) ?? null;
}

/** Whether `node` is inside an element beside dialogs. */
export function isBesideDialogs(node: Node | null): boolean {
  return besideDialogsOf(node) !== null;
}

/**
 * The controls Tab goes through while `dialog` is open, in order: the dialog's, then those beside
 * it (Tab from the dialog's last control goes to the banner; from the banner's last, back to the
 * dialog's first).
 */
export function tabLoop(dialog: HTMLElement): HTMLElement[] {
  const beside = besideDialogs(dialog.ownerDocument).flatMap((element) =>
    tabbableElements(element),
  );
  return [...tabbableElements(dialog), ...beside];
}

/**
 * Keeps `backdrop` (a dialog's overlay) clear of the banner while it is open: the banner's height,
 * as the banner publishes it on the root element, is copied to the backdrop (a property on the
 * root alone is not inherited: publishing it must not restyle the page), and again each time it
 * changes or the banner goes. Answers the function that stops it.
 */
export function keepClearOfBanner(backdrop: HTMLElement): () => void {
  const root = backdrop.ownerDocument.documentElement;
  const copy = (): void => {
    const height = root.style.getPropertyValue(COOKIE_BANNER_HEIGHT_PROPERTY) || '0px';
    if (backdrop.style.getPropertyValue(BANNER_ROOM_PROPERTY) === height) return;
    backdrop.style.setProperty(BANNER_ROOM_PROPERTY, height);
  };
  copy();
  const view = backdrop.ownerDocument.defaultView;
  if (typeof view?.MutationObserver !== 'function') return () => undefined;
  const observer = new view.MutationObserver(copy);
  observer.observe(root, { attributes: true, attributeFilter: ['style'] });
  return () => observer.disconnect();
}
