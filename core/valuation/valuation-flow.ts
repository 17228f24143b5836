/**
 * The book-a-valuation step machine (SPEC §4 Valuation, §8 "Valuation submit", "No branch").
 *
 * Three-step flow: 1 details and address → 2 date and times → 3 confirm and submit → 4 thank you.
 * Single-step flow (theme setting): 1 the whole form → 2 thank you. In both, the postcode decides
 * the branch first; without one the flow ends in no-branch-found.
 *
 * The reducer is pure. The view-model validates a step (core/validation) before sending 'next' or
 * 'submit', runs the port calls the new state asks for (branch lookup while 'looking-up-branch',
 * captcha and lead while 'submitting'), and sends their outcome back as an event. An event that
 * does not apply to the current state returns the same state object.
 */
import { isLeft } from 'fp-ts/Either';
import type { Result } from '../failures/failures.js';
import { MESSAGES } from '../notifications/toast.js';
import type { BranchLookup } from '../ports/branch-lookup.port.js';
import type { AnalyticsEvent } from '../ports/analytics.port.js';

/** Which valuation flow the agency uses (theme setting, SPEC §4). */
export type ValuationFlowKind = 'three-step' | 'single-step';

/**
 * Texts of the flow that SPEC does not give. The SPEC texts it shows (no branch found, submit
 * failed) come from the message catalogue, `MESSAGES` in core/notifications/toast.ts.
 */
export const VALUATION_MESSAGES = {
  /** Not in SPEC: the postcode lookup itself failed (network), so no answer about agents yet. */
  branchLookupFailed: 'Sorry, we could not check your postcode just now. Please try again.',
} as const;

/** Pushed to the analytics data layer when a valuation request is accepted (SPEC §4). */
export const VALUATION_ANALYTICS_EVENT: AnalyticsEvent = { event: 'valuation_request_sent' };

export type ValuationState =
  /** A form step is shown. `error` is shown above the form; `resetCaptcha` asks for a new captcha. */
  | {
      readonly kind: 'editing';
      readonly flow: ValuationFlowKind;
      readonly step: 1 | 2 | 3;
      readonly branchId?: string;
      readonly error?: string;
      readonly resetCaptcha: boolean;
    }
  /** Step 1 stays on screen with a loading state while the postcode → branch lookup runs. */
  | { readonly kind: 'looking-up-branch'; readonly flow: ValuationFlowKind; readonly step: 1 }
  | {
      readonly kind: 'no-branch-found';
      readonly flow: ValuationFlowKind;
      readonly title: string;
      readonly text: string;
    }
  /** The form is submitted and shows a loading state (step 3, or the single step). */
  | {
      readonly kind: 'submitting';
      readonly flow: ValuationFlowKind;
      readonly step: 1 | 3;
      readonly branchId: string;
    }
  /** Thank you: step 4 of three, or step 2 of the single-step flow; push the analytics event. */
  | {
      readonly kind: 'thank-you';
      readonly flow: ValuationFlowKind;
      readonly step: 2 | 4;
      readonly pushAnalyticsEvent: true;
    }
  /** The modal is to close (navigate to '/', SPEC §2 Modal routes). */
  | { readonly kind: 'closed'; readonly flow: ValuationFlowKind };

export type ValuationEvent =
  /** The current step is valid: step 1 → branch lookup (three-step), step 2 → step 3. */
  | { readonly type: 'next' }
  /** One step back; on step 1 it closes the modal; on no-branch-found it returns to step 1. */
  | { readonly type: 'back' }
  | { readonly type: 'branch-found'; readonly branchId: string }
  | { readonly type: 'no-branch' }
  | { readonly type: 'branch-lookup-failed' }
  /** The form is valid and the terms agreed: step 3 of three, or the single step. */
  | { readonly type: 'submit' }
  /** The platform answered 200. */
  | { readonly type: 'submit-succeeded' }
  /** Any other answer, or none. */
  | { readonly type: 'submit-failed' }
  | { readonly type: 'close' };

export function initialValuationState(flow: ValuationFlowKind): ValuationState {
  return editing(flow, 1);
}

function editing(
  flow: ValuationFlowKind,
  step: 1 | 2 | 3,
  branchId?: string,
  error?: string,
): ValuationState {
  return {
    kind: 'editing',
    flow,
    step,
    ...(branchId === undefined ? {} : { branchId }),
    ...(error === undefined ? {} : { error }),
    resetCaptcha: error !== undefined,
  };
}

