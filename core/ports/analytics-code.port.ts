/**
 * The agency's analytics code (SPEC §7 GET /analytics_code: `analytics_code` and
 * `head_analytics_code`), fetched only after the visitor accepted analytics cookies.
 */
import type { Result } from '../failures/failures.js';

/** The agency's two HTML snippets: for the document's head, and for the end of its body. */
export interface AgencyAnalyticsCode {
  readonly head: string;
  readonly body: string;
}

export interface AnalyticsCodePort {
  /** The agency's snippets; a failure is a value (nothing is then injected). */
  analyticsCode(): Promise<Result<AgencyAnalyticsCode>>;
}
