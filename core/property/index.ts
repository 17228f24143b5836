/**
 * Properties: listing shapes, status tags and the New Listing window, auctions, listing dates and
 * developments with their plots (SPEC §3 "Property card", §4).
 */
export type {
  Photo,
  PropertyCard,
  Country,
  VideoLink,
  PropertyDetail,
  TagDepartmentConversions,
} from './property.js';
export {
  STATUS_TAG_LABELS,
  NEW_LISTING_WINDOW_DAYS,
  REGISTER_FOR_SIMILAR_HOMES,
  REGISTER_FOR_SIMILAR_MESSAGE,
  viewingsClosedText,
  hasExchangedAtAuction,
  isNewListing,
  listingHeadline,
  listingStanding,
  statusTags,
} from './status-tags.js';
export type { ListingStanding, StatusTagTheme } from './status-tags.js';
export { isAuctionLot, isExpiredAuction } from './auction.js';
export { listingAddedDate } from './listing-date.js';
export type { ListingDate } from './listing-date.js';
export type { AuctionListing } from './auction.js';
export { upcomingAuction } from './auction-date.js';
export type { UpcomingAuction } from './auction-date.js';
export { isDevelopment } from './development-tag.js';
export {
  PLOT_AVAILABLE,
  PLOT_BEDROOMS_UNKNOWN,
  developmentPlots,
  describeDevelopment,
} from './development.js';
export type { DevelopmentPlot, DevelopmentSummary } from './development.js';
