/**
 * The property overlays' view-models, bound when the overlay layer's chunk arrives (app/overlays.chunk.ts).
 * Part of the composition: concrete classes are wired here, views ask the container by token.
 */
import type { Bindings } from '../registry.js';
import { browserMotionPreference } from '../../adapters/browser/motion-preference.adapter.js';
import { TOKENS } from '../../ui/tokens.js';
import { PAGE_CONTENT_BLOCKS, bindPageContentBlocks } from '../pages/content-blocks.bindings.js';
import {
  CarouselRouteViewModel,
  videoRouteViewModels,
} from '../../ui/property-page/property-overlays.view-model.js';

export function bindPropertyOverlays(container: Bindings): void {
  if (container.isBound(TOKENS.carouselRouteViewModel)) return;
  bindPageContentBlocks(container);
  // One carousel view-model per route opened: its images from the property or the page's content
  // blocks. Only the carousels read the reduced-motion preference, so its adapter arrives with them
  // (no token: a token would weigh on every page's boot).
  container.bind(TOKENS.carouselRouteViewModel).toResolvedValue(
    (s, loader, blocks) => {
      const motion = browserMotionPreference(globalThis);
      return (route: string) =>
        new CarouselRouteViewModel({ route, property: s.property, blocks, loader, motion });
    },
    [TOKENS.settings, TOKENS.chunkLoader, PAGE_CONTENT_BLOCKS],
  );
  container
    .bind(TOKENS.videoRouteViewModel)
    .toResolvedValue(
      (s, loader, consent) => videoRouteViewModels(s.property, s.agencyName, loader, consent),
      [TOKENS.settings, TOKENS.chunkLoader, TOKENS.consentStatus],
    );
}
