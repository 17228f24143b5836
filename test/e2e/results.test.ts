/**
 * The results pages as a visitor uses them, in Debian Chromium against the sandbox platform
 *: search → filter → results → open a property; the empty state; pagination links;
 * the map view fallback; impressions. axe-core checks and screenshots at 375 px and 1280 px.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  appReady,
  axeAndScreenshot,
  BOTH_WIDTHS,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  screenshot,
  withOpen,
} from './support/browser.js';

async function countText(page: Page): Promise<string> {
  return ((await page.locator('.results-toolbar [role="status"]').textContent()) ?? '').trim();
}

describe('results pages (browser)', function () {
  this.timeout(60000);

  for (const [width, px] of BOTH_WIDTHS) {
    describe(`at ${px} px`, () => {
      it('searches, filters, shows the results and opens a property', async () => {
        await withOpen('/property-for-sale', width, async (o) => {
          const { page } = o;
          // On a phone the form is folded into its one-line summary: Edit opens it.
          if (width === 'mobile') await page.getByRole('button', { name: /Edit$/ }).click();
          await page.locator('form[role="search"]').waitFor();
          expect(await page.locator('h1.results-hero__title').textContent()).to.match(/for sale/i);
          expect(await countText(page)).to.match(/^\d+ properties$/);
          expect(await page.locator('ul.results > li').count()).to.be.greaterThan(1);
          const firstImage = page.locator('ul.results > li img').first();
          expect(await firstImage.getAttribute('loading')).to.equal('eager');
          expect(await firstImage.getAttribute('fetchpriority')).to.equal('high');
          expect(await page.locator('ul.results > li img').nth(2).getAttribute('loading')).to.equal(
            'lazy',
          );
          await axeAndScreenshot(page, `results ${px}`, `results-${px}`);

          // Filter: a town typed as free text, a price limit and the garden feature.
          await page.getByLabel('Location', { exact: true }).fill('Taunton');
          await page.getByLabel('Maximum price').selectOption('500000');
          await page.getByRole('button', { name: /^More filters/ }).click();
          await page.getByRole('button', { name: 'Garden', exact: true }).click();
          expect(
            await page
              .getByRole('button', { name: 'Garden', exact: true })
              .getAttribute('aria-pressed'),
          ).to.equal('true');
          await axeAndScreenshot(page, `search form open ${px}`, `results-filters-${px}`);
          await Promise.all([
            page.waitForURL(/\/property-for-sale\/taunton\/gid-[^/]+\/up-to-500000\/tag-garden/),
            page.getByRole('button', { name: 'Search', exact: true }).click(),
          ]);
          await page.locator('form[role="search"]').waitFor({ state: 'attached' });
          expect(await page.getByLabel('Location', { exact: true }).inputValue()).to.equal(
            'Taunton, Somerset',
          );
          expect(await page.getByLabel('Maximum price').inputValue()).to.equal('500000');
          expect(await page.locator('h1.results-hero__title').textContent()).to.contain('Taunton');
          await axeAndScreenshot(page, `filtered results ${px}`, `results-filtered-${px}`);

          // Open a property: its page loads and the search history marks it.
          const link = page.locator('.property-card__link').first();
          const href = (await link.getAttribute('href')) ?? '';
          expect(href).to.match(/^\/properties\//);
          await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
          const history = await page.evaluate(
            () =>
              Object.entries(localStorage).find(([key]) => key.includes('search-history'))?.[1] ??
              '',
          );
          expect(history).to.contain('clickedProperty');
          expect(history).to.contain('garden');
          expectNoConsoleErrors(o);
        });
      });

      it('shows a helpful empty state that widens the search and saves it', async () => {
        await withOpen('/property-for-sale/up-to-1000/tag-garden', width, async (o) => {
          const { page } = o;
          const empty = page.locator('.results-empty');
          await empty.waitFor();
          expect(await countText(page)).to.equal('No properties');
          expect(await empty.locator('h2').textContent()).to.equal(
            'No properties match this search yet',
          );
          expect(
            await empty.getByRole('link', { name: 'Any price' }).getAttribute('href'),
          ).to.equal('/search?channel=sales&fragment=tag-garden');
          await axeAndScreenshot(page, `empty results ${px}`, `results-empty-${px}`);
          const save = empty.getByRole('button', { name: 'Save this search' });
          await save.click();
          await page.locator('.toast--success').waitFor();
          expect(await page.locator('.toast--success').textContent()).to.contain('Search saved.');
          expect(
            await empty.getByRole('button', { name: 'Search saved' }).getAttribute('aria-pressed'),
          ).to.equal('true');
          // Widening follows the /search call to the canonical results page.
          await Promise.all([
            page.waitForURL(/\/property-for-sale\/tag-garden$/),
            empty.getByRole('link', { name: 'Any price' }).click(),
          ]);
          await page.locator('ul.results').waitFor();
          expectNoConsoleErrors(o);
        });
      });

      it('pages through results with real links to canonical paths', async () => {
        await withOpen('/property-for-sale', width, async (o) => {
          const { page } = o;
          const nav = page.locator('nav[aria-label="Results pages"]');
          await nav.waitFor();
          expect(await nav.locator('a[rel="next"]').getAttribute('href')).to.equal(
            '/property-for-sale/page-2',
          );
          expect(await nav.locator('a[rel="prev"]').count()).to.equal(0);
          const firstOnPage1 = await page
            .locator('.property-card__link')
            .first()
            .getAttribute('href');
          await Promise.all([
            page.waitForURL(/\/property-for-sale\/page-2$/),
            nav.locator('a[rel="next"]').click(),
          ]);
          await page.locator('nav[aria-label="Results pages"] [aria-current="page"]').waitFor();
          expect(
            await page
              .locator('nav[aria-label="Results pages"] [aria-current="page"]')
              .textContent(),
          ).to.equal('Page 2');
          expect(
            await page
              .locator('nav[aria-label="Results pages"] a[rel="prev"]')
              .getAttribute('href'),
          ).to.equal('/property-for-sale');
          expect(
            await page.locator('.property-card__link').first().getAttribute('href'),
          ).to.not.equal(firstOnPage1);
          await axeAndScreenshot(page, `results page 2 ${px}`, `results-page-2-${px}`);
        });
      });
    });
  }

  it('sorts at once, switches to the list layout and remembers it', async () => {
    await withOpen('/property-for-sale', 'desktop', async (o) => {
      const { page } = o;
      await page.getByRole('button', { name: 'List' }).click();
      expect(await page.locator('ul.results').getAttribute('class')).to.contain('results--list');
      await screenshot(page, 'results-list-1280');
      await Promise.all([
        page.waitForURL(/\/property-for-sale\/least-expensive-first$/),
        page.getByLabel('Sort by').selectOption('least-expensive-first'),
      ]);
      await page.locator('ul.results').waitFor();
      await appReady(page);
      expect(await page.getByLabel('Sort by').inputValue()).to.equal('least-expensive-first');
      expect(
        await page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed'),
      ).to.equal('true');
      await expectNoAxeViolations(page, 'list layout 1280');
    });
  });

  it('reports the shown properties once as search_results impressions', async () => {
    await withOpen('/', 'desktop', async (o) => {
      const { page } = o;
      const bodies: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/exposures/create_many')) bodies.push(request.postDataJSON());
      });
      const reported = page.waitForResponse((response) =>
        response.url().endsWith('/exposures/create_many'),
      );
      await page.goto(page.url().replace(/\/$/, '') + '/property-to-rent');
      await page.locator('ul.results').waitFor();
      // Impressions are reported by the app, once it has started on the server's page; a second
      // report would be sent in the same start-up, before the first one's answer came back.
      await appReady(page);
      expect((await reported).status()).to.be.below(300);
      expect(bodies).to.have.length(1);
      const body = bodies[0] as { property_ids: string[]; event_type: string; domain: string };
      expect(body.event_type).to.equal('search_results');
      expect(body.property_ids.length).to.equal(await page.locator('ul.results > li').count());
    });
  });

  for (const [width, px] of BOTH_WIDTHS) {
    it(`opens the map view at ${px} px; the list of properties stays beside the map`, async () => {
      await withOpen('/property-for-sale#/map', width, async (o) => {
        const { page } = o;
        const dialog = page.locator('[role="dialog"]');
        await dialog.waitFor();
        expect(await dialog.locator('.map-view__list a').count()).to.be.greaterThan(1);
        await axeAndScreenshot(page, `map view ${px}`, `results-map-${px}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => location.hash)).to.equal('#/');
      });
    });
  }
});

describe('place suggestions (browser)', function () {
  this.timeout(60000);

  it('suggests places as the visitor types and fills the location with the chosen one', async () => {
    await withOpen('/property-for-sale', 'desktop', async (o) => {
      const { page } = o;
      const location = page.getByRole('combobox', { name: 'Location' });
      await location.fill('Taun');
      const option = page.getByRole('option', { name: /Taunton/ }).first();
      await option.waitFor();
      await option.click();
      expect(await location.inputValue()).to.equal('Taunton, Somerset');
      await Promise.all([
        page.waitForURL(/\/property-for-sale\/taunton\/gid-/),
        page.getByRole('button', { name: 'Search', exact: true }).click(),
      ]);
    });
  });
});
