/**
 * Street names and postcode districts per seeded town, for addresses and the address lookup, and
 * the office whose patch each town is in: the nearest one, as the postcode → branch lookup
 * decides (a test holds every town to it).
 */

export interface TownSeed {
  readonly name: string;
  readonly branchId: string;
  readonly districts: readonly string[];
  readonly streets: readonly string[];
}

export const OAKFIELD_TOWNS: readonly TownSeed[] = [
  {
    name: 'Taunton',
    branchId: '11',
    districts: ['TA1', 'TA2'],
    streets: [
      'Priory Avenue',
      'Staplegrove Road',
      'Trull Road',
      'Wellington Road',
      'Kingston Road',
      'Mount Street',
      'Bishops Hull Road',
      'Park Street',
      'Cheddon Road',
      'South Road',
      'Haines Hill',
      'Corporation Street',
    ],
  },
  {
    name: 'Bridgwater',
    branchId: '12',
    districts: ['TA6'],
    streets: [
      'Castle Street',
      'Durleigh Road',
      'Wembdon Road',
      'Taunton Road',
      'Blake Street',
      'Northfield',
      'Kings Drive',
      'Quantock Road',
    ],
  },
  {
    name: 'Wellington',
    branchId: '13',
    districts: ['TA21'],
    streets: [
      'Fore Street',
      'Mantle Street',
      'Station Road',
      'Waterloo Road',
      'Champford Lane',
      'Priory',
      'Burchills Hill',
    ],
  },
  {
    name: 'Minehead',
    branchId: '13',
    districts: ['TA24'],
    streets: ['The Avenue', 'Blenheim Road', 'Periton Road', 'Quay Street', 'Hopcott Road'],
  },
  {
    name: 'Wells',
    branchId: '16',
    districts: ['BA5'],
    streets: ['Chamberlain Street', 'Portway', 'Priest Row', 'Ash Lane', 'Glastonbury Road'],
  },
  {
    name: 'Glastonbury',
    branchId: '16',
    districts: ['BA6'],
    streets: ['Bere Lane', 'Chilkwell Street', 'Roman Way', 'Wells Road'],
  },
  {
    name: 'Burnham-on-Sea',
    branchId: '14',
    districts: ['TA8'],
    streets: ['Berrow Road', 'Oxford Street', 'Rectory Road', 'The Esplanade'],
  },
  {
    name: 'Wiveliscombe',
    branchId: '13',
    districts: ['TA4'],
    streets: ['High Street', 'West Road', 'Church Street', 'Style Road'],
  },
  {
    name: 'Langport',
    branchId: '15',
    districts: ['TA10'],
    streets: ['Bow Street', 'Cheapside', 'Huish Episcopi', 'North Street'],
  },
  {
    name: 'Williton',
    branchId: '13',
    districts: ['TA4'],
    streets: ['Long Street', 'Bridge Street', 'Half Acre', 'Shutgate Meadow'],
  },
  {
    name: 'Bishops Lydeard',
    branchId: '11',
    districts: ['TA4'],
    streets: ['Mount Street', 'Station Road', 'Gore Square', 'Lydeard Mead'],
  },
  {
    name: 'Milverton',
    branchId: '13',
    districts: ['TA4'],
    streets: ['Fore Street', 'Sand Street', 'Butts Way', 'North Street'],
  },
  {
    name: 'North Petherton',
    branchId: '12',
    districts: ['TA6'],
    streets: ['Fore Street', 'Mill Street', 'Tappers Lane', 'Hammets Walk'],
  },
  {
    name: 'Dulverton',
    branchId: '13',
    districts: ['TA22'],
    streets: ['High Street', 'Bank Square', 'Lady Street', 'Jury Road'],
  },
  {
    name: 'Yeovil',
    branchId: '16',
    districts: ['BA20', 'BA21'],
    streets: ['Preston Road', 'West Coker Road', 'Hendford Hill', 'Mudford Road'],
  },
  {
    name: 'Somerton',
    branchId: '16',
    districts: ['TA11'],
    streets: ['West Street', 'Kirkham Street', 'Behind Berry', 'Sutton Road'],
  },
  {
    name: 'Castle Cary',
    branchId: '16',
    districts: ['BA7'],
    streets: ['Ansford Hill', 'Victoria Road', 'Florida Street', 'Torbay Road'],
  },
  {
    name: 'Martock',
    branchId: '15',
    districts: ['TA12'],
    streets: ['Church Street', 'East Street', 'Water Street', 'Bower Hinton'],
  },
  {
    name: 'Ilminster',
    branchId: '17',
    districts: ['TA19'],
    streets: ['Silver Street', 'Ditton Street', 'Station Road', 'Canal Way'],
  },
  {
    name: 'Chard',
    branchId: '17',
    districts: ['TA20'],
    streets: ['Fore Street', 'Crimchard', 'Furnham Road', 'Combe Street'],
  },
];

