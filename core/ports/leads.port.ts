/**
 * Leads and enquiries (SPEC §7 POST /leads as JSON; native posts to
 * /properties/{id}/{channel}/leads and /form_submissions).
 */
import type { Result } from '../failures/failures.js';
import type { FormFile, LeadPayload, NewHomesSubmission } from '../leads/lead.js';
import type { Channel } from '../search/search.js';

/** A form the browser posts itself (the page then changes), built by core. */
export type NativeLeadForm =
  | {
      readonly kind: 'property-lead';
      readonly propertyId: string;
      readonly channel: Channel;
      readonly payload: LeadPayload;
    }
  | { readonly kind: 'new-homes'; readonly submission: NewHomesSubmission }
  /** Another agency form posted to /form_submissions, with the files of its file-upload fields. */
  | {
      readonly kind: 'form-submission';
      readonly submission: NewHomesSubmission;
      readonly files: readonly FormFile[];
    };

export interface LeadsPort {
  /**
   * Posts a lead as JSON, with the bot-check token when there is one; only status 200 is success,
   * anything else an `http` failure, no answer within the adapter's time limit a `timeout` (SPEC §7).
   */
  send(payload: LeadPayload, captchaToken?: string): Promise<Result<void>>;
  /**
   * Posts a form natively (with the bot-check token when there is one). The platform answers with
   * a redirect to the page to show next (SPEC §7; e.g. the property with '#/flash/welcome-lead-sent'):
   * the answer is that page's address, hash included, for the caller to go to. An answer that is
   * not a redirect (an error page) is an `http` failure, no answer within the adapter's time limit
   * a `timeout`: the visitor is still on the form, with everything typed.
   */
  postNative(form: NativeLeadForm, captchaToken?: string): Promise<Result<string>>;
}
