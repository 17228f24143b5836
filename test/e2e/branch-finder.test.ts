/**
 * The branch finder finds the nearest office, in Debian Chromium against the sandbox at 375 px and
 * 1280 px: a town ("Frome") or a postcode lists every office nearest first with its distance in
 * miles; a branch's own town lists it first; an unknown place says so and keeps what was typed;
 * the seven offices fit one page. Beside it, the demo's words agree with themselves: the home
 * page's office count is the finder's, and a form writes its times the one way core does.
 * axe-core, no sideways scroll, full-page screenshots.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  axeAndScreenshot,
  BOTH_WIDTHS,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  open,
  screenshot,
  withOpen,
} from './support/browser.js';
import { scrollThrough } from './support/layout.js';
import { listed } from './support/branches.js';

/** The distance each listed branch shows ('' when it shows none). */
async function distances(page: Page): Promise<string[]> {
  return page
    .locator('.branch-card')
    .evaluateAll((cards) =>
      cards.map((c) => c.querySelector('.branch-card__distance')?.textContent?.trim() ?? ''),
    );
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Town, postcode or branch name').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForFunction((q) => new URLSearchParams(location.search).get('q') === q, text, {
    timeout: 10000,
  });
}

const MILES = /^(?:\d+(?:\.\d)? miles?|less than 0\.1 miles) from /;

/** Miles as a number from '21.6 miles from Frome' ('less than 0.1 miles' is 0). */
const milesOf = (text: string): number => (text.startsWith('less') ? 0 : Number.parseFloat(text));

describe('the branch finder by distance, and the demo words (browser)', function () {
  this.timeout(90000);

  for (const [width, px] of BOTH_WIDTHS) {
    it(`lists the offices nearest a town or a postcode first, with miles, all seven on one page, at ${px} px`, async () => {
      await withOpen('/branches', width, async (o) => {
        const { page } = o;
        const status = page.locator('.branch-finder__count');
        // Seven offices: one page, no pagination.
        expect(await listed(page)).to.have.length(7);
        expect((await status.textContent())?.trim()).to.equal('7 branches');
        expect(await page.locator('.branch-finder__pagination').count()).to.equal(0);

        // A town with no office of its own: every office, nearest first, each with its miles.
        await search(page, 'Frome');
        await page.locator('.branch-card__distance').first().waitFor({ timeout: 10000 });
        const names = await listed(page);
        expect(names[0]).to.equal('Somerton');
        expect(names).to.have.length(7);
        const miles = await distances(page);
        for (const text of miles) expect(text).to.match(MILES);
        expect(miles[0]).to.match(/ from Frome$/);
        const numbers = miles.map(milesOf);
        expect(numbers).to.deep.equal([...numbers].sort((a, b) => a - b));
        expect((await status.textContent())?.trim()).to.equal('7 branches, nearest to Frome first');
        await expectNoAxeViolations(page, `branch finder near Frome ${px}`);
        await scrollThrough(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
          'no sideways scroll',
        ).to.equal(true);
        await screenshot(page, `branch-finder-frome-full-${px}`, { fullPage: true });

        // A postcode: the office of its district first.
        await search(page, 'TA8 2PX');
        await page.waitForFunction(
          () =>
            document.querySelector('.branch-card__name')?.textContent?.includes('Burnham-on-Sea'),
          undefined,
          { timeout: 10000 },
        );
        expect((await distances(page))[0]).to.match(MILES);

        // A branch's own town: that branch first.
        await search(page, 'Taunton');
        await page.waitForFunction(
          () =>
            document.querySelector('.branch-card__name')?.textContent?.trim().startsWith('Taunton'),
          undefined,
          { timeout: 10000 },
        );
        expect((await distances(page))[0]).to.match(/ from Taunton$/);

        // A place nobody knows: said plainly, and what was typed stays in the box.
        await search(page, 'Zzyzx');
        await page.getByText("We couldn't find “Zzyzx”").first().waitFor({ timeout: 10000 });
        expect(await page.getByLabel('Town, postcode or branch name').inputValue()).to.equal(
          'Zzyzx',
        );
        await axeAndScreenshot(
          page,
          `branch finder, unknown place ${px}`,
          `branch-finder-unknown-${px}`,
        );
        expectNoConsoleErrors(o);
      });
    });
  }

  it('renders a place search on the server as the browser shows it (no JavaScript needed)', async () => {
    await withOpen('/branches?q=Frome', 'desktop', { javaScript: false }, async (o) => {
      expect((await listed(o.page))[0]).to.equal('Somerton');
      expect((await distances(o.page))[0]).to.match(/ from Frome$/);
    });
  });

  it("counts the home page's offices as the finder does, and writes a form's times the UK way", async () => {
    await withOpen('/', 'desktop', async (o) => {
      const { page } = o;
      const offices = page.getByRole('region', { name: 'Our offices' }).first();
      const words = (await offices.locator('p').first().textContent()) ?? '';
      expect(words.trim()).to.match(/^Seven offices /);
      const finder = await open('/branches', 'desktop');
      try {
        expect(await listed(finder.page)).to.have.length(7);
        // Opening hours on the finder's cards: '9am – 5:30pm', not '9:00am'.
        expect(
          await finder.page.locator('.branch-card .opening-hours__row dd').first().textContent(),
        ).to.equal('9am – 5:30pm');
      } finally {
        await finder.context.close();
      }

      // The viewing form's times: '9am', '12 noon', '1pm' (never '13:00' or '1:00pm').
      await page.goto(
        new URL(
          '/properties/1001/sales/kingston-road-taunton#/book-a-viewing',
          page.url(),
        ).toString(),
      );
      const time = page.getByRole('dialog').getByLabel('Preferred time');
      await time.waitFor({ timeout: 15000 });
      const labels = (await time.locator('option').allTextContents()).map((t) => t.trim());
      expect(labels).to.include.members(['9am', '12 noon', '1pm', '4pm']);
      expect(labels.filter((label) => /\d:\d\d|\d{2}:\d{2}/.test(label))).to.deep.equal([]);
      expectNoConsoleErrors(o);
    });
  });
});
