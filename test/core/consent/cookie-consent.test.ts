import { expect } from 'chai';
import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/Either';
import {
  CONSENT_COOKIE_NAME,
  consentCookieDecision,
  consentCookieText,
  isBannerInServerMarkup,
  COOKIE_CONSENT_KEY,
  CONSENT_VALIDITY_DAYS,
  StoredConsentCodec,
  consentLogStatus,
  consentOfRecord,
  consentRecord,
  consentFormDecision,
  consentState,
  consentStateAtStart,
  isBannerShown,
  mayRunAnalytics,
  type ConsentState,
  type StoredConsent,
} from '../../../core/consent/cookie-consent.js';
import {
  HELD_ANALYTICS_EVENTS_LIMIT,
  analyticsEventFate,
} from '../../../core/consent/analytics-gate.js';

const ON = { enabled: true } as const;
const OFF = { enabled: false } as const;
const NOW = new Date('2026-11-25T10:00:00Z');
const DAY = 86_400_000;
const decidedDaysAgo = (status: 'accepted' | 'rejected', days: number): StoredConsent => ({
  status,
  decidedAt: NOW.getTime() - days * DAY,
});

/** What the page does with a raw stored value, as the storage adapter and the view-model do: decode, then core's state. */
function stateFromRaw(raw: unknown): ConsentState {
  const decoded = StoredConsentCodec.decode(raw);
  return consentState(ON, isRight(decoded) ? decoded.right : undefined, NOW);
}

