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
} from './page-meta.js';
export type { PageMetaInput, PageMeta } from './page-meta.js';
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
} from './structured-data.js';
export type { SiteIdentity, PropertyPlaceType, JsonValue, JsonLd } from './structured-data.js';
export { escapeHtml, jsonForScript } from './escaping.js';
