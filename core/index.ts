/**
 * The public API of the domain core: every business rule of the specification as pure TypeScript,
 * and the ports (interfaces) adapters implement. Everything outside core/ (ui, adapters, the
 * entries, the sandbox) imports from here only; the lint rules refuse a deep import. Nothing here
 * touches the DOM, the network, storage or the clock: ports do.
 *
 * One group per area, each the names of one folder of core (and core/failures.ts), under a comment
 * that starts with the area's name: the package (core/package.json) gives each area a subpath of
 * its own (`@agency-site/core/search`), written from its group here when the package is built, so
 * a channel can take one area alone. core/README.md lists the areas and their names.
 */

// settings: the object the platform embeds in every page, its decoders (total: a broken part is
// reported and replaced by its default), the page identifiers and the page data of each page kind
// (SPEC §1, §3).
export { IdString, LooseNumber } from './settings/settings-primitives.js';
export { DEFAULT_THEME_SETTINGS } from './settings/theme-settings.codec.js';
export { PAGE_IDENTIFIERS, isResultsPage } from './settings/page-identifiers.js';
export type { PageIdentifier } from './settings/page-identifiers.js';
export {
  SETTINGS_DECODE_STEPS,
  decodeSiteSettings,
  decodeSiteSettingsInSteps,
} from './settings/settings.codec.js';
export { decodePropertyCards } from './settings/property.codec.js';
export { decodeBranch, decodeBranches } from './settings/organisation.codec.js';
export type {
  Logo,
  HeaderData,
  PageInfo,
  SiteSettings,
  CookieConsentConfig,
  DecodedSettings,
} from './settings/settings.codec.js';
export type { ThemeSettings, ThemePreferences } from './settings/theme-settings.codec.js';
export { decodeResultsPageData, decodePlace, decodePlaces } from './settings/page-data.codec.js';
export type { Button, ResultsPageData } from './settings/page-data.codec.js';
export { decodeMaterialInformation } from './settings/material-information.codec.js';
export { decodeLettingsCosts, encodeLettingsCosts } from './settings/lettings-costs.codec.js';
export { decodeLettingsCompliance } from './settings/lettings-compliance.codec.js';
export {
  decodeBranchesIndexData,
  decodeBranchPageData,
} from './settings/branch-page-data.codec.js';
export type { BranchesIndexData, BranchPageData } from './settings/branch-page-data.codec.js';

// search: the search model, its URL grammar (paths and `/search?…` queries, both ways), its
// transitions, labels and summary, place suggestions, pagination, polylines and the search history
// (SPEC §4, reference/search-urls).
export { SORT_OPTIONS, DEFAULT_SEARCH } from './search/search.js';
export type { Channel, SortOption, Place, Search } from './search/search.js';
export {
  channelOfWord,
  CHANNEL_WORDS,
  CANONICAL_CHANNEL_WORD,
  withinMiles,
} from './search/search-grammar.js';
export {
  PROPERTY_TYPE_TAGS,
  FEATURE_TAGS,
  STATUS_OPTIONS,
  tagLabel,
  statusLabel,
  bedroomLabel,
  priceLabel,
} from './search/search-labels.js';
export type { LabelledValue } from './search/search-labels.js';
export { SUMMARY_SEPARATOR, searchSummary } from './search/search-summary.js';
export {
  FILTER_FIELDS,
  REMOVE_FILTER_PREFIX,
  activeFilters,
  removeFilter,
} from './search/active-filters.js';
export type { ActiveFilter, ActiveFilterOptions, FilterField } from './search/active-filters.js';
export { normaliseSearch, isValidSearch } from './search/search-normalise.js';
export {
  buildSearchPath,
  parseSearchPathWithIssues,
  parseSearchPath,
  SEARCH_CALL_PATH,
  buildSearchUrl,
  parseSearchUrlWithIssues,
  parseSearchUrl,
} from './search/search-path.js';
export {
  SEARCH_QUERY_KEYS,
  searchToQuery,
  searchFromQueryWithIssues,
  searchFromQuery,
} from './search/search-query.js';
export {
  SEARCH_FORM_NAMES,
  rangeFieldNames,
  hiddenSearchFields,
} from './search/search-form-fields.js';
export type { FormField, SearchFormControl } from './search/search-form-fields.js';
export type { SearchUrlOptions } from './search/search-path.js';
export type { SearchQueryInput } from './search/search-query.js';
export {
  DEVELOPMENT_PLOT_TAG,
  CHANNEL_PHRASES,
  placeResultsHeading,
  changeChannel,
  setTextQuery,
  placeDisplayName,
  selectPlace,
  clearPlace,
  addTag,
  removeTag,
  removeAllTags,
  toggleTag,
  applyDefaultStatus,
  withoutDefaultStatus,
  withDevelopmentPlotTag,
  changePage,
  changeSort,
  setFilter,
  setFilterValue,
} from './search/search-transitions.js';
export type { RangeFilter, RangeBounds, FilterValues } from './search/search-transitions.js';
export {
  SEARCH_HISTORY_LIMIT,
  EMPTY_SEARCH_HISTORY,
  searchesEqual,
  isLonePolygon,
  recordSearch,
  isNewSearch,
  markClickedProperty,
  backToSearch,
  backToSearchUrl,
  backToSearchPath,
  SearchHistoryCodec,
  decodeSearchHistory,
} from './search/search-history.js';
export type { SearchHistory, RecordContext, BackToSearchOptions } from './search/search-history.js';
export {
  MAX_PLACE_SUGGESTIONS,
  placesMatching,
  closestPlaces,
  placeSlugText,
} from './search/place-suggestions.js';
export { pageWindow } from './search/pagination.js';
export {
  encodePolyline,
  decodePolyline,
  isEncodedPolyline,
  polylineToBase64Url,
  polylineFromBase64Url,
} from './search/polyline.js';
export type { LatLng } from './search/polyline.js';
export { searchEvent } from './search/search-event.js';
export { WHERE_FIELDS, searchArea, searchInArea } from './search/search-area.js';

