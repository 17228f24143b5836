/**
 * Overlay routes whose own flow arrives in a later release (SPEC §2 modal routes) open the
 * agency's contact modal, a chunk of its own: the visitor still gets a real way to reach the
 * agency. Their view-model is the overlay layer's (ui/app/overlay-layer.view-model.ts).
 */
import type { RouteObject } from 'react-router-dom';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { LazyOverlay } from '../app/lazy-overlay.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';
import type { ContactFallbackViewModel, ContactRoute } from './contact-fallback.view-model.js';

const loadContactFallback = () => import('./contact-fallback.view.js');

/** The routes that open the contact modal, in their own words. */
export const CONTACT_FALLBACK_ROUTES: readonly (ContactRoute & { readonly path: string })[] = [
  { path: 'book-a-valuation', title: 'Book a valuation', intro: 'Find out what your property is worth. Tell us a good time to visit and a local valuer will call you back:' },
  { path: 'valuation', title: 'Instant Valuation', intro: 'For a valuation of your home, speak to your local office:' },
  { path: 'book-a-viewing', title: 'Book a viewing', intro: 'To arrange a viewing, get in touch with the office marketing this property:' },
  { path: 'contact-office', title: 'Contact the office', intro: 'Our team will be glad to help:' },
  { path: 'contact-staff-member/:id', title: 'Send an enquiry', intro: 'Our team will be glad to help:' },
  { path: 'new-homes-enquiry', title: 'Register your interest', intro: 'Our new homes team will be glad to tell you more:' },
  { path: 'tenant-info', title: 'Tenant information', intro: 'For details of tenancy fees and what to expect, please contact our lettings team:' },
];

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

function ContactFallbackRoute({ route }: { readonly route: ContactRoute }) {
  return <ContactFallbackView vm={useInjection(TOKENS.overlayLayerViewModel).contact} route={route} />;
}

/** The contact stand-in routes, for the overlay routes table. */
export function contactFallbackRoutes(): RouteObject[] {
  return CONTACT_FALLBACK_ROUTES.map((route) => ({ path: route.path, element: <ContactFallbackRoute route={route} /> }));
}
