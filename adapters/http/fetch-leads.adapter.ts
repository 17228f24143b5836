/**
 * LeadsPort (SPEC §7):
 *
 * - send: POST /leads as JSON (`Accept: application/json`): the payload's lead_client, lead,
 *   marketing_preferences and lead_booking, the authenticity token, and `g-recaptcha-response`
 *   when a bot-check token is given. Only status 200 is success; anything else is an `http`
 *   failure (SPEC §8 "On any non-200").
 * - postNative: a real `<form method="post">` of hidden inputs, submitted by the browser (the
 *   platform answers with a new page): POST /properties/{property_id}/{channel}/leads with
 *   lead[...], lead_client[...], marketing_preferences[opt_in_terms] names, or POST
 *   /form_submissions for the new-homes form; both carry authenticity_token and, when given,
 *   g-recaptcha-response. `form.submit()` is used, not `requestSubmit()`, so the bot-check
 *   interception (which listens for submit events) does not hold the form a second time.
 */
import { leadFormFields } from '../../core/index.js';
import type { Result, LeadPayload, LeadsPort, NativeLeadForm } from '../../core/index.js';
import { CAPTCHA_FIELD } from './fetch-account.adapter.js';
import { jsonBody } from './http-client.js';
import type { HttpClient } from './http-client.js';

export interface LeadsAdapterDependencies {
  readonly http: HttpClient;
  /** The page's document, for native form posts (only touched when one is made). */
  readonly document: () => Document;
  readonly authenticityToken: () => string;
}

/** Where a native form goes and the fields it carries (before the tokens are added). */
export function nativeFormTarget(form: NativeLeadForm): { action: string; fields: Record<string, string> } {
  if (form.kind === 'property-lead') {
    return {
      action: `/properties/${encodeURIComponent(form.propertyId)}/${encodeURIComponent(form.channel)}/leads`,
      fields: leadFormFields(form.payload),
    };
  }
  return { action: '/form_submissions', fields: { ...form.submission.fields } };
}

export class FetchLeadsAdapter implements LeadsPort {
  constructor(private readonly deps: LeadsAdapterDependencies) {}

  send(payload: LeadPayload, captchaToken?: string): Promise<Result<void>> {
    const body: Record<string, unknown> = { ...payload };
    if (captchaToken !== undefined && captchaToken !== '') body[CAPTCHA_FIELD] = captchaToken;
    return this.deps.http.post('/leads', jsonBody(body), { okStatuses: [200] });
  }

  postNative(form: NativeLeadForm, captchaToken?: string): void {
    const { action, fields } = nativeFormTarget(form);
    const token = this.deps.authenticityToken();
    const all: Record<string, string> = {
      ...fields,
      ...(token !== '' ? { authenticity_token: token } : {}),
      ...(captchaToken !== undefined && captchaToken !== '' ? { [CAPTCHA_FIELD]: captchaToken } : {}),
    };
    const doc = this.deps.document();
    const element = doc.createElement('form');
    element.method = 'post';
    element.action = action;
    element.acceptCharset = 'UTF-8';
    element.hidden = true;
    for (const [name, value] of Object.entries(all)) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      element.appendChild(input);
    }
    doc.body.appendChild(element);
    element.submit();
  }
}
