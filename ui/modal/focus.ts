/**
 * Focus helpers for dialogs (WAI-ARIA dialog pattern, STYLE rule 8). DOM work only when called.
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * The elements inside `root` that Tab reaches, in document order: focusable, not `tabindex="-1"`,
 * and not inside something hidden, inert or closed. Elements with no layout box are skipped in a
 * browser; where layout does not exist (jsdom) only the attribute checks apply.
 */
export function tabbableElements(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isTabbable);
}

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if (element.closest('[hidden], [inert], [aria-hidden="true"]') !== null) return false;
  const closedDetails = element.closest('details:not([open])');
  if (
    closedDetails !== null &&
    !(element.tagName === 'SUMMARY' && element.parentElement === closedDetails)
  )
    return false;
  const visible = (element as HTMLElement & { checkVisibility?: (o?: object) => boolean })
    .checkVisibility;
  return typeof visible === 'function' ? visible.call(element, { visibilityProperty: true }) : true;
}

/** Move focus without scrolling the page (the scroll position was kept while the dialog was open). */
export function focusWithoutScroll(element: HTMLElement): void {
  element.focus({ preventScroll: true });
}

/**
 * Where focus goes when a dialog closes: the element that had it before, when it is still in the
 * page and can take focus; otherwise the page's `#main` (or its first `h1`), made focusable with
 * `tabindex="-1"` if needed; otherwise nowhere.
 */
export function focusReturnTarget(
  previous: Element | null,
  doc: Document,
): HTMLElement | undefined {
  if (
    isHtmlElement(previous) &&
    previous.isConnected &&
    previous !== doc.body &&
    canTakeFocus(previous)
  ) {
    return previous;
  }
  const fallback = doc.getElementById('main') ?? doc.querySelector('main h1, h1');
  if (!isHtmlElement(fallback)) return undefined;
  if (!canTakeFocus(fallback)) fallback.setAttribute('tabindex', '-1');
  return fallback;
}

function canTakeFocus(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]') !== null) return false;
  if ((element as HTMLButtonElement).disabled === true) return false;
  return element.tabIndex >= 0 || element.hasAttribute('tabindex');
}

function isHtmlElement(value: Element | null): value is HTMLElement {
  return (
    value !== null && typeof (value as HTMLElement).focus === 'function' && 'tabIndex' in value
  );
}
