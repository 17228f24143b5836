/**
 * Leads and enquiries (SPEC §7 POST /leads as JSON; native posts to
 * /properties/{id}/{channel}/leads and /form_submissions).
 */
import type { Result } from '../failures.js';
import type { LeadPayload, NewHomesSubmission } from '../leads/lead.js';
import type { Channel } from '../search/search.js';

/** A form the browser posts itself (the page then changes), built by core. */
export type NativeLeadForm =
  | { readonly kind: 'property-lead'; readonly propertyId: string; readonly channel: Channel; readonly payload: LeadPayload }
  | { readonly kind: 'new-homes'; readonly submission: NewHomesSubmission };

export interface LeadsPort {
  /**
   * Posts a lead as JSON, with the bot-check token when there is one; only status 200 is success,
   * anything else an `http` failure, no answer within the adapter's time limit a `timeout` (SPEC §7).
   */
  send(payload: LeadPayload, captchaToken?: string): Promise<Result<void>>;
  /** Posts a form natively (with the bot-check token when there is one); the platform answers with a new page. */
  postNative(form: NativeLeadForm, captchaToken?: string): void;
}
