/** Test data for the calculator tests: a property for sale and the theme settings it needs. */
import type { PropertyDetail } from '../../../core/property/property.js';
import { aPropertyDetail } from '../../support/property-detail.js';
import { CURRENT_STAMP_DUTY_TABLES } from '../../../core/calculators/stamp-duty.js';
import {
  CalculatorViewModel,
  type CalculatorLog,
  type CalculatorTheme,
  type CalculatorViewModelArgs,
} from '../../../ui/calculator/calculator.view-model.js';

/** A £250,000 house for sale in England, no tags. */
export function aPropertyForSale(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return aPropertyDetail({
    property_id: 'P-1001',
    price: '£250,000',
    priceValue: 250_000,
    display_address: '12 Orchard Lane, Taunton',
    property_channel: 'sales',
    property_url: '/property/p-1001',
    ...overrides,
  });
}

export const THEME: CalculatorTheme = {
  mortgageInterestRate: 5,
  mortgageGuideUrl: '/mortgages',
  mortgageIncomeMultiple: 4.5,
};

/** A logger that keeps what it is told. */
export function aRecordingLog(): CalculatorLog & { readonly warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (message) => warnings.push(message) };
}

/** A view-model for `property` with valid page-data tables and a silent log, unless overridden. */
export function aCalculator(
  property: PropertyDetail = aPropertyForSale(),
  overrides: Partial<Omit<CalculatorViewModelArgs, 'property'>> = {},
): CalculatorViewModel {
  return new CalculatorViewModel({
    property,
    tablesData: CURRENT_STAMP_DUTY_TABLES,
    theme: THEME,
    log: aRecordingLog(),
    ...overrides,
  });
}
