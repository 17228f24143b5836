/**
 * Counts in words, the one rule for singular and plural: '1 branch', '7 branches', '1,250
 * properties', 'one bedroom', 'There is one bedroom' / 'There are two bedrooms'. English needs
 * only the two forms, but which one is a rule every view would otherwise write again.
 */
import { formatWholeNumber } from './price.js';

/** The singular for exactly 1, the plural otherwise (0 too: 'no branches', '0 branches'). */
export function pluralWord(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** '1 branch', '7 branches', '1,250 properties' (thousands grouped as UK sites print them). */
export function countOf(count: number, one: string, many: string): string {
  const figure = Number.isInteger(count) ? formatWholeNumber(count) : String(count);
  return `${figure} ${pluralWord(count, one, many)}`;
}

const WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** A count as prose writes it: 'no' for 0, words up to twelve, figures above ('13'). */
export function numberWord(count: number): string {
  return Number.isInteger(count) && count >= 0 && count < WORDS.length
    ? (WORDS[count] as string)
    : String(count);
}

/** 'one bedroom', 'seven offices', '14 offices': a count in words with its noun. */
export function countInWords(count: number, one: string, many: string): string {
  return `${numberWord(count)} ${pluralWord(count, one, many)}`;
}

/** 'There is one bedroom', 'There are two bedrooms', 'There are no bedrooms'. */
export function thereAre(count: number, one: string, many: string): string {
  return `There ${pluralWord(count, 'is', 'are')} ${countInWords(count, one, many)}`;
}

/** A sentence's first letter in capitals ('seven offices' → 'Seven offices'). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
