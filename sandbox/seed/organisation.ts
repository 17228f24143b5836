/** Builders for branches, departments, staff and menus of the demo agencies (SPEC §3). */
import type { Branch, Department, MenuItem, OpeningTime, Staff } from '../../core/index.js';

export type Hours = readonly (readonly [day: number, open: string, close: string])[];

/** Monday to Friday 9:00–17:30 and Saturday until the given time (or closed). */
export function officeHours(saturdayClose?: string): OpeningTime[] {
  const week: OpeningTime[] = [1, 2, 3, 4, 5].map((day) => ({
    day_of_week: day,
    open_time: '09:00',
    close_time: '17:30',
  }));
  if (saturdayClose) week.push({ day_of_week: 6, open_time: '09:00', close_time: saturdayClose });
  return week;
}

export interface StaffSeed {
  readonly id: string;
  readonly name: string;
  readonly jobTitle: string;
  readonly department: string;
  readonly sales: boolean;
  readonly lettings: boolean;
}

export interface DepartmentSeed {
  readonly id: string;
  /** The platform's name, which the contact routing reads (SPEC §9: 'estate-agents'). */
  readonly name: string;
  /** What visitors read, when it differs from the name: 'Sales' for the 'Estate Agents' department. */
  readonly label?: string;
  readonly telephone: string;
  readonly email: string;
}

export interface BranchSeed {
  readonly id: string;
  readonly slug: string;
  readonly branchName: string;
  readonly address: string;
  readonly telephone: string;
  readonly salesTelephone: string;
  readonly lettingsTelephone: string;
  readonly email: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly saturdayClose?: string;
  readonly departments: readonly DepartmentSeed[];
  readonly staff: readonly StaffSeed[];
}

function toStaff(seed: StaffSeed, branch: BranchSeed, domain: string): Staff {
  const [firstName = seed.name, ...rest] = seed.name.split(' ');
  const surname = rest.join(' ');
  const department = branch.departments.find((d) => d.id === seed.department);
  return {
    staffMemberId: seed.id,
    firstName,
    surname,
    departmentId: seed.department,
    contactableForSales: seed.sales,
    contactableForLettings: seed.lettings,
    jobTitle: seed.jobTitle,
    photo: `/images/staff/${seed.id}.svg`,
    telephone: department?.telephone ?? branch.telephone,
    email: `${firstName.toLowerCase()}.${surname.toLowerCase().replace(/[^a-z]/g, '')}@${domain}`,
  };
}

/** A branch with its departments, staff and opening hours. */
export function buildBranch(
  seed: BranchSeed,
  domain: string,
  externalCommercial?: Department,
): Branch {
  const staff = seed.staff.map((s) => toStaff(s, seed, domain));
  const hours = officeHours(seed.saturdayClose);
  const departments: Department[] = seed.departments.map((d) => ({
    id: d.id,
    name: d.name,
    label: d.label ?? d.name,
    telephone: d.telephone,
    email: d.email,
    branchDepartmentUrlLabel: `${seed.slug}-${d.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    staff: staff.filter((s) => s.departmentId === d.id),
    openingHours: hours,
  }));
  return {
    id: seed.id,
    branchName: seed.branchName,
    branchUrl: `/branches/${seed.slug}`,
    departments,
    staff,
    ...(externalCommercial ? { externalCommercialDepartment: externalCommercial } : {}),
    branchContactNumber: seed.telephone,
    branchSalesContactNumber: seed.salesTelephone,
    branchLettingsContactNumber: seed.lettingsTelephone,
    branchEmail: seed.email,
    address: seed.address,
    openingHours: hours,
    latitude: seed.latitude,
    longitude: seed.longitude,
  };
}

/** A menu item; `items` nest at most two levels below the top (SPEC §3 Menu item). */
export function menu(
  id: string,
  name: string,
  url: string,
  items: readonly MenuItem[] = [],
  target?: string,
): MenuItem {
  return { id, name, url, items, ...(target ? { target } : {}) };
}
