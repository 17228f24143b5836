/** The bot check's theme settings (SPEC §3 "Recaptcha version setting", §5 Bot check) as the codec decodes them. */
import { expect } from 'chai';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';

function withTheme(theme_settings: Record<string, unknown>) {
  return decodeSiteSettings({
    agency_name: 'Harbour Homes',
    authenticityToken: 'tok',
    page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
    header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
    theme_settings,
  });
}

describe('decodeSiteSettings: the bot check', () => {
  it('reads the site key, the version, the script URL and the no-bot-check flag', () => {
    const { settings, problems } = withTheme({
      recaptchaSiteKey: 'key',
      recaptchaVersion: '3',
      recaptchaScriptUrl: '/__sandbox/recaptcha/api.js',
      noBotCheck: 'true',
    });
    expect(problems).to.deep.equal([]);
    expect(settings.theme).to.include({
      recaptchaSiteKey: 'key',
      recaptchaVersion: 3,
      recaptchaScriptUrl: '/__sandbox/recaptcha/api.js',
      noBotCheck: true,
    });
  });

  it("defaults to Google's script (no URL) and the check on", () => {
    const { settings } = withTheme({});
    expect(settings.theme.recaptchaScriptUrl).to.equal(undefined);
    expect(settings.theme.noBotCheck).to.equal(false);
  });

  it('drops an unsafe script URL and reports it without repeating it', () => {
    for (const recaptchaScriptUrl of [
      'javascript:alert(1)',
      '//evil.example/api.js',
      'http://www.google.com/recaptcha/api.js',
      42,
    ]) {
      const { settings, problems } = withTheme({ recaptchaSiteKey: 'key', recaptchaScriptUrl });
      expect(settings.theme.recaptchaScriptUrl, String(recaptchaScriptUrl)).to.equal(undefined);
      expect(settings.theme.recaptchaSiteKey).to.equal('key');
      expect(problems).to.have.length(1);
      expect(problems[0]).to.match(/^theme_settings\.recaptchaScriptUrl: /);
      expect(problems[0]).to.not.include(String(recaptchaScriptUrl));
    }
  });

  it('reports a no-bot-check flag that is not a boolean and keeps the check on', () => {
    const { settings, problems } = withTheme({ noBotCheck: 'sometimes' });
    expect(settings.theme.noBotCheck).to.equal(false);
    expect(problems[0]).to.match(/^theme_settings\.noBotCheck: /);
  });
});
