/**
 * LeadsPort (SPEC §7):
 *
 * - send: POST /leads as JSON (`Accept: application/json`): the payload's lead_client, lead,
 *   marketing_preferences and lead_booking, the authenticity token, and `g-recaptcha-response`
 *   when a bot-check token is given. Only status 200 is success; anything else is an `http`
 *   failure (SPEC §8 "On any non-200").
 * - postNative: a real form posted by the browser to /properties/{property_id}/{channel}/leads or
 *   /form_submissions, into a hidden frame, so the page the platform answers with is known and a
 *   failure leaves the visitor on the form (adapters/http/native-form-post.ts, a chunk of its own:
 *   no page carries it until a form is sent).
 */
import { left } from 'fp-ts/Either';
import { networkFailure } from '../../core/index.js';
import type { Result, LeadPayload, LeadsPort, NativeLeadForm } from '../../core/index.js';
import { globalTimers, type Timers } from '../timers.js';
import { CAPTCHA_FIELD } from './fetch-account.adapter.js';
import { DEFAULT_TIMEOUT_MS, jsonBody } from './http-client.js';
import type { HttpClient } from './http-client.js';

export interface LeadsAdapterDependencies {
  readonly http: HttpClient;
  /** The page's document, for native form posts (only touched when one is made). */
  readonly document: () => Document;
  readonly authenticityToken: () => string;
  /** How long a native post may wait for the platform's answer (default: the HTTP client's 20 s). */
  readonly nativeTimeoutMs?: number;
  readonly timers?: Timers;
}

export class FetchLeadsAdapter implements LeadsPort {
  constructor(private readonly deps: LeadsAdapterDependencies) {}

  send(payload: LeadPayload, captchaToken?: string): Promise<Result<void>> {
    const body: Record<string, unknown> = { ...payload };
    if (captchaToken !== undefined && captchaToken !== '') body[CAPTCHA_FIELD] = captchaToken;
    return this.deps.http.post('/leads', jsonBody(body), { okStatuses: [200] });
  }

  /** The native post's code is a chunk of its own (adapters/http/native-form-post.ts), loaded by the first form sent. */
  async postNative(form: NativeLeadForm, captchaToken?: string): Promise<Result<string>> {
    const transport = await import('./native-form-post.js').catch(() => undefined);
    if (transport === undefined) return left(networkFailure);
    const { document, authenticityToken, nativeTimeoutMs, timers } = this.deps;
    return transport.postNativeForm(form, captchaToken, {
      document,
      authenticityToken,
      captchaField: CAPTCHA_FIELD,
      timeoutMs: nativeTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      timers: timers ?? globalTimers,
    });
  }
}
