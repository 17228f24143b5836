/**
 * Book-a-valuation payload (SPEC §3 "Lead", "Lead booking", "Valuation channel"; §7 "lead_client for
 * valuation", "lead for valuation"; §4 "Valuation").
 */
import { type LeadAddress, streetAddressLine } from './lead-address.js';
import {
  type LeadBooking,
  type LeadChannel,
  type LeadContact,
  type LeadPayload,
  leadClientOf,
  marketingPreferencesOf,
} from './lead.js';

/** A day in the calendar, month 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface ValuationLeadCommon {
  readonly contact: LeadContact;
  /** From the lookup (see `addressFromLookup`) or the manual fields. */
  readonly address: LeadAddress;
  readonly channel: LeadChannel;
  /** The branch the postcode lookup found (SPEC §4 "Step 1 Next"). */
  readonly branchId: string;
  readonly valuationReason?: string;
  readonly message?: string;
  readonly honeypot: string;
  readonly termsAccepted: boolean;
  readonly optInMarketing?: boolean;
}

/** The flow decides whether a booking goes with the lead: only the three-step flow has one. */
export type ValuationFlow =
  | { readonly flow: 'single-step' }
  | {
      readonly flow: 'three-step';
      readonly booking: { readonly date: CalendarDate; readonly times: readonly string[] };
    };

export type ValuationLeadInput = ValuationLeadCommon & ValuationFlow;

/** The step-2 choice as a lead booking: times in the order given, joined by ', '. */
export function leadBookingOf(date: CalendarDate, times: readonly string[]): LeadBooking {
  return {
    book_viewing: true,
    booking_time: times.join(', '),
    booking_day: date.day,
    booking_month: date.month,
    booking_year: date.year,
  };
}

/**
 * The valuation lead (SPEC §7): lead_client with the street line (house name and number folded
 * in), town, county and postcode; lead with valuation_reason, message, is_valuation_request true,
 * branch_id and channel; lead_booking only in the three-step flow.
 */
export function valuationLead(input: ValuationLeadInput): LeadPayload {
  const payload: LeadPayload = {
    lead_client: {
      ...leadClientOf(input.contact, input.honeypot),
      street_address: streetAddressLine(input.address),
      town: input.address.town.trim(),
      county: input.address.county.trim(),
      postcode: input.address.postcode.trim().toUpperCase(),
    },
    lead: {
      valuation_reason: input.valuationReason?.trim() ?? '',
      message: input.message?.trim() ?? '',
      is_valuation_request: true,
      branch_id: input.branchId,
      channel: input.channel,
    },
    marketing_preferences: marketingPreferencesOf(input.termsAccepted, input.optInMarketing),
  };
  return input.flow === 'three-step'
    ? { ...payload, lead_booking: leadBookingOf(input.booking.date, input.booking.times) }
    : payload;
}
