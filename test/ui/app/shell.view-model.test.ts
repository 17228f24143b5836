import { expect } from 'chai';
import { when } from 'mobx';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import type { ChunkLoadResult, ChunkLoaderPort } from '../../../core/ports/chunk-loader.port.js';
import {
  ShellViewModel,
  CONSENT_LOAD_TIMEOUT_MS,
  RECENTLY_VIEWED_LOAD_TIMEOUT_MS,
  type CookieConsentLayer,
  type RecentlyViewedPart,
  type OverlayLayerModule,
} from '../../../ui/app/shell.view-model.js';
import type { HeaderViewModel } from '../../../ui/header/header.view-model.js';
import { ToastStore } from '../../../ui/toasts/toast.store.js';
import { RecordingNavigation } from '../search/results-builders.js';

const Layer = () => null;
const PART_NOT_LOADED =
  'Sorry, this part of the page could not be loaded. Please check your connection and try again.';
const LAYER: OverlayLayerModule = { default: Layer };

import type { CookieBannerModel } from '../../../ui/consent/cookie-banner.model.js';
import { FirstCookieBanner } from '../../../ui/consent/cookie-banner.model.js';

/** The banner chunk's model: what it was told, in order. */
function aBannerModel(told: string[]): CookieBannerModel {
  return {
    visible: true,
    content: {
      heading: 'Cookies',
      message: 'We use cookies.',
      acceptText: 'Accept',
      rejectText: 'Reject',
      policyLinkText: 'Cookie policy',
    },
    currentChoice: undefined,
    focusRequest: 0,
    accept: () => void told.push('accepted'),
    reject: () => void told.push('rejected'),
  };
}

/** Waits (a few turns of the event loop at most) until `done` holds: for what MobX does not observe. */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !done(); turn += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done(), String(done)).to.equal(true);
}

/**
 * A shell over fakes: the chunk loader answers what `answers` says, in turn (the overlay layer),
 * or `consentAnswers` (the cookie banner's chunk, when `consent` is on).
 */
function aShell(
  options: {
    hash?: string;
    answers?: ChunkLoadResult<OverlayLayerModule>[];
    consent?: boolean;
    bannerAtStart?: boolean;
    consentAnswers?: ChunkLoadResult<CookieConsentLayer>[];
    /** The page's settings (the home page's by default). */
    settings?: Record<string, unknown>;
    /** The recently viewed part's answers, in turn; absent: the shell is given no such part. */
    recentlyViewed?: ChunkLoadResult<RecentlyViewedPart>[];
    legacy?: string[];
  } = {},
) {
  const navigation = new RecordingNavigation();
  navigation.hash = options.hash ?? '';
  const answers = [...(options.answers ?? [{ ok: true, module: LAYER }])];
  const chunkRequests: string[] = [];
  const choiceChanges: string[] = [];
  const told: string[] = [];
  const Banner = aBannerModel(told);
  const consentLayer: CookieConsentLayer = {
    model: Banner,
    start: () => (told.push('started'), () => told.push('stopped')),
    changeChoice: () => void choiceChanges.push('change'),
  };
  const consentAnswers = [...(options.consentAnswers ?? [])];
  const chunkLoader = (async (id: string) => {
    chunkRequests.push(id);
    if (id === 'cookie-consent')
      return consentAnswers.shift() ?? { ok: true, module: consentLayer };
    if (id === 'recently-viewed') return options.recentlyViewed?.shift();
    return answers.shift() ?? { ok: true, module: LAYER };
  }) as ChunkLoaderPort;
  const idleWork: { work: () => void; timeoutMs: number | undefined }[] = [];
  const started: string[] = [];
  let prefetched = 0;
  const intents: (() => void)[] = [];
  let intentStopped = false;
  const toasts = new ToastStore({ setTimeout: () => 0, clearTimeout: () => undefined });
  const vm = new ShellViewModel({
    settings: decodeSiteSettings(
      options.settings ?? {
        page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
      },
    ).settings,
    header: {
      start: () => (started.push('header'), () => started.push('header stopped')),
    } as unknown as HeaderViewModel,
    toasts,
    session: { load: async () => void started.push('session') },
    searchHistory: { load: () => void started.push('search history') },
    clock: { now: () => new Date('2026-11-25T10:00:00Z') },
    viewport: {
      trackViewportHeight: () => (started.push('viewport'), () => started.push('viewport stopped')),
    },
    navigation,
    chunkLoader,
    idle: (work, timeoutMs) => {
      idleWork.push({ work, timeoutMs });
      return () => undefined;
    },
    loadOverlayLayer: async () => {
      prefetched += 1;
      return LAYER;
    },
    overlayIntent: (callback) => {
      intents.push(callback);
      return () => void (intentStopped = true);
    },
    ...(options.legacy
      ? {
          legacyViewingRequests: () => {
            options.legacy?.push('following');
            return () => void options.legacy?.push('stopped');
          },
        }
      : {}),
    cookieConsent: options.consent ? async () => consentLayer : undefined,
    bannerAtStart: options.bannerAtStart ?? false,
    ...(options.recentlyViewed
      ? { recentlyViewed: async () => Promise.reject(new Error('loaded by the chunk loader')) }
      : {}),
  });
  return {
    vm,
    navigation,
    chunkRequests,
    idleWork,
    started,
    toasts,
    choiceChanges,
    told,
    Banner,
    prefetched: () => prefetched,
    intents,
    intentStopped: () => intentStopped,
  };
}

