/**
 * '#/valuation', the instant valuation (SPEC §2: a lazily loaded modal, 'Loading Instant
 * Valuation'): the visitor gives the address, the property type and the bedrooms and gets an
 * estimated range, worked out by the platform from its sold data with core's rule
 * (core/valuation/instant-estimate.ts). It is a guide: the call to action opens
 * '#/book-a-valuation' with the address, and what the estimate was, already in the form.
 */
import { isLeft } from 'fp-ts/Either';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  EMPTY_LEAD_ADDRESS,
  INSTANT_ESTIMATE_BEDROOMS,
  INSTANT_ESTIMATE_PROPERTY_TYPES,
  UNSELECTED_OPTION,
  countOf,
  formatLeadAddress,
  formatWholePounds,
  isEstimatePropertyType,
  validateInstantValuation,
  leadAddressOf,
} from '../../core/index.js';
import type {
  AddressLookupPort,
  InstantEstimate,
  InstantValuationField,
  InstantValuationPort,
  InstantValuationValues,
  NotifierPort,
} from '../../core/index.js';
import { AddressEntry } from '../leads/address-lookup.model.js';
import type { LeadDrafts } from '../leads/lead-drafts.js';
import { LeadFormModel } from '../leads/lead-form.model.js';
import { carryIntoBooking } from './book-valuation.view-model.js';

export const INSTANT_VALUATION_FORM_ID = 'instant-valuation';

/** The site's words where SPEC has none. */
export const INSTANT_VALUATION_MESSAGES = {
  /** The estimate call failed (server error, no answer in time): toast and inline. */
  failed: "Sorry, we couldn't work out an estimate just now. Please try again.",
  /** The agency has too few sales to estimate from. */
  noEstimate:
    "We don't have enough recent sales near you to give an instant estimate, but a local valuer can tell you what your property is worth.",
} as const;

export const EMPTY_INSTANT_VALUATION: InstantValuationValues = {
  ...EMPTY_LEAD_ADDRESS,
  addressChosen: false,
  manualAddress: false,
  property_type: UNSELECTED_OPTION,
  bedrooms: UNSELECTED_OPTION,
};

export const PROPERTY_TYPE_OPTIONS = INSTANT_ESTIMATE_PROPERTY_TYPES.map(({ value, label }) => ({
  value,
  label,
}));

/** Studio, 1 … 5, '6 or more'. */
export const BEDROOM_OPTIONS = Array.from(
  { length: INSTANT_ESTIMATE_BEDROOMS.max - INSTANT_ESTIMATE_BEDROOMS.min + 1 },
  (_, i) => {
    const n = INSTANT_ESTIMATE_BEDROOMS.min + i;
    return {
      value: String(n),
      label: n === 0 ? 'Studio' : n === INSTANT_ESTIMATE_BEDROOMS.max ? `${n} or more` : String(n),
    };
  },
);

export type InstantValuationPhase = 'form' | 'estimating' | 'estimate' | 'no-estimate';

export interface InstantValuationDependencies {
  readonly estimates: InstantValuationPort;
  readonly addressLookup: AddressLookupPort;
  readonly notifier: NotifierPort;
  readonly drafts: LeadDrafts;
}

export class InstantValuationViewModel {
  readonly form: LeadFormModel<InstantValuationValues, InstantValuationField>;
  readonly address: AddressEntry<InstantValuationValues, InstantValuationField>;
  phase: InstantValuationPhase = 'form';
  estimate: InstantEstimate | undefined = undefined;
  /** The estimate call failed: shown above the button as well as in a toast. */
  failed = false;

  constructor(private readonly deps: InstantValuationDependencies) {
    this.form = new LeadFormModel<InstantValuationValues, InstantValuationField>({
      formId: INSTANT_VALUATION_FORM_ID,
      initial: EMPTY_INSTANT_VALUATION,
      validate: (values) => validateInstantValuation(values),
      drafts: deps.drafts,
    });
    this.address = new AddressEntry(this.form, deps.addressLookup);
    makeObservable(this, {
      phase: observable,
      estimate: observableRef,
      failed: observable,
      rangeText: computed,
      changeDetails: action,
      carryIntoBooking: action,
    });
  }

  start(): () => void {
    return this.address.start();
  }

  /** '£235,000 – £265,000'. */
  get rangeText(): string | undefined {
    const { estimate } = this;
    return estimate
      ? `${formatWholePounds(estimate.low)} – ${formatWholePounds(estimate.high)}`
      : undefined;
  }

  /** What it is based on: 'Based on 4 recent sales in TA1.', '… in the TA postcode area.' */
  get basisText(): string | undefined {
    const { estimate } = this;
    if (!estimate) return undefined;
    const sales = countOf(estimate.comparables, 'recent sale', 'recent sales');
    if (estimate.basis === 'agency') return `Based on ${sales} across our area.`;
    return estimate.basis === 'area'
      ? `Based on ${sales} in the ${estimate.area} postcode area.`
      : `Based on ${sales} in ${estimate.area}.`;
  }

  /** '3 bedroom terraced house, 12 Priory Avenue, Taunton, TA1 4AB'. */
  get homeText(): string {
    const { values } = this.form;
    const type =
      INSTANT_ESTIMATE_PROPERTY_TYPES.find(
        (t) => t.value === values.property_type,
      )?.label.toLowerCase() ?? 'property';
    const bedrooms = BEDROOM_OPTIONS.find((b) => b.value === values.bedrooms);
    const size =
      bedrooms === undefined
        ? ''
        : bedrooms.value === '0'
          ? 'Studio '
          : `${bedrooms.label} bedroom `;
    const what = `${size}${type}`;
    return `${what.charAt(0).toUpperCase()}${what.slice(1)}, ${formatLeadAddress(values)}`;
  }

  /** Works the estimate out; failures keep everything typed, with a toast. */
  async submit(): Promise<void> {
    if (this.phase === 'estimating') return;
    if (!this.form.showAllErrors()) return;
    const { values } = this.form;
    if (!isEstimatePropertyType(values.property_type)) return;
    runInAction(() => {
      this.phase = 'estimating';
      this.failed = false;
    });
    const result = await this.deps.estimates.estimate({
      postcode: values.postcode,
      propertyType: values.property_type,
      bedrooms: Number(values.bedrooms),
    });
    runInAction(() => {
      if (isLeft(result)) {
        this.phase = 'form';
        this.failed = true;
        this.deps.notifier.error(INSTANT_VALUATION_MESSAGES.failed);
        return;
      }
      this.estimate = result.right;
      this.phase = result.right === undefined ? 'no-estimate' : 'estimate';
    });
  }

  /** Back to the form, everything kept. */
  changeDetails(): void {
    this.phase = 'form';
    this.estimate = undefined;
  }

  /** The call to action: the booking form gets the address and a note of the estimate. */
  carryIntoBooking(): void {
    const { values } = this.form;
    const note = this.rangeText
      ? `Instant estimate: ${this.rangeText}. ${this.homeText}.`
      : `${this.homeText}.`;
    carryIntoBooking(this.deps.drafts, {
      ...leadAddressOf(values),
      addressChosen: values.addressChosen,
      manualAddress: values.manualAddress,
      channel: 'selling',
      valuation_reason: 'worth',
      message: note,
    });
  }
}
