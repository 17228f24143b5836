/**
 * The agency global settings object (SPEC §3 "Agency global settings read"), decoded once at boot.
 *
 * The platform embeds one object in every page. Each top-level part is decoded on its own, and
 * list parts item by item, so a malformed part (or a single malformed menu item or staff member)
 * is reported with its path and replaced by a safe default while the rest of the site works.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { MenuItem, Staff, Department, Branch, OpeningTime } from '../agency/agency.js';
import type { Photo, PropertyCard, PropertyDetail, VideoLink, Country } from '../property/property.js';
import type { Channel } from '../search/search.js';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL, TILE_URL_PROBLEM, checkTileUrlTemplate } from '../maps/map-tiles.js';
import { checkScriptUrl } from '../bot-check/script-url.js';
import { ANY_SAFE_LINK, WEB_PAGE_LINK, linkCodec, safeLink } from '../content/links.js';
import { DEFAULT_LEGAL_PAGES, type LegalPages } from '../legal/legal-pages.js';

// ---------- primitives -------------------------------------------------------------------------

/** A finite number (io-ts `t.number` accepts NaN and Infinity). */
export const FiniteNumber = t.refinement(t.number, Number.isFinite, 'FiniteNumber');
/** Ids arrive as numbers or strings; the domain keys everything by string. */
export const IdString = new t.Type<string, string | number, unknown>(
  'IdString',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' && u.trim() !== ''
      ? t.success(u.trim())
      : typeof u === 'number' && Number.isSafeInteger(u)
        ? t.success(String(u))
        : t.failure(u, c, 'expected a non-empty id'),
  (s) => s,
);
/** A boolean that also accepts the platform's 'true'/'false', 1/0 spellings. */
export const LooseBoolean = new t.Type<boolean, boolean, unknown>(
  'LooseBoolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => {
    if (typeof u === 'boolean') return t.success(u);
    if (u === 'true' || u === 1 || u === '1') return t.success(true);
    if (u === 'false' || u === 0 || u === '0' || u === '' || u === null) return t.success(false);
    return t.failure(u, c, 'expected a boolean');
  },
  (b) => b,
);
/** A number that may arrive as a numeric string ('3.75'). */
export const LooseNumber = new t.Type<number, number, unknown>(
  'LooseNumber',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => {
    const n = typeof u === 'string' && u.trim() !== '' ? Number(u) : u;
    return typeof n === 'number' && Number.isFinite(n) ? t.success(n) : t.failure(u, c, 'expected a number');
  },
  (n) => n,
);
/** A raster tile URL template that is safe to load (core/maps/map-tiles.ts). */
export const TileUrlTemplate = new t.Type<string, string, unknown>(
  'TileUrlTemplate',
  (u): u is string => typeof u === 'string' && checkTileUrlTemplate(u) === u,
  (u, c) => {
    const checked = typeof u === 'string' ? checkTileUrlTemplate(u) : undefined;
    return checked !== undefined ? t.success(checked) : t.failure(u, c, TILE_URL_PROBLEM);
  },
  (s) => s,
);
/** A script's URL that is safe to load: https, or a same-origin path (core/bot-check/script-url.ts). */
export const ScriptUrl = t.refinement(t.string, (s) => checkScriptUrl(s) === s, 'https or same-origin URL');
/**
 * A tile credit: text, where only `<a href>` links to https or same-origin addresses survive; it
 * is read into text and links where it is drawn (core/maps/map-attribution.ts), never used as HTML.
 */
export const MapAttributionText = t.refinement(t.string, (s) => s.trim() !== '', 'non-empty text');
/** A web page's address that passes core's link-safety rule (a page of the site, or http(s)), trimmed. */
export const WebPageUrl = new t.Type<string, string, unknown>(
  'WebPageUrl',
  (u): u is string => typeof u === 'string' && safeLink(u, WEB_PAGE_LINK) === u,
  (u, c) => {
    const safe = typeof u === 'string' ? safeLink(u, WEB_PAGE_LINK) : undefined;
    return safe !== undefined ? t.success(safe) : t.failure(u, c, 'not a safe web page link');
  },
  (s) => s,
);
const ChannelCodec = t.keyof({ sales: null, lettings: null });
const str = t.string;
const optional = <P extends t.Props>(props: P) => t.partial(props);

