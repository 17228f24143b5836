/**
 * Enquiries (SPEC §3 Lead client, Lead, Lead booking; §5 validation; §7): the JSON lead call,
 * the native property lead form and the generic form submissions (new homes). Everything that
 * arrives is validated for real and recorded; a filled honeypot is recorded as spam and answered
 * as if accepted.
 */
import { flagField, isFields, objectField, textEntries, textField, type Fields } from '../body.js';
import type { Context } from '../context.js';
import { redirect, safeLocalPath } from '../respond.js';
import { notFoundPage } from '../page-render.js';
import type { UploadedFileRecord } from '../store-types.js';
import { isEmail, isLeadPhone, isPersonName, isPostcode, safeUploadName } from '../validation.js';
import { json } from './present.js';
import {
  BOT_CHECK_FAILED_FLASH,
  BOT_CHECK_TOKEN_FIELD,
  fileProblemMessage,
  fileUploadProblem,
  RECAPTCHA_INVALID_TEXT,
} from '../../core/index.js';
import type { FileProblem, FlashKey } from '../../core/index.js';
import { botCheckRefusal } from './recaptcha.js';

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** The message, the one long text of a lead. */
const MAX_MESSAGE = 5000;
/** Any other text of a lead: a name, an address line, a time slot, a flag. */
export const MAX_LEAD_FIELD_CHARS = 500;

/** The flash a native form post is sent back with for a file's problem (core's file-upload rule). */
const FILE_PROBLEM_FLASH: Readonly<Record<FileProblem, FlashKey>> = {
  empty: 'file-upload-empty-error',
  type: 'file-upload-type-error',
  'too-large': 'file-upload-error',
};

/** The lead_client checks every lead shares (SPEC §5 Names, email, phone). */
export function leadClientErrors(client: Fields): FieldError[] {
  const errors: FieldError[] = [];
  if (!isPersonName(textField(client, 'first_name')))
    errors.push({ field: 'lead_client.first_name', message: 'Please enter a valid first name' });
  if (!isPersonName(textField(client, 'last_name')))
    errors.push({ field: 'lead_client.last_name', message: 'Please enter a valid last name' });
  if (!isEmail(textField(client, 'email')))
    errors.push({ field: 'lead_client.email', message: 'Please enter a valid email' });
  if (!isLeadPhone(textField(client, 'tel_home')))
    errors.push({ field: 'lead_client.tel_home', message: 'Please enter a valid phone number' });
  return errors;
}

function termsAccepted(fields: Fields): boolean {
  return (
    flagField(objectField(fields, 'marketing_preferences'), 'opt_in_terms') ||
    flagField(fields, 'opt_in_terms')
  );
}

function honeypot(fields: Fields, client: Fields): boolean {
  return (
    textField(client, 'body') !== '' ||
    textField(fields, 'body') !== '' ||
    textField(fields, 'hfhp') !== ''
  );
}

/** The parts of a lead body whose text is kept (SPEC §3 Lead client, Lead, Lead booking). */
const LEAD_PARTS = ['lead_client', 'lead', 'lead_booking', 'marketing_preferences'] as const;
type LeadPart = (typeof LEAD_PARTS)[number];

function fieldLimit(part: LeadPart, key: string): number {
  return part === 'lead' && key === 'message' ? MAX_MESSAGE : MAX_LEAD_FIELD_CHARS;
}

/** A part's text as recorded, each field cut to its length (a spam lead skips the checks, not the cut). */
function recordedText(part: LeadPart, fields: Fields): Record<string, string> {
  const out = textEntries(fields, MAX_MESSAGE);
  for (const [key, value] of Object.entries(out)) out[key] = value.slice(0, fieldLimit(part, key));
  return out;
}

/** Text fields of the body's lead parts over their length (the message's, or MAX_LEAD_FIELD_CHARS). */
function overLongFields(body: Fields): FieldError[] {
  const errors: FieldError[] = [];
  for (const part of LEAD_PARTS) {
    for (const [key, value] of Object.entries(objectField(body, part))) {
      const limit = fieldLimit(part, key);
      if (typeof value !== 'string' || value.length <= limit) continue;
      const what = key === 'message' ? 'message' : 'value';
      errors.push({
        field: `${part}.${key}`,
        message: `Please enter a shorter ${what} (at most ${limit} characters)`,
      });
    }
  }
  return errors;
}

