/**
 * The agency global settings object (SPEC §3 "Agency global settings read"), decoded once at boot.
 *
 * The platform embeds one object in every page. Each top-level part is decoded on its own, and
 * list parts item by item, so a malformed part (or a single malformed menu item or staff member)
 * is reported with its path and replaced by a safe default while the rest of the site works.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { MenuItem, Staff, Department, Branch } from '../agency/agency.js';
import type { PropertyCard, PropertyDetail, VideoLink, Country } from '../property/property.js';
import { ANY_SAFE_LINK, WEB_PAGE_LINK, linkCodec, safeLink } from '../content/links.js';
import { DEFAULT_LEGAL_PAGES, type LegalPages } from '../legal/legal-pages.js';
import { PAGE_IDENTIFIERS, type PageIdentifier } from './page-identifiers.js';
import {
  IdString,
  LooseBoolean,
  describe,
  firstError,
  isRecord,
  listOf,
  optional,
  optionalString,
  pick,
  str,
} from './settings-primitives.js';
import {
  DEFAULT_THEME_SETTINGS,
  ThemePreferencesCodec,
  ThemeSettingsCodec,
  type ThemePreferences,
  type ThemeSettings,
  type ThemeSettingsRaw,
} from './theme-settings.codec.js';
import {
  DepartmentCodec,
  StaffCodec,
  decodeBranches,
  toDepartment,
  toStaff,
} from './organisation.codec.js';
import {
  PhotoCodec,
  PropertyCardCodec,
  PropertyDetailCodec,
  VideoLinkCodec,
  propertyCardFrom,
  toPhoto,
} from './property.codec.js';
import { decodeLettingsCompliance } from './lettings-compliance.codec.js';
import type { LettingsCompliance } from '../lettings/lettings-compliance.js';

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
      optional({
        target: t.union([str, t.null]),
        items: t.union([t.array(MenuItemCodec), t.null]),
      }),
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

// ---------- the whole object ------------------------------------------------------------------

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
  /** The agency's fees page, redress and client money protection schemes (core/lettings). */
  readonly lettingsCompliance?: LettingsCompliance;
  /**
   * `property_data.lettingsCosts` as sent, decoded by the property page (core's
   * `decodeLettingsCosts`), so its decoder loads with that page alone.
   */
  readonly propertyLettingsCosts?: unknown;
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

  const part = <A>(
    path: string,
    codec: t.Decoder<unknown, A>,
    value: unknown,
    fallback: A,
    required = false,
  ): A => {
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
  const list = <A, B>(
    path: string,
    codec: t.Decoder<unknown, A>,
    value: unknown,
    map: (a: A, path: string) => B,
  ): B[] => listOf(path, codec, value, map, problems);

  // page
  const pageRaw = isRecord(root['page']) ? root['page'] : {};
  if (!isRecord(root['page'])) problems.push('page: missing');
  const rawIdentifier = typeof pageRaw['identifier'] === 'string' ? pageRaw['identifier'] : '';
  const identifier = (PAGE_IDENTIFIERS as readonly string[]).includes(rawIdentifier)
    ? (rawIdentifier as PageIdentifier)
    : undefined;
  if (identifier === undefined)
    problems.push(`page.identifier: unknown page identifier ${JSON.stringify(rawIdentifier)}`);
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
      : list('header_data.primaryMenuItems', MenuItemCodec, headerRaw['primaryMenuItems'], (m) =>
          toMenuItem(m, 0),
        );
  const header: HeaderData = {
    ...(logoRaw !== undefined
      ? { logo: typeof logoRaw === 'string' ? { url: logoRaw } : logoRaw }
      : {}),
    ...(primary !== undefined && Array.isArray(headerRaw['primaryMenuItems'])
      ? { primaryMenuItems: primary }
      : {}),
    secondaryMenuItems: list(
      'header_data.secondaryMenuItems',
      MenuItemCodec,
      headerRaw['secondaryMenuItems'],
      (m) => toMenuItem(m, 0),
    ),
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
      td.mortgageInterestRate !== undefined &&
      td.mortgageInterestRate >= 0.01 &&
      td.mortgageInterestRate <= 10
        ? td.mortgageInterestRate
        : DEFAULT_THEME_SETTINGS.mortgageInterestRate,
    recaptchaVersion: String(td.recaptchaVersion) === '3' ? 3 : 2,
    menuSectionIllustrations: td.menuSectionIllustrations ?? {},
    colours: td.colours ?? {},
    flashMessages: td.flashMessages ?? {},
  } as ThemeSettings;

  const preferences = part(
    'theme_preferences',
    ThemePreferencesCodec,
    root['theme_preferences'],
    {},
  );
  yield;

  // staff, departments, branches
  const staffData = isRecord(root['staff_data']) ? root['staff_data'] : {};
  const staff = list('staff_data.allStaff', StaffCodec, staffData['allStaff'], toStaff);
  const departments = list(
    'department_data',
    DepartmentCodec,
    root['department_data'],
    (raw, path) => toDepartment(raw, path, problems),
  );
  yield;
  const branches = decodeBranches(
    root['our_offices_slider_data'],
    'our_offices_slider_data',
    problems,
  );
  yield;

  // property
  const toCard = (raw: t.TypeOf<typeof PropertyCardCodec>, path: string): PropertyCard =>
    propertyCardFrom(raw, path, problems);
  let property: PropertyDetail | undefined;
  let propertyLettingsCosts: unknown;
  if (root['property_data'] !== undefined && root['property_data'] !== null) {
    const r = PropertyDetailCodec.decode(root['property_data']);
    if (isLeft(r)) problems.push(`property_data: ${firstError(r.left)}`);
    else {
      const raw = r.right;
      const videoLinks = (value: unknown, path: string, prefix: string): VideoLink[] =>
        list(path, VideoLinkCodec, value, (v, p): VideoLink => ({
          id: v.id ?? `${prefix}${p.replace(/\D/g, '')}`,
          url: v.url,
          ...pick(v, ['title']),
        }));
      if (raw.lettingsCosts !== undefined) propertyLettingsCosts = raw.lettingsCosts;
      property = {
        ...toCard(raw, 'property_data'),
        ...pick(raw, [
          'description',
          'keyFeatures',
          'brochureUrl',
          'videoUrl',
          'tagsToDepartmentLabelsConversions',
          'lettingsFeeText',
          'reference',
        ]),
        ...(raw.country ? { country: raw.country as Country } : {}),
        ...(raw.material_information != null
          ? { material_information: raw.material_information }
          : {}),
        floorplans: list('property_data.floorplans', PhotoCodec, raw.floorplans, toPhoto),
        epcCharts: list('property_data.epcCharts', PhotoCodec, raw.epcCharts, toPhoto),
        virtualTours: videoLinks(raw.virtualTours, 'property_data.virtualTours', 'tour-'),
        propertyVideos: videoLinks(raw.propertyVideos, 'property_data.propertyVideos', 'video-'),
        childProperties: list(
          'property_data.childProperties',
          PropertyCardCodec,
          raw.childProperties,
          toCard,
        ),
      };
    }
  }

  yield;
  const cookie = part(
    'cookie_consent_config',
    CookieConsentCodec,
    root['cookie_consent_config'],
    {},
  );
  const branchIdContactModal = part(
    'branch_id_contact_modal',
    IdString,
    root['branch_id_contact_modal'],
    undefined,
  );
  const agencyName = part('agency_name', str, root['agency_name'], header.agencyName ?? '', true);
  const authenticityToken = part('authenticityToken', str, root['authenticityToken'], '', true);
  const lettingsCompliance = decodeLettingsCompliance(
    root['lettings_compliance'],
    'lettings_compliance',
    problems,
  );

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
      cookieConsent: {
        enabled: cookie.enabled ?? false,
        ...pick(cookie, ['message', 'policyUrl', 'acceptText', 'rejectText']),
      },
      legalPages: legalPagesOf(theme, cookie.policyUrl),
      ...(root['stamp_duty_tables'] !== undefined
        ? { stampDutyTables: root['stamp_duty_tables'] }
        : {}),
      ...(lettingsCompliance ? { lettingsCompliance } : {}),
      ...(propertyLettingsCosts !== undefined ? { propertyLettingsCosts } : {}),
    },
    problems,
  };
}

/**
 * The legal pages the theme names, each else its default; the cookie policy else the banner's
 * policy link (when it is a safe web page), so an agency names that page once.
 */
function legalPagesOf(theme: ThemeSettings, bannerPolicyUrl: string | undefined): LegalPages {
  const bannerPolicy =
    bannerPolicyUrl === undefined ? undefined : safeLink(bannerPolicyUrl, WEB_PAGE_LINK);
  return {
    termsUrl: theme.termsUrl ?? DEFAULT_LEGAL_PAGES.termsUrl,
    privacyUrl: theme.privacyUrl ?? DEFAULT_LEGAL_PAGES.privacyUrl,
    cookiePolicyUrl: theme.cookiePolicyUrl ?? bannerPolicy ?? DEFAULT_LEGAL_PAGES.cookiePolicyUrl,
  };
}

/** Decode one property card (results lists, child properties), reporting problems to `problems`. */
