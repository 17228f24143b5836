/**
 * The staff, office and department enquiry forms (SPEC §2 '#/contact-staff-member/{id}' and
 * '#/contact-office', §4 "Lead form modals", §5 "Staff, department and office forms", §7, §8):
 * first and last name, email and telephone required, message optional, the terms, the hidden
 * honeypot and the bot check; a staff enquiry also says whether it is about selling or letting
 * (selling unless the visitor picks letting). Sent as JSON to POST /leads: on 200 the form is sent
 * with 'We have received your enquiry and our agent will be in touch soon.'; on anything else it
 * is back with everything typed and 'Request failed. Please try again.'.
 *
 * Who the enquiry goes to is core's rule (`officeEnquiry`, `routeContact`, `findStaffMember`);
 * the lead is core's (`staffLead`, `officeLead`, `departmentLead`).
 */
import {
  DEFAULT_LEAD_CHANNEL,
  MESSAGES,
  REGISTER_FOR_SIMILAR_HOMES,
  REGISTER_FOR_SIMILAR_MESSAGE,
  departmentLead,
  leadChannelFor,
  leadSentEvent,
  officeLead,
  staffLead,
  validateEnquiryForm,
  leadContactOf,
} from '../../core/index.js';
import type {
  ChunkLoaderPort,
  EnquiryInput,
  LeadChannel,
  LeadPayload,
  OfficeEnquiry,
  PropertyDetail,
  Staff,
} from '../../core/index.js';
import { EMPTY_CONTACT, LeadFormModel, type LeadSendingDependencies } from './lead-form.model.js';

export interface ContactFormValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly tel_home: string;
  readonly message: string;
  readonly terms: boolean;
  /** A staff enquiry's channel: 'selling' or 'letting' (SPEC §9: selling by default). */
  readonly channel: string;
}

const EMPTY: ContactFormValues = {
  ...EMPTY_CONTACT,
  message: '',
  terms: false,
  channel: DEFAULT_LEAD_CHANNEL,
};

/** Who the enquiry goes to. */
export type ContactSubject =
  | {
      readonly kind: 'staff';
      readonly staff: Staff;
      readonly property?: PropertyDetail;
      readonly telephone?: string;
      readonly email?: string;
    }
  | { readonly kind: 'office'; readonly enquiry: OfficeEnquiry };

export interface ContactFormDependencies extends LeadSendingDependencies {
  readonly subject: ContactSubject;
  readonly chunkLoader: ChunkLoaderPort;
  /**
   * 'register-similar': the enquiry registers the visitor for homes like a property no longer
   * marketed (its title says so and its message starts with the request).
   */
  readonly purpose?: 'register-similar';
  /**
   * A message the form opens with, e.g. a question about a field of the property's material
   * information; `draftKey` keeps what the visitor types apart from other prefilled enquiries.
   */
  readonly prefill?: { readonly draftKey: string; readonly message: string };
}

export class ContactFormViewModel {
  readonly form: LeadFormModel<ContactFormValues>;

  constructor(private readonly deps: ContactFormDependencies) {
    const registering = deps.purpose === 'register-similar';
    const { prefill } = deps;
    const prefix = registering ? 'register-similar:' : prefill ? `${prefill.draftKey}:` : '';
    const message = registering ? REGISTER_FOR_SIMILAR_MESSAGE : (prefill?.message ?? '');
    this.form = new LeadFormModel<ContactFormValues>({
      formId: `${prefix}${formIdOf(deps.subject)}`,
      initial: message === '' ? EMPTY : { ...EMPTY, message },
      validate: (values) => validateEnquiryForm(values),
      lettersRejected: ['tel_home'],
      drafts: deps.drafts,
    });
  }

  get chunkLoader(): ChunkLoaderPort {
    return this.deps.chunkLoader;
  }

  get subject(): ContactSubject {
    return this.deps.subject;
  }

  /** The modal's title: 'Contact Ann Lee', 'Contact New Homes', 'Contact Taunton', 'Register for similar homes'. */
  get title(): string {
    const { subject } = this.deps;
    if (this.deps.purpose === 'register-similar') return REGISTER_FOR_SIMILAR_HOMES;
    if (subject.kind === 'staff')
      return `Contact ${subject.staff.firstName} ${subject.staff.surname}`.trim();
    const { enquiry } = subject;
    return enquiry.kind === 'department'
      ? `Contact ${enquiry.department.label || enquiry.department.name}`
      : `Contact ${enquiry.branch.branchName}`;
  }

  /** The property the enquiry is about, when it names one (its reference goes with the message). */
  get property(): PropertyDetail | undefined {
    const { subject } = this.deps;
    return subject.kind === 'staff' ? subject.property : subject.enquiry.property;
  }

  /** The number to call instead, if any. */
  get telephone(): string | undefined {
    const { subject } = this.deps;
    return subject.kind === 'staff' ? subject.telephone : subject.enquiry.telephone;
  }

  get email(): string | undefined {
    const { subject } = this.deps;
    return subject.kind === 'staff' ? subject.email : subject.enquiry.email;
  }

  /** True for a staff enquiry, which asks whether it is about selling or letting. */
  get asksChannel(): boolean {
    return this.deps.subject.kind === 'staff';
  }

  /** Sends the enquiry (SPEC §4: validation and terms first; 200 → sent and 'lead_sent', else back to the form). */
  async submit(): Promise<void> {
    const { leads, captcha, notifier, analytics, subject } = this.deps;
    const kind =
      subject.kind === 'staff'
        ? 'staff'
        : subject.enquiry.kind === 'department'
          ? 'department'
          : 'office';
    await this.form.submit({
      send: (token) => leads.send(this.payload(), token),
      captcha,
      captchaAction: 'contact',
      notifier,
      failureMessage: MESSAGES.leadFailed,
      successMessage: MESSAGES.leadSent,
      sentEvent: { analytics, event: leadSentEvent(kind) },
    });
  }

  /** The lead core builds for what the visitor typed. */
  payload(): LeadPayload {
    const { values, honeypot } = this.form;
    const common: EnquiryInput = {
      contact: leadContactOf(values),
      message: values.message,
      honeypot,
      termsAccepted: values.terms,
    };
    const { subject } = this.deps;
    if (subject.kind === 'staff') {
      const channel: LeadChannel = values.channel === 'letting' ? 'letting' : 'selling';
      return staffLead({
        ...common,
        staffMemberId: subject.staff.staffMemberId,
        channel,
        ...(subject.property ? { property: subject.property } : {}),
      });
    }
    const { enquiry } = subject;
    const about = enquiry.property
      ? { property: enquiry.property, channel: leadChannelFor(enquiry.property.property_channel) }
      : {};
    if (enquiry.kind === 'department') {
      return departmentLead({
        ...common,
        ...about,
        departmentId: enquiry.department.id,
        ...(enquiry.branchId ? { branchId: enquiry.branchId } : {}),
      });
    }
    return officeLead({ ...common, ...about, branchId: enquiry.branch.id });
  }
}

/** One draft per person or office written to (SPEC: nothing typed is lost on an accidental close). */
function formIdOf(subject: ContactSubject): string {
  if (subject.kind === 'staff') return `contact-staff:${subject.staff.staffMemberId}`;
  const { enquiry } = subject;
  return enquiry.kind === 'department'
    ? `contact-department:${enquiry.department.id}`
    : `contact-office:${enquiry.branch.id}`;
}
