/**
 * The frame every modal route uses (SPEC §2 Modal routes, SPEC §9 Modal: 800 × 700 px, full width
 * at 820 px or narrower, background fade 0.5 s), built to the WAI-ARIA dialog pattern:
 *
 * - `role="dialog"`, `aria-modal="true"`, named by its heading (`title`);
 * - on open, focus goes to `initialFocusRef`, else the first focusable element of the content,
 *   else the heading; Tab and Shift+Tab stay inside;
 * - Esc, the Close button and a click on the overlay call `onClose` (the route closes the overlay: ui/app/use-close-overlay.ts);
 *   a drag that starts inside the dialog and ends on the overlay does not close it;
 * - body scroll is locked while open (counted, so nested modals and the mobile menu combine);
 * - on close, focus returns to what had it before, or to `#main` / the page heading if that is gone;
 * - while a toast shows, the modal sits below it (modal.css) with its content held still on screen
 *   (hold-content-still.ts), so a toast never covers a field or the heading.
 *
 * Only the top-most of several open frames handles keys and focus. Content that uses Esc itself
 * (an open listbox) calls `event.preventDefault()` and the frame leaves that Esc alone.
 */
import { DialogHeader } from './close-button.view.js';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { holdContentStill } from './hold-content-still.js';
import { useDialog } from './use-dialog.js';

export interface ModalFrameProps {
  /** The dialog's name, shown as its heading. */
  readonly title: string;
  /** Called for Esc, the Close button and an overlay click; the route closes the overlay (ui/app/use-close-overlay.ts). */
  readonly onClose: () => void;
  readonly children?: ReactNode;
  /** 'default' is 800 × 700 px; 'wide' (carousels, calculators) is up to 1100 × 860 px. */
  readonly size?: 'default' | 'wide';
  /** What to focus on open, instead of the first focusable element. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  /** Keep the heading for screen readers only (image carousels, video). */
  readonly hideTitle?: boolean;
}

export function ModalFrame({
  title,
  onClose,
  children,
  size = 'default',
  initialFocusRef,
  hideTitle = false,
}: ModalFrameProps) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { close, onOverlayMouseDown, onOverlayClick } = useDialog(
    { dialogRef, headingRef, contentRef, initialFocusRef },
    onClose,
  );
  useEffect(() => {
    const dialog = dialogRef.current;
    const content = contentRef.current;
    return dialog && content ? holdContentStill(dialog, content) : undefined;
  }, []);

  return (
    // The backdrop closes on a click; keyboard users close with Escape or the Close button (useDialog).
    <div
      className="modal-overlay"
      role="presentation"
      onMouseDown={onOverlayMouseDown}
      onClick={onOverlayClick}
    >
      <div
        ref={dialogRef}
        className={`modal${size === 'wide' ? ' modal--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
      >
        <DialogHeader
          className={`modal__header${hideTitle ? ' modal__header--bare' : ''}`}
          headingId={headingId}
          headingRef={headingRef}
          headingClassName={hideTitle ? 'visually-hidden' : 'modal__title'}
          title={title}
          closeClassName="modal__close"
          onClose={close}
        />
        <div ref={contentRef} className="modal__body">
          {children}
        </div>
      </div>
    </div>
  );
}
