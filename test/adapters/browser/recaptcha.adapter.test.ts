import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import {
  createCaptcha,
  disabledCaptcha,
  RecaptchaAdapter,
} from '../../../adapters/browser/recaptcha.adapter.js';
import type { RecaptchaOptions } from '../../../adapters/browser/recaptcha.adapter.js';
import type { Result } from '../../../core/failures/failures.js';
import type { ScriptLoaderPort } from '../../../core/ports/script-loader.port.js';
import { page } from '../support/dom.js';
import { loggerSpy } from '../support/fake-fetch.js';
import type { LoggerSpy } from '../support/fake-fetch.js';

type LoadStub = sinon.SinonStub<Parameters<ScriptLoaderPort['load']>, Promise<Result<void>>>;

function scriptLoader(
  result: Result<void> = right(undefined),
): ScriptLoaderPort & { load: LoadStub } {
  return {
    load: sinon
      .stub<Parameters<ScriptLoaderPort['load']>, Promise<Result<void>>>()
      .resolves(result),
  };
}

/** A stand-in for v3's grecaptcha. */
function v3Grecaptcha(token: string | Error = 'v3-token') {
  return {
    ready: sinon.spy((callback: () => void) => callback()),
    execute: typeof token === 'string' ? sinon.stub().resolves(token) : sinon.stub().rejects(token),
    render: sinon.stub().returns(0),
    reset: sinon.stub(),
  };
}

/** A stand-in for v2's grecaptcha: execute answers through the widget's callbacks. */
function v2Grecaptcha(
  answer: (params: Record<string, (value?: unknown) => void>, run: number) => void,
) {
  let params: Record<string, (value?: unknown) => void> = {};
  let runs = 0;
  return {
    ready: (callback: () => void) => callback(),
    render: sinon.spy((_container: HTMLElement, parameters: Record<string, unknown>) => {
      params = parameters as typeof params;
      return 7;
    }),
    execute: sinon.spy((_widget: number) => answer(params, ++runs)),
    reset: sinon.spy(),
    params: () => params,
  };
}

