/** Saved searches on the server, for a signed-in user (SPEC §7 /saved_searches, /searches). */
import type { Result } from '../failures/failures.js';
import type { SavedSearch } from '../user/user.js';

export interface SavedSearchesPort {
  list(): Promise<Result<readonly SavedSearch[]>>;
  /** Saves a search (alert frequency 'I' unless chosen, SPEC §3). */
  create(search: SavedSearch): Promise<Result<void>>;
  /** Saves a change at once, e.g. the alert frequency (SPEC §4). */
  update(saved: SavedSearch): Promise<Result<void>>;
  remove(searchId: string): Promise<Result<void>>;
}
