/**
 * Texts for what SPEC §8 leaves "not shown": server failures while saving properties and searches.
 * The success texts ('Property saved.', 'Saved property removed.', 'Saved search removed') come
 * from core's MESSAGES; these say what happened and what the visitor keeps, in plain words.
 */
import { TOAST_DURATIONS, type NotifierPort } from '../../core/index.js';

export const SAVED_ITEMS_MESSAGES = {
  /** A saved-property add or remove did not reach the server; it is retried at the next load. */
  savedPropertySyncFailed:
    'We could not update your saved properties on our server. They are saved in this browser and we will try again next time.',
  /** GET /saved_properties.ljson failed: the list shown is the one kept in this browser. */
  savedPropertiesLoadFailed:
    'We could not load your saved properties from our server. You are seeing the ones saved in this browser.',
  /** A saved search did not reach the server; it stays in this browser and is sent at the next load. */
  savedSearchSaveFailed:
    'We could not save your search to your account. It is kept in this browser and we will try again next time.',
  /** GET /saved_searches.ljson failed. */
  savedSearchesLoadFailed:
    'We could not load your saved searches. Please refresh the page to try again.',
  /** Removing a saved search failed: it is shown again, since its alerts would still be sent. */
  savedSearchRemoveFailed: 'We could not remove your saved search. Please try again.',
  /** Changing the alert frequency failed: the previous choice is shown again. */
  alertFrequencyFailed:
    'We could not change how often we email you about this search. Please try again.',
  /** The browser refused to store anything (storage full, disabled or absent). */
  browserStorageFailed:
    'Your browser would not let us keep your saved items, so they will be forgotten when you leave this page.',
} as const;

/**
 * Shows one of these texts as an error toast. They are longer than the 3 s default allows to read:
 * they stay 8 s (SPEC §9 "long").
 */
export function showSavedItemsError(
  notifier: Pick<NotifierPort, 'error'>,
  which: keyof typeof SAVED_ITEMS_MESSAGES,
): void {
  notifier.error(SAVED_ITEMS_MESSAGES[which], TOAST_DURATIONS.long);
}
