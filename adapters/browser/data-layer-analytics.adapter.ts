/**
 * AnalyticsPort over the tag manager's `window.dataLayer` (SPEC §4 Valuation: a 200 pushes an
 * analytics event). The layer is created when the page has none yet, so events pushed before the
 * tag manager loads are still read by it.
 */
import type { AnalyticsEvent, AnalyticsPort } from '../../core/index.js';

export interface DataLayerHost {
  dataLayer?: unknown;
}

interface PushTarget {
  push(...items: unknown[]): unknown;
}

function isPushTarget(value: unknown): value is PushTarget {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { push?: unknown }).push === 'function'
  );
}

export class DataLayerAnalyticsAdapter implements AnalyticsPort {
  constructor(private readonly options: { readonly window: () => DataLayerHost }) {}

  push(event: AnalyticsEvent): void {
    const host = this.options.window();
    let layer = host.dataLayer;
    if (!isPushTarget(layer)) {
      layer = [];
      host.dataLayer = layer;
    }
    (layer as PushTarget).push({ ...event });
  }
}
