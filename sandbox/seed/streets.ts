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

/** A seeded town in one line: its name, its office's id, its postcode districts and streets. */
const town = (
  name: string,
  branchId: string,
  districts: readonly string[],
  streets: readonly string[],
): TownSeed => ({ name, branchId, districts, streets });

export const OAKFIELD_TOWNS: readonly TownSeed[] = [
  town(
    'Taunton',
    '11',
    ['TA1', 'TA2'],
    [
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
  ),
  town(
    'Bridgwater',
    '12',
    ['TA6'],
    [
      'Castle Street',
      'Durleigh Road',
      'Wembdon Road',
      'Taunton Road',
      'Blake Street',
      'Northfield',
      'Kings Drive',
      'Quantock Road',
    ],
  ),
  town(
    'Wellington',
    '13',
    ['TA21'],
    [
      'Fore Street',
      'Mantle Street',
      'Station Road',
      'Waterloo Road',
      'Champford Lane',
      'Priory',
      'Burchills Hill',
    ],
  ),
  town(
    'Minehead',
    '13',
    ['TA24'],
    ['The Avenue', 'Blenheim Road', 'Periton Road', 'Quay Street', 'Hopcott Road'],
  ),
  town(
    'Wells',
    '16',
    ['BA5'],
    ['Chamberlain Street', 'Portway', 'Priest Row', 'Ash Lane', 'Glastonbury Road'],
  ),
  town('Glastonbury', '16', ['BA6'], ['Bere Lane', 'Chilkwell Street', 'Roman Way', 'Wells Road']),
  town(
    'Burnham-on-Sea',
    '14',
    ['TA8'],
    ['Berrow Road', 'Oxford Street', 'Rectory Road', 'The Esplanade'],
  ),
  town('Wiveliscombe', '13', ['TA4'], ['High Street', 'West Road', 'Church Street', 'Style Road']),
  town('Langport', '15', ['TA10'], ['Bow Street', 'Cheapside', 'Huish Episcopi', 'North Street']),
  town('Williton', '13', ['TA4'], ['Long Street', 'Bridge Street', 'Half Acre', 'Shutgate Meadow']),
  town(
    'Bishops Lydeard',
    '11',
    ['TA4'],
    ['Mount Street', 'Station Road', 'Gore Square', 'Lydeard Mead'],
  ),
  town('Milverton', '13', ['TA4'], ['Fore Street', 'Sand Street', 'Butts Way', 'North Street']),
  town(
    'North Petherton',
    '12',
    ['TA6'],
    ['Fore Street', 'Mill Street', 'Tappers Lane', 'Hammets Walk'],
  ),
  town('Dulverton', '13', ['TA22'], ['High Street', 'Bank Square', 'Lady Street', 'Jury Road']),
  town(
    'Yeovil',
    '16',
    ['BA20', 'BA21'],
    ['Preston Road', 'West Coker Road', 'Hendford Hill', 'Mudford Road'],
  ),
  town(
    'Somerton',
    '16',
    ['TA11'],
    ['West Street', 'Kirkham Street', 'Behind Berry', 'Sutton Road'],
  ),
  town(
    'Castle Cary',
    '16',
    ['BA7'],
    ['Ansford Hill', 'Victoria Road', 'Florida Street', 'Torbay Road'],
  ),
  town('Martock', '15', ['TA12'], ['Church Street', 'East Street', 'Water Street', 'Bower Hinton']),
  town(
    'Ilminster',
    '17',
    ['TA19'],
    ['Silver Street', 'Ditton Street', 'Station Road', 'Canal Way'],
  ),
  town('Chard', '17', ['TA20'], ['Fore Street', 'Crimchard', 'Furnham Road', 'Combe Street']),
];

export const HARBOUR_TOWNS: readonly TownSeed[] = [
  town(
    'Clifton',
    '21',
    ['BS8'],
    [
      'Royal York Crescent',
      'Princess Victoria Street',
      'Caledonia Place',
      'Pembroke Road',
      'Worcester Terrace',
      'Whiteladies Road',
    ],
  ),
  town(
    'Harbourside',
    '22',
    ['BS1'],
    ['Capricorn Quay', 'Hannover Quay', 'Anchor Road', 'Wapping Wharf', 'Canons Way'],
  ),
  town(
    'Redland',
    '21',
    ['BS6'],
    ['Redland Road', 'Zetland Road', 'Cranbrook Road', 'Lansdown Road'],
  ),
  town(
    'Bedminster',
    '22',
    ['BS3'],
    ['North Street', 'Cannon Street', 'Greville Road', 'Stackpool Road'],
  ),
  town(
    'Southville',
    '22',
    ['BS3'],
    ['Raleigh Road', 'Dean Lane', 'Southville Road', 'Beauley Road'],
  ),
  town('Cotham', '22', ['BS6'], ['Cotham Brow', 'Cotham Road', 'Hampton Road', 'Aberdeen Road']),
  town(
    'Bishopston',
    '21',
    ['BS7'],
    ['Gloucester Road', 'Egerton Road', 'Berkeley Road', 'Longmead Avenue'],
  ),
  town(
    'Chew Magna',
    '22',
    ['BS40'],
    ['Harford Square', 'South Parade', 'Tunbridge Road', 'Battle Lane'],
  ),
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
