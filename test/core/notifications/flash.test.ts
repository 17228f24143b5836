import { SIGNED_OUT_FLASH } from '../../../core/user/user-area.js';
import { expect } from 'chai';
import fc from 'fast-check';
import {
  FLASH_KEY_MAX_LENGTH,
  FLASH_MESSAGES,
  GENERIC_FLASH_ERROR,
  flashToast,
  parseFlashHash,
} from '../../../core/notifications/flash.js';

const SUCCESS_KEYS = [
  'welcome-lead-sent-new-user',
  'welcome-lead-sent',
  'send-property-sent',
  'user-create-successful',
  'user-login-successful',
  'user-logout-successful',
  'user-password-changed',
];

const ERROR_KEYS = [
  'send-property-invalid',
  'lead-sending-error',
  'file-upload-error',
  'file-upload-type-error',
  'file-upload-empty-error',
  'location-not-found',
  'lead-sending-error-validation',
  'user-create-dupe',
  'article-not-found-error',
  'user-create-error',
  'names-not-different',
  'search-query-required',
  'recaptcha-invalid',
  'invalid-message-content',
  'password-invalid',
  'site-not-live',
  'postcode-invalid',
  'invalid-authenticity-token',
  'password-reset-link-invalid',
];

describe('parseFlashHash', () => {
  it('reads the key of #/flash/{key}', () => {
    expect(parseFlashHash('#/flash/welcome-lead-sent')).to.equal('welcome-lead-sent');
  });

  it('reads #flash/{key}, and both forms without the #', () => {
    expect(parseFlashHash('#flash/user-create-dupe')).to.equal('user-create-dupe');
    expect(parseFlashHash('/flash/user-create-dupe')).to.equal('user-create-dupe');
    expect(parseFlashHash('flash/user_create')).to.equal('user_create');
  });

  it('tolerates surrounding spaces and a trailing slash', () => {
    expect(parseFlashHash('  #/flash/site-not-live/ ')).to.equal('site-not-live');
  });

  it('percent-decodes the key', () => {
    expect(parseFlashHash('#/flash/lead%2Dsending%2Derror')).to.equal('lead-sending-error');
  });

  it('gives nothing for malformed percent-encoding', () => {
    expect(parseFlashHash('#/flash/%E0%A4%A')).to.equal(undefined);
  });

  it('gives nothing for a key with characters outside a-z, 0-9, - and _', () => {
    expect(parseFlashHash('#/flash/Welcome')).to.equal(undefined);
    expect(parseFlashHash('#/flash/<script>')).to.equal(undefined);
    expect(parseFlashHash('#/flash/a%20b')).to.equal(undefined);
    expect(parseFlashHash('#/flash/a.b')).to.equal(undefined);
  });

  it('gives nothing for an empty key, extra segments or other hashes', () => {
    expect(parseFlashHash('#/flash/')).to.equal(undefined);
    expect(parseFlashHash('#/flash/a/b')).to.equal(undefined);
    expect(parseFlashHash('#/user')).to.equal(undefined);
    expect(parseFlashHash('#/book-a-valuation')).to.equal(undefined);
    expect(parseFlashHash('')).to.equal(undefined);
    expect(parseFlashHash('#//flash/x')).to.equal(undefined);
  });

  it(`accepts keys up to ${FLASH_KEY_MAX_LENGTH} characters and no longer`, () => {
    const longest = 'a'.repeat(FLASH_KEY_MAX_LENGTH);
    expect(parseFlashHash(`#/flash/${longest}`)).to.equal(longest);
    expect(parseFlashHash(`#/flash/${longest}a`)).to.equal(undefined);
    expect(parseFlashHash(`#/flash/${'%61'.repeat(FLASH_KEY_MAX_LENGTH + 1)}`)).to.equal(undefined);
    expect(parseFlashHash(`#/flash/${'a'.repeat(10_000)}`)).to.equal(undefined);
  });

  it('never throws, and anything it returns is a well-formed key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (tail) => {
        const key = parseFlashHash(`#/flash/${tail}`);
        return key === undefined || /^[a-z0-9_-]{1,64}$/.test(key);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (hash) => {
        parseFlashHash(hash);
      }),
    );
  });

  it('round-trips every well-formed key', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9_-]{1,64}$/),
        (key) => parseFlashHash(`#/flash/${key}`) === key,
      ),
    );
  });
});

