/**
 * The save toggles on cards and on the property page (SPEC §3 Property card, §4 saved properties):
 * whether a property is saved, and the toggle through the saved properties service
 * (which shows the toasts). Saving from a card also keeps a snapshot of the card in this
 * browser, so the user panel can show it later.
 */
import { actionBound, makeObservable } from 'mobx';
import type { PropertyCard } from '../../core/index.js';
import type { SavedPropertiesService } from '../services/saved-properties.service.js';
import {
  toggleSavedPropertyFromCard,
  type SavedPropertyCardsCache,
} from './saved-property-cards.cache.js';

/** The page's save toggles: one view-model shared by every toggle on the page. */
export class SavePropertyViewModel {
  constructor(
    private readonly service: SavedPropertiesService,
    private readonly cards: SavedPropertyCardsCache,
  ) {
    makeObservable(this, { toggle: actionBound });
  }

  /** True when the property is in the saved list (an observer follows changes made elsewhere too). */
  isSaved(propertyId: string): boolean {
    return this.service.isSaved(propertyId);
  }

  /** Saves or removes the property; `card`, when given, is kept in this browser on saving. */
  toggle(propertyId: string, card?: PropertyCard): Promise<void> {
    return toggleSavedPropertyFromCard(this.service, this.cards, propertyId, card);
  }
}
