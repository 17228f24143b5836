/**
 * The composition root: the only file that knows concrete classes. It binds every port to its
 * adapter and every UI service / view-model to its dependencies, with typed Symbol tokens and
 * `toResolvedValue` (no decorators: see STYLE.md rule 5), in the page's registry
 * (app/registry.ts: inversify's binding syntax, none of its weight). The overlay layer's chunk
 * builds inversify's container over it (app/overlays.chunk.ts), where the lazily bound screens
 * are wired.
 *
 *   createContainer(browserEnvironment(window, document, settings))  — the site
 *   createContainer(serverEnvironment(settings, baseUrl, renderedAt, cookieHeader)) — a server render (no network, no DOM)
 *   createContainer(testEnvironment(settings, overrides))            — tests (no network, memory storage)
 *
 * The environments themselves (and reading a page's embedded settings) are app/environments.ts,
 * re-exported here for the entries and tests.
 */
import { Registry } from './app/registry.js';
import {
  analyticsEventFate,
  botCheckSiteKey,
  consentStateAtStart,
  isBannerInServerMarkup,
} from './core/index.js';
import type { SiteSettings, ClockPort, ConsentState } from './core/index.js';
import { HttpClient } from './adapters/http/http-client.js';
import { HTTP_CLIENT } from './app/wiring-tokens.js';
import { FetchAccountAdapter } from './adapters/http/fetch-account.adapter.js';
import { FetchLeadsAdapter } from './adapters/http/fetch-leads.adapter.js';
import { FetchListingsAdapter } from './adapters/http/fetch-listings.adapter.js';
import { FetchSavedPropertiesAdapter } from './adapters/http/fetch-saved-properties.adapter.js';
import { FetchSavedSearchesAdapter } from './adapters/http/fetch-saved-searches.adapter.js';
import { FetchTrackingAdapter } from './adapters/http/fetch-tracking.adapter.js';
import { DomScriptLoader } from './adapters/browser/dom-script-loader.adapter.js';
import {
  DomLegacyEntryPoints,
  globalLegacyWindow,
} from './adapters/browser/dom-legacy-entry-points.adapter.js';
import { prepareDefaultHtmlPolicy } from './adapters/browser/trusted-types.js';
import { LocalStorageAdapter } from './adapters/browser/local-storage.adapter.js';
import { createLazyCaptcha } from './adapters/browser/lazy-captcha.adapter.js';
import { LazyMapsAdapter } from './adapters/browser/lazy-maps.adapter.js';
import { globalTimers } from './adapters/timers.js';
import { CHUNK_BOUND_TOKENS, TOKENS } from './ui/tokens.js';
import { ToastStore } from './ui/toasts/toast.store.js';
import { HeaderViewModel } from './ui/header/header.view-model.js';
import { ShellViewModel } from './ui/app/shell.view-model.js';
import { consentGatedAnalytics } from './ui/services/consent-gated-analytics.js';
import { ConsentStatus } from './ui/services/consent-status.js';
import { SessionService } from './ui/services/session.service.js';
import { SavedPropertiesService } from './ui/services/saved-properties.service.js';
import { SavedSearchesService } from './ui/services/saved-searches.service.js';
import { SearchHistoryService } from './ui/services/search-history.service.js';
import { followLegacyViewingRequests } from './ui/leads/legacy-viewing-requests.js';
import { browserEnvironment, readBrowserSettings, type Environment } from './app/environments.js';

export {
  PageRenderClock,
  browserEnvironment,
  testEnvironment,
  serverEnvironment,
  readBrowserSettings,
  readBrowserSettingsInTasks,
} from './app/environments.js';
export type { Environment } from './app/environments.js';

/** Reads and decodes the embedded settings and builds the site's container. */
export function createBrowserApp(
  win: Window,
  doc: Document,
  renderedAt?: Date,
): { container: Registry; settings: SiteSettings; problems: readonly string[]; clock: ClockPort } {
  const { settings, problems } = readBrowserSettings(doc);
  const env = browserEnvironment(win, doc, settings, renderedAt);
  return { container: createContainer(env), settings, clock: env.clock, problems };
}

