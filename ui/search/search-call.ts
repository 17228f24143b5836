/** The `/search?…` call a search form or a results link navigates to (SPEC §2 Search pages). */
import { buildSearchUrl, withoutDefaultStatus } from '../../core/index.js';
import type { SearchUrlOptions, Search } from '../../core/index.js';

/** The `/search?…` call for a search (SPEC §2), default status left out. */
export function searchCallUrl(
  search: Search,
  defaultStatus: string | undefined,
  options: SearchUrlOptions = {},
): string {
  return buildSearchUrl(withoutDefaultStatus(search, defaultStatus), options);
}
