/**
 * Percentages shown to one decimal place (stamp duty's effective rate, rental yields). Worked in
 * integer arithmetic so a share that is exactly halfway, such as 5.15%, always rounds up: binary
 * floating point holds 6,180 ÷ 120,000 × 100 as 5.1499…, which `toFixed(1)` shows as 5.1.
 */

/** Integer division rounding half up, for a non-negative numerator and a positive divisor. */
function divideHalfUp(numerator: bigint, divisor: bigint): bigint {
  return (2n * numerator + divisor) / (2n * divisor);
}

/**
 * part ÷ whole × 100, rounded half up to one decimal: (6,180, 120,000) → 5.2. Both in the same
 * unit (pence, pounds). A whole of 0 or less, or a negative part, gives 0.
 */
export function percentToOneDecimal(part: bigint, whole: bigint): number {
  if (whole <= 0n || part < 0n) return 0;
  return Number(divideHalfUp(part * 1000n, whole)) / 10;
}
