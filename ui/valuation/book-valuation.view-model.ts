/**
 * '#/book-a-valuation' (SPEC §2, §4 Valuation, §5 Forms/Valuation, §7, §8): the agency's own
 * setting chooses the flow.
 *
 * - Three steps: 1 details and address, 2 a day and times for the visit, 3 check and send, then
 *   thank you; 'n/3' counts them. Next on step 1 looks up the branch for the postcode first; with
 *   none the visitor sees 'We are sorry' / "We don't have agents near your property" with the
 *   agency's number and a way back. Back moves one step back; Back on step 1 closes.
 * - Single step: the whole form, then thank you (or no branch); no booking is sent.
 *
 * The steps are core's (`valuationReducer`), the rules core's (validation, appointment days, time
 * slots, `valuationLead`). What is typed lives in one LeadFormModel kept as a draft for the page:
 * going back, closing by accident or a failed send loses nothing. A 200 thanks the visitor and
 * pushes the analytics event; anything else (a server error, no answer within the HTTP client's
 * 20 s, a failed bot check) keeps the form as it was, with 'Valuation request failed. Please try
 * again.' as a toast and above the button, and a new bot check.
 */
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  EMPTY_LEAD_ADDRESS,
  MESSAGES,
  UNSELECTED_OPTION,
  VALUATION_ANALYTICS_EVENT,
  appointmentDayLabel,
  appointmentDays,
  branchLookupEvent,
  calendarDateOf,
  changeDate,
  handedBackAppointment,
  initialValuationState,
  isAppointmentDay,
  isHalfSelected,
  mergeErrors,
  selectAllOfHalf,
  selectedSlots,
  telHref,
  timeSlotLabel,
  timeSlots,
  toggleSlot,
  validateSingleStepValuation,
  validateValuationConfirmation,
  validateValuationDetails,
  validateValuationTimes,
  valuationLead,
  valuationReducer,
  valuationStepCounter,
  agencyTelephone,
  leadContactOf,
  leadAddressOf,
} from '../../core/index.js';
import type {
  AddressEntryValues,
  AddressLookupPort,
  AnalyticsPort,
  BranchLookupPort,
  CaptchaPort,
  ClockPort,
  FieldErrors,
  LeadChannel,
  LeadPayload,
  LeadsPort,
  NotifierPort,
  SiteSettings,
  TimeOfDay,
  TimeSlot,
  ValuationDetailsField,
  ValuationEvent,
  ValuationFlowKind,
  ValuationState,
} from '../../core/index.js';
import { AddressEntry } from '../leads/address-lookup.model.js';
import type { LeadDrafts } from '../leads/lead-drafts.js';
import { EMPTY_CONTACT, LeadFormModel } from '../leads/lead-form.model.js';

/** The draft key of the booking form (the instant valuation carries what was typed into it). */
export const BOOK_VALUATION_FORM_ID = 'book-a-valuation';

export interface BookValuationValues extends AddressEntryValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly tel_home: string;
  /** 'selling' or 'letting' (SPEC §3 "Valuation channel"). */
  readonly channel: string;
  /** One of VALUATION_REASONS' values, or 'default' for none given. */
  readonly valuation_reason: string;
  readonly message: string;
  /** The visit's day, ISO 'YYYY-MM-DD' ('' until step 2 picks the first day offered). */
  readonly appointment_date: string;
  /** The chosen slots' ids in time order, comma separated ('9:00,10:00'). */
  readonly booking_time: string;
  readonly terms: boolean;
}

export type BookValuationField = ValuationDetailsField | 'booking_time' | 'terms';

export const EMPTY_BOOK_VALUATION: BookValuationValues = {
  ...EMPTY_CONTACT,
  ...EMPTY_LEAD_ADDRESS,
  addressChosen: false,
  manualAddress: false,
  channel: 'selling',
  valuation_reason: UNSELECTED_OPTION,
  message: '',
  appointment_date: '',
  booking_time: '',
  terms: false,
};

/** Why the visitor wants a valuation (optional; the text goes with the lead as valuation_reason). */
export const VALUATION_REASONS = [
  { value: 'thinking', label: "I'm thinking of selling or letting" },
  { value: 'ready', label: "I'm ready to put my property on the market" },
  { value: 'switching', label: "I'm on the market with another agent" },
  { value: 'worth', label: "I'd like to know what my property is worth" },
  { value: 'probate', label: 'Probate, divorce or financial planning' },
  { value: 'other', label: 'Something else' },
] as const;

export const VALUATION_CHANNELS = [
  { value: 'selling', label: 'Selling' },
  { value: 'letting', label: 'Letting' },
] as const;

