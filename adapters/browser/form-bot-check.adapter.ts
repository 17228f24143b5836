/**
 * The page-level bot check (SPEC §4 "Bot-check form flow", §5 Bot check, §7 "Other calls", §9) for
 * the forms the app does not render: forms in the agency's server-rendered HTML and any other
 * plain form on the page. A chunk of its own, loaded at the first focus in a form
 * (form-bot-check.listener.ts passes the events on).
 *
 * - Protected forms are core's rule (`needsBotCheck`): the form's action (or the pressed button's
 *   `formaction`) is /leads, /form_submissions, /user/send_to_friend or any /properties action on
 *   this site, and the form is not flagged invalid.
 * - The first focus in a protected form asks the captcha to prepare: the script is loaded then, and
 *   polled for every 300 ms (`BOT_CHECK_POLL_MS`, SPEC §9 "Bot-check script polling").
 * - A submit of a protected form that nobody prevented is held while the challenge runs; another
 *   submit of the same form meanwhile is held too, and dropped (one challenge, one submission).
 * - With a token, the form's hidden `g-recaptcha-response` field holds it (made when missing).
 *   Then a form marked for async submit (`data-async-submit`) gets an `async-submit` event (it
 *   bubbles; `detail.token`) and its own script sends it; any other form is submitted again with
 *   `requestSubmit(submitter)`, which this check lets through, so the pressed button's name,
 *   value and `formaction` still count.
 * - An empty token means the captcha could not be set up (already logged): the form is sent
 *   without one and the platform decides (SPEC §8 "Recaptcha setup failure … only logged").
 * - A failed challenge sends nothing: the form stays as typed, the captcha is reset, the visitor
 *   gets the recaptcha-invalid text in an error toast (10 s, as the platform's flash), and the
 *   form a `bot-check-failed` event (it bubbles) for the agency's own script.
 * - Forms flagged invalid are never held: the `invalid` class, or `data-invalid` or
 *   `aria-invalid="true"` on the form element.
 */
import { isLeft } from 'fp-ts/Either';
import {
  BOT_CHECK_POLL_MS,
  BOT_CHECK_TOKEN_FIELD,
  RECAPTCHA_INVALID_TEXT,
  TOAST_DURATIONS,
  needsBotCheck,
} from '../../core/index.js';
import type {
  CaptchaPort,
  NotifierPort,
  Result,
  ScriptLoaderPort,
  ThemeSettings,
} from '../../core/index.js';
import { createLazyCaptcha } from './lazy-captcha.adapter.js';
import type { FormBotCheckWork } from './form-bot-check.listener.js';

/** The attribute that marks a form its own script sends (it gets {@link ASYNC_SUBMIT_EVENT}). */
export const ASYNC_SUBMIT_ATTRIBUTE = 'data-async-submit';
/** Fired on a form marked for async submit once its token is in place; `detail.token`. */
export const ASYNC_SUBMIT_EVENT = 'async-submit';
/** Fired on a protected form whose challenge failed (nothing was sent). */
export const BOT_CHECK_FAILED_EVENT = 'bot-check-failed';
/** The reCAPTCHA v3 action name of these challenges. */
export const FORM_BOT_CHECK_ACTION = 'form_submit';

export interface FormBotCheckOptions {
  /** The captcha for these forms. */
  readonly captcha: CaptchaPort;
  readonly notifier: NotifierPort;
  /** The page's address, which relative actions resolve against. */
  readonly pageUrl: () => string;
}

/** What the page gives the check (the composition root's environment and two of its services). */
export interface FormBotCheckDependencies {
  /** The site key the check runs with (core's `botCheckSiteKey`: the check is on). */
  readonly siteKey: string;
  readonly settings: { readonly theme: ThemeSettings };
  readonly window: () => Window;
  readonly document: () => Document;
  readonly scriptLoader: ScriptLoaderPort;
  readonly notifier: NotifierPort;
}

/**
 * The check for the page, with a captcha of its own: reCAPTCHA through the lazy captcha (its
 * adapter a chunk, loaded on the first focus in a protected form), from the theme's script URL,
 * looking for the loaded script every 300 ms.
 */
