/**
 * The user panel's saved searches tab (SPEC §2 User area '/user/saved-searches', §4: frequency
 * changes saved immediately, removal immediate): each saved search with core's
 * description and a link to its results, the alert frequency selector for signed-in visitors only
 * (SPEC §6), and removal (the service shows 'Saved search removed').
 */
import { actionBound, computed, makeObservable } from 'mobx';
import {
  buildSearchPath,
  ALERT_FREQUENCIES,
  describeSavedSearch,
  isAlertFrequency,
  searchFromSavedSearch,
} from '../../core/index.js';
import type { AlertFrequencyOption, AlertFrequency, SavedSearch } from '../../core/index.js';
import type { SavedSearchesService } from '../services/saved-searches.service.js';

/** SPEC §2: shown when nothing is saved (exact text). */
export const SAVED_SEARCHES_EMPTY_TEXT = 'Saved searches will appear here.';

/** The results page of a saved search: core's canonical path of the search it stands for. */
export function savedSearchHref(saved: SavedSearch): string {
  return buildSearchPath(searchFromSavedSearch(saved));
}

export interface SavedSearchEntry {
  /** Stable React key: the server id, or the results path for a search kept only here. */
  readonly key: string;
  readonly saved: SavedSearch;
  readonly description: string;
  readonly href: string;
  readonly frequency: AlertFrequency;
}

export class SavedSearchesTabViewModel {
  /** The selector's options, in display order (Immediately, Weekly, Monthly, Never). */
  readonly frequencies: readonly AlertFrequencyOption[] = ALERT_FREQUENCIES;

  constructor(private readonly service: SavedSearchesService) {
    makeObservable(this, {
      entries: computed,
      showFrequency: computed,
      loading: computed,
      changeFrequency: actionBound,
      remove: actionBound,
    });
  }

  get entries(): readonly SavedSearchEntry[] {
    const seen = new Map<string, number>();
    return this.service.searches.map((saved) => {
      const href = savedSearchHref(saved);
      const base = saved.search_id !== undefined ? `id:${saved.search_id}` : `path:${href}`;
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      return {
        key: n === 0 ? base : `${base}#${n}`,
        saved,
        description: describeSavedSearch(saved),
        href,
        frequency: saved.alert_frequency,
      };
    });
  }

  /** The alert frequency selector is for signed-in visitors only (SPEC §6). */
  get showFrequency(): boolean {
    return this.service.signedIn;
  }

  get loading(): boolean {
    return this.service.loading;
  }

  /** Saves the chosen frequency at once (SPEC §4); anything but I/W/M/N is ignored. */
  async changeFrequency(entry: SavedSearchEntry, value: string): Promise<void> {
    if (!this.showFrequency || !isAlertFrequency(value)) return;
    await this.service.changeFrequency(entry.saved, value);
  }

  /** Removes the saved search at once (SPEC §4, §8 'Saved search removed'). */
  async remove(entry: SavedSearchEntry): Promise<void> {
    await this.service.remove(entry.saved);
  }
}
