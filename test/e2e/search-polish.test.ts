/**
 * The results page as Rightmove and Zoopla visitors expect it, in Debian Chromium against the
 * sandbox: every filter the page holds shows as a chip that removes it; on a phone the search
 * form folds into a one-line summary so the first result is on the first screen; the list card on
 * a wide screen shows the listing's summary, when it was added and the branch to call. No width
 * from 320 to 1280 px scrolls sideways; axe finds nothing.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { encodePolyline, polylineToBase64Url } from '../../core/index.js';
import {
  expectNoAxeViolations,
  expectNoConsoleErrors,
  screenshot,
  withOpen,
} from './support/browser.js';
import { atEachWidth } from './support/layout.js';

/** A box around Taunton, drawn as the map's drawing tool writes it. */
const DRAWN_AREA = polylineToBase64Url(
  encodePolyline([
    { lat: 50.935, lng: -3.22 },
    { lat: 50.935, lng: -2.98 },
    { lat: 51.095, lng: -2.98 },
    { lat: 51.095, lng: -3.22 },
  ]),
)!;
const TAUNTON = '/property-for-sale/taunton/gid-f58b2ee6';
const WITH_CHIPS = `${TAUNTON}/within-10-miles/newer-than-90-days/poly-${DRAWN_AREA}`;

const chipNames = (page: Page): Promise<string[]> =>
  page
    .getByRole('list', { name: 'Filters applied' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim()));

async function countText(page: Page): Promise<string> {
  return ((await page.locator('.results-toolbar [role="status"]').textContent()) ?? '').trim();
}

async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const widths = await page.evaluate(async () => {
    const root = document.scrollingElement ?? document.documentElement;
    root.scrollTop = root.scrollHeight;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    root.scrollTop = 0;
    return { page: document.documentElement.scrollWidth, view: innerWidth };
  });
  expect(
    widths.page,
    `${label}: the page is ${widths.page} px wide in a ${widths.view} px window`,
  ).to.be.at.most(widths.view);
}

