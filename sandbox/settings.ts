/**
 * The agency global settings object embedded in every page (SPEC §3 "Agency global settings
 * read"), in the shape core/settings/settings.codec.ts decodes.
 */
import { telHref } from '../core/index.js';
import type { PropertyDetail } from '../core/index.js';
import type { AgencyData } from './seed/types.js';
import { FAKE_RECAPTCHA_SCRIPT_PATH } from './recaptcha.js';
import { LETTINGS_COMPLIANCE, propertyDataOf } from './seed/lettings-costs.js';

export interface PageSpec {
  readonly identifier: string;
  readonly path: string;
  readonly title: string;
  /**
   * The platform's own meta description of the page (a CMS field: the home page's is the
   * agency's site description). Without one, the front end's server render derives it from the
   * page data (core/seo).
   */
  readonly description?: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly propertyData?: PropertyDetail;
  /** The branch the "contact office" modal writes to; defaults to the agency's first branch. */
  readonly branchIdContactModal?: string;
  /** Stamp-duty band tables, also copied to the root for the calculator. */
  readonly stampDutyTables?: unknown;
  /** An image worth preloading for the largest paint (hero or first photo). */
  readonly preloadImage?: string;
}

/** Theme settings every demo agency shares; each agency's own settings are laid over them. */
const SHARED_THEME = {
  headerDesktopLogoDimensions: '180,60',
  headerMobileLogoDimensions: '120,40',
  branchesIndexPath: '/branches',
  mortgageGuideUrl: '/articles/mortgage-guide',
  exposuresUrl: '/exposures',
  // The keyless map draws the sandbox's own tiles (sandbox/images/tiles.ts): no internet needed.
  mapTileUrl: '/__sandbox/tiles/{z}/{x}/{y}.svg',
  mapTileAttribution: 'Sandbox demo tiles',
  // The bot check's script is the sandbox's fake challenge service (sandbox/recaptcha.ts), so
  // nothing reaches Google; it only loads for an agency with a site key (Harbour Homes).
  recaptchaScriptUrl: FAKE_RECAPTCHA_SCRIPT_PATH,
} as const;

/** The settings object for one page of one agency, for the visitor's session. */
export function buildSettings(
  agency: AgencyData,
  authenticityToken: string,
  page: PageSpec,
): Record<string, unknown> {
  return {
    agency_name: agency.name,
    authenticityToken,
    page: { identifier: page.identifier, path: page.path, title: page.title, data: page.data },
    header_data: {
      logo: agency.logo,
      primaryMenuItems: agency.primaryMenuItems,
      secondaryMenuItems: agency.secondaryMenuItems,
      agencyName: agency.name,
      agencyContactTelephone: agency.telephone,
    },
    theme_settings: {
      ...SHARED_THEME,
      ...agency.themeSettings,
      ...agency.legal.pages,
      colours: agency.colours,
      fontFamily: agency.fontFamily,
      mobileHeaderContactLink: telHref(agency.telephone) ?? '',
    },
    theme_preferences: agency.themePreferences,
    staff_data: { allStaff: agency.staff },
    department_data: agency.departments,
    branch_id_contact_modal: page.branchIdContactModal ?? agency.branches[0]?.id,
    ...(page.propertyData ? { property_data: propertyDataOf(page.propertyData) } : {}),
    cookie_consent_config: agency.cookieConsent,
    our_offices_slider_data: agency.branches,
    lettings_compliance: LETTINGS_COMPLIANCE[agency.slug],
    ...(page.stampDutyTables !== undefined ? { stamp_duty_tables: page.stampDutyTables } : {}),
  };
}
