/**
 * The visitor's search history (SPEC §4 Search, §9: the latest 10, kept in the browser), as a
 * MobX service over core's rules and the storage port. Results pages record their search and the
 * clicked property; property pages read it for Back to search and next/previous links.
 */
import { computed, makeObservable, observableRef, actionBound } from 'mobx';
import {
  STORAGE_KEYS,
  EMPTY_SEARCH_HISTORY,
  SearchHistoryCodec,
  backToSearchUrl,
  isNewSearch,
  markClickedProperty,
  recordSearch,
} from '../../core/index.js';
import type {
  KeyValueStoragePort,
  StorageKey,
  Search,
  RecordContext,
  SearchHistory,
} from '../../core/index.js';

export const SEARCH_HISTORY_KEY: StorageKey = STORAGE_KEYS.searchHistory;

export class SearchHistoryService {
  history: SearchHistory = EMPTY_SEARCH_HISTORY;
  /** Whether the stored history has been read; a write before that would replace it. */
  private loaded = false;

  constructor(private readonly storage: KeyValueStoragePort) {
    makeObservable(this, {
      history: observableRef,
      head: computed,
      load: actionBound,
      record: actionBound,
      markClicked: actionBound,
    });
  }

  /** The newest search, if any. */
  get head(): Search | undefined {
    return this.history[0];
  }

  /**
   * Reads the stored history once (a corrupt value reads as empty). Later calls keep what this
   * visit holds: a page may record its search before the shell asks for the history (React starts
   * a child's effects before its parent's), and a blocked storage keeps the history in memory only.
   * Nothing reads the storage during the first render, so the server's markup and hydration agree.
   */
  load(): void {
    if (this.loaded) return;
    this.loaded = true;
    this.history = this.storage.get(SEARCH_HISTORY_KEY, SearchHistoryCodec) ?? EMPTY_SEARCH_HISTORY;
  }

  /**
   * Records a search a results page (or a property page, with its propertyId) shows; answers
   * whether it was a new search (core's isNewSearch), not the newest one again or another page of it.
   */
  record(search: Search, context: RecordContext = {}): boolean {
    this.load();
    const before = this.history;
    this.save(recordSearch(before, search, context));
    return isNewSearch(before, this.history);
  }

  /** Marks the property the visitor clicked from the newest results. */
  markClicked(propertyId: string): void {
    this.load();
    this.save(markClickedProperty(this.history, propertyId));
  }

  /** The /search URL of the last stored search (SPEC §2 Back to search), if there is one. */
  backToSearchUrl(propertyId?: string): string | undefined {
    return backToSearchUrl(this.history, propertyId === undefined ? {} : { propertyId });
  }

  private save(next: SearchHistory): void {
    if (next === this.history) return;
    this.history = next;
    // A full or blocked storage keeps the history for this visit only (the adapter logs it).
    this.storage.set(SEARCH_HISTORY_KEY, next);
  }
}