/** The step headings, by step of the three-step flow. */
export const STEP_TITLES = {
  1: 'Your details and the property',
  2: 'Choose a day for the visit',
  3: 'Check and send',
} as const;

/** Offered days shown before 'Show later dates'. */
export const DAYS_SHOWN_FIRST = 12;

/** What is on screen: a step of the form, no branch, or thank you. */
export type BookValuationScreen =
  'details' | 'times' | 'confirm' | 'single' | 'no-branch' | 'thank-you' | 'closed';

export interface BookValuationDependencies {
  readonly settings: SiteSettings;
  readonly leads: LeadsPort;
  readonly captcha: CaptchaPort;
  readonly notifier: NotifierPort;
  readonly analytics: AnalyticsPort;
  readonly branchLookup: BranchLookupPort;
  readonly addressLookup: AddressLookupPort;
  readonly clock: ClockPort;
  readonly drafts: LeadDrafts;
}

export class BookValuationViewModel {
  readonly form: LeadFormModel<BookValuationValues, BookValuationField>;
  readonly address: AddressEntry<BookValuationValues, BookValuationField>;
  readonly flow: ValuationFlowKind;
  state: ValuationState;
  /** All offered days are listed (after 'Show later dates'). */
  showAllDays = false;
  /** The branch the postcode lookup found, for the thank-you text. */
  private branchId: string | undefined = undefined;

  constructor(private readonly deps: BookValuationDependencies) {
    this.flow = deps.settings.theme.singleStepValuation ? 'single-step' : 'three-step';
    this.state = initialValuationState(this.flow);
    this.form = new LeadFormModel<BookValuationValues, BookValuationField>({
      formId: BOOK_VALUATION_FORM_ID,
      initial: EMPTY_BOOK_VALUATION,
      validate: (values) => this.validate(values),
      lettersRejected: ['tel_home'],
      drafts: deps.drafts,
    });
    this.address = new AddressEntry(this.form, deps.addressLookup);
    makeObservable<BookValuationViewModel, 'branchId' | 'dispatch'>(this, {
      state: observableRef,
      showAllDays: observable,
      branchId: observable,
      screen: computed,
      stepCounter: computed,
      days: computed,
      visibleDays: computed,
      slots: computed,
      busy: computed,
      dispatch: action,
      back: action,
      close: action,
      editStep: action,
      selectDay: action,
      toggleSlot: action,
      selectHalf: action,
      showLaterDays: action,
      takeHandedBackAppointment: action,
    });
  }

  /** Starts the address lookup; answers the function that stops it. */
  start(): () => void {
    return this.address.start();
  }

  get screen(): BookValuationScreen {
    const { state } = this;
    switch (state.kind) {
      case 'no-branch-found':
        return 'no-branch';
      case 'thank-you':
        return 'thank-you';
      case 'closed':
        return 'closed';
      default:
        if (this.flow === 'single-step') return 'single';
        return state.step === 1 ? 'details' : state.step === 2 ? 'times' : 'confirm';
    }
  }

  /** 'n/3' on the steps of the three-step flow (SPEC §2); undefined elsewhere. */
  get stepCounter(): string | undefined {
    return valuationStepCounter(this.state);
  }

  /** The failure shown above the button (SPEC §8 'Valuation request failed. Please try again.', or the postcode check's). */
  get error(): string | undefined {
    return this.state.kind === 'editing' ? this.state.error : undefined;
  }

  /** The postcode check or the send is on its way. */
  get busy(): boolean {
    return this.state.kind === 'looking-up-branch' || this.state.kind === 'submitting';
  }

  /** The no-branch screen's words (SPEC §8). */
  get noBranch(): { readonly title: string; readonly text: string } | undefined {
    return this.state.kind === 'no-branch-found'
      ? { title: this.state.title, text: this.state.text }
      : undefined;
  }

  /** The agency's number, for 'call us' (no branch, thank you). */
  get telephone(): { readonly text: string; readonly href: string } | undefined {
    const { settings } = this.deps;
    const text = agencyTelephone(settings);
    const href = text ? telHref(text) : undefined;
    return text && href ? { text, href } : undefined;
  }

  get agencyName(): string {
    return this.deps.settings.agencyName;
  }

  /** The branch the request went to ('Taunton'), when the page knows its name. */
  get branchName(): string | undefined {
    return this.deps.settings.branches.find((branch) => branch.id === this.branchId)?.branchName;
  }

  // ---- step 2: the day and times -------------------------------------------------------------

