/**
 * schema.org structured data (JSON-LD) for the pages where it fits: the agency and its web site
 * on the home page (RealEstateAgent + WebSite), a branch (RealEstateAgent with its address,
 * telephone, opening hours and position), a property (a Residence, a SingleFamilyResidence or an
 * Apartment as its type says, or a plain Place for land and commercial property, with an Offer:
 * price in GBP, availability, sale or lease) and an article (Article). Pure: the caller passes
 * the page's absolute address and the site's origin; every URL written is absolute.
 *
 * What goes into a page is serialised with `jsonForScript` (escaping.ts), so no value can end
 * its script element.
 */
import type { Branch, OpeningTime } from '../agency/agency.js';
import { openingSpans } from '../agency/opening-hours.js';
import type { PropertyDetail } from '../property/property.js';
import { WEB_PAGE_LINK, parseUrl, safeLink } from '../content/links.js';
import type { Article } from '../articles/articles.js';
import { readableDate } from '../format/readable-date.js';
import { accommodationFacts } from './accommodation-facts.js';

/** A JSON value (what structured data is made of). */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue | undefined };

/** A JSON-LD node or document: a JSON object (fields left undefined are left out when serialised). */
export type JsonLd = { readonly [key: string]: JsonValue | undefined };

const CONTEXT = 'https://schema.org';

/** Who the site belongs to, as every page's structured data names it. */
export interface SiteIdentity {
  readonly name: string;
  /** The site's origin, e.g. 'https://www.oakfield.example'. */
  readonly origin: string;
  readonly logoUrl?: string;
  readonly telephone?: string;
}

/** An absolute http(s) address for a link or image of the site, or undefined when it is none. */
export function absoluteUrl(url: string | undefined, origin: string): string | undefined {
  if (url === undefined) return undefined;
  const safe = safeLink(url, WEB_PAGE_LINK);
  if (safe === undefined) return undefined;
  const resolved = parseUrl(safe, origin) ?? parseUrl(safe);
  return resolved?.protocol === 'https:' || resolved?.protocol === 'http:'
    ? resolved.href
    : undefined;
}

/** The object without its undefined fields (JSON.stringify drops them too; tests compare cleanly). */
function node(fields: { readonly [key: string]: JsonValue | undefined }): JsonLd {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as JsonLd;
}

const nonBlank = (text: string | undefined): string | undefined =>
  text !== undefined && text.trim() !== '' ? text.trim() : undefined;

/** A UK postcode at the end of an address line ('… Somerset TA1 1RZ'). */
const TRAILING_POSTCODE = /[,\s]+([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/i;

/** A one-line UK address as a PostalAddress: the postcode apart when it ends the line. */
export function postalAddress(address: string): JsonLd {
  const line = address.trim();
  const postcode = TRAILING_POSTCODE.exec(line);
  return node({
    '@type': 'PostalAddress',
    streetAddress: postcode ? line.slice(0, postcode.index).replace(/[,\s]+$/, '') : line,
    postalCode: postcode?.[1]?.toUpperCase().replace(/\s+/, ' '),
    addressCountry: 'GB',
  });
}

function geo(latitude: number | undefined, longitude: number | undefined): JsonLd | undefined {
  const valid = (n: number | undefined, limit: number) =>
    n !== undefined && Number.isFinite(n) && Math.abs(n) <= limit;
  return valid(latitude, 90) && valid(longitude, 180)
    ? { '@type': 'GeoCoordinates', latitude: latitude!, longitude: longitude! }
    : undefined;
}

const SCHEMA_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * schema.org opening hours from core's opening times: one OpeningHoursSpecification per distinct
 * span (e.g. Monday to Friday 09:00–17:30, Saturday 09:00–13:00), days Monday first; entries the
 * opening-hours rule finds invalid are left out. Empty when no entry is valid.
 */
export function openingHoursSpecification(entries: readonly OpeningTime[]): JsonLd[] {
  const bySpan = new Map<string, { open: number; close: number; days: string[] }>();
  for (const span of openingSpans(entries)) {
    const key = `${span.open}-${span.close}`;
    const entry = bySpan.get(key) ?? { open: span.open, close: span.close, days: [] };
    const day = SCHEMA_DAYS[span.dayOfWeek]!;
    if (!entry.days.includes(day)) entry.days.push(day);
    bySpan.set(key, entry);
  }
  return [...bySpan.values()].map((span) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: span.days,
    opens: clock(span.open),
    closes: clock(span.close),
  }));
}

