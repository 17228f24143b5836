/**
 * Recently viewed properties end to end, in Debian Chromium against the sandbox platform, for both
 * demo agencies at 375 px and 1280 px: open three properties from the results, find them on the
 * home page (under its content, most recent first, moving nothing on the page as they arrive) and
 * in the user area's Recently viewed tab; open one again from the home page by pointer and by
 * keyboard (it moves to the front); clear the list from the tab by keyboard and by pointer.
 * A corrupt stored list leaves the pages working, with the list empty. axe-core checks and
 * screenshots along the way (artifacts/screenshots); no sideways scroll at 320–1280 px.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  HARBOUR,
  appReady,
  axeAndScreenshot,
  expectNoConsoleErrors,
  withOpen,
  type OpenOptions,
} from './support/browser.js';
import {
  atEachWidth,
  layoutShifts,
  SWEEP_WIDTHS,
  watchLayoutShifts,
  windowHeight,
} from './support/layout.js';

const KEY = 'agency:recently-viewed:v1';
const AGENCIES: readonly [string, OpenOptions][] = [
  ['kingston', {}],
  ['harbour', HARBOUR],
];

/** The property's id in its page path ('/properties/1001/sales/…' → '1001'). */
const idOf = (href: string): string => href.split('/')[2] ?? '';

async function go(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, page.url()).href, { waitUntil: 'load' });
  await appReady(page);
}

/** The stored list's property ids, newest first ([] when absent or unreadable). */
async function storedIds(page: Page): Promise<string[]> {
  return page.evaluate((key) => {
    try {
      const list = JSON.parse(localStorage.getItem(key) ?? '[]') as { property_id: string }[];
      return list.map((card) => card.property_id);
    } catch {
      return [];
    }
  }, KEY);
}

/** Waits until the property page has recorded its property (at the page's first idle moment). */
async function recorded(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    ([key, wanted]) => {
      try {
        return (
          (JSON.parse(localStorage.getItem(key) ?? '[]') as { property_id: string }[])[0]
            ?.property_id === wanted
        );
      } catch {
        return false;
      }
    },
    [KEY, id] as const,
    { timeout: 15000 },
  );
}

/**
 * Waits until the page's recently viewed part has arrived and started (the shell brings it in at
 * the page's first idle moment), and the page has drawn what it shows: only then does a section
 * missing from the page mean there is none to show.
 */
