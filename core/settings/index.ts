// settings: the object the platform embeds in every page, its decoders (total: a broken part is
// reported and replaced by its default), the page identifiers and the page data of each page kind
// (SPEC §1, §3).
export { IdString, LooseNumber } from './settings-primitives.js';
export { DEFAULT_THEME_SETTINGS } from './theme-settings.codec.js';
export { PAGE_IDENTIFIERS, isResultsPage } from './page-identifiers.js';
export type { PageIdentifier } from './page-identifiers.js';
export {
  SETTINGS_DECODE_STEPS,
  decodeSiteSettings,
  decodeSiteSettingsInSteps,
} from './settings.codec.js';
export { decodePropertyCards } from './property.codec.js';
export { decodeBranch, decodeBranches } from './organisation.codec.js';
export type {
  Logo,
  HeaderData,
  PageInfo,
  SiteSettings,
  CookieConsentConfig,
  DecodedSettings,
} from './settings.codec.js';
export type { ThemeSettings, ThemePreferences } from './theme-settings.codec.js';
export { decodeResultsPageData, decodePlace, decodePlaces } from './page-data.codec.js';
export type { Button, ResultsPageData } from './page-data.codec.js';
export { decodeMaterialInformation } from './material-information.codec.js';
export { decodeLettingsCosts, encodeLettingsCosts } from './lettings-costs.codec.js';
export { decodeLettingsCompliance } from './lettings-compliance.codec.js';
export { decodeBranchesIndexData, decodeBranchPageData } from './branch-page-data.codec.js';
export type { BranchesIndexData, BranchPageData } from './branch-page-data.codec.js';
