/**
 * Stamp duty calculator: SDLT (England and Northern Ireland), LBTT (Scotland) and LTT (Wales)
 * (SPEC §9 "Stamp duty", §3 "Stamp duty band tables"; facts in reference/uk-property-tax.md).
 *
 * The band tables are data: the platform sends them as page data in the row shape below, decoded
 * with `StampDutyTablesCodec`; `CURRENT_STAMP_DUTY_TABLES` holds the 2025-26 rates the demo
 * agencies are seeded with. The arithmetic is exact: prices become integer pence, rates integer
 * ten-thousandths of a percent, sums are BigInt, and only the total is rounded (down, to whole
 * pounds, as HMRC SDLTM00050 says).
 */
import * as t from 'io-ts';
import { chain } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { percentToOneDecimal } from './percent.js';

// ---------- data shapes ----------------------------------------------------------------------

/**
 * One row of a band table as the platform sends it (SPEC §3). Prices are pounds, rates percent.
 * `minimum_property_price` is the displayed lower bound (e.g. 125,001) and is never used in the
 * maths: a band is the slice (previous row's maximum, this row's maximum].
 * Exactly one of the base rates is expected; the first present of sdlt, lbtt, ltt is used.
 */
export interface BandRow {
  readonly minimum_property_price: number;
  /** `null`: no upper limit (the top band). */
  readonly maximum_property_price: number | null;
  readonly base_sdlt_rate?: number;
  readonly base_lbtt_rate?: number;
  readonly base_ltt_rate?: number;
  /** Percentage points added to the band for a non-UK-resident buyer (absent: 0). */
  readonly non_uk_resident_surcharge?: number;
  /** Percentage points added to the band for an additional property or a company (absent: 0). */
  readonly additional_property_surcharge?: number;
}

export type BandTable = readonly BandRow[];

export interface StampDutyTables {
  readonly england: { readonly standard: BandTable; readonly firstTimeBuyer: BandTable };
  readonly scotland: { readonly standard: BandTable; readonly firstTimeBuyer: BandTable };
  readonly wales: { readonly standard: BandTable; readonly corporate: BandTable };
}

export type StampDutyCountry = 'england' | 'scotland' | 'wales';

export interface StampDutyInput {
  /** Purchase price in pounds. */
  readonly price: number;
  readonly country: StampDutyCountry;
  readonly firstTimeBuyer?: boolean;
  readonly additionalProperty?: boolean;
  readonly nonUkResident?: boolean;
  /** Bought by a company: the additional-property rates (England, Scotland) or corporate table (Wales). */
  readonly company?: boolean;
}

/** One line of the breakdown: the slice of the price in this band and the tax on it. */
export interface StampDutyBand {
  /** Lower bound in pounds (exclusive; 0 for the first band). */
  readonly from: number;
  /** Upper bound in pounds (inclusive); null for the top band. */
  readonly to: number | null;
  /** Rate applied, percent, surcharges included. */
  readonly rate: number;
  /** The part of the price inside this band, pounds. */
  readonly taxable: number;
  /** Tax on this slice, pounds, rounded down to the penny (the total is rounded on its own). */
  readonly tax: number;
}

export interface StampDutyResult {
  /** Whole pounds, rounded down. */
  readonly tax: number;
  /** tax ÷ price × 100, half-up to one decimal; 0 for a zero price. */
  readonly effectiveRate: number;
  readonly bands: readonly StampDutyBand[];
}

// ---------- rules as data ---------------------------------------------------------------------

/** Surcharges apply only when the price is £40,000 or more (HMRC SDLTM09765, LBTT ADS, LTT higher rates). */
export const SURCHARGE_THRESHOLD = 40_000;

interface Buyer {
  readonly firstTimeBuyer: boolean;
  readonly additional: boolean;
  readonly nonUkResident: boolean;
}

/**
 * A company pays the additional-property rates; first-time-buyer relief and additional-property
 * rates exclude each other (SPEC §4 Calculators), and when both are given the additional-property
 * rates win: relief is never granted to a buyer who says they already own a home.
 */
