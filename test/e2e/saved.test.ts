/**
 * Saved properties end to end, in Debian Chromium against the sandbox platform,
 * at 375 px and 1280 px: save a featured property on the home page, find it in the user panel
 * (#/user/saved-properties), reload (still saved), remove it; save it again, sign in through the
 * API as the demo visitor (their server list is merged in), sign out (what this browser saved before
 * signing in is kept, nothing of the account's). axe-core checks and screenshots along the way (artifacts/screenshots).
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  dismissToasts,
  expectNoAxeViolations,
  open,
  screenshot,
  type Width,
  appReady,
} from './support/browser.js';

const DEMO = { username: 'demo@example.com', password: 'Password123!' };

/** The first featured card's save toggle on the home page. */
const firstSaveButton = (page: Page) => page.locator('button.save-property').first();

async function openPanel(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
  await page.locator('.side-panel').waitFor({ timeout: 15000 });
}

async function closePanel(page: Page): Promise<void> {
  await page.locator('.side-panel__close').click();
  await page.locator('.side-panel').waitFor({ state: 'detached' });
}

async function savedHeading(page: Page): Promise<string> {
  const heading = page.locator('.side-panel #saved-properties-heading');
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

/** Waits until the saved properties heading reads `text` (server calls may still be on their way). */
async function expectHeading(page: Page, text: string): Promise<void> {
  await page
    .waitForFunction(
      (t) => document.querySelector('.side-panel #saved-properties-heading')?.textContent === t,
      text,
      { timeout: 15000 },
    )
    .catch(() => undefined);
  expect(await savedHeading(page)).to.equal(text);
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.toast__message', { hasText: text }).first().waitFor({ timeout: 10000 });
}

const plural = (n: number) => `${n} saved ${n === 1 ? 'property' : 'properties'}`;

function journey(width: Width, px: number) {
  it(`saves, keeps, removes, merges with the server on sign-in and keeps only this browser's own saves on sign-out (${px} px)`, async () => {
    const o = await open('/', width);
    const { page } = o;
    try {
      // Save the first featured property.
      const save = firstSaveButton(page);
      await save.waitFor();
      const name = (await save.getAttribute('aria-label')) ?? '';
      expect(name).to.match(/^Save .+/);
      const address = name.slice('Save '.length);
      expect(await save.getAttribute('aria-pressed')).to.equal('false');
      const box = await save.boundingBox();
      expect(box?.width ?? 0).to.be.at.least(44);
      expect(box?.height ?? 0).to.be.at.least(44);
      await save.click();
      expect(await save.getAttribute('aria-pressed')).to.equal('true');
      expect(await save.getAttribute('aria-label')).to.equal(
        `Remove ${address} from saved properties`,
      );
      await toast(page, 'Property saved.');
      await screenshot(page, `saved-home-toast-${px}`);
      await dismissToasts(page);
      // From the top: wherever the page stands, controls scrolled under the sticky header are partly hidden.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `home with a saved property ${px}`);
      await screenshot(page, `saved-home-${px}`);

      // The panel lists it.
      await openPanel(page, '#/user/saved-properties');
      await expectHeading(page, '1 saved property');
      expect(await page.locator('.side-panel .saved-card__address').first().textContent()).to.equal(
        address,
      );
      expect(await page.locator('.side-panel [aria-current="page"]').textContent()).to.equal(
        'Saved properties',
      );
      await dismissToasts(page);
      await expectNoAxeViolations(page, `saved properties tab ${px}`);
      await screenshot(page, `saved-properties-${px}`);

      // Still saved after a reload.
      await page.reload({ waitUntil: 'load' });
      await appReady(page);
      await page.locator('.side-panel').waitFor({ timeout: 15000 });
      await expectHeading(page, '1 saved property');

      // Remove it from the panel.
      await page
        .getByRole('dialog')
        .getByRole('button', { name: `Remove ${address} from saved properties` })
        .click();
      await toast(page, 'Saved property removed.');
      await expectHeading(page, '0 saved properties');
      expect(await page.locator('.side-panel .user-tab__empty').textContent()).to.equal(
        'Saved properties will appear here.',
      );
      await screenshot(page, `saved-properties-empty-${px}`);

      // Saved searches tab, empty for a visitor.
      await page.locator('.side-panel a[href="#/user/saved-searches"]').click();
      await page
        .locator('.side-panel .user-tab__empty')
        .getByText('Saved searches will appear here.')
        .waitFor();
      await dismissToasts(page);
      await expectNoAxeViolations(page, `saved searches tab ${px}`);
      await closePanel(page);
      expect(new URL(page.url()).hash).to.be.oneOf(['', '#/']);

      // Save it again, then sign in through the API as the demo visitor.
      await firstSaveButton(page).click();
      await toast(page, 'Property saved.');
      const token = await page.evaluate(() => {
        const raw = document.getElementById('agency-settings')?.textContent ?? '{}';
        return String((JSON.parse(raw) as { authenticityToken?: unknown }).authenticityToken ?? '');
      });
      expect(token).to.not.equal('');
      const signIn = await page.request.post(new URL('/session', page.url()).href, {
        form: { ...DEMO, authenticity_token: token },
      });
      expect(signIn.status()).to.equal(200);
      const listed = await page.request.get(new URL('/saved_properties.ljson', page.url()).href);
      const serverBody = (await listed.json()) as unknown;
      const serverCards = (
        Array.isArray(serverBody)
          ? serverBody
          : ((serverBody as { properties?: unknown[] }).properties ?? [])
      ) as { property_id: unknown }[];
      const serverIds = serverCards.map((c) => String(c.property_id));
      expect(serverIds.length).to.be.greaterThan(0);
      const savedHere = await page.evaluate(() => {
        for (let i = 0; i < localStorage.length; i += 1) {
          const key = localStorage.key(i) ?? '';
          if (
            key.includes('saved-properties') &&
            !key.includes('pending') &&
            !key.includes('merged') &&
            !key.includes('removals')
          ) {
            const value = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
            if (Array.isArray(value)) return value.map(String);
          }
        }
        return [];
      });
      expect(savedHere).to.have.length(1);
      const merged = new Set([...serverIds, ...savedHere]).size;

      // After a reload the server's list is merged with this browser's.
      await page.reload({ waitUntil: 'load' });
      await appReady(page);
      await openPanel(page, '#/user');
      await page.locator('.side-panel').getByText('Your details').waitFor({ timeout: 15000 });
      expect(await page.locator('.side-panel .user-details').textContent()).to.include(
        'demo@example.com',
      );
      await dismissToasts(page);
      await expectNoAxeViolations(page, `profile tab signed in ${px}`);
      await screenshot(page, `profile-signed-in-${px}`);
      await page.locator('.side-panel a[href="#/user/saved-properties"]').click();
      await expectHeading(page, plural(merged));
      await screenshot(page, `saved-properties-merged-${px}`);

      // The server now also holds the property saved in this browser.
      const after = (await (
        await page.request.get(new URL('/saved_properties.ljson', page.url()).href)
      ).json()) as unknown;
      const afterIds = (
        (Array.isArray(after)
          ? after
          : ((after as { properties?: unknown[] }).properties ?? [])) as { property_id: unknown }[]
      ).map((c) => String(c.property_id));
      expect(afterIds).to.include(savedHere[0]);

      // The demo visitor's saved search, with its alert frequency saved at once.
      await page.locator('.side-panel a[href="#/user/saved-searches"]').click();
      const frequency = page.getByRole('dialog').getByLabel('Email alerts').first();
      await frequency.waitFor({ timeout: 15000 });
      expect(
        await page.locator('.side-panel .saved-search__link').first().getAttribute('href'),
      ).to.match(/^\/property-for-sale\//);
      await frequency.selectOption('M');
      await page
        .waitForFunction(
          async (url) =>
            JSON.stringify(await (await fetch(url)).json()).includes('"alert_frequency":"M"'),
          new URL('/saved_searches.ljson', page.url()).href,
          { timeout: 10000, polling: 250 },
        )
        .catch(() => undefined);
      const searches = JSON.stringify(
        await (await page.request.get(new URL('/saved_searches.ljson', page.url()).href)).json(),
      );
      expect(searches).to.include('"alert_frequency":"M"');
      await dismissToasts(page);
      await expectNoAxeViolations(page, `saved searches signed in ${px}`);
      await screenshot(page, `saved-searches-signed-in-${px}`);

      // Sign out from the profile tab: the panel closes; what this browser saved before signing in
      // is kept, and nothing of the account's is left behind (a shared computer).
      await page.locator('.side-panel a[href="#/user"]').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
      await toast(page, 'You have been signed out');
      await page.locator('.side-panel').waitFor({ state: 'detached' });
      await openPanel(page, '#/user/saved-properties');
      await expectHeading(page, plural(1));
      expect(await page.locator('.side-panel .saved-card__address').first().textContent()).to.equal(
        address,
      );
      const left = await page.evaluate(() => ({
        saved: JSON.parse(localStorage.getItem('agency:saved-properties:v1') ?? '[]') as unknown[],
        cards: (
          JSON.parse(localStorage.getItem('agency:saved-property-cards:v1') ?? '[]') as {
            property_id: unknown;
          }[]
        ).map((c) => String(c.property_id)),
        searches: JSON.parse(localStorage.getItem('agency:saved-searches:v1') ?? '[]') as unknown[],
      }));
      expect(left.saved.map(String)).to.deep.equal(savedHere);
      expect(
        left.cards.filter((id) => !savedHere.includes(id)),
        'cards of the account left in the browser',
      ).to.deep.equal([]);
      expect(left.searches).to.deep.equal([]);
      await page.reload({ waitUntil: 'load' });
      await appReady(page);
      await page.locator('.side-panel').waitFor({ timeout: 15000 });
      await expectHeading(page, plural(1));
      expect(await page.locator('.side-panel .user-details').count()).to.equal(0);

      const unexpected = o.errors.filter((e) => !/401|Unauthorized/i.test(e));
      expect(unexpected, unexpected.join('\n')).to.deep.equal([]);
    } finally {
      await o.context.close();
    }
  });
}

describe('saved properties (browser)', function () {
  this.timeout(90000);
  journey('mobile', 375);
  journey('desktop', 1280);
});
