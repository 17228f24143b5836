/**
 * The branch finder (SPEC §2 `branches#index` at the theme's `branchesIndexPath`; §3 Other state:
 * "branches (branchesSearch, pagination, department filter default 'all', polygon-searched ids)").
 *
 * A search is text, a department, a drawn area and a page. It lives in the page's address, so
 * every state is a link a person can share, a crawler can follow and Back returns to:
 *
 *   /branches?q=taunton&department=lettings&poly=<encoded polyline>&page=2
 *
 * Defaults are left out (`/branches` is every branch, first page), the keys always come in that
 * order, and whatever arrives is read by one total parser: anything it cannot use becomes the
 * default, never an error. The platform's render and the browser's use the same functions, so the
 * page the server sends and the browser's first render are the same.
 *
 * What matches, in order: the text, read one of two ways. When it names a place the platform
 * knows (a town or a postcode: the caller passes it, located), every branch matches, nearest the
 * place first, each with its miles (core/agency/branch-distance.ts). Otherwise every word of it
 * must be somewhere in the branch's name or address, which holds its street, town and postcode
 * (or, written without spaces, a postcode such as 'ta11rz'), case and accents ignored; text that
 * is neither a place nor in any branch's name or address is `noSuchPlace`. Then the department
 * (by its label or name: 'Lettings', 'lettings' and 'LETTINGS' are one); the area (the branch's
 * position inside the polygon; a branch without a position is outside every area). Then a page
 * of BRANCHES_PER_PAGE.
 */
import type { Branch } from './agency.js';
import { decodePolyline, encodePolyline, type LatLng } from '../search/polyline.js';
import { pageWindow } from '../search/pagination.js';
import { areaCorners, isInsideArea } from '../maps/polygon.js';
import { branchPosition } from './branch-markers.js';
import { branchesByDistance } from './branch-distance.js';
import type { LocatedPlace } from '../ports/place-lookup.port.js';

/** The department filter's default: every department. */
export const ALL_DEPARTMENTS = 'all';
/**
 * Branches on a page: four rows of three on a desktop. An agency of up to a dozen offices (most
 * are) shows every one at once, nearest first after a place search; pages only beyond that.
 */
export const BRANCHES_PER_PAGE = 12;
/** Longer text is cut: no town, postcode or branch name comes near it. */
export const MAX_BRANCH_QUERY_LENGTH = 100;
/** A page number beyond any agency's branches; larger numbers read as the default. */
const MAX_PAGE = 9999;
/** A department key longer than this is no department. */
const MAX_DEPARTMENT_KEY_LENGTH = 60;

export interface BranchSearch {
  /** What the visitor typed: a town, a postcode, a street or a branch's name ('' for none). */
  readonly q: string;
  /** A department's key ('lettings', 'estate-agents'), or 'all'. */
  readonly department: string;
  /** 1-based. */
  readonly page: number;
  /** The drawn area as an encoded polyline (3 to 60 corners, written the one canonical way). */
  readonly poly?: string;
}

export const DEFAULT_BRANCH_SEARCH: BranchSearch = { q: '', department: ALL_DEPARTMENTS, page: 1 };

/** The query keys, in the order they are written. */
export const BRANCH_SEARCH_KEYS = ['q', 'department', 'poly', 'page'] as const;

/** A department the filter offers: its key (in the address) and its label (on screen). */
export interface DepartmentOption {
  readonly key: string;
  readonly label: string;
}

/**
 * Text as the finder compares it: accents and case dropped ('Bridgwater (Sedgemoor)' →
 * 'bridgwater sedgemoor'), anything but letters and digits read as one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A department's key: its label folded, words joined by '-' ('Estate Agents' → 'estate-agents'). */
export function departmentKey(label: string): string {
  return foldText(label).replace(/ /g, '-');
}

// ---- reading and writing the address -------------------------------------------------------

/** What the parser reads from: URLSearchParams, or page data's fields. */
export interface BranchSearchSource {
  get(name: string): string | null;
}

// eslint-disable-next-line no-control-regex -- control characters are what this rule removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

function readQuery(raw: string | null): string {
  if (raw === null) return '';
  const text = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, MAX_BRANCH_QUERY_LENGTH).join('').trim();
}

function readDepartment(raw: string | null): string {
  const key = raw === null ? '' : departmentKey(raw);
  return key === '' || key.length > MAX_DEPARTMENT_KEY_LENGTH ? ALL_DEPARTMENTS : key;
}

