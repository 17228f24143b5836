/**
 * Comparing saved properties end to end, in Debian Chromium against the sandbox platform: a
 * visitor who is not signed in saves three homes from the results, ticks them by keyboard in the
 * user area and compares them (the Compare button says why it cannot until two are ticked); one
 * home's details fail, so its column keeps what the saved card knows and says why; the table
 * scrolls sideways inside its own frame at 375 px with the first column in view, the page never
 * (320–1280 px); Back returns to the list. A signed-in visitor compares from the server's list,
 * and the comparison's address reopens it. axe-core checks and screenshots at 375 and 1280 px.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { registerByApi } from './support/accounts.js';
import { appReady, axeAndScreenshot, expectNoConsoleErrors, withOpen } from './support/browser.js';
import { addFault, clearFaults, expectNoSidewaysScroll } from './support/lead-forms.js';

const SAVED_KEY = 'agency:saved-properties:v1';

async function saveResults(page: Page, count: number): Promise<void> {
  const buttons = page.locator('.results button.save-property, button.save-property');
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    await button.click();
    await page.waitForFunction(
      (el) => el?.getAttribute('aria-pressed') === 'true',
      await button.elementHandle(),
    );
  }
}

async function savedIds(page: Page): Promise<string[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[],
    SAVED_KEY,
  );
}

async function openSaved(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = '#/user/saved-properties';
  });
  await page.locator('.side-panel .compare-bar').waitFor({ timeout: 15000 });
}

const compareButton = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: 'Compare', exact: true });
const barStatus = (page: Page) => page.locator('#compare-bar-status').textContent();
const table = (page: Page) => page.locator('.side-panel table.compare-table');

/** The texts of a row's cells, by its header. */
async function rowCells(page: Page, header: string): Promise<string[]> {
  return table(page)
    .locator('tbody tr', { has: page.locator(`th[scope="row"]`, { hasText: header }) })
    .locator('td')
    .allTextContents();
}

async function tableSettled(page: Page): Promise<void> {
  await page
    .locator('.side-panel table.compare-table[aria-busy="false"]')
    .waitFor({ timeout: 15000 });
}

