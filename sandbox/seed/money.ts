/** Money and number texts the way UK agencies print them. */

/** 1234567 → '1,234,567'. */
export function groupThousands(value: number): string {
  const whole = Math.round(Math.abs(value)).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

/** 350000 → '£350,000'. */
export function pounds(value: number): string {
  return `£${groupThousands(value)}`;
}

/** Round a price the way agents do: to £5,000 above £200,000, £2,500 above £50,000, else £1,000 (lettings: £25). */
export function roundPrice(value: number, lettings: boolean): number {
  const step = lettings ? 25 : value >= 200_000 ? 5_000 : value >= 50_000 ? 2_500 : 1_000;
  return Math.max(step, Math.round(value / step) * step);
}
