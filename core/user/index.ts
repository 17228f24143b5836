// user: identity, the user area, saved properties and saved searches, with the rule that matches a
// listing to a saved search (SPEC §3 User, §4 "Identity and saved items"), and the properties a
// visitor recently viewed (kept in the browser, beside the search history).
export type { AlertFrequency, SavedSearch, User } from './user.js';
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
} from './identity.js';
export type { UserLoad, SignedOut } from './identity.js';
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
} from './user-area.js';
export type {
  UserAreaScreen,
  UserAreaVisitor,
  SignOutNavigation,
  PasswordChangeNavigation,
} from './user-area.js';
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
} from './saved-properties.js';
export type {
  SavedPropertiesMergeInput,
  SavedPropertiesMerge,
  PendingSavedPropertyChanges,
  SavedPropertiesSyncPlan,
} from './saved-properties.js';
export {
  ALERT_FREQUENCIES,
  DEFAULT_ALERT_FREQUENCY,
  isAlertFrequency,
  alertFrequencyLabel,
  savedSearchFromSearch,
  findSavedSearch,
  searchFromSavedSearch,
  describeSavedSearch,
} from './saved-searches.js';
export type { AlertFrequencyOption } from './saved-searches.js';
export { listingMatchesSavedSearch } from './saved-search-match.js';
export type { AlertListing } from './saved-search-match.js';
export {
  RECENTLY_VIEWED_LIMIT,
  EMPTY_RECENTLY_VIEWED,
  RecentlyViewedCodec,
  decodeRecentlyViewed,
  recentlyViewedCard,
  recordRecentlyViewed,
} from './recently-viewed.js';
export type { RecentlyViewed } from './recently-viewed.js';
export {
  COMPARE_MIN,
  COMPARE_MAX,
  COMPARE_TOO_FEW,
  compareSelectionStatus,
  parseCompareIds,
  compareSavedPropertiesPath,
  comparisonChoice,
} from './compare-properties.js';
export type { CompareSelectionStatus, ComparisonChoice } from './compare-properties.js';
