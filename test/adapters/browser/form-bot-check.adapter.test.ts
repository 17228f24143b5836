import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import { VirtualConsole } from 'jsdom';
import {
  ASYNC_SUBMIT_EVENT,
  BOT_CHECK_FAILED_EVENT,
  FormBotCheck,
  FORM_BOT_CHECK_ACTION,
  formBotCheck,
  isFlaggedInvalid,
} from '../../../adapters/browser/form-bot-check.adapter.js';
import { listenForFormBotCheck } from '../../../adapters/browser/form-bot-check.listener.js';
import {
  DEFAULT_THEME_SETTINGS,
  networkFailure,
  type Result,
  type ScriptLoaderPort,
  type ThemeSettings,
} from '../../../core/index.js';
import type { CaptchaPort } from '../../../core/ports/captcha.port.js';
import { JSDOM } from '../support/dom.js';
// Loaded up front, as the page's chunk would be: the check imports it when it first needs it.
import '../../../adapters/browser/recaptcha.adapter.js';

const PAGE = 'https://agency.example/branches/taunton';

const HTML = `<!doctype html><html><body>
  <form id="lead" action="/properties/7/sales/leads" method="post">
    <input id="name" name="lead_client[first_name]">
    <button id="send" name="intent" value="viewing">Send</button>
  </form>
  <form id="async" action="/leads" method="post" data-async-submit><input id="async-name" name="name"></form>
  <form id="search" action="/search" method="get"><input id="q" name="q"></form>
  <form id="invalid" action="/leads" method="post" class="invalid"><input name="name"></form>
  <form id="friend" action="/user/send_to_friend" method="post"><input name="email"><input type="hidden" name="g-recaptcha-response" value="stale"></form>
</body></html>`;

/** A captcha whose challenges the test answers. */
class ControlledCaptcha implements CaptchaPort {
  readonly actions: string[] = [];
  resets = 0;
  prepares = 0;
  private answers: ((result: Result<string>) => void)[] = [];
  execute = (action: string) => {
    this.actions.push(action);
    return new Promise<Result<string>>((resolve) => this.answers.push(resolve));
  };
  reset = () => void (this.resets += 1);
  prepare = () => void (this.prepares += 1);
  answer(result: Result<string>): void {
    this.answers.shift()?.(result);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Sent {
  readonly form: string;
  readonly token: string | null;
  readonly submitter: string | null;
}

function setUp() {
  const dom = new JSDOM(HTML, { url: PAGE, virtualConsole: new VirtualConsole() });
  const doc = dom.window.document;
  const captcha = new ControlledCaptcha();
  const notifier = { success: sinon.spy(), error: sinon.spy() };
  const check = new FormBotCheck({
    captcha,
    notifier,
    pageUrl: () => dom.window.location.href,
  });
  listenForFormBotCheck(doc, async () => check);
  // What the browser would send: recorded on the window, after the check has had its say.
  const sent: Sent[] = [];
  dom.window.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    const form = event.target as HTMLFormElement;
    const field = [...form.querySelectorAll('input')].find(
      (input) => input.name === 'g-recaptcha-response',
    );
    sent.push({
      form: form.id,
      token: field?.value ?? null,
      submitter: (event as SubmitEvent).submitter?.id ?? null,
    });
    event.preventDefault();
  });
  const focus = async (id: string) => {
    doc.getElementById(id)!.dispatchEvent(new dom.window.FocusEvent('focusin', { bubbles: true }));
    await settle();
  };
  const press = (id: string) => (doc.getElementById(id) as HTMLButtonElement).click();
  const submit = (formId: string) =>
    (doc.getElementById(formId) as HTMLFormElement).requestSubmit();
  return { dom, doc, captcha, notifier, sent, focus, press, submit };
}

