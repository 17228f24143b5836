/**
 * Bugs the code review found that only a running page shows: the calculator's Back to
 * search, and SPEC §2's exact texts ('Loading Instant Valuation', the 'My Profile' tab).
 */
import { expect } from 'chai';
import { appReady, holdRequests, open } from './support/browser.js';

describe('review bugs (browser)', function () {
  this.timeout(60000);

  it("offers Back to search in the calculator, to the visitor's last search", async () => {
    const o = await open('/property-for-sale/from-2-bed', 'desktop');
    try {
      const { page } = o;
      const link = page.locator('.property-card__link').first();
      const href = (await link.getAttribute('href')) ?? '';
      await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
      await appReady(page);
      await page.evaluate(() => {
        location.hash = '#/calculator';
      });
      const back = page.locator('[role="dialog"]').getByRole('link', { name: 'Back to search' });
      await back.waitFor();
      expect(await back.getAttribute('href')).to.match(
        /^\/search\?channel=sales&fragment=from-2-bed/,
      );
    } finally {
      await o.context.close();
    }
  });

  it("says exactly 'Loading Instant Valuation' while the valuation modal loads", async () => {
    const o = await open('/', 'desktop');
    try {
      const { page, context } = o;
      const release = await holdRequests(context, /chunk-instant-valuation/);
      await page.evaluate(() => {
        location.hash = '#/valuation';
      });
      const loading = page
        .locator('[role="dialog"]')
        .getByText('Loading Instant Valuation', { exact: true })
        .first();
      await loading.waitFor();
      release();
      await page.locator('[role="dialog"] .valuation-modal').waitFor();
    } finally {
      await o.context.close();
    }
  });

  it("names the signed-out profile tab 'My Profile'", async () => {
    const o = await open('/#/user', 'desktop');
    try {
      const tab = o.page
        .locator('[role="dialog"]')
        .getByRole('link', { name: 'My Profile', exact: true });
      await tab.waitFor();
      expect(await tab.getAttribute('aria-current')).to.equal('page');
    } finally {
      await o.context.close();
    }
  });
});
