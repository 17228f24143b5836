/**
 * The user panel's saved properties tab (SPEC §2 User area '/user/saved-properties', §4 saved
 * properties): the heading with the count, one entry per saved property (newest
 * first) with its card when known, and removal.
 *
 * A card comes from, in order: the cards on this page, the server's list (signed in only, fetched
 * when the panel opens and again after each sync), the snapshot kept in this browser when the
 * property was saved. Server cards are remembered in this browser too, so after sign-out the
 * properties kept locally still show with their details.
 */
import { isRight } from 'fp-ts/Either';
import {
  actionBound,
  computed,
  makeObservable,
  observable,
  observableRef,
  reaction,
  runInAction,
} from 'mobx';
import {
  compareSavedPropertiesPath,
  compareSelectionStatus,
  countOf,
  decodePropertyCards,
  normalisePropertyId,
} from '../../core/index.js';
import type {
  CompareSelectionStatus,
  SavedPropertiesPort,
  PropertyCard,
  SiteSettings,
} from '../../core/index.js';
import type { SavedPropertiesService } from '../services/saved-properties.service.js';
import type { SavedPropertyCardsCache } from './saved-property-cards.cache.js';

/** SPEC §2: shown when nothing is saved (exact text). */
export const SAVED_PROPERTIES_EMPTY_TEXT = 'Saved properties will appear here.';

/** The heading: '1 saved property', '3 saved properties', '0 saved properties'. */
export function savedPropertiesHeading(count: number): string {
  return countOf(count, 'saved property', 'saved properties');
}

/** '3 beds · 2 baths · 1 reception', leaving out what the card does not give. */
export function savedCardRooms(card: PropertyCard): string {
  const part = (n: number | undefined, one: string, many: string): string | undefined =>
    n === undefined ? undefined : countOf(n, one, many);
  return [
    part(card.bedrooms, 'bed', 'beds'),
    part(card.bathrooms, 'bath', 'baths'),
    part(card.receptionRooms, 'reception', 'receptions'),
  ]
    .filter((p): p is string => p !== undefined)
    .join(' · ');
}

/** The property cards this page carries (home featured, results, similar, the property itself). */
export function cardsOnPage(settings: Pick<SiteSettings, 'page' | 'property'>): PropertyCard[] {
  const data = settings.page.data;
  const ignored: string[] = [];
  const lists = ['featured', 'results', 'similar'].flatMap((key) =>
    decodePropertyCards(data[key], key, ignored),
  );
  return settings.property === undefined ? lists : [settings.property, ...lists];
}

export interface SavedPropertyEntry {
  readonly propertyId: string;
  /** Undefined when neither the page, the server nor this browser has the card's details. */
  readonly card: PropertyCard | undefined;
}

const byId = (cards: readonly PropertyCard[]): Map<string, PropertyCard> => {
  const map = new Map<string, PropertyCard>();
  for (const card of cards) {
    const id = normalisePropertyId(card.property_id);
    if (id !== undefined && !map.has(id)) map.set(id, card);
  }
  return map;
};

export class SavedPropertiesTabViewModel {
  /** The signed-in user's saved cards as the server last listed them. */
  serverCards: readonly PropertyCard[] = [];
  /** Snapshots kept in this browser, read when the tab starts. */
  cachedCards: readonly PropertyCard[] = [];
  /** True while the server's cards are being fetched. */
  fetching = false;
  /** The properties ticked for comparison, in the order they were ticked. */
  ticked: readonly string[] = [];

  constructor(
    private readonly service: SavedPropertiesService,
    private readonly server: SavedPropertiesPort,
    private readonly cache: SavedPropertyCardsCache,
    private readonly pageCards: readonly PropertyCard[],
  ) {
    makeObservable<SavedPropertiesTabViewModel, 'fetchServerCards'>(this, {
      serverCards: observableRef,
      cachedCards: observableRef,
      fetching: observable,
      ticked: observableRef,
      tickedSaved: computed,
      compareStatus: computed,
      comparePath: computed,
      toggleTicked: actionBound,
      count: computed,
      heading: computed,
      entries: computed,
      loading: computed,
      remove: actionBound,
      fetchServerCards: actionBound,
    });
  }

  get count(): number {
    return this.service.count;
  }

  get heading(): string {
    return savedPropertiesHeading(this.count);
  }

  /** The saved properties, most recently saved first. */
  get entries(): readonly SavedPropertyEntry[] {
    const page = byId(this.pageCards);
    const server = byId(this.serverCards);
    const cached = byId(this.cachedCards);
    return [...this.service.ids].reverse().map((propertyId) => ({
      propertyId,
      card: page.get(propertyId) ?? server.get(propertyId) ?? cached.get(propertyId),
    }));
  }

  /** The card this browser knows for a property: the page's, the server's, else the snapshot. */
  cardFor(propertyId: string): PropertyCard | undefined {
    const id = normalisePropertyId(propertyId);
    if (id === undefined) return undefined;
    const find = (cards: readonly PropertyCard[]) =>
      cards.find((card) => normalisePropertyId(card.property_id) === id);
    return find(this.pageCards) ?? find(this.serverCards) ?? find(this.cachedCards);
  }

  /** The ticked properties still saved, in the list's order (newest first). */
  get tickedSaved(): readonly string[] {
    return this.entries.map((entry) => entry.propertyId).filter((id) => this.ticked.includes(id));
  }

  /** Whether Compare may be pressed, and what the visitor reads beside it. */
  get compareStatus(): CompareSelectionStatus {
    return compareSelectionStatus(this.tickedSaved.length);
  }

  /** The comparison's hash route for the ticked properties ('/user/saved-properties/compare?ids=…'). */
  get comparePath(): string {
    return compareSavedPropertiesPath(this.tickedSaved);
  }

  isTicked(propertyId: string): boolean {
    return this.ticked.includes(propertyId);
  }

  /** Ticks or unticks a property for comparison (more than four may be ticked; Compare then says so). */
  toggleTicked(propertyId: string): void {
    this.ticked = this.ticked.includes(propertyId)
      ? this.ticked.filter((id) => id !== propertyId)
      : [...this.ticked, propertyId];
  }

  /** True while the list is still being worked out (a sync or a fetch of missing cards). */
  get loading(): boolean {
    return (
      this.service.syncing ||
      (this.fetching && this.entries.some((entry) => entry.card === undefined))
    );
  }

  /** Reads this browser's snapshots, and fetches the server's cards whenever a signed-in sync settles. */
  start(): () => void {
    runInAction(() => {
      this.cachedCards = this.cache.all();
    });
    return reaction(
      () => ({ userId: this.service.userId, syncing: this.service.syncing }),
      ({ userId, syncing }) => {
        if (userId !== undefined && !syncing) void this.fetchServerCards(userId);
      },
      { fireImmediately: true },
    );
  }

  /** Removes the property from the saved list (the service shows 'Saved property removed.'). */
  async remove(propertyId: string): Promise<void> {
    if (!this.service.isSaved(propertyId)) return;
    await this.service.toggle(propertyId);
  }

  private async fetchServerCards(userId: string): Promise<void> {
    this.fetching = true;
    const listed = await this.server.list();
    if (this.service.userId !== userId) {
      runInAction(() => {
        this.fetching = false;
      });
      return;
    }
    // A failure leaves the cards already known; the service has told the visitor about sync trouble.
    if (isRight(listed)) this.cache.remember(...listed.right);
    runInAction(() => {
      if (isRight(listed)) this.serverCards = listed.right;
      this.cachedCards = this.cache.all();
      this.fetching = false;
    });
  }
}
