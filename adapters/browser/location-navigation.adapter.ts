/**
 * NavigationPort over `window.location` (ARCHITECTURE §1: page paths belong to the platform,
 * overlays to the hash).
 *
 * goTo only ever navigates within the site: the target is resolved with `new URL(url,
 * location.href)` and must be http(s) on the current origin. `//evil.example`, `/\evil.example`
 * (browsers read the backslash as a slash), `https://evil.example` and `javascript:` are refused:
 * logged, and the visitor stays where they are (STYLE traps).
 */
import type { NavigationPort } from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';

/** The parts of `window.location` used here. */
export interface LocationLike {
  readonly href: string;
  readonly pathname: string;
  hash: string;
  assign(url: string): void;
}

/** The parts of `window` navigation uses. */
export interface NavigationWindow {
  readonly location: LocationLike;
  addEventListener?(
    type: 'pageshow' | 'hashchange',
    listener: (event: { readonly persisted?: boolean }) => void,
  ): void;
  removeEventListener?(
    type: 'pageshow' | 'hashchange',
    listener: (event: { readonly persisted?: boolean }) => void,
  ): void;
}

/** The absolute URL `url` leads to when it stays on the origin of `currentHref`; else undefined. */
export function sameOriginUrl(url: string, currentHref: string): string | undefined {
  try {
    const current = new URL(currentHref);
    const target = new URL(url, current);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
    return target.origin === current.origin ? target.href : undefined;
  } catch {
    return undefined;
  }
}

/** '/user', 'user', '#/user' and '#user' all become '/user'. */
export function hashPath(path: string): string {
  const bare = path.trim().replace(/^#/, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
}

export class LocationNavigationAdapter implements NavigationPort {
  private readonly logger: Logger;

  constructor(
    private readonly options: { readonly window: () => NavigationWindow; readonly logger?: Logger },
  ) {
    this.logger = options.logger ?? consoleLogger;
  }

  goTo(url: string): void {
    const location = this.location();
    const target = sameOriginUrl(url, location.href);
    if (target === undefined) {
      this.logger.warn('navigation: refused a redirect that leaves the site');
      return;
    }
    location.assign(target);
  }

  hashRoute(path: string): void {
    this.location().hash = hashPath(path);
  }

  currentPath(): string {
    return this.location().pathname;
  }

  currentHash(): string {
    return this.location().hash;
  }

  onRestoredFromCache(callback: () => void): () => void {
    const win = this.options.window();
    if (typeof win.addEventListener !== 'function') return () => undefined;
    const onShow = (event: { readonly persisted?: boolean }): void => {
      if (event.persisted === true) callback();
    };
    win.addEventListener('pageshow', onShow);
    return () => win.removeEventListener?.('pageshow', onShow);
  }

  onHashChange(callback: (hash: string) => void): () => void {
    const win = this.options.window();
    if (typeof win.addEventListener !== 'function') return () => undefined;
    const onChange = (): void => callback(win.location.hash);
    win.addEventListener('hashchange', onChange);
    return () => win.removeEventListener?.('hashchange', onChange);
  }

  private location(): LocationLike {
    return this.options.window().location;
  }
}
