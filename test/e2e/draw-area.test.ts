/**
 * "Draw an area" on the results map (`#/map`), in Debian Chromium against the sandbox: corners
 * clicked with a mouse, placed from the keyboard (the map's centre, moved with the arrow keys,
 * Escape cancels) and tapped with a finger on a 375 px touch screen that never scrolls the page;
 * finishing goes to the area's results page (`poly-`, the other filters kept) with the area on
 * the map and a removable "Drawn area" chip; "Search this area" comes once the map is moved.
 * axe-core, no sideways scroll, screenshots at 375 and 1280 px.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { parseSearchPath, searchArea } from '../../core/index.js';
import type { LatLng } from '../../core/index.js';
import {
  appReady,
  axeAndScreenshot,
  baseUrl,
  expectNoConsoleErrors,
  open,
  screenshot,
  withOpen,
} from './support/browser.js';
import { expectNoSidewaysScroll } from './support/lead-forms.js';

const dialog = (page: Page) => page.getByRole('dialog');

/** The dialog's map is drawn, no longer busy, and offers drawing. */
async function mapReady(page: Page): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Draw an area' }).waitFor({ timeout: 20000 });
  await page.waitForFunction(
    () =>
      document.querySelector(
        '[role="dialog"] [role="region"][aria-busy="false"] img.leaflet-tile',
      ) !== null,
    undefined,
    { timeout: 20000 },
  );
}

async function expectNote(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => document.querySelector('[role="dialog"] .area-tools__note')?.textContent === wanted,
    text,
    { timeout: 10000 },
  );
}

