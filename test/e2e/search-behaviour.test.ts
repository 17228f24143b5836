/**
 * Search behaviour a visitor meets, in Debian Chromium against the sandbox: Back
 * shows the filters of the results shown, a minimum above the maximum is swapped, a page past
 * the end says so, an unknown place says so and offers places, the theme's default status never
 * enters a URL, and closing a modal returns to where the visitor was.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  appReady,
  axeAndScreenshot,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  withOpen,
} from './support/browser.js';

async function countText(page: Page): Promise<string> {
  return ((await page.locator('.results-toolbar [role="status"]').textContent()) ?? '').trim();
}

describe('search behaviour (browser)', function () {
  this.timeout(60000);

  it('shows the filters of the results shown after Back, not the ones chosen before leaving', async () => {
    await withOpen('/property-for-sale', 'desktop', async (o) => {
      const { page } = o;
      const before = await countText(page);
      await page.getByLabel('Minimum bedrooms').selectOption('3');
      await page.getByLabel('Maximum price').selectOption('300000');
      await Promise.all([
        page.waitForURL(/from-3-bed\/up-to-300000/),
        page.getByRole('button', { name: 'Search', exact: true }).click(),
      ]);
      await appReady(page);
      expect(await countText(page)).to.not.equal(before);
      await page.goBack();
      await appReady(page);
      expect(new URL(page.url()).pathname).to.equal('/property-for-sale');
      expect(await countText(page)).to.equal(before);
      expect(await page.getByLabel('Minimum bedrooms').inputValue()).to.equal('');
      expect(await page.getByLabel('Maximum price').inputValue()).to.equal('');
      expectNoConsoleErrors(o);
    });
  });

  it('keeps the latest 10 searches as results pages are opened, and goes back to the newest', async () => {
    await withOpen('/property-for-sale/up-to-100000', 'desktop', async (o) => {
      const { page } = o;
      const maxima = [
        100000, 150000, 200000, 250000, 300000, 350000, 400000, 450000, 500000, 600000, 700000,
      ];
      for (const max of maxima.slice(1)) {
        await page.goto(`${new URL(page.url()).origin}/property-for-sale/up-to-${max}`);
        await appReady(page);
      }
      const stored = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('agency:search-history:v1') ?? '[]') as {
            maxPrice?: number;
          }[],
      );
      expect(stored.map((s) => s.maxPrice)).to.deep.equal(maxima.slice(-10).reverse());
      const card = page.locator('.property-card__link').first();
      const href = (await card.getAttribute('href')) ?? '';
      await Promise.all([page.waitForURL((url) => url.pathname === href), card.click()]);
      await appReady(page);
      const back = page.getByRole('link', { name: 'Back to search' }).first();
      expect(await back.getAttribute('href')).to.match(/fragment=up-to-700000/);
      expectNoConsoleErrors(o);
    });
  });

  it('swaps a minimum price above the maximum, in the results and the form', async () => {
    await withOpen('/property-for-sale/from-900000/up-to-100000', 'desktop', async (o) => {
      const { page } = o;
      expect(await countText(page)).to.match(/^\d+ propert/);
      expect(await countText(page)).to.not.equal('No properties');
      expect(await page.getByLabel('Minimum price').inputValue()).to.equal('100000');
      expect(await page.getByLabel('Maximum price').inputValue()).to.equal('900000');
      expectNoConsoleErrors(o);
    });
  });

  for (const width of ['mobile', 'desktop'] as const) {
    it(`says a page past the end is past the end and links to the last page (${width})`, async () => {
      await withOpen('/property-for-sale/page-999', width, async (o) => {
        const { page } = o;
        const notice = page.locator('#results-past-end-title');
        await notice.waitFor();
        expect(await notice.textContent()).to.equal('There is no page 999 of these results');
        expect(
          await page.getByRole('heading', { name: 'No properties match this search yet' }).count(),
        ).to.equal(0);
        expect(await page.locator('a[rel="prev"]').count()).to.equal(0);
        const last = page.getByRole('link', { name: /^Go to the last page \(page \d+\)$/ });
        const href = (await last.getAttribute('href')) ?? '';
        expect(href).to.match(/^\/property-for-sale\/page-\d+$/);
        await expectNoAxeViolations(page, `past the end ${width}`);
        await Promise.all([page.waitForURL((url) => url.pathname === href), last.click()]);
        await appReady(page);
        expect(await page.locator('ul.results > li').count()).to.be.greaterThan(0);
        expectNoConsoleErrors(o);
      });
    });

    it(`says a place it does not know was not found, and offers places (${width})`, async () => {
      await withOpen('/property-for-sale/nowhereville', width, async (o) => {
        const { page } = o;
        const notice = page.locator('.results-notice');
        await notice.waitFor();
        expect(await notice.getAttribute('role')).to.equal('alert');
        expect(await notice.locator('h2').textContent()).to.equal(
          "Sorry, we couldn't find that location. Please try another search.",
        );
        expect(await notice.textContent()).to.contain('“Nowhereville”');
        const places = notice.getByRole('link');
        expect(await places.count()).to.be.greaterThan(2);
        await axeAndScreenshot(
          page,
          `place not found ${width}`,
          `results-place-not-found-${width === 'mobile' ? 375 : 1280}`,
        );
        const name = ((await places.first().textContent()) ?? '').split(',')[0]!;
        await Promise.all([
          page.waitForURL((url) => url.pathname.includes('/gid-')),
          places.first().click(),
        ]);
        await appReady(page);
        expect(await page.locator('h1.results-hero__title').textContent()).to.contain(name);
        expect(await page.locator('.results-notice').count()).to.equal(0);
        expectNoConsoleErrors(o);
      });
    });
  }

  describe("the theme's default status (Harbour's is 'available')", () => {
    // Harbour's searches all fit on one page, so pagination is not reached here (unit-tested in
    // test/ui/search: the canonical path leaves the default status out).
    it('never writes it into Back to search or a saved search', async () => {
      await withOpen('/property-for-sale', 'desktop', { host: 'harbour' }, async (o) => {
        const { page } = o;
        await page.getByRole('button', { name: 'Save this search' }).click();
        await page.getByRole('button', { name: 'Search saved' }).waitFor();
        const link = page.locator('.property-card__link').first();
        const href = (await link.getAttribute('href')) ?? '';
        await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
        await appReady(page);
        const back = page.getByRole('link', { name: 'Back to search' });
        await back.waitFor();
        expect(await back.getAttribute('href')).to.not.contain('status');
        await page.evaluate(() => {
          location.hash = '#/user/saved-searches';
        });
        const saved = page.locator('.saved-search__link').first();
        await saved.waitFor();
        expect(await saved.getAttribute('href')).to.not.contain('status');
        expectNoConsoleErrors(o);
      });
    });
  });

  describe('closing a modal', () => {
    it('returns to where the visitor was, and Back never reopens it', async () => {
      await withOpen('/property-for-sale', 'desktop', async (o) => {
        const { page } = o;
        const link = page.locator('.property-card__link').first();
        const href = (await link.getAttribute('href')) ?? '';
        await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
        await appReady(page);
        await page.locator('.property-gallery__hero').click();
        const dialog = page.locator('[role="dialog"]');
        await dialog.waitFor();
        await page.locator('button[aria-label="Next image"]').click();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).to.equal(href);
        expect(await page.evaluate(() => location.hash)).to.equal('');
        // Back leaves the property page for the results, never reopening the gallery.
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/property-for-sale');
        await appReady(page);
        expect(await page.locator('[role="dialog"]').count()).to.equal(0);
        // Forward comes back to the property page without the gallery.
        await page.goForward();
        await page.waitForURL((url) => url.pathname === href);
        await appReady(page);
        expect(await page.locator('[role="dialog"]').count()).to.equal(0);
        expectNoConsoleErrors(o);
      });
    });

    it('closes the user panel after moving between its tabs in one step', async () => {
      await withOpen('/property-for-sale', 'desktop', async (o) => {
        const { page } = o;
        await page.evaluate(() => {
          location.hash = '#/user/saved-properties';
        });
        const panel = page.locator('[role="dialog"]');
        await panel.waitFor();
        await page
          .getByRole('link', { name: /Saved searches/ })
          .first()
          .click();
        await page.waitForFunction(() => location.hash === '#/user/saved-searches');
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => location.hash)).to.equal('');
        expectNoConsoleErrors(o);
      });
    });

    it('opened straight from a shared link, closes onto the page, never off the site', async () => {
      await withOpen('/property-for-sale#/map', 'desktop', async (o) => {
        const { page } = o;
        const dialog = page.locator('[role="dialog"]');
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).to.equal('/property-for-sale');
        expect(await page.evaluate(() => location.hash)).to.equal('#/');
        expectNoConsoleErrors(o);
        // Back from here leaves for wherever the visitor came from: it never reopens the map.
        await page.goBack();
        expect(page.url()).to.not.contain('#/map');
      });
    });
  });
});
