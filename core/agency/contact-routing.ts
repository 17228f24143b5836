/**
 * Who a visitor's enquiry goes to (SPEC §9 "Contact routing", §2 /contact-office and
 * /tenant-info, §3 Staff).
 */
import type { Branch, Department, Staff } from './agency.js';
import { telHref } from '../header/menu-layout.js';
import type { PropertyCard, PropertyDetail } from '../property/property.js';
import { DEVELOPMENT_PLOT_TAG, isDevelopment } from '../property/development-tag.js';
import type { Channel } from '../search/search.js';

/** A contact target with the telephone number and email address to show beside the form. */
export type ContactRoute =
  | {
      readonly kind: 'department';
      readonly department: Department;
      readonly telephone?: string;
      readonly email?: string;
    }
  | {
      readonly kind: 'branch';
      readonly branch: Branch;
      readonly telephone?: string;
      readonly email?: string;
    };

/** Words matched in department names and labels, and in property tags (case and spacing free). */
export const CONTACT_ROUTING_WORDS = {
  developmentPlotTag: DEVELOPMENT_PLOT_TAG,
  commercialTag: 'commercial',
  newHomesDepartment: 'new homes',
  estateAgentsDepartment: 'estate agents',
} as const;

/** Lower case, with hyphens, underscores and runs of spaces read as one space. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

function present(text: string | undefined): string | undefined {
  return text !== undefined && text.trim() !== '' ? text.trim() : undefined;
}

/**
 * The branch telephone for a channel (SPEC §9): the sales or lettings number, falling back to
 * the branch's general number; undefined when the branch has none.
 */
export function defaultTelephone(branch: Branch, channel: Channel): string | undefined {
  const channelNumber =
    channel === 'lettings' ? branch.branchLettingsContactNumber : branch.branchSalesContactNumber;
  return present(channelNumber) ?? present(branch.branchContactNumber);
}

function hasTagWord(property: Pick<PropertyCard, 'tags'>, word: string): boolean {
  return property.tags.some((t) => words(t).split(' ').includes(word));
}

/** A listing tagged commercial ('commercial', 'gth commercial'): premises, not a home. */
export function hasCommercialTag(property: Pick<PropertyCard, 'tags'>): boolean {
  return hasTagWord(property, CONTACT_ROUTING_WORDS.commercialTag);
}

function departmentNamed(departments: readonly Department[], name: string): Department | undefined {
  return departments.find((d) => words(d.name).includes(name) || words(d.label).includes(name));
}

function departmentForDevelopment(branch: Branch): Department | undefined {
  return (
    departmentNamed(branch.departments, CONTACT_ROUTING_WORDS.newHomesDepartment) ??
    departmentNamed(branch.departments, CONTACT_ROUTING_WORDS.estateAgentsDepartment)
  );
}

function departmentFromTagConversions(
  property: PropertyDetail,
  branch: Branch,
): Department | undefined {
  const conversions = property.tagsToDepartmentLabelsConversions?.[property.property_channel] ?? {};
  const byTag = new Map(
    Object.entries(conversions).map(([tag, label]) => [words(tag), words(label)]),
  );
  for (const tag of property.tags) {
    const label = byTag.get(words(tag));
    const department =
      label === undefined ? undefined : branch.departments.find((d) => words(d.label) === label);
    if (department !== undefined) return department;
  }
  return undefined;
}

/** The department an enquiry about `property` goes to, if any (the SPEC §9 rules in order). */
function routedDepartment(property: PropertyDetail, branch: Branch): Department | undefined {
  const development = isDevelopment(property) ? departmentForDevelopment(branch) : undefined;
  if (development !== undefined) return development;
  if (hasCommercialTag(property) && branch.externalCommercialDepartment !== undefined) {
    return branch.externalCommercialDepartment;
  }
  return departmentFromTagConversions(property, branch);
}

/**
 * Routes an enquiry about `property` (SPEC §9): a development plot with child properties goes to
 * the new-homes department, else the estate-agents department; a commercial-tagged property to
 * the branch's external commercial department; otherwise the first tag that the channel's
 * tag-to-department conversions map to one of the branch's department labels; else the branch.
 * A department without its own telephone or email shows the branch's.
 */
