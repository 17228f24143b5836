import { expect } from 'chai';
import {
  COOKIE_BANNER_DEFAULTS,
  consentChoiceMessage,
  cookieBannerContent,
  currentChoiceText,
} from '../../../core/consent/cookie-banner.js';

describe('cookie banner texts', () => {
  it("uses the agency's message, policy link and button texts (trimmed), and names the agency in the heading", () => {
    expect(
      cookieBannerContent(
        {
          enabled: true,
          message: ' We use cookies. ',
          policyUrl: '/articles/cookie-policy',
          acceptText: 'Accept all cookies',
          rejectText: 'Reject non-essential',
        },
        'Oakfield & Vale',
      ),
    ).to.deep.equal({
      heading: 'Cookies on Oakfield & Vale',
      message: 'We use cookies.',
      policyUrl: '/articles/cookie-policy',
      policyLinkText: 'Read our cookie policy',
      acceptText: 'Accept all cookies',
      rejectText: 'Reject non-essential',
    });
  });

  it('falls back to sensible defaults for texts left out or blank, and a heading without a name', () => {
    const content = cookieBannerContent({ enabled: true, message: '  ', acceptText: '' }, ' ');
    expect(content).to.deep.equal({
      heading: 'Cookies on this site',
      message: COOKIE_BANNER_DEFAULTS.message,
      policyLinkText: COOKIE_BANNER_DEFAULTS.policyLinkText,
      acceptText: 'Accept analytics cookies',
      rejectText: 'Reject analytics cookies',
    });
  });

  it('offers the policy link only when it is a safe web page link (core safeLink)', () => {
    const policy = (policyUrl: string) =>
      cookieBannerContent({ enabled: true, policyUrl }, 'A').policyUrl;
    expect(policy('https://www.agency.example/cookies')).to.equal(
      'https://www.agency.example/cookies',
    );
    expect(policy('/cookies')).to.equal('/cookies');
    for (const unsafe of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      'mailto:a@b.example',
      '#cookies',
      '/a b',
    ]) {
      expect(policy(unsafe), unsafe).to.equal(undefined);
    }
  });

  it('says what the visitor chose before when they open the banner again', () => {
    expect(currentChoiceText('accepted')).to.equal('You have accepted analytics cookies.');
    expect(currentChoiceText('rejected')).to.equal('You have rejected analytics cookies.');
    expect(currentChoiceText('undecided')).to.equal(undefined);
  });

  it('confirms a choice, and says a rejection after the analytics code ran takes effect from the next page', () => {
    const accepted =
      'You have accepted analytics cookies. You can change this at any time with ‘Cookie settings’ at the foot of the page.';
    expect(consentChoiceMessage('accepted', false)).to.equal(accepted);
    // Accepting after the code ran changes nothing on this page: the same words.
    expect(consentChoiceMessage('accepted', true)).to.equal(accepted);
    expect(consentChoiceMessage('rejected', false)).to.equal(
      'You have rejected analytics cookies. You can change this at any time with ‘Cookie settings’ at the foot of the page.',
    );
    expect(consentChoiceMessage('rejected', true)).to.equal(
      'You have rejected analytics cookies. Analytics stop from the next page you open.',
    );
  });
});
