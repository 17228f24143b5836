/**
 * The comparison of saved properties ('#/user/saved-properties/compare?ids=12,34'): which
 * properties the address names (core's `parseCompareIds`, `comparisonChoice`), each one's details
 * fetched through the property details port, and the table core builds from them
 * (`propertyComparison`). What this browser already knows of a property (the page's card, the
 * server's saved list, the snapshot kept when it was saved) shows at once; a property whose
 * details fail keeps those facts and its column says why, with 'Try again'.
 *
 * One per opening of the user panel, so going back to the list and comparing again fetches only
 * what is new.
 */
import { isRight } from 'fp-ts/Either';
import {
  actionBound,
  computed,
  makeObservable,
  observable,
  observableRef,
  runInAction,
} from 'mobx';
import { comparisonChoice, parseCompareIds, propertyComparison } from '../../core/index.js';
import type {
  ClockPort,
  ComparedDetails,
  ComparedProperty,
  PropertyCard,
  PropertyComparison,
  PropertyDetailsPort,
  PropertyFacts,
  SiteSettings,
} from '../../core/index.js';

/** The screen's heading. */
export const COMPARE_TITLE = 'Compare saved properties';

/** The table's name, above its frame (which may hide part of the table on a phone). */
export function comparisonCaption(count: number): string {
  return `${count} saved properties side by side`;
}

/** Said once every property's details have arrived (or failed): the table's summary for a screen reader. */
export function comparisonSummary(count: number, failed: number): string {
  const compared = `Comparing ${count} properties.`;
  if (failed === 0) return compared;
  return failed === 1
    ? `${compared} The details of 1 property could not be loaded.`
    : `${compared} The details of ${failed} properties could not be loaded.`;
}

interface DetailsState {
  readonly status: ComparedDetails;
  readonly facts?: PropertyFacts;
}

export class CompareSavedPropertiesViewModel {
  /** The address's ids, as parsed. */
  ids: readonly string[] = [];
  /** Each property's details as fetched, by id. */
  readonly details = observable.map<string, DetailsState>();

  constructor(
    private readonly port: PropertyDetailsPort,
    /** What this browser knows of a property already (the saved properties tab's `cardFor`). */
    private readonly knownCard: (propertyId: string) => PropertyCard | undefined,
    private readonly settings: Pick<SiteSettings, 'branches' | 'theme'>,
    private readonly clock: ClockPort,
  ) {
    makeObservable(this, {
      ids: observableRef,
      choice: computed,
      compared: computed,
      comparison: computed,
      loading: computed,
      failedCount: computed,
      summary: computed,
      show: actionBound,
      retry: actionBound,
    });
  }

  /** The properties compared (two to four) and, when the address names too few or too many, why. */
  get choice(): ReturnType<typeof comparisonChoice> {
    return comparisonChoice(this.ids);
  }

  get compared(): readonly ComparedProperty[] {
    return this.choice.ids.map((propertyId) => {
      const state = this.details.get(propertyId);
      const card = state?.facts?.card ?? this.knownCard(propertyId);
      const material = state?.facts?.material;
      return {
        propertyId,
        details: state?.status ?? 'loading',
        ...(card === undefined ? {} : { card }),
        ...(material === undefined ? {} : { material }),
      };
    });
  }

  get comparison(): PropertyComparison {
    return propertyComparison(this.compared, {
      branches: this.settings.branches,
      theme: this.settings.theme,
      pppw: this.settings.theme,
      now: this.clock.now(),
    });
  }

  get loading(): boolean {
    return this.compared.some((property) => property.details === 'loading');
  }

  get failedCount(): number {
    return this.compared.filter((property) => property.details === 'failed').length;
  }

  /** For the status region: empty while loading, then what the table holds. */
  get summary(): string {
    if (this.loading || this.choice.ids.length === 0) return '';
    return comparisonSummary(this.choice.ids.length, this.failedCount);
  }

  /** Compares what the address's `ids` parameter names; fetches the details not yet fetched. */
  show(rawIds: string | null | undefined): void {
    const ids = parseCompareIds(rawIds);
    if (ids.join(',') !== this.ids.join(',')) this.ids = ids;
    for (const id of this.choice.ids) {
      if (!this.details.has(id)) void this.fetch(id);
    }
  }

  /** Fetches again the details that failed. */
  retry(): void {
    for (const property of this.compared) {
      if (property.details === 'failed') void this.fetch(property.propertyId);
    }
  }

  private async fetch(propertyId: string): Promise<void> {
    // The details come from the property's own page, whose address the saved card gives.
    const url = this.knownCard(propertyId)?.property_url;
    if (url === undefined || url.trim() === '') {
      this.details.set(propertyId, { status: 'failed' });
      return;
    }
    this.details.set(propertyId, { status: 'loading' });
    const answer = await this.port.facts(url);
    runInAction(() => {
      this.details.set(
        propertyId,
        isRight(answer) ? { status: 'loaded', facts: answer.right } : { status: 'failed' },
      );
    });
  }
}
