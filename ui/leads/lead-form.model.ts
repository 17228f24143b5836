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
 *   resets the bot check (SPEC §8).
 * - With `drafts`, what is typed is kept for the page's life under `formId`: closing the modal by
 *   accident and opening it again brings it all back; a sent form forgets it.
 */
import { isLeft } from 'fp-ts/Either';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { rejectLettersWhileTyping } from '../../core/index.js';
import type { CaptchaPort, FieldErrors, NotifierPort, Result } from '../../core/index.js';
import type { LeadDrafts } from './lead-drafts.js';

export type FormStage = 'form' | 'submitting' | 'sent';

/** A form's values: text fields are strings, checkboxes booleans. */
export type FormValues = Readonly<Record<string, string | boolean>>;

/** The constraint on a form's own values type (an interface of string and boolean fields). */
export type FieldsOf<V> = { readonly [K in keyof V]: string | boolean };

export interface LeadFormOptions<V extends FieldsOf<V>, F extends string> {
  /** The draft key: one per form and subject (e.g. 'contact-staff:17'). */
  readonly formId: string;
  readonly initial: V;
  /** Core's rules for the whole form: `{ field: message }` for each invalid field. */
  readonly validate: (values: V) => FieldErrors<F>;
  /** Fields whose letters are dropped while typing (phone fields, SPEC §5). */
  readonly lettersRejected?: readonly (keyof V & string)[];
  readonly drafts?: LeadDrafts;
}

export interface SubmitOptions<T> {
  /** Sends the form; answers the port's result. */
  readonly send: (captchaToken: string | undefined) => Promise<Result<T>>;
  /** The bot check to run first (absent: none). */
  readonly captcha?: CaptchaPort;
  /** The action name given to the bot check (reCAPTCHA v3). */
  readonly captchaAction?: string;
  readonly notifier: NotifierPort;
  /** The toast of a failure (SPEC §8: 'Request failed. Please try again.' for leads). */
  readonly failureMessage: string;
  /** The toast of a success, when the form shows one (staff, office, department). */
  readonly successMessage?: string;
}

export class LeadFormModel<V extends FieldsOf<V>, F extends string = Extract<keyof V, string>> {
  values: V;
  /** The hidden honeypot field's value ('' from a person). */
  honeypot = '';
  stage: FormStage = 'form';
  /** Each time the form asks for focus on a field (submit with errors), a new request. */
  focusRequest: { readonly field: F; readonly serial: number } | undefined = undefined;

  /** The fields the visitor has left (their errors show). */
  private readonly shownFields = observable.set<string>();
  private submitted = false;
  private serial = 0;

  constructor(private readonly options: LeadFormOptions<V, F>) {
    const draft = options.drafts?.load(options.formId);
    this.values = draft ? { ...options.initial, ...pickKnown(draft, options.initial) } : options.initial;
    makeObservable<LeadFormModel<V, F>, 'submitted'>(this, {
      values: observableRef,
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
      reset: action,
    });
  }

  /** Every current error, shown or not. */
  get errors(): FieldErrors<F> {
    return this.options.validate(this.values);
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
    const cleaned = typeof value === 'string' && this.options.lettersRejected?.includes(field) ? rejectLettersWhileTyping(value) : value;
    this.values = { ...this.values, [field]: cleaned };
    // A ticked or changed box is decided at once: its error shows (or goes) straight away.
    if (typeof value === 'boolean') this.shownFields.add(field);
    this.options.drafts?.save(this.options.formId, this.values as FormValues);
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
      if (isLeft(challenge)) return this.failed(submit);
      token = challenge.right === '' ? undefined : challenge.right;
    }
    const result = await submit.send(token);
    if (isLeft(result)) return this.failed(submit);
    runInAction(() => {
      this.stage = 'sent';
    });
    this.options.drafts?.clear(this.options.formId);
    if (submit.successMessage !== undefined) submit.notifier.success(submit.successMessage);
    return result.right;
  }

  /** Back to an empty form (after 'sent', to send another). */
  reset(): void {
    this.values = this.options.initial;
    this.honeypot = '';
    this.stage = 'form';
    this.submitted = false;
    this.shownFields.clear();
  }

  private failed<T>(submit: SubmitOptions<T>): undefined {
    runInAction(() => {
      this.stage = 'form';
    });
    submit.captcha?.reset();
    submit.notifier.error(submit.failureMessage);
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
