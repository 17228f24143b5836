/**
 * Where the postcode districts of the demo agencies' patches and their neighbours lie (the centre
 * of each outward code, to about a kilometre), for the postcode → branch lookup by distance
 * (SPEC §7 /postcode_branch_lookup). A district that is not here is too far from every branch.
 */

export interface DistrictCentre {
  readonly latitude: number;
  readonly longitude: number;
  /** The town the district is named after, for the sandbox's own texts. */
  readonly town: string;
}

type Row = readonly [district: string, latitude: number, longitude: number, town: string];

const ROWS: readonly Row[] = [
  // Taunton, Sedgemoor and West Somerset (TA)
  ['TA1', 51.0146, -3.1029, 'Taunton'],
  ['TA2', 51.0355, -3.0841, 'Taunton'],
  ['TA3', 50.982, -3.022, 'Taunton'],
  ['TA4', 51.081, -3.254, 'Bishops Lydeard'],
  ['TA5', 51.148, -3.112, 'Nether Stowey'],
  ['TA6', 51.1275, -3.0047, 'Bridgwater'],
  ['TA7', 51.118, -2.902, 'Bridgwater'],
  ['TA8', 51.2385, -2.9984, 'Burnham-on-Sea'],
  ['TA9', 51.217, -2.956, 'Highbridge'],
  ['TA10', 51.0378, -2.8285, 'Langport'],
  ['TA11', 51.055, -2.725, 'Somerton'],
  ['TA12', 50.972, -2.772, 'Martock'],
  ['TA13', 50.952, -2.812, 'South Petherton'],
  ['TA14', 50.932, -2.752, 'Stoke-sub-Hamdon'],
  ['TA15', 50.951, -2.716, 'Montacute'],
  ['TA16', 50.902, -2.797, 'Merriott'],
  ['TA17', 50.911, -2.868, 'Hinton St George'],
  ['TA18', 50.884, -2.793, 'Crewkerne'],
  ['TA19', 50.927, -2.911, 'Ilminster'],
  ['TA20', 50.872, -2.963, 'Chard'],
  ['TA21', 50.9788, -3.2262, 'Wellington'],
  ['TA22', 51.0405, -3.5505, 'Dulverton'],
  ['TA23', 51.178, -3.332, 'Watchet'],
  ['TA24', 51.2046, -3.4791, 'Minehead'],
  // Bath, Mendip and South Somerset (BA)
  ['BA1', 51.3851, -2.3676, 'Bath'],
  ['BA2', 51.371, -2.352, 'Bath'],
  ['BA3', 51.289, -2.448, 'Radstock'],
  ['BA4', 51.187, -2.548, 'Shepton Mallet'],
  ['BA5', 51.2094, -2.6472, 'Wells'],
  ['BA6', 51.1485, -2.7142, 'Glastonbury'],
  ['BA7', 51.091, -2.52, 'Castle Cary'],
  ['BA9', 51.055, -2.406, 'Wincanton'],
  ['BA11', 51.229, -2.321, 'Frome'],
  ['BA20', 50.9421, -2.6336, 'Yeovil'],
  ['BA21', 50.952, -2.622, 'Yeovil'],
  ['BA22', 50.972, -2.597, 'Yeovil'],
  // Bristol and North Somerset (BS)
  ['BS1', 51.4518, -2.5937, 'Bristol'],
  ['BS2', 51.459, -2.58, 'Bristol'],
  ['BS3', 51.4396, -2.6031, 'Bristol'],
  ['BS4', 51.432, -2.562, 'Bristol'],
  ['BS5', 51.462, -2.55, 'Bristol'],
  ['BS6', 51.4703, -2.5989, 'Bristol'],
  ['BS7', 51.484, -2.585, 'Bristol'],
  ['BS8', 51.4557, -2.6185, 'Bristol'],
  ['BS9', 51.49, -2.623, 'Bristol'],
  ['BS20', 51.482, -2.762, 'Portishead'],
  ['BS21', 51.435, -2.853, 'Clevedon'],
  ['BS22', 51.36, -2.93, 'Weston-super-Mare'],
  ['BS23', 51.345, -2.975, 'Weston-super-Mare'],
  ['BS40', 51.367, -2.61, 'Chew Magna'],
  // Neighbours with no branch of either demo agency nearby
  ['EX1', 50.7236, -3.5275, 'Exeter'],
  ['EX2', 50.708, -3.52, 'Exeter'],
  ['EX4', 50.732, -3.533, 'Exeter'],
  ['EX16', 50.903, -3.489, 'Tiverton'],
  ['GL1', 51.8642, -2.2382, 'Gloucester'],
  ['GL50', 51.899, -2.078, 'Cheltenham'],
  ['SN1', 51.558, -1.781, 'Swindon'],
  ['DT1', 50.715, -2.437, 'Dorchester'],
  ['PL1', 50.37, -4.143, 'Plymouth'],
  ['NP7', 51.8247, -3.0167, 'Abergavenny'],
  ['NP8', 51.8597, -3.1376, 'Crickhowell'],
  ['CF10', 51.479, -3.176, 'Cardiff'],
  ['PH16', 56.7025, -3.7348, 'Pitlochry'],
  ['EH1', 55.9521, -3.1965, 'Edinburgh'],
  ['SW1A', 51.5014, -0.1419, 'London'],
];

export const POSTCODE_DISTRICTS: ReadonlyMap<string, DistrictCentre> = new Map(
  ROWS.map(([district, latitude, longitude, town]) => [district, { latitude, longitude, town }]),
);
