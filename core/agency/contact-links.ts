/**
 * Who on a page a visitor can write to, and the overlay routes of their enquiry forms (SPEC §2
 * '/contact-staff-member/{id}', '/contact-office'; §3 Staff). Small on purpose: branch and
 * property pages link to the forms without carrying the routing rules (contact-routing.ts), which
 * load with the forms.
 */
import type { Staff } from './agency.js';
import type { Channel } from '../search/search.js';

/** The staff a visitor may contact for a channel (SPEC §3 contactableForSales/ForLettings). */
export function contactableStaff(staff: readonly Staff[], channel: Channel): Staff[] {
  return staff.filter((member) =>
    channel === 'lettings' ? member.contactableForLettings : member.contactableForSales,
  );
}

/** The route of a staff member's enquiry form (SPEC §2 '/contact-staff-member/{id}'). */
export function staffContactHref(staffMemberId: string): string {
  return `#/contact-staff-member/${encodeURIComponent(staffMemberId)}`;
}

/**
 * The route of a department's enquiry form: '#/contact-office' naming the department
 * (contact-routing.ts `departmentEnquiry` decides where it goes).
 */
export function departmentContactHref(departmentId: string): string {
  return `#/contact-office?department=${encodeURIComponent(departmentId)}`;
}
