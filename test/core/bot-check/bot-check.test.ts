import { expect } from 'chai';
import fc from 'fast-check';
import { needsBotCheck, recaptchaVersion } from '../../../core/bot-check/bot-check.js';

const form = (action: string, pageUrl?: string) => ({
  action,
  invalid: false,
  noBotCheckFlag: false,
  ...(pageUrl === undefined ? {} : { pageUrl }),
});

const PAGE = 'https://www.agency.example/properties/123/sales';

describe('needsBotCheck', () => {
  it('checks forms posting to /leads, /form_submissions and /user/send_to_friend', () => {
    expect(needsBotCheck(form('/leads'))).to.equal(true);
    expect(needsBotCheck(form('/form_submissions'))).to.equal(true);
    expect(needsBotCheck(form('/user/send_to_friend'))).to.equal(true);
    expect(needsBotCheck(form('/leads/'))).to.equal(true);
  });

  it('checks any properties action', () => {
    expect(needsBotCheck(form('/properties/123/sales/leads'))).to.equal(true);
    expect(needsBotCheck(form('/properties'))).to.equal(true);
  });

  it('matches on the pathname, ignoring the query and fragment', () => {
    expect(needsBotCheck(form('/leads?redirect=%2Fthanks#top'))).to.equal(true);
  });

  it('checks absolute actions on the same origin as the page', () => {
    expect(needsBotCheck(form('https://www.agency.example/leads', PAGE))).to.equal(true);
    expect(
      needsBotCheck(form('https://www.agency.example/properties/9/lettings/leads', PAGE)),
    ).to.equal(true);
  });

  it('resolves relative actions and an empty action against the page', () => {
    expect(needsBotCheck(form('leads', PAGE))).to.equal(true);
    expect(needsBotCheck(form('', PAGE))).to.equal(true);
    expect(needsBotCheck(form('', 'https://www.agency.example/contact'))).to.equal(false);
  });

  it('never sends the token to another origin', () => {
    expect(needsBotCheck(form('https://evil.example/leads', PAGE))).to.equal(false);
    expect(needsBotCheck(form('//evil.example/leads', PAGE))).to.equal(false);
    expect(needsBotCheck(form('http://www.agency.example/leads', PAGE))).to.equal(false);
    expect(needsBotCheck(form('https://www.agency.example/leads'))).to.equal(false);
  });

  it('leaves other actions alone', () => {
    expect(needsBotCheck(form('/session'))).to.equal(false);
    expect(needsBotCheck(form('/user.ljson'))).to.equal(false);
    expect(needsBotCheck(form('/leads-archive'))).to.equal(false);
    expect(needsBotCheck(form('/properties-for-sale'))).to.equal(false);
    expect(needsBotCheck(form('/user/send_to_friend/extra'))).to.equal(false);
    expect(needsBotCheck(form('javascript:alert(1)', PAGE))).to.equal(false);
    expect(needsBotCheck(form('http://[::1', PAGE))).to.equal(false);
  });

  it('ignores a page URL that is not a web page', () => {
    expect(needsBotCheck(form('/leads', 'about:blank'))).to.equal(true);
    expect(needsBotCheck(form('data:text/html,x', 'about:blank'))).to.equal(false);
  });

  it('skips forms already flagged invalid', () => {
    expect(needsBotCheck({ ...form('/leads'), invalid: true })).to.equal(false);
  });

  it('skips every form when the no-bot-check flag is set', () => {
    expect(needsBotCheck({ ...form('/leads'), noBotCheckFlag: true })).to.equal(false);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (action, pageUrl) => {
        return typeof needsBotCheck(form(action, pageUrl)) === 'boolean';
      }),
    );
  });
});

describe('recaptchaVersion', () => {
  it('uses version 3 when the setting is 3 or "3"', () => {
    expect(recaptchaVersion(3)).to.equal(3);
    expect(recaptchaVersion('3')).to.equal(3);
    expect(recaptchaVersion(' 3 ')).to.equal(3);
  });

  it('uses the invisible version 2 otherwise', () => {
    for (const setting of [2, '2', undefined, null, '', 'v3', 3.5, '33', {}]) {
      expect(recaptchaVersion(setting), String(setting)).to.equal(2);
    }
  });
});
