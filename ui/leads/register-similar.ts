/**
 * '#/contact-office?register=similar' (core's `overlayHref('registerSimilar')`): the office
 * enquiry of a home no longer marketed, as a registration for similar homes (the property page
 * offers it instead of a viewing).
 */
import { REGISTER_SIMILAR_QUERY } from '../../core/index.js';

const REGISTER_SIMILAR = new URLSearchParams(REGISTER_SIMILAR_QUERY);

/** Whether the contact route's query asks for a registration for similar homes. */
export function isRegisterSimilar(search: string): boolean {
  const query = new URLSearchParams(search);
  return [...REGISTER_SIMILAR].every(([key, value]) => query.get(key)?.trim() === value);
}
