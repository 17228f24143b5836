/** Test data builders for branches, departments and staff (SPEC §3 Branch, Department, Staff). */
import type { Branch, Department, Staff } from '../../core/agency/agency.js';

export function aDepartment(name: string, overrides: Partial<Department> = {}): Department {
  return {
    id: `d-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    label: name,
    staff: [],
    ...overrides,
  };
}

export function aStaffMember(
  firstName: string,
  surname: string,
  overrides: Partial<Staff> = {},
): Staff {
  return {
    staffMemberId: `s-${firstName.toLowerCase()}`,
    firstName,
    surname,
    contactableForSales: true,
    contactableForLettings: false,
    ...overrides,
  };
}

export function aBranch(id: string, branchName: string, overrides: Partial<Branch> = {}): Branch {
  return {
    id,
    branchName,
    branchUrl: `/branches/${branchName.toLowerCase().replace(/\W+/g, '-')}`,
    departments: [aDepartment('Estate Agents', { id: `${id}-sales` })],
    staff: [],
    ...overrides,
  };
}

/** The demo agency's seven offices by name, in the order its branch finder lists them. */
export const SOMERSET_NAMES: readonly string[] = [
  'Taunton',
  'Bridgwater (Sedgemoor)',
  'Wellington',
  'Burnham-on-Sea',
  'Langport',
  'Somerton',
  'Chard',
];

/** Seven offices in Somerset, as the demo agency has them (positions, departments, addresses). */
export const SOMERSET: readonly Branch[] = [
  aBranch('11', 'Taunton', {
    address: '12 Hammet Street, Taunton, Somerset TA1 1RZ',
    latitude: 51.0149,
    longitude: -3.1013,
    departments: [
      aDepartment('Estate Agents', { id: '1101' }),
      aDepartment('Lettings', { id: '1102' }),
      aDepartment('New Homes', { id: '1103' }),
    ],
  }),
  aBranch('12', 'Bridgwater (Sedgemoor)', {
    address: '4 Cornhill, Bridgwater, Somerset TA6 3BU',
    latitude: 51.1282,
    longitude: -3.0038,
    departments: [
      aDepartment('Estate Agents', { id: '1201' }),
      aDepartment('Lettings', { id: '1202' }),
      aDepartment('Auctions', { id: '1207' }),
    ],
  }),
  aBranch('13', 'Wellington', {
    address: '27 Fore Street, Wellington, Somerset TA21 8AG',
    latitude: 50.9785,
    longitude: -3.2257,
    departments: [
      aDepartment('Estate Agents', { id: '1301' }),
      aDepartment('Lettings', { id: '1302' }),
    ],
  }),
  aBranch('14', 'Burnham-on-Sea', {
    address: '41 High Street, Burnham-on-Sea, Somerset TA8 1PB',
    latitude: 51.2386,
    longitude: -2.9972,
  }),
  aBranch('15', 'Langport', {
    address: '3 Cheapside, Langport, Somerset TA10 9PW',
    latitude: 51.0376,
    longitude: -2.8279,
    departments: [
      aDepartment('Estate Agents', { id: '1501' }),
      aDepartment('Agriculture', { id: '1505' }),
    ],
  }),
  aBranch('16', 'Somerton', {
    address: '9 Market Place, Somerton, Somerset TA11 7NB',
    latitude: 51.0553,
    longitude: -2.7339,
  }),
  aBranch('17', 'Chard', {
    address: '22 Fore Street, Chard, Somerset TA20 1PT',
    latitude: 50.8727,
    longitude: -2.9626,
  }),
];