  /** Every day a visit can be booked (core's rule: tomorrow to four weeks ahead, no Sundays or bank holidays). */
  get days(): readonly string[] {
    return appointmentDays(this.deps.clock.now());
  }

  /** The first dozen offered days, or all of them once asked (or once a later one was chosen). */
  get visibleDays(): readonly string[] {
    if (this.showAllDays) return this.days;
    const first = this.days.slice(0, DAYS_SHOWN_FIRST);
    const chosen = this.form.values.appointment_date;
    return first.includes(chosen) || !this.days.includes(chosen) ? first : this.days;
  }

  get hasLaterDays(): boolean {
    return this.visibleDays.length < this.days.length;
  }

  /** The slots of the chosen day, selected as the visitor left them (SPEC §3 "Time slot"). */
  get slots(): readonly TimeSlot[] {
    return this.slotsOf(this.form.values);
  }

  isHalfSelected(half: TimeOfDay): boolean {
    return isHalfSelected(this.slots, half);
  }

  /** Picking a day; a different day clears the chosen times (SPEC §4). Days not offered are ignored. */
  selectDay(iso: string): void {
    if (!isAppointmentDay(iso, this.deps.clock.now())) return;
    const { values } = this.form;
    const next = changeDate({ date: values.appointment_date, slots: this.slots }, iso);
    this.form.setValue('appointment_date', iso);
    this.writeSlots(next.slots);
  }

  /** One slot toggles (SPEC §4). */
  toggleSlot(id: string): void {
    this.writeSlots(toggleSlot(this.slots, id));
  }

  /** 'All am' / 'All pm' selects every slot of that half (SPEC §4). */
  selectHalf(half: TimeOfDay): void {
    this.writeSlots(selectAllOfHalf(this.slots, half));
  }

  showLaterDays(): void {
    this.showAllDays = true;
  }

  /**
   * The day and time a legacy calendar handed back in the route's query ('?date=…&time=…'),
   * chosen for step 2 as far as core's rules allow (a bookable day; a time that is a slot of it);
   * anything else is ignored and the form starts as usual. They win over an older draft: they are
   * the visitor's latest choice. The single-step form books no visit, so it takes nothing.
   */
  takeHandedBackAppointment(query: string): void {
    if (this.flow !== 'three-step') return;
    const appointment = handedBackAppointment(query, this.deps.clock.now());
    if (appointment === undefined) return;
    this.selectDay(appointment.date);
    if (appointment.slotId !== undefined)
      this.writeSlots(toggleSlot(timeSlots(), appointment.slotId));
  }

  /** 'Tuesday 24 November 2026 at 9am or 10am', for the check step and the thank-you. */
  get appointmentText(): string | undefined {
    const day = appointmentDayLabel(this.form.values.appointment_date);
    const times = selectedSlots(this.slots).map(timeSlotLabel);
    if (day === undefined || times.length === 0) return undefined;
    const list =
      times.length === 1
        ? times[0]
        : `${times.slice(0, -1).join(', ')} or ${times.at(-1) as string}`;
    return `${day.full} at ${list}`;
  }

  // ---- moving through the flow ---------------------------------------------------------------

  /** Next: step 1 checks the details and looks the branch up; step 2 checks the times. */
  async next(): Promise<void> {
    const { state } = this;
    if (state.kind !== 'editing' || this.flow !== 'three-step') return;
    if (!this.form.showAllErrors()) return;
    if (state.step === 2) {
      this.dispatch({ type: 'next' });
      return;
    }
    if (state.step === 1) await this.findBranch();
  }

  /** Sends the request: step 3 of three, or the single-step form (which finds the branch first). */
  async submit(): Promise<void> {
    const { state } = this;
    if (state.kind !== 'editing') return;
    const sendsNow =
      (this.flow === 'three-step' && state.step === 3) ||
      (this.flow === 'single-step' && state.step === 1);
    if (!sendsNow || !this.form.showAllErrors()) return;
    if (this.flow === 'single-step') {
      await this.findBranch();
      if (this.state.kind !== 'submitting') return;
    } else {
      this.dispatch({ type: 'submit' });
    }
    await this.send();
  }

  /** Back one step; Back on step 1 closes; from 'We are sorry', back to step 1 to correct the postcode. */
  back(): void {
    if (this.busy) return;
    this.dispatch({ type: 'back' });
  }

  close(): void {
    this.dispatch({ type: 'close' });
  }

  /** 'Change' on the check step: back to the details (step 1) or the day and times (step 2). */
  editStep(step: 1 | 2): void {
    if (this.state.kind !== 'editing' || this.state.step !== 3) return;
    this.dispatch({ type: 'back' });
    if (step === 1) this.dispatch({ type: 'back' });
  }

