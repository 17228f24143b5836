/**
 * '#/calculator' (SPEC §2): the mortgage and stamp duty calculators for the property on the page.
 * Their view-model and their modal are chunks of their own: this view-model (bound by the overlay
 * layer, app/overlays/search.bindings.ts) gives them as one lazily loaded part, asked for when
 * its view mounts: the loading message, then the calculators, or a plain message and 'Try again'
 * when their code cannot load. On a page without a property the route offers the contact modal.
 */
import type { ChunkLoaderPort } from '../../core/index.js';
import { LazyPartViewModel } from '../app/lazy-part.view-model.js';
import type {
  ContactFallbackViewModel,
  ContactRoute,
} from '../overlays/contact-fallback.view-model.js';
import type { CalculatorViewModel } from './calculator.view-model.js';

/** '#/calculator' on a page without a property: the contact modal, in these words. */
export const CALCULATOR_CONTACT_ROUTE: ContactRoute = {
  title: 'Mortgage and stamp duty',
  intro: 'Our mortgage advisers can talk you through repayments and stamp duty:',
};

/** The calculators' chunks (view-model and modal), in SPEC §8's logged 'Loading chunk {id} failed'. */
export const CALCULATOR_CHUNK = 'calculator';

export interface CalculatorOverlayDependencies {
  /**
   * Imports the calculators' code and builds them for the page's property; undefined on a page
   * without a property (the route then shows `contact`).
   */
  readonly loadCalculator: (() => Promise<CalculatorViewModel>) | undefined;
  /** SPEC §2 /calculator: Back to search goes to the last search (none without a search history). */
  readonly backToSearchUrl: string | undefined;
  /** The contact modal, for a page without a property. */
  readonly contact: ContactFallbackViewModel;
  /** Loads the calculators' chunks (it logs SPEC §8's 'Loading chunk {id} failed' when one cannot). */
  readonly chunkLoader: ChunkLoaderPort;
}

/** The calculators once here: their view-model and their modal's module. */
export interface CalculatorParts<M> {
  readonly calculator: CalculatorViewModel;
  readonly modal: M;
}

export class CalculatorOverlayViewModel {
  /** Imports the calculators' code and builds them (undefined on a page without a property). */
  readonly loadCalculator: (() => Promise<CalculatorViewModel>) | undefined;
  /** The contact modal the route shows on a page without a property (CALCULATOR_CONTACT_ROUTE). */
  readonly fallback: ContactFallbackViewModel;
  readonly backToSearchUrl: string | undefined;
  readonly chunkLoader: ChunkLoaderPort;

  constructor(deps: CalculatorOverlayDependencies) {
    this.loadCalculator = deps.loadCalculator;
    this.fallback = deps.contact;
    this.backToSearchUrl = deps.backToSearchUrl;
    this.chunkLoader = deps.chunkLoader;
  }

  /** The contact modal when the page has no property (the route shows it instead), else undefined. */
  get contact(): ContactFallbackViewModel | undefined {
    return this.loadCalculator === undefined ? this.fallback : undefined;
  }

  /**
   * The calculators as a lazily loaded part: their view-model and `modal` (the modal's importer)
   * in one, so the visitor sees one loading frame, and one plain message with 'Try again' when
   * either cannot load. Undefined on a page without a property.
   */
  calculatorPart<M>(modal: () => Promise<M>): LazyPartViewModel<CalculatorParts<M>> | undefined {
    const { loadCalculator } = this;
    if (loadCalculator === undefined) return undefined;
    const load = async () => {
      const [calculator, loaded] = await Promise.all([loadCalculator(), modal()]);
      return { calculator, modal: loaded };
    };
    return new LazyPartViewModel(CALCULATOR_CHUNK, load, this.chunkLoader);
  }
}
