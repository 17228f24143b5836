/**
 * The overlay layer's chunk (ARCHITECTURE §1): the hash router with every overlay route, loaded
 * when the hash first names an overlay (or ahead of need when the page is idle). `bind` adds the
 * view-models of its overlays to the container as the chunk arrives, so their code never weighs
 * on a page's initial JavaScript. Part of the composition, like app/pages/*.page.ts.
 */
import type { Container } from 'inversify';

export { default } from '../ui/app/overlay-layer.js';

export function bind(container: Container): void {
  void container;
}
