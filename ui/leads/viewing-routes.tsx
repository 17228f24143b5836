/** The overlay routes of the viewing form ('#/book-a-viewing') and the new-homes enquiry ('#/new-homes-enquiry'). */
import type { RouteObject } from 'react-router-dom';

export function viewingOverlayRoutes(): RouteObject[] {
  return [];
}