describe('cookie consent', () => {
  describe('the stored choice', () => {
    it("is kept under a versioned key, 'agency:cookie-consent:v1' in the browser", () => {
      expect(COOKIE_CONSENT_KEY).to.deep.equal({ name: 'cookie-consent', version: 1 });
    });

    it('records the decision and when it was made, and reads back what it recorded', () => {
      const record = consentRecord('accepted', NOW);
      expect(record).to.deep.equal({ status: 'accepted', decidedAt: NOW.getTime() });
      expect(StoredConsentCodec.decode(JSON.parse(JSON.stringify(record)))).to.deep.equal({
        _tag: 'Right',
        right: record,
      });
    });

    it('refuses a value that is not a choice: another status, a date that is not a whole non-negative number, missing fields', () => {
      for (const raw of [
        null,
        'accepted',
        { status: 'accepted' },
        { status: 'maybe', decidedAt: 1 },
        { status: 'accepted', decidedAt: '2026-11-25T10:00:00Z' },
        { status: 'accepted', decidedAt: -1 },
        { status: 'accepted', decidedAt: 1.5 },
        { status: 'accepted', decidedAt: Number.NaN },
        { status: 'rejected', decidedAt: Number.POSITIVE_INFINITY },
      ]) {
        expect(isLeft(StoredConsentCodec.decode(raw)), JSON.stringify(raw)).to.equal(true);
      }
    });
  });

  describe('consentState', () => {
    it("is 'off' when the agency has no banner, whatever is stored", () => {
      expect(consentState(OFF, undefined, NOW)).to.equal('off');
      expect(consentState(OFF, decidedDaysAgo('accepted', 1), NOW)).to.equal('off');
    });

    it("is 'undecided' with the banner on and no stored choice", () => {
      expect(consentState(ON, undefined, NOW)).to.equal('undecided');
    });

    it('is the stored choice while it is under a year old', () => {
      expect(consentState(ON, decidedDaysAgo('accepted', 0), NOW)).to.equal('accepted');
      expect(consentState(ON, decidedDaysAgo('rejected', CONSENT_VALIDITY_DAYS), NOW)).to.equal(
        'rejected',
      );
    });

    it(`asks again once the choice is more than ${CONSENT_VALIDITY_DAYS} days old`, () => {
      expect(
        consentState(
          ON,
          { status: 'accepted', decidedAt: NOW.getTime() - CONSENT_VALIDITY_DAYS * DAY - 1 },
          NOW,
        ),
      ).to.equal('undecided');
    });

    it('shows the banner and lets nothing run for any value stored that is not a valid choice (property)', () => {
      const notAChoice = fc
        .oneof(
          fc.anything(),
          fc.record(
            {
              status: fc.string(),
              decidedAt: fc.oneof(fc.double(), fc.string(), fc.constant(null)),
            },
            { requiredKeys: [] },
          ),
        )
        .filter((raw) => isLeft(StoredConsentCodec.decode(raw)));
      fc.assert(
        fc.property(notAChoice, (raw) => {
          const state = stateFromRaw(raw);
          expect(state).to.equal('undecided');
          expect(isBannerShown(state, false)).to.equal(true);
          expect(mayRunAnalytics(state)).to.equal(false);
          expect(analyticsEventFate(state)).to.not.equal('send');
        }),
      );
    });

    it('lets analytics run only for a stored acceptance under a year old (property)', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('accepted' as const, 'rejected' as const),
          fc.integer({ min: 0, max: 2 * CONSENT_VALIDITY_DAYS * DAY }),
          fc.boolean(),
          (status, age, enabled) => {
            const state = consentState(
              { enabled },
              { status, decidedAt: NOW.getTime() - age },
              NOW,
            );
            expect(mayRunAnalytics(state)).to.equal(
              enabled && status === 'accepted' && age <= CONSENT_VALIDITY_DAYS * DAY,
            );
          },
        ),
      );
    });
  });

  describe('isBannerShown', () => {
    it('shows the banner while no choice is made, or when the visitor asked to change it; never without a banner', () => {
      expect(isBannerShown('undecided', false)).to.equal(true);
      expect(isBannerShown('accepted', false)).to.equal(false);
      expect(isBannerShown('rejected', false)).to.equal(false);
      expect(isBannerShown('accepted', true)).to.equal(true);
      expect(isBannerShown('rejected', true)).to.equal(true);
      expect(isBannerShown('off', true)).to.equal(false);
      expect(isBannerShown('off', false)).to.equal(false);
    });
  });

  describe('analyticsEventFate', () => {
    it('sends after an acceptance, holds while the choice is not made or not known yet, drops after a rejection or without a banner', () => {
      expect(analyticsEventFate('accepted')).to.equal('send');
      expect(analyticsEventFate('undecided')).to.equal('hold');
      expect(analyticsEventFate('unknown')).to.equal('hold');
      expect(analyticsEventFate('rejected')).to.equal('drop');
      expect(analyticsEventFate('off')).to.equal('drop');
    });

    it('holds a bounded number of events', () => {
      expect(HELD_ANALYTICS_EVENTS_LIMIT).to.equal(50);
    });
  });

  describe('consentOfRecord', () => {
    it('adopts a decision the cookie holds and storage does not (made without JavaScript), dated now', () => {
      expect(consentOfRecord(undefined, 'rejected', NOW)).to.deep.equal({
        choice: { status: 'rejected', decidedAt: NOW.getTime() },
        adopted: true,
      });
      expect(consentOfRecord(decidedDaysAgo('accepted', 3), 'rejected', NOW)).to.deep.equal({
        choice: { status: 'rejected', decidedAt: NOW.getTime() },
        adopted: true,
      });
    });

    it('keeps the stored choice when the cookie agrees or holds none, stale or not (its date stands)', () => {
      for (const stored of [decidedDaysAgo('accepted', 3), decidedDaysAgo('rejected', 400)]) {
        expect(consentOfRecord(stored, stored.status, NOW)).to.deep.equal({
          choice: stored,
          adopted: false,
        });
        expect(consentOfRecord(stored, undefined, NOW)).to.deep.equal({
          choice: stored,
          adopted: false,
        });
      }
      expect(consentOfRecord(undefined, undefined, NOW)).to.deep.equal({
        choice: undefined,
        adopted: false,
      });
    });
  });

  describe('consentFormDecision', () => {
    it('reads accepted or rejected from the banner’s form, and nothing else', () => {
      expect([consentFormDecision('accepted'), consentFormDecision('rejected')]).to.deep.equal([
        'accepted',
        'rejected',
      ]);
      for (const other of ['partial', '', 'ACCEPTED', undefined, ['accepted'], 1])
        expect(consentFormDecision(other), String(other)).to.equal(undefined);
    });
  });

  describe('consentLogStatus', () => {
    it('logs the decision as the status POST /ajax-events/logs carries', () => {
      expect(consentLogStatus('accepted')).to.equal('accepted');
      expect(consentLogStatus('rejected')).to.equal('rejected');
    });
  });
});

