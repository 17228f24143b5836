/**
 * The current password (docs/decisions/0023-current-password.md), in Debian Chromium against the
 * sandbox: the password change form asks for it, and the edit-details form asks for it once the
 * email is another; a wrong one is said in the form and changes nothing; an email change signs
 * the account out in every other browser.
 */
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, open, type Opened } from './support/browser.js';
import { pageToken, registerByApi, signInStatus } from './support/accounts.js';
import { sandboxData } from './support/lead-forms.js';

const CHANGED = 'You have successfully changed your password.';
const UPDATED = 'Profile successfully updated.';
const FIRST = 'First-Pass-123';

const toast = (page: Page, text: string) =>
  page.locator('.toast__message', { hasText: text }).first();
const problems = (form: Locator) => form.getByRole('alert').locator('li');

async function editScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = '#/user/edit';
  });
  await page
    .getByRole('form', { name: 'Edit your details', exact: true })
    .waitFor({ timeout: 15000 });
}

/** Who the browser of `page` is signed in as (its email), asking the platform in that browser. */
async function signedInAs(page: Page): Promise<string | undefined> {
  const answer = await page.request.get(new URL('/user.ljson', page.url()).href);
  return ((await answer.json()) as { email?: string }).email;
}

/** Another browser, signed in to the account through the platform's API. */
async function signedInElsewhere(email: string, password: string): Promise<Opened> {
  const other = await open('/', 'mobile');
  const answer = await other.page.request.post(new URL('/session', other.page.url()).href, {
    form: { username: email, password, authenticity_token: await pageToken(other.page) },
    headers: { accept: 'application/json' },
  });
  expect(answer.status()).to.equal(200);
  return other;
}

// A wrong current password counts as a failed sign-in from 127.0.0.1, like accounts.test.ts's
// failures (the sandbox refuses an address after 20 in 15 minutes): this file fails 2.
describe('the current password (browser)', function () {
  this.timeout(90_000);

  it('is asked for by the password change; a wrong one is said in the form and changes nothing', async () => {
    const { page, context } = await open('/', 'desktop');
    try {
      const email = await registerByApi(page, FIRST);
      await editScreen(page);
      const change = page.getByRole('form', { name: 'Change your password', exact: true });
      const current = change.getByLabel(/^Current password/);
      expect(await current.getAttribute('type')).to.equal('password');
      expect(await current.getAttribute('autocomplete')).to.equal('current-password');
      await change.getByRole('button', { name: 'Change password' }).click();
      expect(await change.locator('.form-field__error').first().textContent()).to.equal(
        'Please enter your current password',
      );
      await expectNoAxeViolations(page, 'change password with the current password');

      await current.fill('Not-My-Pass-1');
      await change.getByLabel(/^New password/).fill('Second-Pass-456');
      await change.getByLabel(/^Confirm new password/).fill('Second-Pass-456');
      await change.getByRole('button', { name: 'Change password' }).click();
      await problems(change).first().waitFor({ timeout: 15000 });
      expect(await problems(change).allTextContents()).to.deep.equal([
        "Password can't be changed: your current password is incorrect",
      ]);
      expect(await signInStatus(email, FIRST)).to.equal(200);

      await current.fill(FIRST);
      await change.getByLabel(/^New password/).fill('Second-Pass-456');
      await change.getByLabel(/^Confirm new password/).fill('Second-Pass-456');
      await change.getByRole('button', { name: 'Change password' }).click();
      await toast(page, CHANGED).waitFor({ timeout: 15000 });
      expect(await signInStatus(email, 'Second-Pass-456')).to.equal(200);
    } finally {
      await context.close();
    }
  });

  it('is asked for by the edit-details form once the email is another; the change signs other browsers out', async () => {
    const { page, context } = await open('/', 'mobile');
    let other: Opened | undefined;
    try {
      const email = await registerByApi(page, FIRST);
      other = await signedInElsewhere(email, FIRST);
      expect(await signedInAs(other.page)).to.equal(email);
      await editScreen(page);
      const details = page.getByRole('form', { name: 'Edit your details', exact: true });
      const current = details.getByLabel(/^Current password/);
      expect(await current.count()).to.equal(0);

      const moved = email.replace('@', '.moved@');
      await details.getByLabel(/^Email/).fill(moved);
      await current.waitFor();
      expect(await current.getAttribute('autocomplete')).to.equal('current-password');
      await details.getByRole('button', { name: 'Save details' }).click();
      expect(await details.locator('.form-field__error').allTextContents()).to.deep.equal([
        'Please enter your current password',
      ]);
      await expectNoAxeViolations(page, 'edit details with the current password');

      await current.fill('Not-My-Pass-1');
      await details.getByRole('button', { name: 'Save details' }).click();
      await problems(details).first().waitFor({ timeout: 15000 });
      expect(await problems(details).allTextContents()).to.deep.equal([
        'Current password is incorrect',
      ]);
      expect(await signedInAs(other.page), 'nothing changed yet').to.equal(email);

      await current.fill(FIRST);
      await details.getByRole('button', { name: 'Save details' }).click();
      await toast(page, UPDATED).waitFor({ timeout: 15000 });
      const users = (await sandboxData<{ users: { email: string }[] }>('oakfield')).users;
      expect(users.some((u) => u.email === moved)).to.equal(true);
      expect(await signedInAs(page)).to.equal(moved);
      expect(await signedInAs(other.page), 'the other browser is signed out').to.equal(undefined);
    } finally {
      await other?.context.close();
      await context.close();
    }
  });
});
