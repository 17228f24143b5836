/**
 * The agency's own contact modal, a chunk of its own: where a route cannot show its form (a staff
 * id the page does not know, '#/contact-office' where SPEC §2 does not offer it, the calculators
 * without a property) the visitor still gets a real way to reach the agency.
 */
import { LazyOverlay } from '../app/lazy-overlay.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';
import type { ContactFallbackViewModel, ContactRoute } from './contact-fallback.view-model.js';

const loadContactFallback = () => import('./contact-fallback.view.js');

export interface ContactFallbackViewProps {
  readonly vm: ContactFallbackViewModel;
  readonly route: ContactRoute;
}

/** The contact modal of a route: its loading message while its chunk arrives, SPEC §8's message if it cannot. */
export function ContactFallbackView({ vm, route }: ContactFallbackViewProps) {
  const onClose = useCloseOverlay();
  return (
    <LazyOverlay
      chunkId="contact"
      load={loadContactFallback}
      loader={vm.chunkLoader}
      loadingMessage={vm.loadingMessage(route)}
      props={{ ...vm.modal(route), onClose }}
      onClose={onClose}
    />
  );
}
