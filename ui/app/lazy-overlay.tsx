/**
 * A lazily loaded overlay (modal, user area, calculators): shows the loading message while its
 * chunk arrives, and SPEC §8's 'Loading chunk {id} failed' with a retry when it does not, so a
 * visitor never faces a dead modal.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { ModalFrame } from '../modal/modal-frame.view.js';
import { ModalError, ModalLoading } from '../modal/modal-states.view.js';
import type { ChunkLoaderPort as ChunkLoader } from '../../core/index.js';

export interface LazyOverlayProps<P> {
  readonly chunkId: string;
  readonly load: () => Promise<{ default: ComponentType<P> }>;
  readonly loader: ChunkLoader;
  readonly loadingMessage: string;
  readonly props: P;
  readonly onClose: () => void;
}

type State<P> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly Component: ComponentType<P> };

export function LazyOverlay<P extends object>({ chunkId, load, loader, loadingMessage, props, onClose }: LazyOverlayProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // The answer of one attempt at one chunk: anything else (a new chunk, a retry) is still loading.
  const request = `${chunkId}#${attempt}`;
  const [answer, setAnswer] = useState<{ readonly request: string; readonly state: State<P> } | undefined>(undefined);
  const state: State<P> = answer?.request === request ? answer.state : { kind: 'loading' };
  useEffect(() => {
    let live = true;
    void loader(chunkId, load).then((result) => {
      if (!live) return;
      setAnswer({
        request: `${chunkId}#${attempt}`,
        state: result.ok ? { kind: 'ready', Component: result.module.default } : { kind: 'failed', message: result.message },
      });
    });
    return () => {
      live = false;
    };
    // `load` is a stable module-level importer; re-run only on retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chunkId, loader, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.kind === 'loading')
    return (
      <ModalFrame title={loadingMessage} onClose={onClose} hideTitle>
        <ModalLoading message={loadingMessage} />
      </ModalFrame>
    );
  if (state.kind === 'failed')
    return (
      <ModalFrame title="Sorry, this could not be opened" onClose={onClose}>
        <ModalError message={state.message} onRetry={retry} />
      </ModalFrame>
    );
  const { Component } = state;
  return <Component {...props} />;
}