async function partStarted(page: Page): Promise<void> {
  const files = await page.waitForFunction(
    () => {
      const found = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/chunk-recently-viewed.chunk-'));
      return found.length > 0 ? found : undefined;
    },
    undefined,
    { timeout: 15000 },
  );
  // The same modules the page imported: settled once they have run, and the part's start after them.
  await page.evaluate(
    `Promise.all(${JSON.stringify(await files.jsonValue())}.map((file) => import(file)))`,
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The first three property pages the sales results link to. */
async function threeProperties(page: Page): Promise<string[]> {
  await go(page, '/property-for-sale');
  const hrefs = await page
    .locator('main .property-card__link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const unique = [...new Set(hrefs)].filter((href) => href.startsWith('/properties/'));
  expect(unique.length, 'the results list three properties').to.be.at.least(3);
  return unique.slice(0, 3);
}

const sectionLinks = (page: Page) =>
  page
    .locator('.recently-viewed .property-card__link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

const tabLinks = (page: Page) =>
  page
    .locator('.side-panel .saved-card__address a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

/** Presses Tab until focus is on an element matching `selector` (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 250): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function openTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = '#/user/recently-viewed';
  });
  await page.locator('.side-panel #recently-viewed-heading').waitFor({ timeout: 15000 });
}

async function noSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: the page scrolls sideways`).to.be.at.most(innerWidth);
}

describe('recently viewed properties', () => {
  for (const [agency, options] of AGENCIES) {
    for (const px of [375, 1280]) {
      it(`${agency} at ${px} px: lists the properties opened, most recent first, on the home page and in the user area; reopens and clears`, async () => {
        await withOpen('/', px, options, async (o) => {
          const { page, context } = o;
          // The home page has no section before any property was opened.
          await partStarted(page);
          expect(await page.locator('.recently-viewed').count()).to.equal(0);

          const opened = await threeProperties(page);
          for (const href of opened) {
            await go(page, href);
            await recorded(page, idOf(href));
          }
          const newestFirst = [...opened].reverse();
          expect(await storedIds(page)).to.deep.equal(newestFirst.map(idOf));

          // The home page shows them under its content, and moves nothing as they arrive.
          await watchLayoutShifts(context);
          await go(page, '/');
          await page.locator('.recently-viewed').waitFor({ timeout: 15000 });
          const shifts = await layoutShifts(page);
          expect(
            shifts.reduce((sum, value) => sum + value, 0),
            JSON.stringify(shifts),
          ).to.equal(0);
          expect(await sectionLinks(page)).to.deep.equal(newestFirst);
          expect(
            await page.locator('.recently-viewed h2').textContent(),
            'the section heading',
          ).to.equal('Recently viewed');
          expect(
            await page.evaluate(
              () =>
                document.querySelector('main .recently-viewed')?.previousElementSibling !== null &&
                document.querySelector('main > .recently-viewed:last-child') !== null,
            ),
            'the section comes last in the main content',
          ).to.equal(true);
          await noSidewaysScroll(page, `home ${agency} ${px}`);
          // From the top: a full-page picture shows the sticky header where the window stands.
          await page.evaluate(() => window.scrollTo(0, 0));
          await axeAndScreenshot(
            page,
            `home with recently viewed ${agency} ${px}`,
            `recently-viewed-home-${agency}-${px}`,
            { fullPage: true },
          );

          // By pointer: the oldest card opens its property, which moves to the front.
          const oldest = opened[0] ?? '';
          await page.locator(`.recently-viewed a[href="${oldest}"]`).click();
          await page.waitForURL((url) => url.pathname === oldest);
          await appReady(page);
          await recorded(page, idOf(oldest));

          // By keyboard: Tab reaches the section's first card, Enter opens it.
          await go(page, '/');
          await page.locator('.recently-viewed').waitFor({ timeout: 15000 });
          expect(await sectionLinks(page)).to.deep.equal([oldest, opened[2], opened[1]]);
          await tabTo(page, '.recently-viewed .property-card__link');
          expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).to.equal(
            oldest,
          );
          await page.keyboard.press('Enter');
          await page.waitForURL((url) => url.pathname === oldest);
          await appReady(page);

          // The user area's tab lists them too.
          await go(page, '/');
          await page.locator('.recently-viewed').waitFor({ timeout: 15000 });
          await openTab(page);
          expect(await tabLinks(page)).to.deep.equal([oldest, opened[2], opened[1]]);
          expect(await page.locator('.side-panel [aria-current="page"]').textContent()).to.equal(
            'Recently viewed',
          );
          await noSidewaysScroll(page, `recently viewed tab ${agency} ${px}`);
          await axeAndScreenshot(
            page,
            `recently viewed tab ${agency} ${px}`,
            `recently-viewed-tab-${agency}-${px}`,
          );

          // Clear: by keyboard at 375 px, by pointer at 1280 px; focus goes to the heading.
          const clear = page.getByRole('dialog').getByRole('button', { name: 'Clear' });
          if (px === 375) {
            await clear.focus();
            await page.keyboard.press('Enter');
          } else {
            await clear.click();
          }
          await page.locator('.side-panel .user-tab__empty').waitFor();
          expect(await page.locator('.side-panel .user-tab__empty').textContent()).to.equal(
            'Properties you open will appear here.',
          );
          expect(await page.evaluate(() => document.activeElement?.id)).to.equal(
            'recently-viewed-heading',
          );
          expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).to.equal(null);
          await axeAndScreenshot(
            page,
            `recently viewed tab cleared ${agency} ${px}`,
            `recently-viewed-tab-cleared-${agency}-${px}`,
          );
          // The home page's section went with the list.
          expect(await page.locator('.recently-viewed').count()).to.equal(0);
          expectNoConsoleErrors(o);
        });
      });
    }
  }

  for (const [label, stored] of [
    ['text that is not JSON', '{not json'],
    ['a value that is not a list', '{"property_id":"1001"}'],
    ['a list of something else', '[{"channel":"sales","minBeds":2},42,null]'],
  ] as const) {
    it(`starts empty from ${label}: the pages work and the list fills again`, async () => {
      await withOpen('/', 375, async (o) => {
        const { page } = o;
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          KEY,
          stored,
        ] as const);
        await go(page, '/');
        await partStarted(page);
        expect(await page.locator('.recently-viewed').count()).to.equal(0);
        expect(await page.locator('main h1, main h2').count()).to.be.greaterThan(0);
        await openTab(page);
        expect(await page.locator('.side-panel .user-tab__empty').textContent()).to.equal(
          'Properties you open will appear here.',
        );

        const [first] = await threeProperties(page);
        await go(page, first ?? '/');
        await recorded(page, idOf(first ?? ''));
        expect(await storedIds(page)).to.deep.equal([idOf(first ?? '')]);
        expectNoConsoleErrors(o);
      });
    });
  }

  it(`scrolls no page sideways at ${SWEEP_WIDTHS.join(', ')} px with the list shown`, async () => {
    await withOpen('/', 1280, async (o) => {
      const { page } = o;
      for (const href of await threeProperties(page)) {
        await go(page, href);
        await recorded(page, idOf(href));
      }
      await page.setViewportSize({ width: SWEEP_WIDTHS[0], height: windowHeight(SWEEP_WIDTHS[0]) });
      await go(page, '/');
      await page.locator('.recently-viewed').waitFor({ timeout: 15000 });
      await atEachWidth(page, async (width) => {
        await noSidewaysScroll(page, `home at ${width} px`);
        await openTab(page);
        await noSidewaysScroll(page, `recently viewed tab at ${width} px`);
        const tabs = await page.locator('.side-panel .user-tabs__link').evaluateAll((links) =>
          links.map((a) => {
            const box = a.getBoundingClientRect();
            const list = a.closest('.user-tabs__list')?.getBoundingClientRect();
            return box.right <= (list?.right ?? 0) + 0.5 && box.left >= (list?.left ?? 0) - 0.5;
          }),
        );
        expect(tabs, `every tab is in full view at ${width} px`).to.deep.equal([
          true,
          true,
          true,
          true,
        ]);
        await page.keyboard.press('Escape');
        await page.locator('.side-panel').waitFor({ state: 'detached' });
      });
    });
  });
});
