import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import {
  httpFailure,
  networkFailure,
  timeoutFailure,
  validationFailure,
} from '../../../core/failures/failures.js';
import { valuationLead } from '../../../core/leads/valuation-lead.js';
import {
  validateSingleStepValuation,
  validateValuationConfirmation,
  validateValuationDetails,
  validateValuationTimes,
} from '../../../core/validation/valuation.validation.js';
import {
  changeDate,
  initialAppointmentChoice,
  selectAllOfHalf,
  selectedSlots,
} from '../../../core/valuation/time-slots.js';
import {
  branchLookupEvent,
  initialValuationState,
  submitResultEvent,
  VALUATION_MESSAGES,
  valuationReducer,
  valuationStepCounter,
  type ValuationEvent,
  type ValuationFlowKind,
  type ValuationState,
} from '../../../core/valuation/valuation-flow.js';
import { aLeadAddress } from '../../support/lead-address.js';

const NEXT: ValuationEvent = { type: 'next' };
const BACK: ValuationEvent = { type: 'back' };
const SUBMIT: ValuationEvent = { type: 'submit' };
const CLOSE: ValuationEvent = { type: 'close' };
const FOUND: ValuationEvent = { type: 'branch-found', branchId: 'b7' };
const NO_BRANCH: ValuationEvent = { type: 'no-branch' };
const LOOKUP_FAILED: ValuationEvent = { type: 'branch-lookup-failed' };
const SUCCEEDED: ValuationEvent = { type: 'submit-succeeded' };
const FAILED: ValuationEvent = { type: 'submit-failed' };
const ALL_EVENTS: ValuationEvent[] = [
  NEXT,
  BACK,
  SUBMIT,
  CLOSE,
  FOUND,
  NO_BRANCH,
  LOOKUP_FAILED,
  SUCCEEDED,
  FAILED,
];

function run(flow: ValuationFlowKind, ...events: ValuationEvent[]): ValuationState {
  return events.reduce(valuationReducer, initialValuationState(flow));
}

const three = (...events: ValuationEvent[]) => run('three-step', ...events);
const single = (...events: ValuationEvent[]) => run('single-step', ...events);

