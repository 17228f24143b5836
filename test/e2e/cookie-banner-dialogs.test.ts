/**
 * The cookie banner beside a modal, in Debian Chromium against the sandbox: a first visit that
 * opens straight on a form ('/#/book-a-valuation', Oakfield & Vale: Harbour Homes has no banner)
 * still shows the banner, uncovered, at 375 px and 1280 px; its buttons are reached with Tab and
 * Shift+Tab from inside the dialog, and pressed with the keyboard or the pointer; the dialog keeps
 * clear of it and stays open after the choice. axe-core and screenshots.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, open, screenshot } from './support/browser.js';

const BANNER = 'Cookies on Oakfield & Vale';
const BUTTONS = ['Accept all cookies', 'Reject non-essential'];

const banner = (page: Page) => page.getByRole('region', { name: BANNER });

/** Each banner button whose centre is off screen or under something else, with what covers it. */
async function coveredButtons(page: Page): Promise<string[]> {
  return banner(page)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.flatMap((button) => {
        const box = button.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const name = button.textContent ?? '';
        if (box.width === 0 || y < 0 || y >= innerHeight || x < 0 || x >= innerWidth)
          return [`${name}: off screen`];
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === button || button.contains(hit))
          ? []
          : [`${name}: under ${hit?.tagName.toLowerCase()}.${String(hit?.className)}`];
      }),
    );
}

/** The text of the focused element, and whether it is in the banner or in the dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const where = element?.closest('.cookie-banner')
      ? 'banner'
      : element?.closest('[role="dialog"]')
        ? 'dialog'
        : 'page';
    return { where, text: (element?.textContent ?? '').trim() };
  });

/** Presses `key` until focus reaches the banner button `name`; answers where focus went on the way. */
async function tabToBanner(page: Page, name: string, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const went: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    went.push(`${now.where}:${now.text.slice(0, 20)}`);
    if (now.where === 'banner' && now.text === name) return went;
    expect(now.where, `focus left the dialog and the banner: ${went.join(' → ')}`).to.not.equal(
      'page',
    );
  }
  throw new Error(`${key} never reached '${name}': ${went.join(' → ')}`);
}

/** A first visit opened on the valuation form: the form and the banner show, its buttons uncovered. */
async function openedOnTheForm(page: Page): Promise<void> {
  await page
    .getByRole('dialog')
    .getByRole('heading', { name: 'Book a valuation' })
    .waitFor({ timeout: 15000 });
  await page.locator('.valuation-modal form').waitFor({ timeout: 15000 });
  await banner(page).waitFor({ timeout: 15000 });
  const covered = await coveredButtons(page);
  expect(covered, covered.join('; ')).to.deep.equal([]);
}

describe('the cookie banner beside a modal (browser)', function () {
  this.timeout(90000);

  it('keeps the banner reachable on a first visit opened on a form, by Tab and Shift+Tab from the dialog, and the dialog stays open after the choice (375 px)', async () => {
    const o = await open('/#/book-a-valuation', 'mobile', { consent: 'none' });
    try {
      const { page } = o;
      await openedOnTheForm(page);
      // The dialog keeps clear of the banner: nothing of it is underneath.
      const edges = await page.evaluate(() => ({
        dialog: document.querySelector('[role="dialog"]')!.getBoundingClientRect().bottom,
        banner: document.querySelector('.cookie-banner')!.getBoundingClientRect().top,
      }));
      expect(edges.dialog).to.be.at.most(edges.banner + 1);
      await expectNoAxeViolations(page, 'valuation form with the cookie banner 375');
      await screenshot(page, 'banner-beside-modal-375');
      expect((await focused(page)).where, 'focus starts in the dialog').to.equal('dialog');
      // Forwards from the dialog's last control to the banner, through it, and back to the dialog.
      await tabToBanner(page, BUTTONS[0]!, 'Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).to.deep.equal({ where: 'banner', text: BUTTONS[1] });
      await page.keyboard.press('Tab');
      expect(
        (await focused(page)).where,
        'Tab after the banner goes back into the dialog',
      ).to.equal('dialog');
      // Backwards from the dialog's first control to the banner's last.
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).to.deep.equal({ where: 'banner', text: BUTTONS[1] });
      await page.keyboard.press('Enter');
      await banner(page).waitFor({ state: 'detached' });
      await page
        .locator('.toast__message', { hasText: 'You have rejected analytics cookies.' })
        .waitFor();
      expect(await page.getByRole('dialog').count(), 'the form stays open').to.equal(1);
      expect((await focused(page)).where, 'focus is back in the dialog').to.equal('dialog');
      expect(o.errors, o.errors.join('\n')).to.deep.equal([]);
    } finally {
      await o.context.close();
    }
  });

  it('keeps the banner above the backdrop at 1280 px, pressed with the pointer', async () => {
    const o = await open('/#/book-a-valuation', 'desktop', { consent: 'none' });
    try {
      const { page } = o;
      await openedOnTheForm(page);
      await expectNoAxeViolations(page, 'valuation form with the cookie banner 1280');
      await screenshot(page, 'banner-beside-modal-1280');
      await tabToBanner(page, BUTTONS[0]!, 'Tab');
      await banner(page).getByRole('button', { name: BUTTONS[0] }).click();
      await banner(page).waitFor({ state: 'detached' });
      expect(await page.getByRole('dialog').count(), 'the form stays open').to.equal(1);
      // The dialog takes the whole window again.
      const bottom = await page.evaluate(
        () =>
          innerHeight - document.querySelector('.modal-overlay')!.getBoundingClientRect().bottom,
      );
      expect(bottom).to.equal(0);
    } finally {
      await o.context.close();
    }
  });
});
