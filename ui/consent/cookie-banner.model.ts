/**
 * What the cookie banner's view shows and calls (cookie-banner.view.tsx). Two models give it:
 * - `FirstCookieBanner` (here, in every page's start): the banner as the page's first render shows
 *   it while the consent cookie holds no choice, the server's markup included, so it is painted
 *   with the page. Its texts come from the settings; a choice made in it is handed to the shell,
 *   which brings in the banner's chunk to carry it out;
 * - the chunk's CookieConsentViewModel, which reads the stored choice, records a new one and runs
 *   the agency's analytics code. It takes the first model's place when it arrives (the view stays:
 *   the markup is the same, nothing moves).
 */
import { action, makeObservable, observable } from 'mobx';
import { cookieBannerContent } from '../../core/index.js';
import type { ConsentDecision, CookieBannerContent, SiteSettings } from '../../core/index.js';

export interface CookieBannerModel {
  /** Whether the banner shows. */
  readonly visible: boolean;
  /** Its heading, message, policy link and button texts. */
  readonly content: CookieBannerContent;
  /** When it was opened again: what the visitor chose before. */
  readonly currentChoice: string | undefined;
  /** Each request to move focus to the banner: a new number. */
  readonly focusRequest: number;
  readonly accept: () => void;
  readonly reject: () => void;
}

export class FirstCookieBanner implements CookieBannerModel {
  visible = true;
  readonly content: CookieBannerContent;
  readonly currentChoice = undefined;
  readonly focusRequest = 0;

  constructor(
    settings: Pick<SiteSettings, 'cookieConsent' | 'agencyName'>,
    private readonly chosen: (decision: ConsentDecision) => void,
  ) {
    this.content = cookieBannerContent(settings.cookieConsent, settings.agencyName);
    makeObservable(this, { visible: observable, hide: action, show: action });
  }

  readonly accept = (): void => this.choose('accepted');

  readonly reject = (): void => this.choose('rejected');

  /** The banner closes at once; the shell records the choice once the banner's code is here. */
  private choose(decision: ConsentDecision): void {
    this.hide();
    this.chosen(decision);
  }

  hide(): void {
    this.visible = false;
  }

  /** The banner's code could not load: the banner shows again, so the visitor can choose again. */
  show(): void {
    this.visible = true;
  }
}
