/**
 * '#/calculator' (SPEC §2): the mortgage and stamp duty calculators for the property on the page,
 * their view-model and modal each a chunk of their own; on a page without a property, the contact
 * modal. The route's view-model comes from the container (app/overlays/search.bindings.ts).
 */
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { LazyPartFrame } from '../app/lazy-overlay.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';
import { ContactFallbackView } from '../overlays/contact-fallback-routes.js';
import {
  CALCULATOR_CONTACT_ROUTE,
  type CalculatorOverlayViewModel,
} from './calculator-overlay.view-model.js';
import { OVERLAY_PATTERNS } from '../../core/index.js';

const loadCalculatorModal = () => import('./calculator-modal.view.js');

/** What the calculators' frames say while their code arrives. */
export const CALCULATOR_LOADING_MESSAGE = 'Loading calculators';

export const CalculatorOverlayView = observer(function CalculatorOverlayView({
  vm,
}: {
  readonly vm: CalculatorOverlayViewModel;
}) {
  const onClose = useCloseOverlay();
  const part = useMemo(() => vm.calculatorPart(loadCalculatorModal), [vm]);
  if (part === undefined)
    return <ContactFallbackView vm={vm.fallback} route={CALCULATOR_CONTACT_ROUTE} />;
  const { backToSearchUrl } = vm;
  return (
    <LazyPartFrame part={part} loadingMessage={CALCULATOR_LOADING_MESSAGE} onClose={onClose}>
      {({ calculator, modal: { default: CalculatorModal } }) => (
        <CalculatorModal
          vm={calculator}
          onClose={onClose}
          {...(backToSearchUrl ? { backToSearchUrl } : {})}
        />
      )}
    </LazyPartFrame>
  );
});

function CalculatorRoute() {
  return <CalculatorOverlayView vm={useViewModel(TOKENS.calculatorOverlayViewModel)} />;
}

/** The calculator's route, for the overlay routes table. */
export function calculatorOverlayRoutes(): RouteObject[] {
  return [{ path: OVERLAY_PATTERNS.calculator, element: <CalculatorRoute /> }];
}
