/**
 * The overlay layer's chunk (ARCHITECTURE §1): the hash router with every overlay route, loaded
 * when the hash first names an overlay (or ahead of need when the page is idle). `bind` adds the
 * view-models of its overlays to the container as the chunk arrives, so their code never weighs
 * on a page's initial JavaScript. Part of the composition, like app/pages/*.page.ts.
 */
import type { Container } from 'inversify';
import { LeadDrafts } from '../ui/leads/lead-drafts.js';
import { TOKENS } from '../ui/tokens.js';
import { bindPropertyOverlays } from './overlays/property.bindings.js';
import { bindSearchOverlays } from './overlays/search.bindings.js';
import { bindUserOverlays } from './overlays/user.bindings.js';
import { bindContactForms } from './overlays/contact.bindings.js';
import { bindValuationForms } from './overlays/valuation.bindings.js';
import { bindViewingForms } from './overlays/viewing.bindings.js';
import { bindLookups } from './overlays/lookups.bindings.js';

export { default } from '../ui/app/overlay-layer.js';

export function bind(container: Container): void {
  // The lead forms' drafts: one store for the page, whichever form is opened first.
  if (!container.isBound(TOKENS.leadDrafts)) container.bind(TOKENS.leadDrafts).toResolvedValue(() => new LeadDrafts());
  bindLookups(container);
  bindUserOverlays(container);
  bindPropertyOverlays(container);
  bindSearchOverlays(container);
  bindContactForms(container);
  bindValuationForms(container);
  bindViewingForms(container);
}