type Editing = Extract<ValuationState, { kind: 'editing' }>;

function onEditing(state: Editing, event: ValuationEvent): ValuationState {
  const { flow, step, branchId } = state;
  const threeStep = flow === 'three-step';
  switch (event.type) {
    case 'next':
      if (threeStep && step === 1) return { kind: 'looking-up-branch', flow, step: 1 };
      if (threeStep && step === 2) return editing(flow, 3, branchId);
      return state;
    case 'back':
      if (step === 1) return { kind: 'closed', flow };
      return step === 2 ? editing(flow, 1) : editing(flow, 2, branchId);
    case 'submit':
      if (!threeStep && step === 1) return { kind: 'looking-up-branch', flow, step: 1 };
      if (threeStep && step === 3 && branchId !== undefined)
        return { kind: 'submitting', flow, step: 3, branchId };
      return state;
    case 'close':
      return { kind: 'closed', flow };
    default:
      return state;
  }
}

function onLookingUpBranch(
  flow: ValuationFlowKind,
  state: ValuationState,
  event: ValuationEvent,
): ValuationState {
  switch (event.type) {
    case 'branch-found':
      return flow === 'three-step'
        ? editing(flow, 2, event.branchId)
        : { kind: 'submitting', flow, step: 1, branchId: event.branchId };
    case 'no-branch':
      return {
        kind: 'no-branch-found',
        flow,
        title: MESSAGES.noBranchTitle,
        text: MESSAGES.noBranchText,
      };
    case 'branch-lookup-failed':
      return editing(flow, 1, undefined, VALUATION_MESSAGES.branchLookupFailed);
    case 'close':
      return { kind: 'closed', flow };
    default:
      return state;
  }
}

type Submitting = Extract<ValuationState, { kind: 'submitting' }>;

function onSubmitting(state: Submitting, event: ValuationEvent): ValuationState {
  const { flow } = state;
  switch (event.type) {
    case 'submit-succeeded':
      return {
        kind: 'thank-you',
        flow,
        step: flow === 'three-step' ? 4 : 2,
        pushAnalyticsEvent: true,
      };
    case 'submit-failed':
      return editing(
        flow,
        state.step,
        flow === 'three-step' ? state.branchId : undefined,
        MESSAGES.valuationFailed,
      );
    case 'close':
      return { kind: 'closed', flow };
    default:
      return state;
  }
}

/** The next state of the valuation flow (SPEC §4 Valuation). Total: every pair has an answer. */
export function valuationReducer(state: ValuationState, event: ValuationEvent): ValuationState {
  switch (state.kind) {
    case 'editing':
      return onEditing(state, event);
    case 'looking-up-branch':
      return onLookingUpBranch(state.flow, state, event);
    case 'submitting':
      return onSubmitting(state, event);
    case 'no-branch-found':
      if (event.type === 'back') return editing(state.flow, 1);
      return event.type === 'close' ? { kind: 'closed', flow: state.flow } : state;
    case 'thank-you':
      return event.type === 'back' || event.type === 'close'
        ? { kind: 'closed', flow: state.flow }
        : state;
    case 'closed':
      return state;
  }
}

/** The event for a postcode → branch lookup answer. */
export function branchLookupEvent(result: Result<BranchLookup>): ValuationEvent {
  if (isLeft(result)) return { type: 'branch-lookup-failed' };
  return result.right.kind === 'branch'
    ? { type: 'branch-found', branchId: result.right.branchId }
    : { type: 'no-branch' };
}

/** The event for a lead submission answer: only a 200 (a right) is success (SPEC §7 POST /leads). */
export function submitResultEvent(result: Result<unknown>): ValuationEvent {
  return isLeft(result) ? { type: 'submit-failed' } : { type: 'submit-succeeded' };
}

/** The step counter of the three-step flow, 'n/3' (SPEC §2 /book-a-valuation); none otherwise. */
export function valuationStepCounter(state: ValuationState): string | undefined {
  if (state.flow !== 'three-step') return undefined;
  if (state.kind === 'editing' || state.kind === 'looking-up-branch' || state.kind === 'submitting')
    return `${state.step}/3`;
  return undefined;
}