// property: listing shapes, status tags and the New Listing window, auctions, listing dates,
// developments with their plots (SPEC §3 "Property card", §4), and a listing's material
// information (Parts A, B and C): its fields, rows and the enquiry that names a missing one.
export type {
  Photo,
  PropertyCard,
  Country,
  VideoLink,
  PropertyDetail,
  TagDepartmentConversions,
} from './property/property.js';
export {
  STATUS_TAG_LABELS,
  NEW_LISTING_WINDOW_DAYS,
  REGISTER_FOR_SIMILAR_HOMES,
  REGISTER_FOR_SIMILAR_MESSAGE,
  viewingsClosedText,
  hasExchangedAtAuction,
  isNewListing,
  listingHeadline,
  listingStanding,
  statusTags,
} from './property/status-tags.js';
export type { ListingStanding, StatusTagTheme } from './property/status-tags.js';
export { isAuctionLot, isExpiredAuction } from './property/auction.js';
export { listingAddedDate } from './property/listing-date.js';
export type { ListingDate } from './property/listing-date.js';
export type { AuctionListing } from './property/auction.js';
export { upcomingAuction } from './property/auction-date.js';
export type { UpcomingAuction } from './property/auction-date.js';
export { isDevelopment } from './property/development-tag.js';
export {
  PLOT_AVAILABLE,
  PLOT_BEDROOMS_UNKNOWN,
  developmentPlots,
  describeDevelopment,
} from './property/development.js';
export type { DevelopmentPlot, DevelopmentSummary } from './property/development.js';
export {
  BROADBAND_TYPES,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  LISTED_BUILDING_GRADES,
  RENT_FREQUENCIES,
  TENURES,
  heldOnLease,
} from './property/material-information.js';
export type {
  BroadbandType,
  CouncilTaxBand,
  EpcRating,
  ListedBuilding,
  MaterialFieldKey,
  MaterialInformation,
  RentFrequency,
  Tenure,
} from './property/material-information.js';
export {
  BROADBAND_LABELS,
  LISTED_BUILDING_LABELS,
  MATERIAL_FIELD_LABELS,
  MATERIAL_PARTS,
  NOT_PROVIDED,
  RENT_FREQUENCY_LABELS,
  TENURE_LABELS,
  askAboutFieldMessage,
  materialFieldLabel,
} from './property/material-information-labels.js';
export type {
  MaterialPartId,
  MaterialPartSpec,
  MaterialRowKey,
} from './property/material-information-labels.js';
export {
  entranceFloorText,
  floorAreaText,
  materialInformationParts,
  materialRowText,
  moneyText,
  ordinal,
} from './property/material-information-rows.js';
export type {
  MaterialListing,
  MaterialPart,
  MaterialRow,
} from './property/material-information-rows.js';

// format: words and numbers as the site writes them: prices (the one rule for a listing's price
// text), counts and plurals, times of day and readable dates. No `Intl`: the same text on every
// engine.
export {
  formatPrice,
  formatWholePounds,
  formatWholeNumber,
  weeklyPriceFromMonthly,
  studentPppw,
  PRICE_ON_APPLICATION,
  listingPrice,
  formatAcreage,
  digitsOnly,
} from './format/price.js';
export type {
  PppwSettings,
  StudentPriceInput,
  ListingPriceInput,
  ListingPrice,
} from './format/price.js';
export {
  pluralWord,
  countOf,
  numberWord,
  countInWords,
  thereAre,
  capitalise,
} from './format/plural.js';
export { formatTime, clockTimeText } from './format/clock-time.js';
export { readableDate } from './format/readable-date.js';
export type { ReadableDate } from './format/readable-date.js';

