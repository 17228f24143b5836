/**
 * A listing's material information as a visitor reads it, in Debian Chromium against the sandbox:
 * a sale and a let of each demo agency show Parts A, B and C with every field, a field not given
 * reads 'Not provided – ask the agent', and its link opens the office enquiry naming the field.
 * axe-core checks and full-page screenshots at 375 and 1280 px; no sideways scroll from 320 px
 * to 1280 px, the listing scrolled through first (its lazy parts in).
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  BOTH_WIDTHS,
  WIDTHS,
  HARBOUR,
  axeAndScreenshot,
  expectNoConsoleErrors,
  withOpen,
  type OpenOptions,
} from './support/browser.js';
import { atEachWidth, scrollThrough, SWEEP_WIDTHS } from './support/layout.js';

interface Listing {
  readonly name: string;
  readonly path: string;
  readonly options: OpenOptions;
  /** Rows and the text each shows, as the seed gives them. */
  readonly rows: Readonly<Record<string, string | RegExp>>;
}

const NOT_PROVIDED = 'Not provided – ask the agent';

const LISTINGS: readonly Listing[] = [
  {
    name: 'oakfield-sale-leasehold',
    path: '/properties/1027/sales/haines-hill-taunton',
    options: {},
    rows: {
      tenure: 'Leasehold',
      lease_years_remaining: '87 years',
      ground_rent: '£250 a year',
      ground_rent_review: 'Doubles every 25 years; next review in 2031',
      service_charge: '£1,480 a year',
      council_tax_band: /^Band [A-H]$/,
      broadband_type: /Full fibre|Superfast|Standard/,
    },
  },
  {
    name: 'oakfield-let-gaps',
    path: '/properties/1050/lettings/combe-street-chard',
    options: {},
    rows: {
      price: /^£[\d,]+ pcm$/,
      rent_frequency: 'Monthly',
      security_deposit: /^£[\d,]+\.\d\d$/,
      holding_deposit: /^£[\d,]+\.\d\d$/,
      mobile_signal: NOT_PROVIDED,
    },
  },
  {
    name: 'harbour-sale-listed',
    path: '/properties/5001/sales/caledonia-place-clifton',
    options: HARBOUR,
    rows: {
      tenure: 'Freehold',
      listed_building: 'Grade II listed',
      conservation_area: 'Yes',
      tree_preservation_orders: 'Yes',
      mining: /Bristol coalfield/,
    },
  },
  {
    name: 'harbour-let-gaps',
    path: '/properties/5023/lettings/beauley-road-southville',
    options: HARBOUR,
    rows: {
      rent_frequency: 'Monthly',
      holding_deposit: /^£[\d,]+\.\d\d$/,
      building_safety: NOT_PROVIDED,
      parking_permit: /Residents' parking scheme/,
    },
  },
  {
    name: 'harbour-sale-off-mains',
    path: '/properties/5039/sales/south-parade-chew-magna',
    options: HARBOUR,
    rows: {
      drainage: 'Private treatment plant (installed 2018), shared with one neighbour',
      water: 'Private borehole',
      rights_and_easements: /Public footpath/,
    },
  },
];

/** A row's value as it reads on screen (without the words only screen readers get). */
const shownValue = (page: Page, field: string): Promise<string> =>
  page.locator(`.material-info__row[data-field="${field}"] dd`).evaluate((dd) => {
    const copy = dd.cloneNode(true) as Element;
    copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').trim();
  });

/** The listing whose mobile signal is not given: its link asks the office about it. */
const ASKS_ABOUT_MOBILE_SIGNAL = 'oakfield-let-gaps';

/** The link of the field not provided opens the office enquiry naming that field. */
async function asksAboutMobileSignal(page: Page, px: number): Promise<void> {
  const ask = page.locator('.material-info__row[data-field="mobile_signal"] a');
  expect(await ask.getAttribute('href')).to.equal('#/contact-office?ask=mobile_signal');
  expect(await ask.textContent()).to.equal('ask the agent about Mobile signal problems');
  await ask.click();
  const dialog = page.locator('[role="dialog"][aria-modal="true"]');
  await dialog.waitFor();
  expect(await dialog.getByLabel('Message').inputValue()).to.equal(
    'Please could you tell me about this property\'s "Mobile signal problems"? The listing\'s material information does not give it.',
  );
  await axeAndScreenshot(page, `ask about a field ${px}`, `material-info-ask-${px}`);
}

describe('material information (browser)', function () {
  this.timeout(90000);

  for (const listing of LISTINGS) {
    for (const [width, px] of BOTH_WIDTHS) {
      // The page opened at the phone's width also serves the sweep of every width.
      const sweep = px === WIDTHS.mobile;
      const asks = listing.name === ASKS_ABOUT_MOBILE_SIGNAL;
      const title = [
        `${listing.name} at ${px} px: Parts A, B and C with every field, the missing ones to ask about`,
        ...(sweep ? [`no sideways scroll at ${SWEEP_WIDTHS.join(', ')} px`] : []),
        ...(asks ? ['the office enquiry opens naming the field not provided'] : []),
      ].join('; ');
      it(title, async () => {
        await withOpen(listing.path, width, listing.options, async (o) => {
          const { page } = o;
          const section = page.locator('section.material-info');
          await section.waitFor();
          expect(await section.locator('h2').textContent()).to.equal('Material information');
          const parts = await section.locator('h3').allTextContents();
          expect(parts.map((title) => title.split(':')[0])).to.deep.equal([
            'Part A',
            'Part B',
            'Part C',
          ]);
          for (const [field, text] of Object.entries(listing.rows)) {
            const shown = await shownValue(page, field);
            if (text instanceof RegExp) expect(shown, field).to.match(text);
            else expect(shown, field).to.equal(text);
          }
          // A let's deposits have one source: Part A reads them as the costs panel does.
          for (const [field, label] of [
            ['security_deposit', 'Security deposit'],
            ['holding_deposit', 'Holding deposit'],
          ] as const) {
            if (!(field in listing.rows)) continue;
            const panel = page.locator('.lettings-costs__item', {
              has: page.locator('dt', { hasText: label }),
            });
            expect(await shownValue(page, field), field).to.equal(
              (await panel.locator('dd').textContent())?.trim(),
            );
          }
          // Every row says something: a value or the words to ask.
          for (const value of await section.locator('dd').allTextContents())
            expect(value.trim()).to.not.equal('');
          await scrollThrough(page);
          await axeAndScreenshot(
            page,
            `${listing.name} ${px}`,
            `material-info-${listing.name}-${px}`,
            {
              fullPage: true,
            },
          );
          // Each part on its own too, to read at full size.
          const partSections = await section.locator('.material-info__part').all();
          for (const [i, part] of partSections.entries())
            await part.screenshot({
              path: `artifacts/screenshots/material-info-${listing.name}-${px}-part-${'abc'[i]}.png`,
            });
          if (sweep)
            await atEachWidth(page, async (width) => {
              const widths = await page.evaluate(() => ({
                page: document.documentElement.scrollWidth,
                view: window.innerWidth,
              }));
              expect(widths.page, `${listing.name} at ${width} px`).to.be.at.most(widths.view);
            });
          // Last: the enquiry stays open over the page.
          if (asks) await asksAboutMobileSignal(page, px);
          expectNoConsoleErrors(o);
        });
      });
    }
  }
});
