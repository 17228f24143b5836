/**
 * The toast region (SPEC §8: green for success, red for error). On a page it goes where it covers
 * no heading or control (toast-spot.ts); with a dialog open, to the top with the dialog below it.
 *
 * Two live regions are always in the page, empty until a toast arrives, so screen readers are
 * already listening when text is put in them: a polite `role="status"` one for successes and an
 * assertive `role="alert"` one for errors. Each toast carries an icon and the word "Success" or
 * "Error" (read by screen readers), so colour is never the only signal, and a dismiss button.
 * Hovering or focusing the toasts holds them (the store's pause/resume). The region's height is
 * published for an open modal to keep out of the toasts' way (toast-room.ts).
 */
import { RoundStroke } from '../content/line-icon.view.js';
import { CloseButton } from '../modal/close-button.view.js';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { FocusEvent } from 'react';
import { useToastRoom } from './toast-room.js';
import type { ShownToast, ToastStore } from './toast.store.js';

export interface ToastRegionProps {
  readonly store: ToastStore;
}

export const ToastRegion = observer(function ToastRegion({ store }: ToastRegionProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  useToastRoom(regionRef, store.toasts);
  const pointerInside = useRef(false);
  const focusInside = useRef(false);
  const settle = (): void => {
    if (pointerInside.current || focusInside.current) store.pause();
    else store.resume();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    focusInside.current = event.currentTarget.contains(event.relatedTarget);
    settle();
  };

  return (
    <div
      ref={regionRef}
      className="toast-region"
      onPointerEnter={() => {
        pointerInside.current = true;
        settle();
      }}
      onPointerLeave={() => {
        pointerInside.current = false;
        settle();
      }}
      onFocus={() => {
        focusInside.current = true;
        settle();
      }}
      onBlur={onBlur}
    >
      <ToastStack kind="error" toasts={store.errors} onDismiss={(id) => store.dismiss(id)} />
      <ToastStack kind="success" toasts={store.successes} onDismiss={(id) => store.dismiss(id)} />
    </div>
  );
});

/** The toasts of one kind: an error interrupts (an alert), a success waits its turn (a status). */
function ToastStack({
  kind,
  toasts,
  onDismiss,
}: {
  readonly kind: ShownToast['kind'];
  readonly toasts: readonly ShownToast[];
  readonly onDismiss: (id: ShownToast['id']) => void;
}) {
  const error = kind === 'error';
  return (
    <div
      className="toast-region__stack"
      role={error ? 'alert' : 'status'}
      aria-live={error ? 'assertive' : 'polite'}
      data-toast-kind={kind}
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={() => onDismiss(toast.id)} />
      ))}
    </div>
  );
}

const KIND_WORD = { success: 'Success', error: 'Error' } as const;

function ToastCard({
  toast,
  onDismiss,
}: {
  readonly toast: ShownToast;
  readonly onDismiss: () => void;
}) {
  return (
    <div
      className={`toast toast--${toast.kind}${toast.leaving ? ' toast--leaving' : ''}`}
      data-toast-id={toast.id}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.kind === 'success' ? <SuccessIcon /> : <ErrorIcon />}
      </span>
      <p className="toast__message">
        <span className="visually-hidden">{KIND_WORD[toast.kind]}: </span>
        {toast.message}
      </p>
      <CloseButton
        label="Dismiss notification"
        className="toast__dismiss"
        size={20}
        onClick={onDismiss}
      />
    </div>
  );
}

function SuccessIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <RoundStroke d="M7.5 12.5l3 3 6-6.5" width={2} />
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="M12 7v6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="16.75" r="1.25" fill="currentColor" />
    </svg>
  );
}
