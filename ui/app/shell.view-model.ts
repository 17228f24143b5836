/**
 * The shell's view-model: everything the page does once it is in the browser, whatever the page.
 *
 * `start()` (when the shell mounts) starts the header, restores the search history and asks who
 * the visitor is (SPEC §4 "On user load"), keeps the viewport height current, and brings in the
 * overlay layer (hash routes, modals, user area, flash toasts) the first time the hash names an
 * overlay: at once for a page opened on such a hash, else on the first hash change. Until then the
 * page does none of the router's work; the layer's chunk is fetched when the visitor reaches for a
 * link to an overlay (a pointer over it, a focus, a touch), so the overlay usually opens without
 * waiting for the network, and a visit that opens none never fetches it. If it cannot load (the chunk loader logs
 * SPEC §8's 'Loading chunk {id} failed'), a visitor who asked for an overlay is told so in plain
 * words with 'Try again'; the next hash change tries again too.
 *
 * The cookie banner (when the agency has one) is in the page's first render while the consent
 * cookie holds no choice (`bannerAtStart`, the server's markup too: it is painted with the page),
 * as a `FirstCookieBanner`. Its code is a chunk of its own, brought in at the page's first idle
 * moment (at most CONSENT_LOAD_TIMEOUT_MS), at once when the visitor chooses in the first banner,
 * or when the footer's 'Cookie settings' is pressed: it reads the stored choice, shows the banner
 * when there is none, records a choice and runs the agency's analytics code after an acceptance.
 *
 * On the home page and a property page, the recently viewed part (a chunk of its own) is brought in
 * at the page's first idle moment (at most RECENTLY_VIEWED_LOAD_TIMEOUT_MS): a property page records
 * its property; the home page then shows the 'Recently viewed' section under its own content.
 *
 * The footer's year is read from the clock once, when the view-model is built: during hydration
 * that is the server's render time, so the markup matches the server's.
 */
import type { ComponentType } from 'react';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { PART_NOT_LOADED_TEXT } from '../../core/index.js';
import type {
  SiteSettings,
  ChunkLoaderPort,
  ClockPort,
  ConsentDecision,
  IdleSchedulerPort,
  NavigationPort,
  ViewportPort,
} from '../../core/index.js';
import { FirstCookieBanner, type CookieBannerModel } from '../consent/cookie-banner.model.js';
import type { HeaderViewModel } from '../header/header.view-model.js';
import type { ToastStore } from '../toasts/toast.store.js';
import { hashNamesOverlay } from './overlay-hash.js';

/** What the overlay layer is told: whether the page was opened straight on an overlay. */
export interface OverlayLayerProps {
  readonly openedAtLoad: boolean;
}

/** The overlay layer's chunk: its component (its view-model bindings join the container as it loads). */
export interface OverlayLayerModule {
  readonly default: ComponentType<OverlayLayerProps>;
}

/** How long the cookie banner's chunk may wait for an idle moment when the page needs it. */
export const CONSENT_LOAD_TIMEOUT_MS = 2000;

/** The cookie banner's chunk as the shell gets it: its model, its start, and the way to open it again. */
export interface CookieConsentLayer {
  readonly model: CookieBannerModel;
  /** Reads the stored choice and acts on it; answers the function that stops it. */
  start(): () => void;
  /** Shows the banner again (with the current choice) and moves focus to it. */
  changeChoice(): void;
}

/** How long the recently viewed part may wait for an idle moment. */
export const RECENTLY_VIEWED_LOAD_TIMEOUT_MS = 2000;

/** The recently viewed part as the shell gets it (app/recently-viewed.chunk.tsx). */
export interface RecentlyViewedPart {
  /** Records the page's property, when it has one, else reads the list. */
  start(): void;
  /** The home page's section (nothing while the list is empty). */
  readonly HomeSection: ComponentType;
}

