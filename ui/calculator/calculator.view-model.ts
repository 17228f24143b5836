/**
 * The calculators of the /calculator modal (SPEC §2 /calculator, §4 Calculators, §5 Mortgage
 * calculator, §9 Mortgage and Stamp duty): mortgage, stamp duty, rental yield
 * (rental-yield.view-model.ts) and what could I borrow (borrowing.view-model.ts).
 *
 * The arithmetic and the validation live in core; this class holds what the visitor typed (as
 * strings, exactly as shown), the active tab, and derives errors and results. It has no DOM and
 * no side effects beyond one warning when the page data's band tables cannot be used.
 */
import { isLeft } from 'fp-ts/Either';
import type { Errors } from 'io-ts';
import { action, computed, makeObservable, observable } from 'mobx';
import {
  CURRENT_STAMP_DUTY_TABLES,
  StampDutyTablesCodec,
  calculateStampDuty,
  MORTGAGE_DEFAULTS,
  defaultDeposit,
  monthlyMortgagePayment,
  digitsOnly,
  formatPrice,
  formatWholePounds,
  validateMortgageInputs,
  VALIDATION_MESSAGES,
  safeLink,
  WEB_PAGE_LINK,
} from '../../core/index.js';
import type {
  StampDutyBand,
  StampDutyCountry,
  StampDutyResult,
  StampDutyTables,
  MortgageType,
  PropertyDetail,
  FieldErrors,
  MortgageField,
} from '../../core/index.js';
import { BorrowingViewModel } from './borrowing.view-model.js';
import { amountOf, decimalOf, decimalText, percentText } from './calculator-text.js';
import { RentalYieldViewModel } from './rental-yield.view-model.js';

export type CalculatorTab = 'mortgage' | 'stamp-duty' | 'rental-yield' | 'borrowing';

/** Where developer-only warnings go (the app passes its logger; defaults to the console). */
export interface CalculatorLog {
  warn(message: string): void;
}

export interface CalculatorTheme {
  /** Default interest rate, percent (theme setting, SPEC §9). */
  readonly mortgageInterestRate: number;
  /** Link to the agency's mortgage guide (SPEC §2: default /mortgages). */
  readonly mortgageGuideUrl: string;
  /** The borrowing calculator's starting income multiple (theme setting, default 4.5). */
  readonly mortgageIncomeMultiple: number;
}

export interface CalculatorViewModelArgs {
  readonly property: PropertyDetail;
  /** The stamp-duty band tables from the page data (SPEC §3), not yet decoded. */
  readonly tablesData: unknown;
  readonly theme: CalculatorTheme;
  readonly log?: CalculatorLog;
}

/** Price and deposit inputs keep at most 11 digits (SPEC §5). */
export const MONEY_INPUT_MAX_LENGTH = 11;
/** The rate input: digits and one decimal point, e.g. '10.00'. */
export const RATE_INPUT_MAX_LENGTH = 5;
/** The term input: whole years, two digits (5–35). */
export const YEARS_INPUT_MAX_LENGTH = 2;
/** Where the mortgage guide link goes when the theme names none (SPEC §2). */
export const DEFAULT_MORTGAGE_GUIDE_URL = '/mortgages';

/** Tags that hide the stamp duty calculator (SPEC §9), compared case-insensitively. */
const NO_STAMP_DUTY_TAGS: readonly string[] = ['gth commercial', 'gth development'];

/** What each nation calls its tax, and which buyer options its rules know (reference/uk-property-tax.md). */
const COUNTRY_RULES: Readonly<
  Record<
    StampDutyCountry,
    {
      readonly taxName: string;
      readonly region: string;
      readonly firstTimeBuyer: boolean;
      readonly nonUkResident: boolean;
    }
  >
> = {
  england: {
    taxName: 'Stamp Duty Land Tax',
    region: 'England and Northern Ireland',
    firstTimeBuyer: true,
    nonUkResident: true,
  },
  scotland: {
    taxName: 'Land and Buildings Transaction Tax',
    region: 'Scotland',
    firstTimeBuyer: true,
    nonUkResident: false,
  },
  wales: {
    taxName: 'Land Transaction Tax',
    region: 'Wales',
    firstTimeBuyer: false,
    nonUkResident: false,
  },
};

