// format: words and numbers as the site writes them: prices (the one rule for a listing's price
// text), counts and plurals, times of day and readable dates. No `Intl`: the same text on every
// engine.
export {
  formatPrice,
  formatWholePounds,
  formatWholeNumber,
  weeklyPriceFromMonthly,
  studentPppw,
  PRICE_ON_APPLICATION,
  listingPrice,
  formatAcreage,
  digitsOnly,
} from './price.js';
export type { PppwSettings, StudentPriceInput, ListingPriceInput, ListingPrice } from './price.js';
export { pluralWord, countOf, numberWord, countInWords, thereAre, capitalise } from './plural.js';
export { formatTime, clockTimeText } from './clock-time.js';
export { readableDate } from './readable-date.js';
export type { ReadableDate } from './readable-date.js';
