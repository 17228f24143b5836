import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import {
  createLazyCaptcha,
  disabledCaptcha,
  LazyCaptchaAdapter,
} from '../../../adapters/browser/lazy-captcha.adapter.js';
import { networkFailure } from '../../../core/failures/failures.js';
import type { CaptchaPort } from '../../../core/ports/captcha.port.js';
import { loggerSpy } from '../support/fake-fetch.js';

/** A captcha adapter as its chunk would build it. */
function realCaptcha(
  token = 'tok-1',
): CaptchaPort & { execute: sinon.SinonSpy; reset: sinon.SinonSpy } {
  return { execute: sinon.spy(async () => right(token)), reset: sinon.spy() };
}

describe('createLazyCaptcha', () => {
  it('is the disabled captcha without a site key, loading nothing', async () => {
    for (const siteKey of [undefined, '', '   ']) {
      const load = sinon.spy(async () => realCaptcha());
      const captcha = createLazyCaptcha({ siteKey, load });
      expect(captcha).to.equal(disabledCaptcha);
      expect(await captcha.execute('login')).to.deep.equal(right(''));
      expect(load.called).to.equal(false);
    }
  });

  it('loads nothing until the first challenge', () => {
    const load = sinon.spy(async () => realCaptcha());
    expect(createLazyCaptcha({ siteKey: ' key ', load })).to.be.instanceOf(LazyCaptchaAdapter);
    expect(load.called).to.equal(false);
  });
});

describe('LazyCaptchaAdapter', () => {
  it('loads the reCAPTCHA chunk once, for the trimmed key, and hands it every challenge', async () => {
    const inner = realCaptcha();
    const load = sinon.spy(async (_siteKey: string) => inner);
    const captcha = createLazyCaptcha({ siteKey: ' key ', load });
    const [a, b] = await Promise.all([captcha.execute('lead'), captcha.execute('lead')]);
    expect(a).to.deep.equal(right('tok-1'));
    expect(b).to.deep.equal(right('tok-1'));
    expect(load.calledOnceWithExactly('key')).to.equal(true);
    expect(inner.execute.callCount).to.equal(2);
  });

  it("answers the adapter's own challenge failure as it is", async () => {
    const inner: CaptchaPort = {
      execute: async () => left(networkFailure),
      reset: () => undefined,
    };
    const captcha = createLazyCaptcha({ siteKey: 'key', load: async () => inner });
    expect(await captcha.execute('lead')).to.deep.equal(left(networkFailure));
  });

  it('resets the loaded widget, and does nothing before the first challenge', async () => {
    const inner = realCaptcha();
    const captcha = createLazyCaptcha({ siteKey: 'key', load: async () => inner });
    captcha.reset();
    expect(inner.reset.called).to.equal(false);
    await captcha.execute('lead');
    captcha.reset();
    expect(inner.reset.calledOnce).to.equal(true);
  });

  it('logs a chunk that cannot load, sends an empty token, and tries again at the next challenge', async () => {
    const logger = loggerSpy();
    const inner = realCaptcha('tok-2');
    const load = sinon.stub();
    load.onFirstCall().rejects(new TypeError('Failed to fetch dynamically imported module'));
    load.onSecondCall().resolves(inner);
    const captcha = createLazyCaptcha({ siteKey: 'key', load, logger });
    expect(await captcha.execute('lead')).to.deep.equal(right(''));
    expect(String(logger.error.firstCall.args[0])).to.contain('Loading chunk captcha failed');
    expect(await captcha.execute('lead')).to.deep.equal(right('tok-2'));
    expect(load.callCount).to.equal(2);
  });

  it('prepares ahead of the first challenge (the first focus in a protected form): loads the chunk once and lets it load its script', async () => {
    const prepare = sinon.spy();
    const inner = { ...realCaptcha(), prepare };
    const load = sinon.spy(async () => inner);
    const captcha = createLazyCaptcha({ siteKey: 'key', load });
    captcha.prepare?.();
    captcha.prepare?.();
    await captcha.execute('lead');
    expect(load.calledOnce).to.equal(true);
    expect(prepare.callCount).to.equal(2);
  });

  it('prepares nothing without a site key', () => {
    expect(() =>
      createLazyCaptcha({ siteKey: '', load: async () => realCaptcha() }).prepare?.(),
    ).not.to.throw();
  });
});
