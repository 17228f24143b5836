import { actAsync, pagePerTest, render, screen, userSession, within } from '../support/dom.js';
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
  let user: ReturnType<typeof userSession>;

  pagePerTest();
  beforeEach(() => {
    user = userSession();
    scheduler = new ManualScheduler();
    store = new ToastStore(scheduler);
  });
  afterEach(() => store.dispose());

  const polite = () => screen.getByRole('status');
  const assertive = () => screen.getByRole('alert');

  it('has an empty polite region and an empty alert region before any toast arrives', async () => {
    await render(<ToastRegion store={store} />);
    expect(polite().getAttribute('aria-live')).to.equal('polite');
    expect(assertive().getAttribute('aria-live')).to.equal('assertive');
    expect(polite().textContent).to.equal('');
    expect(assertive().textContent).to.equal('');
  });

  it('puts a success into the polite region, with the word Success as well as the colour', async () => {
    await render(<ToastRegion store={store} />);
    const region = polite();
    await actAsync(() => store.success('Property saved.'));
    expect(polite(), 'the same region, not a new one').to.equal(region);
    expect(within(region).getByText('Property saved.', { exact: false }).textContent).to.equal(
      'Success: Property saved.',
    );
    expect(region.querySelector('.toast--success')).to.not.equal(null);
    expect(assertive().textContent).to.equal('');
  });

  it('puts an error into the alert region, with the word Error', async () => {
    await render(<ToastRegion store={store} />);
    await actAsync(() => store.error('Sign in failed, please try again'));
    expect(
      within(assertive()).getByText('Sign in failed, please try again', { exact: false })
        .textContent,
    ).to.equal('Error: Sign in failed, please try again');
    expect(polite().textContent).to.equal('');
  });

  it('dismisses a toast with its Dismiss notification button', async () => {
    await render(<ToastRegion store={store} />);
    await actAsync(() => store.success('Saved search removed'));
    await user.click(within(polite()).getByRole('button', { name: 'Dismiss notification' }));
    expect(polite().querySelector('.toast--leaving')).to.not.equal(null);
    await actAsync(() => scheduler.run(400));
    expect(screen.queryByText('Saved search removed', { exact: false })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).to.equal(null);
  });

  it('holds the toasts while one of them has focus, and lets them go after', async () => {
    await render(<ToastRegion store={store} />);
    await actAsync(() => store.success('Profile successfully updated.'));
    await user.tab();
    expect(document.activeElement).to.equal(
      screen.getByRole('button', { name: 'Dismiss notification' }),
    );
    expect(store.paused).to.equal(true);
    await user.tab();
    expect(store.paused).to.equal(false);
  });

  it('holds the toasts while the pointer is over them', async () => {
    await render(<ToastRegion store={store} />);
    await actAsync(() => store.success('Profile successfully updated.'));
    await user.hover(screen.getByText('Profile successfully updated.', { exact: false }));
    expect(store.paused).to.equal(true);
    await user.unhover(screen.getByText('Profile successfully updated.', { exact: false }));
    expect(store.paused).to.equal(false);
  });

  it('publishes its height while toasts show, for an open modal to keep out of their way, and takes it back when it goes', async () => {
    // jsdom has no layout: the region is as tall as 48 px a toast.
    const described = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('toast-region')
          ? this.querySelectorAll('.toast').length * 48
          : 0;
      },
    });
    try {
      const root = document.documentElement;
      const view = await render(<ToastRegion store={store} />);
      // No toast yet: nothing written (the CSS reads 0px; a root custom property restyles the page).
      expect(root.style.getPropertyValue('--toast-region-height')).to.equal('');
      await actAsync(() => store.error('Request failed. Please try again.'));
      expect(root.style.getPropertyValue('--toast-region-height')).to.equal('48px');
      await actAsync(() => store.success('Property saved.'));
      expect(root.style.getPropertyValue('--toast-region-height')).to.equal('96px');
      view.unmount();
      expect(root.style.getPropertyValue('--toast-region-height')).to.equal('');
    } finally {
      if (described) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', described);
    }
  });
});
