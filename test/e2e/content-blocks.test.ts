/**
 * Pages built from content blocks, in Debian Chromium against the sandbox: every
 * block kind of SPEC §1 on the Oakfield home page at 375 px and 1280 px, worked with the keyboard;
 * the carousel variants the blocks open; the second agency's home from its own data; a content
 * page; and a page of broken and hostile blocks where the good blocks still show and nothing runs.
 * axe-core on each page, screenshots (the window, and the whole page) for a person to look at.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  BOTH_WIDTHS,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  holdRequests,
  screenshot,
  withOpen,
  type Opened,
} from './support/browser.js';
import { scrollThrough } from './support/layout.js';

/** Waits until the blocks below the hero have hydrated (their chunk arrives at the first quiet moment). */
async function blocksLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('agency:blocks-live').length > 0,
    undefined,
    { timeout: 15000 },
  );
}

/** The whole page as one picture (after scrolling through, so lazy images are in). */
async function fullPageScreenshot(page: Page, name: string): Promise<void> {
  await scrollThrough(page);
  await screenshot(page, `${name}-full`, { fullPage: true });
}

/** Console warnings of a page from now on. */
function warningsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

const OAKFIELD_KINDS = [
  'textOverImage',
  'expandableIconList',
  'propertyCardSlider',
  'gallerySlider',
  'imageEvents',
  'locationCard',
  'videoSection',
  'branchMap',
  'placesMap',
  'articlesSlider',
  'formBlock',
];

