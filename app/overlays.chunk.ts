/**
 * The overlay layer's chunk (ARCHITECTURE §1): the hash router with every overlay route, loaded
 * when the hash first names an overlay (or ahead of need when the page is idle). `open` builds
 * inversify's container for the overlays (`overlayContainer`): it answers every token of the
 * page's registry from the registry (the same singletons), and `bind` adds the view-models of the
 * overlays to it as the chunk arrives, so neither their code nor inversify weighs on a page's
 * initial JavaScript. The layer renders under that container. Part of the composition, like
 * app/pages/*.page.ts.
 */
import { Container } from 'inversify';
import { createElement, type ComponentType } from 'react';
import { ContainerProvider } from '../ui/di.js';
import OverlayLayer from '../ui/app/overlay-layer.js';
import type { OverlayLayerModule, OverlayLayerProps } from '../ui/app/shell.view-model.js';
import type { Bindings, Registry } from './registry.js';
import { LeadDrafts } from '../ui/leads/lead-drafts.js';
import { TOKENS } from '../ui/tokens.js';
import { bindPropertyOverlays } from './overlays/property.bindings.js';
import { bindSearchOverlays } from './overlays/search.bindings.js';
import { bindUserOverlays } from './overlays/user.bindings.js';
import { bindContactForms } from './overlays/contact.bindings.js';
import { bindValuationForms } from './overlays/valuation.bindings.js';
import { bindViewingForms } from './overlays/viewing.bindings.js';
import { bindLookups } from './overlays/lookups.bindings.js';

export function bind(container: Bindings): void {
  // The lead forms' drafts: one store for the page, whichever form is opened first.
  if (!container.isBound(TOKENS.leadDrafts)) {
    container
      .bind(TOKENS.leadDrafts)
      .toResolvedValue((store) => new LeadDrafts(store), [TOKENS.tabStorage]);
  }
  bindLookups(container);
  bindUserOverlays(container);
  bindPropertyOverlays(container);
  bindSearchOverlays(container);
  bindContactForms(container);
  bindValuationForms(container);
  bindViewingForms(container);
}

const containers = new WeakMap<Registry, Container>();

/**
 * inversify's container for the overlay layer, over the page's registry: each of the registry's
 * tokens resolves from the registry (its singletons stay the page's), the overlays' own bindings
 * are made here. One per registry, however often the chunk is asked for.
 */
export function overlayContainer(registry: Registry): Container {
  let container = containers.get(registry);
  if (container === undefined) {
    container = new Container({ defaultScope: 'Singleton' });
    for (const token of registry.tokens())
      container
        .bind(token)
        .toDynamicValue(() => registry.get(token))
        .inTransientScope();
    bind(container);
    containers.set(registry, container);
  }
  return container;
}

const layers = new WeakMap<Registry, ComponentType<OverlayLayerProps>>();

/** The overlay layer for the page, rendered under its container. */
export function open(registry: Registry): OverlayLayerModule {
  let Layer = layers.get(registry);
  if (Layer === undefined) {
    const container = overlayContainer(registry);
    Layer = function OverlayLayerInItsContainer(props: OverlayLayerProps) {
      return createElement(ContainerProvider, {
        container,
        children: createElement(OverlayLayer, props),
      });
    };
    layers.set(registry, Layer);
  }
  return { default: Layer };
}
