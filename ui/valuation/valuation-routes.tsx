/**
 * The overlay routes of the valuation forms (SPEC §2 Modal routes): '#/book-a-valuation', the
 * valuation flow (single-step or three-step), and '#/valuation', the instant valuation. Each modal
 * is a chunk of its own, with its loading message ('Loading Instant Valuation', exact, SPEC §2);
 * its view-model arrives with it (app/overlays/valuation.bindings.ts). Closing returns to where
 * the visitor was. (The legacy '#/book_a_valuation' belongs to the legacy entry points.)
 */
import type { ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { MESSAGES, OVERLAY_PATTERNS } from '../../core/index.js';
import type { ChunkLoaderPort as ChunkLoader } from '../../core/index.js';
import { LazyOverlay } from '../app/lazy-overlay.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import type { BookValuationModalProps } from './book-valuation.view.js';
import type { InstantValuationModalProps } from './instant-valuation.view.js';

/** The loading message of '#/book-a-valuation' (SPEC gives the instant valuation's only). */
export const BOOK_VALUATION_LOADING_MESSAGE = 'Loading Book a valuation';

/** The valuation modals' chunks as the container gives them: their importers (which bind their view-models) and the loader. */
export interface ValuationChunks {
  readonly book: () => Promise<{ readonly default: ComponentType<BookValuationModalProps> }>;
  readonly instant: () => Promise<{ readonly default: ComponentType<InstantValuationModalProps> }>;
  readonly loader: ChunkLoader;
}

function BookValuationRoute() {
  const { book, loader } = useInjection(TOKENS.valuationChunks);
  const onClose = useCloseOverlay();
  // The legacy calendar hands back its day and time in the query (ui/leads/legacy-calendar.view-model.ts).
  const { search } = useLocation();
  return (
    <LazyOverlay
      chunkId="book-valuation"
      load={book}
      loader={loader}
      loadingMessage={BOOK_VALUATION_LOADING_MESSAGE}
      props={{ onClose, query: search }}
      onClose={onClose}
    />
  );
}

function InstantValuationRoute() {
  const { instant, loader } = useInjection(TOKENS.valuationChunks);
  const onClose = useCloseOverlay();
  return (
    <LazyOverlay
      chunkId="instant-valuation"
      load={instant}
      loader={loader}
      loadingMessage={MESSAGES.loadingInstantValuation}
      props={{ onClose }}
      onClose={onClose}
    />
  );
}

export function valuationOverlayRoutes(): RouteObject[] {
  return [
    { path: OVERLAY_PATTERNS.bookValuation, element: <BookValuationRoute /> },
    { path: OVERLAY_PATTERNS.instantValuation, element: <InstantValuationRoute /> },
  ];
}
