import { act, pagePerTest, render } from './support/dom.js';
import { expect } from 'chai';
import { Container } from 'inversify';
import { ContainerProvider, useViewModel } from '../../ui/di.js';
import { holdStarts, releaseStarts, whenStarting } from '../../ui/start-queue.js';

/** Resolves after the tasks queued so far (messages and zero timers) have run. */
const tasksLater = (n = 1): Promise<void> =>
  Array.from({ length: n }).reduce<Promise<void>>(
    (p) => p.then(() => new Promise((resolve) => setTimeout(resolve, 0))),
    Promise.resolve(),
  );

describe('When view-models start (ui/start-queue.ts)', () => {
  afterEach(async () => {
    // Never leave the queue held for the next test.
    await releaseStarts();
  });

  it('starts at once when nothing holds the starts (every view test and every page after its start)', () => {
    const runs: string[] = [];
    whenStarting(() => runs.push('a'));
    expect(runs).to.deep.equal(['a']);
  });

  it('holds the starts while the page hydrates, then runs them in mounting order, after the task that released them', async () => {
    const runs: string[] = [];
    holdStarts();
    whenStarting(() => runs.push('header'));
    whenStarting(() => runs.push('page'));
    whenStarting(() => runs.push('footer'));
    expect(runs, 'nothing runs in the commit').to.deep.equal([]);
    const released = releaseStarts();
    expect(runs, 'nothing runs in the task that releases them').to.deep.equal([]);
    await released;
    expect(runs).to.deep.equal(['header', 'page', 'footer']);
    whenStarting(() => runs.push('later'));
    expect(runs.at(-1), 'after the release, at once again').to.equal('later');
  });

  it('never starts a view that unmounted before its turn', async () => {
    const runs: string[] = [];
    holdStarts();
    const cancel = whenStarting(() => runs.push('gone'));
    whenStarting(() => runs.push('stays'));
    cancel();
    await releaseStarts();
    expect(runs).to.deep.equal(['stays']);
  });

  it('runs the starts asked for while the held ones run, and a start that throws stops none of the others', async () => {
    const runs: string[] = [];
    const reported: unknown[] = [];
    holdStarts();
    whenStarting(() => {
      runs.push('first');
      whenStarting(() => runs.push('asked while running'));
    });
    whenStarting(() => {
      throw new Error('broken start');
    });
    whenStarting(() => runs.push('last'));
    await releaseStarts((error) => reported.push(error));
    expect(runs).to.deep.equal(['first', 'last', 'asked while running']);
    expect(reported.map((error) => (error as Error).message)).to.deep.equal(['broken start']);
  });

  describe('with views (useViewModel)', () => {
    pagePerTest();

    class Counter {
      started = 0;
      stopped = 0;
      start(): () => void {
        this.started += 1;
        return () => {
          this.stopped += 1;
        };
      }
    }
    const COUNTER = Symbol('counter');

    function Uses() {
      useViewModel<Counter>(COUNTER);
      return <p>view</p>;
    }

    /** A view using a Counter, mounted while the starts are held. */
    async function mountedWhileHeld() {
      const vm = new Counter();
      const container = new Container();
      container.bind(COUNTER).toConstantValue(vm);
      holdStarts();
      const view = await render(
        <ContainerProvider container={container}>
          <Uses />
        </ContainerProvider>,
      );
      return { vm, view };
    }

    it('a view mounted while starts are held starts after the release, and stops when it unmounts', async () => {
      const { vm, view } = await mountedWhileHeld();
      expect(vm.started, 'held while the tree commits').to.equal(0);
      await act(async () => {
        await releaseStarts();
      });
      expect(vm.started).to.equal(1);
      view.unmount();
      expect(vm.stopped).to.equal(1);
    });

    it('a view that unmounts before its turn neither starts nor stops', async () => {
      const { vm, view } = await mountedWhileHeld();
      view.unmount();
      await releaseStarts();
      await tasksLater();
      expect([vm.started, vm.stopped]).to.deep.equal([0, 0]);
    });
  });
});
