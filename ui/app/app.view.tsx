/**
 * The application shell: header, page body, overlay layer (hash routes) and toast region.
 * Rendered inside a hash router whose root route is this shell; overlays render at the Outlet.
 */
import { StrictMode, useCallback, useEffect, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import type { Container } from 'inversify';
import { ContainerProvider, useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { HeaderView } from '../header/header.view.js';
import { ToastRegion } from '../toasts/toast-region.view.js';
import { PageView } from '../pages/page.view.js';
import { SiteFooter } from './footer.view.js';
import { ErrorBoundary, PageFailed } from './error-boundary.view.js';
import { hashNamesOverlay } from './overlay-hash.js';

const loadOverlayLayer = () => import('./overlay-layer.js');

/** What the overlay layer is told: whether the page was opened straight on an overlay. */
export interface OverlayLayerProps {
  readonly openedAtLoad: boolean;
}

/** Runs `work` when the browser is idle (or after `timeoutMs`); answers a cancel function. */
function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, timeoutMs);
  return () => window.clearTimeout(id);
}

/**
 * The overlay layer (hash router, modals, user area, flash toasts), mounted the first time the
 * hash names an overlay: at once for a page opened on such a hash, else on the first hash
 * change. Until then the page does none of the router's work; the chunk itself is fetched when
 * the browser is idle, so the first overlay opens without waiting for the network. If it cannot
 * load, the visitor is told (SPEC §8 'Loading chunk {id} failed') and the next hash change tries
 * again.
 */
function useOverlayLayer(): { readonly Layer: ComponentType<OverlayLayerProps>; readonly openedAtLoad: boolean } | undefined {
  const loader = useInjection(TOKENS.chunkLoader);
  const toasts = useInjection(TOKENS.toasts);
  const [wanted, setWanted] = useState(false);
  const [openedAtLoad, setOpenedAtLoad] = useState(false);
  const [layer, setLayer] = useState<{ component: ComponentType<OverlayLayerProps> } | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (hashNamesOverlay(window.location.hash)) {
      setOpenedAtLoad(true);
      setWanted(true);
      return undefined;
    }
    const onHashChange = () => {
      if (hashNamesOverlay(window.location.hash)) setWanted(true);
    };
    window.addEventListener('hashchange', onHashChange);
    const cancelPrefetch = whenIdle(() => void loadOverlayLayer().catch(() => undefined), 3000);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      cancelPrefetch();
    };
  }, []);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    let retry: (() => void) | undefined;
    void loader('overlays', loadOverlayLayer).then((result) => {
      if (!live) return;
      if (result.ok) {
        setLayer({ component: result.module.default });
        return;
      }
      console.error(result.message);
      retry = () => {
        window.removeEventListener('hashchange', retry!);
        setAttempt((n) => n + 1);
      };
      window.addEventListener('hashchange', retry);
      if (window.location.hash.length > 2) toasts.error(result.message);
    });
    return () => {
      live = false;
      if (retry) window.removeEventListener('hashchange', retry);
    };
  }, [wanted, loader, toasts, attempt]);
  return layer ? { Layer: layer.component, openedAtLoad } : undefined;
}

export const Shell = observer(function Shell() {
  const settings = useInjection(TOKENS.settings);
  const header = useInjection(TOKENS.headerViewModel);
  const toasts = useInjection(TOKENS.toasts);
  const clock = useInjection(TOKENS.clock);
  const viewport = useInjection(TOKENS.viewport);

  const session = useInjection(TOKENS.session);
  const searchHistory = useInjection(TOKENS.searchHistory);
  useEffect(() => header.start(), [header]);
  // Who the visitor is, and what they saved (SPEC §4 "On user load").
  useEffect(() => {
    searchHistory.load();
    void session.load();
  }, [session, searchHistory]);
  useEffect(() => viewport.trackViewportHeight(), [viewport]);

  const Overlays = useOverlayLayer();
  // The server's render time during hydration, so the footer's year matches the server's markup.
  const [now] = useState(() => clock.now());

  const logProblems = useCallback((problems: readonly string[]) => {
    console.warn(`Page data has ${problems.length} problem(s):\n` + problems.join('\n'));
  }, []);

  return (
    <>
      <HeaderView vm={header} />
      <main id="main" tabIndex={-1} className="site-main">
        <ErrorBoundary fallback={<PageFailed />}>
          <PageView settings={settings} onProblems={logProblems} />
        </ErrorBoundary>
      </main>
      <SiteFooter settings={settings} year={now.getFullYear()} />
      {Overlays ? (
        <ErrorBoundary fallback={null}>
          <Overlays.Layer openedAtLoad={Overlays.openedAtLoad} />
        </ErrorBoundary>
      ) : null}
      <ToastRegion store={toasts} />
    </>
  );
});

/** The attribute the platform puts on #root with the time it rendered the page (ISO 8601). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

export interface SiteRootProps {
  readonly container: Container;
  /** Called once the first render is committed (after hydration of a server-rendered page). */
  readonly onMounted?: () => void;
}

/**
 * The whole React tree of a page, the same on the server and in the browser (hydration needs the
 * two trees to be identical): strict mode, the container and the shell.
 */
export function SiteRoot({ container, onMounted }: SiteRootProps) {
  return (
    <StrictMode>
      <ContainerProvider container={container}>
        <Shell />
        {onMounted ? <Mounted onMounted={onMounted} /> : null}
      </ContainerProvider>
    </StrictMode>
  );
}

function Mounted({ onMounted }: { readonly onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return null;
}
