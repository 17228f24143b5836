/**
 * The property page chunk (`properties#show`): its component and its view-model's binding, which
 * joins the container when the chunk arrives, so the page's code never weighs on other pages.
 * Part of the composition: only the entries (app/) and composition-root.ts wire concrete classes.
 */
import type { Bindings } from '../registry.js';
import { TOKENS } from '../../ui/tokens.js';
import {
  PropertyPageViewModel,
  PropertyShowViewModel,
} from '../../ui/property-page/property-page.view-model.js';
import { bindSaveProperty } from './save-property.bindings.js';

export { PropertyPage as Page } from '../../ui/property-page/property-page.view.js';

export function bind(container: Bindings): void {
  // The save toggle's view-model (the property's save button).
  bindSaveProperty(container);
  if (container.isBound(TOKENS.propertyShowViewModel)) return;
  // The page's view-model, one per page view: the property from the settings, when they have one.
  container
    .bind(TOKENS.propertyShowViewModel)
    .toResolvedValue(
      (s, searchHistory, listings, tracking, clock, saves, log) => {
        const property = s.property;
        const page =
          property === undefined
            ? undefined
            : new PropertyPageViewModel({
                settings: s,
                property,
                searchHistory,
                listings,
                tracking,
                clock,
                saves,
                log,
              });
        return new PropertyShowViewModel(page, s.page.title);
      },
      [
        TOKENS.settings,
        TOKENS.searchHistory,
        TOKENS.listings,
        TOKENS.tracking,
        TOKENS.clock,
        TOKENS.savePropertyViewModel,
        TOKENS.logger,
      ],
    )
    .inTransientScope();
}
