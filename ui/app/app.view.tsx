/**
 * The application shell: header, page body, overlay layer (hash routes) and toast region.
 * Rendered inside a hash router whose root route is this shell; overlays render at the Outlet.
 */
import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { HeaderView } from '../header/header.view.js';
import { ToastRegion } from '../toasts/toast-region.view.js';
import { showFlashFromHash } from '../toasts/flash.js';
import { PageView } from '../pages/page.view.js';
import { SiteFooter } from './footer.view.js';
import { ErrorBoundary, PageFailed } from './error-boundary.view.js';

export const Shell = observer(function Shell() {
  const settings = useInjection(TOKENS.settings);
  const header = useInjection(TOKENS.headerViewModel);
  const toasts = useInjection(TOKENS.toasts);
  const clock = useInjection(TOKENS.clock);
  const viewport = useInjection(TOKENS.viewport);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => header.start(), [header]);
  useEffect(() => viewport.trackViewportHeight(), [viewport]);

  // SPEC §2 Flash: '#/flash/{key}' (or '#flash/{key}') shows its toast for 10 s, then the hash is cleared.
  useEffect(() => {
    const hash = '#' + location.pathname;
    if (showFlashFromHash(hash, toasts, settings.theme.flashMessages)) navigate('/', { replace: true });
  }, [location.pathname, navigate, settings.theme.flashMessages, toasts]);

  const logProblems = useCallback((problems: readonly string[]) => {
    console.warn(`Page data has ${problems.length} problem(s):\n` + problems.join('\n'));
  }, []);

  const skipToContent = useCallback((event: React.MouseEvent) => {
    event.preventDefault();
    document.getElementById('main')?.focus();
  }, []);

  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <HeaderView vm={header} />
      <main id="main" tabIndex={-1} className="site-main">
        <ErrorBoundary fallback={<PageFailed />}>
          <PageView settings={settings} now={clock.now()} onProblems={logProblems} />
        </ErrorBoundary>
      </main>
      <SiteFooter settings={settings} year={clock.now().getFullYear()} />
      <ErrorBoundary fallback={null}>
        <Outlet />
      </ErrorBoundary>
      <ToastRegion store={toasts} />
    </>
  );
});
