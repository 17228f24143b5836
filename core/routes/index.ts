// routes: every URL the site's own views link to (overlay routes, their router patterns, the fixed
// page paths) (SPEC §2).
export {
  REGISTER_SIMILAR_QUERY,
  OVERLAY_ROUTES,
  OVERLAY_PATTERNS,
  PAGE_PATHS,
  overlayHref,
  imageEventPattern,
  staffContactHref,
  departmentContactHref,
  agencyFormHref,
  videoHref,
  galleryCardRoute,
  imageEventRoute,
  flashHref,
} from './site-routes.js';
export type { OverlayRouteName } from './site-routes.js';
export { ASK_ABOUT_QUERY_KEY, askAboutFieldHref } from './site-routes.js';
