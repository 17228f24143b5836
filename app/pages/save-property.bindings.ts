/**
 * The save toggle's view-model (SPEC §3 Property card, §4 saved properties), bound by the page
 * chunks that show the toggle (home's featured cards, the property page), so its code stays with
 * theirs and off the boot. Part of the composition, like app/pages/*.page.ts.
 */
import type { Bindings } from '../registry.js';
import { TOKENS } from '../../ui/tokens.js';
import { SavePropertyViewModel } from '../../ui/user/save-property.view-model.js';
import { SavedPropertyCardsCache } from '../../ui/user/saved-property-cards.cache.js';

export function bindSaveProperty(container: Bindings): void {
  if (container.isBound(TOKENS.savePropertyViewModel)) return;
  container
    .bind(TOKENS.savePropertyViewModel)
    .toResolvedValue(
      (savedProperties, storage) =>
        new SavePropertyViewModel(savedProperties, new SavedPropertyCardsCache(storage)),
      [TOKENS.savedPropertiesService, TOKENS.storage],
    );
}
