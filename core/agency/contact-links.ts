/**
 * Who on a page a visitor can write to (SPEC §3 Staff); the links to their enquiry forms are
 * core/routes/site-routes.ts. Small on purpose: branch and property pages link to the forms
 * without carrying the routing rules (contact-routing.ts), which load with the forms.
 */
import type { Staff } from './agency.js';
import type { Channel } from '../search/search.js';

/** The staff a visitor may contact for a channel (SPEC §3 contactableForSales/ForLettings). */
export function contactableStaff(staff: readonly Staff[], channel: Channel): Staff[] {
  return staff.filter((member) =>
    channel === 'lettings' ? member.contactableForLettings : member.contactableForSales,
  );
}
