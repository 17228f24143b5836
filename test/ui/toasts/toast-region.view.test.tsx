import { actAsync, render, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import { ToastRegion } from '../../../ui/toasts/toast-region.view.js';
import { ToastStore } from '../../../ui/toasts/toast.store.js';
import type { TimersPort } from '../../../core/ports/timers.port.js';

/** A scheduler the test runs by hand. */
class ManualScheduler implements TimersPort {
  private readonly pending = new Map<number, { callback: () => void; ms: number }>();
  private next = 1;
  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { callback, ms });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  /** Run every timer due within `ms` (one round). */
  run(ms: number): void {
    for (const [id, timer] of [...this.pending]) {
      if (timer.ms <= ms) {
        this.pending.delete(id);
        timer.callback();
      }
    }
  }
}

describe('ToastRegion', () => {
  let scheduler: ManualScheduler;
  let store: ToastStore;

  beforeEach(() => {
    setupDom();
    scheduler = new ManualScheduler();
    store = new ToastStore(scheduler);
  });
  afterEach(() => {
    teardownDom();
    store.dispose();
  });

  const polite = (root: HTMLElement) => root.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');
  const assertive = (root: HTMLElement) => root.querySelector<HTMLElement>('[role="alert"]');

  it('has an empty polite region and an empty alert region before any toast arrives', async () => {
    const view = await render(<ToastRegion store={store} />);
    expect(polite(view.container), 'polite status region').to.not.equal(null);
    expect(assertive(view.container), 'alert region').to.not.equal(null);
    expect(polite(view.container)?.textContent).to.equal('');
    expect(assertive(view.container)?.textContent).to.equal('');
  });

  it('puts a success into the polite region, with the word Success as well as the colour', async () => {
    const view = await render(<ToastRegion store={store} />);
    const region = polite(view.container);
    await actAsync(() => store.success('Property saved.'));
    expect(polite(view.container), 'the same region, not a new one').to.equal(region);
    expect(region?.querySelector('.toast__message')?.textContent).to.equal('Success: Property saved.');
    expect(region?.querySelector('.toast--success')).to.not.equal(null);
    expect(assertive(view.container)?.textContent).to.equal('');
  });

  it('puts an error into the alert region, with the word Error', async () => {
    const view = await render(<ToastRegion store={store} />);
    await actAsync(() => store.error('Sign in failed, please try again'));
    expect(assertive(view.container)?.querySelector('.toast__message')?.textContent).to.equal(
      'Error: Sign in failed, please try again',
    );
    expect(polite(view.container)?.textContent).to.equal('');
  });

  it('dismisses a toast with its Dismiss notification button', async () => {
    const view = await render(<ToastRegion store={store} />);
    await actAsync(() => store.success('Saved search removed'));
    const dismiss = view.container.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notification"]');
    expect(dismiss).to.not.equal(null);
    await actAsync(() => dismiss?.click());
    expect(view.container.querySelector('.toast--leaving')).to.not.equal(null);
    await actAsync(() => scheduler.run(400));
    expect(view.container.querySelector('.toast')).to.equal(null);
  });

  it('holds the toasts while one of them has focus, and lets them go after', async () => {
    const view = await render(<ToastRegion store={store} />);
    await actAsync(() => store.success('Profile successfully updated.'));
    const dismiss = view.container.querySelector<HTMLButtonElement>('.toast__dismiss');
    await actAsync(() => dismiss?.focus());
    expect(store.paused).to.equal(true);
    await actAsync(() => dismiss?.blur());
    expect(store.paused).to.equal(false);
  });
});
