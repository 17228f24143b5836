/**
 * The Rental Yield Calculator and What Could I Borrow? tabs of '#/calculator' as a visitor uses
 * them, in Debian Chromium against the sandbox, on both demo agencies (Oakfield names no income
 * multiple and starts at 4.5; Harbour's settings say 4.75): by pointer and by keyboard, axe-core
 * and full-page screenshots at 375 and 1280 px, no sideways scroll from 320 to 1280 px, and the
 * budget's link landing on the homes for sale up to that budget.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  HARBOUR,
  WIDTHS,
  axeAndScreenshot,
  expectNoConsoleErrors,
  withOpen,
  type OpenOptions,
  type Opened,
} from './support/browser.js';
import { expectNoSidewaysScroll } from './support/lead-forms.js';
import { atEachWidth } from './support/layout.js';

interface Agency {
  readonly name: string;
  readonly property: string;
  readonly options: OpenOptions;
  readonly multiple: string;
  /** What £50,000 borrows at the agency's multiple, worked by hand. */
  readonly borrows: string;
  readonly borrowsPounds: number;
  /** The deposit the results link is followed with, so the budget reaches the agency's homes. */
  readonly linkDeposit: number;
}

const AGENCIES: readonly Agency[] = [
  {
    name: 'oakfield',
    property: '/properties/1001/sales/kingston-road-taunton',
    options: {},
    multiple: '4.5',
    borrows: '£225,000', // 50,000 × 4.5
    borrowsPounds: 225_000,
    linkDeposit: 0,
  },
  {
    name: 'harbour',
    property: '/properties/5001',
    options: HARBOUR,
    multiple: '4.75',
    borrows: '£237,500', // 50,000 × 4.75
    borrowsPounds: 237_500,
    linkDeposit: 300_000,
  },
];

const TABS = [
  'Mortgage Calculator',
  'Stamp Duty Calculator',
  'Rental Yield Calculator',
  'What Could I Borrow?',
];

async function openCalculators(page: Page): Promise<void> {
  await page.locator('.property-page').waitFor();
  await page.locator('.property-media a[href="#/calculator"]').click();
  await page.locator('[role="dialog"][aria-modal="true"] [role="tab"]').first().waitFor();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');
const input = (page: Page, label: string) =>
  panel(page).getByRole('textbox', { name: new RegExp(`^${label.replace('?', '\\?')}`) });
const result = (page: Page) => panel(page).locator('[role="status"]');

/**
 * axe, then a picture of the whole modal: the window is made as tall as the modal's content so
 * nothing is cut off by its own scrolling, then put back.
 */
async function axeAndModalScreenshot(page: Page, label: string, name: string): Promise<void> {
  const size = page.viewportSize()!;
  const hidden = await page.evaluate(() => {
    const body = document.querySelector('.modal__body');
    return body ? body.scrollHeight - body.clientHeight : 0;
  });
  if (hidden <= 0) {
    await axeAndScreenshot(page, label, name);
    return;
  }
  await page.setViewportSize({ width: size.width, height: size.height + hidden + 40 });
  await axeAndScreenshot(page, label, name);
  await page.setViewportSize(size);
}

/** The accessible name's start of the focused element, as a screen reader would hear it. */
async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    if (active === null) return '';
    if (active.getAttribute('role') === 'tab') return active.textContent ?? '';
    return active.labels?.[0]?.textContent ?? active.tagName;
  });
}

/** Presses Tab (or `key`) until the focused control's label starts with `label` (eight at most). */
async function tabTo(page: Page, label: string, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 8; presses += 1) {
    if ((await focusedLabel(page)).startsWith(label)) return;
    await page.keyboard.press(key);
  }
  expect(await focusedLabel(page), `Tab never reached ${label}`).to.match(new RegExp(`^${label}`));
}

/** Opens the agency's property for sale at `width`. */
function withAgency(
  agency: Agency,
  width: 'mobile' | 'desktop',
  run: (o: Opened) => Promise<void>,
): Promise<void> {
  return withOpen(agency.property, width, agency.options, run);
}

