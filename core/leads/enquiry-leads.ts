/**
 * Enquiry payloads (SPEC §3 "Lead form fields by kind", §7 lead payload details): book a viewing,
 * contact a staff member, an office or a department.
 */
import type { LeadAddress } from './lead-address.js';
import { type CalendarDate, leadBookingOf } from './valuation-lead.js';
import {
  DEFAULT_LEAD_CHANNEL,
  type Lead,
  type LeadChannel,
  type LeadContact,
  type LeadPayload,
  type PropertyReference,
  leadClientOf,
  marketingPreferencesOf,
  withPropertyReference,
} from './lead.js';

/** What every enquiry form collects besides its own fields. */
export interface EnquiryInput {
  readonly contact: LeadContact;
  readonly message: string;
  /** The hidden honeypot field's value ('' from a person). */
  readonly honeypot: string;
  readonly termsAccepted: boolean;
  readonly optInMarketing?: boolean;
}

/** The payload of an enquiry: the visitor (with any extra client fields), the lead, their marketing choice. */
function enquiryPayload(
  input: EnquiryInput,
  lead: Lead,
  clientExtras: Readonly<Record<string, string>> = {},
): LeadPayload {
  return {
    lead_client: { ...leadClientOf(input.contact, input.honeypot), ...clientExtras },
    lead,
    marketing_preferences: marketingPreferencesOf(input.termsAccepted, input.optInMarketing),
  };
}

export interface ViewingLeadInput extends EnquiryInput {
  /** Optional address parts; only the filled ones are sent. */
  readonly address?: Partial<LeadAddress>;
  /** The department handling the property, when routing found one. */
  readonly departmentId?: string;
  /** The visitor's preferred day and the times they can do on it (SPEC §3 "Lead booking": book_viewing). */
  readonly preferred?: { readonly date: CalendarDate; readonly times: readonly string[] };
}

const VIEWING_ADDRESS_FIELDS = [
  ['house_number', 'house_number'],
  ['house_name', 'house_name'],
  ['street', 'street_address'],
  ['town', 'town'],
  ['county', 'county'],
  ['postcode', 'postcode'],
] as const;

/**
 * Book a viewing (SPEC §3, §7): lead_type 'email_portal_lead', posted natively to the property's
 * leads path, so the property is known from the path and the message is not prefixed. A preferred
 * day goes as the lead booking (book_viewing, the times, day, month, year: `leadBookingOf`).
 */
export function viewingLead(input: ViewingLeadInput): LeadPayload {
  const address: Record<string, string> = {};
  for (const [from, to] of VIEWING_ADDRESS_FIELDS) {
    const value = input.address?.[from]?.trim() ?? '';
    if (value !== '') address[to] = value;
  }
  const departmentId = input.departmentId?.trim() ?? '';
  const lead: Lead = {
    lead_type: 'email_portal_lead',
    message: input.message.trim(),
    ...(departmentId === '' ? {} : { branch_department_id: departmentId }),
  };
  const payload = enquiryPayload(input, lead, address);
  return input.preferred
    ? { ...payload, lead_booking: leadBookingOf(input.preferred.date, input.preferred.times) }
    : payload;
}

/** An enquiry to someone at the agency, which may be about a property. */
export interface PropertyEnquiryInput extends EnquiryInput {
  /** The property the enquiry was made from, if any: its reference prefixes the message. */
  readonly property?: PropertyReference;
  /** Whether the enquiry is about selling or letting, when the page knows (a property's channel). */
  readonly channel?: LeadChannel;
}

/** The message as typed, after the reference of the property it is about, if any. */
const messageAbout = (input: PropertyEnquiryInput): string =>
  withPropertyReference(input.message.trim(), input.property);

export interface StaffLeadInput extends PropertyEnquiryInput {
  readonly staffMemberId: string;
  /** 'selling' unless the visitor chose 'letting' (SPEC §3, §9). */
  readonly channel?: LeadChannel;
}

/** Contact a staff member (SPEC §7): message, agency_employee_id, channel (default 'selling'). */
export function staffLead(input: StaffLeadInput): LeadPayload {
  return enquiryPayload(input, {
    message: messageAbout(input),
    agency_employee_id: input.staffMemberId,
    channel: input.channel ?? DEFAULT_LEAD_CHANNEL,
  });
}

export interface OfficeLeadInput extends PropertyEnquiryInput {
  readonly branchId: string;
}

/**
 * Contact an office, i.e. the branch itself (SPEC §7): message, branch_id and is_branch_lead 1;
 * with no department, a known property's reference prefixes the message, and its channel tells a
 * branch with sales and lettings teams which of them answers.
 */
export function officeLead(input: OfficeLeadInput): LeadPayload {
  return enquiryPayload(input, {
    message: messageAbout(input),
    branch_id: input.branchId,
    is_branch_lead: 1,
    ...(input.channel ? { channel: input.channel } : {}),
  });
}

export interface DepartmentLeadInput extends PropertyEnquiryInput {
  /** The department's branch; left out of the lead when the page does not know it. */
  readonly branchId?: string;
  readonly departmentId: string;
}

/**
 * Contact a department (SPEC §3, §7): lead_type 'branch_department_enquiry', branch_department_id
 * and branch_id. An enquiry about a property names it at the start of the message as an office
 * enquiry does: the JSON lead carries no property of its own, and a department that is not told
 * which home is meant cannot answer.
 */
export function departmentLead(input: DepartmentLeadInput): LeadPayload {
  return enquiryPayload(input, {
    lead_type: 'branch_department_enquiry',
    message: messageAbout(input),
    branch_department_id: input.departmentId,
    ...(input.branchId === undefined || input.branchId === '' ? {} : { branch_id: input.branchId }),
    ...(input.channel ? { channel: input.channel } : {}),
  });
}
