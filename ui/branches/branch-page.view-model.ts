/**
 * A branch's page (SPEC §2 `branches#show`): the office (its location card: picture, address,
 * telephone, opening hours merged and in 12-hour form, directions), its departments with their
 * numbers, addresses and enquiry forms, its team with each person's enquiry form, a few of its
 * properties with links to all of them (`branches#properties`), and its map.
 *
 * The location card and the property slider are content blocks (SPEC §1) made from the branch by
 * core (`branchLocationCard`, `branchPropertySlider`), shown by the block kinds' own views, so an
 * office looks the same on its page as in a content page's location card.
 *
 * Built once per page view by the content page's factory (app/pages/branches.bindings.ts), from
 * page data decoded there.
 */
import {
  branchMarkers,
  contactableStaff,
  departmentContactHref,
  safeLink,
  staffContactHref,
  telHref,
} from '../../core/index.js';
import type { Branch, BranchPageData, MapMarker } from '../../core/index.js';
import type { ContentBlocksViewModel } from '../content-blocks/content-blocks.view-model.js';

export interface BranchDepartmentCard {
  readonly id: string;
  readonly label: string;
  readonly telephone?: string;
  readonly telephoneHref?: string;
  readonly email?: string;
  readonly emailHref?: string;
  /** '#/contact-office?department={id}': the department's enquiry form. */
  readonly contactHref: string;
}

export interface BranchStaffCard {
  readonly id: string;
  readonly firstName: string;
  readonly surname: string;
  readonly fullName: string;
  readonly jobTitle?: string;
  readonly department?: string;
  readonly photo?: string;
  /** '#/contact-staff-member/{id}', for those who take enquiries (SPEC §3 contactableForSales/ForLettings). */
  readonly contactHref?: string;
}

export interface BranchPageViewModel {
  readonly kind: 'branch';
  readonly title: string;
  /** Undefined when the page data had no usable branch: the page says so and links to every branch. */
  readonly branch?: Branch;
  /** The branch finder (the theme's branchesIndexPath). */
  readonly indexHref: string;
  readonly departments: readonly BranchDepartmentCard[];
  readonly staff: readonly BranchStaffCard[];
  /** The office's location card (a content block). */
  readonly location: ContentBlocksViewModel;
  /** The branch's properties (a property card slider). */
  readonly properties: ContentBlocksViewModel;
  /** The office on the map, when it has a position. */
  readonly marker?: MapMarker;
}

export interface BranchPageInput {
  readonly title: string;
  readonly data: BranchPageData;
  readonly indexHref: string;
  readonly location: ContentBlocksViewModel;
  readonly properties: ContentBlocksViewModel;
}

const present = (text: string | undefined): string | undefined =>
  text !== undefined && text.trim() !== '' ? text.trim() : undefined;

function departmentCard(
  branch: Branch,
  department: Branch['departments'][number],
): BranchDepartmentCard {
  const telephone = present(department.telephone) ?? present(branch.branchContactNumber);
  const email = present(department.email) ?? present(branch.branchEmail);
  const telephoneHref = telephone ? telHref(telephone) : undefined;
  const emailHref = email ? safeLink(`mailto:${email}`, ['mailto']) : undefined;
  return {
    id: department.id,
    label: present(department.label) ?? department.name,
    ...(telephone ? { telephone } : {}),
    ...(telephoneHref ? { telephoneHref } : {}),
    ...(email ? { email } : {}),
    ...(emailHref ? { emailHref } : {}),
    contactHref: departmentContactHref(department.id),
  };
}

function staffCards(branch: Branch): BranchStaffCard[] {
  const contactable = new Set(
    [...contactableStaff(branch.staff, 'sales'), ...contactableStaff(branch.staff, 'lettings')].map(
      (s) => s.staffMemberId,
    ),
  );
  const departmentLabel = new Map(
    branch.departments.map((d) => [d.id, present(d.label) ?? d.name]),
  );
  return branch.staff.map((member) => {
    const photo = member.photo ? safeLink(member.photo, ['site', 'https']) : undefined;
    const department = member.departmentId ? departmentLabel.get(member.departmentId) : undefined;
    return {
      id: member.staffMemberId,
      firstName: member.firstName,
      surname: member.surname,
      fullName: `${member.firstName} ${member.surname}`.trim(),
      ...(member.jobTitle ? { jobTitle: member.jobTitle } : {}),
      ...(department ? { department } : {}),
      ...(photo ? { photo } : {}),
      ...(contactable.has(member.staffMemberId)
        ? { contactHref: staffContactHref(member.staffMemberId) }
        : {}),
    };
  });
}

export function branchPageViewModel({
  title,
  data,
  indexHref,
  location,
  properties,
}: BranchPageInput): BranchPageViewModel {
  const { branch } = data;
  const [marker] = branch ? branchMarkers([branch]) : [];
  return {
    kind: 'branch',
    title: present(title) ?? (branch ? `${branch.branchName} office` : 'Our office'),
    ...(branch ? { branch } : {}),
    indexHref,
    departments: branch
      ? branch.departments.map((department) => departmentCard(branch, department))
      : [],
    staff: branch ? staffCards(branch) : [],
    location,
    properties,
    ...(marker ? { marker } : {}),
  };
}
