import { expect } from 'chai';
import { JSDOM } from 'jsdom';
import {
  DocumentConsentCookie,
  requestConsentCookie,
} from '../../../adapters/browser/document-consent-cookie.adapter.js';

describe('DocumentConsentCookie', () => {
  it('writes the decision where the next request carries it, reads it back, and removes it', () => {
    const page = new JSDOM('<!doctype html><p>', { url: 'https://www.oakfield.test/branches' });
    const cookie = new DocumentConsentCookie(() => page.window.document);
    expect(cookie.read()).to.equal(undefined);
    cookie.write('rejected');
    expect(cookie.read()).to.equal('rejected');
    expect(
      page.cookieJar.getCookieStringSync('https://www.oakfield.test/property-for-sale'),
    ).to.equal('agency_cookie_consent=rejected');
    cookie.write(undefined);
    expect(cookie.read()).to.equal(undefined);
    expect(page.cookieJar.getCookieStringSync('https://www.oakfield.test/')).to.equal('');
  });

  it('keeps quiet where cookies are refused (a document whose cookie throws)', () => {
    const refusing = {
      location: { protocol: 'https:' },
      get cookie(): string {
        throw new Error('SecurityError');
      },
      set cookie(_value: string) {
        throw new Error('SecurityError');
      },
    } as unknown as Document;
    const cookie = new DocumentConsentCookie(() => refusing);
    expect(cookie.read()).to.equal(undefined);
    expect(() => cookie.write('accepted')).to.not.throw();
  });
});

describe('requestConsentCookie', () => {
  it("answers the request's decision and never writes (a server render)", () => {
    const cookie = requestConsentCookie('sid=1; agency_cookie_consent=accepted');
    cookie.write(undefined);
    expect(cookie.read()).to.equal('accepted');
    expect(requestConsentCookie(undefined).read()).to.equal(undefined);
  });
});
