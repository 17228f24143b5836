/**
 * The page data of the branch pages (SPEC §2 `branches#index`, `branches#show`), decoded at the
 * edge with the one branch decoder (settings.codec.ts `decodeBranch`). Total: whatever arrives,
 * the page gets something it can show, and the problems are listed for the log.
 *
 * `branches#index`: `branches` (the agency's branches; the settings' our_offices_slider_data when
 * absent), `branchesSearch` (the search the platform rendered: q, department, page, poly) and,
 * for a search with text, `branchesPlace`: the place the text names ({ name, latitude,
 * longitude }) or null when it names none, so the page shows the offices nearest it first from
 * the first paint, without asking again.
 * `branches#show`: `branch`, `imageUrl` (the office's picture), `properties` (a few of its
 * property cards) and `propertyTotals` ({ sales, lettings }: how many it has in all).
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { Branch } from '../agency/agency.js';
import type { PropertyCard } from '../property/property.js';
import type { Channel } from '../search/search.js';
import { decodeBranchesSearch, type BranchSearch } from '../agency/branch-search.js';
import type { LocatedPlace } from '../ports/place-lookup.port.js';
import { safeLink } from '../content/links.js';
import { decodeBranch, decodeBranches } from './organisation.codec.js';
import { decodePropertyCards } from './property.codec.js';
import { firstError } from './settings-primitives.js';

export interface BranchesIndexData {
  readonly branches: readonly Branch[];
  readonly search: BranchSearch;
  /** The place the search's text names, null when it names none; undefined when the platform did not say. */
  readonly place?: LocatedPlace | null;
}

export interface BranchPageData {
  /** Undefined when the page data has no usable branch. */
  readonly branch?: Branch;
  readonly imageUrl?: string;
  readonly properties: readonly PropertyCard[];
  /** How many properties the branch has in all, per channel, when the platform says. */
  readonly propertyTotals: Readonly<Partial<Record<Channel, number>>>;
}

const Count = t.refinement(t.Int, (n) => n >= 0, 'Count');
const Latitude = t.refinement(t.number, (n) => Number.isFinite(n) && Math.abs(n) <= 90, 'Latitude');
const Longitude = t.refinement(
  t.number,
  (n) => Number.isFinite(n) && Math.abs(n) <= 180,
  'Longitude',
);
const PlaceCodec = t.type({ name: t.string, latitude: Latitude, longitude: Longitude });

/** `branchesPlace`: a place, null (no place), or undefined (not said, or unusable: reported). */
function decodeBranchesPlace(value: unknown, problems: string[]): LocatedPlace | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const decoded = PlaceCodec.decode(value);
  if (isLeft(decoded) || decoded.right.name.trim() === '') {
    problems.push(
      `page.data.branchesPlace: ${isLeft(decoded) ? firstError(decoded.left) : 'no name'}`,
    );
    return undefined;
  }
  const { name, latitude, longitude } = decoded.right;
  return { name: name.trim(), position: { lat: latitude, lng: longitude } };
}
const PropertyTotalsCodec = t.partial({ sales: Count, lettings: Count });

export function decodeBranchesIndexData(
  data: Readonly<Record<string, unknown>>,
  settingsBranches: readonly Branch[],
  problems: string[],
): BranchesIndexData {
  const listed = data['branches'];
  const search = decodeBranchesSearch(data['branchesSearch']);
  const place = search.q === '' ? undefined : decodeBranchesPlace(data['branchesPlace'], problems);
  return {
    branches:
      listed === undefined || listed === null
        ? settingsBranches
        : decodeBranches(listed, 'page.data.branches', problems),
    search,
    ...(place !== undefined ? { place } : {}),
  };
}

export function decodeBranchPageData(
  data: Readonly<Record<string, unknown>>,
  problems: string[],
): BranchPageData {
  const branch = decodeBranch(data['branch'], 'page.data.branch', problems);
  if (branch === undefined && (data['branch'] === undefined || data['branch'] === null))
    problems.push('page.data.branch: missing');
  const image = data['imageUrl'];
  const imageUrl = typeof image === 'string' ? safeLink(image, ['site', 'https']) : undefined;
  if (image !== undefined && imageUrl === undefined)
    problems.push('page.data.imageUrl: not a safe link');
  const totals =
    data['propertyTotals'] === undefined
      ? undefined
      : PropertyTotalsCodec.decode(data['propertyTotals']);
  if (totals !== undefined && isLeft(totals))
    problems.push(`page.data.propertyTotals: ${firstError(totals.left)}`);
  return {
    ...(branch ? { branch } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    properties:
      data['properties'] === undefined
        ? []
        : decodePropertyCards(data['properties'], 'page.data.properties', problems),
    propertyTotals: totals !== undefined && !isLeft(totals) ? totals.right : {},
  };
}
