/**
 * What homes cost in the demo agencies' towns, as a local agent would price them in 2026: a
 * price (or a rent a month) for each property type and number of bedrooms in Taunton, scaled by
 * each town's level against Taunton, and the council-tax band that follows from the price.
 *
 * The levels are from the asking prices and rents of each town's homes against Taunton's: the
 * Bristol areas are two to two and a half times Taunton's for houses and a little less for flats;
 * Wells, the villages under the Quantocks and Castle Cary sit above Taunton, Bridgwater, Yeovil
 * and Chard below it. Every price varies by up to a tenth either way (the seeded draw), as homes
 * of one type and size do.
 */

/** A town's price level against Taunton's (1): sales of houses, of flats, and rents. */
interface TownMarket {
  readonly houses: number;
  readonly flats: number;
  readonly rents: number;
  /** Rents of student houses, by the room (Bristol's are dear, but not at its flats' premium). */
  readonly students: number;
  /** Prices today against the 1 April 1991 values council tax bands are set from (England). */
  readonly since1991: number;
}

/** House prices in Somerset are about 4.6 times their 1991 values; in central Bristol about 6. */
const SOMERSET = 4.6;
const BRISTOL = 6;

const somerset = (houses: number, rents = houses): TownMarket => ({
  houses,
  flats: houses,
  rents,
  students: rents,
  since1991: SOMERSET,
});
const bristol = (houses: number, flats: number, rents: number): TownMarket => ({
  houses,
  flats,
  rents,
  students: 1.3,
  since1991: BRISTOL,
});

export const TOWN_MARKETS: Readonly<Record<string, TownMarket>> = {
  Taunton: somerset(1),
  Bridgwater: somerset(0.85, 0.92),
  Wellington: somerset(0.95),
  Minehead: somerset(0.95, 0.92),
  Wells: somerset(1.2, 1.05),
  Glastonbury: somerset(0.95),
  'Burnham-on-Sea': somerset(0.95),
  Wiveliscombe: somerset(1.05),
  Langport: somerset(1),
  Williton: somerset(0.95),
  'Bishops Lydeard': somerset(1.15),
  Milverton: somerset(1.15),
  'North Petherton': somerset(0.9),
  Dulverton: somerset(1.1),
  Yeovil: somerset(0.85, 0.9),
  Somerton: somerset(1.1),
  'Castle Cary': somerset(1.15),
  Martock: somerset(1),
  Ilminster: somerset(0.95),
  Chard: somerset(0.85, 0.88),
  Clifton: bristol(2.6, 2.3, 1.85),
  Harbourside: bristol(2.2, 1.9, 1.9),
  Redland: bristol(2.4, 2, 1.75),
  Cotham: bristol(2.4, 2, 1.75),
  Bishopston: bristol(2.2, 1.85, 1.65),
  Southville: bristol(2, 1.7, 1.6),
  Bedminster: bristol(1.8, 1.6, 1.55),
  'Chew Magna': bristol(1.3, 1.2, 1.2),
};

/** A type's price in Taunton: `base` for `fromBeds` bedrooms, `perBed` for each one more. */
interface Scale {
  readonly fromBeds: number;
  readonly base: number;
  readonly perBed: number;
}

const scale = (fromBeds: number, base: number, perBed: number): Scale => ({
  fromBeds,
  base,
  perBed,
});

/** Asking prices in Taunton, by property type. */
const SALE_PRICES: Readonly<Record<string, Scale>> = {
  'Detached house': scale(3, 365_000, 90_000),
  'Semi-detached house': scale(2, 220_000, 55_000),
  'Terraced house': scale(2, 195_000, 40_000),
  Townhouse: scale(3, 280_000, 60_000),
  Bungalow: scale(2, 265_000, 55_000),
  Cottage: scale(2, 250_000, 55_000),
  Apartment: scale(1, 125_000, 40_000),
  Maisonette: scale(2, 160_000, 30_000),
  Farmhouse: scale(4, 825_000, 135_000),
  'Barn conversion': scale(3, 575_000, 110_000),
  'Country house': scale(5, 1_200_000, 250_000),
};

/** Rents a calendar month in Taunton, by property type (a student house: by the room). */
const RENTS: Readonly<Record<string, Scale>> = {
  'Semi-detached house': scale(2, 975, 200),
  'Terraced house': scale(2, 925, 150),
  Cottage: scale(1, 775, 165),
  'Detached house': scale(3, 1_350, 300),
  Apartment: scale(1, 725, 170),
  Studio: scale(0, 595, 0),
  'Student house': scale(0, 0, 475),
};

/** A guide price at auction, for a home that needs work, against what it would fetch done up. */
const AUCTION_GUIDE = 0.7;

export interface MarketInput {
  readonly propertyType: string;
  readonly bedrooms: number;
  readonly town: string;
  readonly lettings: boolean;
  readonly flat: boolean;
  /** Sold at auction in need of work (a guide price). */
  readonly auction?: boolean;
  /** The seeded draw in [0, 1): where this home sits in its type's range. */
  readonly draw: number;
}

/**
 * What a home of this type and size asks in this town (a month's rent for a let), before the
 * agents' rounding; undefined for a type the table does not price (premises, land).
 */
export function marketPrice(input: MarketInput): number | undefined {
  const table = input.lettings ? RENTS : SALE_PRICES;
  const type = table[input.propertyType];
  const market = TOWN_MARKETS[input.town];
  if (type === undefined || market === undefined) return undefined;
  const level = input.lettings
    ? input.propertyType === 'Student house'
      ? market.students
      : market.rents
    : input.flat
      ? market.flats
      : market.houses;
  const taunton = type.base + type.perBed * (input.bedrooms - type.fromBeds);
  const spread = 0.9 + 0.2 * input.draw;
  return taunton * level * spread * (input.auction ? AUCTION_GUIDE : 1);
}

/** The bands' upper limits on 1 April 1991 values (England), A to G; H above. */
const BANDS: readonly (readonly [limit: number, band: string])[] = [
  [40_000, 'A'],
  [52_000, 'B'],
  [68_000, 'C'],
  [88_000, 'D'],
  [120_000, 'E'],
  [160_000, 'F'],
  [320_000, 'G'],
];

/**
 * The council-tax band a home's price puts it in: the price taken back to its 1991 value by its
 * town's growth since, then England's bands. A dearer home is never in a lower band.
 */
export function councilTaxBand(price: number, town: string): string {
  const since1991 = TOWN_MARKETS[town]?.since1991 ?? SOMERSET;
  const value1991 = price / since1991;
  return BANDS.find(([limit]) => value1991 <= limit)?.[1] ?? 'H';
}
