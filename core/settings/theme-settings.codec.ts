/**
 * The agency's theme settings (SPEC §3 theme_settings, theme_preferences): the codec, the decoded
 * shape and its defaults.
 */
import * as t from 'io-ts';
import { BORROWING_DEFAULTS, isValidIncomeMultiple } from '../calculators/borrowing.js';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '../maps/map-tiles.js';
import {
  FiniteNumber,
  LooseBoolean,
  LooseNumber,
  MapAttributionText,
  ScriptUrl,
  TileUrlTemplate,
  WebPageUrl,
  optional,
  str,
} from './settings-primitives.js';

// ---------- theme -----------------------------------------------------------------------------

/** The borrowing calculator's income multiple: a number (or numeric text) the calculator accepts. */
const IncomeMultiple = t.refinement(
  LooseNumber,
  isValidIncomeMultiple,
  'a multiple from 1 to 7 with at most two decimals',
);

export const ThemeSettingsCodec = optional({
  headerDesktopLogoDimensions: str,
  headerMobileLogoDimensions: str,
  splitNavigationMenuItemsEqually: LooseBoolean,
  navbarLogoPosition: str,
  mobileHeaderContactLink: str,
  branchesIndexPath: str,
  displaySstcStatusAsSold: LooseBoolean,
  displayStudentPropertyAsPppw: LooseBoolean,
  displayPppwWithoutBedroomDivision: LooseBoolean,
  displayAcreageIconOnPropertyResults: LooseBoolean,
  /** SPEC §3 names "a single-step valuation setting" without its name; this is it. */
  singleStepValuation: LooseBoolean,
  /** Mortgage calculator default interest rate, percent. */
  mortgageInterestRate: LooseNumber,
  mortgageGuideUrl: str,
  /** The borrowing calculator's starting income multiple (default 4.5). */
  mortgageIncomeMultiple: IncomeMultiple,
  /** 3 → reCAPTCHA v3; anything else → v2 (SPEC §3). */
  recaptchaVersion: t.union([str, FiniteNumber]),
  recaptchaSiteKey: str,
  /** Where the captcha script comes from (default Google's); https or same-origin only. */
  recaptchaScriptUrl: ScriptUrl,
  /** The no-bot-check flag (SPEC §5): the whole bot check is off. */
  noBotCheck: LooseBoolean,
  /** SPEC §4: the bot check is optional on sign-in; on for sign-in only when this is set. */
  signInBotCheck: LooseBoolean,
  /** SPEC §5: "the password form may take a pattern and pattern title from the caller". */
  passwordPattern: str,
  passwordPatternTitle: str,
  mapsApiKey: str,
  /** Keyless maps: raster tiles ({z}/{x}/{y}, optional {s}), https or same-origin only. */
  mapTileUrl: TileUrlTemplate,
  /** Keyless maps: the tile provider's credit (text, links kept). */
  mapTileAttribution: MapAttributionText,
  /** Base URL for impression tracking: POST {exposuresUrl}/create_many. */
  exposuresUrl: str,
  /** Menu section name → illustration URL shown behind that section's dropdown. */
  menuSectionIllustrations: t.record(str, str),
  /** Brand colours as CSS colour strings. */
  colours: optional({
    primary: str,
    primaryText: str,
    accent: str,
    accentText: str,
    headerBackground: str,
    headerText: str,
  }),
  fontFamily: str,
  /** Per-agency texts for flash keys (SPEC §2 Flash): key → message. */
  flashMessages: t.record(str, str),
  /** The agency's legal pages (core/legal/legal-pages.ts); each falls back to its default. */
  termsUrl: WebPageUrl,
  privacyUrl: WebPageUrl,
  cookiePolicyUrl: WebPageUrl,
});
export type ThemeSettingsRaw = t.TypeOf<typeof ThemeSettingsCodec>;

export interface ThemeSettings {
  readonly headerDesktopLogoDimensions?: string;
  readonly headerMobileLogoDimensions?: string;
  readonly splitNavigationMenuItemsEqually: boolean;
  readonly navbarLogoPosition: string;
  readonly mobileHeaderContactLink?: string;
  readonly branchesIndexPath: string;
  readonly displaySstcStatusAsSold: boolean;
  readonly displayStudentPropertyAsPppw: boolean;
  readonly displayPppwWithoutBedroomDivision: boolean;
  readonly displayAcreageIconOnPropertyResults: boolean;
  readonly singleStepValuation: boolean;
  readonly mortgageInterestRate: number;
  readonly mortgageGuideUrl: string;
  readonly mortgageIncomeMultiple: number;
  readonly recaptchaVersion: 2 | 3;
  readonly recaptchaSiteKey?: string;
  /** The captcha script (absent: Google's). */
  readonly recaptchaScriptUrl?: string;
  /** The no-bot-check flag: no form is checked, whatever the site key. */
  readonly noBotCheck: boolean;
  /** The bot check also runs on sign-in (it always does on registration and password reset). */
  readonly signInBotCheck: boolean;
  /** The agency's own new-password rule (an HTML pattern) and its message; core's rule when absent or broken. */
  readonly passwordPattern?: string;
  readonly passwordPatternTitle?: string;
  readonly mapsApiKey?: string;
  /** Raster tiles of the keyless map (default: OpenStreetMap's standard tiles). */
  readonly mapTileUrl: string;
  /** Text, with links in a tiny safe subset of HTML (never injected as HTML). */
  readonly mapTileAttribution: string;
  readonly exposuresUrl?: string;
  readonly menuSectionIllustrations: Readonly<Record<string, string>>;
  readonly colours: Readonly<Record<string, string>>;
  readonly fontFamily?: string;
  readonly flashMessages: Readonly<Record<string, string>>;
  /** As given; SiteSettings.legalPages holds the pages with their defaults. */
  readonly termsUrl?: string;
  readonly privacyUrl?: string;
  readonly cookiePolicyUrl?: string;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  splitNavigationMenuItemsEqually: false,
  navbarLogoPosition: 'center',
  branchesIndexPath: '/branches',
  displaySstcStatusAsSold: false,
  displayStudentPropertyAsPppw: false,
  displayPppwWithoutBedroomDivision: false,
  displayAcreageIconOnPropertyResults: false,
  singleStepValuation: false,
  mortgageInterestRate: 4.5,
  mortgageGuideUrl: '/mortgages',
  mortgageIncomeMultiple: BORROWING_DEFAULTS.incomeMultiple,
  recaptchaVersion: 2,
  noBotCheck: false,
  signInBotCheck: false,
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  mapTileAttribution: DEFAULT_MAP_TILE_ATTRIBUTION,
  menuSectionIllustrations: {},
  colours: {},
  flashMessages: {},
};

export const ThemePreferencesCodec = optional({ default_search_status: str });
export interface ThemePreferences {
  readonly default_search_status?: string;
}
