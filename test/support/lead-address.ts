/** Test data builder for the address a lead carries (SPEC §3 lead address fields). */
import type { LeadAddress } from '../../core/leads/lead-address.js';

/** 2 Mill Lane, Taunton, TA1 1AA: no house name, no county. */
export function aLeadAddress(overrides: Partial<LeadAddress> = {}): LeadAddress {
  return {
    house_number: '2',
    house_name: '',
    street: 'Mill Lane',
    town: 'Taunton',
    county: '',
    postcode: 'TA1 1AA',
    ...overrides,
  };
}
