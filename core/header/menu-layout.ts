/**
 * Header layout rules (SPEC §2 Header, §4 Header, §9): how the primary menu splits around the logo,
 * dropdown width and side, new-tab items, section illustrations, the mobile phone link, logo size,
 * and when the header is in mobile or scrolled mode.
 */
import type { MenuItem } from '../agency/agency.js';
import { BREAKPOINTS } from '../content/images.js';
import { safeLink } from '../content/links.js';

/** The home-page header changes style once the page scrolls past 30 px (SPEC §2 Header). */
export const HOME_SCROLL_THRESHOLD = 30;

/** Estimated desktop dropdown widths: 230 px single-level, 460 px with a second level (SPEC §9). */
export const DROPDOWN_WIDTH = {
  single: 230,
  double: 460,
} as const;

/** The first four primary menu items sit left of the logo unless split equally (SPEC §9). */
export const PRIMARY_ITEMS_LEFT_OF_LOGO = 4;

export interface SplitMenu<T> {
  readonly left: readonly T[];
  readonly right: readonly T[];
}

/**
 * The primary menu either side of the logo (SPEC §9): the first four items on the left and the rest
 * on the right; split equally, half each, the extra item of an odd count going left.
 */
export function splitPrimaryMenu<T>(
  items: readonly T[],
  options: { readonly splitEqually: boolean },
): SplitMenu<T> {
  const leftCount = options.splitEqually ? Math.ceil(items.length / 2) : PRIMARY_ITEMS_LEFT_OF_LOGO;
  return { left: items.slice(0, leftCount), right: items.slice(leftCount) };
}

/** Estimated dropdown width (SPEC §9): 460 px when any child has children of its own, else 230 px. */
export function dropdownWidth(item: MenuItem): number {
  return item.items.some((child) => child.items.length > 0)
    ? DROPDOWN_WIDTH.double
    : DROPDOWN_WIDTH.single;
}

/**
 * Which edge of its menu item a dropdown lines up with so it stays on screen: its left edge when a
 * dropdown `width` wide starting at `itemLeftPx` fits in the viewport, otherwise its right edge.
 */
export function dropdownAlignment(
  itemLeftPx: number,
  viewportWidth: number,
  width: number,
): 'left' | 'right' {
  return itemLeftPx + width <= viewportWidth ? 'left' : 'right';
}

/** Whether a menu item opens in a new tab: its target is 'B' (SPEC §2 Header). */
export function isNewTab(item: Pick<MenuItem, 'target'>): boolean {
  return item.target?.trim().toUpperCase() === 'B';
}

/** The professional-services menu sections that share one illustration (SPEC §2 Header). */
export const PROFESSIONAL_SERVICES_SECTIONS = [
  'Services',
  'Development Land & Planning',
  'Survey & Valuation',
  'Property Management',
] as const;

/** Illustration image URLs per kind of section, as an agency configures them. */
export interface SectionIllustrations {
  readonly antiques?: string;
  readonly auctions?: string;
  readonly professionalServices?: string;
  readonly agriculture?: string;
  readonly sedgemoor?: string;
}

/**
 * The section-name → illustration map of SPEC §2 Header (Antiques, Auctions, the professional-services
 * sections, Agriculture, Sedgemoor) from an agency's illustration URLs; missing ones are left out.
 */
export function sectionIllustrationMap(
  illustrations: SectionIllustrations,
): Record<string, string> {
  const map: Record<string, string> = {};
  const add = (name: string, url: string | undefined): void => {
    if (url !== undefined && url.trim() !== '') map[name] = url;
  };
  add('Antiques', illustrations.antiques);
  add('Auctions', illustrations.auctions);
  for (const name of PROFESSIONAL_SERVICES_SECTIONS) add(name, illustrations.professionalServices);
  add('Agriculture', illustrations.agriculture);
  add('Sedgemoor', illustrations.sedgemoor);
  return map;
}

/**
 * The background illustration for a menu section: looked up by the item's name, ignoring case,
 * surrounding and repeated spaces, and '&amp;' written for '&'. `undefined` when none is configured.
 */
export function sectionIllustration(
  item: Pick<MenuItem, 'name'>,
  map: Readonly<Record<string, string>>,
): string | undefined {
  const wanted = normaliseSectionName(item.name);
  const entry = Object.entries(map).find(([name]) => normaliseSectionName(name) === wanted);
  return entry?.[1];
}

function normaliseSectionName(name: string): string {
  return name.replace(/&amp;/gi, '&').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The mobile header phone link (SPEC §2 Header). A configured mobile header contact link wins: a
 * bare phone number becomes a tel: link, any other safe link (core's link rule: tel:, mailto:, http(s),
 * a page of this site or a '#' fragment) is used as given, anything else (e.g. 'javascript:') is ignored. Otherwise the agency telephone as a tel:
 * link. `undefined` when neither gives a usable link.
 */
export function headerPhoneLink(
  mobileHeaderContactLink?: string,
  agencyContactTelephone?: string,
): string | undefined {
  const configured = mobileHeaderContactLink?.trim() ?? '';
  if (configured !== '') {
    const asPhone = telHref(configured);
    if (asPhone !== undefined) return asPhone;
    const link = safeLink(configured);
    if (link !== undefined) return link;
  }
  return agencyContactTelephone === undefined ? undefined : telHref(agencyContactTelephone);
}

/**
 * A tel: href for a written UK phone number: spaces, dashes, dots and brackets removed, a leading
 * '+' kept, and the '(0)' of '+44 (0)…' dropped. `undefined` unless what remains is 6–15 digits.
 */
export function telHref(phone: string): string | undefined {
  const written = phone.trim().replace(/\(0\)/g, '');
  if (!/^\+?[\d\s().\-/]+$/.test(written)) return undefined;
  const digits = written.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return undefined;
  return `tel:${written.startsWith('+') ? '+' : ''}${digits}`;
}

const MAX_LOGO_SIDE = 10_000;
const LOGO_DIMENSIONS = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*,\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i;

/**
 * Logo size from the theme setting 'width,height' (spaces and 'px' tolerated). `undefined` for
 * anything else, for zero, or for a side over 10,000 px.
 */
export function parseLogoDimensions(
  setting: string,
): { width: number; height: number } | undefined {
  const match = LOGO_DIMENSIONS.exec(setting);
  if (match === null) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const valid = (side: number): boolean => side > 0 && side <= MAX_LOGO_SIDE;
  return valid(width) && valid(height) ? { width, height } : undefined;
}

/** The header uses the mobile menu below 1200 px (SPEC §4 Header, §9). */
export function isMobileMenu(width: number): boolean {
  return width < BREAKPOINTS.mobileMenu;
}

/** The home-page header takes its scrolled style past 30 px (SPEC §2 Header). */
export function isScrolledHeader(scrollY: number): boolean {
  return scrollY > HOME_SCROLL_THRESHOLD;
}
