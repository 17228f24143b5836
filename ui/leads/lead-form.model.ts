/**
 * The one form model every lead form uses (SPEC §4 "Lead form modals", §5, §8): the values the
 * visitor types, the field errors of core's validation rules, and the stages form → submitting →
 * sent.
 *
 * - An error shows once its field has been left (blur) or the form was submitted, and goes as soon
 *   as the value is put right; a submit with errors asks the view to focus the first one.
 * - Phone fields named in `lettersRejected` drop letters as they are typed (SPEC §5).
 * - The hidden honeypot (`body`) is kept apart from the values: a person never fills it.
 * - `submit` is not re-entrant: while a submission is on its way, another is ignored.
 * - A submission that fails (any non-200, a network failure, no answer within the adapter's time
 *   limit) returns to the form with everything typed kept, shows the form's failure toast and
 *   resets the bot check (SPEC §8). A bot-check challenge that fails sends nothing and does the
 *   same, its toast the 'recaptcha-invalid' flash text (SPEC §2) so the visitor knows why.
 * - With `drafts`, what is typed is kept for the page's life under `formId`: closing the modal by
 *   accident and opening it again brings it all back; a sent form forgets it. Fields named in
 *   `notDrafted` (passwords) are never kept.
 * - A sent form pushes its `sentEvent` (the lead forms' 'lead_sent') through the analytics port,
 *   the one place every lead form's event comes from.
 * - File-upload fields (SPEC §5) hold the chosen file beside the values (`setFile`); a file over
 *   10 MB, an empty one or one of a type the field does not take is refused and cleared, and says
 *   why ('File size can't be over 10mb', …) until another is chosen.
 *   `validate` gets the files too. Files are not kept in drafts.
 */
import { isLeft } from 'fp-ts/Either';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  RECAPTCHA_INVALID_TEXT,
  rejectLettersWhileTyping,
  validateFileUpload,
} from '../../core/index.js';
import type {
  AnalyticsEvent,
  AnalyticsPort,
  CaptchaPort,
  ChosenFile,
  ContactValues,
  Failure,
  FieldErrors,
  NotifierPort,
  Result,
  LeadsPort,
  NavigationPort,
} from '../../core/index.js';
import type { LeadDrafts } from './lead-drafts.js';

export type FormStage = 'form' | 'submitting' | 'sent';

/** A form's values: text fields are strings, checkboxes booleans. */
export type FormValues = Readonly<Record<string, string | boolean>>;

/** The files of a form's file-upload fields, by field: null once cleared. */
export type FormFiles = Readonly<Record<string, ChosenFile | null>>;

/** The constraint on a form's own values type (an interface of string and boolean fields). */
export type FieldsOf<V> = { readonly [K in keyof V]: string | boolean };

/** The name, email and telephone fields a lead or account form starts with: empty. */
export const EMPTY_CONTACT: ContactValues = {
  first_name: '',
  last_name: '',
  email: '',
  tel_home: '',
};

/**
 * What every lead form's view-model sends with: the leads port, the bot check, toasts, the page's
 * drafts, and the analytics port (consent-gated) its 'lead_sent' event goes to.
 */
export interface LeadSendingDependencies {
  readonly leads: LeadsPort;
  readonly captcha: CaptchaPort;
  readonly notifier: NotifierPort;
  readonly drafts: LeadDrafts;
  readonly analytics: AnalyticsPort;
}

/** …and a form posted natively: where the platform's answer sends the visitor, the agency's flash texts for a refusal. */
export interface NativeLeadDependencies extends LeadSendingDependencies {
  readonly navigation: Pick<NavigationPort, 'goTo'>;
  readonly flashMessages: Readonly<Record<string, string>>;
}

export interface LeadFormOptions<V extends FieldsOf<V>, F extends string> {
  /** The draft key: one per form and subject (e.g. 'contact-staff:17'). */
  readonly formId: string;
  readonly initial: V;
  /** Core's rules for the whole form: `{ field: message }` for each invalid field (file fields from `files`). */
  readonly validate: (values: V, files: FormFiles) => FieldErrors<F>;
  /** Fields whose letters are dropped while typing (phone fields, SPEC §5). */
  readonly lettersRejected?: readonly (keyof V & string)[];
  readonly drafts?: LeadDrafts;
  /** Fields never kept in drafts (passwords): what a draft restores never includes them. */
  readonly notDrafted?: readonly (keyof V & string)[];
}

