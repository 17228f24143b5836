/**
 * The agency's organisation in the settings (SPEC §3): opening times, staff, departments and
 * branches, each list decoded item by item.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { Staff, Department, Branch, OpeningTime } from '../agency/agency.js';
import { WEB_PAGE_LINK, safeLink } from '../content/links.js';
import {
  IdString,
  LooseBoolean,
  LooseNumber,
  firstError,
  listOf,
  optional,
  pick,
  str,
} from './settings-primitives.js';

// ---------- organisation ----------------------------------------------------------------------

export const OpeningTimeCodec = t.type({
  day_of_week: t.refinement(t.Int, (n) => n >= 0 && n <= 6, 'DayOfWeek'),
  open_time: str,
  close_time: str,
});

export const StaffCodec = t.intersection([
  t.type({ staffMemberId: IdString, firstName: str, surname: str }),
  optional({
    departmentId: t.union([IdString, t.null]),
    contactableForSales: LooseBoolean,
    contactableForLettings: LooseBoolean,
    jobTitle: str,
    photo: str,
    telephone: str,
    email: str,
  }),
]);
export function toStaff(raw: t.TypeOf<typeof StaffCodec>): Staff {
  return {
    staffMemberId: raw.staffMemberId,
    firstName: raw.firstName,
    surname: raw.surname,
    ...(raw.departmentId ? { departmentId: raw.departmentId } : {}),
    contactableForSales: raw.contactableForSales ?? false,
    contactableForLettings: raw.contactableForLettings ?? false,
    ...pick(raw, ['jobTitle', 'photo', 'telephone', 'email']),
  };
}

/**
 * A department's or a branch's opening hours, each time decoded on its own (a bad one reported
 * and left out); the field is left out when the platform sent none.
 */
function openingHoursOf(
  raw: readonly unknown[] | undefined,
  path: string,
  problems: string[],
): { readonly openingHours?: readonly OpeningTime[] } {
  if (!raw) return {};
  return {
    openingHours: listOf(
      `${path}.openingHours`,
      OpeningTimeCodec,
      raw,
      (o): OpeningTime => o,
      problems,
    ),
  };
}

export function toDepartment(
  raw: t.TypeOf<typeof DepartmentCodec>,
  path: string,
  problems: string[],
): Department {
  return {
    id: raw.id,
    name: raw.name,
    label: raw.label ?? raw.name,
    ...pick(raw, ['telephone', 'email', 'branchDepartmentUrlLabel']),
    staff: listOf(`${path}.staff`, StaffCodec, raw.staff, toStaff, problems),
    ...openingHoursOf(raw.openingHours, path, problems),
  };
}

/** A branch's page: a safe page link, else none (the branch stays, without a link). */
function branchUrlOf(url: string | undefined, path: string, problems: string[]): string {
  if (url === undefined || url.trim() === '') return '';
  const safe = safeLink(url, WEB_PAGE_LINK);
  if (safe === undefined) problems.push(`${path}.branchUrl: not a safe link`);
  return safe ?? '';
}

function toBranch(raw: t.TypeOf<typeof BranchCodec>, path: string, problems: string[]): Branch {
  let ext: t.TypeOf<typeof DepartmentCodec> | undefined;
  if (raw.externalCommercialDepartment != null) {
    const decoded = DepartmentCodec.decode(raw.externalCommercialDepartment);
    if (isLeft(decoded))
      problems.push(`${path}.externalCommercialDepartment: ${firstError(decoded.left)}`);
    else ext = decoded.right;
  }
  return {
    id: raw.id,
    branchName: raw.branchName,
    branchUrl: branchUrlOf(raw.branchUrl, path, problems),
    departments: listOf(
      `${path}.departments`,
      DepartmentCodec,
      raw.departments,
      (d, p) => toDepartment(d, p, problems),
      problems,
    ),
    staff: listOf(`${path}.staff`, StaffCodec, raw.staff, toStaff, problems),
    ...(ext
      ? {
          externalCommercialDepartment: toDepartment(
            ext,
            `${path}.externalCommercialDepartment`,
            problems,
          ),
        }
      : {}),
    ...pick(raw, [
      'branchContactNumber',
      'branchSalesContactNumber',
      'branchLettingsContactNumber',
      'branchEmail',
      'address',
      'latitude',
      'longitude',
    ]),
    ...openingHoursOf(raw.openingHours, path, problems),
  };
}

/**
 * One branch (SPEC §3 Branch), wherever it arrives (the settings' our_offices_slider_data, a
 * branch page's data): its departments, staff and opening hours decoded item by item, a bad item
 * reported with its path and left out. Undefined (reported) when it is no branch at all.
 */
export function decodeBranch(value: unknown, path: string, problems: string[]): Branch | undefined {
  if (value === undefined || value === null) return undefined;
  const decoded = BranchCodec.decode(value);
  if (isLeft(decoded)) {
    problems.push(`${path}: ${firstError(decoded.left)}`);
    return undefined;
  }
  return toBranch(decoded.right, path, problems);
}

/** A list of branches, each decoded by `decodeBranch`'s rules; a bad one reported and left out. */
export function decodeBranches(value: unknown, path: string, problems: string[]): Branch[] {
  return listOf(path, BranchCodec, value, (raw, p) => toBranch(raw, p, problems), problems);
}

export const DepartmentCodec = t.intersection([
  t.type({ id: IdString, name: str }),
  optional({
    label: str,
    telephone: str,
    email: str,
    branchDepartmentUrlLabel: str,
    staff: t.array(t.unknown),
    openingHours: t.array(t.unknown),
  }),
]);

export const BranchCodec = t.intersection([
  t.type({ id: IdString, branchName: str }),
  optional({
    branchUrl: str,
    departments: t.array(t.unknown),
    staff: t.array(t.unknown),
    externalCommercialDepartment: t.union([t.unknown, t.null]),
    branchContactNumber: str,
    branchSalesContactNumber: str,
    branchLettingsContactNumber: str,
    branchEmail: str,
    address: str,
    openingHours: t.array(t.unknown),
    latitude: LooseNumber,
    longitude: LooseNumber,
  }),
]);
