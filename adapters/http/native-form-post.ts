/**
 * The native form post of LeadsPort.postNative (SPEC §7), a chunk of its own: a real `<form
 * method="post">` of hidden inputs (and file inputs for the files of a file-upload field, sent
 * multipart), submitted by the browser: POST /properties/{property_id}/{channel}/leads with
 * lead[...], lead_client[...], marketing_preferences[opt_in_terms] names, or POST /form_submissions
 * for the new-homes and other agency forms; all carry authenticity_token and, when given,
 * g-recaptcha-response. `form.submit()` is used, not `requestSubmit()`, so the bot-check
 * interception (which listens for submit events) does not hold the form a second time.
 *
 * The form is posted into a hidden, sandboxed frame of this origin (no scripts run in it), not over
 * the page: the platform answers a post with a redirect to the page to show next (the property with
 * '#/flash/welcome-lead-sent'), and the frame lands there. fetch could not tell that address (a
 * redirect's hash is not readable), so the frame is the way to learn it; the caller then goes
 * there. An answer that is no redirect (a 500 page) or none within the time limit leaves the
 * visitor on the form with everything typed, where a post over the page would have thrown it all
 * away.
 */
import { left, right } from 'fp-ts/Either';
import { httpFailure, leadFormFields, networkFailure, timeoutFailure } from '../../core/index.js';
import type { FormFile, Result, NativeLeadForm } from '../../core/index.js';
import type { Timers } from '../timers.js';

/**
 * What the post needs from the adapter. Given, not imported: this chunk then shares no module with
 * the page's own start (which would cost every page another file).
 */
export interface NativePostDependencies {
  /** The page's document. */
  readonly document: () => Document;
  readonly authenticityToken: () => string;
  /** The bot-check token's field name (g-recaptcha-response). */
  readonly captchaField: string;
  /** How long the post may wait for the platform's answer. */
  readonly timeoutMs: number;
  readonly timers: Timers;
}

/** Where a native form goes, the fields it carries (before the tokens are added) and its files. */
export function nativeFormTarget(form: NativeLeadForm): {
  action: string;
  fields: Record<string, string>;
  files: readonly FormFile[];
} {
  if (form.kind === 'property-lead') {
    return {
      action: `/properties/${encodeURIComponent(form.propertyId)}/${encodeURIComponent(form.channel)}/leads`,
      fields: leadFormFields(form.payload),
      files: [],
    };
  }
  return {
    action: '/form_submissions',
    fields: { ...form.submission.fields },
    files: form.kind === 'form-submission' ? form.files : [],
  };
}

/** Where the frame landed, and the status of that page when the browser tells it (Chromium does). */
export interface FrameLanding {
  readonly href: string;
  readonly status?: number;
}

/**
 * The platform's answer to a native post that landed on `landing`: a redirect (any address but the
 * post's own) is the page to show next; the post's own address is a page answered in place of a
 * redirect, i.e. an error page.
 */
export function nativePostAnswer(actionUrl: string, landing: FrameLanding): Result<string> {
  const withoutHash = (url: string) => url.split('#')[0];
  if (withoutHash(landing.href) !== withoutHash(actionUrl)) return right(landing.href);
  return left(
    httpFailure(landing.status !== undefined && landing.status >= 400 ? landing.status : 500),
  );
}

/** The frame's address and status once its page has arrived: 'blank' for its first empty page, 'unreadable' for another origin. */
function landingOf(frame: HTMLIFrameElement): FrameLanding | 'blank' | 'unreadable' {
  try {
    const win = frame.contentWindow;
    const href = win?.location.href;
    if (href === undefined || href === 'about:blank') return 'blank';
    const entry = win?.performance?.getEntriesByType('navigation')[0] as
      (PerformanceEntry & { responseStatus?: number }) | undefined;
    const status = entry?.responseStatus;
    return typeof status === 'number' && status > 0 ? { href, status } : { href };
  } catch {
    return 'unreadable';
  }
}

let frameCount = 0;

/** Posts `form` natively into a hidden frame; answers the address the platform sent the frame to. */
export function postNativeForm(
  form: NativeLeadForm,
  captchaToken: string | undefined,
  deps: NativePostDependencies,
): Promise<Result<string>> {
  const { action, fields, files } = nativeFormTarget(form);
  const token = deps.authenticityToken();
  const all: Record<string, string> = {
    ...fields,
    ...(token !== '' ? { authenticity_token: token } : {}),
    ...(captchaToken !== undefined && captchaToken !== ''
      ? { [deps.captchaField]: captchaToken }
      : {}),
  };
  const doc = deps.document();
  frameCount += 1;
  const target = `lead-post-${frameCount}`;
  const frame = doc.createElement('iframe');
  frame.name = target;
  frame.title = 'Form submission';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  // Same origin (so its address can be read), no scripts: the answer page never runs.
  frame.setAttribute('sandbox', 'allow-same-origin');
  const element = doc.createElement('form');
  element.method = 'post';
  element.action = action;
  element.acceptCharset = 'UTF-8';
  element.target = target;
  element.hidden = true;
  for (const [name, value] of Object.entries(all)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  if (files.length > 0) {
    element.enctype = 'multipart/form-data';
    for (const { name, file } of files) element.appendChild(fileInput(doc, name, file));
  }
  doc.body.appendChild(frame);
  doc.body.appendChild(element);
  const { timers } = deps;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Result<string>): void => {
      if (settled) return;
      settled = true;
      timers.clearTimeout(handle);
      frame.removeEventListener('load', onLoad);
      // Taking the frame away also stops a post still waiting for its answer.
      frame.remove();
      element.remove();
      resolve(result);
    };
    const onLoad = (): void => {
      const landing = landingOf(frame);
      if (landing === 'blank') return;
      // Another origin answered: nothing this site can go to.
      finish(
        landing === 'unreadable' ? left(networkFailure) : nativePostAnswer(element.action, landing),
      );
    };
    const handle = timers.setTimeout(() => finish(left(timeoutFailure)), deps.timeoutMs);
    frame.addEventListener('load', onLoad);
    element.submit();
  });
}

/** A file input holding `file` (a browser File chosen by the visitor); anything else is left out. */
function fileInput(doc: Document, name: string, file: unknown): HTMLInputElement {
  const input = doc.createElement('input');
  input.type = 'file';
  input.name = name;
  const win = doc.defaultView;
  if (win && file instanceof win.File && typeof win.DataTransfer === 'function') {
    const transfer = new win.DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
  }
  return input;
}
