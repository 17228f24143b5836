/**
 * The overlay layer (ARCHITECTURE §1): hash routes for the user area and every modal of SPEC §2.
 * Closing an overlay returns to where the visitor was (ui/app/overlay-history.ts). Unknown hashes (including in-page anchors) render nothing.
 */
import type { RouteObject } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { useEffect, useState } from 'react';
import type { CalculatorViewModel } from '../calculator/calculator.view-model.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { LazyOverlay } from './lazy-overlay.js';
import { searchOverlayRoutes } from '../search/search-routes.js';
import { userOverlayRoutes } from '../user/user-routes.js';
import { propertyOverlayRoutes } from '../property-page/property-routes.js';
import type { ContactFallbackProps } from '../overlays/contact-fallback.view.js';
import { useCloseOverlay } from './use-close-overlay.js';

const loadContactFallback = () => import('../overlays/contact-fallback.view.js');

/** Overlay routes whose own flow arrives in a later release open the agency's contact modal. */
export const CONTACT_FALLBACK_ROUTES: readonly { path: string; title: string; intro: string }[] = [
  { path: 'book-a-valuation', title: 'Book a valuation', intro: 'Find out what your property is worth. Tell us a good time to visit and a local valuer will call you back:' },
  { path: 'valuation', title: 'Instant Valuation', intro: 'For a valuation of your home, speak to your local office:' },
  { path: 'book-a-viewing', title: 'Book a viewing', intro: 'To arrange a viewing, get in touch with the office marketing this property:' },
  { path: 'contact-office', title: 'Contact the office', intro: 'Our team will be glad to help:' },
  { path: 'contact-staff-member/:id', title: 'Send an enquiry', intro: 'Our team will be glad to help:' },
  { path: 'new-homes-enquiry', title: 'Register your interest', intro: 'Our new homes team will be glad to tell you more:' },
  { path: 'tenant-info', title: 'Tenant information', intro: 'For details of tenancy fees and what to expect, please contact our lettings team:' },
];

function ContactFallbackRoute({ title, intro }: { title: string; intro: string }) {
  const settings = useInjection(TOKENS.settings);
  const loader = useInjection(TOKENS.chunkLoader);
  const onClose = useCloseOverlay();
  useParams();
  const telephone = settings.header.agencyContactTelephone ?? settings.branches[0]?.branchContactNumber;
  const email = settings.branches[0]?.branchEmail;
  const props: ContactFallbackProps = {
    title,
    intro,
    agencyName: settings.agencyName,
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    onClose,
  };
  return <LazyOverlay chunkId="contact" load={loadContactFallback} loader={loader} loadingMessage={`Loading ${title}`} props={props} onClose={onClose} />;
}

const loadCalculator = () => import('../calculator/calculator-modal.view.js');

/** '#/calculator' (SPEC §2): mortgage and stamp duty for the property on this page, as its own chunk. */
function CalculatorRoute() {
  const settings = useInjection(TOKENS.settings);
  const loader = useInjection(TOKENS.chunkLoader);
  const searchHistory = useInjection(TOKENS.searchHistory);
  const onClose = useCloseOverlay();
  const property = settings.property;
  // SPEC §2 /calculator: Back to search goes to the last search (none without a search history).
  const backToSearchUrl = property ? searchHistory.backToSearchUrl(property.property_id) : undefined;
  const [vm, setVm] = useState<CalculatorViewModel | undefined>(undefined);
  useEffect(() => {
    if (!property) return;
    let live = true;
    void import('../calculator/calculator.view-model.js').then(({ CalculatorViewModel }) => {
      if (live)
        setVm(
          new CalculatorViewModel({
            property,
            tablesData: settings.page.data['stamp_duty_tables'] ?? settings.stampDutyTables,
            theme: { mortgageInterestRate: settings.theme.mortgageInterestRate, mortgageGuideUrl: settings.theme.mortgageGuideUrl },
          }),
        );
    });
    return () => {
      live = false;
    };
  }, [property, settings]);
  if (!property) return <ContactFallbackRoute title="Mortgage and stamp duty" intro="Our mortgage advisers can talk you through repayments and stamp duty:" />;
  if (!vm) return null;
  return <LazyOverlay chunkId="calculator" load={loadCalculator} loader={loader} loadingMessage="Loading calculators" props={{ vm, onClose, ...(backToSearchUrl ? { backToSearchUrl } : {}) }} onClose={onClose} />;
}

export function overlayRoutes(): RouteObject[] {
  return [
    { index: true, element: null },
    { path: 'calculator', element: <CalculatorRoute /> },
    ...searchOverlayRoutes(),
    ...userOverlayRoutes(),
    ...propertyOverlayRoutes(),
    ...CONTACT_FALLBACK_ROUTES.map((r) => ({ path: r.path, element: <ContactFallbackRoute title={r.title} intro={r.intro} /> })),
    { path: '*', element: null },
  ];
}
