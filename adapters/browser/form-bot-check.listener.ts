/**
 * The start of the page-level bot check (SPEC §4 "Bot-check form flow"), on every page where the
 * check is on: a small chunk the composition root loads as the page starts (never part of a
 * page's initial JavaScript), holding two listeners on the document and nothing else. The first
 * focus in any form loads the check itself (form-bot-check.adapter.ts, a chunk of its own), which
 * decides whether that form is protected and only then loads the captcha script. From then on the
 * check sees every submit nobody has prevented: a form the app renders prevents its own submit
 * (React's listener on the root runs before this one on the document), so the check leaves it alone.
 *
 * A submit while the check is still on its way (a visitor who focused a field and pressed Enter at
 * once, on a slow connection) is held and sent again once it is here, so the check sees it. A form
 * submitted before any focus in a form goes as it is (as one whose check could not load): the
 * platform then refuses it with the recaptcha-invalid flash, as for any missing token.
 */
import { consoleLogger } from '../logger.js';
import type { NotifierPort, ScriptLoaderPort } from '../../core/index.js';
import type { FormBotCheckDependencies } from './form-bot-check.adapter.js';

/** What the loaded check does with the events this listener passes on. */
export interface FormBotCheckWork {
  /** A focus landed in `form`. */
  focus(form: HTMLFormElement): void;
  /** A submit event nobody has prevented. */
  submit(event: SubmitEvent): void;
}

/** A focus target: a form control knows its form (even one outside it, `form="id"`). */
interface FocusTarget {
  readonly form?: HTMLFormElement | null;
  closest?(selectors: string): Element | null;
}

/**
 * Listens on `doc`; `load` brings the check (when it fails, the next focus in a form tries again).
 * Answers the function that stops listening.
 */
export function listenForFormBotCheck(
  doc: Document,
  load: () => Promise<FormBotCheckWork>,
): () => void {
  let work: FormBotCheckWork | undefined;
  let loading: Promise<FormBotCheckWork | undefined> | undefined;
  const onFocus = (event: Event) => {
    const target = event.target as FocusTarget | null;
    const form = (target?.form ?? target?.closest?.('form')) as HTMLFormElement | null | undefined;
    if (!form) return;
    loading ??= load().then(
      (loaded) => (work = loaded),
      (error: unknown) => {
        // Its chunk could not load: the next focus in a form tries again.
        consoleLogger.error(`bot check: not loaded (${String(error)})`);
        loading = undefined;
        return undefined;
      },
    );
    void loading.then((loaded) => loaded?.focus(form));
  };
  const onSubmit = (event: Event) => {
    if (event.defaultPrevented) return;
    if (work !== undefined) {
      work.submit(event as SubmitEvent);
      return;
    }
    const form = event.target;
    const view = doc.defaultView;
    if (loading === undefined || view === null || !(form instanceof view.HTMLFormElement)) return;
    // The check is on its way: the submit waits for it, then goes again (the check sees it then).
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    void loading.then((loaded) => {
      if (!form.isConnected) return;
      if (loaded === undefined) form.submit();
      else if (submitter) form.requestSubmit(submitter);
      else form.requestSubmit();
    });
  };
  doc.addEventListener('focusin', onFocus, true);
  doc.addEventListener('submit', onSubmit);
  return () => {
    doc.removeEventListener('focusin', onFocus, true);
    doc.removeEventListener('submit', onSubmit);
  };
}

/**
 * Listens on the page's document (the composition root's environment, the site key the check runs
 * with and two of its services); the check (form-bot-check.adapter.ts) loads at the first focus in
 * a form. Answers the function that stops listening.
 */
export function startFormBotCheck(
  env: Pick<FormBotCheckDependencies, 'settings' | 'window' | 'document'>,
  siteKey: string,
  scriptLoader: ScriptLoaderPort,
  notifier: NotifierPort,
): () => void {
  const deps: FormBotCheckDependencies = {
    settings: env.settings,
    window: env.window,
    document: env.document,
    siteKey,
    scriptLoader,
    notifier,
  };
  return listenForFormBotCheck(env.document(), () =>
    import('./form-bot-check.adapter.js').then(({ formBotCheck }) => formBotCheck(deps)),
  );
}