export interface ShellDependencies {
  readonly settings: SiteSettings;
  readonly header: HeaderViewModel;
  readonly toasts: ToastStore;
  readonly session: { load(): Promise<void> };
  readonly searchHistory: { load(): void };
  readonly clock: ClockPort;
  readonly viewport: Pick<ViewportPort, 'trackViewportHeight'>;
  readonly navigation: Pick<NavigationPort, 'currentHash' | 'onHashChange' | 'hashRoute'>;
  /** Loads the layer's and the banner's chunks (it logs SPEC §8's text when one cannot load). */
  readonly chunkLoader: ChunkLoaderPort;
  readonly idle: IdleSchedulerPort;
  /** Imports the overlay layer's chunk (and binds its view-models). */
  readonly loadOverlayLayer: () => Promise<OverlayLayerModule>;
  /**
   * Calls back once when the visitor shows intent to open an overlay (a pointer over a link to
   * one): the layer's code is fetched then, ahead of the tap, and never on a page where nobody
   * reaches for one.
   */
  readonly overlayIntent: (callback: () => void) => () => void;
  /**
   * Follows the platform's legacy viewing requests (hfview__open, rda_viewing) from the page's
   * start, opening the viewing modal's route; answers the stop function.
   */
  readonly legacyViewingRequests?: () => () => void;
  /** Imports the cookie banner's chunk (and binds its view-model); absent when the agency has no banner. */
  readonly cookieConsent?: (() => Promise<CookieConsentLayer>) | undefined;
  /** The banner is in the page's first render: the consent cookie holds no choice (core's isBannerInServerMarkup). */
  readonly bannerAtStart?: boolean;
  /** Imports the recently viewed part; brought in on the home page and a property page only. */
  readonly recentlyViewed?: () => Promise<RecentlyViewedPart>;
}

export class ShellViewModel {
  /** The overlay layer once its chunk has arrived (undefined before). */
  overlayLayer:
    | { readonly Layer: ComponentType<OverlayLayerProps>; readonly openedAtLoad: boolean }
    | undefined = undefined;
  /** The footer's copyright year. */
  readonly year: number;
  /** The cookie banner's model: the first banner (see bannerAtStart), then the chunk's once it has arrived. */
  cookieBanner: CookieBannerModel | undefined = undefined;
  /** The visitor asked for an overlay whose layer could not be loaded: the notice with 'Try again' shows. */
  overlayFailed = false;
  /** The home page's recently viewed section, once its part has arrived (undefined elsewhere). */
  recentlyViewedSection: ComponentType | undefined = undefined;
  /** What the notice says (core's plain words; SPEC §8's text is only logged). */
  readonly overlayFailedMessage = PART_NOT_LOADED_TEXT;
  /** Stops waiting for the hash change that would try the layer again. */
  private stopWaitingForHash: (() => void) | undefined = undefined;

  private wanted = false;
  private openedAtLoad = false;
  private running = false;
  private readonly stops: (() => void)[] = [];

  constructor(private readonly deps: ShellDependencies) {
    this.year = deps.clock.now().getFullYear();
    type Private =
      'showLayer' | 'showBanner' | 'bringInOverlays' | 'showOverlayFailure' | 'showRecentlyViewed';
    makeObservable<ShellViewModel, Private>(this, {
      overlayLayer: observableRef,
      showLayer: action,
      cookieBanner: observableRef,
      showBanner: action,
      overlayFailed: observable,
      bringInOverlays: action,
      showOverlayFailure: action,
      retryOverlays: action,
      dismissOverlayFailure: action,
      recentlyViewedSection: observableRef,
      showRecentlyViewed: action,
    });
    if (deps.cookieConsent !== undefined && deps.bannerAtStart === true) {
      this.firstBanner = new FirstCookieBanner(deps.settings, (decision) =>
        this.bringInConsent(false, decision),
      );
      this.cookieBanner = this.firstBanner;
    }
  }

  private readonly firstBanner: FirstCookieBanner | undefined;

  get settings(): SiteSettings {
    return this.deps.settings;
  }

  /** What the cookie banner's buttons post in a page running no script: the token, this page. */
  get consentForm(): { readonly token: string; readonly returnTo: string } {
    return { token: this.deps.settings.authenticityToken, returnTo: this.deps.settings.page.path };
  }

  get header(): HeaderViewModel {
    return this.deps.header;
  }

  get toasts(): ToastStore {
    return this.deps.toasts;
  }

  /**
   * The footer's 'Cookie settings' (shown when the agency has a banner): the banner again, focused,
   * its chunk first if it has not arrived; a chunk that cannot load says so.
   */
  readonly openCookieSettings = (): void => this.bringInConsent(true);

