// property: listing shapes, status tags and the New Listing window, auctions, listing dates,
// developments with their plots (SPEC §3 "Property card", §4), and a listing's material
// information (Parts A, B and C): its fields, rows and the enquiry that names a missing one.
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
export {
  BROADBAND_TYPES,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  LISTED_BUILDING_GRADES,
  RENT_FREQUENCIES,
  TENURES,
  heldOnLease,
} from './material-information.js';
export type {
  BroadbandType,
  CouncilTaxBand,
  EpcRating,
  ListedBuilding,
  MaterialFieldKey,
  MaterialInformation,
  RentFrequency,
  Tenure,
} from './material-information.js';
export {
  BROADBAND_LABELS,
  LISTED_BUILDING_LABELS,
  MATERIAL_FIELD_LABELS,
  MATERIAL_PARTS,
  NOT_PROVIDED,
  RENT_FREQUENCY_LABELS,
  TENURE_LABELS,
  askAboutFieldMessage,
  materialFieldLabel,
} from './material-information-labels.js';
export type {
  MaterialPartId,
  MaterialPartSpec,
  MaterialRowKey,
} from './material-information-labels.js';
export {
  entranceFloorText,
  floorAreaText,
  materialInformationParts,
  materialRowText,
  moneyText,
  ordinal,
} from './material-information-rows.js';
export type { MaterialListing, MaterialPart, MaterialRow } from './material-information-rows.js';
export {
  COMPARE_NOT_GIVEN,
  COMPARE_LOADING,
  COMPARE_NOT_LOADED,
  COMPARE_NOT_APPLICABLE,
  COMPARE_DETAILS_FAILED,
  COMPARE_PROPERTY_FAILED,
  pricePerSquareFoot,
  pricePerSquareFootText,
  branchDistanceText,
  propertyComparison,
} from './property-comparison.js';
export type {
  ComparedDetails,
  ComparedProperty,
  ComparisonSettings,
  ComparisonColumn,
  ComparisonRowKey,
  ComparisonRow,
  PropertyComparison,
} from './property-comparison.js';
