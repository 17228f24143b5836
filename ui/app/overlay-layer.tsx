/**
 * The overlay layer (ARCHITECTURE §1), loaded as its own chunk right after the page renders: the
 * hash router, every overlay route, and flash toasts. Keeping the router out of the boot entry
 * keeps the page's initial JavaScript small; the page itself never waits for it.
 */
import { useEffect, useLayoutEffect } from 'react';
import {
  createHashRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ErrorBoundary } from './error-boundary.view.js';
import { overlayRoutes } from './overlay-routes.js';
import type { OverlayLayerViewModel } from './overlay-layer.view-model.js';
import type { OverlayLayerProps } from './shell.view-model.js';
import { noteOverlayLocation, prepareOverlayHistory } from './overlay-history.js';

function OverlayRootView({ vm }: { readonly vm: OverlayLayerViewModel }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // Each history entry is marked with its overlay depth before anything can close it.
  useLayoutEffect(() => noteOverlayLocation(navigationType), [location, navigationType]);
  // SPEC §2 Flash: '#/flash/{key}' (or '#flash/{key}') shows its toast for 10 s, then the hash is cleared.
  useEffect(() => {
    if (vm.showFlash('#' + location.pathname)) void navigate('/', { replace: true });
  }, [location.pathname, navigate, vm]);
  return (
    <ErrorBoundary fallback={null}>
      <Outlet />
    </ErrorBoundary>
  );
}

/** The layer's root route: its view-model comes from the container (app/overlays/search.bindings.ts). */
function OverlayRoot() {
  return <OverlayRootView vm={useViewModel(TOKENS.overlayLayerViewModel)} />;
}

let router: ReturnType<typeof createHashRouter> | undefined;

export default function OverlayLayer({ openedAtLoad }: OverlayLayerProps) {
  if (router === undefined) prepareOverlayHistory(openedAtLoad);
  router ??= createHashRouter([{ path: '/', element: <OverlayRoot />, children: overlayRoutes() }]);
  return <RouterProvider router={router} />;
}
