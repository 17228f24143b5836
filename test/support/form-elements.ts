/** Test data builder for the elements of an agency form (SPEC §3 New homes enquiry form). */
import type { NewHomesFormElement } from '../../core/leads/lead.js';

/** A shown, enabled, optional text element named `fieldName` (its friendly name too), at position 0. */
export function aFormElement(
  fieldName: string,
  overrides: Partial<NewHomesFormElement> = {},
): NewHomesFormElement {
  return {
    fieldName,
    friendlyName: fieldName,
    required: false,
    inputType: 'text',
    fieldPostion: 0,
    hidden: false,
    disabled: false,
    ...overrides,
  };
}
