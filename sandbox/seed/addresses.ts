/** The seeded address-lookup list (SPEC §3 Address lookup result), built from the towns' streets. */
import { postcodeIn } from './properties.js';
import { createRandom } from './prng.js';
import type { TownSeed } from './streets.js';
import type { AddressRecord } from './types.js';

const HOUSE_NAMES = [
  'Rose Cottage',
  'The Old Rectory',
  'Orchard House',
  'Willow Barn',
  'Holly Lodge',
  'Meadow View',
  'The Coach House',
  'Brook Farm',
];

/** About `perStreet` addresses on every street of every town, some with house names; ids count on from `firstId`. */
export function addressesFor(
  towns: readonly Pick<TownSeed, 'name' | 'districts' | 'streets'>[],
  county: (town: string) => string,
  seed: string,
  perStreet = 3,
  firstId = 1,
): AddressRecord[] {
  const random = createRandom(`${seed}:addresses`);
  const out: AddressRecord[] = [];
  for (const town of towns) {
    for (const street of town.streets) {
      const postcode = postcodeIn(random.pick(town.districts), random);
      for (let i = 0; i < perStreet; i += 1) {
        const named = random.chance(0.2);
        const number = named ? '' : String(random.int(1, 140));
        const building_name = named ? random.pick(HOUSE_NAMES) : '';
        const line_1 = named ? building_name : `${number} ${street}`;
        out.push({
          id: `addr-${out.length + firstId}`,
          building_name,
          building_number: number,
          line_1,
          line_2: named ? street : '',
          line_3: '',
          line_4: '',
          town_or_city: town.name,
          county: county(town.name),
          postcode,
        });
      }
    }
  }
  return out;
}

/** One line for a suggestion list: "12 Priory Avenue, Taunton, TA1 4AB". */
export function formatAddress(a: AddressRecord): string {
  return [a.line_1, a.line_2, a.line_3, a.line_4, a.town_or_city, a.postcode]
    .filter((p) => p !== '')
    .join(', ');
}
