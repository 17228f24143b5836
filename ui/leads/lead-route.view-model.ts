/**
 * What a lead form's route shows: the form when the page has what it needs (a property to view, a
 * development's form, the agency form a link names), else the agency's own contact modal in the
 * route's words, so a shared or stale link never ends on an empty screen.
 */
import type { ChunkLoaderPort } from '../../core/index.js';
import type {
  ContactFallbackViewModel,
  ContactRoute,
} from '../overlays/contact-fallback.view-model.js';

export class LeadRouteViewModel<F, M = never> {
  constructor(
    /** The form (or what the form's chunk builds it from), when the page has what it needs. */
    readonly form: F | undefined,
    readonly fallback: ContactFallbackViewModel,
    /** The agency contact modal's words when there is no form. */
    readonly fallbackRoute: ContactRoute,
    readonly chunkLoader: ChunkLoaderPort,
    /** Imports the form's chunk (and binds what it brings), when the route has one of its own. */
    readonly load?: () => Promise<M>,
  ) {}
}