// agency: branches, departments and staff, contact routing and links, opening hours, the branch
// finder and a branch's page (SPEC §3, §4, §6).
export type {
  OpeningTime,
  Staff,
  Department,
  Branch,
  AssociatedProfile,
  MenuItem,
} from './agency/agency.js';
export {
  CONTACT_ROUTING_WORDS,
  branchToCall,
  defaultTelephone,
  routeContact,
  canContactOffice,
  canShowTenantInfo,
  officeEnquiry,
  propertyBranch,
  propertyEnquiry,
  departmentEnquiry,
  findStaffMember,
  agencyTelephone,
} from './agency/contact-routing.js';
export { contactableStaff } from './agency/contact-links.js';
export type {
  BranchCall,
  ContactRoute,
  OfficeContactData,
  OfficeEnquirySources,
  OfficeEnquiry,
} from './agency/contact-routing.js';
export { CLOSED_LABEL, mergeOpeningHours, openingSpans } from './agency/opening-hours.js';
export type { OpeningHoursLine, OpeningSpan } from './agency/opening-hours.js';
export {
  ALL_DEPARTMENTS,
  BRANCHES_PER_PAGE,
  MAX_BRANCH_QUERY_LENGTH,
  DEFAULT_BRANCH_SEARCH,
  BRANCH_SEARCH_KEYS,
  foldText,
  departmentKey,
  parseBranchSearch,
  parseBranchSearchQuery,
  decodeBranchesSearch,
  branchSearchQuery,
  branchSearchHref,
  withBranchQuery,
  withDepartment,
  withArea,
  withBranchPage,
  departmentOptions,
  matchesBranchText,
  hasDepartment,
  branchesInArea,
  searchBranches,
} from './agency/branch-search.js';
export { branchPosition, branchMarkers } from './agency/branch-markers.js';
export type {
  BranchSearch,
  BranchSearchSource,
  DepartmentOption,
  BranchSearchResult,
  BranchSearchOptions,
} from './agency/branch-search.js';
export {
  NEARBY_BRANCH_MILES,
  branchesByDistance,
  nearestBranch,
} from './agency/branch-distance.js';
export type { BranchDistance } from './agency/branch-distance.js';
export {
  branchPropertiesPath,
  branchDirectionsLink,
  branchLocationCard,
  branchPropertySlider,
} from './agency/branch-page.js';

// calculators: stamp duty (SDLT, LBTT, LTT), the mortgage repayment (SPEC §5, §9,
// reference/uk-property-maths), rental yield and what a buyer could borrow.
export {
  MORTGAGE_DEFAULTS,
  MORTGAGE_LIMITS,
  isValidMortgagePrice,
  isValidMortgageDeposit,
  isValidMortgageRate,
  isValidMortgageYears,
  defaultDeposit,
  monthlyMortgagePayment,
} from './calculators/mortgage.js';
export type { MortgageType, MortgageInput } from './calculators/mortgage.js';
export {
  SURCHARGE_THRESHOLD,
  calculateStampDuty,
  CURRENT_STAMP_DUTY_TABLES,
  StampDutyTablesCodec,
} from './calculators/stamp-duty.js';
export type {
  BandRow,
  BandTable,
  StampDutyTables,
  StampDutyCountry,
  StampDutyInput,
  StampDutyBand,
  StampDutyResult,
} from './calculators/stamp-duty.js';
export { percentToOneDecimal } from './calculators/percent.js';
export {
  RENTAL_YIELD_LIMITS,
  yearlyRent,
  isValidRentalPrice,
  isValidMonthlyRent,
  isValidYearlyCosts,
  calculateRentalYield,
} from './calculators/rental-yield.js';
export type { RentalYieldInput, RentalYield } from './calculators/rental-yield.js';
export {
  BORROWING_DEFAULTS,
  BORROWING_LIMITS,
  isValidIncome,
  isValidFirstIncome,
  isValidIncomeMultiple,
  isValidBorrowingDeposit,
  calculateBorrowing,
} from './calculators/borrowing.js';
export type { BorrowingInput, Borrowing } from './calculators/borrowing.js';

