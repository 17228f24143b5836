import { expect } from 'chai';
import fc from 'fast-check';
import { botCheckSiteKey } from '../../../core/bot-check/bot-check-settings.js';
import { checkScriptUrl } from '../../../core/bot-check/script-url.js';
import {
  BOT_CHECK_FAILED_FLASH,
  RECAPTCHA_INVALID_TEXT,
} from '../../../core/bot-check/bot-check.js';
import { flashToast } from '../../../core/notifications/flash.js';

describe('botCheckSiteKey', () => {
  it("is the agency's site key, trimmed", () => {
    expect(botCheckSiteKey({ recaptchaSiteKey: ' 6Lc-key ' })).to.equal('6Lc-key');
    expect(botCheckSiteKey({ recaptchaSiteKey: '6Lc-key', noBotCheck: false })).to.equal('6Lc-key');
  });

  it('is off without a site key (SPEC §5: no key, no check)', () => {
    for (const recaptchaSiteKey of [undefined, '', '   '])
      expect(botCheckSiteKey({ recaptchaSiteKey })).to.equal(undefined);
  });

  it('is off with the no-bot-check flag, whatever the key (SPEC §5 "entirely")', () => {
    expect(botCheckSiteKey({ recaptchaSiteKey: '6Lc-key', noBotCheck: true })).to.equal(undefined);
  });
});

describe('checkScriptUrl', () => {
  it("takes https URLs and this site's paths", () => {
    for (const url of [
      'https://www.google.com/recaptcha/api.js',
      'https://www.recaptcha.net/recaptcha/api.js?hl=en-GB',
      'https://cdn.agency.example:8443/captcha.js',
      '/__sandbox/recaptcha/api.js',
    ]) {
      expect(checkScriptUrl(url), url).to.equal(url);
    }
  });

  it('refuses other schemes, other-site tricks, spaces, quotes and fragments', () => {
    for (const url of [
      'http://www.google.com/recaptcha/api.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '//evil.example/api.js',
      '/\\evil.example/api.js',
      'https://user:pass@evil.example/api.js',
      'https://www.google.com',
      'api.js',
      ' /api.js',
      '/api js',
      '/api.js"onload="x',
      '/api.js#x',
      '',
    ]) {
      expect(checkScriptUrl(url), url).to.equal(undefined);
    }
  });

  it('never throws and answers the URL itself or nothing', () => {
    fc.assert(fc.property(fc.string(), (url) => [url, undefined].includes(checkScriptUrl(url))));
  });
});

describe('RECAPTCHA_INVALID_TEXT', () => {
  it("is the 'recaptcha-invalid' flash's text (SPEC §2), an error", () => {
    expect(flashToast(BOT_CHECK_FAILED_FLASH)).to.deep.include({
      kind: 'error',
      message: RECAPTCHA_INVALID_TEXT,
    });
    expect(RECAPTCHA_INVALID_TEXT).to.equal(
      "We couldn't confirm that you are not a robot. Please try again.",
    );
  });
});