/** The agency as an organisation: a RealEstateAgent with its name, home page, logo and telephone. */
function agencyNode(site: SiteIdentity): JsonLd {
  const logo = absoluteUrl(site.logoUrl, site.origin);
  return node({
    '@type': 'RealEstateAgent',
    '@id': `${site.origin}/#agency`,
    name: site.name,
    url: `${site.origin}/`,
    logo,
    image: logo,
    telephone: nonBlank(site.telephone),
  });
}

/** A branch as a RealEstateAgent of its own: name, address, telephone, e-mail, hours, position. */
function branchNode(
  site: SiteIdentity,
  branch: Branch,
  url: string | undefined,
  imageUrl: string | undefined,
): JsonLd {
  const hours = openingHoursSpecification(branch.openingHours ?? []);
  const address = nonBlank(branch.address);
  return node({
    '@type': 'RealEstateAgent',
    name: `${site.name} ${branch.branchName}`.trim(),
    url,
    image: imageUrl,
    telephone:
      nonBlank(branch.branchContactNumber) ??
      nonBlank(branch.branchSalesContactNumber) ??
      nonBlank(branch.branchLettingsContactNumber),
    email: nonBlank(branch.branchEmail),
    address: address === undefined ? undefined : postalAddress(address),
    geo: geo(branch.latitude, branch.longitude),
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
    parentOrganization: { '@id': `${site.origin}/#agency` },
  });
}

/**
 * The home page: the agency (RealEstateAgent, with its branches as sub-organisations) and its
 * web site (WebSite, published by the agency).
 */
export function homeStructuredData(site: SiteIdentity, branches: readonly Branch[]): JsonLd {
  const subOrganization = branches.map((branch) =>
    branchNode(site, branch, absoluteUrl(nonBlank(branch.branchUrl), site.origin), undefined),
  );
  return {
    '@context': CONTEXT,
    '@graph': [
      node({
        ...agencyNode(site),
        subOrganization: subOrganization.length > 0 ? subOrganization : undefined,
      }),
      {
        '@type': 'WebSite',
        '@id': `${site.origin}/#website`,
        name: site.name,
        url: `${site.origin}/`,
        inLanguage: 'en-GB',
        publisher: { '@id': `${site.origin}/#agency` },
      },
    ],
  };
}

/** A branch page (`branches#show`): the branch as a RealEstateAgent, part of the agency. */
export function branchStructuredData(
  site: SiteIdentity,
  branch: Branch,
  pageUrl: string,
  imageUrl?: string,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@graph': [
      node({ ...branchNode(site, branch, pageUrl, imageUrl), '@id': `${pageUrl}#branch` }),
      agencyNode(site),
    ],
  };
}

/** Which schema.org type a property is: land and commercial property are places, not homes. */
export type PropertyPlaceType = 'Apartment' | 'SingleFamilyResidence' | 'Residence' | 'Place';

const NON_RESIDENTIAL_TAGS: ReadonlySet<string> = new Set([
  'commercial',
  'land',
  'agricultural',
  'development land',
]);
const NON_RESIDENTIAL_TYPE =
  /\b(?:office|retail|shop|industrial|workshop|warehouse|land|woodland|farm|commercial)\b/i;
const APARTMENT_TYPE = /\b(?:apartment|flat|maisonette|studio|penthouse)\b/i;
const HOUSE_TYPE =
  /\b(?:house|bungalow|cottage|farmhouse|townhouse|villa|lodge|chalet|barn conversion)\b/i;

/**
 * The property's schema.org type from its type and tags: land, farms and commercial property
 * (a 'commercial', 'land' or 'agricultural' tag, or such a type) are a Place; flats, maisonettes
 * and studios an Apartment; houses, bungalows and cottages a SingleFamilyResidence; any other
 * home (a development, a barn for conversion) a Residence.
 */
export function propertyPlaceType(
  property: Pick<PropertyDetail, 'propertyType' | 'tags'>,
): PropertyPlaceType {
  const type = property.propertyType ?? '';
  const tags = property.tags.map((tag) => tag.trim().toLowerCase());
  if (tags.some((tag) => NON_RESIDENTIAL_TAGS.has(tag)) || NON_RESIDENTIAL_TYPE.test(type))
    return 'Place';
  if (APARTMENT_TYPE.test(type) || tags.includes('flat')) return 'Apartment';
  if (HOUSE_TYPE.test(type)) return 'SingleFamilyResidence';
  return 'Residence';
}

/** schema.org ItemAvailability of a listing status (compared without case, spaces, hyphens or underscores). */
const AVAILABILITY: Readonly<Record<string, string>> = {
  forsale: 'InStock',
  tolet: 'InStock',
  available: 'InStock',
  underoffer: 'Reserved',
  sstc: 'Reserved',
  soldstc: 'Reserved',
  soldsubjecttocontract: 'Reserved',
  letagreed: 'Reserved',
  exchanged: 'SoldOut',
  sold: 'SoldOut',
  completed: 'SoldOut',
  let: 'SoldOut',
};