/** One line of the stamp duty breakdown, ready to show. */
export interface StampDutyBandRow {
  /** '£0 to £125,000', '£125,001 to £250,000', 'Above £1,500,000'. */
  readonly band: string;
  /** '5%', '7.5%'. */
  readonly rate: string;
  /** The part of the price in this band: '£125,000'. */
  readonly taxable: string;
  /** Tax on that part: '£2,500' (pence shown only when there are any). */
  readonly tax: string;
}

/**
 * The page data's tables when they decode, else the current rates. Each unusable value is reported
 * once per logger, however many times the modal is opened (StrictMode builds view-models twice).
 */
const reported = new WeakMap<CalculatorLog, Set<unknown>>();

function decodeTables(data: unknown, log: CalculatorLog): StampDutyTables {
  const decoded = StampDutyTablesCodec.decode(data);
  if (!isLeft(decoded)) return decoded.right;
  const seen = reported.get(log) ?? new Set<unknown>();
  reported.set(log, seen);
  if (!seen.has(data)) {
    seen.add(data);
    const detail =
      data === undefined || data === null
        ? 'missing from the page data'
        : `unusable at ${problemPaths(decoded.left)}`;
    log.warn(`Stamp duty tables: ${detail}. Using the built-in current rates.`);
  }
  return CURRENT_STAMP_DUTY_TABLES;
}

/** 'england.standard, wales.corporate': where decoding failed (at most three places, no values). */
function problemPaths(errors: Errors): string {
  const paths = errors.map((error) =>
    error.context
      .map((entry) => entry.key)
      .filter((key) => key !== '' && !/^\d+$/.test(key))
      .join('.'),
  );
  const unique = [...new Set(paths.map((path) => (path === '' ? '(root)' : path)))];
  return unique.slice(0, 3).join(', ') + (unique.length > 3 ? ` (+${unique.length - 3} more)` : '');
}

/** Whole pounds when there are no pence, else pounds and pence. */
function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? formatWholePounds(amount) : formatPrice(amount);
}

function bandRowOf(band: StampDutyBand): StampDutyBandRow {
  const label =
    band.to === null
      ? `Above ${formatWholePounds(band.from)}`
      : `${formatWholePounds(band.from === 0 ? 0 : band.from + 1)} to ${formatWholePounds(band.to)}`;
  return {
    band: label,
    rate: `${band.rate}%`,
    taxable: formatMoney(band.taxable),
    tax: formatMoney(band.tax),
  };
}

/** A page of this site or of the web (core's link rule); anything else (blank, 'javascript:…') gives /mortgages. */
function guideUrlOf(url: string): string {
  return safeLink(url, WEB_PAGE_LINK) ?? DEFAULT_MORTGAGE_GUIDE_URL;
}

function validPrice(price: number | undefined): price is number {
  return price !== undefined && Number.isFinite(price) && price > 0;
}

/**
 * State of the calculator modal. Build one per opening; nothing starts or needs disposing.
 *
 * - `available`: false for lettings properties (SPEC §2: not offered on lettings).
 * - `stampDutyAvailable`: also false for a missing price and for the tags 'gth commercial' and
 *   'gth development' (SPEC §9), case-insensitively; then only the mortgage tab exists.
 * - Mortgage: price defaults to the property's, deposit to 20% of it (following the price until
 *   the visitor edits the deposit), 25 years, the theme's rate, repayment (SPEC §9).
 * - Stamp duty: 'First time buyer' and 'Additional property' untick each other (SPEC §4);
 *   'Non-UK resident' exists in England only, 'First time buyer' not in Wales (no relief there).
 * - Rental yield and What could I borrow: offered wherever the calculators are (sales), the
 *   yield starting from the property's price, the borrowing from the agency's income multiple.
 */
export class CalculatorViewModel {
  readonly available: boolean;
  readonly stampDutyAvailable: boolean;
  readonly country: StampDutyCountry;
  readonly tables: StampDutyTables;
  readonly mortgageGuideUrl: string;
  readonly rentalYield: RentalYieldViewModel;
  readonly borrowing: BorrowingViewModel;

  activeTab: CalculatorTab = 'mortgage';

  priceText: string;
  depositText: string;
  rateText: string;
  yearsText: string = String(MORTGAGE_DEFAULTS.years);
  mortgageType: MortgageType = MORTGAGE_DEFAULTS.type;
  /** Once the visitor types a deposit, a new price no longer resets it to 20%. */
  depositEdited = false;

