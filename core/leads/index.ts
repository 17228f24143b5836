// leads: what each enquiry, viewing, valuation and new-homes form sends, the agency's own forms and
// the answers to a native form post (SPEC §5, §7).
export {
  DEFAULT_LEAD_CHANNEL,
  leadSentEvent,
  leadChannelFor,
  withPropertyReference,
  leadClientOf,
  leadContactOf,
  marketingPreferencesOf,
} from './lead.js';
export type {
  LeadSentKind,
  LeadChannel,
  LeadType,
  LeadClientAddress,
  LeadClient,
  Lead,
  LeadBooking,
  MarketingPreferences,
  LeadPayload,
  NewHomesSubmission,
  NewHomesFormElement,
  LeadContact,
  PropertyReference,
  ChosenFile,
  FormFile,
} from './lead.js';
export { viewingLead, staffLead, officeLead, departmentLead } from './enquiry-leads.js';
export type {
  EnquiryInput,
  ViewingLeadInput,
  StaffLeadInput,
  OfficeLeadInput,
  DepartmentLeadInput,
} from './enquiry-leads.js';
export { leadBookingOf, valuationLead } from './valuation-lead.js';
export type {
  CalendarDate,
  ValuationLeadCommon,
  ValuationFlow,
  ValuationLeadInput,
} from './valuation-lead.js';
export {
  NEW_HOMES_ADDRESS_FIELDS,
  developmentOfInterest,
  newHomesSubmission,
  formSubmission,
  formSubmissionFieldName,
} from './new-homes-submission.js';
export type { NewHomesSubmissionInput, FormSubmissionInput } from './new-homes-submission.js';
export { decodeAgencyForm, decodeAgencyForms } from './agency-form.codec.js';
export { nativePostOutcome } from './native-post-answer.js';
export {
  VIEWING_TIMES,
  viewingTimeLabel,
  viewingDayOptions,
  viewingTimeOptions,
  viewingPreference,
} from './viewing-preferences.js';
export type { PreferenceOption } from './viewing-preferences.js';
export type { AgencyForm } from './agency-form.codec.js';
export {
  EMPTY_LEAD_ADDRESS,
  leadAddressOf,
  addressFromLookup,
  streetAddressLine,
  formatLeadAddress,
} from './lead-address.js';
export type { LeadAddress } from './lead-address.js';
export { leadFormFields } from './lead-form-fields.js';
