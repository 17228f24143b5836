import { expect } from 'chai';
import sinon from 'sinon';
import {
  BrowserPageHistoryAdapter,
  globalHistoryWindow,
  type HistoryWindow,
} from '../../../adapters/browser/page-history.adapter.js';
import { loggerSpy } from '../support/fake-fetch.js';

/** A window whose history records what is pushed and whose popstate listeners can be fired. */
function fakeWindow(search = '?q=taunton') {
  const listeners = new Set<() => void>();
  const win = {
    location: { search },
    history: {
      pushState: sinon.spy(
        (_data: unknown, _unused: string, url?: string) =>
          void (win.location.search = new URL(url ?? '', 'https://agency.test').search),
      ),
    },
    addEventListener: (_type: 'popstate', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'popstate', listener: () => void) =>
      void listeners.delete(listener),
    back(to: string) {
      win.location.search = to;
      for (const listener of [...listeners]) listener();
    },
    listeners,
  };
  return win;
}

describe('BrowserPageHistoryAdapter', () => {
  it("reads the address's query", () => {
    const win = fakeWindow('?q=wellington&page=2');
    expect(new BrowserPageHistoryAdapter({ window: () => win }).currentQuery()).to.equal(
      '?q=wellington&page=2',
    );
  });

  it('pushes a path of this site as a new entry', () => {
    const win = fakeWindow('');
    new BrowserPageHistoryAdapter({ window: () => win }).push(
      '/branches?q=chard&department=lettings',
    );
    expect(
      win.history.pushState.calledOnceWith(null, '', '/branches?q=chard&department=lettings'),
    ).to.equal(true);
  });

  it('refuses, logged, anything that is not a path of this site', () => {
    const win = fakeWindow('');
    const logger = loggerSpy();
    const history = new BrowserPageHistoryAdapter({ window: () => win, logger });
    for (const url of [
      'https://evil.example/branches',
      '//evil.example/branches',
      '/\\\\evil.example',
      'javascript:alert(1)',
      'branches?q=x',
      '#/user',
    ])
      history.push(url);
    expect(win.history.pushState.called).to.equal(false);
    expect(logger.warn.callCount).to.equal(6);
    expect(logger.warn.args[0]?.[0]).to.equal(
      'page history: refused an address that is not a path of this site',
    );
  });

  it('tells each Back and Forward with the query come back to, until unsubscribed', () => {
    const win = fakeWindow('?page=2');
    const seen: string[] = [];
    const stop = new BrowserPageHistoryAdapter({ window: () => win }).onPopState((query) =>
      seen.push(query),
    );
    win.back('?q=taunton');
    win.back('');
    stop();
    win.back('?page=3');
    expect(seen).to.deep.equal(['?q=taunton', '']);
    expect(win.listeners.size).to.equal(0);
  });

  it('does nothing without a window (a server render)', () => {
    const history = new BrowserPageHistoryAdapter({ window: () => undefined });
    expect(history.currentQuery()).to.equal('');
    history.push('/branches?q=x');
    const stop = history.onPopState(() => undefined);
    stop();
  });

  it('finds the window only where there is one with a history', () => {
    expect(globalHistoryWindow()).to.equal(undefined);
    const fake: HistoryWindow = fakeWindow();
    (globalThis as { window?: unknown }).window = fake;
    try {
      expect(globalHistoryWindow()).to.equal(fake);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
