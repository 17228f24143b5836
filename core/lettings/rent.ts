/**
 * Rent conversions and the legal caps on what a tenant can be asked to pay up front in England
 * (Tenant Fees Act 2019 sch. 1; Renters' Rights Act 2025 on rent in advance). Amounts are integer
 * pence: the platform sends pounds, `penceOf` turns them into pence once, and every sum here is
 * exact integer arithmetic (docs/decisions/0113-lettings-costs-and-checks.md).
 *
 * Every figure worked out here is rounded DOWN to the penny: a week's rent (pcm × 12 ÷ 52), a
 * month's rent from a weekly one (pw × 52 ÷ 12) and each cap (worked from the annual rent in one
 * step). So the weekly rent a visitor reads is exactly the holding deposit's cap, and a payment at
 * a cap never exceeds the law by a fraction of a penny.
 */

/** An amount of money in whole pence. */
export type Pence = number;

/** How often the rent the platform sends is due. */
export type RentUnit = 'pcm' | 'pw';

/** Annual rent from which the security deposit may be six weeks' rent instead of five: £50,000. */
export const HIGH_RENT_ANNUAL_PENCE: Pence = 5_000_000;

/** Pounds (as the platform sends them) to whole pence; undefined for anything not a finite amount ≥ 0. */
export function penceOf(pounds: number): Pence | undefined {
  if (!Number.isFinite(pounds) || pounds < 0) return undefined;
  // toPrecision(15) clears binary error first (1.005 × 100 = 100.49999… → 100.5 → 101).
  const pence = Math.round(Number((pounds * 100).toPrecision(15)));
  return Number.isSafeInteger(pence) ? pence : undefined;
}

/** Pence back to pounds, for core's formatter (`formatPrice`). */
export function poundsOf(pence: Pence): number {
  return pence / 100;
}

/** Whole pence of an amount: a fraction of a penny is dropped; anything below 0 or not finite is 0. */
function whole(pence: number): bigint {
  return Number.isFinite(pence) && pence > 0 ? BigInt(Math.floor(pence)) : 0n;
}

/** a × b ÷ c in whole pence, rounded down, exactly (BigInt: no product loses a digit). */
function mulDivDown(a: Pence, b: number, c: number): Pence {
  return Number((whole(a) * BigInt(b)) / BigInt(c));
}

/** The weekly rent of a monthly one, rounded down to the penny: pcm × 12 ÷ 52. £1,250 pcm → £288.46 pw. */
export function weeklyRentOf(pcm: Pence): Pence {
  return mulDivDown(pcm, 12, 52);
}

/** The monthly rent of a weekly one, rounded down to the penny: pw × 52 ÷ 12. £300 pw → £1,300 pcm. */
export function monthlyRentOf(pw: Pence): Pence {
  return mulDivDown(pw, 52, 12);
}

/** The rent a month, whichever way it was given. */
export function monthlyRent(rent: Pence, frequency: RentUnit): Pence {
  return frequency === 'pcm' ? Number(whole(rent)) : monthlyRentOf(rent);
}

/** The rent a week, whichever way it was given. */
export function weeklyRent(rent: Pence, frequency: RentUnit): Pence {
  return frequency === 'pw' ? Number(whole(rent)) : weeklyRentOf(rent);
}

/** The rent a year, exactly: pcm × 12, or pw × 52. */
export function annualRent(rent: Pence, frequency: RentUnit): Pence {
  return mulDivDown(rent, frequency === 'pcm' ? 12 : 52, 1);
}

/** What the law allows a tenant to be asked for, each rounded down to the penny. */
export interface LettingsCaps {
  /** One week's rent (Tenant Fees Act 2019 sch. 1 para. 2). */
  readonly holdingDeposit: Pence;
  /** Five weeks' rent, or six where the annual rent is £50,000 or more (sch. 1 para. 3). */
  readonly securityDeposit: Pence;
  /** 5 or 6: the weeks of rent the security deposit may be. */
  readonly securityDepositWeeks: 5 | 6;
  /** One month's rent (Renters' Rights Act 2025, from 1 May 2026). */
  readonly rentInAdvance: Pence;
}

/**
 * The caps for a rent. £1,250 pcm (£15,000 a year): holding £288.46, security (5 weeks) £1,442.30,
 * rent in advance £1,250.00. £4,166.67 pcm is £50,000.04 a year, so 6 weeks: £5,769.23.
 */
export function lettingsCaps(rent: Pence, frequency: RentUnit): LettingsCaps {
  const annual = annualRent(rent, frequency);
  const securityDepositWeeks = annual >= HIGH_RENT_ANNUAL_PENCE ? 6 : 5;
  return {
    holdingDeposit: weeklyRent(rent, frequency),
    securityDeposit: mulDivDown(annual, securityDepositWeeks, 52),
    securityDepositWeeks,
    rentInAdvance: monthlyRent(rent, frequency),
  };
}