export interface SubmitOptions<T> {
  /** Sends the form; answers the port's result. */
  readonly send: (captchaToken: string | undefined) => Promise<Result<T>>;
  /** The bot check to run first (absent: none). */
  readonly captcha?: CaptchaPort;
  /** The action name given to the bot check (reCAPTCHA v3). */
  readonly captchaAction?: string;
  readonly notifier: NotifierPort;
  /** The toast of a failure (SPEC §8: 'Request failed. Please try again.' for leads); none when absent. */
  readonly failureMessage?: string;
  /**
   * A failure's own toast, where it has one (e.g. the platform's words for what it refused); else
   * `failureMessage`. `false`: no toast for this failure (the form shows it another way).
   */
  readonly failureMessageOf?: (failure: Failure) => string | false | undefined;
  /** The toast of a success, when the form shows one (staff, office, department). */
  readonly successMessage?: string;
  /** The analytics event of a success (a lead form's 'lead_sent'), pushed to `analytics`. */
  readonly sentEvent?: { readonly analytics: AnalyticsPort; readonly event: AnalyticsEvent };
  /** How long the toasts stay (SPEC §9: 3 s unless SPEC §8 says 8 s, e.g. the register failure). */
  readonly failureDurationMs?: number;
  readonly successDurationMs?: number;
}

export class LeadFormModel<V extends FieldsOf<V>, F extends string = Extract<keyof V, string>> {
  values: V;
  /** The hidden honeypot field's value ('' from a person). */
  honeypot = '';
  stage: FormStage = 'form';
  /** Each time the form asks for focus on a field (submit with errors), a new request. */
  focusRequest: { readonly field: F; readonly serial: number } | undefined = undefined;
  /** The chosen files of the form's file-upload fields. */
  files: FormFiles = {};
  /** File fields whose file was refused (and cleared), with the message saying why. */
  private refusedFiles: Readonly<Record<string, string>> = {};

  /** The fields the visitor has left (their errors show). */
  private readonly shownFields = observable.set<string>();
  private submitted = false;
  private serial = 0;

  constructor(private readonly options: LeadFormOptions<V, F>) {
    const draft = options.drafts?.load(options.formId);
    this.values = draft
      ? { ...options.initial, ...pickKnown(draft, options.initial) }
      : options.initial;
    makeObservable<LeadFormModel<V, F>, 'submitted' | 'refusedFiles'>(this, {
      values: observableRef,
      files: observableRef,
      refusedFiles: observableRef,
      setFile: action,
      honeypot: observable,
      stage: observable,
      focusRequest: observableRef,
      submitted: observable,
      errors: computed,
      visibleErrors: computed,
      setValue: action,
      setHoneypot: action,
      blur: action,
      showAllErrors: action,
      hideErrors: action,
      reset: action,
    });
  }

  /** Every current error, shown or not. */
  get errors(): FieldErrors<F> {
    return {
      ...this.options.validate(this.values, this.files),
      ...(this.refusedFiles as FieldErrors<F>),
    };
  }

  /** The errors the visitor sees: fields left or submitted. */
  get visibleErrors(): FieldErrors<F> {
    const all = this.errors;
    const shown: FieldErrors<F> = {};
    for (const field of Object.keys(all) as F[]) {
      if (this.submitted || this.shownFields.has(field)) shown[field] = all[field];
    }
    return shown;
  }

  errorOf(field: F): string | undefined {
    return this.visibleErrors[field];
  }

  get isSubmitting(): boolean {
    return this.stage === 'submitting';
  }

  setValue<K extends keyof V & string>(field: K, value: V[K]): void {
    const cleaned =
      typeof value === 'string' && this.options.lettersRejected?.includes(field)
        ? rejectLettersWhileTyping(value)
        : value;
    this.values = { ...this.values, [field]: cleaned };
    // A ticked or changed box is decided at once: its error shows (or goes) straight away.
    if (typeof value === 'boolean') this.shownFields.add(field);
    this.saveDraft();
  }