// validation: the rules and messages of every form (enquiries, viewings, valuations, new homes,
// accounts, file uploads, the mortgage calculator) (SPEC §5, §8).
export { validateMortgageInputs } from './validation/mortgage.validation.js';
export type { MortgageField } from './validation/mortgage.validation.js';
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
} from './validation/field-rules.js';
export type { FieldErrors, FieldRule } from './validation/field-rules.js';
export { VALIDATION_MESSAGES, newHomesFieldMessage } from './validation/validation-messages.js';
export {
  CONTACT_RULES,
  validateTerms,
  validateViewingForm,
  validateEnquiryForm,
} from './validation/enquiry.validation.js';
export type {
  ContactValues,
  ContactField,
  ViewingFormValues,
  ViewingField,
  EnquiryFormValues,
  EnquiryField,
} from './validation/enquiry.validation.js';
export {
  validateAddressEntry,
  validateValuationDetails,
  validateValuationTimes,
  validateValuationConfirmation,
  validateSingleStepValuation,
  validateInstantValuation,
} from './validation/valuation.validation.js';
export type {
  AddressEntryValues,
  AddressEntryField,
  ValuationDetailsValues,
  ValuationDetailsField,
  ValuationTimesValues,
  InstantValuationValues,
  InstantValuationField,
} from './validation/valuation.validation.js';
export {
  validateNewHomesForm,
  canSubmitNewHomes,
  validateNewHomesAddress,
} from './validation/new-homes.validation.js';
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
} from './validation/account.validation.js';
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
} from './validation/account.validation.js';
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
} from './validation/file-upload.validation.js';
export type { FileProblem } from './validation/file-upload.validation.js';
export type { FileUploadValues } from './validation/file-upload.validation.js';
export { validateRentalYieldInputs } from './validation/rental-yield.validation.js';
export type { RentalYieldField } from './validation/rental-yield.validation.js';
export { validateBorrowingInputs } from './validation/borrowing.validation.js';
export type { BorrowingField, BorrowingValues } from './validation/borrowing.validation.js';

// user: identity, the user area, saved properties and saved searches, with the rule that matches a
// listing to a saved search (SPEC §3 User, §4 "Identity and saved items"), and the properties a
// visitor recently viewed (kept in the browser, beside the search history).
export type { AlertFrequency, SavedSearch, User } from './user/user.js';
export {
  LOCAL_USER,
  USER_RETRY_FIRST_MS,
  USER_RETRY_MAX_MS,
  isSignedIn,
  userAfterLoad,
  userAfterSignOut,
  userRetryDelayMs,
  SavedSearchesCodec,
  USER_TEXT_FIELDS,
  UserCodec,
} from './user/identity.js';
export type { UserLoad, SignedOut } from './user/identity.js';
export {
  USER_AREA_PATHS,
  userAreaPath,
  userAreaScreen,
  userAreaRedirect,
  signOutDestination,
  signOutNavigation,
  SIGNED_OUT_FLASH,
  passwordChangeNavigation,
  PASSWORD_CHANGED_FLASH,
  SIGN_IN_TOO_MANY_ATTEMPTS,
  AFTER_PASSWORD_CHANGE_PATH,
  AFTER_SIGN_OUT_URL,
} from './user/user-area.js';
export type {
  UserAreaScreen,
  UserAreaVisitor,
  SignOutNavigation,
  PasswordChangeNavigation,
} from './user/user-area.js';
export {
  SAVED_PROPERTIES_KEY,
  SAVED_PROPERTY_REMOVALS_KEY,
  SAVED_PROPERTIES_MERGED_KEY,
  SAVED_PROPERTIES_SIGNED_OUT_KEY,
  propertySavedEvent,
  normalisePropertyId,
  isPropertySaved,
  toggleSavedProperty,
  trackRemoval,
  mergeSavedProperties,
  noPendingChanges,
  pendingAfterToggle,
  savedPropertiesSyncPlan,
  pendingAfterSync,
  signOutSavedProperties,
  SavedPropertyIdsCodec,
  decodeSavedPropertyIds,
} from './user/saved-properties.js';
export type {
  SavedPropertiesMergeInput,
  SavedPropertiesMerge,
  PendingSavedPropertyChanges,
  SavedPropertiesSyncPlan,
} from './user/saved-properties.js';
export {
  ALERT_FREQUENCIES,
  DEFAULT_ALERT_FREQUENCY,
  isAlertFrequency,
  alertFrequencyLabel,
  savedSearchFromSearch,
  findSavedSearch,
  searchFromSavedSearch,
  describeSavedSearch,
} from './user/saved-searches.js';
export type { AlertFrequencyOption } from './user/saved-searches.js';
export { listingMatchesSavedSearch } from './user/saved-search-match.js';
export type { AlertListing } from './user/saved-search-match.js';
export {
  RECENTLY_VIEWED_LIMIT,
  EMPTY_RECENTLY_VIEWED,
  RecentlyViewedCodec,
  decodeRecentlyViewed,
  recentlyViewedCard,
  recordRecentlyViewed,
} from './user/recently-viewed.js';
export type { RecentlyViewed } from './user/recently-viewed.js';

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
} from './leads/lead.js';
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
} from './leads/lead.js';
export { viewingLead, staffLead, officeLead, departmentLead } from './leads/enquiry-leads.js';
export type {
  EnquiryInput,
  ViewingLeadInput,
  StaffLeadInput,
  OfficeLeadInput,
  DepartmentLeadInput,
} from './leads/enquiry-leads.js';
export { leadBookingOf, valuationLead } from './leads/valuation-lead.js';
export type {
  CalendarDate,
  ValuationLeadCommon,
  ValuationFlow,
  ValuationLeadInput,
} from './leads/valuation-lead.js';
export {
  NEW_HOMES_ADDRESS_FIELDS,
  developmentOfInterest,
  newHomesSubmission,
  formSubmission,
  formSubmissionFieldName,
} from './leads/new-homes-submission.js';
export type { NewHomesSubmissionInput, FormSubmissionInput } from './leads/new-homes-submission.js';
export { decodeAgencyForm, decodeAgencyForms } from './leads/agency-form.codec.js';
export { nativePostOutcome } from './leads/native-post-answer.js';
export {
  VIEWING_TIMES,
  viewingTimeLabel,
  viewingDayOptions,
  viewingTimeOptions,
  viewingPreference,
} from './leads/viewing-preferences.js';
export type { PreferenceOption } from './leads/viewing-preferences.js';
export type { AgencyForm } from './leads/agency-form.codec.js';
export {
  EMPTY_LEAD_ADDRESS,
  leadAddressOf,
  addressFromLookup,
  streetAddressLine,
  formatLeadAddress,
} from './leads/lead-address.js';
export type { LeadAddress } from './leads/lead-address.js';
export { leadFormFields } from './leads/lead-form-fields.js';

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
} from './valuation/valuation-flow.js';
export type {
  ValuationFlowKind,
  ValuationState,
  ValuationEvent,
} from './valuation/valuation-flow.js';
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
} from './valuation/time-slots.js';
export type { TimeOfDay, TimeSlot, AppointmentChoice } from './valuation/time-slots.js';
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
} from './valuation/appointment-days.js';
export type { UnavailableReason, AppointmentDayLabel } from './valuation/appointment-days.js';
export {
  APPOINTMENT_QUERY_KEYS,
  appointmentQuery,
  handedBackAppointment,
} from './valuation/appointment-hand-back.js';
export type { HandedBackAppointment } from './valuation/appointment-hand-back.js';
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
} from './valuation/instant-estimate.js';
export type {
  InstantEstimatePropertyType,
  SoldComparable,
  EstimateSubject,
  EstimateBasis,
  InstantEstimate,
} from './valuation/instant-estimate.js';

