/**
 * What a visitor's enquiry sends to the platform (SPEC §3 "Lead client", "Lead", "Lead booking",
 * "Marketing preferences", "New homes enquiry form"; §7 lead payload details).
 *
 * The authenticity token and the bot-check token (g-recaptcha-response) are not part of these
 * payloads: the leads adapter adds them when it posts.
 */
import type { Channel } from '../search/search.js';
import type { AnalyticsEvent } from '../ports/analytics.port.js';

/** Which lead form sent a lead (the valuation has its own event, VALUATION_ANALYTICS_EVENT). */
export type LeadSentKind =
  'staff' | 'office' | 'department' | 'viewing' | 'new_homes' | 'agency_form';

/**
 * The analytics event of a lead the platform accepted, pushed by the lead form engine (the one
 * place every lead form's success goes through). Nothing personal goes in it. Like every
 * analytics event it reaches the data layer only after cookie consent.
 */
export function leadSentEvent(kind: LeadSentKind): AnalyticsEvent {
  return { event: 'lead_sent', lead_type: kind };
}

/** Valuation and staff-lead channel (SPEC §3 "Valuation channel", §9 "Staff lead channel default"). */
export type LeadChannel = 'selling' | 'letting';

/** The staff lead channel when none is chosen (SPEC §9). */
export const DEFAULT_LEAD_CHANNEL: LeadChannel = 'selling';

export type LeadType = 'email_portal_lead' | 'branch_department_enquiry';

/** The visitor (SPEC §3 "Lead client"). Address parts are present only when the form has them. */
/** The address parts a lead may carry about the visitor (each optional; only filled ones are sent). */
export interface LeadClientAddress {
  readonly house_number?: string;
  readonly house_name?: string;
  readonly street_address?: string;
  readonly town?: string;
  readonly county?: string;
  readonly postcode?: string;
}

export interface LeadClient extends LeadClientAddress {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly tel_home: string;
  /** The hidden honeypot field: empty when a person filled the form. */
  readonly body: string;
  /** Always 1 (SPEC §3). */
  readonly do_not_contact: 1;
}

/** The enquiry itself (SPEC §3 "Lead"). */
export interface Lead {
  readonly lead_type?: LeadType;
  readonly message: string;
  readonly branch_department_id?: string;
  readonly valuation_reason?: string;
  readonly is_valuation_request?: true;
  readonly branch_id?: string;
  readonly channel?: LeadChannel;
  readonly agency_employee_id?: string;
  readonly is_branch_lead?: 1;
}

/** The chosen valuation appointment (SPEC §3 "Lead booking"), three-step flow only. */
export interface LeadBooking {
  readonly book_viewing: true;
  /** The chosen times, 24-hour, comma separated: '9:00, 10:00'. */
  readonly booking_time: string;
  /** Day of the month, 1–31. */
  readonly booking_day: number;
  /** Month, 1–12 (January is 1). */
  readonly booking_month: number;
  readonly booking_year: number;
}

/** SPEC §3 "Marketing preferences". */
export interface MarketingPreferences {
  readonly opt_in_terms: boolean;
  readonly opt_in_marketing?: boolean;
}

/** A lead as posted to /leads (JSON) or natively to /properties/{id}/{channel}/leads (SPEC §7). */
export interface LeadPayload {
  readonly lead_client: LeadClient;
  readonly lead: Lead;
  readonly marketing_preferences: MarketingPreferences;
  /** Only in the three-step valuation flow. */
  readonly lead_booking?: LeadBooking;
}

/**
 * A new-homes interest form ready for a native post to /form_submissions (SPEC §7): `fields` is a
 * flat record of form-field names (hfhp, f_id, redirect_url, page_path,
 * form_submission[do_not_contact], marketing_preferences[opt_in_terms], lead_client[do_not_contact],
 * form_submission[{fieldName}]...) to values.
 */
export interface NewHomesSubmission {
  readonly formId: string;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * One element of an agency's form (SPEC §3 "New homes enquiry form"): the new-homes form, and the
 * agency's other forms posted to /form_submissions (a careers form). `file` is the generic
 * file-upload field (SPEC §1 content blocks, §5 "File upload field").
 */
export interface NewHomesFormElement {
  readonly fieldName: string;
  readonly friendlyName: string;
  readonly required: boolean;
  readonly inputType: 'textarea' | 'text' | 'file';
  /** Display order (the platform's spelling). */
  readonly fieldPostion: number;
  readonly hidden: boolean;
  readonly disabled: boolean;
}

/** A file the visitor chose in a file-upload field (the browser's File has these, and is passed as one). */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** A file going with a form post, under its form-field name (e.g. 'form_submission[cv]'). */
export interface FormFile {
  readonly name: string;
  readonly file: ChosenFile;
}

/** The contact details every lead form collects. */
export interface LeadContact {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly tel_home: string;
}

/** The contact details out of a form's values (which hold other fields too). */
export function leadContactOf(values: LeadContact): LeadContact {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    tel_home: values.tel_home,
  };
}

/** What a lead needs to know of the property it is about. */
export interface PropertyReference {
  readonly property_id: string;
  readonly display_address: string;
  /** The agency's own reference, when it has one; otherwise the property id is quoted. */
  readonly reference?: string;
}

/** Sales → selling, lettings → letting. */
export function leadChannelFor(channel: Channel): LeadChannel {
  return channel === 'lettings' ? 'letting' : 'selling';
}

/**
 * SPEC §7: when the property is known and there is no department, the message is prefixed with the
 * property reference and address, so the branch knows which home the enquiry is about:
 * 'Property reference: {reference or id}, {address}' then a blank line, then the message.
 */
export function withPropertyReference(
  message: string,
  property: PropertyReference | undefined,
  departmentId?: string,
): string {
  if (property === undefined || (departmentId !== undefined && departmentId.trim() !== ''))
    return message;
  const reference = property.reference?.trim() || property.property_id.trim();
  const address = property.display_address.trim();
  const line =
    address === ''
      ? `Property reference: ${reference}`
      : `Property reference: ${reference}, ${address}`;
  const body = message.trim();
  return body === '' ? line : `${line}\n\n${body}`;
}

/** The contact fields, trimmed, with the honeypot and do_not_contact 1 (SPEC §3). */
export function leadClientOf(contact: LeadContact, honeypot: string): LeadClient {
  return {
    first_name: contact.first_name.trim(),
    last_name: contact.last_name.trim(),
    email: contact.email.trim(),
    tel_home: contact.tel_home.trim(),
    body: honeypot,
    do_not_contact: 1,
  };
}

/** Marketing preferences of a lead: the terms as ticked, marketing only when asked. */
export function marketingPreferencesOf(
  termsAccepted: boolean,
  optInMarketing?: boolean,
): MarketingPreferences {
  return optInMarketing === undefined
    ? { opt_in_terms: termsAccepted }
    : { opt_in_terms: termsAccepted, opt_in_marketing: optInMarketing };
}
