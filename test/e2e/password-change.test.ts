/**
 * A password change the platform answers with a redirect (SPEC §7: "302 with Location header
 * redirects"; §2 "the redirect defaults to /user"), in Debian Chromium against the sandbox: the
 * sandbox changes the password for real, and the answer is replaced by the 302 a platform that
 * redirects sends. The visitor is told 'You have successfully changed your password.' and lands
 * where the platform says, on this page or another.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { appReady, open } from './support/browser.js';
import { registerByApi, signInStatus } from './support/accounts.js';

const CHANGED = 'You have successfully changed your password.';
const FAILED = 'Something went wrong updating your password. Please try again later.';

/** The platform answers the next password change with a 302 to `location`, after making it. */
async function answerWithRedirect(page: Page, location: string): Promise<void> {
  await page.route(
    (url) => url.pathname === '/user.ljson',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      await route.fulfill({ status: 302, headers: { Location: location }, body: '' });
    },
    { times: 1 },
  );
}

async function changePassword(page: Page, current: string, password: string): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = '#/user/edit';
  });
  const change = page.getByRole('form', { name: 'Change your password', exact: true });
  await change.getByLabel(/^Current password/).fill(current);
  await change.getByLabel(/^New password/).fill(password);
  await change.getByLabel(/^Confirm new password/).fill(password);
  await change.getByRole('button', { name: 'Change password' }).click();
}

const toast = (page: Page, text: string) =>
  page.locator('.toast__message', { hasText: text }).first();

describe('a password change answered with a redirect (browser)', function () {
  this.timeout(90_000);

  it('says the password changed and goes where the platform says: this page, then another', async () => {
    const { page, context } = await open('/', 'desktop');
    try {
      const email = await registerByApi(page, 'First-Pass-123');

      await answerWithRedirect(page, '/#/user');
      await changePassword(page, 'First-Pass-123', 'Second-Pass-456');
      await toast(page, CHANGED).waitFor({ timeout: 15000 });
      expect(await toast(page, FAILED).count()).to.equal(0);
      await page.waitForFunction(() => window.location.hash === '#/user');
      expect(new URL(page.url()).pathname).to.equal('/');
      expect(await signInStatus(email, 'Second-Pass-456')).to.equal(200);

      await answerWithRedirect(page, '/branches');
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/branches'),
        changePassword(page, 'Second-Pass-456', 'Third-Pass-789'),
      ]);
      await appReady(page);
      await toast(page, CHANGED).waitFor({ timeout: 15000 });
      expect(await signInStatus(email, 'Third-Pass-789')).to.equal(200);
    } finally {
      await context.close();
    }
  });

  it("still says 'Something went wrong…' for a redirect without a Location (SPEC §8)", async () => {
    const { page, context } = await open('/', 'mobile');
    try {
      await registerByApi(page, 'First-Pass-123');
      await page.route(
        (url) => url.pathname === '/user.ljson',
        (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({ status: 302, body: '' })
            : route.continue(),
        { times: 1 },
      );
      await changePassword(page, 'First-Pass-123', 'Second-Pass-456');
      await toast(page, FAILED).waitFor({ timeout: 15000 });
    } finally {
      await context.close();
    }
  });
});
