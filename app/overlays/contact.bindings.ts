/**
 * The staff, office and department enquiry forms and '#/tenant-info', bound when the overlay
 * layer's chunk arrives (app/overlays.chunk.ts). Who an enquiry goes to is decided here from the
 * page's settings, by core's rules (`findStaffMember`, `officeEnquiry`, `departmentEnquiry`); the forms' code loads
 * with each form's own chunk.
 */
import type { Bindings } from '../registry.js';
import {
  askAboutFieldMessage,
  defaultTelephone,
  departmentEnquiry,
  findStaffMember,
  materialFieldLabel,
  officeEnquiry,
  propertyBranch,
} from '../../core/index.js';
import type { OfficeEnquiry, OfficeEnquirySources, SiteSettings } from '../../core/index.js';
import { TOKENS } from '../../ui/tokens.js';
import {
  ContactFormViewModel,
  type ContactFormDependencies,
  type ContactSubject,
} from '../../ui/leads/contact-form.view-model.js';
import { ContactRouteViewModel } from '../../ui/leads/contact-route.view-model.js';
import { TenantInfoViewModel } from '../../ui/leads/tenant-info.view-model.js';
import { ContactFallbackViewModel } from '../../ui/overlays/contact-fallback.view-model.js';

/** The agency contact modal's words when a route has no form to show. */
const NO_STAFF = {
  title: 'Send an enquiry',
  intro: 'We could not find that member of our team, but we will be glad to help:',
};
const NO_OFFICE = { title: 'Contact us', intro: 'Our team will be glad to help:' };
const NO_TENANT_INFO = {
  title: 'Tenant information',
  intro: 'For details of tenancy fees and what to expect, please contact our lettings team:',
};

/** The staff member's subject: their own telephone and email, else their property's branch's. */
function staffSubject(settings: SiteSettings, staffId: string): ContactSubject | undefined {
  const staff = findStaffMember(staffId, settings);
  if (staff === undefined) return undefined;
  const { property } = settings;
  const branch = property
    ? propertyBranch(property, settings.branches, settings.branchIdContactModal)
    : undefined;
  const telephone =
    staff.telephone ??
    (branch && property ? defaultTelephone(branch, property.property_channel) : undefined);
  const email = staff.email ?? branch?.branchEmail;
  return {
    kind: 'staff',
    staff,
    ...(property ? { property } : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
  };
}

/** What the page knows that an office or department enquiry can go to. */
function enquirySources(settings: SiteSettings): OfficeEnquirySources {
  return {
    departments: settings.departments,
    branches: settings.branches,
    ...(settings.property ? { property: settings.property } : {}),
    ...(settings.branchIdContactModal
      ? { branchIdContactModal: settings.branchIdContactModal }
      : {}),
  };
}

type FormDependencies = Omit<ContactFormDependencies, 'subject' | 'purpose' | 'prefill'>;

/** The enquiry form's dependencies, in the order of the tokens after the settings. */
const formDependencies = (
  leads: FormDependencies['leads'],
  captcha: FormDependencies['captcha'],
  notifier: FormDependencies['notifier'],
  drafts: FormDependencies['drafts'],
  chunkLoader: FormDependencies['chunkLoader'],
  analytics: FormDependencies['analytics'],
): FormDependencies => ({ leads, captcha, notifier, drafts, chunkLoader, analytics });

export function bindContactForms(container: Bindings): void {
  if (container.isBound(TOKENS.contactOfficeRoute)) return;
  const deps = [
    TOKENS.settings,
    TOKENS.leads,
    TOKENS.captcha,
    TOKENS.notifier,
    TOKENS.leadDrafts,
    TOKENS.chunkLoader,
    TOKENS.analytics,
  ] as const;

  container.bind(TOKENS.contactStaffRoute).toResolvedValue(
    (settings, ...rest) =>
      (staffId: string) => {
        const subject = staffSubject(settings, staffId);
        const common = formDependencies(...rest);
        return new ContactRouteViewModel(
          subject ? new ContactFormViewModel({ subject, ...common }) : undefined,
          new ContactFallbackViewModel(settings, common.chunkLoader),
          NO_STAFF,
          common.chunkLoader,
        );
      },
    [...deps],
  );

  /** The office's form for an enquiry core found (else the agency's contact modal). */
  const officeRoute = (
    settings: SiteSettings,
    enquiry: OfficeEnquiry | undefined,
    common: Omit<ContactFormDependencies, 'subject'>,
  ) =>
    new ContactRouteViewModel(
      enquiry
        ? new ContactFormViewModel({ ...common, subject: { kind: 'office', enquiry } })
        : undefined,
      new ContactFallbackViewModel(settings, common.chunkLoader),
      NO_OFFICE,
      common.chunkLoader,
    );
  container
    .bind(TOKENS.contactOfficeRoute)
    .toResolvedValue(
      (settings, ...rest) =>
        officeRoute(settings, officeEnquiry(enquirySources(settings)), formDependencies(...rest)),
      [...deps],
    )
    .inTransientScope();

  // '#/contact-office?department={id}': that department of the page's branches (core's departmentEnquiry).
  container.bind(TOKENS.contactDepartmentRoute).toResolvedValue(
    (settings, ...rest) =>
      (departmentId: string) =>
        officeRoute(
          settings,
          departmentEnquiry(departmentId, enquirySources(settings)),
          formDependencies(...rest),
        ),
    [...deps],
  );

  // '#/contact-office?register=similar': the same office, asked to tell the visitor of similar homes.
  container
    .bind(TOKENS.registerSimilarRoute)
    .toResolvedValue(
      (settings, ...rest) =>
        officeRoute(settings, officeEnquiry(enquirySources(settings)), {
          ...formDependencies(...rest),
          purpose: 'register-similar',
        }),
      [...deps],
    )
    .inTransientScope();

  // '#/contact-office?ask={field}': the same office, the message naming the field (an unknown one: none).
  container.bind(TOKENS.askAboutFieldRoute).toResolvedValue(
    (settings, ...rest) =>
      (field: string) => {
        const label = materialFieldLabel(field);
        const prefill = label
          ? { draftKey: `ask-${field}`, message: askAboutFieldMessage(label) }
          : undefined;
        return officeRoute(settings, officeEnquiry(enquirySources(settings)), {
          ...formDependencies(...rest),
          ...(prefill ? { prefill } : {}),
        });
      },
    [...deps],
  );

  container
    .bind(TOKENS.tenantInfo)
    .toResolvedValue(
      (settings, chunkLoader) => new TenantInfoViewModel(settings, chunkLoader),
      [TOKENS.settings, TOKENS.chunkLoader],
    )
    .inTransientScope();
  container
    .bind(TOKENS.tenantInfoFallback)
    .toResolvedValue(
      (settings, chunkLoader) =>
        new ContactRouteViewModel(
          undefined,
          new ContactFallbackViewModel(settings, chunkLoader),
          NO_TENANT_INFO,
          chunkLoader,
        ),
      [TOKENS.settings, TOKENS.chunkLoader],
    )
    .inTransientScope();
}
