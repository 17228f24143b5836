/**
 * The two states of a modal whose code is still arriving (SPEC §2 Modal routes, §8 chunk failure):
 * the lead's chunk loader shows them inside a ModalFrame.
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

/** What a modal shows when its code chunk failed to load ('Loading chunk {id} failed', SPEC §8). */
export function ModalError({ message, onRetry }: { readonly message: string; readonly onRetry?: () => void }) {
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
