/**
 * Toasts never cover a heading, a control or a dialog's title: the cookie confirmation on a
 * results page, 'Save this search' on it, and the cookie confirmation while a dialog is open, at a
 * phone's, a tablet's and a desktop's width. Whatever shows under a toast's box at the moment it
 * shows (not hidden by something else, such as a dialog's backdrop) is covered.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { open, screenshot } from './support/browser.js';
import { toast } from './support/lead-forms.js';

const WIDTHS = [375, 768, 1280] as const;
const ACCEPTED = 'You have accepted analytics cookies.';

/** The headings, controls and dialog titles in view that a toast's box overlaps, and by how much. */
async function coveredByToasts(page: Page): Promise<string[]> {
  // (No named helpers inside page functions: the test runner's transform would wrap them in __name.)
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('.toast:not(.toast--leaving)')].map((t) =>
      t.getBoundingClientRect(),
    );
    const found: string[] = [];
    const targets = document.querySelectorAll(
      'h1, h2, h3, button, a[href], input, select, textarea, [role="dialog"] .modal__title',
    );
    for (const el of targets) {
      if (
        el.closest('.toast-region') ||
        !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
      )
        continue;
      let box = el.getBoundingClientRect();
      if (/^H[1-3]$/.test(el.tagName)) {
        // A heading's text, not the whole width of its block.
        const range = document.createRange();
        range.selectNodeContents(el);
        box = range.getBoundingClientRect();
      }
      if (box.width < 2 || box.height < 2 || box.bottom <= 0 || box.top >= innerHeight) continue;
      for (const t of toasts) {
        const left = Math.max(t.left, box.left);
        const right = Math.min(t.right, box.right);
        const top = Math.max(t.top, box.top);
        const bottom = Math.min(t.bottom, box.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        // Shown there but for the toast (not under a backdrop or another layer)?
        const under = document
          .elementsFromPoint((left + right) / 2, (top + bottom) / 2)
          .find((hit) => !hit.closest('.toast-region'));
        if (under === undefined || (under !== el && !el.contains(under))) continue;
        const text = (el.textContent ?? el.getAttribute('aria-label') ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        found.push(
          `${el.tagName.toLowerCase()}.${String(el.className)} "${text}" at ${Math.round(box.top)}–${Math.round(box.bottom)} px`,
        );
      }
    }
    return found;
  });
}

async function acceptCookies(page: Page): Promise<void> {
  await page.locator('.cookie-banner').getByRole('button', { name: 'Accept all cookies' }).click();
  await toast(page, ACCEPTED);
}

describe('toasts cover no heading, control or dialog title (browser)', function () {
  this.timeout(90000);

  for (const px of WIDTHS) {
    it(`on a results page at ${px} px: the cookie confirmation, then 'Save this search'`, async () => {
      const o = await open('/property-for-sale', px, { consent: 'none' });
      try {
        const { page } = o;
        await acceptCookies(page);
        const afterConsent = await coveredByToasts(page);
        await screenshot(page, `toasts-results-cookie-${px}`);
        expect(afterConsent, afterConsent.join('\n')).to.deep.equal([]);
        // The toast is still announced: it sits in the polite status region.
        expect(
          await page.locator('[role="status"] .toast__message', { hasText: ACCEPTED }).count(),
        ).to.equal(1);

        // Dismissed: the page goes back as it was (the room it made closes).
        await page.getByRole('button', { name: 'Dismiss notification' }).click();
        await page.locator('.toast').waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Save this search' }).click();
        await toast(page, 'Search saved.');
        const afterSave = await coveredByToasts(page);
        await screenshot(page, `toasts-results-saved-${px}`);
        expect(afterSave, afterSave.join('\n')).to.deep.equal([]);
      } finally {
        await o.context.close();
      }
    });

    it(`with a dialog open at ${px} px: the cookie confirmation clears the dialog's title and controls`, async () => {
      const o = await open('/properties/1001#/calculator', px, { consent: 'none' });
      try {
        const { page } = o;
        await page.getByRole('dialog').getByRole('tab').first().waitFor();
        await acceptCookies(page);
        // Once the dialog has made its room (a busy machine may lay it out a frame or two later).
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const covered = await coveredByToasts(page);
        await screenshot(page, `toasts-dialog-cookie-${px}`);
        expect(covered, covered.join('\n')).to.deep.equal([]);
      } finally {
        await o.context.close();
      }
    });
  }
});
