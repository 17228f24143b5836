/**
 * The new-homes interest form post (SPEC §3 "New homes enquiry form"; §7 "POST /form_submissions").
 */
import { type LeadAddress, formatLeadAddress } from './lead-address.js';
import type { NewHomesFormElement, NewHomesSubmission, PropertyReference } from './lead.js';

/** Form elements that hold the visitor's address, filled from the lookup or the manual fields. */
export const NEW_HOMES_ADDRESS_FIELDS: readonly string[] = ['address', 'current_home_address'];

export interface NewHomesSubmissionInput {
  /** The agency form's id (f_id). */
  readonly formId: string;
  /** Where the platform sends the visitor after the post. */
  readonly redirectUrl: string;
  /** The page the form was sent from. */
  readonly pagePath: string;
  /** The hidden honeypot field (hfhp): '' from a person. */
  readonly honeypot: string;
  /** The development the visitor is interested in. */
  readonly property: PropertyReference;
  readonly elements: readonly NewHomesFormElement[];
  /** What the visitor typed, by fieldName. */
  readonly values: Readonly<Record<string, string | undefined>>;
  /** The address from the lookup (`addressFromLookup`) or the manual fields; null when neither. */
  readonly address: LeadAddress | null;
  readonly termsAccepted: boolean;
}

/** The development of interest: the first comma part of the display address (SPEC §3). */
export function developmentOfInterest(displayAddress: string): string {
  return (displayAddress.split(',')[0] ?? '').trim();
}

/**
 * The flat form fields of a new-homes interest post (SPEC §7): hfhp, f_id, redirect_url, page_path,
 * form_submission[do_not_contact] 1, marketing_preferences[opt_in_terms], lead_client[do_not_contact] 1,
 * and form_submission[{fieldName}] for every element of the form (trimmed; hidden and disabled ones
 * too). development_of_interest (locked to the first comma part of the display address) and
 * development_id (the property id) are always sent; an address element present in the form carries
 * the formatted address when one was given. The adapter adds authenticity_token and the bot-check token.
 */
export function newHomesSubmission(input: NewHomesSubmissionInput): NewHomesSubmission {
  const formFields: Record<string, string> = {};
  for (const element of input.elements) {
    formFields[element.fieldName] = input.values[element.fieldName]?.trim() ?? '';
  }
  if (input.address !== null) {
    const address = formatLeadAddress(input.address);
    for (const element of input.elements) {
      if (NEW_HOMES_ADDRESS_FIELDS.includes(element.fieldName)) formFields[element.fieldName] = address;
    }
  }
  formFields['development_of_interest'] = developmentOfInterest(input.property.display_address);
  formFields['development_id'] = input.property.property_id;
  formFields['do_not_contact'] = '1';

  const fields: Record<string, string> = {
    hfhp: input.honeypot,
    f_id: input.formId,
    redirect_url: input.redirectUrl,
    page_path: input.pagePath,
    'marketing_preferences[opt_in_terms]': input.termsAccepted ? '1' : '0',
    'lead_client[do_not_contact]': '1',
  };
  for (const [name, value] of Object.entries(formFields)) fields[`form_submission[${name}]`] = value;
  return { formId: input.formId, fields };
}
