/**
 * The application shell: header, page body, overlay layer (hash routes) and toast region.
 * Rendered inside a hash router whose root route is this shell; overlays render at the Outlet.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { HeaderView } from '../header/header.view.js';
import { ToastRegion } from '../toasts/toast-region.view.js';
import { PageView } from '../pages/page.view.js';
import { SiteFooter } from './footer.view.js';
import { ErrorBoundary, PageFailed } from './error-boundary.view.js';

const loadOverlayLayer = () => import('./overlay-layer.js');

/**
 * Loads the overlay layer chunk once the page has rendered. If it cannot load, the visitor is told
 * (SPEC §8 'Loading chunk {id} failed') and the next hash change tries again.
 */
function useOverlayLayer(): ComponentType | undefined {
  const loader = useInjection(TOKENS.chunkLoader);
  const toasts = useInjection(TOKENS.toasts);
  const [layer, setLayer] = useState<{ component: ComponentType } | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
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
  }, [loader, toasts, attempt]);
  return layer?.component;
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

  const logProblems = useCallback((problems: readonly string[]) => {
    console.warn(`Page data has ${problems.length} problem(s):\n` + problems.join('\n'));
  }, []);

  return (
    <>
      <HeaderView vm={header} />
      <main id="main" tabIndex={-1} className="site-main">
        <ErrorBoundary fallback={<PageFailed />}>
          <PageView settings={settings} now={clock.now()} onProblems={logProblems} />
        </ErrorBoundary>
      </main>
      <SiteFooter settings={settings} year={clock.now().getFullYear()} />
      {Overlays ? (
        <ErrorBoundary fallback={null}>
          <Overlays />
        </ErrorBoundary>
      ) : null}
      <ToastRegion store={toasts} />
    </>
  );
});