  stampDutyPriceText: string;
  firstTimeBuyer = false;
  additionalProperty = false;
  nonUkResident = false;

  constructor({ property, tablesData, theme, log = console }: CalculatorViewModelArgs) {
    const price = validPrice(property.priceValue) ? Math.round(property.priceValue) : undefined;
    const tags = property.tags.map((tag) => tag.trim().toLowerCase());
    this.available = property.property_channel !== 'lettings';
    this.stampDutyAvailable =
      this.available &&
      price !== undefined &&
      !tags.some((tag) => NO_STAMP_DUTY_TAGS.includes(tag));
    this.country = property.country ?? 'england';
    this.tables = this.stampDutyAvailable
      ? decodeTables(tablesData, log)
      : CURRENT_STAMP_DUTY_TABLES;
    this.mortgageGuideUrl = guideUrlOf(theme.mortgageGuideUrl);

    const priceText = price === undefined ? '' : digitsOnly(String(price), MONEY_INPUT_MAX_LENGTH);
    this.priceText = priceText;
    this.depositText = price === undefined ? '' : String(defaultDeposit(price));
    this.rateText = Number.isFinite(theme.mortgageInterestRate)
      ? String(theme.mortgageInterestRate)
      : '';
    this.stampDutyPriceText = priceText;
    this.rentalYield = new RentalYieldViewModel(price);
    this.borrowing = new BorrowingViewModel(theme.mortgageIncomeMultiple);

    makeObservable(this, {
      activeTab: observable,
      priceText: observable,
      depositText: observable,
      rateText: observable,
      yearsText: observable,
      mortgageType: observable,
      depositEdited: observable,
      stampDutyPriceText: observable,
      firstTimeBuyer: observable,
      additionalProperty: observable,
      nonUkResident: observable,
      tabs: computed,
      mortgageErrors: computed,
      monthlyPayment: computed,
      monthlyPaymentText: computed,
      loanAmountText: computed,
      depositPercentText: computed,
      stampDutyPriceError: computed,
      stampDuty: computed,
      stampDutyText: computed,
      effectiveRateText: computed,
      stampDutyBands: computed,
      selectTab: action,
      setPrice: action,
      setDeposit: action,
      setRate: action,
      setYears: action,
      setMortgageType: action,
      setStampDutyPrice: action,
      setFirstTimeBuyer: action,
      setAdditionalProperty: action,
      setNonUkResident: action,
    });
  }

  // ---------- tabs --------------------------------------------------------------------------

  /** The tabs on offer, in order: stamp duty when available, the others always. */
  get tabs(): readonly CalculatorTab[] {
    return this.stampDutyAvailable
      ? ['mortgage', 'stamp-duty', 'rental-yield', 'borrowing']
      : ['mortgage', 'rental-yield', 'borrowing'];
  }

  /** Shows a tab; a tab not on offer is ignored. */
  selectTab(tab: CalculatorTab): void {
    if (this.tabs.includes(tab)) this.activeTab = tab;
  }

  // ---------- mortgage ----------------------------------------------------------------------

  /** The price as typed, reduced to at most 11 digits; an unedited deposit follows at 20%. */
  setPrice(text: string): void {
    this.priceText = digitsOnly(text, MONEY_INPUT_MAX_LENGTH);
    if (!this.depositEdited) {
      this.depositText =
        this.priceText === '' ? '' : String(defaultDeposit(Number(this.priceText)));
    }
  }

  /** The deposit as typed, reduced to at most 11 digits. */
  setDeposit(text: string): void {
    this.depositText = digitsOnly(text, MONEY_INPUT_MAX_LENGTH);
    this.depositEdited = true;
  }

  /** The annual rate as typed: digits and one decimal point, at most 5 characters. */
  setRate(text: string): void {
    this.rateText = decimalText(text, RATE_INPUT_MAX_LENGTH);
  }

  /** The term as typed: digits, at most 2. */
  setYears(text: string): void {
    this.yearsText = digitsOnly(text, YEARS_INPUT_MAX_LENGTH);
  }

  setMortgageType(type: MortgageType): void {
    this.mortgageType = type;
  }

  private get mortgageValues() {
    return {
      price: amountOf(this.priceText),
      deposit: amountOf(this.depositText),
      annualRatePercent: decimalOf(this.rateText),
      years: amountOf(this.yearsText),
    };
  }

