/**
 * A jsdom page for view tests (react-dom/client + act).
 *
 *   import { pagePerTest, render } from '../support/dom.js';   // import this FIRST
 *   pagePerTest();   // beforeEach setupDom(), afterEach teardownDom()
 *   const view = await render(<HeaderView vm={vm} />);   // view.container, view.unmount()
 *
 * `setupDom()` makes a fresh document and puts window, document, navigator, the DOM classes and the
 * event constructors on globalThis (only the names Node lacks, plus those three); `teardownDom()`
 * unmounts what `render` mounted, closes the window and removes or restores those globals, so
 * other test files see the plain Node environment again.
 *
 * react-dom decides at module load whether a DOM exists (and disables input events and others if
 * not). So this module loads react-dom/client once with a page in place, then removes the page;
 * import it before anything that imports react-dom.
 *
 * Finding elements as a person does (Testing Library, wired to React's act()):
 *
 *   import { render, screen, userSession } from '../support/dom.js';
 *   const user = userSession();                // after setupDom()
 *   await render(<Modal … />);
 *   await user.click(screen.getByRole('button', { name: 'Close' }));
 *   expect(screen.getByRole('dialog', { name: 'Book a valuation' })).to.exist;
 *
 * `screen` is bound to the current page's body at each use (Testing Library's own is bound once,
 * at import, to whichever page existed then); `within(element)` scopes the same queries.
 *
 * To wait for something that happens later, wait for it, never for time: `await screen.findByRole(…)`
 * for an element, `await waitFor(() => expect(…))` for anything else (it retries until it passes).
 */
import { createRequire } from 'node:module';
import type { JSDOM as JSDOMClass, ConstructorOptions } from 'jsdom';
import type { ReactNode } from 'react';

const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: typeof JSDOMClass };

export interface DomOptions {
  /** The page URL (default https://agency.test/). */
  readonly url?: string;
  /** The body's starting HTML (default `<main id="main"><h1>Page</h1></main>`). */
  readonly body?: string;
  /** Viewport width reported by window.innerWidth (default 1280). */
  readonly width?: number;
}

interface Installed {
  readonly dom: JSDOMClass;
  readonly added: string[];
  readonly replaced: Map<string, PropertyDescriptor | undefined>;
}

let installed: Installed | undefined;
const mounted = new Set<{ unmount(): void }>();

/** The names always taken from the page, even where Node has its own (Node 21+ has navigator). */
const ALWAYS = ['window', 'document', 'navigator', 'self'] as const;

/** Create a fresh page and expose it globally. Calling it again replaces the previous page. */
export function setupDom(options: DomOptions = {}): JSDOMClass {
  if (installed) teardownDom();
  const body = options.body ?? '<main id="main"><h1>Page</h1></main>';
  const config: ConstructorOptions = {
    url: options.url ?? 'https://agency.test/',
    pretendToBeVisual: true,
  };
  const dom = new JSDOM(
    `<!doctype html><html lang="en-GB"><head></head><body>${body}</body></html>`,
    config,
  );
  const win = dom.window as unknown as Window & typeof globalThis & Record<string, unknown>;
  Object.defineProperty(win, 'innerWidth', {
    configurable: true,
    writable: true,
    value: options.width ?? 1280,
  });
  if (typeof win.matchMedia !== 'function') {
    win.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof win.matchMedia;
  }

  const added: string[] = [];
  const replaced = new Map<string, PropertyDescriptor | undefined>();
  const target = globalThis as unknown as Record<string, unknown>;
  const define = (name: string, value: unknown): void => {
    Object.defineProperty(globalThis, name, { configurable: true, writable: true, value });
  };
  for (const name of ALWAYS) {
    replaced.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    define(name, name === 'window' || name === 'self' ? win : win[name]);
  }
  for (const name of Object.getOwnPropertyNames(win)) {
    if (name in target || name.startsWith('_')) continue;
    const value = win[name];
    // Window methods (getComputedStyle, requestAnimationFrame…) need the window as `this`.
    const bound =
      typeof value === 'function' && /^[a-z]/.test(name)
        ? (value as (...args: unknown[]) => unknown).bind(win)
        : value;
    define(name, bound);
    added.push(name);
  }
  // Node has its own Event/EventTarget; React dispatches the page's, so the DOM's must win.
  for (const name of [
    'Event',
    'EventTarget',
    'KeyboardEvent',
    'MouseEvent',
    'FocusEvent',
    'PointerEvent',
    'CustomEvent',
  ]) {
    if (added.includes(name) || win[name] === undefined) continue;
    if (!replaced.has(name)) replaced.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    define(name, win[name]);
  }
  target['IS_REACT_ACT_ENVIRONMENT'] = true;
  installed = { dom, added, replaced };
  return dom;
}

