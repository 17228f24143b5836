/**
 * The listing's own page and card, in Debian Chromium against the sandbox: an auction lot's
 * upcoming auction date on its search card and its page; a development's plots in a table (and
 * its headline's bedroom and price range); on a phone, a bar at the foot of the window with Call,
 * Book a viewing and Save that covers nothing (the footer, an open dialog, the cookie banner).
 * axe-core checks and screenshots at 375 px and 1280 px (artifacts/screenshots).
 */
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import {
  appReady,
  baseUrl,
  dismissToasts,
  expectNoAxeViolations,
  open,
  screenshot,
} from './support/browser.js';
import { atEachWidth, coveredContent, windowHeight } from './support/layout.js';

const AUCTION_LOT = '/properties/1073';
/** Orchard Meadow (Oakfield & Vale): five plots, one of them under offer and one sold STC. */
const DEVELOPMENT = '/properties/1087';
/** Malago Wharf (Harbour Homes): two plots. */
const HARBOUR_DEVELOPMENT = '/properties/5041';
const SHOWCASE = '/properties/1001';
const SOLD_HOME = '/properties/1007';
const BAR_NAME = 'Property actions';

interface Plot {
  readonly property_id: string;
  readonly display_address: string;
  readonly property_url: string;
  readonly price: string;
  readonly priceValue: number;
  readonly bedrooms: number;
  readonly propertyType: string;
  readonly status: string;
}

interface PropertyData {
  readonly auctionDate?: string;
  readonly childProperties: readonly Plot[];
}

/** The property the page's embedded settings carry (what the platform sent). */
async function propertyData(page: Page): Promise<PropertyData> {
  return page.evaluate(() => {
    const raw = document.getElementById('agency-settings')?.textContent ?? '{}';
    return (JSON.parse(raw) as { property_data: PropertyData }).property_data;
  });
}

/** '2027-01-09' → '9 January 2027', as a UK reader writes it (the calendar date as written). */
function ukDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const pounds = (value: number): string => `£${value.toLocaleString('en-GB')}`;

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  await appReady(page);
}

/** What scrolls sideways at each sweep width (the window resized in place, then put back). */
async function sidewaysAt(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  await atEachWidth(page, async (width) => {
    const wide = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    if (wide.scroll > wide.view) problems.push(`${label} at ${width} px is ${wide.scroll} px wide`);
  });
  return problems;
}

/** Whether whatever is at the centre of `locator` on screen is `locator` itself (or inside it). */
async function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

const bar = (page: Page) => page.getByRole('group', { name: BAR_NAME });

