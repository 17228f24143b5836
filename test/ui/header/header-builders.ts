/** Test data builders and a fake browser for the header tests. */
import type { MenuItem } from '../../../core/agency/agency.js';
import { DEFAULT_THEME_SETTINGS } from '../../../core/settings/theme-settings.codec.js';
import type { HeaderData } from '../../../core/settings/settings.codec.js';
import type { ThemeSettings } from '../../../core/settings/theme-settings.codec.js';
import type {
  HeaderEnvironment,
  HeaderPage,
  HeaderSettings,
} from '../../../ui/header/header.view-model.js';

let nextId = 1;

/** A menu item; children may be given as further items. */
export function menuItem(
  name: string,
  overrides: Partial<MenuItem> = {},
  ...items: MenuItem[]
): MenuItem {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id: `m${nextId++}`, name, url: `/${slug}`, items, ...overrides };
}

export function headerSettings(
  options: {
    header?: Partial<HeaderData>;
    theme?: Partial<ThemeSettings>;
    agencyName?: string;
    noPrimaryMenu?: boolean;
  } = {},
): HeaderSettings {
  const header: HeaderData = {
    primaryMenuItems: [],
    secondaryMenuItems: [],
    ...options.header,
  };
  const withoutPrimary: HeaderData = { ...header };
  if (options.noPrimaryMenu)
    delete (withoutPrimary as { primaryMenuItems?: unknown }).primaryMenuItems;
  return {
    header: options.noPrimaryMenu ? withoutPrimary : header,
    theme: { ...DEFAULT_THEME_SETTINGS, ...options.theme },
    agencyName: options.agencyName ?? 'Harbour & Vale',
  };
}

export const HOME: HeaderPage = { path: '/', isHome: true };
export const INNER_PAGE: HeaderPage = { path: '/branches', isHome: false };

/** A browser stand-in: set the width or scroll and the header's listeners run. */
export class FakeBrowser {
  width: number;
  scroll: number;
  locksHeld = 0;
  lockCalls = 0;
  private readonly resizeListeners = new Set<() => void>();
  private readonly scrollListeners = new Set<() => void>();

  constructor(width = 1280, scroll = 0) {
    this.width = width;
    this.scroll = scroll;
  }

  readonly env: HeaderEnvironment = {
    viewportWidth: () => this.width,
    scrollY: () => this.scroll,
    onResize: (callback) => {
      this.resizeListeners.add(callback);
      return () => this.resizeListeners.delete(callback);
    },
    onScroll: (callback) => {
      this.scrollListeners.add(callback);
      return () => this.scrollListeners.delete(callback);
    },
    lockScroll: () => {
      this.locksHeld += 1;
      this.lockCalls += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        this.locksHeld -= 1;
      };
    },
  };

  resizeTo(width: number): void {
    this.width = width;
    for (const listener of [...this.resizeListeners]) listener();
  }

  scrollTo(y: number): void {
    this.scroll = y;
    for (const listener of [...this.scrollListeners]) listener();
  }

  get listenerCount(): number {
    return this.resizeListeners.size + this.scrollListeners.size;
  }
}
