import { expect } from 'chai';
import sinon from 'sinon';
import { isLeft, left, right } from 'fp-ts/Either';
import { httpFailure, networkFailure, timeoutFailure, validationFailure, type Result } from '../../../core/failures.js';
import type { AnalyticsPort } from '../../../core/ports/analytics.port.js';
import type { BranchLookup, BranchLookupPort } from '../../../core/ports/branch-lookup.port.js';
import type { CaptchaPort } from '../../../core/ports/captcha.port.js';
import type { LeadsPort } from '../../../core/ports/leads.port.js';
import type { LeadPayload } from '../../../core/leads/lead.js';
import {
  branchLookupEvent,
  initialValuationState,
  submitResultEvent,
  VALUATION_ANALYTICS_EVENT,
  VALUATION_MESSAGES,
  valuationReducer,
  valuationStepCounter,
  type ValuationEvent,
  type ValuationFlowKind,
  type ValuationState,
} from '../../../core/valuation/valuation-flow.js';

const NEXT: ValuationEvent = { type: 'next' };
const BACK: ValuationEvent = { type: 'back' };
const SUBMIT: ValuationEvent = { type: 'submit' };
const CLOSE: ValuationEvent = { type: 'close' };
const FOUND: ValuationEvent = { type: 'branch-found', branchId: 'b7' };
const NO_BRANCH: ValuationEvent = { type: 'no-branch' };
const LOOKUP_FAILED: ValuationEvent = { type: 'branch-lookup-failed' };
const SUCCEEDED: ValuationEvent = { type: 'submit-succeeded' };
const FAILED: ValuationEvent = { type: 'submit-failed' };
const ALL_EVENTS: ValuationEvent[] = [NEXT, BACK, SUBMIT, CLOSE, FOUND, NO_BRANCH, LOOKUP_FAILED, SUCCEEDED, FAILED];

function run(flow: ValuationFlowKind, ...events: ValuationEvent[]): ValuationState {
  return events.reduce(valuationReducer, initialValuationState(flow));
}

const three = (...events: ValuationEvent[]) => run('three-step', ...events);
const single = (...events: ValuationEvent[]) => run('single-step', ...events);