function buyerOf(input: StampDutyInput): Buyer {
  const additional = input.additionalProperty === true || input.company === true;
  return {
    additional,
    firstTimeBuyer: input.firstTimeBuyer === true && !additional,
    nonUkResident: input.nonUkResident === true,
  };
}

/**
 * A first-time-buyer table applies only to prices it covers: England's ends at £500,000 (relief up
 * to and including £500,000; above, the standard table applies to the whole price), Scotland's has
 * an open top band (no cap).
 */
function coversPrice(table: BandTable, price: number): boolean {
  const last = table[table.length - 1];
  if (last === undefined) return false;
  return last.maximum_property_price === null || price <= last.maximum_property_price;
}

// ---------- exact arithmetic ------------------------------------------------------------------

/** Rates are held as integer ten-thousandths of a percent: 7.5 % → 75,000. */
const RATE_SCALE = 10_000n;
/** pence × rate units ÷ this = pounds (100 pence × 100 percent × RATE_SCALE). */
const POUNDS_DIVISOR = 100n * 100n * RATE_SCALE;
const PENCE_DIVISOR = 100n * RATE_SCALE;

/** Pounds to integer pence; null when the amount is not a finite, non-negative number of pence. */
function toPence(pounds: number): bigint | null {
  const pence = Math.round(pounds * 100);
  return Number.isFinite(pence) && pence >= 0 ? BigInt(pence) : null;
}

/** Non-finite or negative rates count as 0 (the codec refuses them; the calculator never throws). */
function toRateUnits(percent: number | undefined): bigint {
  if (percent === undefined || !Number.isFinite(percent) || percent < 0) return 0n;
  return BigInt(Math.round(percent * Number(RATE_SCALE)));
}

/** A null upper bound is the open top band; one that is not finite or negative is treated the same. */
function upperPence(row: BandRow): bigint | null {
  const max = row.maximum_property_price;
  return max === null ? null : toPence(max);
}

