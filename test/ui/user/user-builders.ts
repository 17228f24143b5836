/** The user area's collaborators wired to in-memory fakes, plus a container for connected views. */
import { Container } from 'inversify';
import { left, right } from 'fp-ts/Either';
import sinon from 'sinon';
import { httpFailure } from '../../../core/failures/failures.js';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import type { PropertyCard } from '../../../core/property/property.js';
import { LOCAL_USER } from '../../../core/user/identity.js';
import type { User } from '../../../core/user/user.js';
import { SavedPropertiesService } from '../../../ui/services/saved-properties.service.js';
import { SavedSearchesService } from '../../../ui/services/saved-searches.service.js';
import { SessionService } from '../../../ui/services/session.service.js';
import type { ServiceLogger } from '../../../ui/services/service-logger.js';
import { TOKENS } from '../../../ui/tokens.js';
import type { CaptchaPort, NavigationPort, Result, TimersPort } from '../../../core/index.js';
import type { AccountFormDependencies } from '../../../ui/account/account-form.dependencies.js';
import { AccountScreensViewModel } from '../../../ui/account/account-screens.view-model.js';
import { AccountService } from '../../../ui/account/account.service.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { bindUserOverlays } from '../../../app/overlays/user.bindings.js';
import { HTTP_CLIENT } from '../../../app/wiring-tokens.js';
import { HttpClient } from '../../../adapters/http/http-client.js';
import { bindSaveProperty } from '../../../app/pages/save-property.bindings.js';
import {
  FakeAccount,
  FakeSavedPropertiesServer,
  FakeSavedSearchesServer,
  MemoryStorage,
  RecordingNotifier,
  aPropertyCard,
  RecordingAnalytics,
} from '../services/fakes.js';

/**
 * The session and saved items of a visitor who is `current` to the platform, wired as the
 * composition root wires them; the session logs to `logger` and waits on `timers` when given.
 */
export function aUserArea(
  current: User | 'unreachable' = LOCAL_USER,
  options: { readonly logger?: ServiceLogger; readonly timers?: TimersPort } = {},
) {
  const storage = new MemoryStorage();
  const account = new FakeAccount(
    current === 'unreachable' ? left(httpFailure(503)) : right(current),
  );
  const propertiesServer = new FakeSavedPropertiesServer();
  const searchesServer = new FakeSavedSearchesServer();
  const notifier = new RecordingNotifier();
  const savedProperties = new SavedPropertiesService(
    storage,
    propertiesServer,
    notifier,
    new RecordingAnalytics(),
  );
  const savedSearches = new SavedSearchesService(storage, searchesServer, notifier);
  const session = new SessionService(
    account,
    notifier,
    options.logger ?? { warn: sinon.spy() },
    options.timers,
  );
  // As the composition root wires them: the saved items follow the session's events.
  savedProperties.followSession(session.events$);
  savedSearches.followSession(session.events$);
  const visits = new RecordingNavigation();
  return {
    storage,
    account,
    propertiesServer,
    searchesServer,
    notifier,
    savedProperties,
    savedSearches,
    session,
    visits,
  };
}

/** Navigation that records where the visitor was sent: full page loads and hash routes. */
export class RecordingNavigation {
  readonly to: string[] = [];
  /** The page the visitor is on. */
  path = '/properties/sales';
  currentPath = () => this.path;
  goTo = (url: string) => void this.to.push(url);
  hashRoute = (path: string) => void this.to.push(`#${path}`);
}

/** A bot check that records each challenge and reset, and answers `answer` (a token, or a failure). */
export class RecordingCaptcha implements CaptchaPort {
  readonly actions: string[] = [];
  resets = 0;
  constructor(public answer: Result<string> = right('token-ok')) {}
  execute = async (action: string): Promise<Result<string>> => {
    this.actions.push(action);
    return this.answer;
  };
  reset = (): void => {
    this.resets += 1;
  };
}

