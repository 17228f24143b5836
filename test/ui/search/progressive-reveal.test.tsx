import { act, render, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import {
  RESULTS_REVEAL_PLAN,
  initialRevealCount,
  nextRevealCount,
  useProgressiveCount,
  type RevealPlan,
} from '../../../ui/search/progressive-reveal.js';
import {
  FALLBACK_DELAY_MS,
  IDLE_TIMEOUT_MS,
  idleSchedulerOn,
  type IdleHost,
} from '../../../adapters/browser/idle-scheduler.adapter.js';
import type { IdleSchedulerPort as IdleScheduler } from '../../../core/ports/idle-scheduler.port.js';

const PLAN: RevealPlan = { allAtOnceUpTo: 48, firstScreenful: 24, batch: 40 };

/** An idle scheduler on setTimeout, so sinon's fake clock decides when each batch runs. */
const timerScheduler: IdleScheduler = (work) => {
  const handle = setTimeout(work, 10);
  return () => clearTimeout(handle);
};

describe('initialRevealCount', () => {
  it('renders a normal page whole, so the server HTML has every card and link', () => {
    expect(initialRevealCount(12, PLAN)).to.equal(12);
    expect(initialRevealCount(48, PLAN)).to.equal(48);
    expect(initialRevealCount(0, PLAN)).to.equal(0);
  });

  it('renders the first screenful of a long list at once', () => {
    expect(initialRevealCount(49, PLAN)).to.equal(24);
    expect(initialRevealCount(500, PLAN)).to.equal(24);
  });

  it('uses the results plan by default: 48 at once, else 24 first', () => {
    expect(RESULTS_REVEAL_PLAN).to.deep.equal(PLAN);
    expect(initialRevealCount(40)).to.equal(40);
    expect(initialRevealCount(500)).to.equal(24);
  });
});

describe('nextRevealCount', () => {
  it('adds one batch and never goes past the total', () => {
    expect(nextRevealCount(24, 500, PLAN)).to.equal(64);
    expect(nextRevealCount(484, 500, PLAN)).to.equal(500);
    expect(nextRevealCount(500, 500, PLAN)).to.equal(500);
  });

  it('reaches every item of any list in finitely many steps', () => {
    for (const total of [0, 1, 49, 97, 500, 1001]) {
      let shown = initialRevealCount(total, PLAN);
      let steps = 0;
      while (shown < total && steps < 1000) {
        shown = nextRevealCount(shown, total, PLAN);
        steps += 1;
      }
      expect(shown, `total ${total}`).to.equal(total);
      expect(steps).to.equal(
        Math.max(0, Math.ceil((total - initialRevealCount(total, PLAN)) / PLAN.batch)),
      );
    }
  });
});

describe('idleSchedulerOn', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  const timersOnly = (): IdleHost => ({
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle),
  });

  it('asks for an idle callback with a timeout, so a busy page still gets its cards', () => {
    const requests: { timeout: number | undefined }[] = [];
    const callbacks: (() => void)[] = [];
    const host: IdleHost = {
      ...timersOnly(),
      requestIdleCallback: (callback, options) => {
        requests.push({ timeout: options?.timeout });
        callbacks.push(callback);
        return callbacks.length;
      },
      cancelIdleCallback: () => undefined,
    };
    const work = sinon.spy();
    idleSchedulerOn(host)(work);
    expect(requests).to.deep.equal([{ timeout: IDLE_TIMEOUT_MS }]);
    expect(work.called).to.equal(false);
    callbacks[0]!();
    expect(work.calledOnce).to.equal(true);
  });

  it('cancels the idle callback it asked for', () => {
    const cancelled: number[] = [];
    const host: IdleHost = {
      ...timersOnly(),
      requestIdleCallback: () => 7,
      cancelIdleCallback: (handle) => cancelled.push(handle),
    };
    idleSchedulerOn(host)(() => undefined)();
    expect(cancelled).to.deep.equal([7]);
  });

  it('falls back to a one-frame timer where requestIdleCallback is missing', () => {
    const work = sinon.spy();
    idleSchedulerOn(timersOnly())(work);
    clock.tick(FALLBACK_DELAY_MS - 1);
    expect(work.called).to.equal(false);
    clock.tick(1);
    expect(work.calledOnce).to.equal(true);
  });

  it('cancels the fallback timer', () => {
    const work = sinon.spy();
    idleSchedulerOn(timersOnly())(work)();
    clock.tick(1000);
    expect(work.called).to.equal(false);
  });
});

describe('useProgressiveCount', () => {
  let clock: sinon.SinonFakeTimers;
  const seen: number[] = [];

  function Counter({ total, schedule }: { total: number; schedule: IdleScheduler }) {
    const shown = useProgressiveCount(total, { schedule, plan: PLAN });
    seen.push(shown);
    return <p id="shown">{shown}</p>;
  }

  const shownNow = (): number => Number(document.getElementById('shown')!.textContent);

  /** One batch's turn: the timer fires and React finishes the transition it started. */
  async function tick(ms: number): Promise<void> {
    await act(async () => {
      clock.tick(ms);
    });
  }

  beforeEach(() => {
    setupDom();
    seen.length = 0;
    // Only the timers: React's own scheduler (setImmediate / MessageChannel) keeps running.
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    clock.restore();
    teardownDom();
  });

  it('shows a normal page whole in the first render and schedules nothing', async () => {
    const schedule = sinon.spy(timerScheduler);
    await render(<Counter total={48} schedule={schedule} />);
    expect(seen[0]).to.equal(48);
    expect(shownNow()).to.equal(48);
    expect(schedule.called).to.equal(false);
  });

  it('shows the first screenful, then one batch per idle moment until all are shown', async () => {
    await render(<Counter total={130} schedule={timerScheduler} />);
    expect(seen[0]).to.equal(24);
    expect(shownNow()).to.equal(24);
    await tick(10);
    expect(shownNow()).to.equal(64);
    await tick(10);
    expect(shownNow()).to.equal(104);
    await tick(10);
    expect(shownNow()).to.equal(130);
    await tick(1000);
    expect(shownNow()).to.equal(130);
  });

  it('waits for the scheduler: nothing more shows before the idle moment', async () => {
    await render(<Counter total={500} schedule={timerScheduler} />);
    await tick(9);
    expect(shownNow()).to.equal(24);
  });

  it('stops when the list goes away', async () => {
    const view = await render(<Counter total={500} schedule={timerScheduler} />);
    act(() => view.unmount());
    expect(clock.countTimers()).to.equal(0);
  });
});
