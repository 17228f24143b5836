import { act, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import { useEffect } from 'react';
import { HYDRATION_WAIT_MS, hydrateWithFallback } from '../../../ui/app/hydrate.js';

/** A page that tells when its first render is committed, and can be made to never commit. */
let neverCommit = false;
const forever = new Promise<never>(() => undefined);
function Page({ onMounted }: { readonly onMounted: () => void }) {
  if (neverCommit) throw forever; // suspends outside any boundary: the root cannot commit
  return (
    <main>
      <h1>Cottages in Taunton</h1>
      <Mounted onMounted={onMounted} />
    </main>
  );
}
function Mounted({ onMounted }: { readonly onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return null;
}

function serverPage(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<main><h1>Cottages in Taunton</h1></main>';
  document.body.append(root);
  return root;
}

describe('hydrateWithFallback', () => {
  beforeEach(() => setupDom());
  afterEach(() => {
    neverCommit = false;
    teardownDom();
  });

  it('hydrates the server’s markup in place and leaves it alone once committed', async () => {
    const container = serverPage();
    const heading = container.querySelector('h1');
    let committed = false;
    let timer: (() => void) | undefined;
    const abandoned: string[] = [];
    let handle: ReturnType<typeof hydrateWithFallback> | undefined;
    await act(async () => {
      handle = hydrateWithFallback(container, <Page onMounted={() => void (committed = true)} />, {
        waitMs: HYDRATION_WAIT_MS,
        committed: () => committed,
        onAbandon: () => abandoned.push('abandoned'),
        setTimer: (callback) => (timer = callback),
      });
    });
    expect(committed).to.equal(true);
    await act(async () => timer?.());
    expect(abandoned).to.deep.equal([]);
    expect(container.querySelector('h1')).to.equal(heading);
    await act(async () => handle?.root().unmount());
  });

  it('renders the page afresh when hydration never commits, so the page still answers the visitor', async () => {
    const container = serverPage();
    neverCommit = true;
    let committed = false;
    let timer: (() => void) | undefined;
    let waited: number | undefined;
    const abandoned: string[] = [];
    let handle: ReturnType<typeof hydrateWithFallback> | undefined;
    await act(async () => {
      handle = hydrateWithFallback(container, <Page onMounted={() => void (committed = true)} />, {
        waitMs: 10000,
        committed: () => committed,
        onAbandon: () => {
          abandoned.push('abandoned');
          neverCommit = false; // whatever held hydration up does not apply to a fresh render
        },
        setTimer: (callback, ms) => {
          timer = callback;
          waited = ms;
        },
      });
    });
    expect(committed).to.equal(false);
    // The server's page stays on screen meanwhile.
    expect(container.querySelector('h1')?.textContent).to.equal('Cottages in Taunton');
    expect(waited).to.equal(10000);
    await act(async () => timer?.());
    expect(abandoned).to.deep.equal(['abandoned']);
    expect(committed).to.equal(true);
    expect(container.querySelectorAll('h1')).to.have.length(1);
    expect(container.querySelector('h1')?.textContent).to.equal('Cottages in Taunton');
    await act(async () => handle?.root().unmount());
  });

  it('still reports a hydration mismatch as React does', async () => {
    const container = serverPage();
    container.querySelector('h1')!.textContent = 'Something else';
    const reported: unknown[] = [];
    const original = Object.getOwnPropertyDescriptor(globalThis, 'reportError');
    Object.defineProperty(globalThis, 'reportError', {
      configurable: true,
      writable: true,
      value: (error: unknown) => reported.push(error),
    });
    let committed = false;
    let handle: ReturnType<typeof hydrateWithFallback> | undefined;
    try {
      await act(async () => {
        handle = hydrateWithFallback(
          container,
          <Page onMounted={() => void (committed = true)} />,
          {
            waitMs: HYDRATION_WAIT_MS,
            committed: () => committed,
            setTimer: () => undefined,
          },
        );
      });
    } finally {
      if (original) Object.defineProperty(globalThis, 'reportError', original);
      else delete (globalThis as { reportError?: unknown }).reportError;
    }
    expect(committed).to.equal(true);
    expect(String(reported[0])).to.match(/[Hh]ydrat/);
    expect(container.querySelector('h1')?.textContent).to.equal('Cottages in Taunton');
    await act(async () => handle?.root().unmount());
  });
});