describe('flashToast', () => {
  for (const key of SUCCESS_KEYS) {
    it(`shows ${key} as a 10 s success toast with its default text`, () => {
      const toast = flashToast(key);
      expect(toast?.kind).to.equal('success');
      expect(toast?.durationMs).to.equal(10000);
      expect(toast?.message).to.be.a('string').and.not.equal('');
    });
  }

  for (const key of ERROR_KEYS) {
    it(`shows ${key} as a 10 s error toast with its own text`, () => {
      const toast = flashToast(key);
      expect(toast?.kind).to.equal('error');
      expect(toast?.durationMs).to.equal(10000);
      expect(toast?.message).to.be.a('string').and.not.equal(GENERIC_FLASH_ERROR);
    });
  }

  it('lists exactly the keys SPEC §2 names, each with a distinct default text', () => {
    expect(Object.keys(FLASH_MESSAGES)).to.have.members([...SUCCESS_KEYS, ...ERROR_KEYS]);
    const texts = Object.values(FLASH_MESSAGES).map((entry) => entry.text);
    expect(new Set(texts).size).to.equal(texts.length);
  });

  it('uses the agreed wording for the common keys', () => {
    expect(flashToast('welcome-lead-sent')?.message).to.equal(
      'Thank you, your enquiry has been sent.',
    );
    expect(flashToast('user-create-dupe')?.message).to.equal(
      'An account with this email address already exists. Please sign in.',
    );
    expect(flashToast('invalid-authenticity-token')?.message).to.equal(
      'Your session has expired. Please refresh the page and try again.',
    );
  });

  it('tells a visitor whose password reset link is spent to ask for a new one', () => {
    expect(flashToast('password-reset-link-invalid')).to.deep.equal({
      kind: 'error',
      message:
        'That password reset link has expired or has already been used. Please ask for a new one.',
      durationMs: 10000,
    });
  });

  it('says the visitor has signed out on the page sign-out leads to (core SIGNED_OUT_FLASH)', () => {
    expect(flashToast(SIGNED_OUT_FLASH)).to.deep.equal({
      kind: 'success',
      message: 'You have been signed out',
      durationMs: 10000,
    });
  });

  it('shows an unlisted key containing "error" as the generic error', () => {
    expect(flashToast('payment-error-42')).to.deep.equal({
      kind: 'error',
      message: 'Sorry, something went wrong. Please try again.',
      durationMs: 10000,
    });
  });

  it('shows nothing for an unlisted key without "error"', () => {
    expect(flashToast('newsletter-joined')).to.equal(undefined);
    expect(flashToast('')).to.equal(undefined);
  });

  it('shows nothing for names inherited from Object', () => {
    expect(flashToast('constructor')).to.equal(undefined);
    expect(flashToast('__proto__')).to.equal(undefined);
    expect(flashToast('toString')).to.equal(undefined);
  });

  it("uses the agency's text for a key when it has one", () => {
    const toast = flashToast('welcome-lead-sent', {
      'welcome-lead-sent': '  Thanks! We will call you.  ',
    });
    expect(toast).to.deep.equal({
      kind: 'success',
      message: 'Thanks! We will call you.',
      durationMs: 10000,
    });
    expect(flashToast('my-error', { 'my-error': 'Custom failure' })?.message).to.equal(
      'Custom failure',
    );
  });

  it('ignores a blank override and overrides of other keys', () => {
    expect(flashToast('welcome-lead-sent', { 'welcome-lead-sent': '   ' })?.message).to.equal(
      'Thank you, your enquiry has been sent.',
    );
    expect(flashToast('welcome-lead-sent', { 'user-create-dupe': 'x' })?.message).to.equal(
      'Thank you, your enquiry has been sent.',
    );
  });

  it('never lets an override make an unknown key show', () => {
    expect(flashToast('newsletter-joined', { 'newsletter-joined': 'Joined' })).to.equal(undefined);
  });

  it('never throws for any key', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const toast = flashToast(key);
        return toast === undefined || toast.durationMs === 10000;
      }),
    );
  });
});
