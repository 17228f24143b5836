/**
 * What schema.org's Accommodation (an Apartment, a SingleFamilyResidence) has words for among a
 * listing's material information: `floorSize` (square feet, UN/CEFACT code FTK), `numberOfRooms`
 * (bedrooms and reception rooms: schema.org counts rooms without bathrooms) and, for a home
 * sold on a lease, `leaseLength` (the years left, code ANN). schema.org has no word for freehold
 * or leasehold as such, so tenure itself is left out (docs/decisions/0116-material-information.md).
 */
import type { JsonValue } from './structured-data.js';
import type { PropertyDetail } from '../property/property.js';
import { heldOnLease } from '../property/material-information.js';
import { decodeMaterialInformation } from '../settings/material-information.codec.js';

const count = (n: number | undefined): n is number =>
  n !== undefined && Number.isSafeInteger(n) && n >= 0;

/** The Accommodation fields a property's data supports; a field it cannot state is undefined. */
export function accommodationFacts(
  property: Pick<
    PropertyDetail,
    'bedrooms' | 'receptionRooms' | 'property_channel' | 'material_information' | 'country'
  >,
): { readonly [key: string]: JsonValue | undefined } {
  // The page reports the data's problems where it shows them; here a bad field is only left out.
  const info = decodeMaterialInformation(property.material_information, property.country, '', []);
  const area = info?.floor_area_sq_ft;
  const years = info?.lease_years_remaining;
  const onLease = property.property_channel === 'sales' && heldOnLease(info?.tenure);
  return {
    floorSize:
      area === undefined
        ? undefined
        : { '@type': 'QuantitativeValue', value: area, unitCode: 'FTK', unitText: 'sq ft' },
    numberOfRooms:
      count(property.bedrooms) && count(property.receptionRooms)
        ? property.bedrooms + property.receptionRooms
        : undefined,
    leaseLength:
      onLease && years !== undefined
        ? { '@type': 'QuantitativeValue', value: years, unitCode: 'ANN', unitText: 'years left' }
        : undefined,
  };
}
