/**
 * Closing an overlay returns the visitor to where they were: every history entry an
 * overlay adds is marked with its depth, the number of overlay entries above the plain page below
 * it, and closing steps back that many entries. Back then never reopens a closed modal, and a
 * closed modal leaves no entry behind.
 *
 * A page opened straight on an overlay (`/properties/1001#/property-images` from a shared link)
 * has no plain entry below it, so one is put in first: the entry becomes the plain page (`#/`) and
 * the overlay is pushed on top of it. Closing (or Back) then lands on the page, not off the site.
 * Flash hashes are left alone: they clear themselves by replacing their entry.
 */
import { parseFlashHash } from '../../core/index.js';
import { hashNamesOverlay } from './overlay-hash.js';

/** The key of the depth in `history.state` (merged with the router's own fields). */
export const OVERLAY_DEPTH_KEY = 'agencyOverlayDepth';

export type NavigationKind = 'PUSH' | 'POP' | 'REPLACE';

/**
 * The depth of a history entry seen for the first time: 0 for a plain page (no overlay), the
 * replaced entry's depth for a replacement, else one more than the entry the visitor came from (an
 * overlay pushed by the app, or by a link to `#/…`, which the router sees as a POP).
 */
export function nextOverlayDepth(
  isOverlay: boolean,
  kind: NavigationKind,
  previousDepth: number,
): number {
  if (!isOverlay) return 0;
  if (kind === 'REPLACE') return Math.max(previousDepth, 1);
  return previousDepth + 1;
}

/** The depth recorded on the current history entry, if any. */
export function recordedDepth(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const depth = (state as Record<string, unknown>)[OVERLAY_DEPTH_KEY];
  return typeof depth === 'number' && Number.isSafeInteger(depth) && depth >= 0 ? depth : undefined;
}

function withDepth(state: unknown, depth: number): Record<string, unknown> {
  return {
    ...(typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}),
    [OVERLAY_DEPTH_KEY]: depth,
  };
}

/** The depth of the entry the visitor is on, per window (0 before any overlay). */
const currentDepths = new WeakMap<Window, number>();

/**
 * Before the hash router starts: a page opened straight on an overlay gets a plain entry below it
 * (see above). Does nothing for a page whose overlay was opened after it loaded.
 */
export function prepareOverlayHistory(openedAtLoad: boolean, win: Window = window): void {
  const { hash } = win.location;
  if (!openedAtLoad || !hashNamesOverlay(hash) || parseFlashHash(hash) !== undefined) return;
  if (recordedDepth(win.history.state) !== undefined) return;
  const plain = `${win.location.pathname}${win.location.search}#/`;
  win.history.replaceState(withDepth(win.history.state, 0), '', plain);
  win.history.pushState(
    withDepth(null, 1),
    '',
    `${win.location.pathname}${win.location.search}${hash}`,
  );
  currentDepths.set(win, 1);
}

/**
 * Marks the entry the router has just moved to with its depth (once: an entry already marked is
 * one the visitor came back or forward to, and keeps its depth).
 */
export function noteOverlayLocation(kind: NavigationKind, win: Window = window): void {
  const known = recordedDepth(win.history.state);
  if (known !== undefined) {
    currentDepths.set(win, known);
    return;
  }
  const depth = nextOverlayDepth(
    hashNamesOverlay(win.location.hash),
    kind,
    currentDepths.get(win) ?? 0,
  );
  currentDepths.set(win, depth);
  win.history.replaceState(withDepth(win.history.state, depth), '');
}

/**
 * Closes the overlay: back to the plain page below it when the overlay was opened within this
 * page (answers true), else the caller replaces the entry with `#/` (answers false).
 */
export function stepBackFromOverlay(win: Window = window): boolean {
  const depth = recordedDepth(win.history.state) ?? 0;
  if (depth < 1) return false;
  win.history.go(-depth);
  return true;
}