export function routeContact(property: PropertyDetail, branch: Branch): ContactRoute {
  const telephone = defaultTelephone(branch, property.property_channel);
  const email = present(branch.branchEmail);
  const department = routedDepartment(property, branch);
  if (department === undefined) return { kind: 'branch', branch, telephone, email };
  return {
    kind: 'department',
    department,
    telephone: present(department.telephone) ?? telephone,
    email: present(department.email) ?? email,
  };
}

export interface OfficeContactData {
  readonly department?: Department | null;
  readonly property?: PropertyDetail | null;
  readonly branch?: Branch | null;
}

/** /contact-office opens only when a department, a property or a branch is known (SPEC §2). */
export function canContactOffice(data: OfficeContactData): boolean {
  return data.department != null || data.property != null || data.branch != null;
}

/** /tenant-info opens only for a lettings property that has lettings fee text (SPEC §2). */
export function canShowTenantInfo(property: PropertyDetail): boolean {
  return (
    property.property_channel === 'lettings' && present(property.lettingsFeeText) !== undefined
  );
}

/** What the page knows that an office enquiry can go to (SPEC §3 department_data, property_data, branch_id_contact_modal). */
export interface OfficeEnquirySources {
  /**
   * The page's department data. Platforms send the agency's whole department list here on every
   * page, so it names the page's own department only when it holds exactly one.
   */
  readonly departments: readonly Department[];
  readonly property?: PropertyDetail;
  readonly branches: readonly Branch[];
  /** The branch the platform names for the contact modal (branch_id_contact_modal). */
  readonly branchIdContactModal?: string;
}

/** An office enquiry's target: a department of a branch, or a branch, with the ways to call or write. */
export type OfficeEnquiry =
  | {
      readonly kind: 'department';
      readonly department: Department;
      /** The branch the department belongs to, when it is known. */
      readonly branchId?: string;
      /** The property the enquiry is about (its reference and address prefix the message). */
      readonly property?: PropertyDetail;
      readonly telephone?: string;
      readonly email?: string;
    }
  | {
      readonly kind: 'branch';
      readonly branch: Branch;
      /** The property the enquiry is about (its reference and address prefix the message). */
      readonly property?: PropertyDetail;
      readonly telephone?: string;
      readonly email?: string;
    };

function branchOf(branches: readonly Branch[], id: string | undefined): Branch | undefined {
  return id === undefined ? undefined : branches.find((branch) => branch.id === id);
}

/**
 * The branch that markets `property`: its own (`branchID`) when the page knows it, else the branch
 * the platform names for the contact modal. The contact card and the office enquiry both ask this, so the number a
 * visitor reads is the team the enquiry reaches.
 */
export function propertyBranch(
  property: PropertyDetail,
  branches: readonly Branch[],
  branchIdContactModal?: string,
): Branch | undefined {
  return branchOf(branches, property.branchID) ?? branchOf(branches, branchIdContactModal);
}

/** A branch to call about a listing: its name, its number as written, and the number as a tel: link. */
export interface BranchCall {
  readonly branchName: string;
  readonly telephone: string;
  readonly href: string;
}

/**
 * The branch that markets a card's property (its `branchID`) and its number for the card's channel
 * (`defaultTelephone`). Undefined when the page knows no such branch, or it has no number that
 * can be dialled: a results card names no branch rather than a wrong one.
 */
export function branchToCall(
  card: Pick<PropertyCard, 'branchID' | 'property_channel'>,
  branches: readonly Branch[],
): BranchCall | undefined {
  const branch = branchOf(branches, card.branchID);
  const telephone =
    branch === undefined ? undefined : defaultTelephone(branch, card.property_channel);
  const href = telephone === undefined ? undefined : telHref(telephone);
  return branch === undefined || telephone === undefined || href === undefined
    ? undefined
    : { branchName: branch.branchName, telephone, href };
}

/**
 * An enquiry about `property` sent where `routeContact` routes it: a department of the property's
 * branch (with the branch and the property), else the branch itself with the property named.
 */
export function propertyEnquiry(property: PropertyDetail, branch: Branch): OfficeEnquiry {
  const route = routeContact(property, branch);
  const { telephone, email } = route;
  return route.kind === 'department'
    ? {
        kind: 'department',
        department: route.department,
        branchId: branch.id,
        property,
        telephone,
        email,
      }
    : { kind: 'branch', branch, property, telephone, email };
}

