/** The agency's analytics data layer (SPEC §4 Valuation: a 200 pushes an analytics event). */
export interface AnalyticsEvent {
  readonly event: string;
  readonly [field: string]: string | number | boolean;
}

export interface AnalyticsPort {
  push(event: AnalyticsEvent): void;
}
