/**
 * The search overlays' view-models, bound when the overlay layer's chunk arrives (app/overlays.chunk.ts):
 * the results page's map view ('#/map'), the calculators ('#/calculator'), the contact stand-ins of
 * the modal routes still to come, and the layer's flash toasts. Part of the composition: concrete
 * classes are wired here, views ask the container by token.
 */
import type { Bindings } from '../registry.js';
import type { PropertyDetail } from '../../core/index.js';
import { TOKENS } from '../../ui/tokens.js';
import { OverlayLayerViewModel } from '../../ui/app/overlay-layer.view-model.js';
import { CalculatorOverlayViewModel } from '../../ui/calculator/calculator-overlay.view-model.js';
import { ContactFallbackViewModel } from '../../ui/overlays/contact-fallback.view-model.js';
import { pageChunkOf } from '../../ui/pages/page.view.js';
import { MapViewViewModel } from '../../ui/search/map-view.view-model.js';
import { decodeResultsPage } from '../../ui/search/results-page-data.js';

export function bindSearchOverlays(container: Bindings): void {
  if (container.isBound(TOKENS.overlayLayerViewModel)) return;

  // Flash toasts (SPEC §2 Flash messages) in the agency's own words where it set them.
  container
    .bind(TOKENS.overlayLayerViewModel)
    .toResolvedValue(
      (settings, toasts) => new OverlayLayerViewModel(toasts, settings.theme.flashMessages),
      [TOKENS.settings, TOKENS.toasts],
    )
    .inTransientScope();

  // '#/map' on a results page: the page's data decoded again here (the page itself reports its problems).
  container
    .bind(TOKENS.mapViewViewModel)
    .toResolvedValue(
      (settings, maps, listings, navigation, searchHistory) =>
        new MapViewViewModel({
          page:
            pageChunkOf(settings.page.identifier) === 'results-page'
              ? decodeResultsPage(settings, [])
              : undefined,
          maps,
          listings,
          navigation,
          searchHistory,
        }),
      [TOKENS.settings, TOKENS.maps, TOKENS.listings, TOKENS.navigation, TOKENS.searchHistory],
    )
    .inTransientScope();

  // '#/calculator': the calculators' view-model is a chunk of its own, imported when the route opens.
  container
    .bind(TOKENS.calculatorOverlayViewModel)
    .toResolvedValue(
      (settings, searchHistory, chunkLoader, logger) => {
        const { property } = settings;
        const loadCalculatorFor = (shown: PropertyDetail) => async () => {
          const { CalculatorViewModel } =
            await import('../../ui/calculator/calculator.view-model.js');
          return new CalculatorViewModel({
            property: shown,
            tablesData: settings.page.data['stamp_duty_tables'] ?? settings.stampDutyTables,
            theme: {
              mortgageInterestRate: settings.theme.mortgageInterestRate,
              mortgageGuideUrl: settings.theme.mortgageGuideUrl,
              mortgageIncomeMultiple: settings.theme.mortgageIncomeMultiple,
            },
            log: logger,
          });
        };
        return new CalculatorOverlayViewModel({
          loadCalculator: property === undefined ? undefined : loadCalculatorFor(property),
          backToSearchUrl:
            property === undefined
              ? undefined
              : searchHistory.backToSearchUrl(property.property_id),
          contact: new ContactFallbackViewModel(settings, chunkLoader),
          chunkLoader,
        });
      },
      [TOKENS.settings, TOKENS.searchHistory, TOKENS.chunkLoader, TOKENS.logger],
    )
    .inTransientScope();
}
