/**
 * PageHistoryPort over the History API (`history.pushState` and `popstate`). Only paths of this
 * site are pushed ('/branches?q=…': core's link rule for a site link, which refuses '//host',
 * '/\host' and every scheme); anything else is refused and logged, and the address stays as it
 * was. Without a window (a server render) the query is '' and nothing is pushed or followed.
 */
import { safeLink } from '../../core/index.js';
import type { PageHistoryPort } from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';

/** The parts of `window` the adapter uses. */
export interface HistoryWindow {
  readonly location: { readonly search: string };
  readonly history: { pushState(data: unknown, unused: string, url?: string): void };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

export class BrowserPageHistoryAdapter implements PageHistoryPort {
  private readonly logger: Logger;

  constructor(
    private readonly options: {
      readonly window: () => HistoryWindow | undefined;
      readonly logger?: Logger;
    },
  ) {
    this.logger = options.logger ?? consoleLogger;
  }

  currentQuery(): string {
    return this.options.window()?.location.search ?? '';
  }

  push(url: string): void {
    const win = this.options.window();
    if (win === undefined) return;
    const path = safeLink(url, ['site']);
    if (path === undefined || !path.startsWith('/')) {
      this.logger.warn('page history: refused an address that is not a path of this site');
      return;
    }
    win.history.pushState(null, '', path);
  }

  onPopState(callback: (query: string) => void): () => void {
    const win = this.options.window();
    if (win === undefined) return () => undefined;
    const listener = (): void => callback(win.location.search);
    win.addEventListener('popstate', listener);
    return () => win.removeEventListener('popstate', listener);
  }
}

/** The window, where there is one (the browser); undefined in a server render. */
export function globalHistoryWindow(): HistoryWindow | undefined {
  const candidate = (globalThis as { window?: unknown }).window;
  return typeof candidate === 'object' && candidate !== null && 'history' in candidate
    ? (candidate as HistoryWindow)
    : undefined;
}