describe('pages built from content blocks (browser)', function () {
  this.timeout(90000);

  for (const [width, px] of BOTH_WIDTHS) {
    it(`shows every block kind on the Oakfield home page at ${px} px, with no axe violation and no sideways scroll`, async () => {
      await withOpen('/', width, async (o) => {
        const { page } = o;
        await blocksLive(page);
        for (const kind of OAKFIELD_KINDS)
          expect(await page.locator(`section.block--${kind}`).count(), kind).to.be.greaterThan(0);
        expect(await page.locator('section.block--imageEvents').count()).to.equal(3);
        expect(await page.getByRole('heading', { level: 1 }).count()).to.equal(1);
        await expectNoAxeViolations(page, `Oakfield home with blocks ${px}`);
        // The whole page (the window's view of it is site-chrome's home screenshot).
        await fullPageScreenshot(page, `blocks-home-oakfield-${px}`);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
        ).to.equal(true);
        expectNoConsoleErrors(o);
      });
    });
  }

  it('opens one service at a time from the keyboard, and Read more / Read less on a phone; draws the offices and places on maps, and shows the location card’s merged opening hours and the offices carousel (375 px)', async () => {
    await withOpen('/', 'mobile', async (o) => {
      const { page } = o;
      await blocksLive(page);
      const services = page.getByRole('region', { name: 'How we can help' });
      const more = services.getByRole('button', { name: 'Read more' });
      await more.focus();
      await page.keyboard.press('Enter');
      expect(
        await services.getByRole('button', { name: 'Read less' }).getAttribute('aria-expanded'),
      ).to.equal('true');
      expect(await services.locator('.truncatable__full').isVisible()).to.equal(true);
      await page.keyboard.press('Enter');
      expect(await services.locator('.truncatable__preview').isVisible()).to.equal(true);

      const selling = services.getByRole('button', { name: 'Selling your home' });
      const letting = services.getByRole('button', { name: 'Letting and management' });
      await selling.focus();
      await page.keyboard.press('Enter');
      expect(await selling.getAttribute('aria-expanded')).to.equal('true');
      expect(
        await services.getByText(/An honest valuation, photography and floorplans/).isVisible(),
      ).to.equal(true);
      expect(await services.getByText('Free market appraisal').isVisible()).to.equal(true);
      // Tab through the open item's link to the next service, and open it: the first one closes.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.contain(
        'Letting and management',
      );
      await page.keyboard.press('Space');
      expect([
        await selling.getAttribute('aria-expanded'),
        await letting.getAttribute('aria-expanded'),
      ]).to.deep.equal(['false', 'true']);
      // Its lists are for larger screens only (listsDesktopOnly): on a phone, the words alone.
      expect(await services.getByText('Tenant find').isVisible()).to.equal(false);
      await letting.press('Enter');
      expect(await letting.getAttribute('aria-expanded')).to.equal('false');
      await screenshot(page, 'blocks-services-375');
      // The location card, the offices carousel and the maps.
      const card = page.getByRole('region', { name: 'Visit our Taunton office' });
      expect(await card.getByText('Mon – Fri', { exact: true }).count()).to.equal(1);
      expect(await card.getByText('9am – 5:30pm').count()).to.be.greaterThan(0);
      expect(
        await card.getByRole('link', { name: '01823 250100' }).first().getAttribute('href'),
      ).to.equal('tel:01823250100');
      const offices = card.getByRole('group', { name: 'Our offices' });
      await offices.getByRole('button', { name: 'Next office' }).click();
      expect(
        await offices
          .locator('[aria-roledescription="slide"]:not([inert])')
          .getAttribute('aria-label'),
      ).to.match(/^2 of \d+: Bridgwater \(Sedgemoor\)$/);
      for (const name of ['Our offices', 'Where we sell']) {
        const region = page.getByRole('region', { name, exact: true });
        await region.scrollIntoViewIfNeeded();
        await region
          .getByRole('region', { name: `Map: ${name}` })
          .locator('.agency-map-marker')
          .first()
          .waitFor({ timeout: 15000 });
      }
      expect(
        await page
          .getByRole('region', { name: 'Where we sell', exact: true })
          .getByRole('link', { name: 'Taunton' })
          .count(),
      ).to.be.greaterThan(0);
      await screenshot(page, 'blocks-maps-375');
      expectNoConsoleErrors(o);
    });
  });

  it('puts the video player in only when it comes near; opens the careers form from its block, with its file upload; moves the featured properties with the keyboard, hiding the cards out of view, and rotates them only without reduced motion (1280 px)', async () => {
    await withOpen('/', 'desktop', async (o) => {
      const { page } = o;
      await page.route(/youtube/, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Player</title><p>Player</p>',
        }),
      );
      await blocksLive(page);
      const film = page.getByRole('region', { name: 'Around Taunton with our team' });
      expect(await film.locator('iframe').count()).to.equal(0);
      await film.scrollIntoViewIfNeeded();
      const player = film.locator('iframe[title="Around Taunton with our team"]');
      await player.waitFor();
      expect(await player.getAttribute('src')).to.match(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/oakfieldtnt/,
      );
      expect(await film.locator('iframe, video').count()).to.equal(1);
      // The careers form from its block.
      await page
        .getByRole('region', { name: 'Work with us' })
        .getByRole('link', { name: 'Apply to join our team' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Apply to join our team' });
      await dialog.waitFor();
      expect(await dialog.getByLabel(/^CV/).getAttribute('type')).to.equal('file');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // The featured properties (last: the test browser's reduced motion is turned off).
      const slider = page.getByRole('group', { name: 'Featured properties' });
      const visibleSlides = () =>
        slider
          .locator('[aria-roledescription="slide"]:not([inert])')
          .evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')?.split(':')[0]));
      expect(await visibleSlides()).to.deep.equal(['1 of 8', '2 of 8', '3 of 8', '4 of 8']);
      // The test browser asks for reduced motion: the slider stands still and offers no pause button.
      expect(await slider.getByRole('button', { name: 'Pause slide show' }).count()).to.equal(0);
      await slider.getByRole('button', { name: 'Next property' }).focus();
      await page.keyboard.press('Enter');
      expect(await visibleSlides()).to.deep.equal(['2 of 8', '3 of 8', '4 of 8', '5 of 8']);
      await slider.getByRole('button', { name: 'Previous property' }).press('Enter');
      await slider.getByRole('button', { name: 'Previous property' }).press('Enter');
      expect(await visibleSlides()).to.deep.equal(['5 of 8', '6 of 8', '7 of 8', '8 of 8']);
      // A card out of view is out of the Tab order.
      expect(
        await slider
          .locator('[aria-roledescription="slide"][inert] a')
          .first()
          .evaluate((link) => getComputedStyle(link).visibility),
      ).to.equal('hidden');

      // Without reduced motion, it rotates on its own (every 3 s) and pauses when asked.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const pause = slider.getByRole('button', { name: 'Pause slide show' });
      await pause.waitFor();
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.waitForFunction(
        () =>
          document
            .querySelector('.block--propertyCardSlider [aria-roledescription="slide"]:not([inert])')
            ?.getAttribute('aria-label')
            ?.startsWith('1 of 8'),
        undefined,
        { timeout: 8000 },
      );
      await pause.click();
      expect(await slider.getByRole('button', { name: 'Start slide show' }).count()).to.equal(1);
      expectNoConsoleErrors(o);
    });
  });

  for (const [width, px] of BOTH_WIDTHS) {
    it(`opens the carousel variants from their blocks: gallery cards, agricultural, antiques and auction sales (${px} px)`, async () => {
      await withOpen('/', width, async (o) => {
        const { page } = o;
        await blocksLive(page);
        const cases = [
          {
            link: page
              .getByRole('region', { name: 'Life in Somerset' })
              .getByRole('link', { name: /The Somerset Levels/ }),
            dialog: 'Gallery',
            count: 3,
            hash: '#/gallery-card-slider-expand/levels/somerset',
          },
          {
            link: page.getByRole('link', { name: 'See 3 photos of Spring machinery sale' }),
            dialog: 'Agricultural sale',
            count: 3,
            hash: '#/agricultural-sales-event/spring-machinery',
          },
          {
            link: page.getByRole('link', { name: 'See 2 photos of Winter fine art sale' }),
            dialog: 'Antiques sale',
            count: 2,
            hash: '#/antiques-sales-event/winter-fine-art',
          },
          {
            link: page.getByRole('link', { name: 'See 3 photos of December property auction' }),
            dialog: 'Property auction',
            count: 3,
            hash: '#/property-auction-sales-event/december-auction',
          },
        ];
        for (const { link, dialog, count, hash } of cases) {
          await link.focus();
          await page.keyboard.press('Enter');
          const modal = page.getByRole('dialog', { name: dialog });
          await modal.waitFor();
          expect(new URL(page.url()).hash).to.equal(hash);
          expect(await modal.locator('.carousel__index').textContent()).to.equal(
            `Image 1/${count}`,
          );
          await page.keyboard.press('ArrowRight');
          expect(await modal.locator('.carousel__index').textContent()).to.equal(
            `Image 2/${count}`,
          );
          if (dialog === 'Agricultural sale') {
            await expectNoAxeViolations(page, `agricultural sale carousel ${px}`);
            await screenshot(page, `blocks-carousel-agricultural-${px}`);
          }
          await page.keyboard.press('Escape');
          await modal.waitFor({ state: 'detached' });
        }
        expectNoConsoleErrors(o);
      });
    });
  }

  it('opens a gallery card named without its block, and matches modal paths exactly: #/Calculator opens nothing (1280 px)', async () => {
    await withOpen('/#/gallery-card-slider-expand/levels', 'desktop', async (o) => {
      const { page } = o;
      const modal = page.getByRole('dialog', { name: 'Gallery' });
      await modal.waitFor({ timeout: 15000 });
      expect(await modal.locator('.carousel__index').textContent()).to.equal('Image 1/3');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      // Every dialog the page shows from now on, with the address it showed at: one shown for a
      // wrong path, even for a moment, is caught.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { dialogsShownAt: string[] }).dialogsShownAt = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            const nodes = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
            if (
              nodes.some(
                (node) =>
                  node instanceof Element &&
                  (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]')),
              )
            )
              seen.push(location.hash);
          }
        }).observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['role'],
        });
      });
      for (const hash of ['#/Calculator', '#/CALCULATOR', '#/Book-A-Valuation']) {
        await page.evaluate((h) => {
          location.hash = h;
        }, hash);
        // The hash change handled and drawn (the overlay layer is loaded: a match shows at once).
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await page.getByRole('dialog').count(), hash).to.equal(0);
      }
      // The exact path opens its dialog: the wrong ones above were handled, and opened none.
      await page.evaluate(() => {
        location.hash = '#/calculator';
      });
      await page.getByRole('dialog').waitFor({ timeout: 15000 });
      const shownAt = await page.evaluate(
        () => (window as unknown as { dialogsShownAt: string[] }).dialogsShownAt,
      );
      expect(
        shownAt.filter((hash) => hash !== '#/calculator'),
        'dialogs shown for a wrong path',
      ).to.deep.equal([]);
      expectNoConsoleErrors(o);
    });
  });

  it('loses no press made before the blocks below the hero have hydrated: it is made again once they are live (1280 px)', async () => {
    await withOpen('/', 'desktop', async (o) => {
      const { page } = o;
      // A fresh page whose block-kinds chunk is slow to arrive (a slow network).
      const release = await holdRequests(page, /block-kinds/);
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('#root[data-app-ready]');
      expect(
        await page.evaluate(() => performance.getEntriesByName('agency:blocks-live').length),
      ).to.equal(0);
      await page.getByRole('button', { name: 'Selling your home' }).click();
      await page.locator('.block--propertyCardSlider button.save-property').first().click();
      release();
      await page
        .locator('.toast__message', { hasText: 'Property saved.' })
        .first()
        .waitFor({ timeout: 15000 });
      await page.waitForFunction(
        () =>
          document
            .querySelector('button[aria-controls$="sales"]')
            ?.getAttribute('aria-expanded') === 'true',
      );
      expect(
        await page.getByRole('button', { name: 'Selling your home' }).getAttribute('aria-expanded'),
      ).to.equal('true');
      expectNoConsoleErrors(o);
    });
  });

  for (const [width, px] of BOTH_WIDTHS) {
    it(`builds the Harbour home from its own blocks: another order and other kinds (${px} px)`, async () => {
      await withOpen('/', width, { host: 'harbour' }, async (o) => {
        const { page } = o;
        await blocksLive(page);
        const kinds = await page
          .locator('main section.block')
          .evaluateAll((sections) =>
            sections.map((s) =>
              [...s.classList].find((c) => c.startsWith('block--') && c !== 'block--flush'),
            ),
          );
        expect(kinds).to.deep.equal([
          'block--textOverImage',
          'block--textOverImage',
          'block--propertyCardSlider',
          'block--propertyCardSlider',
          'block--expandableIconList',
          'block--locationCard',
          'block--branchMap',
          'block--articlesSlider',
        ]);
        // Four homes to rent fit a desktop view: no buttons there; a phone slides them one at a time.
        const toRent = page.getByRole('group', { name: 'New to rent' });
        expect(await toRent.getByRole('button', { name: 'Next property' }).isVisible()).to.equal(
          px === 375,
        );
        await expectNoAxeViolations(page, `Harbour home ${px}`);
        await fullPageScreenshot(page, `blocks-home-harbour-${px}`);
        expectNoConsoleErrors(o);
      });
    });
  }

  it('shows a content page of blocks, its history opening the history carousel (375 px)', async () => {
    await withOpen('/about-us', 'mobile', async (o) => {
      const { page } = o;
      await blocksLive(page);
      await page.getByRole('heading', { level: 1, name: 'About Oakfield & Vale' }).waitFor();
      // The opening words (a phone shows their first 150 characters, with Read more).
      await page
        .locator('.hero')
        .getByText(/part of the community since 1887/)
        .first()
        .waitFor({ state: 'attached' });
      await page.getByRole('link', { name: 'See 2 photos of Into Bridgwater' }).click();
      const modal = page.getByRole('dialog', { name: 'Our history' });
      await modal.waitFor();
      expect(await modal.locator('.carousel__index').textContent()).to.equal('Image 1/2');
      await page.keyboard.press('Escape');
      await expectNoAxeViolations(page, 'about us 375');
      await screenshot(page, 'blocks-about-375');
      expectNoConsoleErrors(o);
    });
  });

  for (const [width, px] of BOTH_WIDTHS) {
    it(`keeps a page of broken and hostile blocks working: the good blocks show, nothing runs, the problems are logged (${px} px)`, async () => {
      // The console heard, and the player's host answered, from the page's start.
      let warnings: string[] = [];
      const beforeLoad = async ({ page }: Opened) => {
        warnings = warningsOf(page);
        await page.route(/youtube/, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>Player</title><p>Player</p>',
          }),
        );
      };
      await withOpen('/__sandbox/blocks-check', width, { beforeLoad }, async (o) => {
        const { page } = o;
        await blocksLive(page);
        await page.getByRole('heading', { level: 1, name: 'A page with broken blocks' }).waitFor();
        await page.locator('.hero__html').getByText('bold').waitFor();
        expect(
          await page
            .getByText('</script><script>window.__blocksHacked = true</script> stays text')
            .count(),
        ).to.equal(1);
        expect(await page.getByRole('region', { name: 'Still here' }).count()).to.equal(1);
        expect(
          await page.getByRole('region', { name: 'The last block' }).getByText('9am – 5pm').count(),
        ).to.equal(1);
        expect(await page.getByText('A block of a kind the site does not know').count()).to.equal(
          0,
        );
        expect(await page.getByRole('link', { name: 'A bad button' }).count()).to.equal(0);
        expect(
          await page.locator('a[href^="javascript:"], .hero__html script, [onerror]').count(),
        ).to.equal(0);
        expect(
          await page.evaluate(() => (window as { __blocksHacked?: boolean }).__blocksHacked),
        ).to.equal(undefined);
        const logged = warnings.join('\n');
        expect(logged).to.contain('page.data.contentBlocks[1].type: unknown block type "quiz"');
        expect(logged).to.contain('page.data.contentBlocks[4]: expected a block');
        // A video on a host the site does not accept: left out, with SPEC §8's console warning only.
        const film = page.getByRole('region', {
          name: 'A film on a host the site does not accept',
        });
        await film.scrollIntoViewIfNeeded();
        await film.locator('iframe').waitFor();
        expect(await film.locator('iframe, video').count()).to.equal(1);
        expect(
          warnings.some(
            (w) =>
              w.includes('Video format not supported') && w.includes('videos.unknown-host.example'),
          ),
        ).to.equal(true);
        await expectNoAxeViolations(page, `blocks check ${px}`);
        await screenshot(page, `blocks-check-${px}`);
        // The one error is the agency's broken image, which the browser reports as a failed load.
        expect(
          o.errors.filter((error) => !error.includes('404')),
          o.errors.join('\n'),
        ).to.deep.equal([]);
      });
    });
  }
});
