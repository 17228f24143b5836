// validation: the rules and messages of every form (enquiries, viewings, valuations, new homes,
// accounts, file uploads, the mortgage calculator) (SPEC §5, §8).
export { validateMortgageInputs } from './mortgage.validation.js';
export type { MortgageField } from './mortgage.validation.js';
export {
  isBlank,
  required,
  optional,
  validateFields,
  mergeErrors,
  hasNoErrors,
  isValidPersonName,
  isValidAccountName,
  isValidEmail,
  isValidPhone,
  isValidRegisterPhone,
  isValidEditPhone,
  isValidPostcode,
  isValidStreet,
  isValidPlaceName,
  isValidHouseNumber,
  isValidHouseName,
  UNSELECTED_OPTION,
  isSelected,
  rejectLettersWhileTyping,
} from './field-rules.js';
export type { FieldErrors, FieldRule } from './field-rules.js';
export { VALIDATION_MESSAGES, newHomesFieldMessage } from './validation-messages.js';
export {
  CONTACT_RULES,
  validateTerms,
  validateViewingForm,
  validateEnquiryForm,
} from './enquiry.validation.js';
export type {
  ContactValues,
  ContactField,
  ViewingFormValues,
  ViewingField,
  EnquiryFormValues,
  EnquiryField,
} from './enquiry.validation.js';
export {
  validateAddressEntry,
  validateValuationDetails,
  validateValuationTimes,
  validateValuationConfirmation,
  validateSingleStepValuation,
  validateInstantValuation,
} from './valuation.validation.js';
export type {
  AddressEntryValues,
  AddressEntryField,
  ValuationDetailsValues,
  ValuationDetailsField,
  ValuationTimesValues,
  InstantValuationValues,
  InstantValuationField,
} from './valuation.validation.js';
export {
  validateNewHomesForm,
  canSubmitNewHomes,
  validateNewHomesAddress,
} from './new-homes.validation.js';
export {
  PASSWORD_MIN_SIGN_IN,
  validateSignIn,
  PASSWORD_MIN_RESET,
  PASSWORD_RULE,
  passwordRuleFrom,
  meetsPasswordRule,
  passwordRuleProblems,
  passwordRequirements,
  validateResetPassword,
  validatePasswordChange,
  passwordErrorsFrom422,
  validateRegistration,
  validateEditDetails,
  isEmailChange,
  FORGOT_PASSWORD_SPINNER_MS,
  validateForgottenPassword,
  HONEYPOT_REDIRECT,
  isHoneypotFilled,
} from './account.validation.js';
export type {
  SignInValues,
  PasswordRule,
  PasswordRequirement,
  NewPasswordValues,
  PasswordChangeValues,
  RegistrationValues,
  RegistrationField,
  EditDetailsValues,
  EditDetailsField,
} from './account.validation.js';
export {
  FILE_UPLOAD_LIMIT_BYTES,
  isFileTooLarge,
  UPLOAD_FILE_TYPES,
  UPLOAD_ACCEPT,
  attachmentNote,
  isAcceptedUpload,
  fileUploadProblem,
  fileProblemMessage,
  validateFileUpload,
  validateFormFiles,
} from './file-upload.validation.js';
export type { FileProblem } from './file-upload.validation.js';
export type { FileUploadValues } from './file-upload.validation.js';
export { validateRentalYieldInputs } from './rental-yield.validation.js';
export type { RentalYieldField } from './rental-yield.validation.js';
export { validateBorrowingInputs } from './borrowing.validation.js';
export type { BorrowingField, BorrowingValues } from './borrowing.validation.js';
