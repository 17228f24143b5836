/**
 * A small snapshot of the cards a visitor saved in this browser (SPEC §4: saved properties live in
 * local storage for everyone). The saved ids are the service's; this cache only remembers enough of
 * each card (address, price, photo, rooms, link) to show it in the user panel when the page being
 * viewed does not list it and the visitor is not signed in (so the server cannot be asked).
 *
 * Versioned key, decoded on read: an unreadable or corrupt value reads as an empty cache.
 *
 * `toggleSavedPropertyFromCard` is the one rule for saving from a card (every page's save toggles
 * use it): the snapshot is kept when the property is saved, then the service toggles it.
 */
import * as t from 'io-ts';
import { STORAGE_KEYS, decodePropertyCards, normalisePropertyId } from '../../core/index.js';
import type { KeyValueStoragePort, StorageKey, PropertyCard } from '../../core/index.js';
import type { SavedPropertiesService } from '../services/saved-properties.service.js';

/** Where the card snapshots are kept (a new version never reads an older format). */
export const SAVED_PROPERTY_CARDS_KEY: StorageKey = STORAGE_KEYS.savedPropertyCards;

/** At most this many snapshots are kept; the oldest go first. */
export const SAVED_PROPERTY_CARDS_LIMIT = 100;

/** The stored shape: a list of raw cards, each decoded again with core's card decoder on read. */
const StoredCardsCodec = t.array(t.unknown);

export class SavedPropertyCardsCache {
  constructor(private readonly storage: KeyValueStoragePort) {}

  /** Every readable snapshot, oldest first; malformed entries are dropped silently. */
  all(): PropertyCard[] {
    const raw = this.storage.get(SAVED_PROPERTY_CARDS_KEY, StoredCardsCodec);
    if (raw === undefined) return [];
    return decodePropertyCards(raw, 'savedPropertyCards', []);
  }

  /** The snapshot for one property, if this browser has one. */
  find(propertyId: string | number): PropertyCard | undefined {
    const id = normalisePropertyId(propertyId);
    return id === undefined ? undefined : this.all().find((card) => card.property_id === id);
  }

  /**
   * Remembers cards (replacing older snapshots of the same properties), in one write. A full
   * storage is not an error the visitor needs to hear about: a card then shows only where the
   * page or the server has it.
   */
  remember(...cards: readonly PropertyCard[]): void {
    const fresh = cards.flatMap((card) => {
      const id = normalisePropertyId(card.property_id);
      return id === undefined ? [] : [{ ...card, property_id: id }];
    });
    if (fresh.length === 0) return;
    const freshIds = new Set(fresh.map((card) => card.property_id));
    const kept = this.all().filter((card) => !freshIds.has(card.property_id));
    this.storage.set(
      SAVED_PROPERTY_CARDS_KEY,
      [...kept, ...fresh].slice(-SAVED_PROPERTY_CARDS_LIMIT),
    );
  }
}

/** Keeps only the snapshots of `ids` (sign-out leaves no card of the account's in this browser). */
export function keepSavedPropertyCards(storage: KeyValueStoragePort, ids: readonly string[]): void {
  const cache = new SavedPropertyCardsCache(storage);
  const kept = new Set(ids);
  const all = cache.all();
  const left = all.filter((card) => kept.has(card.property_id));
  if (left.length === 0) storage.remove(SAVED_PROPERTY_CARDS_KEY);
  else if (left.length < all.length) storage.set(SAVED_PROPERTY_CARDS_KEY, left);
}

/** Toggles a saved property through the service and remembers the card snapshot when saving. */
export function toggleSavedPropertyFromCard(
  service: SavedPropertiesService,
  cache: SavedPropertyCardsCache,
  propertyId: string,
  card: PropertyCard | undefined,
): Promise<void> {
  if (card !== undefined && !service.isSaved(propertyId)) cache.remember(card);
  return service.toggle(propertyId);
}