/** Checks of the lead itself: field lengths, valuation address and channel, booking, known ids. */
function leadErrors(
  ctx: Context,
  lead: Fields,
  client: Fields,
  booking: Fields | undefined,
): FieldError[] {
  const errors = overLongFields(ctx.body.fields);
  if (flagField(lead, 'is_valuation_request')) {
    if (textField(client, 'street_address') === '')
      errors.push({ field: 'lead_client.street_address', message: 'Please enter a valid street' });
    if (textField(client, 'town') === '')
      errors.push({ field: 'lead_client.town', message: 'Please enter a valid town' });
    if (!isPostcode(textField(client, 'postcode')))
      errors.push({ field: 'lead_client.postcode', message: 'Please enter a valid postcode' });
    const channel = textField(lead, 'channel');
    if (channel !== '' && channel !== 'selling' && channel !== 'letting')
      errors.push({ field: 'lead.channel', message: "Please choose 'selling' or 'letting'" });
  }
  const branchId = textField(lead, 'branch_id');
  if (branchId !== '' && !ctx.agency.branches.some((b) => b.id === branchId))
    errors.push({ field: 'lead.branch_id', message: 'Unknown branch' });
  const staffId = textField(lead, 'agency_employee_id');
  if (staffId !== '' && !ctx.agency.staff.some((s) => s.staffMemberId === staffId))
    errors.push({ field: 'lead.agency_employee_id', message: 'Unknown staff member' });
  const departmentId = textField(lead, 'branch_department_id');
  if (departmentId !== '' && !ctx.agency.departments.some((d) => d.id === departmentId))
    errors.push({ field: 'lead.branch_department_id', message: 'Unknown department' });
  if (booking) {
    const day = Number(textField(booking, 'booking_day'));
    const month = Number(textField(booking, 'booking_month'));
    const year = Number(textField(booking, 'booking_year'));
    const valid =
      Number.isInteger(day) &&
      Number.isInteger(month) &&
      Number.isInteger(year) &&
      day >= 1 &&
      day <= 31 &&
      month >= 1 &&
      month <= 12 &&
      year >= 2000;
    if (!valid) errors.push({ field: 'lead_booking', message: 'Please select a valid date' });
    if (textField(booking, 'booking_time') === '')
      errors.push({
        field: 'lead_booking.booking_time',
        message: 'Please select a valid time slot',
      });
  }
  return errors;
}

/** Received bodies larger than this are kept as a note, not in full (a lead is a few hundred bytes). */
const MAX_RECEIVED_CHARS = 50_000;

/**
 * The body exactly as it arrived (JSON types kept: true stays true, 3 stays 3), without the
 * authenticity token, which belongs to the session, not to the lead.
 */
function receivedBody(fields: Fields): Readonly<Record<string, unknown>> {
  const { authenticity_token: _token, ...rest } = fields;
  return JSON.stringify(rest).length <= MAX_RECEIVED_CHARS
    ? rest
    : { note: `body over ${MAX_RECEIVED_CHARS} characters not kept` };
}

async function recordLead(
  ctx: Context,
  via: 'json' | 'form',
  parts: {
    lead: Fields;
    client: Fields;
    booking?: Fields;
    propertyId?: string;
    channel?: string;
    spam: boolean;
  },
): Promise<string> {
  const at = ctx.app.now().toISOString();
  const token = textField(ctx.body.fields, 'g-recaptcha-response');
  return ctx.app.store.update((d) => {
    d.counters.lead += 1;
    const id = `L${d.counters.lead}`;
    d.leads.push({
      id,
      agency: ctx.agency.slug,
      via,
      ...(parts.propertyId ? { propertyId: parts.propertyId } : {}),
      ...(parts.channel ? { channel: parts.channel } : {}),
      lead: recordedText('lead', parts.lead),
      lead_client: recordedText('lead_client', parts.client),
      ...(parts.booking ? { lead_booking: recordedText('lead_booking', parts.booking) } : {}),
      marketing_preferences: recordedText(
        'marketing_preferences',
        objectField(ctx.body.fields, 'marketing_preferences'),
      ),
      ...(token ? { recaptchaToken: token.slice(0, 100) } : {}),
      received: receivedBody(ctx.body.fields),
      spam: parts.spam,
      ...(ctx.session.user ? { userId: ctx.session.user.id } : {}),
      receivedAt: at,
    });
    return id;
  });
}

/** POST /leads (JSON): 200 {ok, lead_id}, or 422 {ok: false, errors: [{field, message}]}. */
export async function createLead(ctx: Context): Promise<void> {
  const f = ctx.body.fields;
  const client = objectField(f, 'lead_client');
  const lead = objectField(f, 'lead');
  const booking = isFields(f['lead_booking']) ? f['lead_booking'] : undefined;
  const spam = honeypot(f, client);
  if (!isFields(f['lead']) || !isFields(f['lead_client'])) {
    return json(ctx, 422, {
      ok: false,
      errors: [{ field: 'lead', message: 'lead and lead_client are required' }],
    });
  }
  // The bot check (SPEC §7): with the agency's site key, a missing or failed token is refused.
  if (botCheckRefusal(ctx) !== undefined) {
    return json(ctx, 422, {
      ok: false,
      error: BOT_CHECK_FAILED_FLASH,
      errors: [{ field: BOT_CHECK_TOKEN_FIELD, message: RECAPTCHA_INVALID_TEXT }],
    });
  }
  const errors = spam
    ? []
    : [...leadClientErrors(client), ...leadErrors(ctx, lead, client, booking)];
  if (!spam && !termsAccepted(f))
    errors.push({
      field: 'marketing_preferences.opt_in_terms',
      message: 'You must agree to our terms & conditions',
    });
  if (errors.length > 0) return json(ctx, 422, { ok: false, errors });
  const propertyId = textField(f, 'property_id') || textField(lead, 'property_id');
  const id = await recordLead(ctx, 'json', {
    lead,
    client,
    ...(booking ? { booking } : {}),
    ...(propertyId ? { propertyId } : {}),
    channel: textField(lead, 'channel'),
    spam,
  });
  json(ctx, 200, { ok: true, lead_id: id });
}

