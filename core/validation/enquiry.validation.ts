/**
 * Enquiry forms (SPEC §5 "Forms"): the viewing form, and the staff, department and office forms.
 */
import type { LeadClientAddress } from '../leads/lead.js';
import { VALIDATION_MESSAGES as M } from './validation-messages.js';
import {
  type FieldErrors,
  type FieldRule,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  mergeErrors,
  required,
  validateFields,
} from './field-rules.js';

/** The contact fields every lead form asks for. */
export interface ContactValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly tel_home: string;
}

export type ContactField = keyof ContactValues;

/** first_name, last_name, email and tel_home, all required (SPEC §5). */
export const CONTACT_RULES: Readonly<Record<ContactField, FieldRule>> = {
  first_name: required(M.firstName, isValidPersonName),
  last_name: required(M.lastName, isValidPersonName),
  email: required(M.email, isValidEmail),
  tel_home: required(M.phone, isValidPhone),
};

/** The terms checkbox (SPEC §5): 'You must agree to our terms & conditions' until it is ticked. */
export function validateTerms(terms: boolean): FieldErrors<'terms'> {
  return terms ? {} : { terms: M.terms };
}

/** Address parts are optional on the viewing form and never block it. */
export interface ViewingFormValues extends ContactValues, LeadClientAddress {
  readonly message: string;
  readonly terms: boolean;
}

export type ViewingField = ContactField | 'message' | 'terms';

const VIEWING_RULES: Readonly<Record<ContactField | 'message', FieldRule>> = {
  ...CONTACT_RULES,
  message: required(M.message),
};

/**
 * Book-a-viewing form (SPEC §5): first_name, last_name, email, tel_home and message required,
 * address parts optional, terms ticked.
 */
export function validateViewingForm(values: ViewingFormValues): FieldErrors<ViewingField> {
  return mergeErrors<ViewingField>(
    validateFields(VIEWING_RULES, values),
    validateTerms(values.terms),
  );
}

export interface EnquiryFormValues extends ContactValues {
  /** Optional on these forms. */
  readonly message?: string;
  readonly terms: boolean;
}

export type EnquiryField = ContactField | 'terms';

/**
 * Staff, department and office enquiry forms (SPEC §5): first_name, last_name, email and tel_home
 * required, message optional, terms ticked (SPEC §4 "after validation and terms acceptance").
 */
export function validateEnquiryForm(values: EnquiryFormValues): FieldErrors<EnquiryField> {
  return mergeErrors<EnquiryField>(
    validateFields(CONTACT_RULES, values),
    validateTerms(values.terms),
  );
}