describe('results page polish (browser)', function () {
  this.timeout(60000);

  it('shows the filters only the URL holds as chips; removing one searches without it, from the first page', async () => {
    await withOpen(`${WITH_CHIPS}/page-2`, 'desktop', async (o) => {
      const { page } = o;
      expect(await chipNames(page)).to.deep.equal([
        'Remove filter: Within 10 miles',
        'Remove filter: Added in the last 90 days',
        'Remove filter: Drawn area',
      ]);
      await expectNoAxeViolations(page, 'filter chips 1280');
      const withArea = await countText(page);

      await Promise.all([
        page.waitForURL(
          (url) => url.pathname === `${TAUNTON}/newer-than-90-days/poly-${DRAWN_AREA}`,
        ),
        page.getByRole('link', { name: 'Remove filter: Within 10 miles' }).click(),
      ]);
      expect(await chipNames(page)).to.deep.equal([
        'Remove filter: Added in the last 90 days',
        'Remove filter: Drawn area',
      ]);

      await Promise.all([
        page.waitForURL((url) => url.pathname === `${TAUNTON}/newer-than-90-days`),
        page.getByRole('link', { name: 'Remove filter: Drawn area' }).click(),
      ]);
      expect(await chipNames(page)).to.deep.equal(['Remove filter: Added in the last 90 days']);
      expect(await countText(page)).to.not.equal(withArea);
      expectNoConsoleErrors(o);
    });
  });

  it('on a 375 × 812 phone folds the form into a summary, so the first result is on the first screen; Edit opens the form', async () => {
    await withOpen(WITH_CHIPS, 'mobile', async (o) => {
      const { page } = o;
      await page.setViewportSize({ width: 375, height: 812 });
      const edit = page.getByRole('button', { name: /Edit$/ });
      expect(await edit.textContent()).to.match(/^For sale · Taunton\b/);
      expect(await edit.getAttribute('aria-expanded')).to.equal('false');
      const location = page.getByRole('combobox', { name: 'Location' });
      expect(await location.isVisible(), 'the full form is folded away').to.equal(false);
      expect(await chipNames(page)).to.have.length(3);
      const top = await page
        .locator('ul.results > li')
        .first()
        .evaluate((card) => card.getBoundingClientRect().top);
      expect(top, 'the first result starts on the first screen').to.be.below(812);
      await expectNoAxeViolations(page, 'folded form 375');
      await screenshot(page, 'search-polish-375', { fullPage: true });

      await edit.click();
      expect(await edit.getAttribute('aria-expanded')).to.equal('true');
      expect(await location.isVisible(), 'the form opens in place').to.equal(true);
      expect(await location.inputValue()).to.equal('Taunton, Somerset');
      await expectNoAxeViolations(page, 'opened form 375');
      expectNoConsoleErrors(o);
    });
  });

  it('on a phone whose page code could not load, shows the whole form: Edit could not open it', async () => {
    await withOpen('/', 'mobile', async (o) => {
      const { page, context } = o;
      await context.route(/\/assets\/start-results-page-[^/]+\.js$/, (route) => route.abort());
      await page.goto(new URL(WITH_CHIPS, page.url()).href, { waitUntil: 'load' });
      await page.locator('.code-failure').waitFor();
      expect(await page.getByRole('combobox', { name: 'Location' }).isVisible()).to.equal(true);
      expect(await page.getByRole('button', { name: /Edit$/ }).count()).to.equal(0);
    });
  });

  for (const agency of [
    { name: 'Oakfield', host: undefined },
    { name: 'Harbour', host: 'harbour' },
  ] as const) {
    it(`${agency.name}: the list card at 1280 px shows the summary, the date added and the branch to call; on a phone it stays compact`, async () => {
      await withOpen(
        '/property-for-sale',
        'desktop',
        agency.host ? { host: agency.host } : {},
        async (o) => {
          const { page } = o;
          await page.getByRole('button', { name: 'List', exact: true }).click();
          const card = page.locator('ul.results > li').first();
          const details = card.locator('.property-card__details');
          await details.waitFor();
          expect((await details.locator('.property-card__summary').textContent())?.trim()).to.match(
            /\S/,
          );
          expect((await details.locator('time').textContent())?.trim()).to.match(
            /^Added on \d{1,2} [A-Z][a-z]+ \d{4}$/,
          );
          const call = details.locator('a[href^="tel:"]');
          expect(await call.getAttribute('href')).to.match(/^tel:\+?\d{6,15}$/);
          expect((await call.textContent())?.trim()).to.match(/^Call [\d +()]{6,}$/);
          expect((await details.locator('.property-card__branch').textContent()) ?? '').to.match(
            /^\S.* branch/,
          );
          await expectNoAxeViolations(page, `list card ${agency.name} 1280`);
          if (agency.host === undefined)
            await screenshot(page, 'search-polish-1280', { fullPage: true });

          // The list choice is kept, but a phone shows the compact card.
          await page.setViewportSize({ width: 375, height: 812 });
          expect(await details.isVisible()).to.equal(false);
          expectNoConsoleErrors(o);
        },
      );
    });
  }

  it('scrolls sideways at no width from 320 to 1280 px, in either layout, with chips and the form open or folded', async () => {
    await withOpen(WITH_CHIPS, 1280, async (o) => {
      const { page } = o;
      for (const layout of ['List', 'Grid'] as const) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.getByRole('button', { name: layout, exact: true }).click();
        await atEachWidth(page, async (width) => {
          await expectNoSidewaysScroll(page, `${layout} at ${width} px`);
          if (width < 768) {
            const edit = page.getByRole('button', { name: /Edit$/ });
            await edit.click();
            await expectNoSidewaysScroll(page, `${layout} at ${width} px, the form open`);
            await edit.click();
          }
        });
      }
      expectNoConsoleErrors(o);
    });
  });
});