describe('FormBotCheck (the page-level bot check)', () => {
  it('prepares the captcha (loads the script) at the first focus in a protected form, and only then', async () => {
    const { captcha, focus } = setUp();
    await focus('q');
    expect(captcha.prepares, 'a search form is not protected').to.equal(0);
    await focus('name');
    await focus('name');
    await focus('async-name');
    expect(captcha.prepares).to.equal(1);
  });

  it('holds the submit while the challenge runs, then submits with the token and the pressed button', async () => {
    const { captcha, sent, focus, press, doc } = setUp();
    await focus('name');
    press('send');
    expect(sent, 'held').to.deep.equal([]);
    expect(captcha.actions).to.deep.equal([FORM_BOT_CHECK_ACTION]);
    captcha.answer(right('token-1'));
    await settle();
    expect(sent).to.deep.equal([{ form: 'lead', token: 'token-1', submitter: 'send' }]);
    const field = doc.querySelector<HTMLInputElement>('#lead input[name="g-recaptcha-response"]')!;
    expect(field.type).to.equal('hidden');
  });

  it('runs one challenge for a form submitted twice while it is held', async () => {
    const { captcha, sent, focus, press } = setUp();
    await focus('name');
    press('send');
    press('send');
    expect(captcha.actions).to.have.length(1);
    captcha.answer(right('token-1'));
    await settle();
    expect(sent).to.have.length(1);
  });

  it('checks the form again at its next submit (a new token each time)', async () => {
    const { captcha, sent, focus, press } = setUp();
    await focus('name');
    press('send');
    captcha.answer(right('token-1'));
    await settle();
    press('send');
    expect(sent, 'the second submit is held too').to.have.length(1);
    captcha.answer(right('token-2'));
    await settle();
    expect(sent.map((s) => s.token)).to.deep.equal(['token-1', 'token-2']);
  });

  it('fills the token field the form already has rather than adding another', async () => {
    const { captcha, doc, focus, submit } = setUp();
    await focus('name');
    submit('friend');
    captcha.answer(right('token-9'));
    await settle();
    const fields = doc.querySelectorAll<HTMLInputElement>(
      '#friend input[name="g-recaptcha-response"]',
    );
    expect([...fields].map((f) => f.value)).to.deep.equal(['token-9']);
  });

  it('fires async-submit with the token for a form marked for async submit, and submits nothing itself', async () => {
    const { captcha, sent, doc, focus, submit } = setUp();
    const fired: unknown[] = [];
    doc.addEventListener(ASYNC_SUBMIT_EVENT, (event) => fired.push((event as CustomEvent).detail));
    await focus('async-name');
    submit('async');
    captcha.answer(right('token-3'));
    await settle();
    expect(fired).to.deep.equal([{ token: 'token-3' }]);
    expect(sent).to.deep.equal([]);
    expect(
      doc.querySelector<HTMLInputElement>('#async input[name="g-recaptcha-response"]')!.value,
    ).to.equal('token-3');
  });

  it('on a failed challenge sends nothing, resets the captcha, shows the recaptcha-invalid text and tells the form', async () => {
    const { captcha, sent, notifier, doc, focus, press } = setUp();
    const failed: string[] = [];
    doc.addEventListener(BOT_CHECK_FAILED_EVENT, (event) =>
      failed.push((event.target as HTMLElement).id),
    );
    await focus('name');
    press('send');
    captcha.answer(left(networkFailure));
    await settle();
    expect(sent).to.deep.equal([]);
    expect(captcha.resets).to.equal(1);
    expect(
      notifier.error.calledOnceWithExactly(
        "We couldn't confirm that you are not a robot. Please try again.",
        10_000,
      ),
    ).to.equal(true);
    expect(failed).to.deep.equal(['lead']);
    // The visitor can try again.
    press('send');
    captcha.answer(right('token-2'));
    await settle();
    expect(sent.map((s) => s.token)).to.deep.equal(['token-2']);
  });

  it('sends the form without a token when the captcha could not be set up (the platform decides)', async () => {
    const { captcha, sent, focus, press } = setUp();
    await focus('name');
    press('send');
    captcha.answer(right(''));
    await settle();
    expect(sent).to.deep.equal([{ form: 'lead', token: null, submitter: 'send' }]);
  });

  it('lets unprotected forms and forms flagged invalid through untouched', async () => {
    const { captcha, sent, focus, submit } = setUp();
    await focus('q');
    submit('search');
    submit('invalid');
    expect(captcha.actions).to.deep.equal([]);
    expect(sent.map((s) => s.form)).to.deep.equal(['search', 'invalid']);
  });

  it("follows the pressed button's formaction", async () => {
    const { captcha, sent, doc, focus } = setUp();
    const button = doc.createElement('button');
    button.id = 'to-search';
    button.setAttribute('formaction', '/search');
    doc.getElementById('lead')!.appendChild(button);
    await focus('name');
    button.click();
    expect(captcha.actions).to.deep.equal([]);
    expect(sent.map((s) => s.submitter)).to.deep.equal(['to-search']);
  });
});

