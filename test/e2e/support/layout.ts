/**
 * What the layout browser tests share (layout.test.ts, cookie-consent.test.ts and the pages' own
 * tests): scrolling through a page, whether anything fixed to the window (the 'Book a
 * valuation' bar, the cookie banner) covers the page's content, and what moved as parts arrived.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** The widths the sideways-scroll checks go through: small and usual phones, a tablet, a laptop, a desktop. */
export const SWEEP_WIDTHS = [320, 375, 768, 1024, 1280] as const;

/** The window's height at `width`, as `open` (support/browser.ts) gives it. */
export function windowHeight(width: number): number {
  return width < 768 ? 740 : 900;
}

/**
 * Runs `check` with the page's window at each width in turn (at the height `open` gives that
 * width), then puts the window back as it was. One page serves every width: a resize applies each
 * width's media queries as a page opened at that width has them, and `check` runs once the page
 * has settled at the new size (three frames running with nothing in the document changed, 2 s at
 * most), so what the page's own code does as the window changes (a layout it picks, a map fitted
 * to its box again) is done too. Open the page at the narrowest width, where what a page lays
 * out only as it starts matters most.
 */
export async function atEachWidth(
  page: Page,
  check: (width: number) => Promise<void>,
  widths: readonly number[] = SWEEP_WIDTHS,
): Promise<void> {
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: windowHeight(width) });
    await page.evaluate(async () => {
      let changed = false;
      const observer = new MutationObserver(() => {
        changed = true;
      });
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const deadline = performance.now() + 2000;
      for (let quiet = 0; quiet < 3 && performance.now() < deadline;) {
        changed = false;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        quiet = changed ? 0 : quiet + 1;
      }
      observer.disconnect();
    });
    await check(width);
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Records the layout shifts no input caused (what CLS adds up), from the start of every page the
 * context opens from now on; `layoutShifts` reads them.
 */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded on the page (see `watchLayoutShifts`), two frames from now. */
export async function layoutShifts(page: Page): Promise<number[]> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

/**
 * Scrolls through the page a screenful at a time (so lazy pictures, maps and players come in), to
 * the bottom, waits for the pictures still loading (loaded or failed) and goes back to the top.
 * The wait ends once no picture has finished for a second (a lazy picture in a slider's hidden
 * part is never asked for, and would otherwise hold it to its end), 5 s at most. Every wait is
 * bounded: a page that paints no frame or a picture that never answers fails the test's own
 * check, never hangs it.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.scrollingElement ?? document.documentElement;
    for (
      let y = 0, steps = 0;
      y < root.scrollHeight && steps < 200;
      y += Math.round(innerHeight * 0.8), steps += 1
    ) {
      root.scrollTop = y;
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    root.scrollTop = root.scrollHeight;
    const started = performance.now();
    let waiting = [...document.images].filter((image) => !image.complete).length;
    let finishedAt = started;
    while (
      waiting > 0 &&
      performance.now() - started < 5000 &&
      performance.now() - finishedAt < 1000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = [...document.images].filter((image) => !image.complete).length;
      if (now !== waiting) [waiting, finishedAt] = [now, performance.now()];
    }
    root.scrollTop = 0;
  });
}

/**
 * Every heading and control of the page's main content and footer, brought into view the ways a
 * visitor brings it (scrolled to the top, the middle and the bottom of the window, and focused
 * with the keyboard): answers those another element covers at their centre then, and by what.
 */
export async function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const targets = [
      ...document.querySelectorAll(
        'main :is(a, button, input, select, textarea, [tabindex]:not([tabindex="-1"]), h1, h2, h3), footer :is(a, button)',
      ),
    ].filter(
      (el) =>
        el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        el.getBoundingClientRect().width > 1,
    );
    const covered: string[] = [];
    for (const el of targets) {
      for (const how of ['start', 'center', 'end', 'focus'] as const) {
        if (how === 'focus') {
          if (!(el instanceof HTMLElement) || el.tabIndex < 0 || /^H\d$/.test(el.tagName)) continue;
          root.scrollTop = 0;
          el.focus(); // scrolls it into view as the keyboard would
        } else el.scrollIntoView({ block: how, inline: 'nearest' });
        // A link wrapping over two lines: the middle of its largest line box, not of their union.
        const box = [...el.getClientRects()].reduce((a, r) =>
          r.width * r.height > a.width * a.height ? r : a,
        );
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (y < 0 || y >= innerHeight) continue; // taller than the window: its middle is never on screen
        const hit = document.elementFromPoint(x, y);
        if (hit !== null && (hit === el || el.contains(hit))) continue;
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const by =
          hit === null ? 'nothing' : `${hit.tagName.toLowerCase()}.${String(hit.className)}`;
        covered.push(
          `${el.tagName.toLowerCase()}.${String(el.className)} "${text}" (scrolled to ${how}) is covered by ${by}`,
        );
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    root.scrollTop = 0;
    return covered;
  });
}
