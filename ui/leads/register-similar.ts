/**
 * '#/contact-office?register=similar': the office enquiry of a home no longer marketed, as a
 * registration for similar homes (the property page offers it instead of a viewing).
 */
export const REGISTER_SIMILAR_QUERY = 'register=similar';

/** Whether the contact route's query asks for a registration for similar homes. */
export function isRegisterSimilar(search: string): boolean {
  return new URLSearchParams(search).get('register')?.trim() === 'similar';
}