// bot-check: when a form needs one, the site key and the script address (SPEC §5 Bot check).
export {
  BOT_CHECK_POLL_MS,
  BOT_CHECKED_PATHS,
  BOT_CHECKED_PATH_PREFIX,
  BOT_CHECK_TOKEN_FIELD,
  BOT_CHECK_FAILED_FLASH,
  RECAPTCHA_INVALID_TEXT,
  needsBotCheck,
  recaptchaVersion,
} from './bot-check/bot-check.js';
export type { BotCheckForm } from './bot-check/bot-check.js';
export { botCheckSiteKey } from './bot-check/bot-check-settings.js';
export { checkScriptUrl } from './bot-check/script-url.js';
export type { BotCheckSwitch } from './bot-check/bot-check-settings.js';

// consent: cookie consent and analytics: the visitor's choice, what it allows, the banner's words
// (SPEC §3 cookie_consent_config, §7).
export {
  COOKIE_CONSENT_KEY,
  StoredConsentCodec,
  CONSENT_VALIDITY_DAYS,
  consentState,
  consentStateAtStart,
  isBannerShown,
  mayRunAnalytics,
  consentRecord,
  consentLogStatus,
  CONSENT_COOKIE_NAME,
  consentCookieDecision,
  consentCookieText,
  isBannerInServerMarkup,
  consentOfRecord,
  CONSENT_FORM,
  consentFormDecision,
} from './consent/cookie-consent.js';
export { analyticsEventFate, HELD_ANALYTICS_EVENTS_LIMIT } from './consent/analytics-gate.js';
export type { AnalyticsEventFate } from './consent/analytics-gate.js';
export type { ConsentDecision, ConsentState, StoredConsent } from './consent/cookie-consent.js';
export {
  COOKIE_BANNER_DEFAULTS,
  cookieBannerContent,
  currentChoiceText,
  CONSENT_MESSAGES,
  consentChoiceMessage,
} from './consent/cookie-banner.js';
export type { CookieBannerContent } from './consent/cookie-banner.js';

// legal: the terms, privacy notice and cookie policy every form and the footer link, and the words
// of those links.
export { DEFAULT_LEGAL_PAGES, LEGAL_LINK_TEXTS } from './legal/legal-pages.js';
export type { LegalPages } from './legal/legal-pages.js';
export { NEW_TAB_NOTE, termsLabel, privacyNotice } from './legal/legal-words.js';
export type { LegalPurpose, TermsLabel, PrivacyNotice } from './legal/legal-words.js';

