/**
 * The recently viewed properties' service, bound by the chunks that record or show the list (the
 * shell's recently viewed part, the user panel), so its code stays with theirs and off the boot.
 * One per page (per browser storage, whichever container asks: the overlay layer's container
 * answers only the registry's tokens it was built with), so the panel's 'Clear' empties the home
 * page's section too.
 */
import type { KeyValueStoragePort } from '../core/index.js';
import type { Bindings } from './registry.js';
import { TOKENS } from '../ui/tokens.js';
import { RecentlyViewedService } from '../ui/services/recently-viewed.service.js';

const services = new WeakMap<KeyValueStoragePort, RecentlyViewedService>();

function serviceFor(storage: KeyValueStoragePort): RecentlyViewedService {
  let service = services.get(storage);
  if (service === undefined) {
    service = new RecentlyViewedService(storage);
    services.set(storage, service);
  }
  return service;
}

export function bindRecentlyViewed(container: Bindings): void {
  if (container.isBound(TOKENS.recentlyViewed)) return;
  container.bind(TOKENS.recentlyViewed).toResolvedValue(serviceFor, [TOKENS.storage]);
}