/** The platform's HTTP client, for adapters a chunk binds when it arrives (app/overlays/lookups.bindings.ts). */
export function createContainer(env: Environment): Registry {
  const c = new Registry();
  const { settings } = env;

  c.bind(TOKENS.settings).toConstantValue(settings);
  c.bind(TOKENS.clock).toConstantValue(env.clock);
  c.bind(TOKENS.navigation).toConstantValue(env.navigation);
  c.bind(TOKENS.viewport).toConstantValue(env.viewport);
  c.bind(TOKENS.chunkLoader).toConstantValue(env.chunkLoader);
  c.bind(TOKENS.idleScheduler).toConstantValue(env.idle);
  c.bind(TOKENS.logger).toConstantValue(env.logger);

  // The page's token until the platform rotates it (sign-in, registration, sign-out) and says so.
  let authenticityToken = settings.authenticityToken;
  const currentToken = (): string => authenticityToken;
  const http = new HttpClient({
    fetch: env.fetch,
    baseUrl: env.baseUrl,
    authenticityToken: currentToken,
    // Where a refused token is renewed: the platform answers the current user with the session's token.
    tokenSource: '/user.ljson',
    onAuthenticityToken: (next) => {
      authenticityToken = next;
    },
  });
  c.bind(TOKENS.account).toResolvedValue(() => new FetchAccountAdapter(http));
  // The address and branch lookups are bound over it by the overlay layer's chunk (app/overlays/lookups.bindings.ts): only lead forms use them.
  c.bind(HTTP_CLIENT).toConstantValue(http);
  c.bind(TOKENS.listings).toResolvedValue(() => new FetchListingsAdapter(http));
  c.bind(TOKENS.savedProperties).toResolvedValue(() => new FetchSavedPropertiesAdapter(http));
  c.bind(TOKENS.savedSearches).toResolvedValue(() => new FetchSavedSearchesAdapter(http));
  c.bind(TOKENS.leads).toResolvedValue(
    () => new FetchLeadsAdapter({ http, document: env.document, authenticityToken: currentToken }),
  );
  c.bind(TOKENS.tracking).toResolvedValue(
    () =>
      new FetchTrackingAdapter({
        http,
        domain: new URL(env.baseUrl).hostname,
        ...(settings.theme.exposuresUrl ? { exposuresUrl: settings.theme.exposuresUrl } : {}),
      }),
  );
  c.bind(TOKENS.scriptLoader).toResolvedValue(
    () => new DomScriptLoader({ document: env.document }),
  );
  c.bind(TOKENS.storage).toResolvedValue(() => new LocalStorageAdapter({ storage: env.storage }));
  c.bind(TOKENS.tabStorage).toResolvedValue(
    () => new LocalStorageAdapter({ storage: env.sessionStorage }),
  );
  // Analytics: every event goes through the consent gate, which forwards it to the environment's
  // data layer only after the visitor accepted analytics cookies. It holds events until the
  // banner's chunk has read the stored choice (app/cookie-consent.chunk.ts); with no banner it
  // drops them (no consent, no analytics).
  const analyticsGate = consentGatedAnalytics(
    env.analytics,
    analyticsEventFate(settings.cookieConsent.enabled ? 'unknown' : 'off'),
  );
  c.bind(TOKENS.analytics).toConstantValue(analyticsGate);
  // The consent state views watch (video posters): the consent cookie's word until the banner's
  // chunk reads the stored choice; the chunk tells it and the analytics gate alike.
  const consentAtStart = consentStateAtStart(settings.cookieConsent, env.consentCookie.read());
  const consentStatus = new ConsentStatus(consentAtStart);
  c.bind(TOKENS.consentStatus).toConstantValue(consentStatus);
  const consentGate = {
    decide(state: ConsentState): void {
      analyticsGate.decide(state);
      consentStatus.decide(state);
    },
  };
  // The bot check: reCAPTCHA as a chunk of its own, loaded at the first challenge (or when asked to
  // prepare), from the theme's script URL (else Google's); off without a site key or with the
  // no-bot-check flag. The page's other forms: startFormBotCheck.
  c.bind(TOKENS.captcha).toResolvedValue(
    (scriptLoader) =>
      createLazyCaptcha({
        siteKey: botCheckSiteKey(settings.theme),
        load: async (siteKey) => {
          const { RecaptchaAdapter } = await import('./adapters/browser/recaptcha.adapter.js');
          return new RecaptchaAdapter({
            siteKey,
            version: settings.theme.recaptchaVersion,
            scriptLoader,
            scriptUrl: settings.theme.recaptchaScriptUrl,
            window: env.window as () => { grecaptcha?: unknown },
            document: env.document,
          });
        },
      }),
    [TOKENS.scriptLoader],
  );

  // Maps: Google's with the agency's key, else Leaflet over the theme's raster tiles (no key).
  // Either adapter is a chunk of its own, fetched when a map is first drawn (Leaflet's adapter
  // and its library chunk side by side).
  c.bind(TOKENS.maps).toResolvedValue(
    (scriptLoader) => {
      const { mapsApiKey, mapTileUrl, mapTileAttribution } = settings.theme;
      const apiKey = mapsApiKey?.trim();
      const google = async () => {
        const { GoogleMapsAdapter } = await import('./adapters/browser/google-maps.adapter.js');
        return new GoogleMapsAdapter({ apiKey, scriptLoader, window: env.window });
      };
      const leaflet = async () => {
        const [{ LeafletMapsAdapter }, kit] = await Promise.all([
          import('./adapters/browser/leaflet-maps.adapter.js'),
          // Leaflet writes HTML strings as it is evaluated: Trusted Types' default policy first.
          prepareDefaultHtmlPolicy(env.window()).then(
            () => import('./adapters/browser/leaflet-library.js'),
          ),
        ]);
        return new LeafletMapsAdapter({
          tiles: { urlTemplate: mapTileUrl, attribution: mapTileAttribution },
          load: async () => kit,
        });
      };
      return new LazyMapsAdapter({ load: apiKey ? google : leaflet });
    },
    [TOKENS.scriptLoader],
  );

  c.bind(TOKENS.toasts).toResolvedValue(() => new ToastStore(globalTimers));
  c.bind(TOKENS.notifier).toResolvedValue((toasts) => toasts, [TOKENS.toasts]);
  c.bind(TOKENS.headerViewModel)
    .toResolvedValue(
      (s) =>
        new HeaderViewModel(
          s,
          { path: s.page.path, isHome: s.page.identifier === 'home#index' },
          { ...env.viewport, ...env.scrollLock },
        ),
      [TOKENS.settings],
    )
    .inTransientScope();

  c.bind(TOKENS.savedPropertiesService).toResolvedValue(
    (storage, server, notifier, analytics) =>
      new SavedPropertiesService(storage, server, notifier, analytics),
    [TOKENS.storage, TOKENS.savedProperties, TOKENS.notifier, TOKENS.analytics],
  );
  c.bind(TOKENS.savedSearchesService).toResolvedValue(
    (storage, server, notifier) => new SavedSearchesService(storage, server, notifier),
    [TOKENS.storage, TOKENS.savedSearches, TOKENS.notifier],
  );
  c.bind(TOKENS.searchHistory).toResolvedValue(
    (storage) => new SearchHistoryService(storage),
    [TOKENS.storage],
  );
  // Who the visitor is; the saved properties and searches follow its events for the page's life.
  c.bind(TOKENS.session).toResolvedValue(
    (account, savedProperties, savedSearches, notifier, logger) => {
      const session = new SessionService(account, notifier, logger, globalTimers);
      savedProperties.followSession(session.events$);
      savedSearches.followSession(session.events$);
      return session;
    },
    [
      TOKENS.account,
      TOKENS.savedPropertiesService,
      TOKENS.savedSearchesService,
      TOKENS.notifier,
      TOKENS.logger,
    ],
  );

  // The shell: one per page. The overlay layer's chunk brings inversify's container, over this
  // registry, with its own view-models bound in it.
  const loadOverlayLayer = async () => (await import('./app/overlays.chunk.js')).open(c);
  // The cookie banner's chunk, when the agency has a banner.
  const loadCookieConsent = async () =>
    (await import('./app/cookie-consent.chunk.js')).open(c, {
      http,
      gate: consentGate,
      document: env.document,
      cookie: env.consentCookie,
    });
  // The recently viewed part (home and property pages), a chunk of its own.
  const loadRecentlyViewed = async () => (await import('./app/recently-viewed.chunk.js')).open(c);
  // The page's constants come from the environment itself; the services from the container.
  c.bind(TOKENS.shellViewModel).toResolvedValue(
    (s, header, toasts, session, searchHistory, scriptLoader) =>
      new ShellViewModel({
        settings: s,
        header,
        toasts,
        session,
        searchHistory,
        clock: env.clock,
        viewport: env.viewport,
        navigation: env.navigation,
        chunkLoader: env.chunkLoader,
        idle: env.idle,
        loadOverlayLayer,
        overlayIntent: env.overlayIntent,
        legacyViewingRequests: () =>
          followLegacyViewingRequests(
            new DomLegacyEntryPoints({ window: globalLegacyWindow, scriptLoader }),
            env.navigation,
          ),
        cookieConsent: s.cookieConsent.enabled ? loadCookieConsent : undefined,
        // The banner is in the page's first render (the server's markup too) while the consent cookie holds no choice.
        bannerAtStart: isBannerInServerMarkup(s.cookieConsent, env.consentCookie.read()),
        recentlyViewed: loadRecentlyViewed,
      }),
    [
      TOKENS.settings,
      TOKENS.headerViewModel,
      TOKENS.toasts,
      TOKENS.session,
      TOKENS.searchHistory,
      TOKENS.scriptLoader,
    ],
  );

  return c;
}

