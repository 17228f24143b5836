/** Listing statistics and consent logs (SPEC §7 /property_views, exposures, /ajax-events/logs). */
import type { Result } from '../failures/failures.js';

/** What the visitor did with the listed properties, e.g. 'search_results' or 'map'. */
export type ExposureEventType = string;

export type ConsentStatus = 'accepted' | 'rejected' | 'partial';

export interface TrackingPort {
  /** Records one view of a property page. */
  propertyView(propertyId: string): Promise<Result<void>>;
  /** Records that these properties were shown to the visitor. */
  exposures(propertyIds: readonly string[], eventType: ExposureEventType): Promise<Result<void>>;
  /** Logs the visitor's cookie-consent choice. */
  consentLog(status: ConsentStatus): Promise<Result<void>>;
}