describe('valuationReducer', () => {
  describe('three-step flow', () => {
    it('starts on step 1 with no error', () => {
      expect(three()).to.deep.equal({
        kind: 'editing',
        flow: 'three-step',
        step: 1,
        resetCaptcha: false,
      });
    });

    it('looks up the branch when step 1 is done', () => {
      expect(three(NEXT)).to.deep.equal({ kind: 'looking-up-branch', flow: 'three-step', step: 1 });
    });

    it('moves to step 2 with the branch found', () => {
      expect(three(NEXT, FOUND)).to.deep.equal({
        kind: 'editing',
        flow: 'three-step',
        step: 2,
        branchId: 'b7',
        resetCaptcha: false,
      });
    });

    it('shows no-branch-found when no branch covers the postcode', () => {
      expect(three(NEXT, NO_BRANCH)).to.deep.equal({
        kind: 'no-branch-found',
        flow: 'three-step',
        title: 'We are sorry',
        text: "We don't have agents near your property",
      });
    });

    it('returns to step 1 with an error when the lookup itself fails', () => {
      expect(three(NEXT, LOOKUP_FAILED)).to.deep.equal({
        kind: 'editing',
        flow: 'three-step',
        step: 1,
        error: VALUATION_MESSAGES.branchLookupFailed,
        resetCaptcha: true,
      });
    });

    it('moves from step 2 to step 3, keeping the branch', () => {
      expect(three(NEXT, FOUND, NEXT)).to.deep.equal({
        kind: 'editing',
        flow: 'three-step',
        step: 3,
        branchId: 'b7',
        resetCaptcha: false,
      });
    });

    it('submits from step 3 with the branch', () => {
      expect(three(NEXT, FOUND, NEXT, SUBMIT)).to.deep.equal({
        kind: 'submitting',
        flow: 'three-step',
        step: 3,
        branchId: 'b7',
      });
    });

    it('thanks the visitor on step 4 after a 200 and asks for the analytics event', () => {
      expect(three(NEXT, FOUND, NEXT, SUBMIT, SUCCEEDED)).to.deep.equal({
        kind: 'thank-you',
        flow: 'three-step',
        step: 4,
        pushAnalyticsEvent: true,
      });
    });

    it('returns to step 3 with the failure message and a captcha reset when the submission fails', () => {
      expect(three(NEXT, FOUND, NEXT, SUBMIT, FAILED)).to.deep.equal({
        kind: 'editing',
        flow: 'three-step',
        step: 3,
        branchId: 'b7',
        error: 'Valuation request failed. Please try again.',
        resetCaptcha: true,
      });
    });

    it('can submit again after a failure, and the error goes when moving on', () => {
      expect(three(NEXT, FOUND, NEXT, SUBMIT, FAILED, SUBMIT).kind).to.equal('submitting');
      expect(three(NEXT, FOUND, NEXT, SUBMIT, FAILED, BACK)).to.deep.equal(three(NEXT, FOUND));
    });

    it('moves back one step at a time', () => {
      expect(three(NEXT, FOUND, NEXT, BACK)).to.include({
        kind: 'editing',
        step: 2,
        branchId: 'b7',
      });
      expect(three(NEXT, FOUND, BACK)).to.deep.equal(three());
    });

    it('closes the modal on Back from step 1', () => {
      expect(three(BACK)).to.deep.equal({ kind: 'closed', flow: 'three-step' });
    });

    it('returns to step 1 from no-branch-found on Back, so the postcode can be corrected', () => {
      expect(three(NEXT, NO_BRANCH, BACK)).to.deep.equal(initialValuationState('three-step'));
    });

    it('closes from the thank-you step on Back or close', () => {
      expect(three(NEXT, FOUND, NEXT, SUBMIT, SUCCEEDED, BACK).kind).to.equal('closed');
      expect(three(NEXT, FOUND, NEXT, SUBMIT, SUCCEEDED, CLOSE).kind).to.equal('closed');
    });

    it('does not submit from steps 1 and 2, nor move past step 3 with Next', () => {
      expect(three(SUBMIT)).to.deep.equal(three());
      expect(three(NEXT, FOUND, SUBMIT)).to.deep.equal(three(NEXT, FOUND));
      expect(three(NEXT, FOUND, NEXT, NEXT)).to.deep.equal(three(NEXT, FOUND, NEXT));
    });

    it('does not submit from step 3 without a branch', () => {
      const orphan: ValuationState = {
        kind: 'editing',
        flow: 'three-step',
        step: 3,
        resetCaptcha: false,
      };
      expect(valuationReducer(orphan, SUBMIT)).to.equal(orphan);
    });
  });

  describe('single-step flow', () => {
    it('looks up the branch when the form is submitted', () => {
      expect(single(SUBMIT)).to.deep.equal({
        kind: 'looking-up-branch',
        flow: 'single-step',
        step: 1,
      });
    });

    it('submits straight away with the branch found', () => {
      expect(single(SUBMIT, FOUND)).to.deep.equal({
        kind: 'submitting',
        flow: 'single-step',
        step: 1,
        branchId: 'b7',
      });
    });

    it('thanks the visitor on step 2 after a 200', () => {
      expect(single(SUBMIT, FOUND, SUCCEEDED)).to.deep.equal({
        kind: 'thank-you',
        flow: 'single-step',
        step: 2,
        pushAnalyticsEvent: true,
      });
    });

    it('shows no-branch-found when no branch covers the postcode', () => {
      expect(single(SUBMIT, NO_BRANCH).kind).to.equal('no-branch-found');
    });

    it('returns to the form with the failure message and a captcha reset when the submission fails', () => {
      expect(single(SUBMIT, FOUND, FAILED)).to.deep.equal({
        kind: 'editing',
        flow: 'single-step',
        step: 1,
        error: 'Valuation request failed. Please try again.',
        resetCaptcha: true,
      });
    });

    it('has no Next step and closes on Back', () => {
      expect(single(NEXT)).to.deep.equal(single());
      expect(single(BACK).kind).to.equal('closed');
    });
  });

  describe('in every state', () => {
    const reachable: ValuationState[] = [
      three(),
      three(NEXT),
      three(NEXT, FOUND),
      three(NEXT, FOUND, NEXT),
      three(NEXT, FOUND, NEXT, SUBMIT),
      three(NEXT, FOUND, NEXT, SUBMIT, SUCCEEDED),
      three(NEXT, NO_BRANCH),
      single(),
      single(SUBMIT),
      single(SUBMIT, FOUND),
      single(SUBMIT, FOUND, SUCCEEDED),
    ];

    it('closes on close', () => {
      for (const state of reachable)
        expect(valuationReducer(state, CLOSE).kind, state.kind).to.equal('closed');
    });

    it('stays closed once closed', () => {
      const closed = three(BACK);
      for (const event of ALL_EVENTS) expect(valuationReducer(closed, event)).to.equal(closed);
    });

    it('keeps the very same state for an event that does not apply', () => {
      expect(valuationReducer(three(NEXT), NEXT)).to.deep.equal(three(NEXT));
      expect(valuationReducer(three(NEXT), SUCCEEDED)).to.deep.equal(three(NEXT));
      expect(valuationReducer(three(NEXT, FOUND, NEXT, SUBMIT), BACK)).to.deep.equal(
        three(NEXT, FOUND, NEXT, SUBMIT),
      );
      expect(valuationReducer(three(NEXT, NO_BRANCH), FOUND)).to.deep.equal(three(NEXT, NO_BRANCH));
      expect(valuationReducer(three(NEXT, FOUND, NEXT, SUBMIT, SUCCEEDED), FAILED).kind).to.equal(
        'thank-you',
      );
      expect(valuationReducer(three(), FOUND)).to.deep.equal(three());
    });

    it('answers every event without throwing', () => {
      for (const state of reachable)
        for (const event of ALL_EVENTS)
          expect(valuationReducer(state, event)).to.have.property('kind');
    });
  });
});

