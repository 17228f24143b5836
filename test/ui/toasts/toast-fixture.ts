import { expect } from 'chai';
import sinon from 'sinon';
import { ToastStore } from '../../../ui/toasts/toast.store.js';
import { globalTimers } from '../../../adapters/timers.js';

export interface ToastFixture {
  readonly clock: sinon.SinonFakeTimers;
  readonly store: ToastStore;
}

/**
 * Registers hooks that give each test a toast store on the real timers port, with sinon's fake
 * clock deciding when toasts expire; `receive` gets the fresh pair before each test.
 */
export function useToastStoreOnFakeClock(receive: (fixture: ToastFixture) => void): void {
  let current: ToastFixture | undefined;
  beforeEach(() => {
    current = { clock: sinon.useFakeTimers(), store: new ToastStore(globalTimers) };
    receive(current);
  });
  afterEach(() => {
    current?.store.dispose();
    current?.clock.restore();
  });
}

/** The first toast of `store` is still shown `ms - 1` ms from now and starts leaving at `ms`. */
export function expectFirstToastLeavesAfter(fixture: ToastFixture, ms: number): void {
  fixture.clock.tick(ms - 1);
  expect(fixture.store.toasts[0]?.leaving).to.equal(false);
  fixture.clock.tick(1);
  expect(fixture.store.toasts[0]?.leaving).to.equal(true);
}
