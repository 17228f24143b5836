/**
 * The page data of the branch pages (SPEC §2 `branches#index`, `branches#show`), decoded at the
 * edge with the one branch decoder (settings.codec.ts `decodeBranch`). Total: whatever arrives,
 * the page gets something it can show, and the problems are listed for the log.
 *
 * `branches#index`: `branches` (the agency's branches; the settings' our_offices_slider_data when
 * absent) and `branchesSearch` (the search the platform rendered: q, department, page, poly).
 * `branches#show`: `branch`, `imageUrl` (the office's picture), `properties` (a few of its
 * property cards) and `propertyTotals` ({ sales, lettings }: how many it has in all).
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { Branch } from '../agency/agency.js';
import type { PropertyCard } from '../property/property.js';
import type { Channel } from '../search/search.js';
import { decodeBranchesSearch, type BranchSearch } from '../agency/branch-search.js';
import { safeLink } from '../content/links.js';
import { decodeBranch, decodeBranches, decodePropertyCards, firstError } from './settings.codec.js';

export interface BranchesIndexData {
  readonly branches: readonly Branch[];
  readonly search: BranchSearch;
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
const PropertyTotalsCodec = t.partial({ sales: Count, lettings: Count });

export function decodeBranchesIndexData(data: Readonly<Record<string, unknown>>, settingsBranches: readonly Branch[], problems: string[]): BranchesIndexData {
  const listed = data['branches'];
  return {
    branches: listed === undefined || listed === null ? settingsBranches : decodeBranches(listed, 'page.data.branches', problems),
    search: decodeBranchesSearch(data['branchesSearch']),
  };
}

export function decodeBranchPageData(data: Readonly<Record<string, unknown>>, problems: string[]): BranchPageData {
  const branch = decodeBranch(data['branch'], 'page.data.branch', problems);
  if (branch === undefined && (data['branch'] === undefined || data['branch'] === null)) problems.push('page.data.branch: missing');
  const image = data['imageUrl'];
  const imageUrl = typeof image === 'string' ? safeLink(image, ['site', 'https']) : undefined;
  if (image !== undefined && imageUrl === undefined) problems.push('page.data.imageUrl: not a safe link');
  const totals = data['propertyTotals'] === undefined ? undefined : PropertyTotalsCodec.decode(data['propertyTotals']);
  if (totals !== undefined && isLeft(totals)) problems.push(`page.data.propertyTotals: ${firstError(totals.left)}`);
  return {
    ...(branch ? { branch } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    properties: data['properties'] === undefined ? [] : decodePropertyCards(data['properties'], 'page.data.properties', problems),
    propertyTotals: totals !== undefined && !isLeft(totals) ? totals.right : {},
  };
}