/** Unmount everything `render` mounted, close the page and restore the Node globals. */
export function teardownDom(): void {
  for (const root of [...mounted]) root.unmount();
  mounted.clear();
  cleanup();
  if (!installed) return;
  const { dom, added, replaced } = installed;
  installed = undefined;
  const target = globalThis as unknown as Record<string, unknown>;
  for (const name of added) delete target[name];
  for (const [name, descriptor] of replaced) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete target[name];
  }
  delete target['IS_REACT_ACT_ENVIRONMENT'];
  dom.window.close();
}

/**
 * A fresh page for each test of the enclosing `describe`: registers `setupDom(options)` before each
 * test and `teardownDom()` after it, at the point of the call, so hooks registered later run after.
 */
export function pagePerTest(options: DomOptions = {}): void {
  beforeEach(() => setupDom(options));
  afterEach(() => teardownDom());
}

/** The page made by the last `setupDom()`. */
export function currentDom(): JSDOMClass {
  if (!installed) throw new Error('setupDom() has not been called');
  return installed.dom;
}

// Load react-dom while a page exists (see the header comment), then leave a clean Node.
// Testing Library's 'pure' entry: no hooks of its own; teardownDom() cleans up after it.
setupDom();
const { createRoot } = await import('react-dom/client');
const { act } = await import('react');
const testingLibrary = await import('@testing-library/react/pure');
/** Testing Library's clean-up (teardownDom() runs it; it is loaded before any test can call that). */
const { cleanup } = testingLibrary;
teardownDom();

export { act };
export const { fireEvent, within, waitFor } = testingLibrary;
const { default: userEvent } = await import('@testing-library/user-event');
export { userEvent };

/**
 * A person at the keyboard and mouse on the current page (Testing Library's user-event), with no
 * pause between actions: nothing waits on a timer, so it works under fake timers too.
 */
export function userSession(): ReturnType<typeof userEvent.setup> {
  if (!installed) throw new Error('setupDom() has not been called');
  return userEvent.setup({ delay: null, document });
}

/** Testing Library's queries on the current page's body (see the header comment). */
export const screen: typeof testingLibrary.screen = new Proxy({} as typeof testingLibrary.screen, {
  get: (_, name) => {
    if (!installed) throw new Error('setupDom() has not been called');
    const bound = testingLibrary.within(document.body) as unknown as Record<PropertyKey, unknown>;
    return name === 'debug'
      ? (element?: Element) => console.log(testingLibrary.prettyDOM(element ?? document.body))
      : bound[name];
  },
});

export interface Rendered {
  readonly container: HTMLElement;
  /** Re-render with new elements (same root). */
  rerender(node: ReactNode): Promise<void>;
  unmount(): void;
}

/** Mount `node` in a new container appended to the body, inside act(). */
export async function render(node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  container.setAttribute('data-testroot', '');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(node);
  });
  const handle = {
    unmount(): void {
      if (!mounted.delete(handle)) return;
      act(() => root.unmount());
      container.remove();
    },
  };
  mounted.add(handle);
  return {
    container,
    rerender: async (next: ReactNode) => {
      await act(async () => {
        root.render(next);
      });
    },
    unmount: () => handle.unmount(),
  };
}

/** Run `fn` (an event dispatch, a MobX action) inside act() so React has re-rendered afterwards. */
export async function actAsync(fn: () => void): Promise<void> {
  await act(async () => {
    fn();
  });
}

/** Dispatch a keydown (bubbling, cancelable) on `target`; returns whether it was not cancelled. */
export function pressKey(target: EventTarget, key: string, init: KeyboardEventInit = {}): boolean {
  const win = currentDom().window;
  return target.dispatchEvent(
    new win.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );
}

/** A mouse click (mousedown, mouseup, click) on `target`, optionally releasing on another element. */
export function click(target: Element, releaseOn: Element = target): void {
  const win = currentDom().window;
  target.dispatchEvent(
    new win.MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }),
  );
  releaseOn.dispatchEvent(
    new win.MouseEvent('mouseup', { bubbles: true, cancelable: true, button: 0 }),
  );
  const common = target === releaseOn ? target : commonAncestor(target, releaseOn);
  common?.dispatchEvent(
    new win.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
  );
}

function commonAncestor(a: Element, b: Element): Element | null {
  let node: Element | null = a;
  while (node !== null && !node.contains(b)) node = node.parentElement;
  return node;
}
