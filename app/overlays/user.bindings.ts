/**
 * The user overlays' bindings, added when the overlay layer's chunk arrives (app/overlays.chunk.ts).
 * Part of the composition: concrete classes are wired here, views ask the container by token.
 *
 * The user panel is a chunk of its own (app/overlays/user-panel.chunk.ts): the overlay layer holds
 * only its importer, which binds the panel's view-model as the chunk arrives.
 */
import type { Bindings } from '../registry.js';
import { TOKENS } from '../../ui/tokens.js';

export function bindUserOverlays(container: Bindings): void {
  if (container.isBound(TOKENS.userPanelChunk)) return;
  const load = async () => {
    const chunk = await import('./user-panel.chunk.js');
    chunk.bind(container);
    return chunk;
  };
  container
    .bind(TOKENS.userPanelChunk)
    .toResolvedValue((loader) => ({ load, loader }), [TOKENS.chunkLoader]);
}