describe('compare saved properties', () => {
  afterEach(() => clearFaults());

  it('compares a signed-out visitor’s saved homes, scrolling the table inside itself, one home’s details failing', async () => {
    await withOpen('/property-for-sale', 375, async (o) => {
      const { page } = o;
      await saveResults(page, 3);
      const ids = await savedIds(page);
      expect(ids).to.have.length(3);
      // The second home saved: its page fails to load, so its column keeps the saved card's facts.
      const failing = ids[1] as string;
      await addFault({ path: `/properties/${failing}/*`, mode: 'fail', status: 500 });

      await openSaved(page);
      const compare = compareButton(page);
      expect(await compare.getAttribute('aria-disabled')).to.equal('true');
      expect(await barStatus(page)).to.equal('Tick 2 to 4 properties to compare them.');
      // Pressed while it cannot compare, it stays where it is (its description says why).
      await compare.focus();
      await page.keyboard.press('Enter');
      expect(new URL(page.url()).hash).to.equal('#/user/saved-properties');

      // Tick by keyboard: the checkboxes are named by the property.
      const boxes = page.getByRole('dialog').getByRole('checkbox', { name: /^Compare / });
      expect(await boxes.count()).to.equal(3);
      await boxes.nth(0).focus();
      await page.keyboard.press('Space');
      expect(await barStatus(page)).to.equal('Tick 1 more property to compare.');
      for (const i of [1, 2]) {
        await boxes.nth(i).focus();
        await page.keyboard.press('Space');
      }
      expect(await barStatus(page)).to.equal('Compare 3 properties side by side.');
      await axeAndScreenshot(page, 'saved list ticked 375', 'compare-list-375');
      await compare.focus();
      await page.keyboard.press('Enter');

      await tableSettled(page);
      const hash = new URL(page.url()).hash;
      expect(hash).to.match(/^#\/user\/saved-properties\/compare\?ids=/);
      expect(hash.split('ids=')[1]?.split(',').sort()).to.deep.equal([...ids].sort());
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(
        'Compare saved properties',
      );
      const headers = await table(page).locator('thead th[scope="col"]').count();
      expect(headers).to.equal(3);
      expect(
        await table(page).locator('tbody th[scope="row"]').allTextContents(),
      ).to.include.members([
        'Price',
        'Bedrooms',
        'Floor area',
        'Price per sq ft',
        'Tenure',
        'Council tax band',
        'EPC rating',
        'Distance to the office',
      ]);
      // The failing home's column (its place in the comparison) keeps its price and says why.
      const order = hash.split('ids=')[1]?.split(',') ?? [];
      const failed = order.indexOf(failing);
      const tenure = await rowCells(page, 'Tenure');
      expect(tenure[failed]).to.equal('Not loaded');
      expect(tenure.filter((_, i) => i !== failed)).to.not.include('Not loaded');
      expect((await rowCells(page, 'Price'))[failed]).to.match(/£/);
      await page
        .locator('.compare-table__notice', { hasText: 'could not be loaded for this property' })
        .waitFor();
      expect(
        await page.getByRole('dialog').getByRole('button', { name: 'Try again' }).count(),
      ).to.equal(1);

      // At 375 px the table scrolls inside its frame, the facts' names staying in view.
      const frame = page.locator('.side-panel .compare__scroller');
      const sizes = await frame.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(sizes.scroll).to.be.greaterThan(sizes.client);
      await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const frameBox = await frame.boundingBox();
      const firstHeader = await table(page).locator('tbody th[scope="row"]').first().boundingBox();
      expect(Math.abs((firstHeader?.x ?? -99) - (frameBox?.x ?? 0))).to.be.below(3);
      await expectNoSidewaysScroll(page, '375 px');
      await axeAndScreenshot(page, 'comparison 375', 'compare-375');
      await frame.evaluate((el) => el.scrollTo({ left: 0 }));

      for (const width of [320, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
        await expectNoSidewaysScroll(page, `${width} px`);
      }
      await axeAndScreenshot(page, 'comparison 1280', 'compare-1280');

      // Back returns to the list, the ticks kept.
      await page.goBack();
      await page.locator('.side-panel .compare-bar').waitFor();
      expect(new URL(page.url()).hash).to.equal('#/user/saved-properties');
      expect(await barStatus(page)).to.equal('Compare 3 properties side by side.');
      expectNoConsoleErrors({ errors: o.errors.filter((e) => !/500|Failed to load/.test(e)) });
    });
  });

  it('compares a signed-in visitor’s saved homes, and the address reopens the comparison', async () => {
    await withOpen('/property-for-sale', 'desktop', async (o) => {
      const { page } = o;
      await registerByApi(page, 'Compare-Homes-2026');
      await saveResults(page, 2);
      // The server holds them (the list a signed-in visitor's panel reads).
      await page.waitForFunction(
        async () => {
          const body = (await (await fetch('/saved_properties.ljson')).json()) as {
            property_ids?: unknown[];
          };
          return (body.property_ids ?? []).length === 2;
        },
        undefined,
        { timeout: 15000 },
      );
      await openSaved(page);
      const boxes = page.getByRole('dialog').getByRole('checkbox', { name: /^Compare / });
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await compareButton(page).click();
      await tableSettled(page);
      expect(await table(page).locator('thead th[scope="col"]').count()).to.equal(2);
      expect(await rowCells(page, 'Tenure')).to.not.include('Not loaded');
      await axeAndScreenshot(page, 'comparison signed in 1280', 'compare-signed-in-1280');

      // The address is the comparison: a reload opens it again.
      const address = page.url();
      await page.reload({ waitUntil: 'load' });
      await appReady(page);
      await tableSettled(page);
      expect(page.url()).to.equal(address);
      expect(await table(page).locator('thead th[scope="col"]').count()).to.equal(2);
      await page.setViewportSize({ width: 375, height: 740 });
      await expectNoSidewaysScroll(page, 'signed in 375 px');
      await axeAndScreenshot(page, 'comparison signed in 375', 'compare-signed-in-375');
      expectNoConsoleErrors(o);
    });
  });
});
