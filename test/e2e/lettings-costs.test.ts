/**
 * A rental's costs as a visitor sees them, in Debian Chromium against the sandbox platform: the
 * rent per calendar month and per week to the penny, the deposits in pounds, the terms and the
 * agency's lettings notices in the panel and the footer, for a rental of each demo agency; the
 * weekly rent on rental cards. axe-core checks, screenshots at 375 px and 1280 px (full page), and
 * no sideways scroll at 320, 375, 768, 1024 and 1280 px.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import path from 'node:path';
import {
  HARBOUR,
  axeAndScreenshot,
  expectNoConsoleErrors,
  WIDTHS,
  withOpen,
  type Opened,
} from './support/browser.js';
import { expectNoSidewaysScroll } from './support/lead-forms.js';
import { atEachWidth, scrollThrough, SWEEP_WIDTHS } from './support/layout.js';

interface Rental {
  readonly agency: 'oakfield' | 'harbour';
  readonly path: string;
  /** Worked by hand from the monthly rent: pcm × 12 ÷ 52 and the caps, rounded down to the penny. */
  readonly monthly: string;
  readonly weekly: string;
  readonly holding: string;
  readonly security: string;
  readonly fees: string;
  readonly redress: string;
  readonly clientMoney: string;
}

const RENTALS: readonly Rental[] = [
  {
    // £1,100 pcm: 13,200 ÷ 52 = 253.846…; × 5 = 1,269.230…
    agency: 'oakfield',
    path: '/properties/1045/lettings/x',
    monthly: '£1,100.00 pcm',
    weekly: '£253.84 pw',
    holding: '£253.84',
    security: '£1,269.23',
    fees: '/fees',
    redress: 'Redress scheme: The Property Ombudsman, membership number D00417',
    clientMoney:
      'Client money protection: Propertymark Client Money Protection, membership number C0098765',
  },
  {
    // £1,250 pcm: 15,000 ÷ 52 = 288.461…; × 5 = 1,442.307…
    agency: 'harbour',
    path: '/properties/5028/lettings/x',
    monthly: '£1,250.00 pcm',
    weekly: '£288.46 pw',
    holding: '£288.46',
    security: '£1,442.30',
    fees: '/tenant-fees',
    redress: 'Redress scheme: Property Redress Scheme, membership number PRS012345',
    clientMoney: 'Client money protection: Client Money Protect, membership number CMP004567',
  },
];

/** Where an element's picture goes: beside the helpers' screenshots (git-ignored). */
const shot = (name: string): string => path.join('artifacts', 'screenshots', `${name}.png`);

/** The value beside a label in the panel's lists. */
async function costOf(page: Page, label: string): Promise<string | null> {
  return page
    .locator('.lettings-costs__item', { has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .textContent();
}

async function expectNotices(page: Page, scope: string, rental: Rental): Promise<void> {
  const within = page.locator(scope);
  expect(
    await within.getByRole('link', { name: 'Tenant and landlord fees' }).getAttribute('href'),
  ).to.equal(rental.fees);
  expect(await within.getByRole('link', { name: rental.redress }).count()).to.equal(1);
  expect(await within.getByRole('link', { name: rental.clientMoney }).count()).to.equal(1);
}

describe('lettings costs (browser)', function () {
  this.timeout(90000);

  for (const rental of RENTALS) {
    for (const width of ['mobile', 'desktop'] as const) {
      const px = WIDTHS[width];
      // The page opened at the phone's width also serves the sweep of every width.
      const sweep = width === 'mobile';
      it(`shows ${rental.agency}'s rental costs to the penny and its notices at ${px} px${sweep ? `, and never scrolls sideways at ${SWEEP_WIDTHS.join(', ')} px` : ''}`, async () => {
        await withOpen(rental.path, width, { host: `${rental.agency}.localhost` }, async (o) => {
          const { page } = o;
          const panel = page.getByRole('region', { name: 'Rent and costs' });
          await panel.waitFor();
          expect(await panel.locator('.lettings-costs__monthly').textContent()).to.equal(
            rental.monthly,
          );
          expect(await panel.locator('.lettings-costs__weekly').textContent()).to.equal(
            rental.weekly,
          );
          expect(await costOf(page, 'Holding deposit')).to.equal(rental.holding);
          expect(await costOf(page, 'Security deposit')).to.equal(rental.security);
          expect(await costOf(page, 'Rent in advance')).to.equal(
            rental.monthly.replace(' pcm', ''),
          );
          expect(await costOf(page, 'Change to the tenancy at your request')).to.equal(
            '£50.00 inc. VAT',
          );
          expect(await costOf(page, 'Minimum term')).to.match(/^\d+ months$/);
          expect(await costOf(page, 'Furnishing')).to.match(/^(Furnished|Unfurnished)$/);
          await expectNotices(page, '.lettings-costs', rental);
          await expectNotices(page, '.site-footer', rental);
          // The panel and the footer on their own, to be read at full size.
          await panel.screenshot({ path: shot(`lettings-costs-${rental.agency}-panel-${px}`) });
          await page
            .locator('.site-footer')
            .screenshot({ path: shot(`lettings-costs-${rental.agency}-footer-${px}`) });
          await scrollThrough(page);
          await axeAndScreenshot(
            page,
            `lettings costs ${rental.agency} ${px}`,
            `lettings-costs-${rental.agency}-${px}`,
            { fullPage: true },
          );
          if (sweep)
            await atEachWidth(page, (sideways) =>
              expectNoSidewaysScroll(page, `${rental.agency} rental at ${sideways} px`),
            );
          expectNoConsoleErrors(o);
        });
      });
    }
  }

  it('adds the weekly rent to rental cards, and says nothing of it on sales', async () => {
    for (const width of ['mobile', 'desktop'] as const) {
      await withOpen('/property-to-rent', width, HARBOUR, async ({ page }) => {
        const weekly = page.locator('.property-card__weekly').first();
        await weekly.waitFor();
        expect(await weekly.textContent()).to.match(/^ · £[\d,]+\.\d{2} pw$/);
        await weekly.scrollIntoViewIfNeeded();
        await expectNoSidewaysScroll(page, `rental cards at ${WIDTHS[width]} px`);
        await axeAndScreenshot(
          page,
          `rental cards ${WIDTHS[width]}`,
          `lettings-cards-${WIDTHS[width]}`,
        );
      });
    }
    await withOpen('/property-for-sale', 'mobile', async ({ page }) => {
      await page.locator('.property-card').first().waitFor();
      expect(await page.locator('.property-card__weekly').count()).to.equal(0);
    });
  });

  it("logs a rental's broken rules for the agency and still shows its figures as given", async () => {
    const console: string[] = [];
    // The console heard from the page's start.
    const beforeLoad = async ({ page }: Opened) => {
      page.on('console', (message) => console.push(message.text()));
    };
    await withOpen(
      '/properties/5033/lettings/x',
      'desktop',
      { ...HARBOUR, beforeLoad },
      async (o) => {
        const { page } = o;
        await page.getByRole('region', { name: 'Rent and costs' }).waitFor();
        // £1,475 pcm: one week is 17,700 ÷ 52 = 340.384…; the platform asks £500.
        expect(await costOf(page, 'Holding deposit')).to.equal('£500.00');
        const logged = console.find((line) => line.includes('Lettings listing 5033'));
        expect(logged).to.contain(
          "lettingsCosts.holdingDeposit: Holding deposit £500.00 is above one week's rent (£340.38)",
        );
      },
    );
  });
});