function readPage(raw: string | null): number {
  if (raw === null || !/^\s*\d{1,4}\s*$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function readArea(raw: string | null): string | undefined {
  if (raw === null || raw === '') return undefined;
  const points = decodePolyline(raw);
  const corners = points === undefined ? undefined : areaCorners(points);
  return corners === undefined ? undefined : encodePolyline(corners);
}

/** The search a query names. Total: any input gives a search, anything unusable its default. */
export function parseBranchSearch(source: BranchSearchSource): BranchSearch {
  const poly = readArea(source.get('poly'));
  return {
    q: readQuery(source.get('q')),
    department: readDepartment(source.get('department')),
    page: readPage(source.get('page')),
    ...(poly !== undefined ? { poly } : {}),
  };
}

/** The search of a query string ('?q=…&page=2', with or without its '?'). Total. */
export function parseBranchSearchQuery(query: string): BranchSearch {
  return parseBranchSearch(new URLSearchParams(query.startsWith('?') ? query.slice(1) : query));
}

/**
 * The search the platform says it rendered (`page.data.branchesSearch`: q, department, page,
 * poly, as text or numbers), read by the same rules. Total.
 */
export function decodeBranchesSearch(value: unknown): BranchSearch {
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  return parseBranchSearch({
    get: (name) => {
      const field = Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined;
      return typeof field === 'string'
        ? field
        : typeof field === 'number' && Number.isFinite(field)
          ? String(field)
          : null;
    },
  });
}

/** The query string of a search ('' for the default search): defaults left out, keys in one order. */
export function branchSearchQuery(search: BranchSearch): string {
  const params = new URLSearchParams();
  const q = readQuery(search.q);
  const department = readDepartment(search.department);
  const poly = search.poly === undefined ? undefined : readArea(search.poly);
  const page = readPage(String(search.page));
  if (q !== '') params.set('q', q);
  if (department !== ALL_DEPARTMENTS) params.set('department', department);
  if (poly !== undefined) params.set('poly', poly);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The address of a search on the branches page at `basePath` (the theme's branchesIndexPath). */
export function branchSearchHref(basePath: string, search: BranchSearch): string {
  return `${basePath}${branchSearchQuery(search)}`;
}

// ---- changing the search --------------------------------------------------------------------

/** New text: back to the first page. */
export function withBranchQuery(search: BranchSearch, q: string): BranchSearch {
  return { ...search, q: readQuery(q), page: 1 };
}

/** Another department ('all' for every one): back to the first page. */
export function withDepartment(search: BranchSearch, department: string): BranchSearch {
  return { ...search, department: readDepartment(department), page: 1 };
}

/** A drawn area (undefined, or fewer than three corners, clears it): back to the first page. */
export function withArea(
  search: BranchSearch,
  corners: readonly LatLng[] | undefined,
): BranchSearch {
  const area = corners === undefined ? undefined : areaCorners(corners);
  const { poly: _old, ...rest } = search;
  return area === undefined
    ? { ...rest, page: 1 }
    : { ...rest, poly: encodePolyline(area), page: 1 };
}

/** Another page of the same search. */
export function withBranchPage(search: BranchSearch, page: number): BranchSearch {
  return { ...search, page: readPage(String(page)) };
}

// ---- searching ------------------------------------------------------------------------------

/**
 * The departments the filter offers: every department of the branches, once each, in the
 * alphabetical order of their keys (the label folded: case and accents aside, words joined by
 * '-', so 'Estate Agents' comes before 'Estates'). Not `localeCompare`: the first collation of a
 * page loads ICU's data, a task of some 20 ms on a fast machine in the middle of hydrating the
 * branch finder, and the folded keys already order English labels as a dictionary does.
 */
export function departmentOptions(branches: readonly Branch[]): DepartmentOption[] {
  const byKey = new Map<string, string>();
  for (const branch of branches) {
    for (const department of branch.departments) {
      const label = (department.label || department.name).trim();
      const key = departmentKey(label);
      if (key !== '' && key !== ALL_DEPARTMENTS && !byKey.has(key)) byKey.set(key, label);
    }
  }
  return [...byKey]
    .map(([key, label]) => ({ key, label }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Whether a branch matches the text (see the module comment). */
export function matchesBranchText(branch: Branch, q: string): boolean {
  const wanted = foldText(q);
  if (wanted === '') return true;
  const text = foldText(`${branch.branchName} ${branch.address ?? ''}`);
  if (wanted.split(' ').every((word) => text.includes(word))) return true;
  return text.replace(/ /g, '').includes(wanted.replace(/ /g, ''));
}

/** Whether a branch has the department (`'all'`: always). */
export function hasDepartment(branch: Branch, department: string): boolean {
  if (department === ALL_DEPARTMENTS) return true;
  return branch.departments.some(
    (d) => departmentKey(d.label || d.name) === department || departmentKey(d.name) === department,
  );
}

/** The ids of the branches inside an area (SPEC's "polygon-searched ids"), in the branches' order. */
export function branchesInArea(branches: readonly Branch[], area: readonly LatLng[]): string[] {
  return branches.flatMap((branch) => {
    const position = branchPosition(branch);
    return position !== undefined && isInsideArea(position, area) ? [branch.id] : [];
  });
}

export interface BranchSearchResult {
  /** The search as applied: an unknown department reads as 'all', a page past the end as the last. */
  readonly search: BranchSearch;
  readonly departments: readonly DepartmentOption[];
  /** The drawn area's corners, when the search has one. */
  readonly area?: readonly LatLng[];
  /** SPEC's polygon-searched ids: the branches inside the area (undefined without an area). */
  readonly polygonIds?: readonly string[];
  /** Every matching branch: in the platform's order, or nearest the place first. */
  readonly matches: readonly Branch[];
  /** The place the branches are ordered from, when the text named one. */
  readonly place?: LocatedPlace;
  /** Miles from the place by branch id (a branch without a position has none). */
  readonly miles?: ReadonlyMap<string, number>;
  /** The text named no place and is in no branch's name or address. */
  readonly noSuchPlace: boolean;
  /** The page's branches. */
  readonly shown: readonly Branch[];
  readonly total: number;
  readonly page: number;
  /** At least 1. */
  readonly totalPages: number;
  /** Positions (1-based) of the first and last branch shown; 0 and 0 when none. */
  readonly first: number;
  readonly last: number;
  /** The page numbers to link (core's window rule); empty for a single page. */
  readonly pageLinks: readonly (number | 'gap')[];
}

export interface BranchSearchOptions {
  /** Branches a page (default BRANCHES_PER_PAGE). */
  readonly pageSize?: number;
  /** Where the text is, when it names a place: the branches come nearest it first. */
  readonly place?: LocatedPlace;
}

/** Applies a search to the agency's branches (see the module comment). */
export function searchBranches(
  branches: readonly Branch[],
  search: BranchSearch,
  options: BranchSearchOptions = {},
): BranchSearchResult {
  const { pageSize = BRANCHES_PER_PAGE } = options;
  const size = Number.isInteger(pageSize) && pageSize > 0 ? pageSize : BRANCHES_PER_PAGE;
  const departments = departmentOptions(branches);
  const wanted = readDepartment(search.department);
  const department = departments.some((option) => option.key === wanted) ? wanted : ALL_DEPARTMENTS;
  const q = readQuery(search.q);
  const poly = search.poly === undefined ? undefined : readArea(search.poly);
  const area = poly === undefined ? undefined : decodePolyline(poly);
  const polygonIds = area === undefined ? undefined : branchesInArea(branches, area);
  const inArea = polygonIds === undefined ? undefined : new Set(polygonIds);
  const place = q === '' ? undefined : options.place;
  const byDistance = place === undefined ? undefined : branchesByDistance(branches, place.position);
  const byText =
    byDistance === undefined
      ? branches.filter((branch) => matchesBranchText(branch, q))
      : undefined;
  const candidates = byDistance?.map((d) => d.branch) ?? byText ?? [];
  const matches = candidates.filter(
    (branch) =>
      hasDepartment(branch, department) && (inArea === undefined || inArea.has(branch.id)),
  );
  const miles =
    byDistance === undefined
      ? undefined
      : new Map(
          byDistance.flatMap((d) =>
            d.miles === undefined ? [] : [[d.branch.id, d.miles] as const],
          ),
        );
  const totalPages = Math.max(1, Math.ceil(matches.length / size));
  const page = Math.min(readPage(String(search.page)), totalPages);
  const shown = matches.slice((page - 1) * size, page * size);
  const first = shown.length === 0 ? 0 : (page - 1) * size + 1;
  return {
    search: { q, department, page, ...(poly !== undefined ? { poly } : {}) },
    departments,
    ...(area !== undefined && polygonIds !== undefined ? { area, polygonIds } : {}),
    matches,
    ...(place !== undefined && miles !== undefined ? { place, miles } : {}),
    noSuchPlace: q !== '' && byText !== undefined && byText.length === 0,
    shown,
    total: matches.length,
    page,
    totalPages,
    first,
    last: first === 0 ? 0 : first + shown.length - 1,
    pageLinks: totalPages > 1 ? pageWindow(page, totalPages) : [],
  };
}
