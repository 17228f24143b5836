/**
 * A home no longer on the market says so (SPEC §4 status tags), in Debian Chromium against the
 * sandbox: a sold or let-agreed home's page names its status, offers no viewing, and offers to
 * register for similar homes instead (a lead to the branch that marketed it); a home for sale
 * still offers a viewing.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, open, screenshot } from './support/browser.js';
import { sandboxData } from './support/lead-forms.js';

const kind = (page: Page) => page.locator('.property-summary__kind');
const viewingLinks = (page: Page) => page.getByRole('link', { name: 'Book a viewing' });

describe('a home no longer on the market (browser)', function () {
  this.timeout(90_000);

  it('a sold home says so, offers no viewing, and registers the visitor for similar homes (375 px)', async () => {
    const { page, context } = await open('/properties/1007', 'mobile');
    try {
      expect(await kind(page).textContent()).to.equal('Terraced house, sold');
      await page.getByText('This home has been sold.').waitFor();
      expect(await viewingLinks(page).count()).to.equal(0);
      await expectNoAxeViolations(page, 'sold home 375');
      await screenshot(page, 'listing-sold-375');
      await page.getByRole('link', { name: 'Register for similar homes' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('heading', { name: 'Register for similar homes' })
        .waitFor({ timeout: 15000 });
      expect(await dialog.getByLabel('Message').inputValue()).to.match(/similar/);
      await dialog.getByLabel('First name').fill('Grace');
      await dialog.getByLabel('Last name').fill('Owusu');
      await dialog.getByLabel('Email').fill('grace.owusu@example.co.uk');
      await dialog.getByLabel('Telephone').fill('07700 900789');
      await dialog.getByRole('checkbox', { name: /I agree to the terms/ }).check();
      await dialog.getByRole('button', { name: 'Send enquiry' }).click();
      await dialog.getByRole('heading', { name: 'Thank you' }).waitFor({ timeout: 15000 });
      const { leads } = await sandboxData<{ leads: { lead: Record<string, unknown> }[] }>();
      const lead = leads[leads.length - 1]!.lead;
      expect(lead).to.deep.include({ branch_id: '14', is_branch_lead: '1' });
      expect(String(lead['message'])).to.match(/^Property reference: OV1007, .+\n\n.*similar/);
    } finally {
      await context.close();
    }
  });

  it('a home let agreed says so; its viewing link opened by hand offers similar homes (1280 px)', async () => {
    const { page, context } = await open('/properties/1043', 'desktop');
    try {
      expect(await kind(page).textContent()).to.equal('Semi-detached house, let agreed');
      await page.getByText('This home is let agreed.').waitFor();
      expect(await viewingLinks(page).count()).to.equal(0);
      expect(await page.locator('main').innerText()).not.to.match(/available now/i);
      await page.evaluate(() => {
        window.location.hash = '#/book-a-viewing';
      });
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText('This home is let agreed, so viewings have closed.', { exact: false })
        .waitFor({ timeout: 15000 });
      await dialog.getByRole('link', { name: 'Register for similar homes' }).click();
      await dialog
        .getByRole('heading', { name: 'Register for similar homes' })
        .waitFor({ timeout: 15000 });
      await expectNoAxeViolations(page, 'register for similar homes 1280');
    } finally {
      await context.close();
    }
  });

  it('a home for sale, under offer included, still offers a viewing', async () => {
    for (const path of ['/properties/1001', '/properties/1003']) {
      const { page, context } = await open(path, 'desktop');
      try {
        expect(await kind(page).textContent()).to.match(/ for sale$/);
        expect(await viewingLinks(page).count()).to.be.greaterThan(0);
        expect(
          await page.getByRole('link', { name: 'Register for similar homes' }).count(),
        ).to.equal(0);
      } finally {
        await context.close();
      }
    }
  });
});