function branchHolding(branches: readonly Branch[], department: Department): Branch | undefined {
  return branches.find(
    (branch) =>
      branch.departments.some((d) => d.id === department.id) ||
      branch.externalCommercialDepartment?.id === department.id,
  );
}

/** An enquiry to a department: its branch (the one holding it, else the contact branch), its number and address, else the branch's. */
function enquiryToDepartment(department: Department, sources: OfficeEnquirySources): OfficeEnquiry {
  const branch =
    branchHolding(sources.branches, department) ??
    branchOf(sources.branches, sources.branchIdContactModal);
  const telephone =
    present(department.telephone) ?? (branch ? present(branch.branchContactNumber) : undefined);
  const email = present(department.email) ?? (branch ? present(branch.branchEmail) : undefined);
  return {
    kind: 'department',
    department,
    ...(branch ? { branchId: branch.id } : {}),
    telephone,
    email,
  };
}

/**
 * Where '#/contact-office' sends an enquiry (SPEC §2: only when department, property or branch
 * contact data exists; §9 contact routing):
 * 1. on a property page, the property's branch routed by `routeContact` (new homes, the external
 *    commercial department, the tag's department for the channel, else the branch with the
 *    property named), the same rule as the property's contact card;
 * 2. else the page's own department, when the department data names exactly one;
 * 3. else the branch the platform names for the contact modal (a branch page's own branch).
 * Undefined when the page knows none of these: the route then offers the agency's own contact.
 */
export function officeEnquiry(sources: OfficeEnquirySources): OfficeEnquiry | undefined {
  const { property } = sources;
  const branchOfProperty = property
    ? propertyBranch(property, sources.branches, sources.branchIdContactModal)
    : undefined;
  if (property !== undefined && branchOfProperty !== undefined)
    return propertyEnquiry(property, branchOfProperty);
  const [department, ...others] = sources.departments;
  if (department !== undefined && others.length === 0)
    return enquiryToDepartment(department, sources);
  const branch = branchOf(sources.branches, sources.branchIdContactModal);
  if (branch === undefined) return undefined;
  return {
    kind: 'branch',
    branch,
    telephone: present(branch.branchContactNumber),
    email: present(branch.branchEmail),
  };
}

/**
 * Where '#/contact-office?department={id}' sends an enquiry (a branch page's 'Contact Lettings'):
 * the department of that id among the page's branches (their departments and external commercial
 * departments) and its department data, with the branch that holds it; a department lead
 * (`branch_department_enquiry`, SPEC §3 Lead). An id the page does not know leaves the route as
 * '#/contact-office' is (`officeEnquiry`), so a stale link still reaches the office.
 */
export function departmentEnquiry(
  departmentId: string,
  sources: OfficeEnquirySources,
): OfficeEnquiry | undefined {
  const wanted = departmentId.trim();
  const candidates = [
    ...sources.branches.flatMap((branch) => [
      ...branch.departments,
      ...(branch.externalCommercialDepartment ? [branch.externalCommercialDepartment] : []),
    ]),
    ...sources.departments,
  ];
  const department = wanted === '' ? undefined : candidates.find((d) => d.id === wanted);
  return department === undefined
    ? officeEnquiry(sources)
    : enquiryToDepartment(department, sources);
}

/**
 * The staff member '#/contact-staff-member/{id}' names (SPEC §2, §3 staff_data.allStaff, a
 * branch's and a department's staff), or undefined when the page knows no one by that id.
 */
export function findStaffMember(
  id: string,
  sources: { readonly staff: readonly Staff[]; readonly branches: readonly Branch[] },
): Staff | undefined {
  const wanted = id.trim();
  if (wanted === '') return undefined;
  const everyone = [
    ...sources.staff,
    ...sources.branches.flatMap((branch) => [
      ...branch.staff,
      ...branch.departments.flatMap((department) => department.staff),
    ]),
  ];
  return everyone.find((member) => member.staffMemberId === wanted);
}

/**
 * The agency's own number, for 'call us' where no branch is chosen (the contact modal, no branch
 * near a valuation, the page-not-found page): the header's agency telephone, else the first
 * branch's number; blank counts as none.
 */
export function agencyTelephone(sources: {
  readonly header: { readonly agencyContactTelephone?: string | undefined };
  readonly branches: readonly Branch[];
}): string | undefined {
  return (
    present(sources.header.agencyContactTelephone) ??
    present(sources.branches[0]?.branchContactNumber)
  );
}
