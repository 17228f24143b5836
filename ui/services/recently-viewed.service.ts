/**
 * The properties the visitor opened last (core's recently viewed rules: newest first, each once,
 * at most 10), kept in this browser's storage for everyone, signed in or not. The property page
 * records its property; the home page and the user area show the list and may clear it.
 *
 * Nothing reads the storage during a render: a page's server markup knows nothing of the browser,
 * so the list is read by `load()` once the page runs in the browser, and whatever shows it renders
 * after that.
 */
import { actionBound, makeObservable, observableRef } from 'mobx';
import {
  STORAGE_KEYS,
  EMPTY_RECENTLY_VIEWED,
  RecentlyViewedCodec,
  recordRecentlyViewed,
} from '../../core/index.js';
import type {
  KeyValueStoragePort,
  PropertyCard,
  RecentlyViewed,
  StorageKey,
} from '../../core/index.js';

export const RECENTLY_VIEWED_KEY: StorageKey = STORAGE_KEYS.recentlyViewed;

export class RecentlyViewedService {
  /** Newest first; empty until `load()`. */
  list: RecentlyViewed = EMPTY_RECENTLY_VIEWED;
  /** Whether the stored list has been read; a write before that would replace it. */
  private loaded = false;

  constructor(private readonly storage: KeyValueStoragePort) {
    makeObservable<RecentlyViewedService, 'save'>(this, {
      list: observableRef,
      load: actionBound,
      record: actionBound,
      clear: actionBound,
      save: false,
    });
  }

  /**
   * Reads the stored list once (a corrupt or foreign value reads as empty). Later calls keep what
   * this visit holds, so a storage that refuses writes still shows this visit's properties.
   */
  load(): void {
    if (this.loaded) return;
    this.loaded = true;
    this.list = this.storage.get(RECENTLY_VIEWED_KEY, RecentlyViewedCodec) ?? EMPTY_RECENTLY_VIEWED;
  }

  /** Puts the property the visitor opened in front of the list, and stores the list. */
  record(property: PropertyCard): void {
    this.load();
    this.save(recordRecentlyViewed(this.list, property));
  }

  /** Empties the list, here and in the storage. */
  clear(): void {
    this.loaded = true;
    this.list = EMPTY_RECENTLY_VIEWED;
    this.storage.remove(RECENTLY_VIEWED_KEY);
  }

  private save(next: RecentlyViewed): void {
    if (next === this.list) return;
    this.list = next;
    // A full or blocked storage keeps the list for this visit only (the adapter logs it).
    this.storage.set(RECENTLY_VIEWED_KEY, next);
  }
}
