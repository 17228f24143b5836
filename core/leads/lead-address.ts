/**
 * The visitor's address on leads: from the address lookup or typed by hand (SPEC §3 "Address
 * lookup result", "New homes enquiry form"; §4 "Address lookup").
 */
import type { AddressLookupResult } from '../ports/address-lookup.port.js';

/** An address as the manual fields hold it (SPEC §3: house_number, house_name, street, town, county, postcode). */
export interface LeadAddress {
  readonly house_number: string;
  readonly house_name: string;
  readonly street: string;
  readonly town: string;
  readonly county: string;
  readonly postcode: string;
}

export const EMPTY_LEAD_ADDRESS: LeadAddress = {
  house_number: '',
  house_name: '',
  street: '',
  town: '',
  county: '',
  postcode: '',
};

/** The address out of a form's values (which hold other fields too). */
export function leadAddressOf(values: LeadAddress): LeadAddress {
  return {
    house_number: values.house_number,
    house_name: values.house_name,
    street: values.street,
    town: values.town,
    county: values.county,
    postcode: values.postcode,
  };
}

/**
 * A looked-up address in the manual fields' shape: building number and name as they are, the
 * address lines (which usually start with the number, '10 Downing Street') joined by ', ' as the
 * street, town_or_city as the town.
 */
export function addressFromLookup(result: AddressLookupResult): LeadAddress {
  const lines = [result.line_1, result.line_2, result.line_3, result.line_4]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '');
  return {
    house_number: result.building_number?.trim() ?? '',
    house_name: result.building_name?.trim() ?? '',
    street: lines.join(', '),
    town: result.town_or_city?.trim() ?? '',
    county: result.county?.trim() ?? '',
    postcode: result.postcode?.trim().toUpperCase() ?? '',
  };
}

function startsWithWord(text: string, word: string): boolean {
  const lower = text.toLowerCase();
  const start = word.toLowerCase();
  return lower === start || lower.startsWith(`${start} `) || lower.startsWith(`${start},`);
}

/**
 * The street line of an address: '{house name}, {house number} {street}', leaving out a house
 * number the street already starts with and a house name it already contains (looked-up lines
 * carry them): { name 'Rose Cottage', number '2', street 'Mill Lane' } → 'Rose Cottage, 2 Mill Lane'.
 */
export function streetAddressLine(address: LeadAddress): string {
  const street = address.street.trim();
  const number = address.house_number.trim();
  const name = address.house_name.trim();
  const numbered =
    number === '' || startsWithWord(street, number)
      ? street
      : street === ''
        ? number
        : `${number} ${street}`;
  const named = name !== '' && !numbered.toLowerCase().includes(name.toLowerCase());
  return [named ? name : '', numbered].filter((part) => part !== '').join(', ');
}

/** The whole address on one line: street line, town, county, postcode, comma separated, blanks left out. */
export function formatLeadAddress(address: LeadAddress): string {
  return [
    streetAddressLine(address),
    address.town.trim(),
    address.county.trim(),
    address.postcode.trim(),
  ]
    .filter((part) => part !== '')
    .join(', ');
}