describe('valuationStepCounter', () => {
  it("counts the three steps as 'n/3'", () => {
    expect(valuationStepCounter(three())).to.equal('1/3');
    expect(valuationStepCounter(three(NEXT))).to.equal('1/3');
    expect(valuationStepCounter(three(NEXT, FOUND))).to.equal('2/3');
    expect(valuationStepCounter(three(NEXT, FOUND, NEXT, SUBMIT))).to.equal('3/3');
  });

  it('shows no counter on the thank-you step, no-branch-found or the single-step flow', () => {
    expect(valuationStepCounter(three(NEXT, FOUND, NEXT, SUBMIT, SUCCEEDED))).to.equal(undefined);
    expect(valuationStepCounter(three(NEXT, NO_BRANCH))).to.equal(undefined);
    expect(valuationStepCounter(single())).to.equal(undefined);
  });
});

describe('branchLookupEvent', () => {
  it('turns the postcode lookup answer into an event', () => {
    expect(branchLookupEvent(right({ kind: 'branch', branchId: 'b1' }))).to.deep.equal({
      type: 'branch-found',
      branchId: 'b1',
    });
    expect(branchLookupEvent(right({ kind: 'no-branch' }))).to.deep.equal({ type: 'no-branch' });
    expect(branchLookupEvent(left(networkFailure))).to.deep.equal({ type: 'branch-lookup-failed' });
  });
});

describe('submitResultEvent', () => {
  it('reads only a success as success', () => {
    expect(submitResultEvent(right(undefined))).to.deep.equal({ type: 'submit-succeeded' });
    for (const failure of [
      httpFailure(500),
      networkFailure,
      timeoutFailure,
      validationFailure(['recaptcha-invalid']),
    ]) {
      expect(submitResultEvent(left(failure)), failure.kind).to.deep.equal({
        type: 'submit-failed',
      });
    }
  });
});