describe('the listing page and card, polished (browser)', function () {
  this.timeout(90000);

  it('shows an auction lot its upcoming auction date on its page and on its search card (1280 px)', async () => {
    const { page, context, errors } = await open(AUCTION_LOT, 'desktop');
    try {
      const { auctionDate } = await propertyData(page);
      expect(auctionDate, 'the seed gives lot 1073 an auction date').to.be.a('string');
      const expected = `Auction ${ukDate(auctionDate!)}`;
      const line = page.locator('.property-summary time');
      expect((await line.textContent())?.trim()).to.equal(expected);
      expect(await line.getAttribute('datetime')).to.equal(auctionDate!.slice(0, 10));

      await visit(page, '/property-for-sale/tag-auction');
      const card = page.locator('.property-card', {
        has: page.locator(`a[href^="${AUCTION_LOT}/"]`),
      });
      expect((await card.locator('time').textContent())?.trim()).to.equal(expected);
      // Lots whose auction has passed say nothing of a date to come.
      const upcoming = await page.evaluate(
        (today) => {
          const raw = document.getElementById('agency-settings')?.textContent ?? '{}';
          const results = (
            JSON.parse(raw) as { page: { data: { results: { auctionDate?: string }[] } } }
          ).page.data.results;
          return results.filter(
            (card) => card.auctionDate !== undefined && card.auctionDate >= today,
          ).length;
        },
        new Date().toISOString().slice(0, 10),
      );
      expect(upcoming).to.be.greaterThan(0);
      expect(await page.locator('.property-card time').count()).to.equal(upcoming);
      await expectNoAxeViolations(page, 'auction results 1280');
      await screenshot(page, 'listing-auction-card-1280');
      // Server and browser agree on both pages (a hydration mismatch is a console error).
      expect(errors, errors.join('\n')).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it("lists a development's plots in a table with its range in the headline, fitting every width (375 px)", async () => {
    const { page, context, errors } = await open(DEVELOPMENT, 'mobile');
    try {
      const { childProperties: plots } = await propertyData(page);
      expect(plots.length).to.equal(5);
      const table = page.getByRole('table', { name: /plots/i });
      await table.waitFor();
      expect(await table.locator('caption').count()).to.equal(1);
      expect(await table.locator('thead th[scope="col"]').count()).to.equal(6);
      const numberOf = (plot: Plot) => Number(/Plot (\d+)/.exec(plot.display_address)![1]);
      const byNumber = [...plots].sort((a, b) => numberOf(a) - numberOf(b));
      const rows = table.locator('tbody tr');
      expect(await rows.count()).to.equal(plots.length);
      for (const [index, plot] of byNumber.entries()) {
        const row = rows.nth(index);
        const name = /^Plot \d+/.exec(plot.display_address)![0];
        expect((await row.locator('th[scope="row"]').innerText()).trim()).to.equal(name);
        const text = await row.innerText();
        expect(text).to.include(plot.propertyType);
        expect(text).to.include(pounds(plot.priceValue));
        expect(text).to.match(new RegExp(`\\b${plot.bedrooms}\\b`));
        if (plot.status === 'for sale') expect(text).to.include('Available');
        if (plot.status === 'under offer') expect(text).to.include('Under offer');
        const link = row.getByRole('link', { name: `View ${name}` });
        expect(await link.getAttribute('href')).to.equal(plot.property_url);
      }
      // Laid out as blocks on a phone, it is still a table to assistive technology (Chromium's tree).
      const cdp = await context.newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: { role?: { value?: string } }[];
      };
      const count = (role: string) => nodes.filter((node) => node.role?.value === role).length;
      const roles = ['table', 'row', 'rowheader', 'columnheader'].map(count);
      expect(roles).to.deep.equal([1, plots.length + 1, plots.length, 6]);
      // The headline speaks for the scheme: every plot's bedrooms, the cheapest plot still offered.
      const beds = plots.map((plot) => plot.bedrooms);
      const offered = plots.filter(
        (plot) => plot.status === 'for sale' || plot.status === 'under offer',
      );
      const summary = page.locator('.property-summary');
      expect(await summary.innerText()).to.include(
        `${Math.min(...beds)}–${Math.max(...beds)} bedrooms`,
      );
      const from = `From ${pounds(Math.min(...offered.map((p) => p.priceValue)))}`;
      expect((await page.locator('.property-summary__price').textContent())?.trim()).to.equal(from);
      expect(await page.locator('.property-facts').innerText()).to.not.match(
        /Bedrooms\s*\n?\s*2\s*$/m,
      );
      // The plots are in the table, not again under 'Similar properties'.
      for (const plot of plots)
        expect(
          await page.locator(`.property-similar a[href="${plot.property_url}"]`).count(),
        ).to.equal(0);
      await expectNoAxeViolations(page, 'development 375');
      await screenshot(page, 'listing-development-375', { fullPage: true });
      const problems = await sidewaysAt(page, 'development');
      expect(problems, problems.join('\n')).to.deep.equal([]);
      await page.setViewportSize({ width: 1280, height: windowHeight(1280) });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'listing-development-1280', { fullPage: true });
      expect(errors, errors.join('\n')).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it("lists the second agency's development plots too", async () => {
    const { page, context } = await open(HARBOUR_DEVELOPMENT, 'mobile', { host: 'harbour' });
    try {
      const { childProperties: plots } = await propertyData(page);
      const rows = page.getByRole('table', { name: /plots/i }).locator('tbody tr');
      expect(await rows.count()).to.equal(plots.length);
      expect(await rows.first().getByRole('link').getAttribute('href')).to.equal(
        plots[0]!.property_url,
      );
    } finally {
      await context.close();
    }
  });

  it('keeps Call, Book a viewing and Save at the foot of a phone, in step with the page and covering nothing (375 px)', async () => {
    const { page, context } = await open(SHOWCASE, 'mobile');
    try {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      const actions = bar(page);
      expect(await actions.isVisible(), 'the bar shows on a phone once scrolled').to.equal(true);
      const box = (await actions.boundingBox())!;
      expect(box.y + box.height).to.be.at.most(740 + 0.5);
      expect(box.y).to.be.greaterThan(600);
      const call = actions.getByRole('link', { name: /^Call/ });
      expect(await call.getAttribute('href')).to.equal(
        await page.locator('.property-contact a[href^="tel:"]').getAttribute('href'),
      );
      const book = actions.getByRole('link', { name: 'Book a viewing' });
      expect(await book.getAttribute('href')).to.equal(
        await page.locator('.property-contact__viewing').getAttribute('href'),
      );
      const save = actions.getByRole('button');
      for (const target of [call, book, save]) {
        const size = (await target.boundingBox())!;
        expect(Math.min(size.width, size.height), 'a 44 px target').to.be.at.least(44);
      }
      // The bar's Save and the page's are one toggle.
      const pageSave = page.locator('.property-contact button[aria-pressed]');
      await save.click();
      await page.waitForFunction(
        () =>
          document
            .querySelector('.property-contact button[aria-pressed]')
            ?.getAttribute('aria-pressed') === 'true',
      );
      expect(await save.getAttribute('aria-pressed')).to.equal('true');
      await pageSave.click();
      await page.waitForFunction(
        (name) =>
          document
            .querySelector(`[role="group"][aria-label="${name}"] button`)
            ?.getAttribute('aria-pressed') === 'false',
        BAR_NAME,
      );
      await dismissToasts(page);
      await screenshot(page, 'listing-action-bar-375');
      // Nothing of the page or its footer stays under the bar, the last footer link included.
      const covered = await coveredContent(page);
      expect(covered, covered.join('\n')).to.deep.equal([]);
      const lastFooterLink = page.locator('footer a').last();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await onTop(lastFooterLink), 'the last footer link at the very bottom').to.equal(true);
      await expectNoAxeViolations(page, 'property page with the action bar 375');
      await screenshot(page, 'listing-property-375-full', { fullPage: true });

      // An open dialog is above the bar.
      await book.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Book a viewing' }).waitFor({ timeout: 15000 });
      expect(await page.evaluate(() => location.hash)).to.equal('#/book-a-viewing');
      expect(await onTop(save), 'the bar is under the open dialog').to.equal(false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Phone only; and the page never scrolls sideways, bar or not.
      const problems = await sidewaysAt(page, 'property page');
      expect(problems, problems.join('\n')).to.deep.equal([]);
      for (const width of [768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await actions.isVisible(), `no bar at ${width} px`).to.equal(false);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'listing-property-1280-full', { fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('on a first visit leaves the cookie banner uncovered, and offers similar homes on a sold home (375 px)', async () => {
    const { page, context } = await open(SOLD_HOME, 'mobile', { consent: 'none' });
    try {
      const banner = page.getByRole('region', { name: /^Cookies on/ });
      await banner.waitFor({ timeout: 15000 });
      for (const button of await banner.getByRole('button').all()) {
        expect(await onTop(button), `${await button.textContent()} is uncovered`).to.equal(true);
      }
      await banner.getByRole('button', { name: 'Accept all cookies' }).click();
      await banner.waitFor({ state: 'detached' });
      const actions = bar(page);
      await actions.waitFor();
      expect(await actions.getByRole('link', { name: 'Book a viewing' }).count()).to.equal(0);
      const similar = actions.getByRole('link', { name: 'Register for similar homes' });
      expect(await similar.getAttribute('href')).to.equal(
        await page.locator('.property-contact__viewing').getAttribute('href'),
      );
      expect(await onTop(similar)).to.equal(true);
    } finally {
      await context.close();
    }
  });
});
