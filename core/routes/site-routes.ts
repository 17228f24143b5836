/**
 * Every URL the site's own views link to, in one place (SPEC §2 Pages and Modal routes): the
 * overlay routes, as the paths a navigation opens ('/book-a-valuation'), the hrefs a link carries
 * ('#/book-a-valuation') and the patterns of the hash router's table ('book-a-valuation'); and
 * the site's fixed page paths. Links and the routes they open read the same table, so they cannot
 * drift apart. Search result paths are search-path.ts; a property's path is its own `url`.
 */
import type { ImageEventSource } from '../content/content-block.js';

/** The query of the office enquiry that registers for similar homes (a home no longer marketed). */
export const REGISTER_SIMILAR_QUERY = 'register=similar';

/** Each overlay route by name, as the path a navigation opens (the hash without its '#'). */
export const OVERLAY_ROUTES = {
  user: '/user',
  bookValuation: '/book-a-valuation',
  instantValuation: '/valuation',
  bookViewing: '/book-a-viewing',
  newHomesEnquiry: '/new-homes-enquiry',
  /** The legacy calendar's entry point (SPEC §2 '/book_a_valuation'). */
  legacyCalendar: '/book_a_valuation',
  contactOffice: '/contact-office',
  registerSimilar: `/contact-office?${REGISTER_SIMILAR_QUERY}`,
  tenantInfo: '/tenant-info',
  calculator: '/calculator',
  map: '/map',
  propertyImages: '/property-images',
  floorplan: '/floorplan',
  epcChart: '/epc-chart',
} as const;

export type OverlayRouteName = keyof typeof OVERLAY_ROUTES;

/** The href of a link that opens an overlay route, e.g. '#/book-a-valuation'. */
export function overlayHref(name: OverlayRouteName): `#${string}` {
  return `#${OVERLAY_ROUTES[name]}`;
}

/** The patterns of the hash router's table (React Router paths, relative to '/'). */
export const OVERLAY_PATTERNS = {
  user: 'user/*',
  bookValuation: 'book-a-valuation',
  instantValuation: 'valuation',
  bookViewing: 'book-a-viewing',
  newHomesEnquiry: 'new-homes-enquiry',
  agencyForm: 'form/:id',
  legacyCalendar: 'book_a_valuation',
  contactStaffMember: 'contact-staff-member/:id',
  contactOffice: 'contact-office',
  tenantInfo: 'tenant-info',
  calculator: 'calculator',
  map: 'map',
  propertyImages: 'property-images',
  floorplan: 'floorplan',
  epcChart: 'epc-chart',
  video: 'video/:id',
  galleryCard: 'gallery-card-slider-expand/:id/:contentBlockId',
  /** Without a block: the card of that id in any gallery slider of the page. */
  galleryCardAnyBlock: 'gallery-card-slider-expand/:id',
} as const;

/** The router pattern of an image event's carousel, e.g. 'history-images/:id'. */
export function imageEventPattern(source: ImageEventSource): string {
  return `${source}/:id`;
}

const segment = (value: string) => encodeURIComponent(value);

/** A staff member's enquiry form (SPEC §2 '/contact-staff-member/{id}'). */
export function staffContactHref(staffMemberId: string): string {
  return `#/contact-staff-member/${segment(staffMemberId)}`;
}

/**
 * A department's enquiry form: '#/contact-office' naming the department (contact-routing.ts
 * `departmentEnquiry` decides where it goes).
 */
export function departmentContactHref(departmentId: string): string {
  return `${overlayHref('contactOffice')}?department=${segment(departmentId)}`;
}

/** The query key of an office enquiry about one row of a listing's material information. */
export const ASK_ABOUT_QUERY_KEY = 'ask';

/** The office enquiry about a material information row the listing does not give ('#/contact-office?ask=tenure'). */
export function askAboutFieldHref(fieldKey: string): string {
  return `${overlayHref('contactOffice')}?${ASK_ABOUT_QUERY_KEY}=${segment(fieldKey)}`;
}

/** An agency form (SPEC §2 '/form/{id}'), e.g. a careers form an article offers. */
export function agencyFormHref(formId: string): string {
  return `#/form/${segment(formId)}`;
}

/** A property video's player (SPEC §2 '/video/{id}'). */
export function videoHref(videoId: string): string {
  return `#/video/${segment(videoId)}`;
}

/** The carousel of a gallery card ('gallery-card-slider-expand/{cardId}/{blockId}'). */
export function galleryCardRoute(blockId: string, cardId: string): string {
  return `#/gallery-card-slider-expand/${segment(cardId)}/${segment(blockId)}`;
}

/** The carousel of an image event ('{source}/{eventId}'). */
export function imageEventRoute(source: ImageEventSource, eventId: string): string {
  return `#/${source}/${segment(eventId)}`;
}

/** The flash toast of a key (SPEC §2 Flash '#/flash/{key}'). */
export function flashHref(key: string): string {
  return `#/flash/${key}`;
}

/** The site's fixed pages (SPEC §2 Pages). */
export const PAGE_PATHS = {
  home: '/',
  propertyForSale: '/property-for-sale',
  propertyToRent: '/property-to-rent',
  /** The search form's target: answers with a redirect to the results path. */
  search: '/search',
  branches: '/branches',
} as const;
