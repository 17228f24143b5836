import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import { httpFailure, networkFailure, type Result } from '../../../core/failures/failures.js';
import { COOKIE_CONSENT_KEY, type ConsentDecision } from '../../../core/consent/cookie-consent.js';
import type { AgencyAnalyticsCode } from '../../../core/ports/analytics-code.port.js';
import type { SnippetPlace } from '../../../core/ports/page-snippets.port.js';
import type { CookieConsentConfig } from '../../../core/settings/settings.codec.js';
import {
  ANALYTICS_SNIPPETS,
  CookieConsentViewModel,
} from '../../../ui/consent/cookie-consent.view-model.js';
import { consentGatedAnalytics } from '../../../ui/services/consent-gated-analytics.js';
import { MemoryStorage, RecordingAnalytics, RecordingNotifier } from '../services/fakes.js';

const NOW = new Date('2026-11-25T10:00:00Z');
const OAKFIELD: CookieConsentConfig = {
  enabled: true,
  message: 'We use cookies.',
  policyUrl: '/articles/cookie-policy',
  acceptText: 'Accept all cookies',
  rejectText: 'Reject non-essential',
};
const CODE: AgencyAnalyticsCode = {
  head: '<script>head()</script>',
  body: '<script>body()</script>',
};

/** A deferred answer the test settles when it chooses. */
function deferred<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** A banner over fakes: sinon spies at every port, a real gate in front of a recording data layer. */
function aBanner(
  options: {
    config?: CookieConsentConfig;
    stored?: unknown;
    cookie?: ConsentDecision;
    code?: () => Promise<Result<AgencyAnalyticsCode>>;
  } = {},
) {
  const storage = new MemoryStorage();
  const cookieWrites: (ConsentDecision | undefined)[] = [];
  let cookieValue = options.cookie;
  const cookie = {
    read: () => cookieValue,
    write: (value: ConsentDecision | undefined) => {
      cookieWrites.push(value);
      cookieValue = value;
    },
  };
  if (options.stored !== undefined) storage.write(COOKIE_CONSENT_KEY, options.stored);
  const dataLayer = new RecordingAnalytics();
  const gate = consentGatedAnalytics(dataLayer, 'hold');
  const decide = sinon.spy(gate, 'decide');
  const tracking = {
    consentLog: sinon.stub<[string], Promise<Result<void>>>().resolves(right(undefined)),
  };
  const analyticsCode = {
    analyticsCode: sinon
      .stub<[], Promise<Result<AgencyAnalyticsCode>>>()
      .callsFake(options.code ?? (async () => right(CODE))),
  };
  const snippets = {
    inject: sinon
      .stub<[string, SnippetPlace, string], Promise<Result<void>>>()
      .resolves(right(undefined)),
  };
  const notifier = new RecordingNotifier();
  const logger = { warn: sinon.spy(), error: sinon.spy() };
  const vm = new CookieConsentViewModel({
    settings: { cookieConsent: options.config ?? OAKFIELD, agencyName: 'Oakfield & Vale' },
    gate,
    storage,
    cookie,
    clock: { now: () => new Date(NOW.getTime()) },
    tracking,
    analyticsCode,
    snippets,
    notifier,
    logger,
  });
  return {
    vm,
    storage,
    gate,
    decide,
    dataLayer,
    tracking,
    analyticsCode,
    snippets,
    notifier,
    logger,
    cookieWrites,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CookieConsentViewModel', () => {
  describe('the consent cookie (what the platform’s server reads to put the banner in its markup)', () => {
    it('is written with each choice', () => {
      const { vm, cookieWrites } = aBanner();
      vm.start();
      expect(cookieWrites).to.deep.equal([]);
      vm.accept();
      vm.changeChoice();
      vm.reject();
      expect(cookieWrites).to.deep.equal(['accepted', 'rejected']);
    });

    it('is put right at start when it disagrees with the stored choice: set from it, or removed when no valid choice is stored', () => {
      const stored = aBanner({ stored: { status: 'rejected', decidedAt: NOW.getTime() } });
      stored.vm.start();
      expect(stored.cookieWrites).to.deep.equal(['rejected']);
      const stale = aBanner({
        cookie: 'accepted',
        stored: { status: 'accepted', decidedAt: NOW.getTime() - 400 * 86_400_000 },
      });
      stale.vm.start();
      expect(stale.cookieWrites).to.deep.equal([undefined]);
      const agreeing = aBanner({
        cookie: 'accepted',
        stored: { status: 'accepted', decidedAt: NOW.getTime() },
      });
      agreeing.vm.start();
      expect(agreeing.cookieWrites).to.deep.equal([]);
    });

    it('holds a choice made without JavaScript (in the cookie alone): it is adopted and stored, asked for no more, and not logged again', async () => {
      const { vm, storage, cookieWrites, tracking, snippets, notifier } = aBanner({
        cookie: 'accepted',
      });
      vm.start();
      expect(vm.state).to.equal('accepted');
      expect(vm.visible).to.equal(false);
      expect(storage.read(COOKIE_CONSENT_KEY)).to.deep.equal({
        status: 'accepted',
        decidedAt: NOW.getTime(),
      });
      expect(cookieWrites).to.deep.equal([]);
      await flush();
      expect(snippets.inject.callCount, 'the analytics code runs').to.equal(2);
      expect([tracking.consentLog.called, notifier.toasts.length]).to.deep.equal([false, 0]);
    });

    it('wins over a different choice stored earlier: the cookie holds the latest', () => {
      const { vm, storage } = aBanner({
        cookie: 'rejected',
        stored: { status: 'accepted', decidedAt: NOW.getTime() - 86_400_000 },
      });
      vm.start();
      expect(vm.state).to.equal('rejected');
      expect(storage.read(COOKIE_CONSENT_KEY)).to.deep.equal({
        status: 'rejected',
        decidedAt: NOW.getTime(),
      });
    });

    it('is never written when the agency has no banner', () => {
      const { vm, cookieWrites, storage } = aBanner({
        config: { enabled: false },
        cookie: 'accepted',
      });
      vm.start();
      vm.accept();
      expect(cookieWrites).to.deep.equal([]);
      expect(storage.read(COOKIE_CONSENT_KEY), 'nor adopted').to.equal(undefined);
    });
  });

  it('does nothing when it is built: no storage read, no call, no gate decision', () => {
    const { vm, decide, analyticsCode, tracking } = aBanner({
      stored: { status: 'accepted', decidedAt: NOW.getTime() },
    });
    expect(vm.state).to.equal('unknown');
    expect(vm.visible).to.equal(false);
    expect([
      decide.called,
      analyticsCode.analyticsCode.called,
      tracking.consentLog.called,
    ]).to.deep.equal([false, false, false]);
  });

  describe('first visit (no stored choice)', () => {
    it('shows the banner in the agency’s words and tells the gate nothing is decided (events keep waiting)', () => {
      const { vm, decide, analyticsCode } = aBanner();
      vm.start();
      expect(vm.visible).to.equal(true);
      expect(vm.content).to.deep.include({
        heading: 'Cookies on Oakfield & Vale',
        message: 'We use cookies.',
        acceptText: 'Accept all cookies',
        rejectText: 'Reject non-essential',
        policyUrl: '/articles/cookie-policy',
      });
      expect(vm.currentChoice).to.equal(undefined);
      expect(decide.args).to.deep.equal([['undecided']]);
      expect(analyticsCode.analyticsCode.called).to.equal(false);
    });

    it('on Accept: stores the choice with its time, sends the held events, logs "accepted", confirms it, and injects the head then the body code once', async () => {
      const { vm, gate, dataLayer, storage, tracking, notifier, snippets } = aBanner();
      gate.push({ event: 'search', search_channel: 'sales' });
      vm.start();
      vm.accept();
      expect(vm.visible).to.equal(false);
      expect(storage.read(COOKIE_CONSENT_KEY)).to.deep.equal({
        status: 'accepted',
        decidedAt: NOW.getTime(),
      });
      expect(dataLayer.events).to.deep.equal([{ event: 'search', search_channel: 'sales' }]);
      expect(tracking.consentLog.args).to.deep.equal([['accepted']]);
      expect(notifier.toasts).to.deep.equal([
        {
          kind: 'success',
          message:
            'You have accepted analytics cookies. You can change this at any time with ‘Cookie settings’ at the foot of the page.',
          durationMs: 3000,
        },
      ]);
      await flush();
      expect(snippets.inject.args).to.deep.equal([
        [ANALYTICS_SNIPPETS.head, 'head', CODE.head],
        [ANALYTICS_SNIPPETS.body, 'body', CODE.body],
      ]);
      vm.changeChoice();
      vm.accept();
      await flush();
      expect(snippets.inject.callCount, 'injected once per page').to.equal(2);
    });

    it('on Reject: stores and logs "rejected", drops the held events and injects nothing', async () => {
      const { vm, gate, dataLayer, storage, tracking, analyticsCode, snippets } = aBanner();
      gate.push({ event: 'property_saved', property_id: '1' });
      vm.start();
      vm.reject();
      gate.push({ event: 'property_saved', property_id: '2' });
      await flush();
      expect(vm.visible).to.equal(false);
      expect(storage.read(COOKIE_CONSENT_KEY)).to.deep.include({ status: 'rejected' });
      expect(tracking.consentLog.args).to.deep.equal([['rejected']]);
      expect(dataLayer.events).to.deep.equal([]);
      expect([analyticsCode.analyticsCode.called, snippets.inject.called]).to.deep.equal([
        false,
        false,
      ]);
    });
  });

  describe('a returning visitor', () => {
    it('who accepted under a year ago sees no banner; events go through and the analytics code runs again on this page', async () => {
      const { vm, gate, dataLayer, snippets, tracking } = aBanner({
        stored: { status: 'accepted', decidedAt: NOW.getTime() - 86_400_000 },
      });
      gate.push({ event: 'search', search_channel: 'lettings' });
      vm.start();
      expect(vm.visible).to.equal(false);
      expect(dataLayer.events).to.have.length(1);
      await flush();
      expect(snippets.inject.callCount).to.equal(2);
      expect(tracking.consentLog.called, 'no log without a new choice').to.equal(false);
    });

    it('who rejected sees no banner, and nothing runs or is forwarded', async () => {
      const { vm, gate, dataLayer, analyticsCode } = aBanner({
        stored: { status: 'rejected', decidedAt: NOW.getTime() },
      });
      vm.start();
      gate.push({ event: 'search', search_channel: 'sales' });
      await flush();
      expect([
        vm.visible,
        dataLayer.events.length,
        analyticsCode.analyticsCode.called,
      ]).to.deep.equal([false, 0, false]);
    });

    it('with an unreadable stored value, or a choice over a year old, is asked again', () => {
      for (const stored of [
        'accepted',
        { status: 'accepted' },
        { status: 'accepted', decidedAt: NOW.getTime() - 366 * 86_400_000 },
      ]) {
        const { vm } = aBanner({ stored });
        vm.start();
        expect(vm.visible, JSON.stringify(stored)).to.equal(true);
      }
    });

    it('started twice (React StrictMode) reads the choice and runs the code once', async () => {
      const { vm, decide, analyticsCode } = aBanner({
        stored: { status: 'accepted', decidedAt: NOW.getTime() },
      });
      vm.start()();
      vm.start();
      await flush();
      expect(decide.callCount).to.equal(1);
      expect(analyticsCode.analyticsCode.callCount).to.equal(1);
    });
  });

  describe("changing the choice ('Cookie settings')", () => {
    it('shows the banner again with the current choice and asks for focus each time', () => {
      const { vm } = aBanner({ stored: { status: 'rejected', decidedAt: NOW.getTime() } });
      vm.start();
      vm.changeChoice();
      expect([vm.visible, vm.currentChoice, vm.focusRequest]).to.deep.equal([
        true,
        'You have rejected analytics cookies.',
        1,
      ]);
      vm.changeChoice();
      expect(vm.focusRequest).to.equal(2);
    });

    it('from rejected to accepted: logs "accepted", forwards events from now on and injects the code', async () => {
      const { vm, gate, dataLayer, tracking, snippets } = aBanner({
        stored: { status: 'rejected', decidedAt: NOW.getTime() },
      });
      vm.start();
      vm.changeChoice();
      vm.accept();
      gate.push({ event: 'lead_sent', lead_type: 'staff' });
      await flush();
      expect(tracking.consentLog.args).to.deep.equal([['accepted']]);
      expect(dataLayer.events).to.deep.equal([{ event: 'lead_sent', lead_type: 'staff' }]);
      expect(snippets.inject.callCount).to.equal(2);
    });

    it('from accepted to rejected after the code ran: nothing new is injected, events stop, and the toast says analytics stop from the next page', async () => {
      const { vm, gate, dataLayer, tracking, snippets, notifier } = aBanner({
        stored: { status: 'accepted', decidedAt: NOW.getTime() },
      });
      vm.start();
      await flush();
      vm.changeChoice();
      vm.reject();
      gate.push({ event: 'property_saved', property_id: '9' });
      await flush();
      expect(tracking.consentLog.args).to.deep.equal([['rejected']]);
      expect(dataLayer.events).to.deep.equal([]);
      expect(snippets.inject.callCount).to.equal(2);
      expect(notifier.successes).to.deep.equal([
        'You have rejected analytics cookies. Analytics stop from the next page you open.',
      ]);
    });

    it('does nothing when the agency has no banner', () => {
      const { vm, tracking } = aBanner({ config: { enabled: false } });
      vm.start();
      vm.changeChoice();
      vm.accept();
      expect([vm.state, vm.visible, vm.focusRequest, tracking.consentLog.called]).to.deep.equal([
        'off',
        false,
        0,
        false,
      ]);
    });
  });

  describe('when things go wrong', () => {
    it('injects nothing when the code cannot be fetched (logged), and tries again on a later acceptance', async () => {
      let answer: Result<AgencyAnalyticsCode> = left(httpFailure(500));
      const { vm, snippets, logger, analyticsCode } = aBanner({ code: async () => answer });
      vm.start();
      vm.accept();
      await flush();
      expect(snippets.inject.called).to.equal(false);
      expect(logger.warn.calledWithMatch('could not be fetched')).to.equal(true);
      answer = right(CODE);
      vm.changeChoice();
      vm.accept();
      await flush();
      expect(analyticsCode.analyticsCode.callCount).to.equal(2);
      expect(snippets.inject.callCount).to.equal(2);
    });

    it('injects nothing when the visitor rejects while the code is on its way', async () => {
      const pending = deferred<Result<AgencyAnalyticsCode>>();
      const { vm, snippets } = aBanner({ code: () => pending.promise });
      vm.start();
      vm.accept();
      vm.changeChoice();
      vm.reject();
      pending.settle(right(CODE));
      await flush();
      expect(snippets.inject.called).to.equal(false);
    });

    it('injects nothing when the page goes away while the code is on its way (the disposer)', async () => {
      const pending = deferred<Result<AgencyAnalyticsCode>>();
      const { vm, snippets } = aBanner({
        stored: { status: 'accepted', decidedAt: NOW.getTime() },
        code: () => pending.promise,
      });
      const stop = vm.start();
      stop();
      pending.settle(right(CODE));
      await flush();
      expect(snippets.inject.called).to.equal(false);
    });

    it("keeps the visitor's choice when the log call fails (only logged), and when storage refuses it (for this visit)", async () => {
      const { vm, tracking, storage, logger, gate, dataLayer } = aBanner();
      tracking.consentLog.resolves(left(networkFailure));
      storage.full = true;
      vm.start();
      vm.accept();
      await flush();
      expect(vm.state).to.equal('accepted');
      gate.push({ event: 'search', search_channel: 'sales' });
      expect(dataLayer.events).to.have.length(1);
      expect(logger.warn.calledWithMatch('log was not recorded')).to.equal(true);
      expect(logger.warn.calledWithMatch('kept for this visit only')).to.equal(true);
    });

    it('logs an external script of the agency that did not load, and still injects the body code', async () => {
      const { vm, snippets, logger } = aBanner();
      snippets.inject.onFirstCall().resolves(left({ kind: 'timeout' }));
      vm.start();
      vm.accept();
      await flush();
      expect(snippets.inject.callCount).to.equal(2);
      expect(logger.warn.calledWithMatch('could not be loaded (timeout)')).to.equal(true);
    });
  });
});