describe('ShellViewModel', () => {
  it('starts the header, the search history, the visitor and the viewport when the shell mounts, and stops them when it unmounts', () => {
    const { vm, started } = aShell();
    const stop = vm.start();
    expect(started).to.deep.equal(['header', 'viewport', 'search history', 'session']);
    stop();
    expect(started.slice(4)).to.deep.equal(['header stopped', 'viewport stopped']);
  });

  it("reads the footer's year from the clock once (the server's render time during hydration)", () => {
    expect(aShell().vm.year).to.equal(2026);
  });

  it('loads the overlay layer at once for a page opened on an overlay, and tells the layer so', async () => {
    const { vm, chunkRequests } = aShell({ hash: '#/user' });
    vm.start();
    await when(() => vm.overlayLayer !== undefined);
    expect(chunkRequests).to.deep.equal(['overlays']);
    expect(vm.overlayLayer?.Layer).to.equal(Layer);
    expect(vm.overlayLayer?.openedAtLoad).to.equal(true);
  });

  it('does no overlay work until the hash names an overlay; the bare # and #/ do not', async () => {
    const { vm, navigation, chunkRequests } = aShell();
    vm.start();
    navigation.changeHash('#');
    navigation.changeHash('#/');
    expect(chunkRequests).to.deep.equal([]);
    navigation.changeHash('#/calculator');
    await when(() => vm.overlayLayer !== undefined);
    expect(chunkRequests).to.deep.equal(['overlays']);
    expect(vm.overlayLayer?.openedAtLoad).to.equal(false);
  });

  it('fetches the overlay chunk when the visitor reaches for a link to an overlay, never at an idle moment', () => {
    const { vm, idleWork, prefetched, intents, intentStopped } = aShell();
    vm.start();
    expect(idleWork, 'nothing waits for an idle moment').to.deep.equal([]);
    expect(prefetched()).to.equal(0);
    expect(intents).to.have.length(1);
    intents[0]?.();
    expect(prefetched()).to.equal(1);
    vm.start()();
    expect(intentStopped(), 'the shell stops listening when it stops').to.equal(true);
  });

  it("follows the platform's legacy viewing requests from the start, before any overlay code, and stops with the shell", () => {
    const legacy: string[] = [];
    const { vm, chunkRequests } = aShell({ legacy });
    const stop = vm.start();
    expect(legacy).to.deep.equal(['following']);
    expect(chunkRequests).to.deep.equal([]);
    stop();
    expect(legacy).to.deep.equal(['following', 'stopped']);
  });

  it('tells a visitor who asked for an overlay, in plain words, when the layer cannot load; the next hash change tries again', async () => {
    const failed = { ok: false as const, message: 'Loading chunk overlays failed (missing)' };
    const { vm, navigation, chunkRequests, toasts } = aShell({ answers: [failed] });
    vm.start();
    navigation.changeHash('#/user');
    await when(() => vm.overlayFailed);
    expect(vm.overlayFailedMessage).to.equal(PART_NOT_LOADED);
    expect(toasts.toasts, "SPEC §8's text is the chunk loader's to log, never shown").to.deep.equal(
      [],
    );
    navigation.changeHash('#/user/saved-properties');
    expect(vm.overlayFailed).to.equal(false);
    await when(() => vm.overlayLayer !== undefined);
    expect(chunkRequests).to.deep.equal(['overlays', 'overlays']);
  });

  it("asks for the layer again on 'Try again', once, and its close button clears the overlay's hash", async () => {
    const failed = { ok: false as const, message: 'Loading chunk overlays failed (missing)' };
    const { vm, navigation, chunkRequests } = aShell({
      hash: '#/book-a-valuation',
      answers: [failed, failed],
    });
    vm.start();
    await when(() => vm.overlayFailed);
    vm.retryOverlays();
    expect(vm.overlayFailed).to.equal(false);
    await when(() => vm.overlayFailed);
    expect(chunkRequests).to.deep.equal(['overlays', 'overlays']);
    vm.dismissOverlayFailure();
    expect(vm.overlayFailed).to.equal(false);
    expect(navigation.visited).to.deep.equal(['#/']);
    navigation.changeHash('#/book-a-valuation');
    await when(() => vm.overlayLayer !== undefined);
    // The retry stopped waiting for a hash change: one request each.
    expect(chunkRequests).to.deep.equal(['overlays', 'overlays', 'overlays']);
  });

  it('shows no notice when the layer fails while no overlay is asked for', async () => {
    const failed = { ok: false as const, message: 'Loading chunk overlays failed (missing)' };
    const { vm, navigation, chunkRequests } = aShell({ answers: [failed] });
    vm.start();
    navigation.hash = '#/';
    navigation.changeHash('#/user');
    navigation.hash = '#/';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.overlayFailed).to.equal(false);
    expect(chunkRequests).to.deep.equal(['overlays']);
  });

  it('ignores hash changes once unmounted', () => {
    const { vm, navigation, chunkRequests } = aShell();
    vm.start()();
    navigation.changeHash('#/user');
    expect(chunkRequests).to.deep.equal([]);
  });

  describe('the cookie banner', () => {
    it('brings in the banner’s chunk at the first idle moment (within 2 s) when the agency has a banner, and starts it once; no banner before when the cookie holds a choice', async () => {
      const { vm, idleWork, chunkRequests, told, Banner } = aShell({ consent: true });
      vm.start();
      expect(vm.cookieBanner).to.equal(undefined);
      expect(idleWork.map((w) => w.timeoutMs)).to.deep.equal([CONSENT_LOAD_TIMEOUT_MS]);
      idleWork[0]?.work();
      await when(() => vm.cookieBanner !== undefined);
      expect(vm.cookieBanner).to.equal(Banner);
      expect(chunkRequests).to.deep.equal(['cookie-consent']);
      vm.openCookieSettings();
      await until(() => vm.cookieBanner === Banner && told.length > 0);
      expect(told).to.deep.equal(['started']);
    });

    it('shows the first banner from the first render while the cookie holds no choice, and hands it over to the chunk’s when that arrives', async () => {
      const { vm, idleWork, told, Banner } = aShell({ consent: true, bannerAtStart: true });
      expect(vm.cookieBanner).to.be.instanceOf(FirstCookieBanner);
      expect(vm.cookieBanner?.visible).to.equal(true);
      expect(vm.cookieBanner?.content.acceptText).to.be.a('string').and.not.equal('');
      vm.start();
      idleWork[0]?.work();
      await when(() => vm.cookieBanner === Banner);
      expect(told).to.deep.equal(['started']);
    });

    it('a choice made in the first banner closes it at once, brings the chunk in and records it there (accept or reject)', async () => {
      for (const decision of ['accepted', 'rejected'] as const) {
        const { vm, told, Banner, chunkRequests } = aShell({ consent: true, bannerAtStart: true });
        vm.start();
        const first = vm.cookieBanner;
        if (decision === 'accepted') first?.accept();
        else first?.reject();
        expect(first?.visible).to.equal(false);
        await when(() => vm.cookieBanner === Banner);
        expect(told).to.deep.equal(['started', decision]);
        expect(chunkRequests).to.deep.equal(['cookie-consent']);
      }
    });

    it('shows the first banner again, and says why, when its choice cannot be recorded (the chunk failed)', async () => {
      const failed = {
        ok: false as const,
        message: 'Loading chunk cookie-consent failed (missing)',
      };
      const { vm, toasts, told } = aShell({
        consent: true,
        bannerAtStart: true,
        consentAnswers: [failed],
      });
      vm.start();
      const first = vm.cookieBanner;
      first?.accept();
      await when(() => toasts.toasts.length > 0);
      expect(toasts.toasts.map((t) => t.message)).to.deep.equal([PART_NOT_LOADED]);
      expect(vm.cookieBanner).to.equal(first);
      expect(first?.visible).to.equal(true);
      expect(told).to.deep.equal([]);
    });

    it('has no first banner without a banner setting, whatever the cookie', () => {
      expect(aShell({ bannerAtStart: true }).vm.cookieBanner).to.equal(undefined);
    });

    it('does no cookie work without a banner', () => {
      const { vm, idleWork } = aShell();
      vm.start();
      expect(idleWork).to.deep.equal([]);
    });

    it("'Cookie settings' brings the chunk in at once if it has not arrived, shows the banner and opens it again", async () => {
      const { vm, choiceChanges, chunkRequests, Banner } = aShell({ consent: true });
      vm.start();
      vm.openCookieSettings();
      await until(() => choiceChanges.length > 0);
      expect(vm.cookieBanner).to.equal(Banner);
      expect(chunkRequests).to.deep.equal(['cookie-consent']);
      vm.openCookieSettings();
      await until(() => choiceChanges.length > 1);
    });

    it("says so when the banner's chunk cannot load for 'Cookie settings' (only logged at an idle moment), and tries again next time", async () => {
      const failed = {
        ok: false as const,
        message: 'Loading chunk cookie-consent failed (missing)',
      };
      const { vm, idleWork, toasts, chunkRequests, choiceChanges, Banner } = aShell({
        consent: true,
        consentAnswers: [failed, failed],
      });
      vm.start();
      idleWork[0]?.work();
      await until(() => chunkRequests.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(toasts.toasts).to.deep.equal([]);
      vm.openCookieSettings();
      await when(() => toasts.toasts.length > 0);
      expect(toasts.toasts.map((t) => t.message)).to.deep.equal([PART_NOT_LOADED]);
      vm.openCookieSettings();
      await until(() => choiceChanges.length > 0);
      expect(vm.cookieBanner).to.equal(Banner);
    });
  });

  describe('the recently viewed part', () => {
    const Section = () => null;
    const aPart = (log: string[]): RecentlyViewedPart => ({
      start: () => void log.push('started'),
      HomeSection: Section,
    });
    const propertyPage = {
      page: {
        identifier: 'properties#show',
        path: '/properties/41',
        title: '41 Mill Lane',
        data: {},
      },
      property_data: {
        property_id: '41',
        display_address: '41 Mill Lane, Wells',
        property_url: '/properties/41',
      },
    };

    it('is brought in at the first idle moment (within 2 s) on the home page, started, and its section shown', async () => {
      const log: string[] = [];
      const { vm, idleWork, chunkRequests } = aShell({
        recentlyViewed: [{ ok: true, module: aPart(log) }],
      });
      vm.start();
      expect(idleWork.map((w) => w.timeoutMs)).to.deep.equal([RECENTLY_VIEWED_LOAD_TIMEOUT_MS]);
      expect(vm.recentlyViewedSection).to.equal(undefined);
      idleWork[0]?.work();
      await when(() => vm.recentlyViewedSection !== undefined);
      expect(chunkRequests).to.deep.equal(['recently-viewed']);
      expect(log).to.deep.equal(['started']);
      expect(vm.recentlyViewedSection).to.equal(Section);
    });

    it('is started on a property page (which records its property), with no section there', async () => {
      const log: string[] = [];
      const { vm, idleWork } = aShell({
        settings: propertyPage,
        recentlyViewed: [{ ok: true, module: aPart(log) }],
      });
      vm.start();
      idleWork[0]?.work();
      await until(() => log.length > 0);
      expect(log).to.deep.equal(['started']);
      expect(vm.recentlyViewedSection).to.equal(undefined);
    });

    it('is not brought in on other pages', () => {
      const { vm, idleWork } = aShell({
        settings: {
          page: { identifier: 'properties#index', path: '/search', title: 'Search', data: {} },
        },
        recentlyViewed: [],
      });
      vm.start();
      expect(idleWork).to.deep.equal([]);
    });

    it('leaves the page as it is when the part cannot load', async () => {
      const { vm, idleWork, chunkRequests, toasts } = aShell({
        recentlyViewed: [{ ok: false, message: 'Loading chunk recently-viewed failed (missing)' }],
      });
      vm.start();
      idleWork[0]?.work();
      await until(() => chunkRequests.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(vm.recentlyViewedSection).to.equal(undefined);
      expect(toasts.toasts).to.deep.equal([]);
    });
  });
});
