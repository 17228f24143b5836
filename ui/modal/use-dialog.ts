/**
 * The WAI-ARIA dialog behaviour shared by the modal frame and the user side panel:
 *
 * - on open, focus goes to `initialFocusRef`, else the first tabbable element of the content,
 *   else the heading; Tab and Shift+Tab stay inside, but for the cookie banner, which stays
 *   usable beside the dialog and in its Tab loop (beside-dialogs.ts); focus that escapes
 *   elsewhere is brought back;
 * - Esc calls `onClose` (unless the content already used that Esc: `event.preventDefault()`);
 * - body scroll is locked while open (counted, so nested dialogs and the mobile menu combine);
 * - on close, focus returns to what had it before, or to `#main` / the page heading if that is gone;
 * - only the top-most of several open dialogs reacts to keys and focus;
 * - an overlay click closes, but a drag that starts inside and ends on the overlay does not.
 */
import { useEffect, useRef } from 'react';
import type { MouseEvent, RefObject } from 'react';
import { besideDialogsOf, isBesideDialogs, keepClearOfBanner, tabLoop } from './beside-dialogs.js';
import { focusReturnTarget, focusWithoutScroll, tabbableElements } from './focus.js';
import { lockBodyScroll } from './scroll-lock.js';

export interface DialogRefs {
  readonly dialogRef: RefObject<HTMLElement | null>;
  readonly headingRef: RefObject<HTMLElement | null>;
  /** Where the first tabbable element is looked for on open. */
  readonly contentRef: RefObject<HTMLElement | null>;
  readonly initialFocusRef?: RefObject<HTMLElement | null> | undefined;
}

export interface DialogHandlers {
  readonly close: () => void;
  readonly onOverlayMouseDown: (event: MouseEvent<HTMLElement>) => void;
  readonly onOverlayClick: (event: MouseEvent<HTMLElement>) => void;
}

/** The open dialogs, bottom first; only the last one reacts to keys and focus. */
const openDialogs: { readonly dialog: HTMLElement }[] = [];

export function useDialog(refs: DialogRefs, onClose: () => void): DialogHandlers {
  const pressStartedOnOverlay = useRef(false);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = refs.dialogRef.current;
    if (dialog === null) return undefined;
    const doc = dialog.ownerDocument;
    const previous = doc.activeElement;
    const entry = { dialog };
    // A dialog nested inside this one (mounted in the same commit, so set up first) stays above it.
    const above = openDialogs.findIndex((other) => dialog.contains(other.dialog));
    if (above < 0) openDialogs.push(entry);
    else openDialogs.splice(above, 0, entry);
    const unlock = lockBodyScroll(doc);
    const backdrop = dialog.parentElement;
    const stopKeepingClear = backdrop === null ? undefined : keepClearOfBanner(backdrop);

    const isTop = (): boolean => openDialogs[openDialogs.length - 1] === entry;
    const startOfDialog = (): HTMLElement | null =>
      refs.initialFocusRef?.current ??
      (refs.contentRef.current ? tabbableElements(refs.contentRef.current)[0] : undefined) ??
      refs.headingRef.current;
    const start = isTop() ? startOfDialog() : null;
    if (start) focusWithoutScroll(start);

    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isTop() || event.defaultPrevented) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, dialog, refs.headingRef.current);
      }
    };
    const onFocusIn = (event: FocusEvent): void => {
      const target = event.target as Node | null;
      if (!isTop() || dialog.contains(target) || isBesideDialogs(target)) return;
      const back = startOfDialog();
      if (back) focusWithoutScroll(back);
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);

    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.indexOf(entry);
      if (index >= 0) openDialogs.splice(index, 1);
      unlock();
      stopKeepingClear?.();
      const target = focusReturnTarget(previous, doc);
      if (target) focusWithoutScroll(target);
    };
    // Set up once per opening; onClose and initialFocusRef are read when needed, not tracked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    close: () => onCloseRef.current(),
    onOverlayMouseDown: (event) => {
      pressStartedOnOverlay.current = event.target === event.currentTarget;
    },
    onOverlayClick: (event) => {
      const startedHere = pressStartedOnOverlay.current;
      pressStartedOnOverlay.current = false;
      if (event.target === event.currentTarget && startedHere) onCloseRef.current();
    },
  };
}

/**
 * Tab and Shift+Tab through the dialog's Tab loop (its controls, then the cookie banner's: see
 * beside-dialogs.ts), wrapping at its ends. Within the dialog, or within the banner, the
 * browser's own order is kept (a radio group is one stop); across them and around the ends, the
 * loop's. From outside, Tab goes to the loop's start and Shift+Tab to its end.
 */
function keepTabInside(
  event: KeyboardEvent,
  dialog: HTMLElement,
  heading: HTMLElement | null,
): void {
  const loop = tabLoop(dialog);
  const first = loop[0];
  const last = loop[loop.length - 1];
  if (first === undefined || last === undefined) {
    event.preventDefault();
    heading?.focus();
    return;
  }
  const active = dialog.ownerDocument.activeElement;
  const index = active instanceof HTMLElement ? loop.indexOf(active) : -1;
  if (index < 0) {
    const outside = active === null || !dialog.contains(active);
    if (outside || (event.shiftKey && (active === heading || active === dialog))) {
      event.preventDefault();
      focusWithoutScroll(event.shiftKey ? last : first);
    }
    return;
  }
  const step = event.shiftKey ? -1 : 1;
  const next = loop[(index + step + loop.length) % loop.length] as HTMLElement;
  const wraps = event.shiftKey ? index === 0 : index === loop.length - 1;
  if (!wraps && sameRegion(active as HTMLElement, next, dialog)) return;
  event.preventDefault();
  focusWithoutScroll(next);
}

/** Both in the dialog, or both in the same element beside it. */
function sameRegion(a: HTMLElement, b: HTMLElement, dialog: HTMLElement): boolean {
  if (dialog.contains(a) || dialog.contains(b)) return dialog.contains(a) && dialog.contains(b);
  return besideDialogsOf(a) === besideDialogsOf(b);
}
