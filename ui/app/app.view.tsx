/**
 * The application shell: header, page body (with the home page's recently viewed section under it,
 * once in the browser), footer, the overlay layer (hash routes, once its
 * chunk has arrived) and the toast region, all from the shell's view-model (shell.view-model.ts).
 * The cookie banner comes first in reading and Tab order (it is fixed to the foot of the window):
 * in the first render (the server's markup too) while the consent cookie holds no choice, else
 * once its chunk has arrived.
 */
import { StrictMode, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { ContainerProvider, useViewModel, type Resolver } from '../di.js';
import { TOKENS } from '../tokens.js';
import { HeaderView } from '../header/header.view.js';
import { ToastRegion } from '../toasts/toast-region.view.js';
import { PageView } from '../pages/page.view.js';
import { SiteFooter } from './footer.view.js';
import { CookieBannerView } from '../consent/cookie-banner.view.js';
import { ErrorBoundary, PageFailed } from './error-boundary.view.js';
import type { ShellViewModel } from './shell.view-model.js';
import { ModalError } from '../modal/modal-states.view.js';
import { CloseButton } from '../modal/close-button.view.js';

/** The shell as the site renders it: its view-model from the container. */
export function Shell() {
  return <ShellView vm={useViewModel(TOKENS.shellViewModel)} />;
}

export const ShellView = observer(function ShellView({ vm }: { readonly vm: ShellViewModel }) {
  const overlays = vm.overlayLayer;
  const banner = vm.cookieBanner;
  const RecentlyViewed = vm.recentlyViewedSection;
  return (
    <>
      {banner ? (
        <ErrorBoundary fallback={null}>
          <CookieBannerView
            vm={banner}
            aboveValuationBar={vm.header.showValuationLink}
            form={vm.consentForm}
          />
        </ErrorBoundary>
      ) : null}
      <HeaderView vm={vm.header} />
      <main id="main" tabIndex={-1} className="site-main">
        <ErrorBoundary fallback={<PageFailed />}>
          <PageView settings={vm.settings} />
        </ErrorBoundary>
        {RecentlyViewed ? (
          <ErrorBoundary fallback={null}>
            <RecentlyViewed />
          </ErrorBoundary>
        ) : null}
      </main>
      <SiteFooter settings={vm.settings} year={vm.year} onCookieSettings={vm.openCookieSettings} />
      {overlays ? (
        <ErrorBoundary fallback={null}>
          <overlays.Layer openedAtLoad={overlays.openedAtLoad} />
        </ErrorBoundary>
      ) : null}
      {vm.overlayFailed ? <OverlayFailedNotice vm={vm} /> : null}
      <ToastRegion store={vm.toasts} />
    </>
  );
});

/**
 * What a visitor who asked for an overlay sees when the overlay layer's code could not be loaded:
 * the plain message with 'Try again', and a close button (the modals' own frame is in that code).
 */
const OverlayFailedNotice = observer(function OverlayFailedNotice({
  vm,
}: {
  readonly vm: ShellViewModel;
}) {
  return (
    <div className="overlay-failed">
      <ModalError message={vm.overlayFailedMessage} onRetry={() => vm.retryOverlays()} />
      <CloseButton
        className="overlay-failed__close"
        label="Close"
        onClick={() => vm.dismissOverlayFailure()}
      />
    </div>
  );
});

/** The attribute the platform puts on #root with the time it rendered the page (ISO 8601). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

export interface SiteRootProps {
  readonly container: Resolver;
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