  private saveDraft(): void {
    const { drafts, notDrafted = [], formId } = this.options;
    if (!drafts) return;
    const kept = Object.entries(this.values as FormValues).filter(
      ([name]) => !(notDrafted as readonly string[]).includes(name),
    );
    drafts.save(formId, Object.fromEntries(kept));
  }

  /**
   * The visitor chose a file (or none) in a file-upload field; a file over the limit, empty, or of
   * a type the field does not take is refused: the field is cleared and says why (SPEC §5). Either
   * way the field's error shows at once.
   */
  setFile(field: F, file: ChosenFile | null): void {
    const refused = file === null ? undefined : validateFileUpload({ file, required: false }).file;
    this.files = { ...this.files, [field]: refused === undefined ? file : null };
    const { [field]: _previous, ...others } = this.refusedFiles;
    this.refusedFiles = refused === undefined ? others : { ...others, [field]: refused };
    this.shownFields.add(field);
  }

  setHoneypot(value: string): void {
    this.honeypot = value;
  }

  /** The visitor left `field`: its error, if any, shows from now on. */
  blur(field: F): void {
    this.shownFields.add(field);
  }

  /** Shows every error; answers whether the form is valid, and asks for focus on the first error. */
  showAllErrors(): boolean {
    this.submitted = true;
    const first = Object.keys(this.errors)[0] as F | undefined;
    if (first === undefined) return true;
    this.serial += 1;
    this.focusRequest = { field: first, serial: this.serial };
    return false;
  }

  /**
   * Validates, runs the bot check, sends. Answers what `send` answered on success, undefined when
   * nothing was sent (errors, already submitting) or it failed (the form is back, with a toast).
   */
  async submit<T>(submit: SubmitOptions<T>): Promise<T | undefined> {
    if (this.stage !== 'form') return undefined;
    if (!this.showAllErrors()) return undefined;
    runInAction(() => {
      this.stage = 'submitting';
    });
    let token: string | undefined;
    if (submit.captcha) {
      const challenge = await submit.captcha.execute(submit.captchaAction ?? 'lead');
      // The bot check could not confirm the visitor: nothing is sent, and the toast says why.
      if (isLeft(challenge)) return this.failed(submit, challenge.left, RECAPTCHA_INVALID_TEXT);
      token = challenge.right === '' ? undefined : challenge.right;
    }
    const result = await submit.send(token);
    if (isLeft(result)) return this.failed(submit, result.left);
    runInAction(() => {
      this.stage = 'sent';
    });
    this.options.drafts?.clear(this.options.formId);
    submit.sentEvent?.analytics.push(submit.sentEvent.event);
    if (submit.successMessage !== undefined)
      submit.notifier.success(submit.successMessage, submit.successDurationMs, this.toastGroup);
    return result.right;
  }

  /**
   * Hides every error again, keeping what was typed: a form of several steps calls it on moving to
   * another step, whose errors then show once earned there (a field left, or the step submitted).
   */
  hideErrors(): void {
    this.submitted = false;
    this.shownFields.clear();
  }

  /** Back to an empty form (after 'sent', to send another). */
  reset(): void {
    this.values = this.options.initial;
    this.files = {};
    this.refusedFiles = {};
    this.honeypot = '';
    this.stage = 'form';
    this.submitted = false;
    this.shownFields.clear();
  }

  /** The form's toasts are one group: only the latest of them stays on screen. */
  get toastGroup(): string {
    return `form:${this.options.formId}`;
  }

  private failed<T>(submit: SubmitOptions<T>, failure: Failure, message?: string): undefined {
    runInAction(() => {
      this.stage = 'form';
    });
    submit.captcha?.reset();
    const own = message ?? submit.failureMessageOf?.(failure);
    const text = own === false ? undefined : (own ?? submit.failureMessage);
    if (text !== undefined) submit.notifier.error(text, submit.failureDurationMs, this.toastGroup);
    return undefined;
  }
}

/** The draft's values for the fields the form has, of the same type (anything else is dropped). */
function pickKnown<V extends FieldsOf<V>>(draft: FormValues, initial: V): Partial<V> {
  const known: Record<string, string | boolean> = {};
  const fields = initial as FormValues;
  for (const [field, value] of Object.entries(draft)) {
    if (Object.hasOwn(fields, field) && typeof value === typeof fields[field]) known[field] = value;
  }
  return known as Partial<V>;
}
