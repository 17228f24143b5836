import { expect } from 'chai';
import sinon from 'sinon';
import { autorun } from 'mobx';
import type { NotifierPort } from '../../../core/ports/notifier.port.js';
import { MAX_VISIBLE_TOASTS, ToastStore } from '../../../ui/toasts/toast.store.js';
import { expectFirstToastLeavesAfter, useToastStoreOnFakeClock } from './toast-fixture.js';

describe('ToastStore', () => {
  let clock: sinon.SinonFakeTimers;
  let store: ToastStore;
  useToastStoreOnFakeClock((fixture) => ({ clock, store } = fixture));

  const shown = () =>
    store.toasts.map((t) => ({ kind: t.kind, message: t.message, leaving: t.leaving }));

  it('is the app notifier', () => {
    const notifier: NotifierPort = store;
    notifier.success('Property saved.');
    expect(shown()).to.deep.equal([
      { kind: 'success', message: 'Property saved.', leaving: false },
    ]);
  });

  it('shows a success toast for 3000 ms, then lets it leave', () => {
    store.success('Property saved.');
    expectFirstToastLeavesAfter({ clock, store }, 3000);
  });

  it('removes a leaving toast 400 ms later, not before', () => {
    store.error('Sign in failed, please try again');
    clock.tick(3000);
    clock.tick(399);
    expect(store.toasts).to.have.length(1);
    clock.tick(1);
    expect(store.toasts).to.deep.equal([]);
  });

  it('keeps a long toast for 8000 ms', () => {
    store.error('Sorry, something went wrong.', 8000);
    expectFirstToastLeavesAfter({ clock, store }, 8000);
  });

  it('keeps a flash toast for 10000 ms', () => {
    store.show({
      kind: 'success',
      message: 'Thank you, your enquiry has been sent.',
      durationMs: 10000,
    });
    expectFirstToastLeavesAfter({ clock, store }, 10000);
    clock.tick(400);
    expect(store.toasts).to.deep.equal([]);
  });

  it('falls back to 3000 ms for a missing, zero or non-finite duration', () => {
    store.show({ kind: 'success', message: 'a', durationMs: 0 });
    store.show({ kind: 'success', message: 'b', durationMs: Number.NaN });
    store.show({ kind: 'success', message: 'c' });
    expect(store.toasts.map((t) => t.durationMs)).to.deep.equal([3000, 3000, 3000]);
  });

  it('sends a dismissed toast away at once and removes it 400 ms later', () => {
    const id = store.show({ kind: 'error', message: 'Request failed. Please try again.' });
    store.dismiss(id ?? '');
    expect(store.toasts[0]?.leaving).to.equal(true);
    clock.tick(400);
    expect(store.toasts).to.deep.equal([]);
  });

  it('ignores dismissing an unknown or already leaving toast', () => {
    const id = store.show({ kind: 'error', message: 'x' }) ?? '';
    store.dismiss('nope');
    store.dismiss(id);
    clock.tick(200);
    store.dismiss(id);
    clock.tick(200);
    expect(store.toasts).to.deep.equal([]);
  });

  it('shows nothing for a blank message', () => {
    expect(store.show({ kind: 'success', message: '   ' })).to.equal(undefined);
    expect(store.toasts).to.deep.equal([]);
  });

  it('replaces the same message rather than stacking copies, with a fresh timer', () => {
    store.success('Property saved.');
    clock.tick(2000);
    store.success('Property saved.');
    expect(store.toasts).to.have.length(1);
    clock.tick(2000);
    expect(store.toasts[0]?.leaving, 'the first timer was cancelled').to.equal(false);
  });

  it('stacks different messages, oldest first', () => {
    store.success('Property saved.');
    store.error('Request failed. Please try again.');
    expect(shown().map((t) => t.message)).to.deep.equal([
      'Property saved.',
      'Request failed. Please try again.',
    ]);
    expect(store.successes.map((t) => t.message)).to.deep.equal(['Property saved.']);
    expect(store.errors.map((t) => t.message)).to.deep.equal(['Request failed. Please try again.']);
  });

  it("keeps only a group's latest toast: a form's success sends its earlier failures away, others stay", () => {
    store.error('Property saved elsewhere failed.');
    store.error('Password is too short', 8000, 'form:account:register');
    store.error('Email has already been taken', 8000, 'form:account:register');
    expect(
      shown()
        .filter((t) => !t.leaving)
        .map((t) => t.message),
    ).to.deep.equal(['Property saved elsewhere failed.', 'Email has already been taken']);
    store.success('You have been successfully registered!', undefined, 'form:account:register');
    expect(
      shown()
        .filter((t) => !t.leaving)
        .map((t) => t.message),
    ).to.deep.equal(['Property saved elsewhere failed.', 'You have been successfully registered!']);
    clock.tick(400);
    expect(shown().map((t) => t.message)).to.deep.equal([
      'Property saved elsewhere failed.',
      'You have been successfully registered!',
    ]);
  });

  it(`keeps at most ${MAX_VISIBLE_TOASTS} on screen, sending the oldest away`, () => {
    for (let i = 1; i <= MAX_VISIBLE_TOASTS + 1; i += 1) store.success(`Message ${i}`);
    expect(store.toasts.filter((t) => !t.leaving).map((t) => t.message)).to.deep.equal([
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(store.toasts[0]).to.include({ message: 'Message 1', leaving: true });
  });

  it('holds every toast while paused and gives each its full time again on resume', () => {
    store.success('Property saved.');
    clock.tick(2500);
    store.pause();
    clock.tick(60_000);
    expect(store.toasts[0]?.leaving).to.equal(false);
    store.resume();
    expectFirstToastLeavesAfter({ clock, store }, 3000);
  });

  it('does not start the timer of a toast shown while paused until resumed', () => {
    store.pause();
    store.success('Saved search removed');
    clock.tick(10_000);
    expect(store.toasts[0]?.leaving).to.equal(false);
    store.resume();
    store.resume();
    clock.tick(3000);
    expect(store.toasts[0]?.leaving).to.equal(true);
  });

  it('stops every timer on dispose', () => {
    store.success('a');
    store.error('b');
    store.dispose();
    expect(clock.countTimers()).to.equal(0);
    expect(store.toasts).to.deep.equal([]);
  });

  it('uses an injected scheduler and starts nothing in the constructor', () => {
    const scheduler = {
      setTimeout: sinon.spy((_cb: () => void, _ms: number) => 7),
      clearTimeout: sinon.spy(),
    };
    const own = new ToastStore(scheduler);
    expect(scheduler.setTimeout.called).to.equal(false);
    own.success('Property saved.');
    expect(scheduler.setTimeout.firstCall.args[1]).to.equal(3000);
  });

  it('lets a view observe the list: shown, leaving, removed', () => {
    const seen: string[] = [];
    const stop = autorun(() =>
      seen.push(store.toasts.map((t) => (t.leaving ? 'leaving' : 'shown')).join() || 'none'),
    );
    store.success('a');
    clock.tick(3400);
    stop();
    expect(seen).to.deep.equal(['none', 'shown', 'leaving', 'none']);
  });
});
