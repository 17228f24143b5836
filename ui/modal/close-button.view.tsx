import type { RefObject } from 'react';
import { IconFrame } from '../content/line-icon.view.js';

/**
 * The round ✕ button that closes a modal or a side panel, or dismisses a toast: 44 px
 * (`.icon-button`, ui/styles/base.css), its name given by `label`.
 */
export interface CloseButtonProps {
  readonly label: string;
  readonly onClick: () => void;
  /** The component's own class (its colours and placement). */
  readonly className: string;
  /** The cross's size in px (24 in modals and panels, 20 in toasts). */
  readonly size?: 20 | 24;
}

export function CloseButton({ label, onClick, className, size = 24 }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`icon-button ${className}`}
      aria-label={label}
      onClick={onClick}
    >
      <IconFrame size={size}>
        <path
          d="M6 6l12 12M18 6L6 18"
          fill="none"
          stroke="currentColor"
          strokeWidth={size === 24 ? 1.75 : 2}
          strokeLinecap="round"
        />
      </IconFrame>
    </button>
  );
}

export interface DialogHeaderProps {
  readonly className: string;
  readonly headingId: string;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly headingClassName: string;
  readonly title: string;
  readonly closeClassName: string;
  readonly onClose: () => void;
}

/** A dialog's header: its heading (named by `headingId`, focusable from script) and its ✕ button. */
export function DialogHeader({
  className,
  headingId,
  headingRef,
  headingClassName,
  title,
  closeClassName,
  onClose,
}: DialogHeaderProps) {
  return (
    <div className={className}>
      <h2 ref={headingRef} id={headingId} className={headingClassName} tabIndex={-1}>
        {title}
      </h2>
      <CloseButton label="Close" className={closeClassName} onClick={onClose} />
    </div>
  );
}