describe('valuationReducer', () => {
  describe('three-step flow', () => {
    it('starts on step 1 with no error', () => {
      expect(three()).to.deep.equal({ kind: 'editing', flow: 'three-step', step: 1, resetCaptcha: false });
    });

    it('looks up the branch when step 1 is done', () => {
      expect(three(NEXT)).to.deep.equal({ kind: 'looking-up-branch', flow: 'three-step', step: 1 });
    });

    it('moves to step 2 with the branch found', () => {
      expect(three(NEXT, FOUND)).to.deep.equal({ kind: 'editing', flow: 'three-step', step: 2, branchId: 'b7', resetCaptcha: false });
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
      expect(three(NEXT, FOUND, NEXT)).to.deep.equal({ kind: 'editing', flow: 'three-step', step: 3, branchId: 'b7', resetCaptcha: false });
    });

    it('submits from step 3 with the branch', () => {
      expect(three(NEXT, FOUND, NEXT, SUBMIT)).to.deep.equal({ kind: 'submitting', flow: 'three-step', step: 3, branchId: 'b7' });
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
      expect(three(NEXT, FOUND, NEXT, SUBMIT, FAILED, BACK)).to.deep.equal({
        kind: 'editing',
        flow: 'three-step',
        step: 2,
        branchId: 'b7',
        resetCaptcha: false,
      });
    });

    it('moves back one step at a time', () => {
      expect(three(NEXT, FOUND, NEXT, BACK)).to.include({ kind: 'editing', step: 2, branchId: 'b7' });
      expect(three(NEXT, FOUND, BACK)).to.deep.equal({ kind: 'editing', flow: 'three-step', step: 1, resetCaptcha: false });
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
      const orphan: ValuationState = { kind: 'editing', flow: 'three-step', step: 3, resetCaptcha: false };
      expect(valuationReducer(orphan, SUBMIT)).to.equal(orphan);
    });
  });

  describe('single-step flow', () => {
    it('looks up the branch when the form is submitted', () => {
      expect(single(SUBMIT)).to.deep.equal({ kind: 'looking-up-branch', flow: 'single-step', step: 1 });
    });

    it('submits straight away with the branch found', () => {
      expect(single(SUBMIT, FOUND)).to.deep.equal({ kind: 'submitting', flow: 'single-step', step: 1, branchId: 'b7' });
    });

    it('thanks the visitor on step 2 after a 200', () => {
      expect(single(SUBMIT, FOUND, SUCCEEDED)).to.deep.equal({ kind: 'thank-you', flow: 'single-step', step: 2, pushAnalyticsEvent: true });
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
      for (const state of reachable) expect(valuationReducer(state, CLOSE).kind, state.kind).to.equal('closed');
    });

    it('stays closed once closed', () => {
      const closed = three(BACK);
      for (const event of ALL_EVENTS) expect(valuationReducer(closed, event)).to.equal(closed);
    });

    it('keeps the very same state for an event that does not apply', () => {
      expect(valuationReducer(three(NEXT), NEXT)).to.deep.equal(three(NEXT));
      expect(valuationReducer(three(NEXT), SUCCEEDED)).to.deep.equal(three(NEXT));
      expect(valuationReducer(three(NEXT, FOUND, NEXT, SUBMIT), BACK)).to.deep.equal(three(NEXT, FOUND, NEXT, SUBMIT));
      expect(valuationReducer(three(NEXT, NO_BRANCH), FOUND)).to.deep.equal(three(NEXT, NO_BRANCH));
      expect(valuationReducer(three(NEXT, FOUND, NEXT, SUBMIT, SUCCEEDED), FAILED).kind).to.equal('thank-you');
      expect(valuationReducer(three(), FOUND)).to.deep.equal(three());
    });

    it('answers every event without throwing', () => {
      for (const state of reachable) for (const event of ALL_EVENTS) expect(valuationReducer(state, event)).to.have.property('kind');
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
    expect(branchLookupEvent(right({ kind: 'branch', branchId: 'b1' }))).to.deep.equal({ type: 'branch-found', branchId: 'b1' });
    expect(branchLookupEvent(right({ kind: 'no-branch' }))).to.deep.equal({ type: 'no-branch' });
    expect(branchLookupEvent(left(networkFailure))).to.deep.equal({ type: 'branch-lookup-failed' });
  });
});

describe('submitResultEvent', () => {
  it('reads only a success as success', () => {
    expect(submitResultEvent(right(undefined))).to.deep.equal({ type: 'submit-succeeded' });
    for (const failure of [httpFailure(500), networkFailure, timeoutFailure, validationFailure(['recaptcha-invalid'])]) {
      expect(submitResultEvent(left(failure)), failure.kind).to.deep.equal({ type: 'submit-failed' });
    }
  });
});

describe('a three-step valuation driven through the ports', () => {
  const PAYLOAD = { lead: { message: '' } } as unknown as LeadPayload;

  function fakes(lookup: Result<BranchLookup>, sent: Result<void>) {
    const branchLookup: BranchLookupPort = { branchForPostcode: sinon.stub().resolves(lookup) };
    const captcha: CaptchaPort = { execute: sinon.stub().resolves(right('token-1')), reset: sinon.spy() };
    const leads: LeadsPort = { send: sinon.stub().resolves(sent), postNative: sinon.spy() };
    const analytics: AnalyticsPort = { push: sinon.spy() };
    return { branchLookup, captcha, leads, analytics };
  }

  /** What the valuation view-model does around the reducer. */
  async function bookValuation(ports: ReturnType<typeof fakes>): Promise<ValuationState> {
    let state = valuationReducer(initialValuationState('three-step'), NEXT);
    state = valuationReducer(state, branchLookupEvent(await ports.branchLookup.branchForPostcode('TA1 1AA')));
    if (state.kind !== 'editing') return state;
    state = valuationReducer(valuationReducer(state, NEXT), SUBMIT);
    const token = await ports.captcha.execute('valuation');
    if (isLeft(token)) return state;
    state = valuationReducer(state, submitResultEvent(await ports.leads.send(PAYLOAD)));
    if (state.kind === 'thank-you' && state.pushAnalyticsEvent) ports.analytics.push(VALUATION_ANALYTICS_EVENT);
    if (state.kind === 'editing' && state.resetCaptcha) ports.captcha.reset();
    return state;
  }

  it('sends the lead and pushes the analytics event once on a 200', async () => {
    const ports = fakes(right({ kind: 'branch', branchId: 'b3' }), right(undefined));
    expect((await bookValuation(ports)).kind).to.equal('thank-you');
    sinon.assert.calledOnceWithExactly(ports.leads.send as sinon.SinonStub, PAYLOAD);
    sinon.assert.calledOnceWithExactly(ports.analytics.push as sinon.SinonSpy, VALUATION_ANALYTICS_EVENT);
    sinon.assert.notCalled(ports.captcha.reset as sinon.SinonSpy);
  });

  it('resets the captcha and pushes no event when the platform refuses the lead', async () => {
    const ports = fakes(right({ kind: 'branch', branchId: 'b3' }), left(httpFailure(422)));
    const state = await bookValuation(ports);
    expect(state).to.include({ kind: 'editing', step: 3, error: VALUATION_MESSAGES.submitFailed });
    sinon.assert.calledOnce(ports.captcha.reset as sinon.SinonSpy);
    sinon.assert.notCalled(ports.analytics.push as sinon.SinonSpy);
  });

  it('sends nothing when no branch covers the postcode', async () => {
    const ports = fakes(right({ kind: 'no-branch' }), right(undefined));
    expect((await bookValuation(ports)).kind).to.equal('no-branch-found');
    sinon.assert.notCalled(ports.leads.send as sinon.SinonStub);
  });
});