  /** Starts the page's work; answers the function that stops it (the shell unmounts). */
  start(): () => void {
    const {
      header,
      session,
      searchHistory,
      viewport,
      navigation,
      idle,
      loadOverlayLayer,
      overlayIntent,
      cookieConsent,
      recentlyViewed,
    } = this.deps;
    this.running = true;
    this.stops.push(header.start(), viewport.trackViewportHeight());
    if (this.deps.legacyViewingRequests) this.stops.push(this.deps.legacyViewingRequests());
    searchHistory.load();
    void session.load();
    if (cookieConsent)
      this.stops.push(idle(() => this.bringInConsent(false), CONSENT_LOAD_TIMEOUT_MS));
    if (recentlyViewed && (this.isHome || this.deps.settings.property !== undefined))
      this.stops.push(idle(() => this.bringInRecentlyViewed(), RECENTLY_VIEWED_LOAD_TIMEOUT_MS));
    if (this.overlayLayer === undefined && !this.wanted) {
      if (hashNamesOverlay(navigation.currentHash())) {
        this.openedAtLoad = true;
        this.bringInOverlays();
      } else {
        this.stops.push(
          navigation.onHashChange((hash) => {
            if (!this.wanted && hashNamesOverlay(hash)) this.bringInOverlays();
          }),
          overlayIntent(() => void loadOverlayLayer().catch(() => undefined)),
        );
      }
    }
    return () => this.stop();
  }

  private stop(): void {
    this.running = false;
    for (const stop of this.stops.splice(0)) stop();
    // The banner's chunk is started again when the shell starts again.
    this.consentStarted = false;
    // A layer that did not arrive is asked for again when the shell starts again.
    if (this.overlayLayer === undefined) this.wanted = false;
  }

  /** 'Try again' on the notice: the layer is asked for again. */
  retryOverlays(): void {
    if (this.running && this.overlayFailed) this.bringInOverlays();
  }

  /**
   * The notice's close button: the notice goes, and so does the overlay's hash (a later link to
   * it opens it again).
   */
  dismissOverlayFailure(): void {
    this.overlayFailed = false;
    this.deps.navigation.hashRoute('/');
  }

  private bringInOverlays(): void {
    const { chunkLoader, loadOverlayLayer, navigation } = this.deps;
    this.wanted = true;
    this.overlayFailed = false;
    this.stopWaitingForHash?.();
    void chunkLoader('overlays', loadOverlayLayer).then((result) => {
      if (!this.running) return;
      if (result.ok) {
        this.showLayer(result.module.default);
        return;
      }
      this.showOverlayFailure(hashNamesOverlay(navigation.currentHash()));
      // The next hash change tries again.
      const stopWaiting = navigation.onHashChange(() => {
        if (this.running) this.bringInOverlays();
      });
      this.stopWaitingForHash = () => {
        stopWaiting();
        this.stopWaitingForHash = undefined;
      };
      this.stops.push(stopWaiting);
    });
  }

  private showOverlayFailure(asked: boolean): void {
    this.overlayFailed = asked;
  }

  private showLayer(Layer: ComponentType<OverlayLayerProps>): void {
    this.overlayLayer = { Layer, openedAtLoad: this.openedAtLoad };
  }

  /**
   * Loads the cookie banner's chunk (the browser fetches it once; its bindings are made once),
   * starts it once and shows its banner; `asked`: the visitor pressed 'Cookie settings';
   * `decision`: the visitor chose in the first banner, and the chunk records it.
   */
  private bringInConsent(asked: boolean, decision?: ConsentDecision): void {
    const { cookieConsent, chunkLoader, toasts } = this.deps;
    if (cookieConsent === undefined) return;
    void chunkLoader('cookie-consent', cookieConsent).then((result) => {
      if (!result.ok) {
        if (asked || decision !== undefined) toasts.error(PART_NOT_LOADED_TEXT);
        // A choice that could not be recorded: the first banner asks again.
        if (decision !== undefined) this.firstBanner?.show();
        return;
      }
      const layer = result.module;
      if (!this.consentStarted) {
        this.consentStarted = true;
        this.stops.push(layer.start());
      }
      this.showBanner(layer.model);
      if (decision === 'accepted') layer.model.accept();
      else if (decision === 'rejected') layer.model.reject();
      if (asked) layer.changeChoice();
    });
  }

  private consentStarted = false;

  private get isHome(): boolean {
    return this.deps.settings.page.identifier === 'home#index';
  }

  /** Loads the recently viewed part and starts it; a part that cannot load leaves the page as it is. */
  private bringInRecentlyViewed(): void {
    const { recentlyViewed, chunkLoader } = this.deps;
    if (!recentlyViewed) return;
    void chunkLoader('recently-viewed', recentlyViewed).then((result) => {
      if (!this.running || !result.ok) return;
      result.module.start();
      if (this.isHome) this.showRecentlyViewed(result.module.HomeSection);
    });
  }

  private showRecentlyViewed(section: ComponentType): void {
    this.recentlyViewedSection = section;
  }

  private showBanner(model: CookieBannerModel): void {
    this.cookieBanner = model;
  }
}
