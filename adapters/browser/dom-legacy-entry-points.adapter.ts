/**
 * LegacyEntryPointsPort over the page's DOM (SPEC §2 "Legacy entry points", §7):
 *
 * - onViewingRequest: one click listener on the document for elements with class `hfview__open`
 *   (markup of agencies' older pages and content: a link or button; the press is taken over, so a
 *   `href="#"` does not jump to the top), and listeners for the `rda_viewing` event on the window and
 *   the document (older scripts dispatch it on either; one event reaching both counts once).
 * - openCalendar: loads /legacy_asset_bundles/legacy_calendar.js through the script loader (once
 *   per page; SPEC §7 "script chunks … with a 120 s time-out") and hands over to the global it
 *   defines. The contract of that script, as the platform serves it:
 *
 *     window.LegacyCalendar.open({ onClose(), onBookOnline({ date?, time? }) }) → { close() }
 *
 *   `onBookOnline` is the calendar handing back to the site's own valuation form with what the
 *   visitor picked; what it passes is checked here (an ISO date, a 'H:mm' time) before it reaches
 *   the site. A script that loads but offers no such global is a `decode` failure.
 */
import { isLeft, left, right } from 'fp-ts/Either';
import { CHUNK_LOAD_TIMEOUT_MS, LEGACY_CALENDAR_SCRIPT, decodeFailure } from '../../core/index.js';
import type {
  LegacyCalendarChoice,
  LegacyCalendarHandlers,
  LegacyEntryPointsPort,
  Result,
  ScriptLoaderPort,
} from '../../core/index.js';

/** The class of elements that open the viewing booking (SPEC §2). */
export const LEGACY_VIEWING_CLASS = 'hfview__open';
/** The event that opens the viewing booking (SPEC §2). */
export const LEGACY_VIEWING_EVENT = 'rda_viewing';

/** The parts of the window this adapter uses. */
export interface LegacyWindow {
  readonly document: Document;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  readonly LegacyCalendar?: unknown;
}

/** The page's window, where there is one (never during a server render or a unit test without a DOM). */
export function globalLegacyWindow(): LegacyWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as LegacyWindow);
}

export interface LegacyEntryPointsDependencies {
  /** The page's window, looked up when used (undefined where there is none, e.g. a server render). */
  readonly window: () => LegacyWindow | undefined;
  readonly scriptLoader: ScriptLoaderPort;
}

interface LegacyCalendarGlobal {
  open(options: { onClose: () => void; onBookOnline: (choice?: unknown) => void }): unknown;
}

function isCalendarGlobal(value: unknown): value is LegacyCalendarGlobal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { open?: unknown }).open === 'function'
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{1,2}:\d{2}$/;

/** What the calendar handed back, kept only where it has the expected shape. */
export function decodeCalendarChoice(value: unknown): LegacyCalendarChoice {
  if (typeof value !== 'object' || value === null) return {};
  const { date, time } = value as { date?: unknown; time?: unknown };
  return {
    ...(typeof date === 'string' && ISO_DATE.test(date) ? { date } : {}),
    ...(typeof time === 'string' && TIME.test(time) ? { time } : {}),
  };
}

/** True for a plain press of the main button (a click with a modifier opens a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export class DomLegacyEntryPoints implements LegacyEntryPointsPort {
  constructor(private readonly deps: LegacyEntryPointsDependencies) {}

  onViewingRequest(callback: () => void): () => void {
    const win = this.deps.window();
    if (win === undefined) return () => undefined;
    const doc = win.document;
    const onClick = (event: Event): void => {
      const target = event.target as { closest?: (selector: string) => Element | null } | null;
      if (
        event.defaultPrevented ||
        !isPlainClick(event as MouseEvent) ||
        typeof target?.closest !== 'function'
      )
        return;
      if (target.closest(`.${LEGACY_VIEWING_CLASS}`) === null) return;
      event.preventDefault();
      callback();
    };
    let last: Event | undefined;
    const onEvent = (event: Event): void => {
      if (event === last) return;
      last = event;
      callback();
    };
    doc.addEventListener('click', onClick);
    doc.addEventListener(LEGACY_VIEWING_EVENT, onEvent);
    win.addEventListener(LEGACY_VIEWING_EVENT, onEvent);
    return () => {
      doc.removeEventListener('click', onClick);
      doc.removeEventListener(LEGACY_VIEWING_EVENT, onEvent);
      win.removeEventListener(LEGACY_VIEWING_EVENT, onEvent);
    };
  }

  async openCalendar(handlers: LegacyCalendarHandlers): Promise<Result<() => void>> {
    const loaded = await this.deps.scriptLoader.load(LEGACY_CALENDAR_SCRIPT, {
      timeoutMs: CHUNK_LOAD_TIMEOUT_MS,
    });
    if (isLeft(loaded)) return loaded;
    const calendar = this.deps.window()?.LegacyCalendar;
    if (!isCalendarGlobal(calendar))
      return left(decodeFailure(`${LEGACY_CALENDAR_SCRIPT} offers no LegacyCalendar.open`));
    let handle: unknown;
    try {
      handle = calendar.open({
        onClose: () => handlers.onClose(),
        onBookOnline: (choice?: unknown) => handlers.onBookValuation(decodeCalendarChoice(choice)),
      });
    } catch (error) {
      return left(
        decodeFailure(
          `LegacyCalendar.open failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
    let closed = false;
    return right(() => {
      if (closed) return;
      closed = true;
      const close = (handle as { close?: unknown } | null | undefined)?.close;
      if (typeof close === 'function') close.call(handle);
    });
  }
}