// ---------- header and menus ------------------------------------------------------------------

interface MenuItemRaw {
  id: string;
  name: string;
  url: string;
  target?: string | null | undefined;
  items?: MenuItemRaw[] | null | undefined;
}
export const MenuItemCodec: t.Type<MenuItemRaw, unknown, unknown> = t.recursion(
  'MenuItem',
  () =>
    t.intersection([
      t.type({ id: IdString, name: str, url: linkCodec(ANY_SAFE_LINK) }),
      optional({ target: t.union([str, t.null]), items: t.union([t.array(MenuItemCodec), t.null]) }),
    ]) as unknown as t.Type<MenuItemRaw, unknown, unknown>,
);

function toMenuItem(raw: MenuItemRaw, depth: number): MenuItem {
  return {
    id: raw.id,
    name: raw.name,
    url: raw.url,
    ...(raw.target ? { target: raw.target } : {}),
    // SPEC §3: children nest two levels below the top; deeper levels are dropped.
    items: depth < 2 ? (raw.items ?? []).map((child) => toMenuItem(child, depth + 1)) : [],
  };
}

export const LogoCodec = t.union([
  str,
  t.intersection([t.type({ url: str }), optional({ alt: str, mobileUrl: str })]),
]);
export interface Logo {
  readonly url: string;
  readonly alt?: string;
  readonly mobileUrl?: string;
}

export interface HeaderData {
  readonly logo?: Logo;
  /** undefined when the admin has not set them: the header shows the SPEC §8 admin error. */
  readonly primaryMenuItems?: readonly MenuItem[];
  readonly secondaryMenuItems: readonly MenuItem[];
  readonly agencyName?: string;
  readonly agencyContactTelephone?: string;
}

// ---------- theme -----------------------------------------------------------------------------

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
  colours: optional({ primary: str, primaryText: str, accent: str, accentText: str, headerBackground: str, headerText: str }),
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

// ---------- organisation ----------------------------------------------------------------------

export const OpeningTimeCodec = t.type({
  day_of_week: t.refinement(t.Int, (n) => n >= 0 && n <= 6, 'DayOfWeek'),
  open_time: str,
  close_time: str,
});

export const StaffCodec = t.intersection([
  t.type({ staffMemberId: IdString, firstName: str, surname: str }),
  optional({
    departmentId: t.union([IdString, t.null]),
    contactableForSales: LooseBoolean,
    contactableForLettings: LooseBoolean,
    jobTitle: str,
    photo: str,
    telephone: str,
    email: str,
  }),
]);
function toStaff(raw: t.TypeOf<typeof StaffCodec>): Staff {
  return {
    staffMemberId: raw.staffMemberId,
    firstName: raw.firstName,
    surname: raw.surname,
    ...(raw.departmentId ? { departmentId: raw.departmentId } : {}),
    contactableForSales: raw.contactableForSales ?? false,
    contactableForLettings: raw.contactableForLettings ?? false,
    ...pick(raw, ['jobTitle', 'photo', 'telephone', 'email']),
  };
}

/** The items of a list that decode, each mapped; a bad item or a non-list is reported with its path. */
function listOf<A, B>(path: string, codec: t.Decoder<unknown, A>, value: unknown, map: (a: A, path: string) => B, problems: string[]): B[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push(`${path}: expected a list, got ${describe(value)}`);
    return [];
  }
  const out: B[] = [];
  value.forEach((item, i) => {
    const r = codec.decode(item);
    if (isLeft(r)) problems.push(`${path}[${i}]: ${firstError(r.left)}`);
    else out.push(map(r.right, `${path}[${i}]`));
  });
  return out;
}

function toDepartment(raw: t.TypeOf<typeof DepartmentCodec>, path: string, problems: string[]): Department {
  return {
    id: raw.id,
    name: raw.name,
    label: raw.label ?? raw.name,
    ...pick(raw, ['telephone', 'email', 'branchDepartmentUrlLabel']),
    staff: listOf(`${path}.staff`, StaffCodec, raw.staff, toStaff, problems),
    ...(raw.openingHours ? { openingHours: listOf(`${path}.openingHours`, OpeningTimeCodec, raw.openingHours, (o): OpeningTime => o, problems) } : {}),
  };
}