function baseRateOf(row: BandRow): number | undefined {
  return row.base_sdlt_rate ?? row.base_lbtt_rate ?? row.base_ltt_rate;
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

/** price 0 → 0; otherwise tax ÷ price × 100, half-up to one decimal, in integer arithmetic. */
function effectiveRateOf(taxPounds: bigint, pricePence: bigint): number {
  return percentToOneDecimal(taxPounds * 100n, pricePence);
}

// ---------- the calculator --------------------------------------------------------------------

/**
 * Stamp duty on a residential purchase (SPEC §9; reference/uk-property-tax.md).
 *
 * - The table: England/Scotland first-time-buyer table when it covers the price, else standard;
 *   Wales corporate (higher rates) for an additional property or a company from £40,000.
 * - Each row's rate is its base rate plus, from £40,000, its `additional_property_surcharge` for an
 *   additional property or company and its `non_uk_resident_surcharge` for a non-UK resident.
 * - Tax = Σ slice × rate, exact, rounded down to whole pounds.
 *
 * An invalid price (negative, NaN, infinite, or too large to count in pence) gives tax 0,
 * effective rate 0 and no bands, so a half-typed form shows nothing rather than an error.
 */
export function calculateStampDuty(
  input: StampDutyInput,
  tables: StampDutyTables,
): StampDutyResult {
  const { price } = input;
  const pricePence = toPence(price);
  if (pricePence === null) return { tax: 0, effectiveRate: 0, bands: [] };

  const buyer = buyerOf(input);
  const table = chooseTable(input.country, tables, buyer, price);
  const surchargesApply = price >= SURCHARGE_THRESHOLD;

  let lower = 0n;
  let totalNumerator = 0n;
  const bands: StampDutyBand[] = [];
  for (const row of table) {
    const upper = upperPence(row);
    const rateUnits =
      toRateUnits(baseRateOf(row)) +
      (surchargesApply && buyer.additional ? toRateUnits(row.additional_property_surcharge) : 0n) +
      (surchargesApply && buyer.nonUkResident ? toRateUnits(row.non_uk_resident_surcharge) : 0n);
    const top = upper === null ? pricePence : minBig(pricePence, upper);
    const slicePence = maxBig(0n, top - lower);
    const numerator = slicePence * rateUnits;
    totalNumerator += numerator;
    bands.push({
      from: Number(lower) / 100,
      to: upper === null ? null : Number(upper) / 100,
      rate: Number(rateUnits) / Number(RATE_SCALE),
      taxable: Number(slicePence) / 100,
      tax: Number(numerator / PENCE_DIVISOR) / 100,
    });
    if (upper === null) break;
    lower = maxBig(lower, upper);
  }

  const taxPounds = totalNumerator / POUNDS_DIVISOR;
  return { tax: Number(taxPounds), effectiveRate: effectiveRateOf(taxPounds, pricePence), bands };
}

/**
 * Which table a purchase uses: England and Scotland use the first-time-buyer table when it covers
 * the price, else the standard one; Wales has no first-time-buyer relief and uses its corporate
 * (higher rates) table for an additional property or a company from £40,000.
 */
function chooseTable(
  country: StampDutyCountry,
  tables: StampDutyTables,
  buyer: Buyer,
  price: number,
): BandTable {
  switch (country) {
    case 'england':
    case 'scotland': {
      const { standard, firstTimeBuyer } = tables[country];
      return buyer.firstTimeBuyer && coversPrice(firstTimeBuyer, price) ? firstTimeBuyer : standard;
    }
    case 'wales':
      return buyer.additional && price >= SURCHARGE_THRESHOLD
        ? tables.wales.corporate
        : tables.wales.standard;
  }
}

// ---------- current rates ---------------------------------------------------------------------

type RateKey = 'base_sdlt_rate' | 'base_lbtt_rate' | 'base_ltt_rate';

/**
 * Builds rows from [upper bound, base rate, additional surcharge, non-UK surcharge] tuples, with the
 * displayed minimum one pound above the previous maximum, as the platform shows it.
 */
function rows(
  rateKey: RateKey,
  bands: readonly (readonly [
    max: number | null,
    base: number,
    additional: number,
    nonUk: number,
  ])[],
): BandTable {
  return bands.map(([max, base, additional, nonUk], index) => {
    const previous = index === 0 ? undefined : bands[index - 1]?.[0];
    return {
      minimum_property_price: previous === undefined || previous === null ? 0 : previous + 1,
      maximum_property_price: max,
      [rateKey]: base,
      non_uk_resident_surcharge: nonUk,
      additional_property_surcharge: additional,
    };
  });
}

/**
 * The rates in force for 2025-26, unchanged for 2026-27 (reference/uk-property-tax.md).
 * Wales' higher residential rates are not "main rate + a constant", so the corporate table is split
 * at the union of both tables' breakpoints and each row carries the main rate as its base and the
 * difference as its additional-property surcharge (applied from £40,000).
 */
export const CURRENT_STAMP_DUTY_TABLES: StampDutyTables = {
  england: {
    standard: rows('base_sdlt_rate', [
      [125_000, 0, 5, 2],
      [250_000, 2, 5, 2],
      [925_000, 5, 5, 2],
      [1_500_000, 10, 5, 2],
      [null, 12, 5, 2],
    ]),
    // First-time buyers never pay the additional-property rates, so that column is 0 here.
    firstTimeBuyer: rows('base_sdlt_rate', [
      [300_000, 0, 0, 2],
      [500_000, 5, 0, 2],
    ]),
  },
  scotland: {
    standard: rows('base_lbtt_rate', [
      [145_000, 0, 8, 0],
      [250_000, 2, 8, 0],
      [325_000, 5, 8, 0],
      [750_000, 10, 8, 0],
      [null, 12, 8, 0],
    ]),
    firstTimeBuyer: rows('base_lbtt_rate', [
      [175_000, 0, 0, 0],
      [250_000, 2, 0, 0],
      [325_000, 5, 0, 0],
      [750_000, 10, 0, 0],
      [null, 12, 0, 0],
    ]),
  },
  wales: {
    standard: rows('base_ltt_rate', [
      [225_000, 0, 0, 0],
      [400_000, 6, 0, 0],
      [750_000, 7.5, 0, 0],
      [1_500_000, 10, 0, 0],
      [null, 12, 0, 0],
    ]),
    // Higher rates 5 / 8.5 / 10 / 12.5 / 15 / 17 % at 180k / 250k / 400k / 750k / 1.5m.
    corporate: rows('base_ltt_rate', [
      [180_000, 0, 5, 0],
      [225_000, 0, 8.5, 0],
      [250_000, 6, 2.5, 0],
      [400_000, 6, 4, 0],
      [750_000, 7.5, 5, 0],
      [1_500_000, 10, 5, 0],
      [null, 12, 5, 0],
    ]),
  },
};

// ---------- decoding page data ----------------------------------------------------------------

/** A finite, non-negative number; numeric strings ('7.5') are accepted, as Rails sends decimals. */
const Amount = new t.Type<number, number, unknown>(
  'Amount',
  (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= 0,
  (u, c) => {
    const n = typeof u === 'string' && u.trim() !== '' ? Number(u) : u;
    return typeof n === 'number' && Number.isFinite(n) && n >= 0
      ? t.success(n)
      : t.failure(u, c, 'expected a finite, non-negative number');
  },
  (n) => n,
);

const BandRowShape = t.intersection([
  t.exact(
    t.type({
      minimum_property_price: Amount,
      maximum_property_price: t.union([Amount, t.null]),
    }),
  ),
  t.exact(
    t.partial({
      base_sdlt_rate: Amount,
      base_lbtt_rate: Amount,
      base_ltt_rate: Amount,
      non_uk_resident_surcharge: Amount,
      additional_property_surcharge: Amount,
    }),
  ),
]);

const BandRowCodec = new t.Type<BandRow, BandRow, unknown>(
  'BandRow',
  (u): u is BandRow => BandRowShape.is(u) && baseRateOf(u) !== undefined,
  (u, c) =>
    pipe(
      BandRowShape.validate(u, c),
      chain((row) =>
        baseRateOf(row) === undefined
          ? t.failure<BandRow>(u, c, 'a band row needs a base rate')
          : t.success(row),
      ),
    ),
  (row) => row,
);

/** Maxima strictly increase, and only the last row may be open (null). */
function isOrdered(table: BandTable): boolean {
  return table.every((row, index) => {
    if (index === 0) return true;
    const previous = table[index - 1]?.maximum_property_price;
    return (
      previous !== null &&
      previous !== undefined &&
      (row.maximum_property_price === null || row.maximum_property_price > previous)
    );
  });
}

const BandTableCodec = new t.Type<BandTable, BandTable, unknown>(
  'BandTable',
  (u): u is BandTable =>
    Array.isArray(u) && u.every((row) => BandRowCodec.is(row)) && u.length > 0 && isOrdered(u),
  (u, c) =>
    pipe(
      t.readonlyArray(BandRowCodec).validate(u, c),
      chain((table) =>
        table.length > 0 && isOrdered(table)
          ? t.success(table)
          : t.failure<BandTable>(
              u,
              c,
              'a band table needs rows with increasing maxima, only the last open',
            ),
      ),
    ),
  (table) => table,
);

/**
 * Decodes the stamp-duty band tables of the page data (SPEC §3). Numbers may arrive as numeric
 * strings; unknown fields are dropped; a row without a base rate, a negative or non-finite number,
 * an empty table or maxima out of order are decode failures.
 */
export const StampDutyTablesCodec: t.Type<StampDutyTables, StampDutyTables, unknown> = t.exact(
  t.type({
    england: t.exact(t.type({ standard: BandTableCodec, firstTimeBuyer: BandTableCodec })),
    scotland: t.exact(t.type({ standard: BandTableCodec, firstTimeBuyer: BandTableCodec })),
    wales: t.exact(t.type({ standard: BandTableCodec, corporate: BandTableCodec })),
  }),
);
