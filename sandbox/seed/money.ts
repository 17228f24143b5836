/** Money and number texts the way UK agencies print them. */
import { formatWholeNumber, formatWholePounds } from '../../core/index.js';

/** 1234567 → '1,234,567' (core's one grouping rule). */
export const groupThousands = formatWholeNumber;

/** 350000 → '£350,000' (core's one rule for whole pounds). */
export const pounds = formatWholePounds;

/** Round a price the way agents do: to £5,000 above £200,000, £2,500 above £50,000, else £1,000 (lettings: £25). */
export function roundPrice(value: number, lettings: boolean): number {
  const step = lettings ? 25 : value >= 200_000 ? 5_000 : value >= 50_000 ? 2_500 : 1_000;
  return Math.max(step, Math.round(value / step) * step);
}