  /** One message per invalid field (core validateMortgageInputs, SPEC §5); `{}` when all valid. */
  get mortgageErrors(): FieldErrors<MortgageField> {
    return validateMortgageInputs(this.mortgageValues);
  }

  /** Whole pounds per month; 0 when any input is in error (SPEC §5). */
  get monthlyPayment(): number {
    if (Object.keys(this.mortgageErrors).length > 0) return 0;
    return monthlyMortgagePayment({ ...this.mortgageValues, type: this.mortgageType });
  }

  /** '£1,169 per month' (SPEC §9: results are in £ per month). */
  get monthlyPaymentText(): string {
    return `${formatWholePounds(this.monthlyPayment)} per month`;
  }

  /** The amount borrowed, '£160,000'; '' while price or deposit is in error. */
  get loanAmountText(): string {
    const { price, deposit } = this.mortgageValues;
    const errors = this.mortgageErrors;
    if (errors.price !== undefined || errors.deposit !== undefined) return '';
    return formatWholePounds(price - deposit);
  }

  /** The deposit as a share of the price, '20%' (whole percent); '' while either is in error. */
  get depositPercentText(): string {
    const { price, deposit } = this.mortgageValues;
    const errors = this.mortgageErrors;
    if (errors.price !== undefined || errors.deposit !== undefined) return '';
    return `${Math.round((deposit / price) * 100)}%`;
  }

  // ---------- stamp duty --------------------------------------------------------------------

  /** What each nation calls the tax and where its rates apply (shown beside the result). */
  get taxName(): string {
    return COUNTRY_RULES[this.country].taxName;
  }

  get region(): string {
    return COUNTRY_RULES[this.country].region;
  }

  /** 'First time buyer' is offered in England and Scotland (Wales has no relief). */
  get offersFirstTimeBuyer(): boolean {
    return COUNTRY_RULES[this.country].firstTimeBuyer;
  }

  /** 'Non-UK resident' is offered in England only (SPEC §9). */
  get offersNonUkResident(): boolean {
    return COUNTRY_RULES[this.country].nonUkResident;
  }

  /** The price as typed, reduced to at most 11 digits. */
  setStampDutyPrice(text: string): void {
    this.stampDutyPriceText = digitsOnly(text, MONEY_INPUT_MAX_LENGTH);
  }

  /** Ticking 'First time buyer' unticks 'Additional property' (SPEC §4). */
  setFirstTimeBuyer(ticked: boolean): void {
    if (!this.offersFirstTimeBuyer) return;
    this.firstTimeBuyer = ticked;
    if (ticked) this.additionalProperty = false;
  }

  /** Ticking 'Additional property' unticks 'First time buyer' (SPEC §4). */
  setAdditionalProperty(ticked: boolean): void {
    this.additionalProperty = ticked;
    if (ticked) this.firstTimeBuyer = false;
  }

  /** England only; elsewhere the box is not offered and stays unticked. */
  setNonUkResident(ticked: boolean): void {
    if (this.offersNonUkResident) this.nonUkResident = ticked;
  }

  /** 'Enter a property price' while the price is empty or zero, else undefined. */
  get stampDutyPriceError(): string | undefined {
    return validPrice(amountOf(this.stampDutyPriceText))
      ? undefined
      : VALIDATION_MESSAGES.mortgagePrice;
  }

  /** Tax, effective rate and bands (core calculateStampDuty); all zero while the price is in error. */
  get stampDuty(): StampDutyResult {
    if (this.stampDutyPriceError !== undefined) return { tax: 0, effectiveRate: 0, bands: [] };
    return calculateStampDuty(
      {
        price: amountOf(this.stampDutyPriceText),
        country: this.country,
        firstTimeBuyer: this.firstTimeBuyer,
        additionalProperty: this.additionalProperty,
        nonUkResident: this.nonUkResident,
      },
      this.tables,
    );
  }

  /** '£4,750'. */
  get stampDutyText(): string {
    return formatWholePounds(this.stampDuty.tax);
  }

  /** '1.6%'. */
  get effectiveRateText(): string {
    return percentText(this.stampDuty.effectiveRate);
  }

  /** The bands the price reaches, in order. */
  get stampDutyBands(): readonly StampDutyBandRow[] {
    return this.stampDuty.bands.filter((band) => band.taxable > 0).map(bandRowOf);
  }
}
