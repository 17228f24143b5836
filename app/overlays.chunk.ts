/**
 * The overlay layer's chunk (ARCHITECTURE §1): the hash router with every overlay route, loaded
 * when the hash first names an overlay (or ahead of need when the page is idle). `bind` adds the
 * view-models of its overlays to the container as the chunk arrives, so their code never weighs
 * on a page's initial JavaScript. Part of the composition, like app/pages/*.page.ts.
 */
import type { Container } from 'inversify';
import { bindPropertyOverlays } from './overlays/property.bindings.js';
import { bindSearchOverlays } from './overlays/search.bindings.js';
import { bindUserOverlays } from './overlays/user.bindings.js';

export { default } from '../ui/app/overlay-layer.js';

export function bind(container: Container): void {
  bindUserOverlays(container);
  bindPropertyOverlays(container);
  bindSearchOverlays(container);
}
