/** The bot check as the composition root wires it (SPEC §4, §5 Bot check): on with a site key, off without one or with the flag. */
import { expect } from 'chai';
import sinon from 'sinon';
import { right } from 'fp-ts/Either';
import { JSDOM, VirtualConsole } from 'jsdom';
import { createContainer, startFormBotCheck, testEnvironment } from '../composition-root.js';
import { disabledCaptcha, LazyCaptchaAdapter } from '../adapters/browser/lazy-captcha.adapter.js';
import type { Result, ScriptLoaderPort } from '../core/index.js';
import { decodeSiteSettings } from '../core/settings/settings.codec.js';
import { TOKENS } from '../ui/tokens.js';

function settingsWith(theme_settings: Record<string, unknown>) {
  return decodeSiteSettings({
    agency_name: 'Harbour Homes',
    authenticityToken: 't',
    page: { identifier: 'properties#show', path: '/properties/5001', title: 'Flat', data: {} },
    header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
    theme_settings,
  }).settings;
}

const KEYED = { recaptchaSiteKey: 'site-key', recaptchaScriptUrl: '/__sandbox/recaptcha/api.js' };

/** Lets the dynamic imports of the listener and the check arrive (real time, bounded). */
async function until(done: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the bot check in the composition root', () => {
  it("gives the app's lead forms the lazy reCAPTCHA with a site key, and the disabled captcha without one or with the flag", () => {
    expect(
      createContainer(testEnvironment(settingsWith(KEYED))).get(TOKENS.captcha),
    ).to.be.instanceOf(LazyCaptchaAdapter);
    expect(createContainer(testEnvironment(settingsWith({}))).get(TOKENS.captcha)).to.equal(
      disabledCaptcha,
    );
    expect(
      createContainer(testEnvironment(settingsWith({ ...KEYED, noBotCheck: true }))).get(
        TOKENS.captcha,
      ),
    ).to.equal(disabledCaptcha);
  });

  describe('startFormBotCheck', () => {
    function page(theme: Record<string, unknown>) {
      const dom = new JSDOM(
        '<!doctype html><body><form id="lead" action="/leads" method="post"><input id="name" name="name"></form></body>',
        {
          url: 'https://harbour.example/properties/5001',
          virtualConsole: new VirtualConsole(),
        },
      );
      const documentLookups = sinon.spy(() => dom.window.document);
      const env = testEnvironment(settingsWith(theme), {
        document: documentLookups,
        window: () => dom.window as unknown as Window,
      });
      const container = createContainer(env);
      const load = sinon
        .stub<Parameters<ScriptLoaderPort['load']>, Promise<Result<void>>>()
        .resolves(right(undefined));
      container.unbind(TOKENS.scriptLoader);
      container.bind(TOKENS.scriptLoader).toConstantValue({ load });
      const focusName = () =>
        dom.window.document
          .getElementById('name')!
          .dispatchEvent(new dom.window.FocusEvent('focusin', { bubbles: true }));
      return { dom, env, container, load, documentLookups, focusName };
    }

    it('listens on the document and loads the captcha script at the first focus in a protected form', async () => {
      const { dom, env, container, load, documentLookups, focusName } = page(KEYED);
      startFormBotCheck(container, env);
      await until(() => documentLookups.called);
      focusName();
      await until(() => load.called);
      expect(load.firstCall.args[0]).to.equal('/__sandbox/recaptcha/api.js?render=explicit');
      // The script "arrives": the check finds grecaptcha at its next look and is ready.
      const ready = sinon.spy((callback: () => void) => callback());
      Object.assign(dom.window, {
        grecaptcha: { ready, execute: () => undefined, render: () => 0, reset: () => undefined },
      });
      await until(() => ready.called);
      expect(ready.calledOnce).to.equal(true);
    });

    for (const [what, theme] of [
      ['without a site key', {}],
      ['with the no-bot-check flag', { ...KEYED, noBotCheck: true }],
    ] as const) {
      it(`does nothing at all ${what}`, async () => {
        const { env, container, load, documentLookups, focusName } = page(theme);
        startFormBotCheck(container, env);
        focusName();
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(documentLookups.called).to.equal(false);
        expect(load.called).to.equal(false);
      });
    }
  });
});
