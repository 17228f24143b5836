/** The agency's organisation (SPEC §3 Branch, Department, Staff, Associated profile, Opening time). */

export interface OpeningTime {
  /** 0 = Sunday … 6 = Saturday. */
  readonly day_of_week: number;
  /** 'HH:mm' 24-hour. */
  readonly open_time: string;
  readonly close_time: string;
}

export interface Staff {
  readonly staffMemberId: string;
  readonly firstName: string;
  readonly surname: string;
  readonly departmentId?: string;
  readonly contactableForSales: boolean;
  readonly contactableForLettings: boolean;
  readonly jobTitle?: string;
  readonly photo?: string;
  readonly telephone?: string;
  readonly email?: string;
}

export interface Department {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly telephone?: string;
  readonly email?: string;
  readonly branchDepartmentUrlLabel?: string;
  readonly staff: readonly Staff[];
  readonly openingHours?: readonly OpeningTime[];
}

export interface Branch {
  readonly id: string;
  readonly branchName: string;
  readonly branchUrl: string;
  readonly departments: readonly Department[];
  readonly staff: readonly Staff[];
  readonly externalCommercialDepartment?: Department;
  readonly branchContactNumber?: string;
  readonly branchSalesContactNumber?: string;
  readonly branchLettingsContactNumber?: string;
  readonly branchEmail?: string;
  readonly address?: string;
  readonly openingHours?: readonly OpeningTime[];
  readonly latitude?: number;
  readonly longitude?: number;
}

export interface AssociatedProfile {
  readonly photo?: string;
  readonly telephoneNumber?: string;
  readonly branchSalesNumber?: string;
  readonly branchLettingsNumber?: string;
  readonly email?: string;
  readonly jobTitle?: string;
  readonly fullName?: string;
  readonly staffMemberId?: string;
}

export interface MenuItem {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  /** 'B' opens in a new tab. */
  readonly target?: string;
  readonly items: readonly MenuItem[];
}
