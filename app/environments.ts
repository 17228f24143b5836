/**
 * The worlds a page runs in, as the composition root needs them (composition-root.ts): a
 * browser's (window, document, the network), a server render's (no network, no DOM, the render's
 * clock) and a test's (no network, memory storage), and reading the settings embedded in a page.
 */
import { decodeSiteSettings, decodeSiteSettingsInSteps } from '../core/index.js';
import type {
  DecodedSettings,
  SiteSettings,
  ClockPort,
  NavigationPort,
  AnalyticsPort,
  IdleSchedulerPort,
  LoggerPort,
  ScrollLockPort,
  ViewportPort,
  ChunkLoaderPort as ChunkLoader,
  ConsentCookiePort,
  ConsentDecision,
} from '../core/index.js';
import { SystemClockAdapter } from '../adapters/browser/system-clock.adapter.js';
import { LocationNavigationAdapter } from '../adapters/browser/location-navigation.adapter.js';
import { DataLayerAnalyticsAdapter } from '../adapters/browser/data-layer-analytics.adapter.js';
import { loggingChunkLoader } from '../adapters/browser/chunk-loader.js';
import { browserViewport } from '../adapters/browser/viewport.adapter.js';
import { consoleLogger } from '../adapters/logger.js';
import { browserIdleScheduler } from '../adapters/browser/idle-scheduler.adapter.js';
import { onOverlayLinkIntent } from '../adapters/browser/overlay-intent.adapter.js';
import {
  DocumentConsentCookie,
  requestConsentCookie,
} from '../adapters/browser/document-consent-cookie.adapter.js';
import {
  readEmbeddedSettings,
  type SettingsSource,
} from '../adapters/settings/dom-settings.adapter.js';
import { lockBodyScroll } from '../ui/modal/scroll-lock.js';

/** Everything the container needs from the world it runs in. */
export interface Environment {
  readonly kind: 'browser' | 'server' | 'test';
  readonly settings: SiteSettings;
  readonly fetch: typeof fetch;
  /** The platform's origin, e.g. 'https://www.agency.example'. */
  readonly baseUrl: string;
  readonly storage: () => Storage | null | undefined;
  /** The tab's session storage (lead drafts survive a reload, not the tab). */
  readonly sessionStorage: () => Storage | null | undefined;
  readonly document: () => Document;
  readonly window: () => Window;
  readonly clock: ClockPort;
  readonly navigation: NavigationPort;
  readonly analytics: AnalyticsPort;
  readonly viewport: ViewportPort;
  /** The page's scroll lock (the mobile menu; modals lock through their own dialog hook). */
  readonly scrollLock: ScrollLockPort;
  readonly chunkLoader: ChunkLoader;
  /** Work for quiet moments (progressive rendering, the cookie banner's code). */
  readonly idle: IdleSchedulerPort;
  /** Calls back once when the visitor shows intent to open an overlay (the layer's code is fetched then). */
  readonly overlayIntent: (callback: () => void) => () => void;
  readonly logger: LoggerPort;
  /** The cookie mirroring the visitor's cookie-consent choice (whether the page's markup holds the banner). */
  readonly consentCookie: ConsentCookiePort;
}

/**
 * A clock for a page the server rendered at `renderedAt`: it answers that time until `settle()` is
 * called once hydration is done, so the first client render shows exactly what the server showed
 * (a 'New listing' tag near its cut-off cannot differ); afterwards it is the system clock.
 */
export class PageRenderClock implements ClockPort {
  private settled = false;

  constructor(
    private readonly renderedAt: Date | undefined,
    private readonly system: ClockPort = new SystemClockAdapter(),
  ) {}

  now(): Date {
    return !this.settled && this.renderedAt !== undefined
      ? new Date(this.renderedAt.getTime())
      : this.system.now();
  }

  /** Hydration is done: from now on the clock is the system clock. */
  settle(): void {
    this.settled = true;
  }
}

/**
 * `renderedAt`: when the platform server-rendered the page (the clock answers it until
 * `PageRenderClock.settle()`); undefined for a page rendered in the browser only.
 */
export function browserEnvironment(
  win: Window,
  doc: Document,
  settings: SiteSettings,
  renderedAt?: Date,
): Environment {
  const viewport = browserViewport(win);
  return {
    kind: 'browser',
    settings,
    fetch: win.fetch.bind(win),
    baseUrl: win.location.origin,
    storage: () => win.localStorage,
    sessionStorage: () => win.sessionStorage,
    document: () => doc,
    window: () => win,
    clock: new PageRenderClock(renderedAt),
    navigation: new LocationNavigationAdapter({ window: () => win }),
    analytics: new DataLayerAnalyticsAdapter({
      window: () => win as unknown as { dataLayer?: unknown[] },
    }),
    viewport,
    // The header is the viewport adapter plus the page's scroll lock (its mobile menu locks scroll).
    scrollLock: { lockScroll: () => lockBodyScroll(doc) },
    chunkLoader: loggingChunkLoader(consoleLogger),
    idle: browserIdleScheduler,
    overlayIntent: onOverlayLinkIntent(() => doc),
    logger: consoleLogger,
    consentCookie: new DocumentConsentCookie(() => doc),
  };
}

/**
 * A container for tests and for other channels' tooling: no network (every call answers a network
 * failure unless `fetch` is given), storage in memory, a fixed clock, navigation recorded.
 */
