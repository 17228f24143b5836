/**
 * How the forms behave under a visitor's pointer and keys, in Debian Chromium against the sandbox:
 * an error that shows as a field is left never moves the control being pressed (the press is not
 * lost), and the address lookup's suggestions, and the option the arrow keys reach, are scrolled
 * into sight inside the modal.
 */
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { buildAgency } from '../../sandbox/seed/index.js';
import { HARBOUR, withOpen as withPage } from './support/browser.js';

const dialog = (page: Page): Locator => page.getByRole('dialog');

/**
 * Clicks `target` with the mouse (Playwright: move, press, release at its centre) and answers
 * where its top edge was as the press went down and as the click arrived.
 */
async function clickMeasured(
  target: Locator,
): Promise<{ readonly down: number; readonly click: number }> {
  await target.evaluate((element) => {
    const seen: Record<string, number> = {};
    (window as unknown as { pressTops: Record<string, number> }).pressTops = seen;
    for (const type of ['pointerdown', 'click']) {
      const note = { capture: true, once: true };
      element.ownerDocument.addEventListener(
        type,
        () => (seen[type] = element.getBoundingClientRect().top),
        note,
      );
    }
  });
  await target.click();
  // Read from the page: the click may have taken the target away (a button that swaps the form).
  const tops = await target
    .page()
    .evaluate(() => (window as unknown as { pressTops: Record<string, number> }).pressTops);
  return { down: tops['pointerdown'] ?? NaN, click: tops['click'] ?? NaN };
}

describe('form interactions (browser)', function () {
  this.timeout(60000);

  describe('an error shown as a field is left', () => {
    for (const [width, options] of [
      ['desktop', {}],
      ['mobile', HARBOUR],
    ] as const) {
      it(`does not move the terms box being clicked: it is ticked (register, ${width})`, async () => {
        await withPage('/', width, options, async ({ page }) => {
          await page.evaluate(() => {
            window.location.hash = '#/user';
          });
          const register = page
            .getByRole('dialog', { name: 'Your account' })
            .getByRole('form', { name: 'Register', exact: true });
          await register.waitFor({ timeout: 15000 });
          await register.getByLabel(/^Password( \*)?$/).fill('Register-123');
          await register.getByLabel('Confirm password').fill('Register-124');
          const terms = register.getByRole('checkbox', { name: /I agree to the terms/ });
          const tops = await clickMeasured(terms);
          expect(tops.click, 'the box moved between the press and the click').to.equal(tops.down);
          expect(await terms.isChecked(), 'the terms box is ticked').to.equal(true);
          await register.getByText('Passwords do not match', { exact: true }).waitFor();
        });
      });
    }

    it('does not move the terms box being clicked: it is ticked (viewing form, 375 px)', async () => {
      await withPage('/properties/1001/sales/kingston-road-taunton', 'mobile', async ({ page }) => {
        await page.locator('.property-contact a[href="#/book-a-viewing"]').click();
        const form = page.locator('form.lead-form');
        await form.waitFor({ timeout: 15000 });
        await form.getByLabel('Email').fill('priya.shah@');
        await form.getByLabel(/^Message/).fill('');
        const terms = form.getByRole('checkbox', { name: /I agree to the terms/ });
        const tops = await clickMeasured(terms);
        expect(tops.click, 'the box moved between the press and the click').to.equal(tops.down);
        expect(await terms.isChecked(), 'the terms box is ticked').to.equal(true);
        await form.getByText('Please enter a valid email', { exact: true }).waitFor();
      });
    });
  });

  describe('the address suggestions', () => {
    /** Fails unless `element` is wholly inside the viewport and inside the dialog's scrolled body. */
    async function expectInSight(page: Page, element: Locator, what: string): Promise<void> {
      const box = await element.boundingBox();
      const body = await dialog(page).locator('.modal__body').boundingBox();
      const viewport = page.viewportSize();
      expect(box && body && viewport, what).to.not.equal(null);
      if (!box || !body || !viewport) return;
      const bottom = box.y + box.height;
      const within = (top: number, end: number, where: string) =>
        expect(
          box.y >= top - 1 && bottom <= end + 1,
          `${what} within ${where} (${box.y}–${bottom} of ${top}–${end})`,
        ).to.equal(true);
      within(0, viewport.height, 'the viewport');
      within(body.y, body.y + body.height, 'the dialog');
    }

    /** Types into the lookup, then walks the suggestions with Down: each active one is in sight. */
    async function walkSuggestions(page: Page, search: Locator, typed: string): Promise<void> {
      await page.keyboard.type(typed, { delay: 20 });
      const list = dialog(page).getByRole('listbox');
      await list.getByRole('option').first().waitFor({ timeout: 10000 });
      // The list settles where it is scrolled to (an instant scroll: the test runs with reduced motion).
      await expectInSight(page, list, 'the suggestions');
      const count = await list.getByRole('option').count();
      expect(count, 'enough suggestions to scroll the list').to.be.greaterThan(6);
      for (let step = 1; step <= count; step += 1) {
        await page.keyboard.press('ArrowDown');
        const active = await search.getAttribute('aria-activedescendant');
        expect(active, `an active option after ${step} presses`).to.be.a('string');
        await expectInSight(page, page.locator(`[id="${active}"]`), `option ${step}`);
      }
      // A press below the open list is not lost as the list closes (the field is left).
      const manual = dialog(page).getByRole('button', { name: 'Enter the address manually' });
      const tops = await clickMeasured(manual);
      expect(tops.click, 'the button moved between the press and the click').to.equal(tops.down);
      await dialog(page)
        .getByLabel(/^Street/)
        .waitFor();
    }

    for (const [agency, options, typed] of [
      ['oakfield', {}, 'Taunton'],
      ['harbour', HARBOUR, 'Clifton'],
    ] as const) {
      it(`are scrolled into sight as they open, and so is the active one (valuation, 375 px, ${agency})`, async () => {
        await withPage('/', 'mobile', options, async ({ page }) => {
          await page.evaluate(() => {
            window.location.hash = '#/book-a-valuation';
          });
          await page.locator('.valuation-modal form').waitFor({ timeout: 15000 });
          const search = dialog(page).getByRole('combobox', { name: 'Property address' });
          // Reached as a visitor reaches it: the field just in sight at the bottom of the screen.
          await search.evaluate((element) => element.scrollIntoView({ block: 'end' }));
          await search.focus();
          await walkSuggestions(page, search, typed);
        });
      });
    }

    it('are scrolled into sight as they open, and so is the active one (new homes by keyboard, 1280 px)', async () => {
      const development = buildAgency('oakfield', new Date()).listings.find(
        (l) => l.detail.tags.includes('new homes') && l.detail.childProperties.length > 0,
      );
      if (!development) throw new Error('the demo agency has no development');
      await withPage(development.detail.property_url, 'desktop', async ({ page }) => {
        await page.locator('.property-contact a[href="#/new-homes-enquiry"]').focus();
        await page.keyboard.press('Enter');
        await page.locator('form.lead-form').waitFor({ timeout: 15000 });
        await page.waitForFunction(
          () => (document.activeElement as HTMLInputElement | null)?.name === 'first_name',
        );
        for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
        const search = dialog(page).getByRole('combobox', { name: 'Current home address' });
        expect(await search.evaluate((element) => element === document.activeElement)).to.equal(
          true,
        );
        await walkSuggestions(page, search, 'Taunton');
      });
    });
  });
});