/** A branch's page: a safe page link, else none (the branch stays, without a link). */
function branchUrlOf(url: string | undefined, path: string, problems: string[]): string {
  if (url === undefined || url.trim() === '') return '';
  const safe = safeLink(url, WEB_PAGE_LINK);
  if (safe === undefined) problems.push(`${path}.branchUrl: not a safe link`);
  return safe ?? '';
}

function toBranch(raw: t.TypeOf<typeof BranchCodec>, path: string, problems: string[]): Branch {
  let ext: t.TypeOf<typeof DepartmentCodec> | undefined;
  if (raw.externalCommercialDepartment != null) {
    const decoded = DepartmentCodec.decode(raw.externalCommercialDepartment);
    if (isLeft(decoded)) problems.push(`${path}.externalCommercialDepartment: ${firstError(decoded.left)}`);
    else ext = decoded.right;
  }
  return {
    id: raw.id,
    branchName: raw.branchName,
    branchUrl: branchUrlOf(raw.branchUrl, path, problems),
    departments: listOf(`${path}.departments`, DepartmentCodec, raw.departments, (d, p) => toDepartment(d, p, problems), problems),
    staff: listOf(`${path}.staff`, StaffCodec, raw.staff, toStaff, problems),
    ...(ext ? { externalCommercialDepartment: toDepartment(ext, `${path}.externalCommercialDepartment`, problems) } : {}),
    ...pick(raw, ['branchContactNumber', 'branchSalesContactNumber', 'branchLettingsContactNumber', 'branchEmail', 'address', 'latitude', 'longitude']),
    ...(raw.openingHours ? { openingHours: listOf(`${path}.openingHours`, OpeningTimeCodec, raw.openingHours, (o): OpeningTime => o, problems) } : {}),
  };
}

/**
 * One branch (SPEC §3 Branch), wherever it arrives (the settings' our_offices_slider_data, a
 * branch page's data): its departments, staff and opening hours decoded item by item, a bad item
 * reported with its path and left out. Undefined (reported) when it is no branch at all.
 */
export function decodeBranch(value: unknown, path: string, problems: string[]): Branch | undefined {
  if (value === undefined || value === null) return undefined;
  const decoded = BranchCodec.decode(value);
  if (isLeft(decoded)) {
    problems.push(`${path}: ${firstError(decoded.left)}`);
    return undefined;
  }
  return toBranch(decoded.right, path, problems);
}

/** A list of branches, each decoded by `decodeBranch`'s rules; a bad one reported and left out. */
export function decodeBranches(value: unknown, path: string, problems: string[]): Branch[] {
  return listOf(path, BranchCodec, value, (raw, p) => toBranch(raw, p, problems), problems);
}

export const DepartmentCodec = t.intersection([
  t.type({ id: IdString, name: str }),
  optional({
    label: str,
    telephone: str,
    email: str,
    branchDepartmentUrlLabel: str,
    staff: t.array(t.unknown),
    openingHours: t.array(t.unknown),
  }),
]);

export const BranchCodec = t.intersection([
  t.type({ id: IdString, branchName: str }),
  optional({
    branchUrl: str,
    departments: t.array(t.unknown),
    staff: t.array(t.unknown),
    externalCommercialDepartment: t.union([t.unknown, t.null]),
    branchContactNumber: str,
    branchSalesContactNumber: str,
    branchLettingsContactNumber: str,
    branchEmail: str,
    address: str,
    openingHours: t.array(t.unknown),
    latitude: LooseNumber,
    longitude: LooseNumber,
  }),
]);

// ---------- property --------------------------------------------------------------------------

export const PhotoCodec = t.intersection([t.type({ url: str }), optional({ caption: str, imageAlt: str })]);
const VideoLinkCodec = t.intersection([t.type({ url: str }), optional({ id: IdString, title: str })]);

