/**
 * The site chrome as a visitor uses it, in Debian Chromium against the sandbox platform:
 * header (desktop and mobile), toasts and flash messages, the modal frame, lazy chunks, and a
 * page that still works when the settings object is broken. axe-core checks and screenshots at
 * 375 px and 1280 px (artifacts/screenshots).
 */
import { expect } from 'chai';
import { chromium, type Page } from 'playwright-core';
import {
  appReady,
  baseUrl,
  CHROMIUM,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  holdRequests,
  open,
  screenshot,
  withOpen,
  type Opened,
} from './support/browser.js';

describe('site chrome (browser)', function () {
  this.timeout(60000);

  describe('home page at 1280 px', () => {
    it('shows the desktop header, and its account link opens the account panel once the app runs; the header changes style after 30 px of scroll', async () => {
      await withOpen('/', 'desktop', async (o) => {
        const { page } = o;
        expect(await page.locator('header.site-header--scrolled').count()).to.equal(0);
        expect(
          await page.locator('.site-header__desktop a.site-header__logo').getAttribute('href'),
        ).to.equal('/');
        expect(
          await page.locator('.site-header__desktop nav[aria-label="Main"]').isVisible(),
        ).to.equal(true);
        expect(await page.locator('nav[aria-label="Secondary"]').isVisible()).to.equal(true);
        expect(await page.locator('a.valuation-side-link').isVisible()).to.equal(true);
        await expectNoAxeViolations(page, 'home 1280');
        await screenshot(page, 'home-1280');
        // The markup above is the server's; the panel below exists only once the app has started.
        const account = page.locator('.site-header__account');
        await account.click();
        const panel = page.getByRole('dialog');
        await panel.waitFor();
        expect(await page.evaluate(() => location.hash)).to.equal('#/user');
        // Focus moves in once the panel's content has arrived (its own chunk).
        await page.waitForFunction(
          () =>
            document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true,
        );
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        // Scrolled once the panel's scroll lock has gone (its clean-up runs just after it closes).
        await page.waitForFunction(() => {
          window.scrollTo(0, 200);
          return document.querySelector('header.site-header--scrolled') !== null;
        });
        expectNoConsoleErrors(o);
      });
    });

    it('opens a dropdown on hover, closes it when the pointer leaves the header, and Esc returns focus; keeps a second-level list open when its toggle is clicked after hovering, and its keys still work', async () => {
      await withOpen('/', 'desktop', async (o) => {
        const { page } = o;
        const button = page
          .locator('.site-header__desktop nav[aria-label="Main"] button[aria-expanded]')
          .first();
        await button.hover();
        await page.waitForFunction(
          () =>
            document.querySelector(
              '.site-header__desktop nav[aria-label="Main"] button[aria-expanded="true"]',
            ) !== null,
        );
        await expectNoAxeViolations(page, 'open dropdown 1280');
        await screenshot(page, 'dropdown-1280');
        await page.mouse.move(600, 800);
        await page.waitForFunction(
          () =>
            document.querySelector(
              '.site-header__desktop nav[aria-label="Main"] button[aria-expanded="true"]',
            ) === null,
        );
        await button.click();
        expect(await button.getAttribute('aria-expanded')).to.equal('true');
        await button.click();
        expect(await button.getAttribute('aria-expanded')).to.equal('false');
        await button.click();
        expect(await button.getAttribute('aria-expanded')).to.equal('true');
        await page.keyboard.press('Escape');
        expect(await button.getAttribute('aria-expanded')).to.equal('false');
        expect(await button.evaluate((el) => el === document.activeElement)).to.equal(true);

        // A second-level list stays open when its toggle is clicked after hovering, and its keys still work.
        const nav = page.locator('.site-header__desktop nav[aria-label="Main"]');
        const services = nav.getByRole('button', { name: 'Services menu' });
        const land = nav.getByRole('button', { name: 'Development Land & Planning menu' });
        const survey = nav.getByRole('button', { name: 'Survey & Valuation menu' });
        const expanded = async (button: typeof land) => button.getAttribute('aria-expanded');
        await services.hover();
        await land.waitFor();
        await land.hover();
        await land.click();
        expect(await expanded(land), 'the list the visitor sees stays open').to.equal('true');
        expect(await nav.getByRole('link', { name: 'Planning appraisals' }).isVisible()).to.equal(
          true,
        );
        await land.click();
        expect(await expanded(land), 'a second click closes it').to.equal('false');
        await survey.hover();
        expect(await expanded(survey), 'hovering opens another').to.equal('true');
        await survey.click();
        expect(await expanded(survey), 'and its click keeps it open').to.equal('true');
        // From the keyboard, Enter and Space toggle; Escape closes the dropdown, back on its button.
        await land.focus();
        await page.keyboard.press('Enter');
        expect(await expanded(land)).to.equal('true');
        await page.keyboard.press('Enter');
        expect(await expanded(land)).to.equal('false');
        await page.keyboard.press('Space');
        expect(await expanded(land)).to.equal('true');
        await page.keyboard.press('Escape');
        expect(await expanded(services)).to.equal('false');
        expect(await services.evaluate((el) => el === document.activeElement)).to.equal(true);
      });
    });
  });

  describe('home page at 375 px', () => {
    it('opens the mobile menu, goes a level down and back, and locks body scroll while open; unlocks it when the window grows past 1200 px with the menu open', async () => {
      await withOpen('/', 'mobile', async (o) => {
        const { page } = o;
        const menu = page.locator('button.mobile-bar__menu');
        expect(await menu.isVisible()).to.equal(true);
        expect(await page.locator('.mobile-bar__logo').getAttribute('href')).to.equal('/');
        expect(await page.locator('.mobile-bar__actions a[href="#/user"]').count()).to.equal(1);
        expect(await page.locator('.mobile-bar__actions a[href^="tel:"]').count()).to.equal(1);
        await expectNoAxeViolations(page, 'home 375');
        await screenshot(page, 'home-375');
        await menu.click();
        expect(await menu.getAttribute('aria-expanded')).to.equal('true');
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).to.equal(
          'hidden',
        );
        await page.locator('.mobile-menu__next').first().click();
        await page.locator('.mobile-menu__back').waitFor();
        await expectNoAxeViolations(page, 'mobile menu level 375');
        await screenshot(page, 'mobile-menu-375');
        await page.locator('.mobile-menu__back').click();
        await page.locator('.mobile-menu__back').waitFor({ state: 'detached' });
        await menu.click();
        await page.waitForFunction(
          () => getComputedStyle(document.body).overflow !== 'hidden',
          undefined,
          { timeout: 3000 },
        );
        // Open again, the lock goes when the window grows past 1200 px.
        await menu.click();
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).to.equal(
          'hidden',
        );
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden');
        expectNoConsoleErrors(o);
      });
    });

    it('opens links with target B in a new tab, without the opener, from the mobile menu (Harbour Homes)', async () => {
      await withOpen('/', 'mobile', { host: 'harbour' }, async (o) => {
        const { page, context } = o;
        await context.route('https://www.moneyhelper.org.uk/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>MoneyHelper</title>' }),
        );
        const menu = page.locator('button.mobile-bar__menu');
        const external = page.locator('.mobile-menu a[target="_blank"]');
        expect(await external.isVisible(), 'hidden until the menu opens').to.equal(false);
        await menu.click();
        await external.waitFor();
        expect(await external.getAttribute('rel')).to.contain('noopener');
        const [tab] = await Promise.all([context.waitForEvent('page'), external.click()]);
        await tab.waitForLoadState();
        expect(tab.url()).to.match(/^https:\/\/www\.moneyhelper\.org\.uk\//);
        expect(await tab.evaluate(() => window.opener)).to.equal(null);
        // The site stays where it was, and the menu closes behind the new tab.
        expect(new URL(page.url()).pathname).to.equal('/');
        await page.waitForFunction(
          () =>
            document.querySelector('button.mobile-bar__menu')?.getAttribute('aria-expanded') ===
            'false',
        );
      });
    });
  });

  for (const width of ['mobile', 'desktop'] as const) {
    describe(`modal frame at ${width === 'mobile' ? 375 : 1280} px`, () => {
      it('opens from the valuation link, keeps focus inside, and Esc closes it back to the page as it was', async () => {
        await withOpen('/', width, async (o) => {
          const { page } = o;
          await page.locator('a.valuation-side-link').click();
          const dialog = page.locator('[role="dialog"][aria-modal="true"]');
          await dialog.waitFor();
          // The modal's content arrives as its own chunk; focus is inside once it is shown.
          await page.locator('[role="dialog"] .valuation-modal').waitFor();
          const focusInside = () =>
            document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true;
          await page.waitForFunction(focusInside, undefined, { timeout: 5000 });
          for (let i = 0; i < 8; i += 1) {
            await page.keyboard.press('Tab');
            expect(await page.evaluate(focusInside), `focus after Tab ${i + 1}`).to.equal(true);
          }
          expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).to.equal(
            'hidden',
          );
          await expectNoAxeViolations(page, `modal ${width}`);
          await screenshot(page, `modal-${width === 'mobile' ? 375 : 1280}`);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          // Opened within the page: closing steps back to the page's own entry (no hash).
          expect(await page.evaluate(() => location.hash)).to.equal('');
          // The lock is released by the dialog's effect clean-up, which React runs just after the DOM change.
          await page.waitForFunction(
            () => getComputedStyle(document.body).overflow !== 'hidden',
            undefined,
            { timeout: 3000 },
          );
          expectNoConsoleErrors(o);
        });
      });
    });
  }

  it('closes a modal on an overlay click', async () => {
    await withOpen('/#/book-a-valuation', 'desktop', async (o) => {
      const { page } = o;
      await page.locator('[role="dialog"]').waitFor();
      await page.mouse.click(10, 450);
      await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => location.hash)).to.equal('#/');
    });
  });

  it('keeps the side link, the cookie banner and the toasts still when a modal hides a classic scrollbar', async () => {
    // A desktop browser with a scrollbar that takes room (Windows' 15–17 px): headless Chromium
    // hides scrollbars unless told not to, so this test has a browser of its own.
    const own = await chromium.launch({
      executablePath: CHROMIUM,
      ignoreDefaultArgs: ['--hide-scrollbars'],
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const page = await own.newPage({
        viewport: { width: 1280, height: 900 },
        reducedMotion: 'reduce',
      });
      await page.goto(baseUrl() + '/', { waitUntil: 'load' });
      await appReady(page);
      // Left and right edges of the side link, the banner and the toast region, and the scrollbar's
      // width, at the next frame. Nothing transitions with reduced motion (ui/styles/base.css): a
      // 0.01 ms transition on every property used to keep the banner and the toasts where they
      // were for up to three frames.
      const edges = () =>
        page.evaluate(
          async (selectors) => {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            return [
              innerWidth - document.documentElement.clientWidth,
              ...selectors.flatMap((selector) => {
                const rect = document.querySelector(selector)?.getBoundingClientRect();
                return rect ? [Math.round(rect.left), Math.round(rect.right)] : [-1, -1];
              }),
            ];
          },
          ['.valuation-side-link', '.cookie-banner', '.toast-region'],
        );
      const [scrollbar, ...before] = await edges();
      expect(scrollbar, 'a scrollbar that takes room').to.be.greaterThan(0);
      expect(before.slice(2, 4), 'the cookie banner (no choice made yet)').to.not.deep.equal([
        -1, -1,
      ]);
      await page.locator('a.valuation-side-link').click();
      await page.locator('[role="dialog"]').waitFor();
      await page.waitForFunction(
        () => document.documentElement.style.overflow === 'hidden',
        undefined,
        { timeout: 5000 },
      );
      const [lockedScrollbar, ...during] = await edges();
      expect(lockedScrollbar, 'the page is locked').to.equal(0);
      expect(during).to.deep.equal(before);
    } finally {
      await own.close();
    }
  });

  it('with reduced motion, moves nothing by transition, and its loading spinner turns slowly', async () => {
    const o = await open('/', 'desktop'); // the test browser asks for reduced motion
    try {
      const { page, context } = o;
      const release = await holdRequests(context, /chunk-instant-valuation/);
      await page.evaluate(() => {
        location.hash = '#/valuation';
      });
      const spinner = page.locator('[role="dialog"] .modal-state__spinner');
      await spinner.waitFor();
      const motion = await page.evaluate(() => {
        const spin = document.querySelector('.modal-state__spinner');
        // One element that declares transitions (a button) and one that declares none.
        const button = document.querySelector('.button--primary');
        const region = document.querySelector('.toast-region');
        const spinStyle = spin ? getComputedStyle(spin) : null;
        return {
          spinner: {
            duration: spinStyle?.animationDuration,
            count: spinStyle?.animationIterationCount,
            running: spin?.getAnimations().some((a) => a.playState === 'running'),
          },
          // Transitions are off everywhere, not shortened: nothing is drawn where it was a frame later.
          transitions: [button, region].map((e) =>
            e ? getComputedStyle(e).transitionDuration : null,
          ),
        };
      });
      expect(motion.spinner).to.deep.equal({ duration: '2.4s', count: 'infinite', running: true });
      expect(motion.transitions).to.deep.equal(['0s', '0s']);
      release();
      await page.locator('[role="dialog"] .valuation-modal').waitFor();
    } finally {
      await o.context.close();
    }
  });

  describe('a part whose code cannot load', () => {
    const PART_NOT_LOADED =
      'Sorry, this part of the page could not be loaded. Please check your connection and try again.';

    /** The visitor's message and 'Try again' are on screen, and no developer text anywhere. */
    async function expectPlainMessage(page: Page): Promise<void> {
      await page.getByText(PART_NOT_LOADED, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).to.equal(true);
      expect(await page.evaluate(() => document.body.innerText)).to.not.contain('Loading chunk');
    }

    /**
     * Opens a part with `blocked` unreachable (`show`): the plain message, then `ready` once the
     * file is back and 'Try again' is pressed. `check` runs while the message shows.
     */
    async function failThenRecover(
      o: Opened,
      blocked: RegExp,
      show: () => Promise<void>,
      ready: string,
      check = async () => undefined,
    ): Promise<void> {
      const { page, context } = o;
      await context.route(blocked, (route) => route.abort());
      await show();
      await expectPlainMessage(page);
      await check();
      await context.unroute(blocked);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.locator(ready).waitFor({ timeout: 15000 });
    }

    const openHash = (page: Page, hash: string) => () =>
      page.evaluate((h) => {
        location.hash = h;
      }, hash);

    it("shows the calculators' plain message with Try again, logs SPEC's text, and recovers (Oakfield)", async () => {
      await withOpen('/properties/1001/sales/kingston-road-taunton', 'desktop', async (o) => {
        const show = openHash(o.page, '#/calculator');
        await failThenRecover(
          o,
          /chunk-calculator\.view-model-/,
          show,
          '[role="dialog"] .calculator',
          async () => {
            expect(o.errors.join('\n')).to.match(/Loading chunk calculator failed \(missing\)/);
          },
        );
      });
    });

    it("shows a modal's plain message with Try again, and recovers (Harbour)", async () => {
      await withOpen('/', 'mobile', { host: 'harbour.localhost' }, async (o) => {
        const show = openHash(o.page, '#/book-a-viewing');
        await failThenRecover(
          o,
          /chunk-contact-fallback/,
          show,
          '[role="dialog"] .contact-fallback',
          async () => {
            await expectNoAxeViolations(o.page, 'part not loaded 375');
            await screenshot(o.page, 'part-not-loaded-375');
          },
        );
      });
    });

    it('shows the plain message with Try again when the overlay layer cannot load, and recovers', async () => {
      await withOpen('/', 'desktop', async (o) => {
        // Opened afresh with the layer blocked (it is fetched only when an overlay is named or reached for).
        const reopen = async () => {
          await o.page.goto(`${baseUrl()}/#/book-a-valuation`);
          await appReady(o.page);
        };
        await failThenRecover(
          o,
          /chunk-overlays\.chunk-/,
          reopen,
          '.valuation-modal form',
          async () => {
            await expectNoAxeViolations(o.page, 'overlay layer not loaded 1280');
            await screenshot(o.page, 'overlay-layer-not-loaded-1280');
          },
        );
      });
    });

    // The start of the page's kind, or the vendor file every kind shares: the server's page stays
    // readable, a bar says its code failed, and 'Try again' loads the page again.
    const CODE_NOT_LOADED =
      'Sorry, part of this page could not be loaded, so searching, saving and enquiries may not work. Please check your connection and try again.';
    for (const [name, blocked, width] of [
      ['the start of the page', /\/assets\/start-results-page-[^/]*\.js$/, 'mobile'],
      ['the vendor file', /\/assets\/vendor-[^/]*\.js$/, 'desktop'],
    ] as const) {
      it(`says so with Try again when ${name} cannot load, and starts once it can (${width})`, async () => {
        await withOpen('/property-for-sale', width, async (o) => {
          const { page, context } = o;
          await context.route(blocked, (route) => route.abort());
          await page.reload({ waitUntil: 'load' });
          await page
            .getByRole('alert')
            .filter({ hasText: CODE_NOT_LOADED })
            .waitFor({ timeout: 15000 });
          // The server's page is still all there beneath it.
          expect(await page.locator('main h1').first().isVisible()).to.equal(true);
          expect(await page.locator('#root').getAttribute('data-app-ready')).to.equal(null);
          await expectNoAxeViolations(page, `code not loaded ${width}`);
          await screenshot(page, `code-not-loaded-${width === 'mobile' ? 375 : 1280}`);
          await context.unroute(blocked);
          await page.getByRole('button', { name: 'Try again' }).click();
          await appReady(page);
          expect(await page.getByText(CODE_NOT_LOADED).count()).to.equal(0);
        });
      });
    }
  });

  describe('flash messages', () => {
    it('shows a success flash for its key and clears the hash', async () => {
      await withOpen('/#/flash/welcome-lead-sent', 'desktop', async (o) => {
        const { page } = o;
        const toast = page.locator('.toast--success');
        await toast.waitFor();
        // The agency's own words for the key (Oakfield's theme flashMessages), not SPEC's default.
        expect(await toast.locator('.toast__message').textContent()).to.equal(
          'Success: Thank you. The Oakfield & Vale team will be in touch shortly.',
        );
        await page.waitForFunction(() => location.hash === '#/');
        await screenshot(page, 'toast-1280');
        await expectNoAxeViolations(page, 'toast 1280');
      });
    });

    it('shows an error flash for an error key, also written as #flash/{key}, at 375 px', async () => {
      await withOpen('/#flash/lead-sending-error', 'mobile', async (o) => {
        const { page } = o;
        const toast = page.locator('.toast--error');
        await toast.waitFor();
        expect(await toast.locator('.toast__message').textContent()).to.equal(
          'Error: Sorry, your enquiry could not be sent. Please try again.',
        );
        await page.waitForFunction(() => location.hash === '' || location.hash === '#/');
        await screenshot(page, 'toast-375');
      });
    });

    it('shows nothing harmful for an unknown or hostile key', async () => {
      await withOpen('/#/flash/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'desktop', async (o) => {
        const { page } = o;
        // A known key after it: once its toast shows, the app has dealt with the hostile one.
        await page.evaluate(() => {
          location.hash = '#/flash/welcome-lead-sent';
        });
        await page.locator('.toast--success').waitFor();
        expect(await page.locator('.toast').count()).to.equal(1);
        expect(await page.locator('img[src="x"]').count()).to.equal(0);
      });
    });
  });

  describe('a broken settings object', () => {
    it('shows the admin error for missing primaryMenuItems and keeps the rest of the page', async () => {
      // The home page as the platform sends it, its settings' menu items renamed.
      const beforeLoad = async ({ context }: Opened) => {
        await context.route(baseUrl() + '/', async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            /"primaryMenuItems":\[/,
            '"notPrimaryMenuItems":[',
          );
          await route.fulfill({ response, body: html });
        });
      };
      await withOpen('/', 'desktop', { beforeLoad }, async ({ page }) => {
        const error = page.locator('.site-header__desktop .site-header__menu-error');
        await error.waitFor();
        expect(await error.textContent()).to.equal(
          'Error, menu items need to be set in admin for the header component to work',
        );
        expect(await page.locator('main#main h1').count()).to.be.greaterThan(0);
      });
    });

    it('starts with the default settings, not a blank screen, when the settings JSON is unreadable', async () => {
      // The home page as the platform sends it, its settings unreadable; the console heard from its start.
      const warnings: string[] = [];
      const beforeLoad = async ({ context, page }: Opened) => {
        await context.route(baseUrl() + '/', async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            /(<script id="agency-settings"[^>]*>)/,
            '$1{broken',
          );
          await route.fulfill({ response, body: html });
        });
        page.on('console', (msg) => {
          if (msg.type() === 'warning') warnings.push(msg.text());
        });
      };
      await withOpen('/', 'desktop', { beforeLoad }, async ({ page }) => {
        expect(warnings.join('\n')).to.match(
          /Agency settings: \d+ part\(s\) missing or invalid; defaults used/,
        );
        await page.locator('header.site-header').waitFor();
        await page.locator('main#main').waitFor();
        // The app answers the visitor: the account link opens the account panel.
        await page.locator('.site-header__desktop .site-header__account').click();
        await page.getByRole('dialog').waitFor();
      });
    });
  });
});
