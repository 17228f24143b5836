/**
 * The user area's side panel (SPEC §2 User area: "a side panel shown when the path starts with
 * /user. Clicking the overlay or the close button returns to /"), built to the WAI-ARIA dialog
 * pattern like ModalFrame (STYLE rule 8):
 *
 * - `role="dialog"`, `aria-modal="true"`, named by its heading;
 * - on open, focus goes to `initialFocusRef` (the active tab), else the first focusable element
 *   below the heading, else the heading; Tab and Shift+Tab stay inside; focus that escapes is brought back;
 * - Esc, the Close button and a click on the overlay call `onClose` (the route navigates to '#/');
 *   a drag that starts inside the panel and ends on the overlay does not close it;
 * - body scroll is locked while open (the shared, counted lock);
 * - on close, focus returns to what had it before, or to `#main` / the page heading.
 *
 * It slides in from the right (no motion with prefers-reduced-motion) and is full width on phones.
 */
import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { focusReturnTarget, focusWithoutScroll, tabbableElements } from '../modal/focus.js';
import { lockBodyScroll } from '../modal/scroll-lock.js';

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
}

export function SidePanel({ title, onClose, navigation, children, initialFocusRef }: SidePanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (panel === null) return undefined;
    const doc = panel.ownerDocument;
    const previous = doc.activeElement;
    const unlock = lockBodyScroll(doc);

    const startOfPanel = (): HTMLElement | null =>
      initialFocusRef?.current ?? (mainRef.current ? tabbableElements(mainRef.current)[0] : undefined) ?? headingRef.current;
    const start = startOfPanel();
    if (start) focusWithoutScroll(start);

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, panel, headingRef.current);
      }
    };
    const onFocusIn = (event: FocusEvent): void => {
      if (panel.contains(event.target as Node | null)) return;
      const back = startOfPanel();
      if (back) focusWithoutScroll(back);
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);

    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
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
    <div className="side-panel-overlay" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <div ref={panelRef} className="side-panel" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <div className="side-panel__header">
          <h2 ref={headingRef} id={headingId} className="side-panel__title" tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="side-panel__close" aria-label="Close" onClick={() => onCloseRef.current()}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div ref={mainRef} className="side-panel__main">
          {navigation}
          <div className="side-panel__body">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** Wrap Tab and Shift+Tab around the panel's first and last tabbable elements. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement, heading: HTMLElement | null): void {
  const tabbables = tabbableElements(panel);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (first === undefined || last === undefined) {
    event.preventDefault();
    heading?.focus();
    return;
  }
  const active = panel.ownerDocument.activeElement;
  const outside = active === null || !panel.contains(active);
  if (event.shiftKey && (outside || active === first || active === heading || active === panel)) {
    event.preventDefault();
    focusWithoutScroll(last);
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    focusWithoutScroll(first);
  }
}
