/**
 * A lazily loaded overlay (modal, user area, calculators): shows the loading message while its
 * chunk arrives, and a plain message with 'Try again' when it does not (the chunk loader logs
 * SPEC §8's 'Loading chunk {id} failed'), so a visitor never faces a dead or blank modal.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { ModalFrame } from '../modal/modal-frame.view.js';
import { ModalError, ModalLoading } from '../modal/modal-states.view.js';
import type { ChunkLoaderPort as ChunkLoader } from '../../core/index.js';
import { LazyPartViewModel } from './lazy-part.view-model.js';

/** The title of the frame that says a part could not be loaded. */
export const PART_FAILED_TITLE = 'Sorry, this could not be opened';

export interface LazyPartFrameProps<T> {
  readonly part: LazyPartViewModel<T>;
  readonly loadingMessage: string;
  readonly onClose: () => void;
  /** The part, once here. */
  readonly children: (value: T) => ReactNode;
}

/** A lazily loaded part in a modal: its loading state, its failure with 'Try again', or the part. */
export const LazyPartFrame = observer(function LazyPartFrame<T>(props: LazyPartFrameProps<T>) {
  const { part, loadingMessage, onClose, children } = props;
  useEffect(() => part.start(), [part]);
  const { state } = part;
  if (state.kind === 'ready') return <>{children(state.value)}</>;
  if (state.kind === 'failed')
    return (
      <ModalFrame title={PART_FAILED_TITLE} onClose={onClose}>
        <ModalError message={part.failureMessage} onRetry={() => part.retry()} />
      </ModalFrame>
    );
  return (
    <ModalFrame title={loadingMessage} onClose={onClose} hideTitle>
      <ModalLoading message={loadingMessage} />
    </ModalFrame>
  );
}) as <T>(props: LazyPartFrameProps<T>) => ReactNode;

export interface LazyOverlayProps<P> {
  readonly chunkId: string;
  readonly load: () => Promise<{ default: ComponentType<P> }>;
  readonly loader: ChunkLoader;
  readonly loadingMessage: string;
  readonly props: P;
  readonly onClose: () => void;
}

export function LazyOverlay<P extends object>({
  chunkId,
  load,
  loader,
  loadingMessage,
  props,
  onClose,
}: LazyOverlayProps<P>) {
  const part = useMemo(() => new LazyPartViewModel(chunkId, load, loader), [chunkId, load, loader]);
  return (
    <LazyPartFrame part={part} loadingMessage={loadingMessage} onClose={onClose}>
      {({ default: Component }) => <Component {...props} />}
    </LazyPartFrame>
  );
}