export function formBotCheck(deps: FormBotCheckDependencies): FormBotCheck {
  const { theme } = deps.settings;
  const captcha = createLazyCaptcha({
    siteKey: deps.siteKey,
    load: async (siteKey) => {
      const { RecaptchaAdapter } = await import('./recaptcha.adapter.js');
      return new RecaptchaAdapter({
        siteKey,
        version: theme.recaptchaVersion,
        scriptLoader: deps.scriptLoader,
        scriptUrl: theme.recaptchaScriptUrl,
        window: deps.window as () => { grecaptcha?: unknown },
        document: deps.document,
        pollMs: BOT_CHECK_POLL_MS,
      });
    },
  });
  return new FormBotCheck({
    captcha,
    notifier: deps.notifier,
    pageUrl: () => deps.window().location.href,
  });
}

export interface AsyncSubmitDetail {
  readonly token: string;
}

export class FormBotCheck implements FormBotCheckWork {
  private readonly captcha: CaptchaPort;
  /** Forms whose challenge is running. */
  private readonly held = new WeakSet<HTMLFormElement>();
  /** Forms this check is submitting itself (their submit event passes). */
  private readonly released = new WeakSet<HTMLFormElement>();
  private prepared = false;

  constructor(private readonly options: FormBotCheckOptions) {
    this.captcha = options.captcha;
  }

  focus(form: HTMLFormElement): void {
    if (this.prepared || !this.protects(form, null)) return;
    this.prepared = true;
    this.captcha.prepare?.();
  }

  submit(event: SubmitEvent): void {
    const form = event.target as HTMLFormElement | null;
    if (form === null || typeof form.requestSubmit !== 'function') return;
    if (this.released.has(form)) return;
    if (!this.held.has(form) && !this.protects(form, event.submitter)) return;
    event.preventDefault();
    if (this.held.has(form)) return;
    this.held.add(form);
    void this.challenge(form, event.submitter);
  }

  private protects(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
    const action = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';
    // The no-bot-check flag is applied before this check is started at all (core's botCheckSiteKey).
    return needsBotCheck({
      action,
      invalid: isFlaggedInvalid(form),
      noBotCheckFlag: false,
      pageUrl: this.options.pageUrl(),
    });
  }

  private async challenge(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
    let result: Result<string>;
    try {
      result = await this.captcha.execute(FORM_BOT_CHECK_ACTION);
    } finally {
      this.held.delete(form);
    }
    if (isLeft(result)) {
      this.captcha.reset();
      this.options.notifier.error(RECAPTCHA_INVALID_TEXT, TOAST_DURATIONS.flash);
      form.dispatchEvent(formEvent(form, BOT_CHECK_FAILED_EVENT, undefined));
      return;
    }
    const token = result.right;
    if (token !== '') tokenField(form).value = token;
    if (form.hasAttribute(ASYNC_SUBMIT_ATTRIBUTE)) {
      const detail: AsyncSubmitDetail = { token };
      form.dispatchEvent(formEvent(form, ASYNC_SUBMIT_EVENT, detail));
      return;
    }
    this.released.add(form);
    try {
      submitAgain(form, submitter);
    } finally {
      this.released.delete(form);
    }
  }
}

/** The form is flagged invalid: the `invalid` class, `data-invalid` (not "false") or `aria-invalid="true"`. */
export function isFlaggedInvalid(form: HTMLFormElement): boolean {
  const dataInvalid = form.getAttribute('data-invalid');
  return (
    form.classList.contains('invalid') ||
    (dataInvalid !== null && dataInvalid !== 'false') ||
    form.getAttribute('aria-invalid') === 'true'
  );
}

/** A bubbling event of the form's own window (its document may not be this script's). */
function formEvent<T>(form: HTMLFormElement, type: string, detail: T): CustomEvent<T> {
  const Event = form.ownerDocument.defaultView?.CustomEvent ?? CustomEvent;
  return new Event(type, { bubbles: true, detail });
}

/** The form's own hidden token field, added when it has none. */
function tokenField(form: HTMLFormElement): HTMLInputElement | HTMLTextAreaElement {
  const existing = [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  ].find((field) => field.name === BOT_CHECK_TOKEN_FIELD);
  if (existing) return existing;
  const field = form.ownerDocument.createElement('input');
  field.type = 'hidden';
  field.name = BOT_CHECK_TOKEN_FIELD;
  form.appendChild(field);
  return field;
}

/** Submits the form as the visitor did: with the pressed button when it is still one of the form's. */
function submitAgain(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const button = submitter as HTMLButtonElement | HTMLInputElement | null;
  if (button !== null && button.form === form && button.isConnected) {
    try {
      form.requestSubmit(button);
      return;
    } catch {
      // No longer a submit button (changed meanwhile): submit without it.
    }
  }
  form.requestSubmit();
}