describe('rental yield and What Could I Borrow? (browser)', function () {
  this.timeout(90000);

  for (const agency of AGENCIES) {
    for (const width of ['mobile', 'desktop'] as const) {
      const px = WIDTHS[width];

      it(`${agency.name} at ${px} px: both tabs by keyboard, with axe and screenshots`, async () => {
        await withAgency(agency, width, async (o) => {
          const { page } = o;
          await openCalculators(page);
          expect(await page.getByRole('tab').allTextContents()).to.deep.equal(TABS);
          // Focus starts on the selected tab; Right twice selects the rental yield.
          expect(await focusedLabel(page)).to.equal('Mortgage Calculator');
          await page.keyboard.press('ArrowRight');
          await page.keyboard.press('ArrowRight');
          expect(await tab(page, 'Rental Yield Calculator').getAttribute('aria-selected')).to.equal(
            'true',
          );
          expect(await focusedLabel(page)).to.equal('Rental Yield Calculator');

          const price = input(page, 'Property price');
          expect(await price.inputValue()).to.match(/^[1-9]\d{4,}$/);
          await tabTo(page, 'Property price');
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type('200000');
          await tabTo(page, 'Monthly rent');
          await page.keyboard.type('1000');
          expect(await result(page).textContent()).to.contain('Gross yield6.0%');
          await tabTo(page, 'Yearly costs');
          await page.keyboard.type('2400');
          expect(await result(page).textContent()).to.contain('Net yield 4.8%');
          await axeAndModalScreenshot(
            page,
            `rental yield ${agency.name} ${px}`,
            `calculators-rental-yield-${agency.name}-${px}`,
          );

          // Back to the tab list with Shift+Tab, then Right to What Could I Borrow?
          await tabTo(page, 'Rental Yield Calculator', 'Shift+Tab');
          await page.keyboard.press('ArrowRight');
          expect(await focusedLabel(page)).to.equal('What Could I Borrow?');
          expect(await input(page, 'Income multiple').inputValue()).to.equal(agency.multiple);
          await tabTo(page, 'Just me');
          await page.keyboard.press('ArrowRight');
          expect(await focusedLabel(page)).to.equal('Two of us');
          await tabTo(page, 'First yearly income');
          await page.keyboard.type('30000');
          await tabTo(page, 'Second yearly income');
          await page.keyboard.type('20000');
          await tabTo(page, 'Deposit');
          await page.keyboard.type('25000');
          const text = await result(page).textContent();
          expect(text).to.contain(agency.borrows);
          const budget = `£${(agency.borrowsPounds + 25_000).toLocaleString('en-GB')}`;
          expect(text).to.contain(`Budget with your deposit ${budget}`);
          await panel(page)
            .getByRole('link', { name: `See homes for sale up to ${budget}` })
            .waitFor();
          await axeAndModalScreenshot(
            page,
            `borrowing ${agency.name} ${px}`,
            `calculators-borrowing-${agency.name}-${px}`,
          );
          expectNoConsoleErrors(o);
        });
      });
    }

    it(`${agency.name}: shows errors in the mortgage calculator's style, by pointer (1280 px)`, async () => {
      await withAgency(agency, 'desktop', async ({ page }) => {
        await openCalculators(page);
        await tab(page, 'What Could I Borrow?').click();
        await input(page, 'Income multiple').fill('9');
        await panel(page).getByText('Enter a value between 1 and 7').waitFor();
        expect(await input(page, 'Income multiple').getAttribute('aria-invalid')).to.equal('true');
        expect(await result(page).textContent()).to.contain('You could borrow£0');
        await tab(page, 'Rental Yield Calculator').click();
        await input(page, 'Monthly rent').fill('100');
        await input(page, 'Yearly costs').fill('5000');
        await panel(page).getByText('Enter yearly costs between 0 and the yearly rent').waitFor();
        await axeAndScreenshot(
          page,
          `calculator errors ${agency.name}`,
          `calculators-errors-${agency.name}-1280`,
        );
      });
    });

    it(`${agency.name}: scrolls sideways at no width from 320 to 1280 px, on either tab`, async () => {
      await withAgency(agency, 'mobile', async ({ page }) => {
        await openCalculators(page);
        await tab(page, 'What Could I Borrow?').click();
        await input(page, 'Yearly income').fill('50000');
        for (const name of ['Rental Yield Calculator', 'What Could I Borrow?']) {
          await tab(page, name).click();
          await atEachWidth(page, (sideways) =>
            expectNoSidewaysScroll(page, `${name} ${agency.name} ${sideways} px`),
          );
        }
      });
    });

    it(`${agency.name}: the budget's link lands on the homes for sale up to that budget`, async () => {
      await withAgency(agency, 'desktop', async ({ page }) => {
        await openCalculators(page);
        await tab(page, 'What Could I Borrow?').click();
        await input(page, 'Yearly income').fill('50000');
        // A deposit lifts the budget to where each agency's demo homes are priced.
        await input(page, 'Deposit').fill(String(agency.linkDeposit));
        const budget = agency.borrowsPounds + agency.linkDeposit;
        const link = panel(page).getByRole('link', {
          name: `See homes for sale up to £${budget.toLocaleString('en-GB')}`,
        });
        expect(await link.getAttribute('href')).to.equal(
          `/search?channel=sales&fragment=up-to-${budget}`,
        );
        await link.click();
        await page.waitForURL(new RegExp(`/property-for-sale/up-to-${budget}$`));
        await page.locator('.results-hero__title').waitFor();
        expect(await page.getByLabel('Maximum price').inputValue()).to.equal(String(budget));
        const prices = await page
          .locator('.property-card__price > [aria-hidden="true"]')
          .allTextContents();
        expect(prices, 'homes listed').to.not.deep.equal([]);
        for (const shown of prices) {
          const pounds = Number(shown.replace(/[^\d]/g, ''));
          if (pounds > 0) expect(pounds, shown).to.be.at.most(budget);
        }
      });
    });
  }
});