export const PropertyCardCodec = t.intersection([
  t.type({ property_id: IdString, display_address: str, property_url: linkCodec(WEB_PAGE_LINK) }),
  optional({
    price: str,
    priceValue: LooseNumber,
    priceWithoutQualifier: str,
    property_channel: ChannelCodec,
    photos: t.array(t.unknown),
    bedrooms: LooseNumber,
    bathrooms: LooseNumber,
    receptionRooms: LooseNumber,
    pppw_price: LooseNumber,
    createdAt: str,
    status: str,
    tags: t.array(str),
    exchangedPrice: t.union([LooseNumber, t.null]),
    disposal: str,
    auctionDate: str,
    propertyType: str,
    subdomain: str,
    acreage: LooseNumber,
    isStudent: LooseBoolean,
    latitude: LooseNumber,
    longitude: LooseNumber,
    branchID: IdString,
    summary: str,
  }),
]);

export const PropertyDetailCodec = t.intersection([
  PropertyCardCodec,
  optional({
    country: t.keyof({ england: null, scotland: null, wales: null }),
    description: str,
    keyFeatures: t.array(str),
    floorplans: t.array(t.unknown),
    epcCharts: t.array(t.unknown),
    brochureUrl: str,
    virtualTours: t.array(t.unknown),
    propertyVideos: t.array(t.unknown),
    videoUrl: str,
    childProperties: t.array(t.unknown),
    tagsToDepartmentLabelsConversions: optional({ sales: t.record(str, str), lettings: t.record(str, str) }),
    lettingsFeeText: str,
    reference: str,
  }),
]);

// ---------- the whole object ------------------------------------------------------------------

/** Page identifiers (SPEC §2) plus the ones the sandbox platform adds for its own pages. */
export const PAGE_IDENTIFIERS = [
  'home#index',
  'properties#show',
  'properties#index',
  'articles#index',
  'articles#show',
  'branches#index',
  'branches#show',
  'branches#properties',
  'counties#show',
  'postcodes#show',
  'locations#show',
  'countries#show',
  // Ours, beside SPEC's list: the platform's page for an unknown address (sent with a 404), and
  // a page of the agency's own content (about us, landlords…), assembled from content blocks.
  'not-found',
  'pages#show',
] as const;
export type PageIdentifier = (typeof PAGE_IDENTIFIERS)[number];

export interface PageInfo {
  /** undefined when the platform sent an unknown identifier: the page shows a generic frame. */
  readonly identifier: PageIdentifier | undefined;
  readonly rawIdentifier: string;
  readonly path: string;
  readonly title: string;
  /** The page's own data, decoded by the page that uses it. */
  readonly data: Readonly<Record<string, unknown>>;
}

export interface SiteSettings {
  readonly agencyName: string;
  readonly authenticityToken: string;
  readonly page: PageInfo;
  readonly header: HeaderData;
  readonly theme: ThemeSettings;
  readonly preferences: ThemePreferences;
  readonly staff: readonly Staff[];
  readonly departments: readonly Department[];
  readonly branchIdContactModal?: string;
  readonly property?: PropertyDetail;
  readonly branches: readonly Branch[];
  readonly cookieConsent: CookieConsentConfig;
  /** The agency's terms, privacy notice and cookie policy (the theme's, else the defaults). */
  readonly legalPages: LegalPages;
  /** Stamp-duty band tables from page data, decoded by the calculator. */
  readonly stampDutyTables?: unknown;
}

export const CookieConsentCodec = optional({
  enabled: LooseBoolean,
  message: str,
  policyUrl: str,
  acceptText: str,
  rejectText: str,
});
export interface CookieConsentConfig {
  readonly enabled: boolean;
  readonly message?: string;
  readonly policyUrl?: string;
  readonly acceptText?: string;
  readonly rejectText?: string;
}

/** How many times {@link decodeSiteSettingsInSteps} pauses: after the page, header and theme; the staff and departments; the branches; the property. */
export const SETTINGS_DECODE_STEPS = 4;

export interface DecodedSettings {
  readonly settings: SiteSettings;
  /** One line per part or item that was missing or invalid, with its path. */
  readonly problems: readonly string[];
}

