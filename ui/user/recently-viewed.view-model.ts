/**
 * The properties the visitor opened last, as the home page's section and the user area's tab show
 * them (the list itself is RecentlyViewedService's): the cards, newest first, and 'Clear'.
 */
import { computed, makeObservable } from 'mobx';
import { countOf } from '../../core/index.js';
import type { ClockPort, PropertyCard, SiteSettings } from '../../core/index.js';
import type { RecentlyViewedService } from '../services/recently-viewed.service.js';

/** The home page section's heading, and the tab's name. */
export const RECENTLY_VIEWED_TITLE = 'Recently viewed';

/** The tab's text while the list is empty (worded like SPEC §2's 'Saved properties will appear here.'). */
export const RECENTLY_VIEWED_EMPTY_TEXT = 'Properties you open will appear here.';

export class RecentlyViewedViewModel {
  constructor(
    private readonly service: RecentlyViewedService,
    private readonly settings: Pick<SiteSettings, 'theme'>,
    private readonly clock: ClockPort,
  ) {
    makeObservable(this, { cards: computed, heading: computed });
  }

  /**
   * The tab's heading, with the count like the saved properties tab's: '1 recently viewed
   * property', '3 recently viewed properties' (its own words, so the panel's list and the home
   * page's section behind it are two landmarks with two names).
   */
  get heading(): string {
    return countOf(this.cards.length, 'recently viewed property', 'recently viewed properties');
  }

  /** Newest first. */
  get cards(): readonly PropertyCard[] {
    return this.service.list;
  }

  get displaySstcStatusAsSold(): boolean {
    return this.settings.theme.displaySstcStatusAsSold;
  }

  get now(): Date {
    return this.clock.now();
  }

  /** Reads the stored list (once per page); nothing to stop. */
  start(): () => void {
    this.service.load();
    return () => undefined;
  }

  /** 'Clear': the list empties, here and in this browser's storage. */
  readonly clear = (): void => this.service.clear();
}
