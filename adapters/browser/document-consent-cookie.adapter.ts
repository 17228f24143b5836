/**
 * The consent cookie in the browser (core's ConsentCookiePort over `document.cookie`): read as it
 * is now, written with core's cookie text (Secure on an https page).
 */
import { consentCookieDecision, consentCookieText } from '../../core/index.js';
import type { ConsentCookiePort, ConsentDecision } from '../../core/index.js';

export class DocumentConsentCookie implements ConsentCookiePort {
  constructor(private readonly document: () => Pick<Document, 'cookie' | 'location'>) {}

  read(): ConsentDecision | undefined {
    try {
      return consentCookieDecision(this.document().cookie);
    } catch {
      // A sandboxed frame without cookies throws on reading them: no decision.
      return undefined;
    }
  }

  write(decision: ConsentDecision | undefined): void {
    const doc = this.document();
    try {
      doc.cookie = consentCookieText(decision, doc.location.protocol === 'https:');
    } catch {
      // Cookies refused (a sandboxed frame): the choice still stands in storage.
    }
  }
}

/** The consent cookie of a request the server renders (read only: a server render never writes it). */
export function requestConsentCookie(cookieHeader: string | undefined): ConsentCookiePort {
  const decision = consentCookieDecision(cookieHeader);
  return { read: () => decision, write: () => undefined };
}
