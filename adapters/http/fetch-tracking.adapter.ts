/**
 * TrackingPort (SPEC §7), JSON posts whose answers are not read:
 *
 * - propertyView: POST /property_views `{ property_id, domain }`;
 * - exposures: POST {exposuresUrl}/create_many `{ property_ids, domain, event_type }` — no call when
 *   the agency has no exposures URL (theme setting) or there are no properties. The exposures
 *   service may be another origin: the HTTP client then sends no authenticity token;
 * - consentLog: POST /ajax-events/logs `{ event_type: 'cookie_consent', status, domain }`.
 *
 * `domain` is the site's host name (e.g. 'www.agency.example').
 */
import { right } from 'fp-ts/Either';
import type { Result, ConsentStatus, ExposureEventType, TrackingPort } from '../../core/index.js';
import { jsonBody } from './http-client.js';
import type { HttpClient } from './http-client.js';

export interface TrackingAdapterDependencies {
  readonly http: HttpClient;
  /** The site's host name, sent as `domain`. */
  readonly domain: string;
  /** Base URL of the exposures service (theme `exposuresUrl`); tracking of exposures is off without it. */
  readonly exposuresUrl?: string;
}

export class FetchTrackingAdapter implements TrackingPort {
  constructor(private readonly deps: TrackingAdapterDependencies) {}

  propertyView(propertyId: string): Promise<Result<void>> {
    return this.deps.http.post(
      '/property_views',
      jsonBody({ property_id: propertyId, domain: this.deps.domain }),
    );
  }

  async exposures(
    propertyIds: readonly string[],
    eventType: ExposureEventType,
  ): Promise<Result<void>> {
    const base = this.deps.exposuresUrl?.trim().replace(/\/+$/, '');
    if (!base || propertyIds.length === 0) return right(undefined);
    return this.deps.http.post(
      `${base}/create_many`,
      jsonBody({ property_ids: [...propertyIds], domain: this.deps.domain, event_type: eventType }),
    );
  }

  consentLog(status: ConsentStatus): Promise<Result<void>> {
    return this.deps.http.post(
      '/ajax-events/logs',
      jsonBody({ event_type: 'cookie_consent', status, domain: this.deps.domain }),
    );
  }
}
