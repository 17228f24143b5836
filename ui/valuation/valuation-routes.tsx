/** The overlay routes of the valuation routes ('#/book-a-valuation', '#/valuation') and the legacy '#/book_a_valuation'. */
import type { RouteObject } from 'react-router-dom';

export function valuationOverlayRoutes(): RouteObject[] {
  return [];
}