describe('reCAPTCHA adapter', () => {
  let clock: sinon.SinonFakeTimers;
  let logger: LoggerSpy;
  let win: { grecaptcha?: unknown };
  const dom = page();

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    logger = loggerSpy();
    win = {};
  });
  afterEach(() => clock.restore());

  function options(
    overrides: Partial<RecaptchaOptions> = {},
  ): RecaptchaOptions & { siteKey: string } {
    return {
      siteKey: 'site-key',
      version: 3,
      scriptLoader: scriptLoader(),
      window: () => win,
      document: () => dom.window.document,
      logger,
      ...overrides,
    } as RecaptchaOptions & { siteKey: string };
  }

  describe('disabled (no site key)', () => {
    it('answers an empty token at once and loads nothing', async () => {
      const loader = scriptLoader();
      for (const siteKey of [undefined, '', '   ']) {
        const captcha = createCaptcha(options({ siteKey, scriptLoader: loader }));
        expect(captcha).to.equal(disabledCaptcha);
        expect(await captcha.execute('login')).to.deep.equal(right(''));
        expect(() => captcha.reset()).not.to.throw();
      }
      expect(loader.load.called).to.equal(false);
    });

    it('is reCAPTCHA when a site key is configured', () => {
      expect(createCaptcha(options())).to.be.instanceOf(RecaptchaAdapter);
    });
  });

  describe('v3', () => {
    it('loads the script with render={siteKey} and answers grecaptcha.execute(siteKey, { action })', async () => {
      const loader = scriptLoader();
      const grecaptcha = v3Grecaptcha();
      win.grecaptcha = grecaptcha;
      const captcha = createCaptcha(options({ scriptLoader: loader }));
      expect(await captcha.execute('valuation')).to.deep.equal(right('v3-token'));
      expect(loader.load.firstCall.args).to.deep.equal([
        'https://www.google.com/recaptcha/api.js?render=site-key',
        { timeoutMs: 20_000 },
      ]);
      expect(grecaptcha.execute.firstCall.args).to.deep.equal([
        'site-key',
        { action: 'valuation' },
      ]);
    });

    it('sets up once for many challenges', async () => {
      const loader = scriptLoader();
      win.grecaptcha = v3Grecaptcha();
      const captcha = createCaptcha(options({ scriptLoader: loader }));
      await captcha.execute('a');
      await captcha.execute('b');
      expect(loader.load.calledOnce).to.equal(true);
    });

    it('polls every 500 ms until grecaptcha is ready', async () => {
      const captcha = createCaptcha(options());
      const pending = captcha.execute('login');
      await clock.tickAsync(1000);
      win.grecaptcha = { ready: () => undefined }; // not usable yet: no execute
      await clock.tickAsync(500);
      win.grecaptcha = v3Grecaptcha('late');
      await clock.tickAsync(499);
      let settled = false;
      void pending.then(() => (settled = true));
      await clock.tickAsync(0);
      expect(settled).to.equal(false);
      await clock.tickAsync(1);
      expect(await pending).to.deep.equal(right('late'));
    });

    it('only logs a setup failure when grecaptcha never appears, answers an empty token, and tries again later', async () => {
      const loader = scriptLoader();
      const captcha = createCaptcha(options({ scriptLoader: loader, maxPolls: 4 }));
      const pending = captcha.execute('login');
      await clock.tickAsync(2000);
      expect(await pending).to.deep.equal(right(''));
      expect(logger.error.firstCall.args[0]).to.equal(
        'recaptcha: setup failed, grecaptcha not ready after 4 polls',
      );
      win.grecaptcha = v3Grecaptcha();
      expect(await captcha.execute('login')).to.deep.equal(right('v3-token'));
      expect(loader.load.callCount).to.equal(2);
    });

    it('only logs a setup failure when the script does not load', async () => {
      const captcha = createCaptcha(
        options({ scriptLoader: scriptLoader(left({ kind: 'timeout' })) }),
      );
      expect(await captcha.execute('login')).to.deep.equal(right(''));
      expect(logger.error.firstCall.args[0]).to.equal(
        'recaptcha: setup failed, the script did not load (timeout)',
      );
    });

    it('gives up when grecaptcha.ready never calls back', async () => {
      win.grecaptcha = { ...v3Grecaptcha(), ready: () => undefined };
      const pending = createCaptcha(options({ maxPolls: 2 })).execute('login');
      await clock.tickAsync(1000);
      expect(await pending).to.deep.equal(right(''));
      expect(logger.error.firstCall.args[0]).to.equal(
        'recaptcha: setup failed, grecaptcha.ready never called back',
      );
    });

    it('answers failures when the challenge itself fails or gives no token', async () => {
      win.grecaptcha = v3Grecaptcha(new Error('Invalid site key'));
      expect(await createCaptcha(options()).execute('login')).to.deep.equal(
        left({ kind: 'network' }),
      );
      win.grecaptcha = v3Grecaptcha('');
      expect(await createCaptcha(options()).execute('login')).to.deep.equal(
        left({ kind: 'decode', detail: 'recaptcha answered no token' }),
      );
    });

    it('has nothing to reset', () => {
      win.grecaptcha = v3Grecaptcha();
      expect(() => createCaptcha(options()).reset()).not.to.throw();
    });
  });

  describe('script and preparing', () => {
    it("loads the theme's script URL (the sandbox's fake service), with render added to its query", async () => {
      for (const [scriptUrl, expected] of [
        ['/__sandbox/recaptcha/api.js', '/__sandbox/recaptcha/api.js?render=site-key'],
        [
          'https://www.recaptcha.net/recaptcha/api.js?hl=en-GB',
          'https://www.recaptcha.net/recaptcha/api.js?hl=en-GB&render=site-key',
        ],
      ] as const) {
        const loader = scriptLoader();
        win.grecaptcha = v3Grecaptcha();
        await createCaptcha(options({ scriptLoader: loader, scriptUrl })).execute('lead');
        expect(loader.load.firstCall.args[0]).to.equal(expected);
      }
    });

    it('loads the script when asked to prepare, once for the challenges that follow', async () => {
      const loader = scriptLoader();
      const grecaptcha = v3Grecaptcha();
      win.grecaptcha = grecaptcha;
      const captcha = createCaptcha(options({ scriptLoader: loader }));
      captcha.prepare?.();
      await clock.tickAsync(0);
      expect(loader.load.calledOnce).to.equal(true);
      expect(grecaptcha.execute.called).to.equal(false);
      expect(await captcha.execute('lead')).to.deep.equal(right('v3-token'));
      expect(loader.load.calledOnce).to.equal(true);
    });
  });

  describe('v2 invisible widget', () => {
    it('loads the explicit-render script, renders one invisible widget and answers the callback token', async () => {
      const loader = scriptLoader();
      const grecaptcha = v2Grecaptcha((params, run) => params['callback']?.(`token-${run}`));
      win.grecaptcha = grecaptcha;
      const captcha = createCaptcha(options({ version: 2, scriptLoader: loader }));
      expect(await captcha.execute('lead')).to.deep.equal(right('token-1'));
      expect(loader.load.firstCall.args[0]).to.equal(
        'https://www.google.com/recaptcha/api.js?render=explicit',
      );
      const [container, params] = grecaptcha.render.firstCall.args;
      expect(container.isConnected).to.equal(true);
      expect(params).to.deep.include({ sitekey: 'site-key', size: 'invisible' });
      expect(grecaptcha.execute.firstCall.args).to.deep.equal([7]);
    });

    it('resets the widget before running it again, and renders it only once', async () => {
      const grecaptcha = v2Grecaptcha((params, run) => params['callback']?.(`token-${run}`));
      win.grecaptcha = grecaptcha;
      const captcha = createCaptcha(options({ version: 2 }));
      await captcha.execute('lead');
      expect(await captcha.execute('lead')).to.deep.equal(right('token-2'));
      expect(grecaptcha.render.calledOnce).to.equal(true);
      expect(grecaptcha.reset.calledOnce).to.equal(true);
      expect(grecaptcha.reset.firstCall.args).to.deep.equal([7]);
    });

    it('resets the widget on request (after a failed submission)', async () => {
      const grecaptcha = v2Grecaptcha((params) => params['callback']?.('t'));
      win.grecaptcha = grecaptcha;
      const captcha = createCaptcha(options({ version: 2 }));
      captcha.reset();
      expect(grecaptcha.reset.called).to.equal(false);
      await captcha.execute('lead');
      captcha.reset();
      expect(grecaptcha.reset.calledOnceWith(7)).to.equal(true);
      await captcha.execute('lead');
      expect(grecaptcha.reset.callCount).to.equal(1);
    });

    it('answers a network failure from the error callback', async () => {
      win.grecaptcha = v2Grecaptcha((params) => params['error-callback']?.());
      expect(await createCaptcha(options({ version: 2 })).execute('lead')).to.deep.equal(
        left({ kind: 'network' }),
      );
    });

    it('answers a timeout failure when the challenge is never answered', async () => {
      win.grecaptcha = v2Grecaptcha(() => undefined);
      const pending = createCaptcha(options({ version: 2, challengeTimeoutMs: 1000 })).execute(
        'lead',
      );
      await clock.tickAsync(1000);
      expect(await pending).to.deep.equal(left({ kind: 'timeout' }));
    });

    it('answers a newer challenge and fails the older unanswered one', async () => {
      let calls = 0;
      win.grecaptcha = v2Grecaptcha((params) => {
        calls++;
        if (calls === 2) params['callback']?.('second');
      });
      const captcha = createCaptcha(options({ version: 2 }));
      const first = captcha.execute('lead');
      await clock.tickAsync(0);
      const second = captcha.execute('lead');
      expect(await first).to.deep.equal(left({ kind: 'timeout' }));
      expect(await second).to.deep.equal(right('second'));
    });

    it('answers failures when execute throws or rejects', async () => {
      win.grecaptcha = v2Grecaptcha(() => {
        throw new Error('boom');
      });
      expect(await createCaptcha(options({ version: 2 })).execute('lead')).to.deep.equal(
        left({ kind: 'network' }),
      );
      win.grecaptcha = v2Grecaptcha(() => Promise.reject(new Error('boom')) as unknown as void);
      expect(await createCaptcha(options({ version: 2 })).execute('lead')).to.deep.equal(
        left({ kind: 'network' }),
      );
    });

    it('treats an empty callback token as a failure', async () => {
      win.grecaptcha = v2Grecaptcha((params) => params['callback']?.(''));
      expect(await createCaptcha(options({ version: 2 })).execute('lead')).to.deep.equal(
        left({ kind: 'decode', detail: 'recaptcha answered no token' }),
      );
    });

    it('only logs a widget that cannot be rendered, answering an empty token', async () => {
      const grecaptcha = v2Grecaptcha(() => undefined);
      grecaptcha.render = sinon.spy(
        (_container: HTMLElement, _parameters: Record<string, unknown>): number => {
          throw new Error('Invalid site key');
        },
      );
      win.grecaptcha = grecaptcha;
      expect(await createCaptcha(options({ version: 2 })).execute('lead')).to.deep.equal(right(''));
      expect(logger.error.firstCall.args[0]).to.equal(
        'recaptcha: setup failed, the widget could not be rendered (Error)',
      );
    });

    it('logs a reset that throws instead of throwing', async () => {
      const grecaptcha = v2Grecaptcha((params) => params['callback']?.('t'));
      grecaptcha.reset = sinon.spy(() => {
        throw new Error('gone');
      }) as typeof grecaptcha.reset;
      win.grecaptcha = grecaptcha;
      const captcha = createCaptcha(options({ version: 2 }));
      await captcha.execute('lead');
      expect(() => captcha.reset()).not.to.throw();
      expect(logger.warn.firstCall.args[0]).to.equal('recaptcha: reset failed (Error)');
    });

    it('a widget whose token expired is not reset before the next run', async () => {
      const grecaptcha = v2Grecaptcha((params, run) => params['callback']?.(`token-${run}`));
      win.grecaptcha = grecaptcha;
      const captcha = createCaptcha(options({ version: 2 }));
      await captcha.execute('lead');
      grecaptcha.params()['expired-callback']?.();
      await captcha.execute('lead');
      expect(grecaptcha.reset.called).to.equal(false);
    });
  });
});
