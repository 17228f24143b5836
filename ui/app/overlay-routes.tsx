/**
 * The overlay layer (ARCHITECTURE §1): hash routes for the user area and every modal of SPEC §2.
 * Closing an overlay returns to where the visitor was (ui/app/overlay-history.ts). Unknown hashes (including in-page anchors) render nothing.
 */
import type { RouteObject } from 'react-router-dom';
import { calculatorOverlayRoutes } from '../calculator/calculator-routes.js';
import { searchOverlayRoutes } from '../search/search-routes.js';
import { userOverlayRoutes } from '../user/user-routes.js';
import { propertyOverlayRoutes } from '../property-page/property-routes.js';
import { contactOverlayRoutes } from '../leads/contact-routes.js';
import { viewingOverlayRoutes } from '../leads/viewing-routes.js';
import { valuationOverlayRoutes } from '../valuation/valuation-routes.js';

/**
 * Every route of the table, matched case-sensitively (SPEC §2: modal paths match exactly, so
 * '#/Calculator' opens nothing; React Router ignores case unless told).
 */
export function overlayRoutes(): RouteObject[] {
  return overlayRouteTable().map(exactly);
}

function exactly(route: RouteObject): RouteObject {
  if (route.index === true) return route;
  return {
    ...route,
    caseSensitive: true,
    ...(route.children ? { children: route.children.map(exactly) } : {}),
  };
}

function overlayRouteTable(): RouteObject[] {
  return [
    { index: true, element: null },
    ...calculatorOverlayRoutes(),
    ...searchOverlayRoutes(),
    ...userOverlayRoutes(),
    ...propertyOverlayRoutes(),
    ...contactOverlayRoutes(),
    ...viewingOverlayRoutes(),
    ...valuationOverlayRoutes(),
    { path: '*', element: null },
  ];
}