/**
 * The page-level bot check (SPEC §4 "Bot-check form flow", §5 Bot check) for the forms the app does
 * not render: the agency's server-rendered forms and any plain form on the page. Started by
 * app/start.tsx, off the page's initial JavaScript: a small chunk that listens on the document
 * (adapters/browser/form-bot-check.listener.ts); the check itself, with a captcha of its own,
 * loads at the first focus in a form. Nothing at all without a site key or with the no-bot-check flag.
 */
export function startFormBotCheck(container: Registry, env: Environment): void {
  const siteKey = botCheckSiteKey(env.settings.theme);
  if (siteKey === undefined) return;
  import('./adapters/browser/form-bot-check.listener.js').then(
    ({ startFormBotCheck: start }) =>
      start(env, siteKey, container.get(TOKENS.scriptLoader), container.get(TOKENS.notifier)),
    (error: unknown) => env.logger.error(`bot check: ${String(error)}`),
  );
}

/**
 * The tokens this root binds (the composition test resolves each one); the rest are bound by their
 * chunk when it arrives (CHUNK_BOUND_TOKENS: app/pages/*.page.ts, app/overlays/*.bindings.ts).
 */
export const ALL_TOKENS = Object.values(TOKENS).filter(
  (token) => !CHUNK_BOUND_TOKENS.includes(token),
);