export const HARBOUR_TOWNS: readonly TownSeed[] = [
  {
    name: 'Clifton',
    branchId: '21',
    districts: ['BS8'],
    streets: [
      'Royal York Crescent',
      'Princess Victoria Street',
      'Caledonia Place',
      'Pembroke Road',
      'Worcester Terrace',
      'Whiteladies Road',
    ],
  },
  {
    name: 'Harbourside',
    branchId: '22',
    districts: ['BS1'],
    streets: ['Capricorn Quay', 'Hannover Quay', 'Anchor Road', 'Wapping Wharf', 'Canons Way'],
  },
  {
    name: 'Redland',
    branchId: '21',
    districts: ['BS6'],
    streets: ['Redland Road', 'Zetland Road', 'Cranbrook Road', 'Lansdown Road'],
  },
  {
    name: 'Bedminster',
    branchId: '22',
    districts: ['BS3'],
    streets: ['North Street', 'Cannon Street', 'Greville Road', 'Stackpool Road'],
  },
  {
    name: 'Southville',
    branchId: '22',
    districts: ['BS3'],
    streets: ['Raleigh Road', 'Dean Lane', 'Southville Road', 'Beauley Road'],
  },
  {
    name: 'Cotham',
    branchId: '22',
    districts: ['BS6'],
    streets: ['Cotham Brow', 'Cotham Road', 'Hampton Road', 'Aberdeen Road'],
  },
  {
    name: 'Bishopston',
    branchId: '21',
    districts: ['BS7'],
    streets: ['Gloucester Road', 'Egerton Road', 'Berkeley Road', 'Longmead Avenue'],
  },
];

/**
 * Towns next to each agency's patch that have addresses in the lookup but no listings: some are
 * near a branch (within the lookup's distance), some too far from every branch, so both answers
 * of the postcode → branch lookup can be tried with real-looking addresses.
 */
export interface NeighbourTownSeed {
  readonly name: string;
  readonly county: string;
  readonly districts: readonly string[];
  readonly streets: readonly string[];
}

/** A town near the agency's own, in one line: its name, county, districts and streets. */
const neighbour = (
  name: string,
  county: string,
  districts: readonly string[],
  streets: readonly string[],
): NeighbourTownSeed => ({ name, county, districts, streets });

export const NEIGHBOUR_TOWNS: Readonly<
  Record<'oakfield' | 'harbour', readonly NeighbourTownSeed[]>
> = {
  oakfield: [
    neighbour('Tiverton', 'Devon', ['EX16'], ['Bampton Street', 'Gold Street', 'Blundells Road']),
    neighbour('Frome', 'Somerset', ['BA11'], ['Catherine Hill', 'Vallis Road', 'Keyford']),
    neighbour(
      'Dorchester',
      'Dorset',
      ['DT1'],
      ['High West Street', 'Cornwall Road', 'Prince of Wales Road'],
    ),
    neighbour(
      'Bath',
      'Somerset',
      ['BA1', 'BA2'],
      ['Lansdown Road', 'Widcombe Hill', 'Newbridge Road'],
    ),
  ],
  harbour: [
    neighbour(
      'Weston-super-Mare',
      'North Somerset',
      ['BS23'],
      ['Beach Road', 'Ellenborough Park North', 'Clarence Road North'],
    ),
    neighbour('Clevedon', 'North Somerset', ['BS21'], ['Hill Road', 'Elton Road', 'Highdale Road']),
    neighbour(
      'Gloucester',
      'Gloucestershire',
      ['GL1'],
      ['Westgate Street', 'Brunswick Road', 'London Road'],
    ),
    neighbour('Swindon', 'Wiltshire', ['SN1'], ['Bath Road', 'Goddard Avenue', 'Victoria Road']),
  ],
};
