/**
 * The cookie banner and what follows the visitor's choice (SPEC §3 cookie_consent_config, §7 GET
 * /analytics_code and POST /ajax-events/logs). Loaded in a chunk of its own (app/cookie-consent.chunk.ts)
 * at the page's first idle moment when the agency has a banner, or when 'Cookie settings' is pressed.
 *
 * - `start()` reads the stored choice (core's `consentState`: none, unreadable or over a year old
 *   counts as no choice; a decision the consent cookie holds and storage does not, made through
 *   the banner's form without JavaScript, is adopted and stored) and tells the analytics gate,
 *   which then sends, keeps or drops the events it held; for a visitor who accepted before it
 *   runs the agency's analytics code.
 * - The banner shows while there is no valid choice, or after `changeChoice()` (the footer's
 *   'Cookie settings'); it closes on a choice.
 * - The consent cookie mirrors the stored choice (written on a choice, and put right at start when
 *   it disagrees), so the platform's server renders the banner exactly when it will show.
 * - A choice is stored in this browser (a storage that refuses it keeps it for this visit), told to
 *   the analytics gate at once (held events sent or dropped), logged with POST /ajax-events/logs
 *   (a failed log is only logged: the visitor's choice stands) and confirmed in a polite toast
 *   of SPEC's default 3 s: a plain confirmation, whose choice 'Cookie settings' shows at any time.
 * - Accepted (now, or before): GET /analytics_code, then its head code and its body code are
 *   injected, in that order, once per page. A fetch that fails injects nothing (a later acceptance
 *   on the page tries again); a choice changed to 'rejected' while the code is on its way, or a
 *   page going away, injects nothing either.
 * - Rejected after the code ran on this page: nothing new is injected and no event is forwarded
 *   any more, but scripts that already ran cannot be unloaded; the toast says analytics stop from
 *   the next page. The page is not reloaded (that would lose what the visitor was doing).
 *
 * The constructor does nothing but remember its dependencies; `start()` answers a disposer, after
 * which an analytics code still on its way is not injected.
 */
import { isLeft } from 'fp-ts/Either';
import { action, computed, makeObservable, observable } from 'mobx';
import {
  COOKIE_CONSENT_KEY,
  StoredConsentCodec,
  TOAST_DURATIONS,
  consentChoiceMessage,
  consentLogStatus,
  consentOfRecord,
  consentRecord,
  consentState,
  cookieBannerContent,
  currentChoiceText,
  isBannerShown,
  mayRunAnalytics,
} from '../../core/index.js';
import type {
  AnalyticsCodePort,
  ClockPort,
  ConsentCookiePort,
  ConsentDecision,
  ConsentState,
  CookieBannerContent,
  KeyValueStoragePort,
  LoggerPort,
  NotifierPort,
  PageSnippetsPort,
  SiteSettings,
  TrackingPort,
} from '../../core/index.js';

/** The analytics gate as the banner sees it (ui/services/consent-gated-analytics.ts). */
export interface ConsentGate {
  decide(state: ConsentState): void;
}

export interface CookieConsentDependencies {
  readonly settings: Pick<SiteSettings, 'cookieConsent' | 'agencyName'>;
  readonly gate: ConsentGate;
  readonly storage: KeyValueStoragePort;
  /** The cookie mirroring the choice for the platform's server (whether its markup holds the banner). */
  readonly cookie: ConsentCookiePort;
  readonly clock: ClockPort;
  readonly tracking: Pick<TrackingPort, 'consentLog'>;
  readonly analyticsCode: AnalyticsCodePort;
  readonly snippets: PageSnippetsPort;
  readonly notifier: NotifierPort;
  readonly logger: LoggerPort;
}

/** The snippet ids the agency's analytics code is injected under (each once per page). */
export const ANALYTICS_SNIPPETS = { head: 'head_analytics_code', body: 'analytics_code' } as const;

export class CookieConsentViewModel {
  /** The page's consent state: 'unknown' until `start()` has read the stored choice. */
  state: ConsentState | 'unknown' = 'unknown';
  /** The visitor asked to change their choice (footer link): the banner shows until they choose. */
  changeRequested = false;
  /** Each request to move focus to the banner (the footer link pressed): a new number. */
  focusRequest = 0;

  private running = false;
  private injection: Promise<void> | undefined;
  /** The agency's scripts have been put in this page (they cannot be taken out again). */
  private injected = false;

  constructor(private readonly deps: CookieConsentDependencies) {
    makeObservable<CookieConsentViewModel, 'decide'>(this, {
      state: observable,
      changeRequested: observable,
      focusRequest: observable,
      visible: computed,
      content: computed,
      currentChoice: computed,
      changeChoice: action,
      decide: action,
    });
  }

