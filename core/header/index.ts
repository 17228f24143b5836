// header: the primary menu around the logo, dropdowns, the phone link, the logo's size and the
// breakpoints (SPEC §2 Header, §4, §9).
export {
  HOME_SCROLL_THRESHOLD,
  DROPDOWN_WIDTH,
  PRIMARY_ITEMS_LEFT_OF_LOGO,
  splitPrimaryMenu,
  dropdownWidth,
  dropdownAlignment,
  isNewTab,
  PROFESSIONAL_SERVICES_SECTIONS,
  sectionIllustrationMap,
  sectionIllustration,
  headerPhoneLink,
  telHref,
  parseLogoDimensions,
  isMobileMenu,
  isScrolledHeader,
} from './menu-layout.js';
export type { SplitMenu, SectionIllustrations } from './menu-layout.js';
