/**
 * '#/calculator' (SPEC §2): the mortgage and stamp duty calculators for the property on the page.
 * Their view-model and their modal are chunks of their own: this view-model (bound by the overlay
 * layer, app/overlays/search.bindings.ts) asks for the calculators when its view mounts, through
 * the loader its factory gives it. On a page without a property the route offers the contact
 * modal instead.
 */
import { action, makeObservable, observableRef } from 'mobx';
import type { ChunkLoaderPort, LoggerPort } from '../../core/index.js';
import type { ContactFallbackViewModel, ContactRoute } from '../overlays/contact-fallback.view-model.js';
import type { CalculatorViewModel } from './calculator.view-model.js';

/** '#/calculator' on a page without a property: the contact modal, in these words. */
export const CALCULATOR_CONTACT_ROUTE: ContactRoute = {
  title: 'Mortgage and stamp duty',
  intro: 'Our mortgage advisers can talk you through repayments and stamp duty:',
};

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
  /** Loads the calculator modal's chunk (SPEC §8 'Loading chunk {id} failed' when it cannot). */
  readonly chunkLoader: ChunkLoaderPort;
  readonly logger: LoggerPort;
}

export class CalculatorOverlayViewModel {
  /** The calculators, once their code has arrived (undefined before, and on a page without a property). */
  calculator: CalculatorViewModel | undefined = undefined;
  /** On a page without a property, the contact modal the route shows instead (CALCULATOR_CONTACT_ROUTE). */
  readonly contact: ContactFallbackViewModel | undefined;
  readonly backToSearchUrl: string | undefined;
  readonly chunkLoader: ChunkLoaderPort;

  constructor(private readonly deps: CalculatorOverlayDependencies) {
    this.contact = deps.loadCalculator === undefined ? deps.contact : undefined;
    this.backToSearchUrl = deps.backToSearchUrl;
    this.chunkLoader = deps.chunkLoader;
    makeObservable<CalculatorOverlayViewModel, 'deps' | 'showCalculator'>(this, { deps: false, calculator: observableRef, showCalculator: action });
  }

  /** Asks for the calculators (the view mounts); answers the function that stops waiting for them. */
  start(): () => void {
    const { loadCalculator, logger } = this.deps;
    let live = true;
    if (loadCalculator !== undefined && this.calculator === undefined) {
      loadCalculator().then(
        (calculator) => {
          if (live) this.showCalculator(calculator);
        },
        (error: unknown) => logger.error(`The calculators could not be loaded: ${String(error)}`),
      );
    }
    return () => {
      live = false;
    };
  }

  private showCalculator(calculator: CalculatorViewModel): void {
    this.calculator = calculator;
  }
}
