import { expect } from 'chai';
import { DEFAULT_LEGAL_PAGES } from '../../../core/legal/legal-pages.js';
import { NEW_TAB_NOTE, privacyNotice, termsLabel } from '../../../core/legal/legal-words.js';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';

/** The settings of a page, with the theme settings and cookie config given. */
function decodedWith(theme: Record<string, unknown>, cookie?: Record<string, unknown>) {
  return decodeSiteSettings({
    agency_name: 'Oakfield & Vale',
    authenticityToken: 't',
    page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
    header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
    theme_settings: theme,
    ...(cookie ? { cookie_consent_config: cookie } : {}),
  });
}

describe('termsLabel', () => {
  it("links 'terms & conditions' and says what is agreed to, by the form's purpose", () => {
    const whole = (purpose: Parameters<typeof termsLabel>[0]) =>
      Object.values(termsLabel(purpose)).join('');
    expect(termsLabel('enquiry').linkText).to.equal('terms & conditions');
    expect(whole('enquiry')).to.equal(
      'I agree to the terms & conditions and to being contacted about my enquiry',
    );
    expect(whole('account')).to.equal('I agree to the terms & conditions');
    expect(whole('marketing')).to.equal('I agree to the terms & conditions (needed to opt in)');
  });
});

describe('privacyNotice', () => {
  it("names the agency and the one purpose the details are used for, with the notice's link", () => {
    expect(privacyNotice('Harbour Homes', 'enquiry')).to.deep.equal({
      text: 'Harbour Homes uses the details you give here only to answer your enquiry.',
      linkText: 'How we use your personal data',
    });
    expect(privacyNotice('Harbour Homes', 'account').text).to.contain('to run your account');
  });

  it("says 'We' for an agency without a name", () => {
    expect(privacyNotice('  ', 'marketing').text).to.equal(
      'We use the details you give here only to send you the news and offers you ask for.',
    );
  });

  it('tells a screen reader the link opens a new tab', () => {
    expect(NEW_TAB_NOTE).to.equal('(opens in a new tab)');
  });
});

describe('the settings’ legal pages', () => {
  it('are the defaults when the theme names none', () => {
    const { settings, problems } = decodedWith({});
    expect(settings.legalPages).to.deep.equal(DEFAULT_LEGAL_PAGES);
    expect(problems).to.deep.equal([]);
  });

  it("are the theme's when they pass the link-safety rule (site pages or http(s)), trimmed", () => {
    const { settings } = decodedWith({
      termsUrl: ' /terms-and-conditions ',
      privacyUrl: 'https://agency.example/privacy',
      cookiePolicyUrl: '/cookies',
    });
    expect(settings.legalPages).to.deep.equal({
      termsUrl: '/terms-and-conditions',
      privacyUrl: 'https://agency.example/privacy',
      cookiePolicyUrl: '/cookies',
    });
  });

  it('report a broken or unsafe one with its path and fall back to its default, keeping the others', () => {
    const { settings, problems } = decodedWith({
      termsUrl: 'javascript:alert(1)',
      privacyUrl: 42,
      cookiePolicyUrl: '//evil.example/cookies',
      mortgageGuideUrl: '/mortgages',
    });
    expect(settings.legalPages).to.deep.equal(DEFAULT_LEGAL_PAGES);
    expect(problems).to.have.length(3);
    expect(problems.join('\n'))
      .to.contain('theme_settings.termsUrl')
      .and.contain('theme_settings.privacyUrl')
      .and.contain('theme_settings.cookiePolicyUrl');
    expect(settings.theme.mortgageGuideUrl).to.equal('/mortgages');
  });

  it("take the banner's policy link as the cookie policy when the theme names none, if it is safe", () => {
    expect(
      decodedWith({}, { enabled: true, policyUrl: '/articles/cookie-policy' }).settings.legalPages
        .cookiePolicyUrl,
    ).to.equal('/articles/cookie-policy');
    expect(
      decodedWith({}, { enabled: true, policyUrl: 'javascript:void 0' }).settings.legalPages
        .cookiePolicyUrl,
    ).to.equal('/cookie-policy');
    expect(
      decodedWith({ cookiePolicyUrl: '/cookies' }, { enabled: true, policyUrl: '/other' }).settings
        .legalPages.cookiePolicyUrl,
    ).to.equal('/cookies');
  });
});