export function testEnvironment(
  settings: SiteSettings,
  overrides: Partial<Environment> = {},
): Environment {
  const storage = memoryStorage();
  const sessionStore = memoryStorage();
  const visited: string[] = [];
  const noDom = (): never => {
    throw new Error(
      'The test environment has no DOM: pass `document`/`window` overrides to use one.',
    );
  };
  return {
    kind: 'test',
    settings,
    fetch: (() => Promise.reject(new TypeError('network disabled in tests'))) as typeof fetch,
    baseUrl: 'https://agency.test',
    storage: () => storage,
    sessionStorage: () => sessionStore,
    document: noDom,
    window: noDom,
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    navigation: {
      goTo: (url) => void visited.push(url),
      hashRoute: (path) => void visited.push('#' + path),
      currentPath: () => settings.page.path,
      currentHash: () => '',
      onRestoredFromCache: () => () => undefined,
      onHashChange: () => () => undefined,
    },
    analytics: { push: () => undefined },
    viewport: {
      viewportWidth: () => 1280,
      scrollY: () => 0,
      onResize: () => () => undefined,
      onScroll: () => () => undefined,
      trackViewportHeight: () => () => undefined,
    },
    scrollLock: { lockScroll: () => () => undefined },
    chunkLoader: async (_id, importer) => ({ ok: true, module: await importer() }),
    idle: browserIdleScheduler,
    overlayIntent: () => () => undefined,
    logger: consoleLogger,
    consentCookie: memoryConsentCookie(),
    ...overrides,
  };
}

/**
 * A container for rendering one page to HTML on the platform's server (ARCHITECTURE §1): nothing
 * here touches the network, a DOM or the visitor's storage while React renders. Every port call
 * answers a network failure, storage is an empty memory store (so saved-state UI renders the
 * signed-out, unsaved state the browser's first render also shows), the clock is fixed at the
 * request's `renderedAt`, navigation and analytics do nothing, and the viewport is a desktop one
 * that never changes. Calling `document()` or `window()` throws: no view may need them to render.
 */
export function serverEnvironment(
  settings: SiteSettings,
  baseUrl: string,
  renderedAt: Date = new Date(),
  cookieHeader?: string,
): Environment {
  const noDom = (): never => {
    throw new Error('A server render has no DOM: browser work belongs in effects and adapters.');
  };
  const fixed = new Date(renderedAt.getTime());
  const storage = memoryStorage();
  const sessionStore = memoryStorage();
  const never = () => () => undefined;
  return {
    kind: 'server',
    settings,
    fetch: (() =>
      Promise.reject(new TypeError('no network during a server render'))) as typeof fetch,
    baseUrl,
    storage: () => storage,
    sessionStorage: () => sessionStore,
    document: noDom,
    window: noDom,
    clock: { now: () => new Date(fixed.getTime()) },
    navigation: {
      goTo: () => undefined,
      hashRoute: () => undefined,
      currentPath: () => settings.page.path,
      currentHash: () => '',
      onRestoredFromCache: never,
      onHashChange: never,
    },
    analytics: { push: () => undefined },
    viewport: {
      viewportWidth: () => 1280,
      scrollY: () => 0,
      onResize: never,
      onScroll: never,
      trackViewportHeight: never,
    },
    scrollLock: { lockScroll: never },
    chunkLoader: async (_id, importer) => ({ ok: true, module: await importer() }),
    idle: never,
    overlayIntent: never,
    logger: consoleLogger,
    consentCookie: requestConsentCookie(cookieHeader),
  };
}

/** A consent cookie kept in memory (tests). */
function memoryConsentCookie(): ConsentCookiePort {
  let decision: ConsentDecision | undefined;
  return {
    read: () => decision,
    write: (value) => {
      decision = value;
    },
  };
}

/** A Storage kept in memory (tests, server renders). */
function memoryStorage(): Storage {
  const memory = new Map<string, string>();
  return {
    get length() {
      return memory.size;
    },
    clear: () => memory.clear(),
    getItem: (k: string) => memory.get(k) ?? null,
    key: (i: number) => [...memory.keys()][i] ?? null,
    removeItem: (k: string) => void memory.delete(k),
    setItem: (k: string, v: string) => void memory.set(k, String(v)),
  } as Storage;
}

/** Reads and decodes the settings object the platform embedded in the page. */
export function readBrowserSettings(doc: Document): {
  settings: SiteSettings;
  problems: readonly string[];
} {
  const source = readEmbeddedSettings(doc);
  return withSourceProblem(source, decodeSiteSettings(source.raw));
}

/**
 * The same, a part per task: `pause` is awaited between the decode's steps (core's
 * `decodeSiteSettingsInSteps`), so a large agency's settings never make one long task of a page
 * already on screen.
 */
export async function readBrowserSettingsInTasks(
  doc: Document,
  pause: () => Promise<void>,
): Promise<{ settings: SiteSettings; problems: readonly string[] }> {
  const source = readEmbeddedSettings(doc);
  const steps = decodeSiteSettingsInSteps(source.raw);
  for (;;) {
    const step = steps.next();
    if (step.done) return withSourceProblem(source, step.value);
    await pause();
  }
}

function withSourceProblem(
  source: SettingsSource,
  decoded: DecodedSettings,
): { settings: SiteSettings; problems: readonly string[] } {
  return {
    settings: decoded.settings,
    problems: source.problem ? [source.problem, ...decoded.problems] : decoded.problems,
  };
}
