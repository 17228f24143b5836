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