/**
 * POST /properties/{id}/{channel}/leads (native form post, the viewing form): 302 back to the
 * property with #/flash/welcome-lead-sent, or #/flash/lead-sending-error-validation.
 */
export async function createPropertyLead(ctx: Context): Promise<void> {
  const listing = ctx.agency.listingsById.get(ctx.params['id'] ?? '');
  const channel = ctx.params['channel'] ?? '';
  if (!listing || (channel !== 'sales' && channel !== 'lettings')) return notFoundPage(ctx);
  const f = ctx.body.fields;
  const client = objectField(f, 'lead_client');
  const lead = objectField(f, 'lead');
  const booking = isFields(f['lead_booking']) ? f['lead_booking'] : undefined;
  const spam = honeypot(f, client);
  const back = listing.detail.property_url;
  if (botCheckRefusal(ctx) !== undefined)
    return redirect(ctx.req, ctx.res, `${back}#/flash/${BOT_CHECK_FAILED_FLASH}`);
  if (!spam) {
    const errors = [...leadClientErrors(client), ...leadErrors(ctx, lead, client, undefined)];
    if (textField(lead, 'message') === '')
      errors.push({ field: 'lead.message', message: 'Please enter a valid message' });
    if (!termsAccepted(f))
      errors.push({
        field: 'marketing_preferences.opt_in_terms',
        message: 'You must agree to our terms & conditions',
      });
    if (errors.length > 0)
      return redirect(ctx.req, ctx.res, `${back}#/flash/lead-sending-error-validation`);
  }
  await recordLead(ctx, 'form', {
    lead: { lead_type: 'email_portal_lead', ...lead },
    client,
    ...(booking ? { booking } : {}),
    propertyId: listing.detail.property_id,
    channel,
    spam,
  });
  redirect(ctx.req, ctx.res, `${back}#/flash/welcome-lead-sent`);
}

/** POST /form_submissions (regular form post, e.g. new homes): 302 to redirect_url. */
export async function createFormSubmission(ctx: Context): Promise<void> {
  const f = ctx.body.fields;
  const target = safeLocalPath(
    textField(f, 'redirect_url'),
    '/',
    `http://${ctx.req.headers.host ?? 'sandbox.invalid'}`,
  );
  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  const successHash = hashAt === -1 ? '#/flash/welcome-lead-sent' : target.slice(hashAt);
  const fail = (key: string) => redirect(ctx.req, ctx.res, `${base}#/flash/${key}`);
  if (botCheckRefusal(ctx) !== undefined) return fail(BOT_CHECK_FAILED_FLASH);
  const form = ctx.agency.forms.find((candidate) => candidate.id === textField(f, 'f_id'));
  if (!form) return fail('lead-sending-error');
  const fields = textEntries(objectField(f, 'form_submission'));
  const spam = textField(f, 'hfhp') !== '';
  // Kept under a safe name: the client chooses the name it sends, folders and all.
  const files: UploadedFileRecord[] = ctx.body.files.map((file) => ({
    ...file,
    name: safeUploadName(file.name),
  }));
  if (!spam) {
    // Core's rule, the one the site's file field applies: the types it offers, never an empty file.
    const refused = files
      .map((file) => ({ file, problem: fileUploadProblem(file) }))
      .find((r) => r.problem !== undefined);
    if (refused?.problem !== undefined) {
      const flash = FILE_PROBLEM_FLASH[refused.problem];
      const accept = ctx.req.headers.accept ?? '';
      if (accept.includes('application/json') && !accept.includes('text/html')) {
        return json(ctx, 422, {
          ok: false,
          error: flash,
          errors: [{ field: refused.file.field, message: fileProblemMessage(refused.problem) }],
        });
      }
      return fail(flash);
    }
    const given = (e: { fieldName: string; inputType: string }) =>
      e.inputType === 'file'
        ? files.some((file) => file.field === `form_submission[${e.fieldName}]`)
        : (fields[e.fieldName] ?? '').trim() !== '';
    const missing = form.elements.filter(
      (e) => e.required && !e.hidden && !e.disabled && !given(e),
    );
    const badEmail = fields['email'] !== undefined && !isEmail(fields['email'].trim());
    if (missing.length > 0 || badEmail || !termsAccepted(f))
      return fail('lead-sending-error-validation');
  }
  const at = ctx.app.now().toISOString();
  await ctx.app.store.update((d) => {
    d.counters.form += 1;
    d.formSubmissions.push({
      id: `F${d.counters.form}`,
      agency: ctx.agency.slug,
      formId: form.id,
      fields,
      files,
      redirectUrl: target,
      ...(textField(f, 'page_path') ? { pagePath: textField(f, 'page_path').slice(0, 300) } : {}),
      optInTerms: termsAccepted(f),
      spam,
      receivedAt: at,
    });
  });
  redirect(ctx.req, ctx.res, `${base}${successHash}`);
}
