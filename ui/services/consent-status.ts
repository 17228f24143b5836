/**
 * The page's cookie-consent state as views can watch it (TOKENS.consentStatus): what the consent
 * cookie says as the page starts (core's consentStateAtStart), then what the banner's chunk reads
 * from the stored choice or the visitor chooses. Video posters read it: another company's player
 * loads by itself only once the visitor has accepted (core/media/video-consent.ts).
 */
import { action, makeObservable, observable } from 'mobx';
import type { ConsentState } from '../../core/index.js';

/** What a view reads of it. */
export interface ConsentReader {
  readonly state: ConsentState | 'unknown';
}

export class ConsentStatus implements ConsentReader {
  state: ConsentState | 'unknown';

  constructor(atStart: ConsentState | 'unknown') {
    this.state = atStart;
    makeObservable(this, { state: observable, decide: action });
  }

  /** The stored choice, read, or a choice just made. */
  decide(state: ConsentState): void {
    this.state = state;
  }
}
