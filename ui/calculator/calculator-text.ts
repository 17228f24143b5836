/**
 * What the calculators' inputs hold, as typed, and how it is read as numbers: shared by every
 * calculator tab so each input behaves alike. Digits-only amounts use core's `digitsOnly`.
 */

/** A digits-only text as pounds; '' is NaN (no value), as the input rules of core expect. */
export function amountOf(text: string): number {
  return text === '' ? Number.NaN : Number(text);
}

/** An optional digits-only amount: '' is 0 (nothing to add). */
export function optionalAmountOf(text: string): number {
  return text === '' ? 0 : Number(text);
}

/** A decimal text as a number; '' or anything malformed ('1.2.3', '.') is NaN. */
export function decimalOf(text: string): number {
  return /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** Keeps digits and the first decimal point, at most `maxLength` characters. */
export function decimalText(text: string, maxLength: number): string {
  const cleaned = text.replace(/[^0-9.]/g, '');
  const point = cleaned.indexOf('.');
  const single =
    point < 0 ? cleaned : cleaned.slice(0, point + 1) + cleaned.slice(point + 1).replace(/\./g, '');
  return single.slice(0, maxLength);
}

/** A percentage to one decimal, always with its decimal: 6 → '6.0%'. */
export function percentText(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/**
 * The errors of the fields the visitor has typed in: an empty field the visitor has not reached
 * yet is not an error, only a result of 0.
 */
export function errorsOfEdited<F extends string>(
  errors: Partial<Record<F, string>>,
  edited: ReadonlySet<F>,
): Partial<Record<F, string>> {
  const shown: Partial<Record<F, string>> = {};
  for (const field of edited) {
    const message = errors[field];
    if (message !== undefined) shown[field] = message;
  }
  return shown;
}
