/**
 * Hydration that cannot hang. The server's page is hydrated as a transition (React yields to the
 * browser between components), and the first commit is awaited for at most `waitMs`. Some React
 * paths never commit: a hydration mismatch whose client-render recovery suspends is retried from
 * scratch on every ping (react/react#37237). If hydration has not committed by then, the root is
 * dropped and the page is rendered afresh in the browser. The visitor keeps the same page and it
 * answers them, instead of a page whose buttons do nothing.
 */
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

export interface HydrationWatch {
  /** How long the first commit may take before the page is rendered afresh. */
  readonly waitMs: number;
  /** Whether the first commit has happened (the app's mounted callback sets it). */
  readonly committed: () => boolean;
  /** Told once when hydration is abandoned, just before the fresh render. */
  readonly onAbandon?: () => void;
  /** Errors no boundary caught, in either root. */
  readonly onUncaughtError?: (error: unknown) => void;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
}

/** The hydration wait the site uses: far above a real hydration (well under a second). */
export const HYDRATION_WAIT_MS = 10000;

/** Hydrates `container` with `app`; answers the root that finally holds the page. */
export function hydrateWithFallback(
  container: Element,
  app: ReactNode,
  watch: HydrationWatch,
): { readonly root: () => Root } {
  const options = watch.onUncaughtError ? { onUncaughtError: watch.onUncaughtError } : {};
  let root: Root | undefined;
  let abandoned = false;
  startTransition(() => {
    root = hydrateRoot(container, app, {
      ...options,
      // Mismatches are reported as React does by default; dropping the root is not one.
      onRecoverableError: (error: unknown) => {
        if (!abandoned) reportRecoverable(error);
      },
    });
  });
  const setTimer =
    watch.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  setTimer(() => {
    if (watch.committed() || root === undefined) return;
    abandoned = true;
    watch.onAbandon?.();
    root.unmount();
    container.replaceChildren();
    root = createRoot(container, options);
    root.render(app);
  }, watch.waitMs);
  return { root: () => root as Root };
}

/** React's default for recoverable errors: the global error reporter, else the console. */
function reportRecoverable(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}
