import { expect } from 'chai';
import {
  TOASTS,
  chunkLoadError,
  createToast,
  registerFailedToast,
  toastDuration,
} from '../../../core/notifications/toast.js';

describe('toastDuration', () => {
  it('keeps a default toast 3 s, a long one 8 s and a flash toast 10 s', () => {
    expect(toastDuration('default')).to.equal(3000);
    expect(toastDuration('long')).to.equal(8000);
    expect(toastDuration('flash')).to.equal(10000);
  });
});

describe('createToast', () => {
  it('gives a toast its id, kind, text and duration', () => {
    expect(createToast('t1', TOASTS.propertySaved)).to.deep.equal({
      id: 't1',
      kind: 'success',
      message: 'Property saved.',
      durationMs: 3000,
    });
  });
});

describe('TOASTS', () => {
  it('keeps the register failure and the forgotten-password notice up for 8 s', () => {
    expect(TOASTS.registerFailed).to.deep.include({ kind: 'error', length: 'long' });
    expect(TOASTS.forgottenPasswordSent).to.deep.include({ kind: 'success', length: 'long' });
  });

  it('keeps every other toast up for the default 3 s', () => {
    const others = Object.entries(TOASTS).filter(
      ([name]) => name !== 'registerFailed' && name !== 'forgottenPasswordSent',
    );
    expect(others.map(([, spec]) => spec.length)).to.satisfy((lengths: string[]) =>
      lengths.every((length) => length === 'default'),
    );
  });

  it('shows failures in red and successes in green', () => {
    const errors = Object.entries(TOASTS)
      .filter(([, spec]) => spec.kind === 'error')
      .map(([name]) => name);
    expect(errors).to.have.members([
      'signOutFailed',
      'signInFailed',
      'registerFailed',
      'passwordChangeFailed',
      'marketingPreferencesFailed',
      'marketingPreferencesSignInRequired',
      'leadFailed',
      'valuationFailed',
    ]);
  });

  it("says SPEC §8's words exactly, each toast its own", () => {
    expect(
      Object.fromEntries(Object.entries(TOASTS).map(([name, spec]) => [name, spec.message])),
    ).to.deep.equal({
      propertySaved: 'Property saved.',
      savedPropertyRemoved: 'Saved property removed.',
      signedOut: 'You have been signed out',
      signOutFailed: 'There was an error signing out',
      signedIn: 'You have successfully signed in',
      signInFailed: 'Sign in failed, please try again',
      registered: 'You have been successfully registered!',
      registerFailed:
        'Sorry, something went wrong. You may already have an account with this email address, if so, please try signing in instead of registering.',
      profileUpdated: 'Profile successfully updated.',
      passwordChanged: 'You have successfully changed your password.',
      passwordChangeFailed: 'Something went wrong updating your password. Please try again later.',
      forgottenPasswordSent:
        'If the email you have entered has a user account we will send you a forgotten password reset request now.',
      marketingPreferencesUpdated: 'Your preferences have been successfully updated',
      marketingPreferencesFailed: 'There was an error updating your preferences',
      marketingPreferencesSignInRequired: 'Please sign in to update your preferences',
      savedSearchRemoved: 'Saved search removed',
      leadSent: 'We have received your enquiry and our agent will be in touch soon.',
      leadFailed: 'Request failed. Please try again.',
      valuationFailed: 'Valuation request failed. Please try again.',
    });
  });
});

describe('registerFailedToast', () => {
  it("shows the server's message for 8 s when it sent one", () => {
    expect(registerFailedToast(' Email is already taken ')).to.deep.equal({
      kind: 'error',
      message: 'Email is already taken',
      length: 'long',
    });
  });

  it('falls back to the standard text when the server sent none or a blank one', () => {
    expect(registerFailedToast()).to.deep.equal(TOASTS.registerFailed);
    expect(registerFailedToast('   ')).to.deep.equal(TOASTS.registerFailed);
  });
});

describe('chunkLoadError', () => {
  it("starts with 'Loading chunk {id} failed' and names the failure type", () => {
    expect(chunkLoadError('calculator', 'timeout')).to.equal(
      'Loading chunk calculator failed (timeout)',
    );
    expect(chunkLoadError('user-area', 'missing')).to.equal(
      'Loading chunk user-area failed (missing)',
    );
    expect(chunkLoadError('video', 'error')).to.equal('Loading chunk video failed (error)');
  });

  it('reads unknown for a blank id or type', () => {
    expect(chunkLoadError(' ', '')).to.equal('Loading chunk unknown failed (unknown)');
  });
});
