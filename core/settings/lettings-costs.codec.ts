/**
 * A rental's costs in the page data (`property_data.lettingsCosts`, docs/settings.md): decoded
 * field by field, so a bad deposit or payment is reported with its path and left out while the
 * rest shows. Money arrives in pounds (a number or a numeric string) and becomes pence here.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { Furnishing, LettingsCosts, PermittedPayment } from '../lettings/lettings-costs.js';
import { penceOf, type Pence } from '../lettings/rent.js';
import { parseIsoDate } from '../format/iso-date.js';
import {
  LooseNumber,
  describe,
  firstError,
  isRecord,
  listOf,
  optional,
  str,
} from './settings-primitives.js';

/** Pounds, not negative, turned into whole pence. */
const Money = new t.Type<Pence, number, unknown>(
  'Money',
  (u): u is Pence => Number.isSafeInteger(u),
  (u, c) => {
    const pounds = LooseNumber.decode(u);
    const pence = isLeft(pounds) ? undefined : penceOf(pounds.right);
    return pence !== undefined ? t.success(pence) : t.failure(u, c, 'expected pounds, 0 or more');
  },
  (pence) => pence / 100,
);

const AvailableFrom = t.refinement(
  str,
  (s) => s === 'now' || (/^\d{4}-\d{2}-\d{2}/.test(s) && parseIsoDate(s) !== undefined),
  "'now' or a date (YYYY-MM-DD)",
);

const MinimumTerm = t.refinement(
  LooseNumber,
  (n) => Number.isInteger(n) && n >= 1 && n <= 120,
  'whole months, 1 to 120',
);

const FIELDS = {
  rent: Money,
  rentFrequency: t.keyof({ pcm: null, pw: null }),
  holdingDeposit: Money,
  securityDeposit: Money,
  rentInAdvance: Money,
  availableFrom: AvailableFrom,
  furnishing: t.keyof({
    furnished: null,
    'part-furnished': null,
    unfurnished: null,
    flexible: null,
  } satisfies Record<Furnishing, null>),
  minimumTermMonths: MinimumTerm,
} as const;

const PermittedPaymentCodec = t.intersection([
  t.type({ name: t.refinement(str, (s) => s.trim() !== '', 'a name') }),
  optional({ amount: Money, note: str }),
]);

/**
 * The costs, or undefined when the page data has none. Total: a part that is not an object is
 * reported and skipped, as is each field or payment that does not decode.
 */
export function decodeLettingsCosts(
  value: unknown,
  path: string,
  problems: string[],
): LettingsCosts | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) {
    problems.push(`${path}: expected an object, got ${describe(value)}`);
    return undefined;
  }
  const fields: Record<string, unknown> = {};
  for (const [key, codec] of Object.entries(FIELDS)) {
    if (value[key] === undefined || value[key] === null) continue;
    const r = (codec as t.Decoder<unknown, unknown>).decode(value[key]);
    if (isLeft(r)) problems.push(`${path}.${key}: ${firstError(r.left)}`);
    else fields[key] = r.right;
  }
  const decoded = fields as Partial<Omit<LettingsCosts, 'otherPayments'>>;
  const otherPayments = listOf(
    `${path}.otherPayments`,
    PermittedPaymentCodec,
    value['otherPayments'],
    (raw): PermittedPayment => ({
      name: raw.name.trim(),
      ...(raw.amount !== undefined ? { amount: raw.amount } : {}),
      ...(raw.note?.trim() ? { note: raw.note.trim() } : {}),
    }),
    problems,
  );
  return { ...decoded, rentFrequency: decoded.rentFrequency ?? 'pcm', otherPayments };
}

/**
 * The costs as a platform sends them, money in pounds: what `decodeLettingsCosts` reads back
 * unchanged (the sandbox platform writes its page data with it).
 */
export function encodeLettingsCosts(costs: LettingsCosts): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, codec] of Object.entries(FIELDS)) {
    const value = (costs as unknown as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = (codec as t.Encoder<unknown, unknown>).encode(value);
  }
  out['otherPayments'] = costs.otherPayments.map((payment) =>
    PermittedPaymentCodec.encode(payment),
  );
  return out;
}