// storage: what the site keeps in the browser: the storage keys, and the list a cookie policy is
// written from.
export { STORAGE_KEYS, storageKeyName } from './storage/storage-keys.js';
export type { StorageRole } from './storage/storage-keys.js';
export { SITE_STORAGE, SITE_COOKIES, storedItemsOf } from './storage/site-storage.js';
export type { StoredItem, StoredItems, SiteCookie } from './storage/site-storage.js';

// header: the primary menu around the logo, dropdowns, the phone link, the logo's size and the
// breakpoints (SPEC §2 Header, §4, §9).
export {
  HOME_SCROLL_THRESHOLD,
  DROPDOWN_WIDTH,
  PRIMARY_ITEMS_LEFT_OF_LOGO,
  splitPrimaryMenu,
  dropdownWidth,
  dropdownAlignment,
  isNewTab,
  PROFESSIONAL_SERVICES_SECTIONS,
  sectionIllustrationMap,
  sectionIllustration,
  headerPhoneLink,
  telHref,
  parseLogoDimensions,
  isMobileMenu,
  isScrolledHeader,
} from './header/menu-layout.js';
export type { SplitMenu, SectionIllustrations } from './header/menu-layout.js';

// content: link kinds and the one link-safety rule, `tel:` links, responsive images, the text cut
// for mobile, expandable sections and content blocks (SPEC §2, §4, §9).
export { ANY_SAFE_LINK, WEB_PAGE_LINK, linkCodec, linkKind, safeLink } from './content/links.js';
export type { LinkKind } from './content/links.js';
export {
  BREAKPOINTS,
  IMAGE_WIDTHS,
  CARD_EAGER_COUNT,
  srcSet,
  pickWidth,
  viewportKind,
  isEagerCard,
} from './content/images.js';
export type { ViewportKind } from './content/images.js';
export { MOBILE_TRUNCATE_CHARS, ELLIPSIS, truncateForMobile } from './content/truncate.js';
export { toggleOpen, isOpen } from './content/expandable.js';
export {
  CONTENT_BLOCK_TYPES,
  DEFAULT_HEADING_LEVEL,
  IMAGE_EVENT_SOURCES,
} from './content/content-block.js';
export { headingLevel, decodeContentBlocks } from './content/content-blocks.js';
export {
  contentBlockImages,
  LEAD_PICTURE_BLOCKS,
  blockFirstPicture,
  leadPictureBlockId,
} from './content/content-block-pictures.js';
export type {
  ContentBlockType,
  HeadingLevel,
  ContentBlockCommon,
  DropdownItem,
  GalleryCard,
  ImageEvent,
  ImageEventSource,
  MapPlace,
  ContentBlock,
  ContentBlockOf,
} from './content/content-block.js';
export type { BlockImagesRoute } from './content/content-block-pictures.js';

// media: video and virtual-tour addresses as embeds, and when a player from another company may
// load (SPEC §4, §9).
export {
  UNSUPPORTED_VIDEO,
  VIRTUAL_TOUR_HOSTS,
  MEDIA_FILE_HOSTS,
  PROPERTY_REPORT_HOSTS,
  toEmbed,
  collectVideos,
} from './media/video-urls.js';
export type {
  VideoKind,
  VideoEmbed,
  UnsupportedVideo,
  VideoEmbedResult,
  CollectedVideos,
} from './media/video-urls.js';
export {
  videoProvider,
  isThirdPartyPlayer,
  mayLoadVideoPlayer,
  videoPlayButtonText,
  videoPosterNote,
} from './media/video-consent.js';

// carousel: wrap-around navigation, the 'n/total' label, swipes and automatic rotation (SPEC §2,
// §4, §9).
export {
  CAROUSEL,
  NO_IMAGE,
  nextIndex,
  previousIndex,
  indexLabel,
  swipeDirection,
  shouldAutoRotate,
  carouselSize,
  cardsPerView,
  useMobileCarousel,
  carouselSourceFromPath,
  sliderPositions,
  nextSliderIndex,
  previousSliderIndex,
} from './carousel/carousel.js';
export type {
  SwipeDirection,
  AutoRotateState,
  CarouselSize,
  CarouselSource,
  CarouselRoute,
} from './carousel/carousel.js';

