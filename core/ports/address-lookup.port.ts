/** UK address lookup (SPEC §7 /address_lookup; §3 "Address lookup result"). */
import type { Result } from '../failures/failures.js';

/** Address lookup waits 500 ms after the last keystroke (SPEC §7, §9). */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 500;

export interface AddressSuggestion {
  readonly id: string;
  /** One-line address as the visitor sees it in the list. */
  readonly address: string;
}

export interface AddressLookupResult {
  readonly building_name?: string;
  readonly building_number?: string;
  readonly line_1?: string;
  readonly line_2?: string;
  readonly line_3?: string;
  readonly line_4?: string;
  readonly town_or_city?: string;
  readonly county?: string;
  readonly postcode?: string;
}

export interface AddressLookupPort {
  /** Suggestions for typed text; the caller debounces (ADDRESS_LOOKUP_DEBOUNCE_MS). Empty list: none found. */
  autocomplete(text: string): Promise<Result<readonly AddressSuggestion[]>>;
  /** The full address of a picked suggestion. */
  resolve(id: string): Promise<Result<AddressLookupResult>>;
}