describe('the consent cookie (what the platform’s server reads)', () => {
  it('reads the decision among other cookies, whatever the spacing, and nothing else', () => {
    expect(
      consentCookieDecision('session=abc; agency_cookie_consent=accepted; theme=dark'),
    ).to.equal('accepted');
    expect(consentCookieDecision('agency_cookie_consent=rejected')).to.equal('rejected');
    expect(consentCookieDecision(' a=1 ;agency_cookie_consent = rejected ')).to.equal('rejected');
    for (const none of [
      undefined,
      '',
      'agency_cookie_consent=',
      'agency_cookie_consent=maybe',
      'xagency_cookie_consent=accepted',
      'agency_cookie_consent_old=accepted',
      'agency_cookie_consent',
    ]) {
      expect(consentCookieDecision(none), String(none)).to.equal(undefined);
    }
  });

  it('writes a cookie for a year, site-wide, SameSite=Lax (Secure on https), and removes it for no decision', () => {
    expect(consentCookieText('accepted', true)).to.equal(
      `${CONSENT_COOKIE_NAME}=accepted; Max-Age=${CONSENT_VALIDITY_DAYS * 86_400}; Path=/; SameSite=Lax; Secure`,
    );
    expect(consentCookieText('rejected', false)).to.equal(
      `${CONSENT_COOKIE_NAME}=rejected; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
    expect(consentCookieText(undefined, false)).to.equal(
      `${CONSENT_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`,
    );
  });

  it('reads back what it writes, among any other cookies (property)', () => {
    const otherCookie = fc
      .tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.stringMatching(/^[a-z0-9]{0,12}$/))
      .filter(([name]) => name !== CONSENT_COOKIE_NAME)
      .map(([name, value]) => `${name}=${value}`);
    fc.assert(
      fc.property(
        fc.constantFrom('accepted' as const, 'rejected' as const),
        fc.array(otherCookie),
        fc.array(otherCookie),
        (decision, before, after) => {
          const written = consentCookieText(decision, false).split(';')[0] ?? '';
          expect(consentCookieDecision([...before, written, ...after].join('; '))).to.equal(
            decision,
          );
        },
      ),
    );
  });

  it('puts the banner in the server’s markup only when the agency has one and the cookie holds no decision', () => {
    expect(isBannerInServerMarkup({ enabled: true }, undefined)).to.equal(true);
    expect(isBannerInServerMarkup({ enabled: true }, 'accepted')).to.equal(false);
    expect(isBannerInServerMarkup({ enabled: true }, 'rejected')).to.equal(false);
    expect(isBannerInServerMarkup({ enabled: false }, undefined)).to.equal(false);
  });
});

describe('consentStateAtStart', () => {
  it("is 'off' without a banner, else the consent cookie's decision, else 'unknown'", () => {
    expect(consentStateAtStart(OFF, 'accepted')).to.equal('off');
    expect(consentStateAtStart(ON, 'accepted')).to.equal('accepted');
    expect(consentStateAtStart(ON, 'rejected')).to.equal('rejected');
    expect(consentStateAtStart(ON, undefined)).to.equal('unknown');
  });
});
