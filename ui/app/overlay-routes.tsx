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

export function overlayRoutes(): RouteObject[] {
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
