/**
 * The frame every modal route uses (SPEC §2 Modal routes, SPEC §9 Modal: 800 × 700 px, full width
 * at 820 px or narrower, background fade 0.5 s), built to the WAI-ARIA dialog pattern:
 *
 * - `role="dialog"`, `aria-modal="true"`, named by its heading (`title`);
 * - on open, focus goes to `initialFocusRef`, else the first focusable element of the content,
 *   else the heading; Tab and Shift+Tab stay inside;
 * - Esc, the Close button and a click on the overlay call `onClose` (the route navigates to '#/');
 *   a drag that starts inside the dialog and ends on the overlay does not close it;
 * - body scroll is locked while open (counted, so nested modals and the mobile menu combine);
 * - on close, focus returns to what had it before, or to `#main` / the page heading if that is gone.
 *
 * Only the top-most of several open frames handles keys and focus. Content that uses Esc itself
 * (an open listbox) calls `event.preventDefault()` and the frame leaves that Esc alone.
 */
import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { focusReturnTarget, focusWithoutScroll, tabbableElements } from './focus.js';
import { lockBodyScroll } from './scroll-lock.js';

export interface ModalFrameProps {
  /** The dialog's name, shown as its heading. */
  readonly title: string;
  /** Called for Esc, the Close button and an overlay click; the route navigates to '#/'. */
  readonly onClose: () => void;
  readonly children?: ReactNode;
  /** 'default' is 800 × 700 px; 'wide' (carousels, calculators) is up to 1100 × 860 px. */
  readonly size?: 'default' | 'wide';
  /** What to focus on open, instead of the first focusable element. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  /** Keep the heading for screen readers only (image carousels, video). */
  readonly hideTitle?: boolean;
}

/** The open frames, bottom first; only the last one reacts to keys and focus. */
const openFrames: { readonly dialog: HTMLElement }[] = [];

export function ModalFrame({ title, onClose, children, size = 'default', initialFocusRef, hideTitle = false }: ModalFrameProps) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return undefined;
    const doc = dialog.ownerDocument;
    const previous = doc.activeElement;
    const frame = { dialog };
    // A frame nested inside this one (mounted in the same commit, so set up first) stays above it.
    const above = openFrames.findIndex((other) => dialog.contains(other.dialog));
    if (above < 0) openFrames.push(frame);
    else openFrames.splice(above, 0, frame);
    const unlock = lockBodyScroll(doc);

    const isTop = (): boolean => openFrames[openFrames.length - 1] === frame;
    const startOfDialog = (): HTMLElement | null =>
      initialFocusRef?.current ?? (contentRef.current ? tabbableElements(contentRef.current)[0] : undefined) ?? headingRef.current;
    const start = isTop() ? startOfDialog() : null;
    if (start) focusWithoutScroll(start);

    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isTop() || event.defaultPrevented) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, dialog, headingRef.current);
      }
    };
    const onFocusIn = (event: FocusEvent): void => {
      if (!isTop() || dialog.contains(event.target as Node | null)) return;
      const back = startOfDialog();
      if (back) focusWithoutScroll(back);
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);

    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      const index = openFrames.indexOf(frame);
      if (index >= 0) openFrames.splice(index, 1);
      unlock();
      const target = focusReturnTarget(previous, doc);
      if (target) focusWithoutScroll(target);
    };
    // Set up once per opening; onClose and initialFocusRef are read when needed, not tracked.
  }, []);

  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>): void => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>): void => {
    const startedHere = pressStartedOnOverlay.current;
    pressStartedOnOverlay.current = false;
    if (event.target === event.currentTarget && startedHere) onCloseRef.current();
  };

  return (
    <div className="modal-overlay" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <div
        ref={dialogRef}
        className={`modal${size === 'wide' ? ' modal--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
      >
        <div className={`modal__header${hideTitle ? ' modal__header--bare' : ''}`}>
          <h2 ref={headingRef} id={headingId} className={hideTitle ? 'visually-hidden' : 'modal__title'} tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={() => onCloseRef.current()}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div ref={contentRef} className="modal__body">
          {children}
        </div>
      </div>
    </div>
  );
}

/** Wrap Tab and Shift+Tab around the dialog's first and last tabbable elements. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement, heading: HTMLElement | null): void {
  const tabbables = tabbableElements(dialog);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (first === undefined || last === undefined) {
    event.preventDefault();
    heading?.focus();
    return;
  }
  const active = dialog.ownerDocument.activeElement;
  const outside = active === null || !dialog.contains(active);
  if (event.shiftKey && (outside || active === first || active === heading || active === dialog)) {
    event.preventDefault();
    focusWithoutScroll(last);
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    focusWithoutScroll(first);
  }
}
