/**
 * The overlay routes of the staff, office and department enquiries ('#/contact-staff-member/{id}',
 * '#/contact-office') and '#/tenant-info'. Each form is a chunk of its own, loaded when its route
 * opens; where the page does not know who an enquiry goes to, the agency's contact modal opens
 * instead (ui/leads/contact-route.view-model.ts).
 */
import { useLocation, useParams, type RouteObject } from 'react-router-dom';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { useViewModelFor } from '../view-model-for.js';
import { LazyOverlay } from '../app/lazy-overlay.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';
import { ContactFallbackView } from '../overlays/contact-fallback-routes.js';
import type { ContactRouteViewModel } from './contact-route.view-model.js';
import { isRegisterSimilar } from './register-similar.js';
import type { ContactFormModalProps } from './contact-form.view.js';
import type { TenantInfoViewModel } from './tenant-info.view-model.js';
import type { TenantInfoModalProps } from './tenant-info.view.js';
import { ASK_ABOUT_QUERY_KEY, OVERLAY_PATTERNS } from '../../core/index.js';

const loadContactForm = () => import('./contact-form.view.js');
/** The tenant information modal: its chunk, and what shows while it loads. */
const TENANT_INFO_OVERLAY = {
  chunkId: 'tenant-info',
  load: () => import('./tenant-info.view.js'),
  loadingMessage: 'Loading Tenant information',
};

/** A contact route: its form's chunk, or the agency's contact modal when there is no form. */
export function ContactRouteView({ vm }: { readonly vm: ContactRouteViewModel }) {
  const onClose = useCloseOverlay();
  if (vm.form === undefined)
    return <ContactFallbackView vm={vm.fallback} route={vm.fallbackRoute} />;
  const props: ContactFormModalProps = { vm: vm.form, onClose };
  return (
    <LazyOverlay
      chunkId="contact-form"
      load={loadContactForm}
      loader={vm.chunkLoader}
      loadingMessage={`Loading ${vm.form.title}`}
      props={props}
      onClose={onClose}
    />
  );
}

function StaffRoute() {
  const { id = '' } = useParams();
  return <ContactRouteView key={id} vm={useViewModelFor(TOKENS.contactStaffRoute, id)} />;
}

/**
 * '#/contact-office', '#/contact-office?department={id}' for one department's form (a branch
 * page's 'Contact Lettings'), '#/contact-office?ask={field}' (a question about a material
 * information field), or '#/contact-office?register=similar' (a home no longer marketed).
 */
function OfficeRoute() {
  const { search } = useLocation();
  const department = new URLSearchParams(search).get('department')?.trim();
  if (department) return <DepartmentRoute key={department} id={department} />;
  const ask = new URLSearchParams(search).get(ASK_ABOUT_QUERY_KEY)?.trim();
  if (ask) return <AskAboutRoute key={ask} field={ask} />;
  return isRegisterSimilar(search) ? <RegisterSimilarRoute /> : <BranchOfficeRoute />;
}

/** '#/contact-office?register=similar': the office enquiry of a home no longer marketed, as a registration. */
function RegisterSimilarRoute() {
  return <ContactRouteView vm={useViewModel(TOKENS.registerSimilarRoute)} />;
}

/** '#/contact-office?ask={field}': the office enquiry, its message naming a material information field. */
function AskAboutRoute({ field }: { readonly field: string }) {
  return <ContactRouteView vm={useViewModelFor(TOKENS.askAboutFieldRoute, field)} />;
}

function BranchOfficeRoute() {
  return <ContactRouteView vm={useViewModel(TOKENS.contactOfficeRoute)} />;
}

function DepartmentRoute({ id }: { readonly id: string }) {
  return <ContactRouteView vm={useViewModelFor(TOKENS.contactDepartmentRoute, id)} />;
}

/** '#/tenant-info': the fees text, or the agency's contact modal where SPEC §2 does not offer it. */
export function TenantInfoRouteView({
  vm,
  fallback,
}: {
  readonly vm: TenantInfoViewModel;
  readonly fallback: ContactRouteViewModel;
}) {
  const onClose = useCloseOverlay();
  if (vm.text === undefined || vm.text === '') return <ContactRouteView vm={fallback} />;
  const props: TenantInfoModalProps = { vm, onClose };
  return (
    <LazyOverlay {...TENANT_INFO_OVERLAY} loader={vm.chunkLoader} props={props} onClose={onClose} />
  );
}

function TenantInfoRoute() {
  return (
    <TenantInfoRouteView
      vm={useViewModel(TOKENS.tenantInfo)}
      fallback={useViewModel(TOKENS.tenantInfoFallback)}
    />
  );
}

export function contactOverlayRoutes(): RouteObject[] {
  return [
    { path: OVERLAY_PATTERNS.contactStaffMember, element: <StaffRoute /> },
    { path: OVERLAY_PATTERNS.contactOffice, element: <OfficeRoute /> },
    { path: OVERLAY_PATTERNS.tenantInfo, element: <TenantInfoRoute /> },
  ];
}
