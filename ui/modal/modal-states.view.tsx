/**
 * The two states of a modal whose code is still arriving or could not be loaded (SPEC §2 Modal
 * routes): ui/app/lazy-overlay.tsx shows them inside a ModalFrame.
 */

/** What a modal shows while its code chunk loads (e.g. 'Loading Instant Valuation', SPEC §2). */
export function ModalLoading({ message }: { readonly message: string }) {
  return (
    <div className="modal-state" role="status">
      <span className="modal-state__spinner" aria-hidden="true" />
      <p className="modal-state__message">{message}</p>
    </div>
  );
}

/**
 * What a modal shows when its code could not be loaded: plain words (core's PART_NOT_LOADED_TEXT;
 * SPEC §8's 'Loading chunk {id} failed' is only logged) and 'Try again'.
 */
export function ModalError({
  message,
  onRetry,
}: {
  readonly message: string;
  readonly onRetry?: () => void;
}) {
  return (
    <div className="modal-state modal-state--error" role="alert">
      <p className="modal-state__message">{message}</p>
      {onRetry ? (
        <button type="button" className="modal-state__retry" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
