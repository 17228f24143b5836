/**
 * The whole visitor journey in one browser session: search → filter → results →
 * property → gallery → calculator → save → reload (still saved) → sign in through the API
 * (merged with the server) → sign out (local kept) → back to search → next property.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { appReady, expectNoAxeViolations, open, screenshot } from './support/browser.js';

const DEMO = { username: 'demo@example.com', password: 'Password123!' };

async function settingsToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = document.getElementById('agency-settings')?.textContent ?? '{}';
    return String((JSON.parse(raw) as { authenticityToken?: unknown }).authenticityToken ?? '');
  });
}

async function serverSavedIds(page: Page): Promise<string[]> {
  const response = await page.request.get(new URL('/saved_properties.ljson', page.url()).href);
  const body = (await response.json()) as unknown;
  const cards = (
    Array.isArray(body) ? body : ((body as { properties?: unknown[] }).properties ?? [])
  ) as { property_id: unknown }[];
  return cards.map((c) => String(c.property_id));
}

describe('the visitor journey (browser)', function () {
  this.timeout(120000);

  it('finds, inspects, saves, keeps, syncs and returns to a property at 1280 px', async () => {
    const o = await open('/property-for-sale', 'desktop');
    const { page } = o;
    try {
      // Search and filter.
      await page.locator('form[role="search"]').waitFor();
      await page.getByLabel('Location', { exact: true }).fill('Taunton');
      await page.getByLabel('Maximum price').selectOption('500000');
      await Promise.all([
        page.waitForURL(/\/property-for-sale\/taunton\/gid-[^/]+\/up-to-500000/),
        page.getByRole('button', { name: 'Search', exact: true }).click(),
      ]);
      await page.locator('ul.results > li').first().waitFor();

      // Open the first property.
      const link = page.locator('.property-card__link').first();
      const propertyPath = (await link.getAttribute('href')) ?? '';
      await Promise.all([page.waitForURL((url) => url.pathname === propertyPath), link.click()]);
      await page.locator('.property-page').waitFor();
      const propertyId = await page.evaluate(() => {
        const raw = document.getElementById('agency-settings')?.textContent ?? '{}';
        return String(
          (JSON.parse(raw) as { property_data?: { property_id?: unknown } }).property_data
            ?.property_id ?? '',
        );
      });
      expect(propertyId).to.not.equal('');

      // Gallery, then the calculators.
      await page.locator('.property-gallery__hero').click();
      await page.locator('.carousel__index').waitFor();
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('.carousel__index').textContent()).to.match(/^Image 2\/\d+$/);
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
      // A property for sale always offers the calculators.
      await page.locator('.property-media a[href="#/calculator"]').click();
      await page.locator('[role="tab"]').first().waitFor();
      expect(await page.locator('[role="tab"]').first().textContent()).to.equal(
        'Mortgage Calculator',
      );
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"]').waitFor({ state: 'detached' });

      // Save, and still saved after a reload.
      const save = page.locator('.property-contact button[aria-pressed]');
      await save.click();
      await page.locator('.toast__message', { hasText: 'Property saved.' }).waitFor();
      expect(await save.getAttribute('aria-pressed')).to.equal('true');
      await page.reload();
      await page.locator('.property-page').waitFor();
      await appReady(page);
      expect(
        await page.locator('.property-contact button[aria-pressed]').getAttribute('aria-pressed'),
      ).to.equal('true');

      // Sign in through the API; the next load merges this browser's save into the account.
      const signIn = await page.request.post(new URL('/session', page.url()).href, {
        form: { ...DEMO, authenticity_token: await settingsToken(page) },
      });
      expect(signIn.status()).to.equal(200);
      await page.reload();
      await page.locator('.property-page').waitFor();
      await appReady(page);
      await page.waitForFunction(
        async (id) => {
          const r = await fetch('/saved_properties.ljson', { credentials: 'same-origin' });
          return JSON.stringify(await r.json()).includes(`"${id}"`);
        },
        propertyId,
        { timeout: 15000 },
      );
      const serverIds = await serverSavedIds(page);
      expect(serverIds).to.include(propertyId);
      expect(serverIds.length).to.be.greaterThan(1);

      // Sign out from the account panel: away from the home page, sign-out leads home with the
      // signed-out flash (SPEC §2 "Sign-out redirects to a given URL, or /"); the local save stays.
      await page.evaluate(() => {
        location.hash = '#/user';
      });
      await Promise.all([
        page.waitForURL(
          (url) => url.pathname === '/' && url.hash === '#/flash/user-logout-successful',
        ),
        page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click(),
      ]);
      await appReady(page);
      await page.locator('.toast__message', { hasText: 'You have been signed out' }).waitFor();
      await page.goto(new URL(propertyPath, page.url()).href);
      await page.locator('.property-page').waitFor();
      await appReady(page);
      expect(
        await page.locator('.property-contact button[aria-pressed]').getAttribute('aria-pressed'),
      ).to.equal('true');

      // Back to search returns to the filtered results; the next property link moves on.
      const back = page.locator('a.property-nav__back');
      await Promise.all([page.waitForURL(/\/property-for-sale\/taunton\//), back.click()]);
      await page.locator('ul.results > li').first().waitFor();
      await Promise.all([
        page.waitForURL((url) => url.pathname === propertyPath),
        page.locator(`.property-card__link[href="${propertyPath}"]`).click(),
      ]);
      const next = page.locator('a[rel="next"]');
      await next.waitFor();
      const nextPath = (await next.getAttribute('href')) ?? '';
      expect(nextPath)
        .to.match(/^\/properties\//)
        .and.not.equal(propertyPath);
      await Promise.all([page.waitForURL((url) => url.pathname === nextPath), next.click()]);
      await page.locator('.property-page').waitFor();
      await expectNoAxeViolations(page, 'journey end 1280');
      await screenshot(page, 'journey-end-1280');
      expect(o.errors, o.errors.join('\n')).to.deep.equal([]);
    } finally {
      await o.context.close();
    }
  });
});
