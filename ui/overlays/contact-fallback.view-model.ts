/**
 * The contact modal behind overlay routes whose own flow arrives in a later release (SPEC §2
 * modal routes: book a valuation, a viewing, contact the office…): each route's title and
 * introduction over the agency's telephone and email. Built by the overlay layer's factory
 * (app/overlays/search.bindings.ts); the modal itself is a chunk of its own.
 */
import { agencyTelephone } from '../../core/index.js';
import type { ChunkLoaderPort, SiteSettings } from '../../core/index.js';
import type { ContactFallbackProps } from './contact-fallback.view.js';

/** A route's own words: the modal's title and the sentence above the ways to get in touch. */
export interface ContactRoute {
  readonly title: string;
  readonly intro: string;
  /** A next step the route offers beside calling or writing (a link to another route). */
  readonly action?: { readonly href: string; readonly label: string };
}

export class ContactFallbackViewModel {
  private readonly ways: Pick<ContactFallbackProps, 'agencyName' | 'telephone' | 'email'>;

  constructor(
    settings: SiteSettings,
    /** Loads the modal's chunk (SPEC §8 'Loading chunk {id} failed' when it cannot). */
    readonly chunkLoader: ChunkLoaderPort,
  ) {
    const telephone = agencyTelephone(settings);
    const email = settings.branches[0]?.branchEmail;
    this.ways = {
      agencyName: settings.agencyName,
      ...(telephone ? { telephone } : {}),
      ...(email ? { email } : {}),
    };
  }

  /** What the modal of `route` shows (its close handler comes from the route). */
  modal(route: ContactRoute): Omit<ContactFallbackProps, 'onClose'> {
    return {
      title: route.title,
      intro: route.intro,
      ...(route.action ? { action: route.action } : {}),
      ...this.ways,
    };
  }

  /** Said while the modal's chunk arrives: 'Loading Book a valuation'. */
  loadingMessage(route: ContactRoute): string {
    return `Loading ${route.title}`;
  }
}
