// valuation: the three-step flow, its time slots and bookable days, the legacy calendar's hand back
// and the instant estimate (SPEC §4 Valuation, §5).
export {
  VALUATION_MESSAGES,
  VALUATION_ANALYTICS_EVENT,
  initialValuationState,
  valuationReducer,
  branchLookupEvent,
  submitResultEvent,
  valuationStepCounter,
} from './valuation-flow.js';
export type { ValuationFlowKind, ValuationState, ValuationEvent } from './valuation-flow.js';
export {
  TIME_SLOT_TIMES,
  HALF_DAY_LABELS,
  timeSlotLabel,
  timeSlots,
  selectAllOfHalf,
  isHalfSelected,
  toggleSlot,
  selectedSlots,
  initialAppointmentChoice,
  changeDate,
} from './time-slots.js';
export type { TimeOfDay, TimeSlot, AppointmentChoice } from './time-slots.js';
export {
  APPOINTMENT_WINDOW_DAYS,
  isoDateOf,
  parseIsoDate,
  calendarDateOf,
  easterSunday,
  bankHolidaysEnglandAndWales,
  appointmentDayProblem,
  isAppointmentDay,
  appointmentDays,
  appointmentDayLabel,
} from './appointment-days.js';
export type { UnavailableReason, AppointmentDayLabel } from './appointment-days.js';
export {
  APPOINTMENT_QUERY_KEYS,
  appointmentQuery,
  handedBackAppointment,
} from './appointment-hand-back.js';
export type { HandedBackAppointment } from './appointment-hand-back.js';
export {
  INSTANT_ESTIMATE_PROPERTY_TYPES,
  INSTANT_ESTIMATE_BEDROOMS,
  MIN_COMPARABLES,
  BEDROOM_STEP,
  MIN_SPREAD,
  MAX_SPREAD,
  ESTIMATE_ROUNDING,
  estimateTypeOf,
  isEstimatePropertyType,
  postcodeDistrict,
  adjustedPrice,
  instantEstimate,
} from './instant-estimate.js';
export type {
  InstantEstimatePropertyType,
  SoldComparable,
  EstimateSubject,
  EstimateBasis,
  InstantEstimate,
} from './instant-estimate.js';
