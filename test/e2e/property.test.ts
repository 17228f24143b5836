/**
 * The property page as a visitor uses it, in Debian Chromium against the sandbox platform:
 * the page itself, the gallery, floorplan and EPC carousels, the video modal and the
 * calculator tabs, Back to search and next/previous from the search history, and the sanitised
 * description. axe-core checks and screenshots at 375 px and 1280 px (artifacts/screenshots).
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  appReady,
  axeAndScreenshot,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  WIDTHS,
  withOpen,
  type Opened,
} from './support/browser.js';

/** The sandbox's showcase listing: photos, floorplans, an EPC, videos (some unsupported), a tour. */
const SHOWCASE = '/properties/1001/sales/kingston-road-taunton';
const LETTINGS = '/properties/1039/lettings/trull-road-taunton';
const HISTORY_KEY = 'agency:search-history:v1';

async function dialogOpen(page: Page): Promise<void> {
  await page.locator('[role="dialog"][aria-modal="true"]').waitFor();
}

async function withPage(
  path: string,
  width: 'mobile' | 'desktop',
  run: (o: Opened) => Promise<void>,
): Promise<void> {
  await withOpen(path, width, async (o) => {
    await o.page.locator('.property-page').waitFor();
    await run(o);
  });
}

describe('property page (browser)', function () {
  this.timeout(60000);

  for (const width of ['desktop', 'mobile'] as const) {
    const px = WIDTHS[width];

    describe(`at ${px} px`, () => {
      // One page for what the visitor reads and opens on it in turn, each overlay closed before the next.
      it('shows the gallery, price, key facts, description, media links, map fallback and contact block; opens the gallery at the photo clicked, wraps around, moves with the keys, and closes (a click outside on desktop); shows the floorplans and the EPC chart in the carousel; opens the calculators with their tabs', async () => {
        await withPage(SHOWCASE, width, async (o) => {
          const { page } = o;
          // What the page shows.
          expect(await page.locator('h1').textContent()).to.equal('Kingston Road, Taunton');
          expect(await page.locator('.property-summary__price').textContent()).to.match(/£[\d,]+/);
          expect(await page.locator('.property-gallery__hero').getAttribute('href')).to.equal(
            '#/property-images',
          );
          expect(await page.locator('.property-facts dt').first().textContent()).to.equal(
            'Bedrooms',
          );
          await page.locator('.property-description p').first().waitFor();
          expect(await page.locator('.property-media a[href="#/floorplan"]').count()).to.equal(1);
          expect(await page.locator('.property-media a[href="#/epc-chart"]').count()).to.equal(1);
          expect(await page.locator('.property-media a[href="#/calculator"]').count()).to.equal(1);
          expect(
            await page.locator('.property-media a[href^="#/video/"]').count(),
          ).to.be.greaterThan(0);
          expect(
            await page.locator('.property-contact a[href="#/book-a-viewing"]').textContent(),
          ).to.equal('Book a viewing');
          expect(await page.locator('.property-contact a[href^="tel:"]').count()).to.equal(1);
          expect(await page.locator('.property-contact button[aria-pressed]').count()).to.equal(1);
          // No search history in a fresh browser: no Back to search, but the way to the listings.
          expect(await page.locator('text=Back to search').count()).to.equal(0);
          const listings = page.locator('a.property-nav__back');
          expect(await listings.textContent()).to.equal('See all properties for sale');
          expect(await listings.getAttribute('href')).to.equal('/property-for-sale');
          await axeAndScreenshot(page, `property page ${px}`, `property-page-${px}`);
          // The gallery.
          const total = await page.locator('.property-gallery__count').textContent();
          const count = Number(/\d+/.exec(total ?? '')?.[0]);
          await page.locator('.property-gallery__thumbnail a').first().click();
          await dialogOpen(page);
          expect(await page.evaluate(() => location.hash)).to.equal('#/property-images?image=2');
          const index = page.locator('.carousel__index');
          expect(await index.textContent()).to.equal(`Image 2/${count}`);
          await page.locator('button[aria-label="Previous image"]').click();
          await page.locator('button[aria-label="Previous image"]').click();
          expect(await index.textContent()).to.equal(`Image ${count}/${count}`);
          await page.keyboard.press('ArrowRight');
          expect(await index.textContent()).to.equal(`Image 1/${count}`);
          expect(await page.locator('.carousel__caption').textContent())
            .to.be.a('string')
            .and.not.equal('');
          await page
            .locator('.carousel__image')
            .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
          await axeAndScreenshot(page, `gallery ${px}`, `property-gallery-${px}`);
          // The modal fills the screen at 820 px or narrower; there the Close button closes it.
          if (width === 'desktop') await page.mouse.click(3, 3);
          else await page.locator('button.modal__close').click();
          await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
          // Opened within the page: closing steps back to the page's own entry (no hash).
          expect(await page.evaluate(() => location.hash)).to.equal('');
          // The floorplans and the EPC chart.
          await page.locator('.property-media a[href="#/floorplan"]').click();
          await dialogOpen(page);
          expect(await page.locator('.carousel__index').textContent()).to.match(/^Image 1\/\d+$/);
          await page
            .locator('.carousel__image')
            .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
          await axeAndScreenshot(page, `floorplan ${px}`, `property-floorplan-${px}`);
          await page.keyboard.press('Escape');
          await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
          await page.locator('.property-media a[href="#/epc-chart"]').click();
          await dialogOpen(page);
          expect(await page.locator('.carousel__index').textContent()).to.equal('Image 1/1');
          await page.keyboard.press('Escape');
          await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
          // The calculators.
          await page.locator('.property-media a[href="#/calculator"]').click();
          await dialogOpen(page);
          const tabs = page.locator('[role="tab"]');
          await tabs.first().waitFor();
          expect(await tabs.allTextContents()).to.deep.equal([
            'Mortgage Calculator',
            'Stamp Duty Calculator',
            'Rental Yield Calculator',
            'What Could I Borrow?',
          ]);
          await axeAndScreenshot(page, `calculator mortgage ${px}`, `property-calculator-${px}`);
          await tabs.nth(1).click();
          expect(await tabs.nth(1).getAttribute('aria-selected')).to.equal('true');
          await axeAndScreenshot(
            page,
            `calculator stamp duty ${px}`,
            `property-calculator-stamp-duty-${px}`,
          );
          expectNoConsoleErrors(o);
        });
      });

      it('plays a video in a titled iframe, and only warns in the console about unsupported links', async () => {
        const warnings: string[] = [];
        // The console heard from the page's start.
        const beforeLoad = async ({ page }: Opened) => {
          page.on('console', (message) => {
            if (message.type() === 'warning') warnings.push(message.text());
          });
        };
        await withOpen(SHOWCASE, width, { beforeLoad }, async (o) => {
          const { page } = o;
          await page.locator('.property-page').waitFor();
          await page.locator('.property-media a[href^="#/video/"]').first().click();
          await dialogOpen(page);
          const iframe = page.locator('.video-modal iframe');
          expect(await iframe.getAttribute('title')).to.contain('Kingston Road, Taunton');
          expect(await iframe.getAttribute('allowfullscreen')).to.not.equal(null);
          expect(await iframe.getAttribute('src')).to.match(
            /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//,
          );
          await axeAndScreenshot(page, `video ${px}`, `property-video-${px}`);
          expect(warnings.some((text) => text.includes('Video format not supported'))).to.equal(
            true,
          );
          expect(await page.locator('text=Video format not supported').count()).to.equal(0);
        });
      });
    });
  }

  it('never runs script from the description', async () => {
    await withPage(SHOWCASE, 'desktop', async ({ page }) => {
      await page.locator('.property-description a').first().waitFor();
      const ran = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return [w['__sandboxDescriptionScriptRan'], w['__sandboxDescriptionHandlerRan']];
      });
      expect(ran).to.deep.equal([undefined, undefined]);
      expect(await page.locator('.property-description script').count()).to.equal(0);
      expect(await page.locator('.property-description a').first().getAttribute('rel')).to.contain(
        'noopener',
      );
      expect(await page.locator('.property-description a[onclick]').count()).to.equal(0);
    });
  });

  it('records one property view', async () => {
    await withOpen('/', 'desktop', async (o) => {
      const views: string[] = [];
      o.page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/property_views')
          views.push(request.postData() ?? '');
      });
      const recorded = o.page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/property_views',
      );
      await o.page.goto(new URL(SHOWCASE, o.page.url()).href);
      await appReady(o.page);
      // A second view would be sent in the same start-up, before the first one's answer came back.
      expect((await recorded).status()).to.be.below(300);
      expect(views).to.have.length(1);
      expect(views[0]).to.contain('1001');
    });
  });

  it('offers Back to search and the next property from the search history, and follows it', async () => {
    await withPage(SHOWCASE, 'desktop', async ({ page }) => {
      await page.evaluate(
        (key) =>
          localStorage.setItem(
            key,
            JSON.stringify([{ channel: 'sales', clickedProperty: '1001' }]),
          ),
        HISTORY_KEY,
      );
      await page.reload();
      await appReady(page);
      await page.locator('.property-page').waitFor();
      const back = page.locator('a.property-nav__back');
      expect(await back.getAttribute('href')).to.match(/^\/search\?/);
      const next = page.locator('a[rel="next"]');
      await next.waitFor();
      await expectNoAxeViolations(page, 'property navigation 1280');
      const href = await next.getAttribute('href');
      expect(href)
        .to.match(/^\/properties\//)
        .and.not.equal(SHOWCASE);
      await next.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.locator('.property-page').waitFor();
      await page.locator('a[rel="prev"]').waitFor();
      expect(await page.locator('a[rel="prev"]').getAttribute('href')).to.equal(SHOWCASE);
    });
  });

  it('offers no calculator on a lettings property', async () => {
    await withPage(LETTINGS, 'mobile', async ({ page }) => {
      expect(await page.locator('a[href="#/calculator"]').count()).to.equal(0);
      expect(await page.locator('.property-summary__kind').textContent()).to.contain('to rent');
    });
  });
});
