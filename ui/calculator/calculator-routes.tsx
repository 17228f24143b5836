/**
 * '#/calculator' (SPEC §2): the mortgage and stamp duty calculators for the property on the page,
 * their view-model and modal each a chunk of their own; on a page without a property, the contact
 * modal. The route's view-model comes from the container (app/overlays/search.bindings.ts).
 */
import { observer } from 'mobx-react-lite';
import type { RouteObject } from 'react-router-dom';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { LazyOverlay } from '../app/lazy-overlay.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';
import { ContactFallbackView } from '../overlays/contact-fallback-routes.js';
import { CALCULATOR_CONTACT_ROUTE, type CalculatorOverlayViewModel } from './calculator-overlay.view-model.js';

const loadCalculatorModal = () => import('./calculator-modal.view.js');

export const CalculatorOverlayView = observer(function CalculatorOverlayView({ vm }: { readonly vm: CalculatorOverlayViewModel }) {
  const onClose = useCloseOverlay();
  if (vm.contact) return <ContactFallbackView vm={vm.contact} route={CALCULATOR_CONTACT_ROUTE} />;
  const { calculator, backToSearchUrl } = vm;
  if (!calculator) return null;
  return (
    <LazyOverlay
      chunkId="calculator"
      load={loadCalculatorModal}
      loader={vm.chunkLoader}
      loadingMessage="Loading calculators"
      props={{ vm: calculator, onClose, ...(backToSearchUrl ? { backToSearchUrl } : {}) }}
      onClose={onClose}
    />
  );
});

function CalculatorRoute() {
  return <CalculatorOverlayView vm={useViewModel(TOKENS.calculatorOverlayViewModel)} />;
}

/** The calculator's route, for the overlay routes table. */
export function calculatorOverlayRoutes(): RouteObject[] {
  return [{ path: 'calculator', element: <CalculatorRoute /> }];
}
