/** The overlay routes of the staff, office and department enquiries ('#/contact-staff-member/{id}', '#/contact-office') and '#/tenant-info'. */
import type { RouteObject } from 'react-router-dom';

export function contactOverlayRoutes(): RouteObject[] {
  return [];
}
