/**
 * The posts to /form_submissions (SPEC §3 "New homes enquiry form"; §7 "POST /form_submissions"):
 * the new-homes interest form, and any other agency form built from form elements (a careers form
 * with its file-upload field).
 */
import { developmentOfInterest } from '../property/development-tag.js';
import { type LeadAddress, formatLeadAddress } from './lead-address.js';
import type { NewHomesFormElement, NewHomesSubmission, PropertyReference } from './lead.js';

/** Form elements that hold the visitor's address, filled from the lookup or the manual fields. */
export const NEW_HOMES_ADDRESS_FIELDS: readonly string[] = ['address', 'current_home_address'];

/** What every /form_submissions post carries besides its form's own fields. */
export interface FormSubmissionInput {
  /** The agency form's id (f_id). */
  readonly formId: string;
  /** Where the platform sends the visitor after the post. */
  readonly redirectUrl: string;
  /** The page the form was sent from. */
  readonly pagePath: string;
  /** The hidden honeypot field (hfhp): '' from a person. */
  readonly honeypot: string;
  readonly elements: readonly NewHomesFormElement[];
  /** What the visitor typed, by fieldName. */
  readonly values: Readonly<Record<string, string | undefined>>;
  readonly termsAccepted: boolean;
}

export interface NewHomesSubmissionInput extends FormSubmissionInput {
  /** The development the visitor is interested in. */
  readonly property: PropertyReference;
  /** The address from the lookup (`addressFromLookup`) or the manual fields; null when neither. */
  readonly address: LeadAddress | null;
}

/** The form-field name of an element's value: form_submission[{fieldName}] (also a file's field name). */
export function formSubmissionFieldName(fieldName: string): string {
  return `form_submission[${fieldName}]`;
}

/**
 * The flat form fields of a /form_submissions post (SPEC §7): hfhp, f_id, redirect_url, page_path,
 * marketing_preferences[opt_in_terms], lead_client[do_not_contact] 1, form_submission[do_not_contact]
 * 1, and form_submission[{fieldName}] for every text element of the form (trimmed; hidden and
 * disabled ones too). File elements are not text: their files go with the post under the same
 * names (`formSubmissionFieldName`). The adapter adds authenticity_token and the bot-check token.
 */
export function formSubmission(
  input: FormSubmissionInput,
  overrides: Readonly<Record<string, string>> = {},
): NewHomesSubmission {
  const formFields: Record<string, string> = {};
  for (const element of input.elements) {
    if (element.inputType !== 'file')
      formFields[element.fieldName] = input.values[element.fieldName]?.trim() ?? '';
  }
  Object.assign(formFields, overrides);
  formFields['do_not_contact'] = '1';
  const fields: Record<string, string> = {
    hfhp: input.honeypot,
    f_id: input.formId,
    redirect_url: input.redirectUrl,
    page_path: input.pagePath,
    'marketing_preferences[opt_in_terms]': input.termsAccepted ? '1' : '0',
    'lead_client[do_not_contact]': '1',
  };
  for (const [name, value] of Object.entries(formFields))
    fields[formSubmissionFieldName(name)] = value;
  return { formId: input.formId, fields };
}

export { developmentOfInterest };

/**
 * The new-homes interest post (SPEC §3, §7): `formSubmission`'s fields, with development_of_interest
 * (locked to the first comma part of the display address) and development_id (the property id)
 * always sent, and an address element present in the form carrying the formatted address when one
 * was given.
 */
export function newHomesSubmission(input: NewHomesSubmissionInput): NewHomesSubmission {
  const overrides: Record<string, string> = {};
  if (input.address !== null) {
    const address = formatLeadAddress(input.address);
    for (const element of input.elements) {
      if (NEW_HOMES_ADDRESS_FIELDS.includes(element.fieldName))
        overrides[element.fieldName] = address;
    }
  }
  overrides['development_of_interest'] = developmentOfInterest(input.property.display_address);
  overrides['development_id'] = input.property.property_id;
  return formSubmission(input, overrides);
}
