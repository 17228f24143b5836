/**
 * The valuation forms, bound when the overlay layer's chunk arrives (app/overlays.chunk.ts). Part
 * of the composition. The overlay layer holds only the two modals' importers: each modal is a
 * chunk of its own (app/overlays/book-valuation.chunk.ts, instant-valuation.chunk.ts) that binds
 * its view-model as it arrives, so the forms' code (and rxjs, which their address lookup uses)
 * never weighs on a page or on the overlay layer.
 */
import type { Bindings } from '../registry.js';
import { TOKENS } from '../../ui/tokens.js';

export function bindValuationForms(container: Bindings): void {
  if (container.isBound(TOKENS.valuationChunks)) return;
  const book = async () => {
    const chunk = await import('./book-valuation.chunk.js');
    chunk.bind(container);
    return chunk;
  };
  const instant = async () => {
    const chunk = await import('./instant-valuation.chunk.js');
    chunk.bind(container);
    return chunk;
  };
  container
    .bind(TOKENS.valuationChunks)
    .toResolvedValue((loader) => ({ book, instant, loader }), [TOKENS.chunkLoader]);
}
