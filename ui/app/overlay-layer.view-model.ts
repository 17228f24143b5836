/**
 * What the overlay layer (overlay-layer.tsx) shows beyond the routes with view-models of their
 * own: flash toasts (SPEC §2 Flash messages: a hash of the form '#/flash/{key}' or '#flash/{key}'
 * shows its toast for 10 s, in the agency's own words where the theme sets them; the layer then
 * clears the hash). Bound by the overlay layer's chunk
 * (app/overlays/search.bindings.ts).
 */
import { showFlashFromHash, type ToastShower } from '../toasts/flash.js';

export class OverlayLayerViewModel {
  constructor(
    private readonly toasts: ToastShower,
    /** The theme's flash texts, by key (they take precedence over the defaults). */
    private readonly flashMessages: Readonly<Record<string, string>>,
  ) {}

  /** Shows the flash toast `hash` names; true when one was shown (the layer then clears the hash). */
  showFlash(hash: string): boolean {
    return showFlashFromHash(hash, this.toasts, this.flashMessages);
  }
}