/** The area of the results page the browser is on (its `poly-` segment), once it has loaded. */
async function areaOfResults(page: Page): Promise<LatLng[] | undefined> {
  await page.waitForURL(/\/poly-[^/#]+/, { timeout: 20000 });
  await appReady(page);
  return searchArea(parseSearchPath(new URL(page.url()).pathname));
}

/** Three points round the map's middle, clear of its zoom buttons and its credit. */
async function triangle(page: Page): Promise<(readonly [number, number])[]> {
  const box = (await dialog(page).locator('.leaflet-container').boundingBox())!;
  const [x, y, r] = [box.x + box.width / 2, box.y + box.height / 2, box.width / 5];
  return [
    [x - r, y - r / 2],
    [x + r, y - r / 2],
    [x, y + r],
  ];
}

/** Where the map's panes are, to see it move. */
const paneTransform = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector<HTMLElement>('[role="dialog"] .leaflet-map-pane')?.style.transform ??
      '',
  );

async function pressUntilFocused(page: Page, key: string, selector: string): Promise<void> {
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${key} never reached ${selector}`);
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

describe('draw an area on the results map (browser)', function () {
  this.timeout(120000);

  it('draws with a mouse, leads to the area with the filters kept, searches the area moved to, and the chip removes it', async () => {
    await withOpen('/property-for-sale/from-2-bed#/map', 1280, async (o) => {
      const { page } = o;
      await mapReady(page);
      // Not offered for the map's first view: only once the visitor moves it.
      expect(await dialog(page).getByRole('button', { name: 'Search this area' }).count()).to.equal(
        0,
      );
      await dialog(page).getByRole('button', { name: 'Draw an area' }).click();
      for (const [i, [x, y]] of (await triangle(page)).entries()) {
        await page.mouse.click(x, y);
        await expectNote(page, i === 0 ? '1 corner placed.' : `${i + 1} corners placed.`);
      }
      expect(await dialog(page).locator('path.agency-map-corner').count()).to.equal(3);
      await axeAndScreenshot(page, 'drawing an area 1280', 'draw-area-drawing-1280');
      await dialog(page).getByRole('button', { name: 'Finish the area' }).click();

      const drawn = await areaOfResults(page);
      expect(drawn).to.have.length(3);
      const path = new URL(page.url()).pathname;
      expect(path).to.match(/^\/property-for-sale\/from-2-bed\/poly-[^/]+$/);
      expect(new URL(page.url()).hash).to.equal('#/map');
      await mapReady(page);
      expect(await dialog(page).locator('path.agency-map-area').count()).to.equal(1);
      await axeAndScreenshot(page, 'the drawn area’s results map 1280', 'draw-area-result-1280');

      // Moving the map offers its part in view as the area: a rectangle, the bedrooms kept.
      await dialog(page).getByRole('button', { name: 'Zoom out', exact: true }).click();
      await dialog(page).getByRole('button', { name: 'Search this area' }).click();
      await page.waitForURL((url) => url.pathname !== path, { timeout: 20000 });
      const inView = await areaOfResults(page);
      expect(inView).to.have.length(4);
      expect(new URL(page.url()).pathname).to.match(/^\/property-for-sale\/from-2-bed\/poly-/);

      // The chip 'Drawn area ×' takes the area away and keeps the bedrooms.
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      const chip = page.locator('.active-filter', { hasText: 'Drawn area' });
      expect((await chip.textContent())?.trim()).to.equal('Remove filter: Drawn area');
      await screenshot(page, 'draw-area-chip-1280');
      await chip.click();
      await page.waitForURL((url) => !url.pathname.includes('/poly-'), { timeout: 20000 });
      expect(new URL(page.url()).pathname).to.equal('/property-for-sale/from-2-bed');
      await appReady(page);
      expect(await page.locator('.active-filter', { hasText: 'Drawn area' }).count()).to.equal(0);
      expectNoConsoleErrors(o);
    });
  });

  it('draws from the keyboard alone: corners at the centre, the map moved with the arrow keys, Escape cancels', async () => {
    await withOpen('/property-to-rent#/map', 1280, async (o) => {
      const { page } = o;
      await mapReady(page);
      const draw = dialog(page).getByRole('button', { name: 'Draw an area' });
      await draw.focus();
      await page.keyboard.press('Enter');
      expect(await activeText(page)).to.equal("Add a corner at the map's centre");
      await expectNote(
        page,
        'Drawing an area: click or tap the map for each corner, or move the map and add a corner at its centre.',
      );
      // Escape cancels the drawing, not the dialog; focus goes back to 'Draw an area'.
      await page.keyboard.press('Escape');
      await expectNote(page, 'Drawing cancelled.');
      expect(await dialog(page).count()).to.equal(1);
      expect(await activeText(page)).to.equal('Draw an area');

      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expectNote(page, '1 corner placed.');
      for (const [i, arrow] of ['ArrowRight', 'ArrowDown'].entries()) {
        await pressUntilFocused(page, 'Tab', '[role="dialog"] .leaflet-container');
        const before = await paneTransform(page);
        await page.keyboard.press(arrow);
        await page.keyboard.press(arrow);
        await page.waitForFunction(
          (previous) =>
            document.querySelector<HTMLElement>('[role="dialog"] .leaflet-map-pane')?.style
              .transform !== previous,
          before,
        );
        await pressUntilFocused(page, 'Shift+Tab', '.area-tools__buttons button:first-child');
        expect(await activeText(page)).to.equal("Add a corner at the map's centre");
        await page.keyboard.press('Enter');
        await expectNote(page, `${i + 2} corners placed.`);
      }
      await pressUntilFocused(page, 'Tab', '.area-tools__buttons .button--primary');
      expect(await activeText(page)).to.equal('Finish the area');
      await page.keyboard.press('Enter');
      const area = await areaOfResults(page);
      expect(area).to.have.length(3);
      expect(new URL(page.url()).pathname).to.match(/^\/property-to-rent\/poly-[^/]+$/);
      expectNoConsoleErrors(o);
    });
  });

  it('draws with a finger at 375 px: the map takes every touch and the page never scrolls', async () => {
    const plain = await open('/property-for-sale#/map', 375);
    const touch = await plain.context.browser()!.newContext({
      viewport: { width: 375, height: 740 },
      deviceScaleFactor: 1,
      hasTouch: true,
      reducedMotion: 'reduce',
      storageState: await plain.context.storageState(),
    });
    await plain.context.close();
    try {
      const page = await touch.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${baseUrl()}/property-for-sale/tag-garden#/map`, { waitUntil: 'load' });
      await appReady(page);
      await mapReady(page);
      await dialog(page).locator('.leaflet-container').scrollIntoViewIfNeeded();
      const scrolled = () =>
        page.evaluate(() => ({
          page: window.scrollY,
          dialog: document.querySelector('.modal__body')?.scrollTop ?? 0,
        }));
      await dialog(page).getByRole('button', { name: 'Draw an area' }).tap();
      const before = await scrolled();
      const map = dialog(page).locator('.leaflet-container');
      expect(await map.evaluate((element) => getComputedStyle(element).touchAction)).to.equal(
        'none',
      );

      // A finger dragged up the map moves the map, not the page.
      const box = (await map.boundingBox())!;
      const cdp = await touch.newCDPSession(page);
      const at = (dy: number) => [{ x: box.x + box.width / 2, y: box.y + box.height / 2 + dy }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(60) });
      for (const dy of [40, 20, 0, -20, -40])
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dy) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      expect(await scrolled()).to.deep.equal(before);

      for (const [i, [x, y]] of (await triangle(page)).entries()) {
        await page.touchscreen.tap(x, y);
        await expectNote(page, i === 0 ? '1 corner placed.' : `${i + 1} corners placed.`);
      }
      expect(await scrolled()).to.deep.equal(before);
      await axeAndScreenshot(page, 'drawing an area with a finger 375', 'draw-area-drawing-375');
      await dialog(page).getByRole('button', { name: 'Finish the area' }).tap();
      expect(await areaOfResults(page)).to.have.length(3);
      expect(new URL(page.url()).pathname).to.match(/^\/property-for-sale\/tag-garden\/poly-/);
      await mapReady(page);
      expect(await dialog(page).locator('path.agency-map-area').count()).to.equal(1);
      await axeAndScreenshot(page, 'the drawn area’s results map 375', 'draw-area-result-375');
      await expectNoSidewaysScroll(page, 'the results map at 375 px');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      for (const width of [320, 375, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
          `no sideways scroll at ${width} px`,
        ).to.equal(true);
      }
      await page.setViewportSize({ width: 375, height: 740 });
      await axeAndScreenshot(page, 'the drawn area’s results 375', 'draw-area-chip-375', {
        fullPage: true,
      });
      expect(errors).to.deep.equal([]);
    } finally {
      await touch.close();
    }
  });
});
