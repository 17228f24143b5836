import { expect } from 'chai';
import type sinon from 'sinon';
import { showFlashFromHash } from '../../../ui/toasts/flash.js';
import { type ToastStore } from '../../../ui/toasts/toast.store.js';
import { expectFirstToastLeavesAfter, useToastStoreOnFakeClock } from './toast-fixture.js';

describe('showFlashFromHash', () => {
  let clock: sinon.SinonFakeTimers;
  let store: ToastStore;
  useToastStoreOnFakeClock((fixture) => ({ clock, store } = fixture));

  it('shows a success flash key as a green toast for 10 s', () => {
    expect(showFlashFromHash('#/flash/welcome-lead-sent', store)).to.equal(true);
    expect(store.toasts).to.have.length(1);
    expect(store.toasts[0]).to.include({
      kind: 'success',
      message: 'Thank you, your enquiry has been sent.',
      durationMs: 10000,
    });
    expectFirstToastLeavesAfter({ clock, store }, 10000);
  });

  it('shows an error flash key as a red toast', () => {
    expect(showFlashFromHash('#/flash/invalid-authenticity-token', store)).to.equal(true);
    expect(store.toasts[0]).to.include({
      kind: 'error',
      message: 'Your session has expired. Please refresh the page and try again.',
    });
  });

  it("uses the agency's own text for a key when it has one", () => {
    showFlashFromHash('#/flash/welcome-lead-sent', store, {
      'welcome-lead-sent': 'Thanks! We will call you today.',
    });
    expect(store.toasts[0]?.message).to.equal('Thanks! We will call you today.');
  });

  it('shows the generic error for an unlisted key containing "error"', () => {
    expect(showFlashFromHash('#/flash/payment-error', store)).to.equal(true);
    expect(store.toasts[0]).to.include({
      kind: 'error',
      message: 'Sorry, something went wrong. Please try again.',
    });
  });

  it('shows nothing for an unknown key, a malformed key or a hash that is not a flash', () => {
    expect(showFlashFromHash('#/flash/hello-there', store)).to.equal(false);
    expect(showFlashFromHash('#/flash/<script>', store)).to.equal(false);
    expect(showFlashFromHash('#/book-a-valuation', store)).to.equal(false);
    expect(showFlashFromHash('', store)).to.equal(false);
    expect(store.toasts).to.deep.equal([]);
  });

  it('shows one toast when the same flash arrives twice', () => {
    showFlashFromHash('#/flash/user-login-successful', store);
    showFlashFromHash('#flash/user-login-successful', store);
    expect(store.toasts).to.have.length(1);
  });
});