/** Decode the platform's settings object. Total: never throws, whatever it is given. */
export function decodeSiteSettings(input: unknown): DecodedSettings {
  const steps = decodeSiteSettingsInSteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same decode, a part at a time: the generator pauses (yields) after each of its
 * {@link SETTINGS_DECODE_STEPS} steps, so a caller on a browser's main thread can let the
 * browser paint and answer input between them (the branches and departments of a large agency
 * are tens of kilobytes). Running it to the end gives exactly what `decodeSiteSettings` gives.
 */
export function* decodeSiteSettingsInSteps(input: unknown): Generator<void, DecodedSettings, void> {
  const problems: string[] = [];
  const root: Record<string, unknown> = isRecord(input) ? input : {};
  if (!isRecord(input)) problems.push('settings: expected an object, got ' + describe(input));

  const part = <A>(path: string, codec: t.Decoder<unknown, A>, value: unknown, fallback: A, required = false): A => {
    if (value === undefined || value === null) {
      if (required) problems.push(`${path}: missing`);
      return fallback;
    }
    const result = codec.decode(value);
    if (isLeft(result)) {
      problems.push(`${path}: ${firstError(result.left)}`);
      return fallback;
    }
    return result.right;
  };
  const list = <A, B>(path: string, codec: t.Decoder<unknown, A>, value: unknown, map: (a: A, path: string) => B): B[] => listOf(path, codec, value, map, problems);

  // page
  const pageRaw = isRecord(root['page']) ? root['page'] : {};
  if (!isRecord(root['page'])) problems.push('page: missing');
  const rawIdentifier = typeof pageRaw['identifier'] === 'string' ? pageRaw['identifier'] : '';
  const identifier = (PAGE_IDENTIFIERS as readonly string[]).includes(rawIdentifier)
    ? (rawIdentifier as PageIdentifier)
    : undefined;
  if (identifier === undefined) problems.push(`page.identifier: unknown page identifier ${JSON.stringify(rawIdentifier)}`);
  const page: PageInfo = {
    identifier,
    rawIdentifier,
    path: typeof pageRaw['path'] === 'string' ? pageRaw['path'] : '/',
    title: typeof pageRaw['title'] === 'string' ? pageRaw['title'] : '',
    data: isRecord(pageRaw['data']) ? pageRaw['data'] : {},
  };

  // header
  const headerRaw = isRecord(root['header_data']) ? root['header_data'] : {};
  if (!isRecord(root['header_data'])) problems.push('header_data: missing');
  const logoRaw = part('header_data.logo', LogoCodec, headerRaw['logo'], undefined);
  const primary =
    headerRaw['primaryMenuItems'] === undefined || headerRaw['primaryMenuItems'] === null
      ? (problems.push('header_data.primaryMenuItems: missing'), undefined)
      : list('header_data.primaryMenuItems', MenuItemCodec, headerRaw['primaryMenuItems'], (m) => toMenuItem(m, 0));
  const header: HeaderData = {
    ...(logoRaw !== undefined ? { logo: typeof logoRaw === 'string' ? { url: logoRaw } : logoRaw } : {}),
    ...(primary !== undefined && Array.isArray(headerRaw['primaryMenuItems']) ? { primaryMenuItems: primary } : {}),
    secondaryMenuItems: list('header_data.secondaryMenuItems', MenuItemCodec, headerRaw['secondaryMenuItems'], (m) => toMenuItem(m, 0)),
    ...optionalString(headerRaw, 'agencyName', 'header_data', problems),
    ...optionalString(headerRaw, 'agencyContactTelephone', 'header_data', problems),
  };

  // theme: field by field, so one bad value does not lose the others
  const themeRaw = isRecord(root['theme_settings']) ? root['theme_settings'] : {};
  const themeDecoded: Record<string, unknown> = {};
  for (const [key, codec] of Object.entries(ThemeSettingsCodec.props)) {
    if (themeRaw[key] === undefined || themeRaw[key] === null) continue;
    const r = (codec as t.Decoder<unknown, unknown>).decode(themeRaw[key]);
    if (isLeft(r)) problems.push(`theme_settings.${key}: ${firstError(r.left)}`);
    else themeDecoded[key] = r.right;
  }
  const td = themeDecoded as ThemeSettingsRaw;
  const theme: ThemeSettings = {
    ...DEFAULT_THEME_SETTINGS,
    ...td,
    mortgageInterestRate:
      td.mortgageInterestRate !== undefined && td.mortgageInterestRate >= 0.01 && td.mortgageInterestRate <= 10
        ? td.mortgageInterestRate
        : DEFAULT_THEME_SETTINGS.mortgageInterestRate,
    recaptchaVersion: String(td.recaptchaVersion) === '3' ? 3 : 2,
    menuSectionIllustrations: td.menuSectionIllustrations ?? {},
    colours: td.colours ?? {},
    flashMessages: td.flashMessages ?? {},
  } as ThemeSettings;

  const preferences = part('theme_preferences', ThemePreferencesCodec, root['theme_preferences'], {});
  yield;

  // staff, departments, branches
  const staffData = isRecord(root['staff_data']) ? root['staff_data'] : {};
  const staff = list('staff_data.allStaff', StaffCodec, staffData['allStaff'], toStaff);
  const departments = list('department_data', DepartmentCodec, root['department_data'], (raw, path) => toDepartment(raw, path, problems));
  yield;
  const branches = decodeBranches(root['our_offices_slider_data'], 'our_offices_slider_data', problems);
  yield;

  // property
  const toCard = (raw: t.TypeOf<typeof PropertyCardCodec>, path: string): PropertyCard => propertyCardFrom(raw, path, problems);
  let property: PropertyDetail | undefined;
  if (root['property_data'] !== undefined && root['property_data'] !== null) {
    const r = PropertyDetailCodec.decode(root['property_data']);
    if (isLeft(r)) problems.push(`property_data: ${firstError(r.left)}`);
    else {
      const raw = r.right;
      const videoLinks = (value: unknown, path: string, prefix: string): VideoLink[] =>
        list(path, VideoLinkCodec, value, (v, p): VideoLink => ({ id: v.id ?? `${prefix}${p.replace(/\D/g, '')}`, url: v.url, ...pick(v, ['title']) }));
      property = {
        ...toCard(raw, 'property_data'),
        ...pick(raw, ['description', 'keyFeatures', 'brochureUrl', 'videoUrl', 'tagsToDepartmentLabelsConversions', 'lettingsFeeText', 'reference']),
        ...(raw.country ? { country: raw.country as Country } : {}),
        floorplans: list('property_data.floorplans', PhotoCodec, raw.floorplans, toPhoto),
        epcCharts: list('property_data.epcCharts', PhotoCodec, raw.epcCharts, toPhoto),
        virtualTours: videoLinks(raw.virtualTours, 'property_data.virtualTours', 'tour-'),
        propertyVideos: videoLinks(raw.propertyVideos, 'property_data.propertyVideos', 'video-'),
        childProperties: list('property_data.childProperties', PropertyCardCodec, raw.childProperties, toCard),
      };
    }
  }

  yield;
  const cookie = part('cookie_consent_config', CookieConsentCodec, root['cookie_consent_config'], {});
  const branchIdContactModal = part('branch_id_contact_modal', IdString, root['branch_id_contact_modal'], undefined);
  const agencyName = part('agency_name', str, root['agency_name'], header.agencyName ?? '', true);
  const authenticityToken = part('authenticityToken', str, root['authenticityToken'], '', true);

  return {
    settings: {
      agencyName,
      authenticityToken,
      page,
      header,
      theme,
      preferences,
      staff,
      departments,
      ...(branchIdContactModal ? { branchIdContactModal } : {}),
      ...(property ? { property } : {}),
      branches,
      cookieConsent: { enabled: cookie.enabled ?? false, ...pick(cookie, ['message', 'policyUrl', 'acceptText', 'rejectText']) },
      legalPages: legalPagesOf(theme, cookie.policyUrl),
      ...(root['stamp_duty_tables'] !== undefined ? { stampDutyTables: root['stamp_duty_tables'] } : {}),
    },
    problems,
  };
}

/**
 * The legal pages the theme names, each else its default; the cookie policy else the banner's
 * policy link (when it is a safe web page), so an agency names that page once.
 */
function legalPagesOf(theme: ThemeSettings, bannerPolicyUrl: string | undefined): LegalPages {
  const bannerPolicy = bannerPolicyUrl === undefined ? undefined : safeLink(bannerPolicyUrl, WEB_PAGE_LINK);
  return {
    termsUrl: theme.termsUrl ?? DEFAULT_LEGAL_PAGES.termsUrl,
    privacyUrl: theme.privacyUrl ?? DEFAULT_LEGAL_PAGES.privacyUrl,
    cookiePolicyUrl: theme.cookiePolicyUrl ?? bannerPolicy ?? DEFAULT_LEGAL_PAGES.cookiePolicyUrl,
  };
}

/** Decode one property card (results lists, child properties), reporting problems to `problems`. */
export function propertyCardFrom(raw: t.TypeOf<typeof PropertyCardCodec>, path: string, problems: string[]): PropertyCard {
  const photos: Photo[] = [];
  (raw.photos ?? []).forEach((p, i) => {
    const r = PhotoCodec.decode(p);
    if (isLeft(r)) problems.push(`${path}.photos[${i}]: ${firstError(r.left)}`);
    else photos.push(toPhoto(r.right));
  });
  return {
    property_id: raw.property_id,
    display_address: raw.display_address,
    property_url: raw.property_url,
    property_channel: (raw.property_channel ?? 'sales') as Channel,
    photos,
    tags: raw.tags ?? [],
    ...pick(raw, [
      'price', 'priceValue', 'priceWithoutQualifier', 'bedrooms', 'bathrooms', 'receptionRooms', 'pppw_price',
      'createdAt', 'status', 'exchangedPrice', 'disposal', 'auctionDate', 'propertyType', 'subdomain', 'acreage',
      'isStudent', 'latitude', 'longitude', 'branchID', 'summary',
    ]),
  };
}

/** Decode a list of property cards from page data or an API body; bad items are dropped and reported. */
export function decodePropertyCards(value: unknown, path: string, problems: string[]): PropertyCard[] {
  if (!Array.isArray(value)) {
    if (value !== undefined) problems.push(`${path}: expected a list, got ${describe(value)}`);
    return [];
  }
  const out: PropertyCard[] = [];
  value.forEach((item, i) => {
    const r = PropertyCardCodec.decode(item);
    if (isLeft(r)) problems.push(`${path}[${i}]: ${firstError(r.left)}`);
    else out.push(propertyCardFrom(r.right, `${path}[${i}]`, problems));
  });
  return out;
}

// ---------- helpers ---------------------------------------------------------------------------

function toPhoto(raw: t.TypeOf<typeof PhotoCodec>): Photo {
  return { url: raw.url, ...pick(raw, ['caption', 'imageAlt']) };
}

function isRecord(u: unknown): u is Record<string, unknown> {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

function describe(u: unknown): string {
  if (u === null) return 'null';
  if (Array.isArray(u)) return 'a list';
  return typeof u === 'string' ? 'a string' : typeof u;
}

function optionalString(obj: Record<string, unknown>, key: string, path: string, problems: string[]): Record<string, string> {
  const v = obj[key];
  if (v === undefined || v === null) return {};
  if (typeof v === 'string') return { [key]: v };
  problems.push(`${path}.${key}: expected a string, got ${describe(v)}`);
  return {};
}

/** Copy the listed keys that are present (not undefined/null). */
function pick<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): { [P in K]?: NonNullable<T[P]> } {
  const out: { [P in K]?: NonNullable<T[P]> } = {};
  for (const k of keys) {
    const v = obj[k];
    if (v !== undefined && v !== null) out[k] = v as NonNullable<T[K]>;
  }
  return out;
}

/** The first decode error as 'path.to.field: expected X, got Y' (never the raw value). */
export function firstError(errors: t.Errors): string {
  const e = errors[0];
  if (!e) return 'invalid';
  const path = e.context
    .map((c) => c.key)
    .filter((k) => k !== '' && !/^\d+$/.test(k) === true)
    .join('.');
  const expected = e.context[e.context.length - 1]?.type.name ?? 'valid value';
  const got = describe(e.value);
  return `${path ? path + ': ' : ''}${e.message ?? `expected ${expected}, got ${got}`}`;
}