/**
 * A listing's availability: on the market (InStock), under offer, sold subject to contract or
 * let agreed (Reserved), exchanged, sold, completed or let (SoldOut). A listing without a status
 * is on the market; an unknown status says nothing.
 */
export function offerAvailability(status: string | undefined): string | undefined {
  const key = (status ?? 'available').toLowerCase().replace(/[\s_-]+/g, '');
  const value = AVAILABILITY[key === '' ? 'available' : key];
  return value === undefined ? undefined : `https://schema.org/${value}`;
}

/** GoodRelations business functions: a sale, or a letting (lease out). */
export const BUSINESS_FUNCTIONS = {
  sales: 'http://purl.org/goodrelations/v1#Sell',
  lettings: 'http://purl.org/goodrelations/v1#LeaseOut',
} as const;

/** A price worth stating: whole pounds of at least £1 (under that the listing reads 'Price on application'). */
const statedPrice = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value >= 1 ? Math.round(value) : undefined;

/**
 * A property page (`properties#show`): the property (its schema.org type, address, position,
 * rooms, photos) and the Offer (price in GBP, per calendar month for lettings; availability from
 * its status; sale or lease; the agency as seller).
 */
export function propertyStructuredData(
  site: SiteIdentity,
  property: PropertyDetail,
  pageUrl: string,
): JsonLd {
  const type = propertyPlaceType(property);
  const isAccommodation = type === 'Apartment' || type === 'SingleFamilyResidence';
  const images = property.photos
    .map((photo) => absoluteUrl(photo.url, site.origin))
    .filter((url): url is string => url !== undefined);
  const rooms = (n: number | undefined) =>
    isAccommodation && n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
  const placeId = `${pageUrl}#property`;
  const price = statedPrice(property.priceValue);
  const lettings = property.property_channel === 'lettings';
  return {
    '@context': CONTEXT,
    '@graph': [
      node({
        '@type': type,
        '@id': placeId,
        name: property.display_address,
        description: nonBlank(property.summary),
        url: pageUrl,
        address: postalAddress(property.display_address),
        geo: geo(property.latitude, property.longitude),
        numberOfBedrooms: rooms(property.bedrooms),
        numberOfBathroomsTotal: rooms(property.bathrooms),
        ...(isAccommodation ? accommodationFacts(property) : {}),
        image: images.length > 0 ? images.slice(0, 6) : undefined,
      }),
      node({
        '@type': 'Offer',
        url: pageUrl,
        itemOffered: { '@id': placeId },
        businessFunction: BUSINESS_FUNCTIONS[property.property_channel],
        price,
        priceCurrency: price === undefined ? undefined : 'GBP',
        priceSpecification:
          price !== undefined && lettings
            ? {
                '@type': 'UnitPriceSpecification',
                price,
                priceCurrency: 'GBP',
                unitCode: 'MON',
                unitText: 'per calendar month',
              }
            : undefined,
        availability: offerAvailability(property.status),
        seller: { '@id': `${site.origin}/#agency` },
      }),
      agencyNode(site),
    ],
  };
}

/** Google shows at most 110 characters of a headline. */
export const HEADLINE_LIMIT = 110;

/**
 * An article page (`articles#show`): an Article with its headline (at most 110 characters),
 * description, date published, author (a Person, or the agency when the agency wrote it), image,
 * section (its topic) and the agency as publisher.
 */
export function articleStructuredData(
  site: SiteIdentity,
  article: Article,
  pageUrl: string,
): JsonLd {
  const headline =
    [...article.title.trim()].length > HEADLINE_LIMIT
      ? `${[...article.title.trim()]
          .slice(0, HEADLINE_LIMIT - 1)
          .join('')
          .trimEnd()}…`
      : article.title.trim();
  const author = nonBlank(article.author);
  const image = absoluteUrl(article.imageUrl, site.origin);
  return {
    '@context': CONTEXT,
    '@graph': [
      node({
        '@type': 'Article',
        '@id': `${pageUrl}#article`,
        headline,
        description: nonBlank(article.excerpt),
        datePublished: readableDate(article.publishedAt)?.iso,
        author:
          author === undefined
            ? undefined
            : author === site.name
              ? { '@id': `${site.origin}/#agency` }
              : { '@type': 'Person', name: author },
        image: image === undefined ? undefined : [image],
        articleSection: article.topic?.name,
        mainEntityOfPage: pageUrl,
        url: pageUrl,
        inLanguage: 'en-GB',
        publisher: { '@id': `${site.origin}/#agency` },
      }),
      agencyNode(site),
    ],
  };
}