// maps: the initial view, marker clusters, drawn areas, distances, tile addresses and map credits.
export {
  UK_CENTRE,
  UK_ZOOM,
  SINGLE_MARKER_ZOOM,
  DEFAULT_ZOOM,
  FIT_PADDING_PX,
  hasMapPosition,
  initialMapView,
} from './maps/map-view.js';
export type { InitialMapView } from './maps/map-view.js';
export { CLUSTER_CELL_PX, MAX_CLUSTER_ZOOM, clusterPins, worldPixel } from './maps/map-clusters.js';
export type { Cluster, ClusterOptions } from './maps/map-clusters.js';
export {
  MIN_AREA_CORNERS,
  MAX_AREA_CORNERS,
  areaCorners,
  drawnAreaCorners,
  isInsideArea,
  boundsArea,
} from './maps/polygon.js';
export {
  AREA_DRAWING_TEXT,
  placeCorner,
  withoutLastCorner,
  finishCorners,
} from './maps/area-drawing.js';
export type { DrawingStep } from './maps/area-drawing.js';
export { EARTH_RADIUS_MILES, distanceMiles, formatMiles } from './maps/distance.js';
export type { MapBounds } from './maps/polygon.js';
export {
  DEFAULT_MAP_TILE_URL,
  DEFAULT_MAP_TILE_ATTRIBUTION,
  TILE_URL_PROBLEM,
  checkTileUrlTemplate,
} from './maps/map-tiles.js';
export type { TileSource } from './maps/map-tiles.js';
export { ATTRIBUTION_LINK, parseMapAttribution } from './maps/map-attribution.js';
export type { AttributionPart, MapAttribution } from './maps/map-attribution.js';

// routes: every URL the site's own views link to (overlay routes, their router patterns, the fixed
// page paths) (SPEC §2).
export {
  REGISTER_SIMILAR_QUERY,
  OVERLAY_ROUTES,
  OVERLAY_PATTERNS,
  PAGE_PATHS,
  overlayHref,
  imageEventPattern,
  staffContactHref,
  departmentContactHref,
  agencyFormHref,
  videoHref,
  galleryCardRoute,
  imageEventRoute,
  flashHref,
} from './routes/site-routes.js';
export type { OverlayRouteName } from './routes/site-routes.js';
export { ASK_ABOUT_QUERY_KEY, askAboutFieldHref } from './routes/site-routes.js';

// articles: the index and article pages' data, their addresses, pagination and dates (SPEC §1, §3).
export {
  ARTICLES_INDEX_PATH,
  decodeArticlesIndex,
  decodeArticlePage,
  articlesIndexHref,
  articlesPageLinks,
  articlesPastEnd,
  formsToOffer,
} from './articles/articles.js';
export { decodeArticleCards } from './articles/article-card.js';
export type {
  Article,
  ArticlesPagination,
  ArticlesIndexData,
  ArticlePageData,
  ArticlesIndexQuery,
  ArticlesPageLink,
  ArticlesPageLinks,
  ArticlesPastEnd,
} from './articles/articles.js';
export type { ArticleTopic, ArticleCard } from './articles/article-card.js';

// seo: search engines and link previews: page meta, canonical addresses, structured data, and the
// one rule for data written into HTML (server render).
export {
  DESCRIPTION_LIMIT,
  pageMeta,
  documentTitle,
  canonicalUrl,
  canonicalPath,
  siteOrigin,
  plainText,
  shortDescription,
} from './seo/page-meta.js';
export type { PageMetaInput, PageMeta } from './seo/page-meta.js';
export {
  HEADLINE_LIMIT,
  BUSINESS_FUNCTIONS,
  absoluteUrl,
  postalAddress,
  openingHoursSpecification,
  propertyPlaceType,
  offerAvailability,
  homeStructuredData,
  branchStructuredData,
  propertyStructuredData,
  articleStructuredData,
} from './seo/structured-data.js';
export type { SiteIdentity, PropertyPlaceType, JsonValue, JsonLd } from './seo/structured-data.js';
export { escapeHtml, jsonForScript } from './seo/escaping.js';

// notifications: toasts, where they show, and flash keys with their texts (SPEC §8).
export {
  TOAST_DURATIONS,
  toastDuration,
  createToast,
  MESSAGES,
  TOASTS,
  registerFailedToast,
  chunkLoadError,
  PART_NOT_LOADED_TEXT,
} from './notifications/toast.js';
export type {
  ToastKind,
  ToastLength,
  Toast,
  ToastSpec,
  MessageKey,
} from './notifications/toast.js';
export {
  TOAST_CORNER_FROM_PX,
  TOAST_GAP_PX,
  placeToasts,
  toastBox,
} from './notifications/toast-placement.js';
export type {
  Box,
  ToastSpot,
  ToastPlacementInput,
  ToastPlacement,
} from './notifications/toast-placement.js';
export {
  FLASH_KEY_MAX_LENGTH,
  parseFlashHash,
  FLASH_MESSAGES,
  GENERIC_FLASH_ERROR,
  flashToast,
} from './notifications/flash.js';
export type { FlashKind, FlashKey, FlashToast } from './notifications/flash.js';
export { LOCATION_NOT_FOUND_TEXT, flashOverride } from './notifications/flash-texts.js';