/** Timers the test moves by hand. */
export class ManualTimers {
  private pending: { readonly at: number; readonly run: () => void; readonly id: number }[] = [];
  private now = 0;
  private serial = 0;
  setTimeout = (run: () => void, ms: number): unknown => {
    this.serial += 1;
    this.pending.push({ at: this.now + ms, run, id: this.serial });
    return this.serial;
  };
  clearTimeout = (handle: unknown): void => {
    this.pending = this.pending.filter((timer) => timer.id !== handle);
  };
  /** How many timers are set and not yet run or cleared. */
  get waiting(): number {
    return this.pending.length;
  }
  /** Moves time on by `ms`, running what falls due. */
  tick(ms: number): void {
    this.now += ms;
    const due = this.pending.filter((timer) => timer.at <= this.now);
    this.pending = this.pending.filter((timer) => timer.at > this.now);
    for (const timer of due) timer.run();
  }
}

/** The account screens over the area's fakes (a bot check that passes, the default theme). */
export function anAccountScreens(
  area: UserArea,
  options: {
    readonly captcha?: CaptchaPort;
    readonly timers?: ManualTimers;
    readonly theme?: Partial<AccountFormDependencies['theme']>;
    /** The page's drafts, to share them between two openings of the panel. */
    readonly drafts?: LeadDrafts;
  } = {},
) {
  return new AccountScreensViewModel({
    account: new AccountService(area.account, area.session),
    captcha: options.captcha ?? { execute: async () => right('token-ok'), reset: () => undefined },
    notifier: area.notifier,
    navigation: area.visits,
    drafts: options.drafts ?? new LeadDrafts(),
    theme: { signInBotCheck: false, ...options.theme },
    pageUrl: () => 'https://agency.test/properties',
    timers: options.timers ?? new ManualTimers(),
  });
}

export type UserArea = ReturnType<typeof aUserArea>;

/** A card with a price, rooms and a photo, as a results page would list it. */
export function aFullCard(propertyId: string, overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    ...aPropertyCard(propertyId),
    price: '£350,000',
    bedrooms: 3,
    bathrooms: 2,
    receptionRooms: 1,
    photos: [{ url: `https://images.test/${propertyId}.jpg` }],
    ...overrides,
  };
}

/**
 * A container holding what the user area's connected views inject, with the user area's own
 * bindings (the save toggle's, the user panel's chunk) as the page and overlay chunks add them.
 */
export function aContainer(area: UserArea, pageData: Record<string, unknown> = {}): Container {
  const container = new Container();
  container.bind(TOKENS.storage).toConstantValue(area.storage);
  container.bind(TOKENS.savedPropertiesService).toConstantValue(area.savedProperties);
  container.bind(TOKENS.savedSearchesService).toConstantValue(area.savedSearches);
  container.bind(TOKENS.savedProperties).toConstantValue(area.propertiesServer);
  container.bind(TOKENS.session).toConstantValue(area.session);
  container.bind(TOKENS.clock).toConstantValue({ now: () => new Date('2026-03-02T10:00:00Z') });
  const { settings } = decodeSiteSettings({
    page: { identifier: 'home#index', path: '/', title: 'Home', data: pageData },
  });
  container.bind(TOKENS.settings).toConstantValue(settings);
  container.bind(TOKENS.account).toConstantValue(area.account);
  container.bind(TOKENS.notifier).toConstantValue(area.notifier);
  container.bind(TOKENS.navigation).toConstantValue(area.visits as unknown as NavigationPort);
  container
    .bind(TOKENS.captcha)
    .toConstantValue({ execute: async () => right('token-ok'), reset: () => undefined });
  container.bind(TOKENS.leadDrafts).toConstantValue(new LeadDrafts());
  // The platform is out of reach: a view that asks it for more than the fakes hold says so.
  container.bind(HTTP_CLIENT).toConstantValue(
    new HttpClient({
      fetch: () => Promise.reject(new TypeError('offline')),
      baseUrl: 'https://agency.test',
      authenticityToken: () => 'token',
    }),
  );
  bindSaveProperty(container);
  bindUserOverlays(container);
  return container;
}