  /** The lead core builds from what was typed (a booking only in the three-step flow). */
  payload(branchId: string): LeadPayload {
    const { values, honeypot } = this.form;
    const channel: LeadChannel = values.channel === 'letting' ? 'letting' : 'selling';
    const reason = VALUATION_REASONS.find((r) => r.value === values.valuation_reason)?.label;
    const common = {
      contact: leadContactOf(values),
      address: leadAddressOf(values),
      channel,
      branchId,
      ...(reason ? { valuationReason: reason } : {}),
      message: values.message,
      honeypot,
      termsAccepted: values.terms,
    };
    const date = calendarDateOf(values.appointment_date);
    if (this.flow === 'single-step' || date === undefined)
      return valuationLead({ ...common, flow: 'single-step' });
    return valuationLead({
      ...common,
      flow: 'three-step',
      booking: { date, times: selectedSlots(this.slots).map((slot) => slot.time) },
    });
  }

  private async findBranch(): Promise<void> {
    this.dispatch({ type: this.flow === 'three-step' ? 'next' : 'submit' });
    if (this.state.kind !== 'looking-up-branch') return;
    const result = await this.deps.branchLookup.branchForPostcode(this.form.values.postcode);
    const event = branchLookupEvent(result);
    runInAction(() => {
      if (event.type === 'branch-found') this.branchId = event.branchId;
    });
    this.dispatch(event);
  }

  private async send(): Promise<void> {
    const { state } = this;
    if (state.kind !== 'submitting') return;
    const { leads, captcha, notifier, analytics } = this.deps;
    await this.form.submit({
      send: (token) => leads.send(this.payload(state.branchId), token),
      captcha,
      captchaAction: 'valuation',
      notifier,
      failureMessage: MESSAGES.valuationFailed,
    });
    const sent = this.form.stage === 'sent';
    this.dispatch({ type: sent ? 'submit-succeeded' : 'submit-failed' });
    if (sent)
      analytics.push({
        ...VALUATION_ANALYTICS_EVENT,
        valuation_flow: this.flow,
        valuation_channel: this.form.values.channel,
      });
  }

  private dispatch(event: ValuationEvent): void {
    const before = this.state;
    this.state = valuationReducer(before, event);
    const movedStep =
      this.state.kind === 'editing' &&
      (before.kind !== 'editing' || before.step !== this.state.step);
    if (movedStep && before.kind !== 'submitting') this.form.hideErrors();
    if (this.state.kind === 'editing' && this.state.step === 2) this.ensureDay();
  }

  /** Step 2 always has a day: the first offered, unless a still-offered one was chosen before. */
  private ensureDay(): void {
    const chosen = this.form.values.appointment_date;
    if (chosen !== '' && isAppointmentDay(chosen, this.deps.clock.now())) return;
    const first = this.days[0];
    if (first !== undefined) this.selectDay(first);
  }

  private writeSlots(slots: readonly TimeSlot[]): void {
    this.form.setValue(
      'booking_time',
      selectedSlots(slots)
        .map((slot) => slot.id)
        .join(','),
    );
  }

  /** The rules of what is on screen (SPEC §5): each step its own; the last step all of them. */
  private validate(values: BookValuationValues): FieldErrors<BookValuationField> {
    if (this.flow === 'single-step') return validateSingleStepValuation(values);
    const details = validateValuationDetails(values);
    const times = validateValuationTimes({ timeSlots: this.slotsOf(values) });
    const step =
      this.state.kind === 'editing' ||
      this.state.kind === 'submitting' ||
      this.state.kind === 'looking-up-branch'
        ? this.state.step
        : 3;
    if (step === 1) return details;
    if (step === 2) return times;
    return mergeErrors<BookValuationField>(details, times, validateValuationConfirmation(values));
  }

  private slotsOf(values: BookValuationValues): TimeSlot[] {
    const chosen = new Set(values.booking_time.split(',').filter((id) => id !== ''));
    return timeSlots().map((slot) => (chosen.has(slot.id) ? { ...slot, selected: true } : slot));
  }
}

/** What the instant valuation hands to the booking form's draft (SPEC: the call to action carries what was typed). */
export function carryIntoBooking(drafts: LeadDrafts, values: Partial<BookValuationValues>): void {
  drafts.save(BOOK_VALUATION_FORM_ID, {
    ...(drafts.load(BOOK_VALUATION_FORM_ID) ?? {}),
    ...values,
  });
}
