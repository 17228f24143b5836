/**
 * The user area's side panel (SPEC §2 User area: "a side panel shown when the path starts with
 * /user. Clicking the overlay or the close button returns to /"), built to the WAI-ARIA dialog
 * pattern like ModalFrame (STYLE rule 8):
 *
 * - `role="dialog"`, `aria-modal="true"`, named by its heading;
 * - on open, focus goes to `initialFocusRef` (the active tab), else the first focusable element
 *   below the heading, else the heading; Tab and Shift+Tab stay inside; focus that escapes is brought back;
 * - Esc, the Close button and a click on the overlay call `onClose` (the route closes the overlay: ui/app/use-close-overlay.ts);
 *   a drag that starts inside the panel and ends on the overlay does not close it;
 * - body scroll is locked while open (the shared, counted lock);
 * - on close, focus returns to what had it before, or to `#main` / the page heading.
 *
 * It slides in from the right (no motion with prefers-reduced-motion) and is full width on phones.
 */
import { DialogHeader } from '../modal/close-button.view.js';
import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useDialog } from '../modal/use-dialog.js';

export interface SidePanelProps {
  /** The panel's name, shown as its heading. */
  readonly title: string;
  /** Called for Esc, the Close button and an overlay click. */
  readonly onClose: () => void;
  /** Shown between the heading and the content (the tabs). */
  readonly navigation?: ReactNode;
  readonly children?: ReactNode;
  /** What to focus on open, instead of the first focusable element. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  /** Wider on large screens, for content that reads across (the comparison table). */
  readonly wide?: boolean;
}

export function SidePanel({
  title,
  onClose,
  navigation,
  children,
  initialFocusRef,
  wide = false,
}: SidePanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const { close, onOverlayMouseDown, onOverlayClick } = useDialog(
    { dialogRef: panelRef, headingRef, contentRef: mainRef, initialFocusRef },
    onClose,
  );

  return (
    // The backdrop closes on a click; keyboard users close with Escape or the Close button (useDialog).
    <div
      className="side-panel-overlay"
      role="presentation"
      onMouseDown={onOverlayMouseDown}
      onClick={onOverlayClick}
    >
      <div
        ref={panelRef}
        className={wide ? 'side-panel side-panel--wide' : 'side-panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
      >
        <DialogHeader
          className="side-panel__header"
          headingId={headingId}
          headingRef={headingRef}
          headingClassName="side-panel__title"
          title={title}
          closeClassName="side-panel__close"
          onClose={close}
        />
        <div ref={mainRef} className="side-panel__main">
          {navigation}
          <div className="side-panel__body">{children}</div>
        </div>
      </div>
    </div>
  );
}