describe('booking a valuation with core alone (as another channel would)', () => {
  const CONTACT = {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    tel_home: '01823123456',
  };
  const ADDRESS = aLeadAddress({ county: 'Somerset' });
  const DETAILS = { ...CONTACT, ...ADDRESS, addressChosen: true, manualAddress: false };
  const BRANCH_B3 = branchLookupEvent(right({ kind: 'branch', branchId: 'b3' }));

  it('validates each step, finds the branch, books the morning and sends a lead with the booking', () => {
    expect(validateValuationDetails({ ...DETAILS, addressChosen: false })).to.deep.equal({
      address: 'You must enter a valid address',
    });
    expect(validateValuationDetails(DETAILS)).to.deep.equal({});
    let state = valuationReducer(initialValuationState('three-step'), NEXT);
    expect(state.kind).to.equal('looking-up-branch');
    state = valuationReducer(state, BRANCH_B3);
    expect(valuationStepCounter(state)).to.equal('2/3');

    const day = changeDate(initialAppointmentChoice(), '2026-03-14');
    expect(validateValuationTimes({ timeSlots: day.slots })).to.deep.equal({
      booking_time: 'Please select a valid time slot',
    });
    const morning = selectAllOfHalf(day.slots, 'am');
    expect(validateValuationTimes({ timeSlots: morning })).to.deep.equal({});
    state = valuationReducer(state, NEXT);
    expect(valuationStepCounter(state)).to.equal('3/3');

    expect(validateValuationConfirmation({ terms: false })).to.have.property('terms');
    expect(validateValuationConfirmation({ terms: true })).to.deep.equal({});
    state = valuationReducer(state, SUBMIT);
    if (state.kind !== 'submitting') expect.fail(`submitting expected, got ${state.kind}`);
    const lead = valuationLead({
      contact: CONTACT,
      address: ADDRESS,
      channel: 'selling',
      branchId: state.branchId,
      honeypot: '',
      termsAccepted: true,
      flow: 'three-step',
      booking: {
        date: { year: 2026, month: 3, day: 14 },
        times: selectedSlots(morning).map((slot) => slot.time),
      },
    });
    expect(lead.lead).to.include({ branch_id: 'b3', is_valuation_request: true });
    expect(lead.lead_booking).to.include({
      booking_time: '9:00, 10:00, 11:00',
      booking_day: 14,
      booking_month: 3,
      booking_year: 2026,
    });

    state = valuationReducer(state, submitResultEvent(right(undefined)));
    expect(state).to.deep.equal(three(NEXT, FOUND, NEXT, SUBMIT, SUCCEEDED));
    expect(valuationStepCounter(state)).to.equal(undefined);
  });

  it('keeps the visitor on the confirm step with the message and a new captcha when the platform refuses, and lets them send again', () => {
    const refused = [
      NEXT,
      BRANCH_B3,
      NEXT,
      SUBMIT,
      submitResultEvent(left(httpFailure(422))),
    ].reduce(valuationReducer, initialValuationState('three-step'));
    expect(refused).to.deep.equal(three(NEXT, BRANCH_B3, NEXT, SUBMIT, FAILED));
    expect(valuationReducer(refused, SUBMIT)).to.deep.equal(three(NEXT, BRANCH_B3, NEXT, SUBMIT));
  });

  it('says no agent is near when no branch covers the postcode, and Back lets the visitor correct it', () => {
    const none = [NEXT, branchLookupEvent(right({ kind: 'no-branch' }))].reduce(
      valuationReducer,
      initialValuationState('three-step'),
    );
    expect(none).to.include({
      kind: 'no-branch-found',
      title: 'We are sorry',
      text: "We don't have agents near your property",
    });
    expect(valuationReducer(none, BACK)).to.deep.equal(initialValuationState('three-step'));
  });

  it('sends the single-step form at once, without a booking, once the branch is known', () => {
    expect(validateSingleStepValuation({ ...DETAILS, terms: false })).to.have.keys(['terms']);
    expect(validateSingleStepValuation({ ...DETAILS, terms: true })).to.deep.equal({});
    const sending = [SUBMIT, BRANCH_B3].reduce(
      valuationReducer,
      initialValuationState('single-step'),
    );
    if (sending.kind !== 'submitting') expect.fail(`submitting expected, got ${sending.kind}`);
    const lead = valuationLead({
      contact: CONTACT,
      address: ADDRESS,
      channel: 'selling',
      branchId: sending.branchId,
      honeypot: '',
      termsAccepted: true,
      flow: 'single-step',
    });
    expect(lead.lead.branch_id).to.equal('b3');
    expect(lead).to.not.have.property('lead_booking');
    expect(valuationReducer(sending, submitResultEvent(right(undefined)))).to.include({
      kind: 'thank-you',
      step: 2,
    });
  });
});
