/**
 * The legacy viewing requests (SPEC §2 "Legacy entry points"): an element with class hfview__open,
 * or the rda_viewing event, opens the viewing modal ('#/book-a-viewing'). Followed from the page's
 * start by the shell, so a request is heard before the overlay layer's code has arrived (the hash
 * change brings it in). No MobX here: the shell's start carries it.
 */
import { OVERLAY_ROUTES } from '../../core/index.js';
import type { LegacyEntryPointsPort, NavigationPort } from '../../core/index.js';

/** The overlay routes the legacy entry points open. */
export const LEGACY_ROUTES = {
  viewing: OVERLAY_ROUTES.bookViewing,
  valuation: OVERLAY_ROUTES.bookValuation,
} as const;

/** Opens the viewing modal each time the page asks for it by a legacy entry point; answers the stop function. */
export function followLegacyViewingRequests(
  legacy: LegacyEntryPointsPort,
  navigation: Pick<NavigationPort, 'hashRoute'>,
): () => void {
  return legacy.onViewingRequest(() => navigation.hashRoute(LEGACY_ROUTES.viewing));
}
