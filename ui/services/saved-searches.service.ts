/**
 * The visitor's saved searches (SPEC §3 "Saved search", §4 "Identity and saved items", §6, §7
 * /saved_searches, §8 'Saved search removed').
 *
 * A visitor who is not signed in keeps them only in this browser. For a signed-in visitor the
 * server's list is the truth (it sends the alerts); this browser then holds only the searches the
 * server has not taken yet (saved before signing in, or a save that failed), and `loadFromServer`
 * sends those at the next load. So in either mode the stored list is "searches without a
 * search_id" plus, for a local visitor, all of them.
 *
 * Frequency changes and removals are saved at once (SPEC §4); when the server refuses one, the
 * previous state is shown again with an error toast, since alerts would otherwise keep coming
 * while the page says they stopped.
 */
import { isLeft } from 'fp-ts/Either';
import {
  actionBound,
  computed,
  makeObservable,
  observable,
  observableRef,
  runInAction,
} from 'mobx';
import {
  STORAGE_KEYS,
  MESSAGES,
  SavedSearchesCodec,
  DEFAULT_ALERT_FREQUENCY,
  findSavedSearch,
  isAlertFrequency,
  savedSearchFromSearch,
  searchFromSavedSearch,
} from '../../core/index.js';
import type {
  NotifierPort,
  SavedSearchesPort,
  KeyValueStoragePort,
  StorageKey,
  Search,
  AlertFrequency,
  SavedSearch,
} from '../../core/index.js';
import { showSavedItemsError } from './saved-items-messages.js';
import { followInOrder, type SessionEvent, type SessionEvents } from './session.service.js';

/** Saved searches kept in this browser (versioned; a corrupt value reads as none). */
export const SAVED_SEARCHES_KEY: StorageKey = STORAGE_KEYS.savedSearches;

/**
 * Whether two saved searches are the same item: by server id when either has one, otherwise by
 * what they search for (channel, place, beds, prices, tags).
 */
export function isSameSavedSearch(a: SavedSearch, b: SavedSearch): boolean {
  if (a === b) return true;
  if (a.search_id !== undefined || b.search_id !== undefined) return a.search_id === b.search_id;
  return findSavedSearch([a], searchFromSavedSearch(b)) !== undefined;
}

const isUnsent = (saved: SavedSearch): boolean => saved.search_id === undefined;

export class SavedSearchesService {
  /** The saved searches shown, in the server's order then the unsent ones. Replaced, never mutated. */
  searches: readonly SavedSearch[] = [];
  /** The signed-in user whose server list is shown; undefined for a local visitor. */
  userId: string | undefined = undefined;
  /** True while the server's list is being fetched. */
  loading = false;

  /** The storage failure toast is shown once per page, not on every click. */
  private storageFailureShown = false;

  constructor(
    private readonly storage: KeyValueStoragePort,
    private readonly server: SavedSearchesPort,
    private readonly notifier: NotifierPort,
  ) {
    makeObservable(this, {
      searches: observableRef,
      userId: observable,
      loading: observable,
      signedIn: computed,
      count: computed,
      loadFromStorage: actionBound,
      loadFromServer: actionBound,
      save: actionBound,
      changeFrequency: actionBound,
      remove: actionBound,
      clear: actionBound,
    });
  }

  /** Signed-in visitors see the alert frequency selector (SPEC §6). */
  get signedIn(): boolean {
    return this.userId !== undefined;
  }

  get count(): number {
    return this.searches.length;
  }

  /** The saved search matching this search (same channel, place, beds, prices and tags), if any. */
  find(search: Search): SavedSearch | undefined {
    return findSavedSearch(this.searches, search);
  }

  isSaved(search: Search): boolean {
    return this.find(search) !== undefined;
  }

  /** The local visitor's searches, restored from this browser (SPEC §4 "On user load"). */
  loadFromStorage(): void {
    this.userId = undefined;
    this.loading = false;
    this.searches = this.stored();
  }

  /**
   * The signed-in user's searches (SPEC §4 "On user load"). Searches kept in this browser that the
   * server does not have yet are sent first; those it refuses stay here for the next load. If the
   * list cannot be fetched, the searches kept here are shown and an error toast says so.
   */
  async loadFromServer(userId: string): Promise<void> {
    this.userId = userId;
    this.loading = true;
    const listed = await this.server.list();
    if (this.userId !== userId) return;
    const kept = this.stored();
    if (isLeft(listed)) {
      runInAction(() => {
        this.searches = kept;
        this.loading = false;
      });
      showSavedItemsError(this.notifier, 'savedSearchesLoadFailed');
      return;
    }

    const unsent = kept.filter(
      (saved) => findSavedSearch(listed.right, searchFromSavedSearch(saved)) === undefined,
    );
    const refused: SavedSearch[] = [];
    for (const saved of unsent) {
      if (isLeft(await this.server.create(saved))) refused.push(saved);
    }
    let onServer = listed.right;
    if (refused.length < unsent.length) {
      const relisted = await this.server.list();
      onServer = isLeft(relisted)
        ? [...listed.right, ...unsent.filter((saved) => !refused.includes(saved))]
        : relisted.right;
    }
    if (this.userId !== userId) return;
    runInAction(() => {
      this.searches = [...onServer, ...refused];
      this.loading = false;
    });
    this.persist();
    if (refused.length > 0) showSavedItemsError(this.notifier, 'savedSearchSaveFailed');
  }

