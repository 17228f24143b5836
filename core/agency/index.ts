// agency: branches, departments and staff, contact routing and links, opening hours, the branch
// finder and a branch's page (SPEC §3, §4, §6).
export type {
  OpeningTime,
  Staff,
  Department,
  Branch,
  AssociatedProfile,
  MenuItem,
} from './agency.js';
export {
  CONTACT_ROUTING_WORDS,
  branchToCall,
  defaultTelephone,
  routeContact,
  canContactOffice,
  canShowTenantInfo,
  officeEnquiry,
  propertyBranch,
  propertyEnquiry,
  departmentEnquiry,
  findStaffMember,
  agencyTelephone,
} from './contact-routing.js';
export { contactableStaff } from './contact-links.js';
export type {
  BranchCall,
  ContactRoute,
  OfficeContactData,
  OfficeEnquirySources,
  OfficeEnquiry,
} from './contact-routing.js';
export { CLOSED_LABEL, mergeOpeningHours, openingSpans } from './opening-hours.js';
export type { OpeningHoursLine, OpeningSpan } from './opening-hours.js';
export {
  ALL_DEPARTMENTS,
  BRANCHES_PER_PAGE,
  MAX_BRANCH_QUERY_LENGTH,
  DEFAULT_BRANCH_SEARCH,
  BRANCH_SEARCH_KEYS,
  foldText,
  departmentKey,
  parseBranchSearch,
  parseBranchSearchQuery,
  decodeBranchesSearch,
  branchSearchQuery,
  branchSearchHref,
  withBranchQuery,
  withDepartment,
  withArea,
  withBranchPage,
  departmentOptions,
  matchesBranchText,
  hasDepartment,
  branchesInArea,
  searchBranches,
} from './branch-search.js';
export { branchPosition, branchMarkers } from './branch-markers.js';
export type {
  BranchSearch,
  BranchSearchSource,
  DepartmentOption,
  BranchSearchResult,
  BranchSearchOptions,
} from './branch-search.js';
export { NEARBY_BRANCH_MILES, branchesByDistance, nearestBranch } from './branch-distance.js';
export type { BranchDistance } from './branch-distance.js';
export {
  branchPropertiesPath,
  branchDirectionsLink,
  branchLocationCard,
  branchPropertySlider,
} from './branch-page.js';