// failures: what a port call can answer instead of a value.
export {
  networkFailure,
  timeoutFailure,
  unauthorisedFailure,
  httpFailure,
  decodeFailure,
  validationFailure,
} from './failures.js';
export type { Failure, FailureKind, Result } from './failures.js';

// ports: what a channel implements for core (ARCHITECTURE §2), named from core's side.
export type {
  Credentials,
  Registration,
  PasswordChange,
  PasswordChangeOutcome,
  PasswordResetRequest,
  MarketingPreferenceChange,
  AccountPort,
} from './ports/account.port.js';
export { ADDRESS_LOOKUP_DEBOUNCE_MS } from './ports/address-lookup.port.js';
export type {
  AddressSuggestion,
  AddressLookupResult,
  AddressLookupPort,
} from './ports/address-lookup.port.js';
export type { AnalyticsEvent, AnalyticsPort } from './ports/analytics.port.js';
export type { AgencyAnalyticsCode, AnalyticsCodePort } from './ports/analytics-code.port.js';
export type { BranchLookup, BranchLookupPort } from './ports/branch-lookup.port.js';
export type { LocatedPlace, PlaceLookupPort } from './ports/place-lookup.port.js';
export { RECAPTCHA_POLL_MS } from './ports/captcha.port.js';
export type { CaptchaPort } from './ports/captcha.port.js';
export { CHUNK_LOAD_TIMEOUT_MS } from './ports/chunk-loader.port.js';
export type { ChunkLoadResult, ChunkLoaderPort } from './ports/chunk-loader.port.js';
export type { ClockPort } from './ports/clock.port.js';
export type {
  InstantEstimateRequest,
  InstantValuationPort,
} from './ports/instant-valuation.port.js';
export type { IdleSchedulerPort } from './ports/idle-scheduler.port.js';
export type { NativeLeadForm, LeadsPort } from './ports/leads.port.js';
export { LEGACY_CALENDAR_SCRIPT } from './ports/legacy-entry-points.port.js';
export type {
  LegacyCalendarChoice,
  LegacyCalendarHandlers,
  LegacyEntryPointsPort,
} from './ports/legacy-entry-points.port.js';
export type {
  Pagination,
  ListingResults,
  PropertyLinks,
  ListingsPort,
  MapListings,
} from './ports/listings.port.js';
export type { LoggerPort } from './ports/logger.port.js';
export type { MapMarker, MapOptions, MapAreaControls, MapsPort } from './ports/maps.port.js';
export type { MotionPreferencePort } from './ports/motion-preference.port.js';
export type { NavigationPort } from './ports/navigation.port.js';
export type { PageHistoryPort } from './ports/page-history.port.js';
export type { NotifierPort } from './ports/notifier.port.js';
export type { SnippetPlace, PageSnippetsPort } from './ports/page-snippets.port.js';
export type { SavedPropertiesPort } from './ports/saved-properties.port.js';
export type { SavedSearchesPort } from './ports/saved-searches.port.js';
export type { ScriptLoadOptions, ScriptLoaderPort } from './ports/script-loader.port.js';
export type { StorageKey, StoredValueDecoder, KeyValueStoragePort } from './ports/storage.port.js';
export type { TimersPort } from './ports/timers.port.js';
export type { ExposureEventType, ConsentStatus, TrackingPort } from './ports/tracking.port.js';
export type { ConsentCookiePort } from './ports/consent-cookie.port.js';
export type { ViewportPort } from './ports/viewport.port.js';
export type { ScrollLockPort } from './ports/scroll-lock.port.js';

// lettings: rent both ways to the penny, the caps on what a tenant pays (Tenant Fees Act 2019),
// the advert check, and the agency's notices (Consumer Rights Act 2015 s.83).
export {
  HIGH_RENT_ANNUAL_PENCE,
  annualRent,
  lettingsCaps,
  monthlyRent,
  monthlyRentOf,
  penceOf,
  poundsOf,
  weeklyRent,
  weeklyRentOf,
} from './lettings/rent.js';
export type { LettingsCaps, Pence, RentUnit } from './lettings/rent.js';
export {
  NO_RENT_GIVEN,
  askingRent,
  cardWeeklyRent,
  formatPence,
  lettingsCostsPanel,
  rentTexts,
} from './lettings/lettings-costs.js';
export type {
  AskingRent,
  CardWeeklyRent,
  CostLine,
  Furnishing,
  LettingsCosts,
  LettingsCostsPanel,
  PermittedPayment,
  RentTexts,
} from './lettings/lettings-costs.js';
export { checkLettingsListing } from './lettings/lettings-check.js';
export type { LettingsProblem, LettingsProblemCode } from './lettings/lettings-check.js';
export { FEES_LINK_TEXT, complianceLinks } from './lettings/lettings-compliance.js';
export type {
  ComplianceLink,
  LettingsCompliance,
  SchemeMembership,
} from './lettings/lettings-compliance.js';
