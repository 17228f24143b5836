/**
 * What a contact route shows: the enquiry form when the page knows who it goes to, else the
 * agency's own contact modal (a staff id the page does not know; '#/contact-office' where SPEC §2
 * does not offer it), so a shared or stale link never ends on an empty screen.
 */
import type { ChunkLoaderPort } from '../../core/index.js';
import type {
  ContactFallbackViewModel,
  ContactRoute,
} from '../overlays/contact-fallback.view-model.js';
import type { ContactFormViewModel } from './contact-form.view-model.js';

export class ContactRouteViewModel {
  constructor(
    /** The form, when the page knows who the enquiry goes to. */
    readonly form: ContactFormViewModel | undefined,
    readonly fallback: ContactFallbackViewModel,
    /** The agency contact modal's words when there is no form. */
    readonly fallbackRoute: ContactRoute,
    readonly chunkLoader: ChunkLoaderPort,
  ) {}
}
