/**
 * The overlay routes of the viewing form, the agency forms and the legacy entry points:
 *
 * - '#/book-a-viewing': the viewing form of the page's property (its own chunk); on a page without
 *   a property, the agency's contact modal;
 * - '#/new-homes-enquiry': a development's new-homes interest form; '#/form/{id}': an agency form
 *   the page offers (a careers form with its file upload). Both are one chunk of their own
 *   (app/overlays/agency-form.chunk.ts), with the address lookup; a page without the form opens
 *   the contact modal instead;
 * - '#/book_a_valuation': the hand-over to the platform's legacy calendar script (SPEC §2).
 *
 * What each route opens comes from its view-model, built by the container
 * (app/overlays/viewing.bindings.ts); closing returns to where the visitor was.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { telHref, OVERLAY_PATTERNS } from '../../core/index.js';
import { LazyOverlay } from '../app/lazy-overlay.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';
import { useViewModel } from '../di.js';
import { ModalFrame } from '../modal/modal-frame.view.js';
import { ContactFallbackView } from '../overlays/contact-fallback-routes.js';
import { TOKENS } from '../tokens.js';
import { useViewModelFor } from '../view-model-for.js';
import type { AgencyFormChunkProps } from './agency-form.view.js';
import type { AgencyFormTarget } from './agency-form.view-model.js';
import type { LeadRouteViewModel } from './lead-route.view-model.js';
import type { LegacyCalendarViewModel } from './legacy-calendar.view-model.js';
import type { ViewingFormViewModel } from './viewing-form.view-model.js';
import type { ViewingModalProps } from './viewing-form.view.js';

/** The agency forms' chunk: its connected view (importing it binds the forms' view-model). */
export interface AgencyFormChunk {
  readonly default: ComponentType<AgencyFormChunkProps>;
}

/** The route key of the new-homes form (other agency forms are keyed by their id). */
export const NEW_HOMES_FORM_KEY = 'new-homes';

/** The viewing form's modal: its chunk, and what shows while it loads. */
const VIEWING_FORM_OVERLAY = {
  chunkId: 'viewing-form',
  load: () => import('./viewing-form.view.js'),
  loadingMessage: 'Loading Book a viewing',
};

/** '#/book-a-viewing': the viewing form's chunk, or the agency's contact modal when the page has no property. */
export function ViewingRouteView({
  vm,
}: {
  readonly vm: LeadRouteViewModel<ViewingFormViewModel>;
}) {
  const onClose = useCloseOverlay();
  if (vm.form === undefined)
    return <ContactFallbackView vm={vm.fallback} route={vm.fallbackRoute} />;
  const props: ViewingModalProps = { vm: vm.form, onClose };
  return (
    <LazyOverlay
      {...VIEWING_FORM_OVERLAY}
      loader={vm.chunkLoader}
      props={props}
      onClose={onClose}
    />
  );
}

function ViewingRoute() {
  return <ViewingRouteView vm={useViewModel(TOKENS.viewingRoute)} />;
}

/** An agency form's route: the forms' chunk for the route's form, or the agency's contact modal. */
export function AgencyFormRouteView({
  vm,
}: {
  readonly vm: LeadRouteViewModel<AgencyFormTarget, AgencyFormChunk>;
}) {
  const onClose = useCloseOverlay();
  if (vm.form === undefined || vm.load === undefined)
    return <ContactFallbackView vm={vm.fallback} route={vm.fallbackRoute} />;
  const props: AgencyFormChunkProps = { target: vm.form, onClose };
  return (
    <LazyOverlay
      chunkId="agency-form"
      load={vm.load}
      loader={vm.chunkLoader}
      loadingMessage={`Loading ${vm.fallbackRoute.title}`}
      props={props}
      onClose={onClose}
    />
  );
}

function NewHomesRoute() {
  return <AgencyFormRouteView vm={useViewModelFor(TOKENS.agencyFormRoute, NEW_HOMES_FORM_KEY)} />;
}

function AgencyFormRoute() {
  const { id = '' } = useParams();
  return <AgencyFormRouteView key={id} vm={useViewModelFor(TOKENS.agencyFormRoute, id)} />;
}

/**
 * '#/book_a_valuation': a polite 'Loading the booking calendar' while the legacy script arrives
 * (no dialog of ours: the calendar draws its own and takes the focus), nothing while it is open,
 * the route closed when the visitor closes it, and the site's own ways to book when it cannot load.
 */
export const LegacyCalendarRouteView = observer(function LegacyCalendarRouteView({
  vm,
}: {
  readonly vm: LegacyCalendarViewModel;
}) {
  const onClose = useCloseOverlay();
  const { stage } = vm;
  useEffect(() => {
    if (stage === 'closed') onClose();
  }, [stage, onClose]);
  if (stage === 'loading')
    return (
      <p className="legacy-loading" role="status">
        Loading the booking calendar…
      </p>
    );
  if (stage !== 'failed') return null;
  const ways = vm.contact.modal({ title: 'Book a valuation', intro: '' });
  const tel = ways.telephone ? telHref(ways.telephone) : undefined;
  return (
    <ModalFrame title="Book a valuation" onClose={onClose}>
      <div className="contact-fallback">
        <p>
          Our booking calendar could not be opened just now. You can book your valuation with our
          online form instead.
        </p>
        <p>
          <button type="button" className="button button--primary" onClick={() => vm.bookOnline()}>
            Book a valuation online
          </button>
        </p>
        {ways.telephone && tel ? (
          <p>
            Or call {ways.agencyName} on{' '}
            <a className="text-link" href={tel}>
              {ways.telephone}
            </a>
            .
          </p>
        ) : null}
      </div>
    </ModalFrame>
  );
});

function LegacyCalendarRoute() {
  return <LegacyCalendarRouteView vm={useViewModel(TOKENS.legacyCalendarRoute)} />;
}

/** The routes the lead adds to the overlay routes table (before its catch-all). */
export function viewingOverlayRoutes(): RouteObject[] {
  return [
    { path: OVERLAY_PATTERNS.bookViewing, element: <ViewingRoute /> },
    { path: OVERLAY_PATTERNS.newHomesEnquiry, element: <NewHomesRoute /> },
    { path: OVERLAY_PATTERNS.agencyForm, element: <AgencyFormRoute /> },
    { path: OVERLAY_PATTERNS.legacyCalendar, element: <LegacyCalendarRoute /> },
  ];
}