  /** Whether the banner shows. */
  get visible(): boolean {
    return this.state !== 'unknown' && isBannerShown(this.state, this.changeRequested);
  }

  /** The banner's texts (the agency's, else the defaults) and its policy link. */
  get content(): CookieBannerContent {
    return cookieBannerContent(this.deps.settings.cookieConsent, this.deps.settings.agencyName);
  }

  /** When the banner is opened again: what the visitor chose before. */
  get currentChoice(): string | undefined {
    return this.changeRequested && this.state !== 'unknown'
      ? currentChoiceText(this.state)
      : undefined;
  }

  /** Reads the stored choice (once), tells the gate, runs the analytics code after an earlier acceptance. */
  start(): () => void {
    this.running = true;
    if (this.state === 'unknown') {
      const { settings, storage, cookie, clock, gate } = this.deps;
      const now = clock.now();
      // A choice made without JavaScript is in the cookie alone: it is kept here from now on.
      const stored = storage.get(COOKIE_CONSENT_KEY, StoredConsentCodec);
      const { choice, adopted } = consentOfRecord(stored, cookie.read(), now);
      if (adopted && choice !== undefined && settings.cookieConsent.enabled) {
        storage.set(COOKIE_CONSENT_KEY, choice);
      }
      const state = consentState(settings.cookieConsent, choice, now);
      this.decide(state);
      gate.decide(state);
      this.mirror(state);
    }
    if (this.state !== 'unknown' && mayRunAnalytics(this.state)) this.runAnalytics();
    return () => {
      this.running = false;
    };
  }

  /** The footer's 'Cookie settings': shows the banner (with the current choice) and asks for focus. */
  changeChoice(): void {
    if (!this.deps.settings.cookieConsent.enabled) return;
    this.changeRequested = true;
    this.focusRequest += 1;
  }

  accept = (): void => this.choose('accepted');

  reject = (): void => this.choose('rejected');

  private choose(decision: ConsentDecision): void {
    const { storage, clock, gate, tracking, notifier, logger, settings } = this.deps;
    if (!settings.cookieConsent.enabled) return;
    const stored = storage.set(COOKIE_CONSENT_KEY, consentRecord(decision, clock.now()));
    if (isLeft(stored))
      logger.warn(
        'cookie consent: the choice is kept for this visit only (browser storage refused it)',
      );
    gate.decide(decision);
    this.decide(decision, true);
    this.mirror(decision);
    void tracking.consentLog(consentLogStatus(decision)).then((logged) => {
      if (isLeft(logged))
        logger.warn(`cookie consent: the ${decision} log was not recorded (${logged.left.kind})`);
    });
    notifier.success(consentChoiceMessage(decision, this.injected), TOAST_DURATIONS.default);
    if (mayRunAnalytics(decision)) this.runAnalytics();
  }

  /** The state read as the page starts, or a choice just made (`chosen`: the banner closes). */
  private decide(state: ConsentState, chosen = false): void {
    this.state = state;
    if (chosen) this.changeRequested = false;
  }

  /**
   * Keeps the consent cookie in step with the choice (the next page's server markup holds the banner
   * exactly when it will show): the decision, or none while the banner asks.
   */
  private mirror(state: ConsentState): void {
    const { cookie } = this.deps;
    const wanted = state === 'accepted' || state === 'rejected' ? state : undefined;
    if (state !== 'off' && cookie.read() !== wanted) cookie.write(wanted);
  }

  /** GET /analytics_code and inject it, once per page, only while the choice is still 'accepted'. */
  private runAnalytics(): void {
    this.injection ??= this.injectAnalytics();
  }

  private async injectAnalytics(): Promise<void> {
    const { analyticsCode, snippets, logger } = this.deps;
    const code = await analyticsCode.analyticsCode();
    // Failed, rejected meanwhile, or the page is going away: nothing is injected.
    if (isLeft(code) || !this.running || this.state !== 'accepted') {
      if (isLeft(code))
        logger.warn(
          `cookie consent: the analytics code could not be fetched (${code.left.kind}); none runs on this page`,
        );
      this.injection = undefined;
      return;
    }
    this.injected = true;
    for (const [place, id, html] of [
      ['head', ANALYTICS_SNIPPETS.head, code.right.head],
      ['body', ANALYTICS_SNIPPETS.body, code.right.body],
    ] as const) {
      const result = await snippets.inject(id, place, html);
      if (isLeft(result))
        logger.warn(
          `cookie consent: a script of the agency's ${id} could not be loaded (${result.left.kind})`,
        );
    }
  }
}
