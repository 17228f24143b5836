/**
 * The recently viewed part (a chunk of its own): brought in by the shell on a property page, to
 * record the property the visitor opened, and on the home page, to show the 'Recently viewed'
 * section. Never on the server and never in a page's initial JavaScript: the list lives in the
 * browser's storage, and a visitor who has opened no property fetches only this small chunk.
 * Part of the composition, like app/cookie-consent.chunk.ts.
 */
import type { Bindings } from './registry.js';
import { TOKENS } from '../ui/tokens.js';
import type { RecentlyViewedPart } from '../ui/app/shell.view-model.js';
import { RecentlyViewedViewModel } from '../ui/user/recently-viewed.view-model.js';
import { RecentlyViewedSectionView } from '../ui/user/recently-viewed-section.view.js';
import { bindRecentlyViewed } from './recently-viewed.bindings.js';

export function open(container: Bindings): RecentlyViewedPart {
  bindRecentlyViewed(container);
  const service = container.get(TOKENS.recentlyViewed);
  const settings = container.get(TOKENS.settings);
  const vm = new RecentlyViewedViewModel(service, settings, container.get(TOKENS.clock));
  return {
    start: () => {
      if (settings.property === undefined) service.load();
      else service.record(settings.property);
    },
    HomeSection: () => <RecentlyViewedSectionView vm={vm} />,
  };
}