describe('isFlaggedInvalid', () => {
  const formWith = (markup: string) =>
    new JSDOM(`<body>${markup}</body>`).window.document.querySelector('form')!;

  it('reads the invalid class, data-invalid and aria-invalid="true" on the form', () => {
    expect(isFlaggedInvalid(formWith('<form class="lead invalid"></form>'))).to.equal(true);
    expect(isFlaggedInvalid(formWith('<form data-invalid></form>'))).to.equal(true);
    expect(isFlaggedInvalid(formWith('<form data-invalid="true"></form>'))).to.equal(true);
    expect(isFlaggedInvalid(formWith('<form aria-invalid="true"></form>'))).to.equal(true);
  });

  it('is false for a plain form, data-invalid="false" and aria-invalid="false"', () => {
    expect(isFlaggedInvalid(formWith('<form class="lead"></form>'))).to.equal(false);
    expect(isFlaggedInvalid(formWith('<form data-invalid="false"></form>'))).to.equal(false);
    expect(isFlaggedInvalid(formWith('<form aria-invalid="false"></form>'))).to.equal(false);
  });
});

describe('formBotCheck (the check with its own reCAPTCHA)', () => {
  function theme(overrides: Partial<ThemeSettings> = {}): { theme: ThemeSettings } {
    return {
      theme: {
        ...DEFAULT_THEME_SETTINGS,
        recaptchaSiteKey: 'site-key',
        recaptchaScriptUrl: '/__sandbox/recaptcha/api.js',
        ...overrides,
      },
    };
  }

  it("loads the theme's script at the first focus in a protected form, then looks for grecaptcha every 300 ms", async () => {
    const dom = new JSDOM(HTML, { url: PAGE, virtualConsole: new VirtualConsole() });
    const load = sinon
      .stub<Parameters<ScriptLoaderPort['load']>, Promise<Result<void>>>()
      .resolves(right(undefined));
    const win = dom.window as unknown as Window & { grecaptcha?: unknown };
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const check = formBotCheck({
        siteKey: 'site-key',
        settings: theme(),
        window: () => win,
        document: () => dom.window.document,
        scriptLoader: { load },
        notifier: { success: sinon.spy(), error: sinon.spy() },
      });
      check.focus(dom.window.document.getElementById('lead') as HTMLFormElement);
      await flush(() => load.called, 5000);
      expect(load.firstCall.args[0]).to.equal('/__sandbox/recaptcha/api.js?render=explicit');
      // The script has loaded but grecaptcha is not there yet: looked for again 300 ms later.
      const ready = sinon.spy((callback: () => void) => callback());
      win.grecaptcha = { ready, execute: () => undefined, render: () => 0, reset: () => undefined };
      await clock.tickAsync(299);
      expect(ready.called).to.equal(false);
      await clock.tickAsync(1);
      expect(ready.calledOnce).to.equal(true);
    } finally {
      clock.restore();
    }
  });
});

/** Lets promises, dynamic imports and I/O callbacks run (no timer involved): until `done()`, or for `ms` (real time). */
async function flush(done: () => boolean = () => false, ms = 50): Promise<void> {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((resolve) => setImmediate(resolve));
}