  /**
   * Saves the search with alerts 'I' unless chosen (SPEC §3). A local visitor's stays in this
   * browser; a signed-in visitor's is created on the server and the list reloaded. A search already
   * saved is not saved twice. If the server refuses, it is kept here (and sent at the next load)
   * with an error toast. Answers the saved item.
   */
  async save(
    search: Search,
    alertFrequency: AlertFrequency = DEFAULT_ALERT_FREQUENCY,
  ): Promise<SavedSearch> {
    const existing = this.find(search);
    if (existing !== undefined) return existing;
    const saved = savedSearchFromSearch(search, alertFrequency);
    const userId = this.userId;
    this.searches = [...this.searches, saved];
    if (userId === undefined) {
      this.persist();
      return saved;
    }

    const created = await this.server.create(saved);
    if (this.userId !== userId) return saved;
    if (isLeft(created)) {
      this.persist();
      showSavedItemsError(this.notifier, 'savedSearchSaveFailed');
      return saved;
    }
    const relisted = await this.server.list();
    if (this.userId !== userId || isLeft(relisted)) return saved;
    const fromServer = findSavedSearch(relisted.right, search);
    runInAction(() => {
      // Keep the unsent ones the server does not list: this one too, if the platform said it was
      // saved but does not list it (it is sent again at the next load).
      const stillUnsent = this.searches.filter(
        (item) =>
          isUnsent(item) &&
          findSavedSearch(relisted.right, searchFromSavedSearch(item)) === undefined,
      );
      this.searches = [...relisted.right, ...stillUnsent];
    });
    this.persist();
    if (fromServer === undefined) showSavedItemsError(this.notifier, 'savedSearchSaveFailed');
    return fromServer ?? saved;
  }

  /**
   * Changes how often alerts are sent (SPEC §4: saved immediately). Signed-in visitors only
   * (SPEC §6); the new choice shows at once and goes to the server; if the server refuses, the
   * previous choice is shown again with an error toast. A search not yet on the server keeps the
   * new choice here and takes it along when it is sent.
   */
  async changeFrequency(saved: SavedSearch, alertFrequency: AlertFrequency): Promise<void> {
    if (this.userId === undefined || !isAlertFrequency(alertFrequency)) return;
    const current = this.searches.find((item) => isSameSavedSearch(item, saved));
    if (current === undefined || current.alert_frequency === alertFrequency) return;
    const changed: SavedSearch = { ...current, alert_frequency: alertFrequency };
    this.searches = this.searches.map((item) => (item === current ? changed : item));
    if (isUnsent(changed)) {
      this.persist();
      return;
    }

    const updated = await this.server.update(changed);
    if (!isLeft(updated)) return;
    runInAction(() => {
      this.searches = this.searches.map((item) => (item === changed ? current : item));
    });
    showSavedItemsError(this.notifier, 'alertFrequencyFailed');
  }

  /**
   * Removes a saved search at once (SPEC §4) with the toast 'Saved search removed' (SPEC §8): from
   * this browser, and from the server when it is there. If the server refuses, the search is shown
   * again in its place with an error toast.
   */
  async remove(saved: SavedSearch): Promise<void> {
    const index = this.searches.findIndex((item) => isSameSavedSearch(item, saved));
    const current = this.searches[index];
    if (current === undefined) return;
    this.searches = this.searches.filter((item) => item !== current);
    this.persist();
    if (this.userId === undefined || current.search_id === undefined) {
      this.notifier.success(MESSAGES.savedSearchRemoved);
      return;
    }

    const removed = await this.server.remove(current.search_id);
    if (!isLeft(removed)) {
      this.notifier.success(MESSAGES.savedSearchRemoved);
      return;
    }
    runInAction(() => {
      if (this.searches.some((item) => isSameSavedSearch(item, current))) return;
      const restored = [...this.searches];
      restored.splice(Math.min(index, restored.length), 0, current);
      this.searches = restored;
    });
    showSavedItemsError(this.notifier, 'savedSearchRemoveFailed');
  }

  /**
   * Follows who the visitor is (the session's events, one after another): a visitor's searches are restored from this
   * browser, a signed-in user's loaded from the server, a sign-out clears them.
   * Answers the function that stops following (the page's life, in the composition root).
   */
  followSession(events$: SessionEvents): () => void {
    return followInOrder(events$, (event) => this.onSessionEvent(event));
  }

  private async onSessionEvent(event: SessionEvent): Promise<void> {
    // Unknown: the searches kept here; those saved meanwhile stay unsent, sent if a user signs in.
    if (event.kind === 'visitor' || event.kind === 'unknown') this.loadFromStorage();
    else if (event.kind === 'signed-in') await this.loadFromServer(event.userId);
    else this.clear();
  }

  /** After sign-out saved searches are cleared, here and in this browser (SPEC §4). */
  clear(): void {
    this.userId = undefined;
    this.loading = false;
    this.searches = [];
    this.storage.remove(SAVED_SEARCHES_KEY);
  }

  // ---- storage ---------------------------------------------------------------------------

  private stored(): SavedSearch[] {
    return this.storage.get(SAVED_SEARCHES_KEY, SavedSearchesCodec) ?? [];
  }

  /** Stores what this browser must keep: everything for a local visitor, the unsent ones otherwise. */
  private persist(): void {
    const keep = this.userId === undefined ? this.searches : this.searches.filter(isUnsent);
    if (keep.length === 0) {
      this.storage.remove(SAVED_SEARCHES_KEY);
      return;
    }
    const written = this.storage.set(SAVED_SEARCHES_KEY, [...keep]);
    if (isLeft(written) && this.userId === undefined && !this.storageFailureShown) {
      this.storageFailureShown = true;
      showSavedItemsError(this.notifier, 'browserStorageFailed');
    }
  }
}
