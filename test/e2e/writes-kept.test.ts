/**
 * A write counts as done only when the platform's answer says so (SPEC §7: JSON), in Debian
 * Chromium against the sandbox: a save answered by an HTML page (an expired session's sign-in page,
 * a captive portal), a saved search answered by malformed JSON, and a removal answered by a
 * redirect to a page each tell the visitor it did not reach the account, stay owed, and reach the
 * account once the platform answers properly (the next load).
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { appReady, open } from './support/browser.js';
import { addFault, clearFaults, sandboxData } from './support/lead-forms.js';

const DEMO = { username: 'demo@example.com', password: 'Password123!' };
const SYNC_FAILED = 'We could not update your saved properties on our server.';
const SEARCH_FAILED = 'We could not save your search to your account.';

async function signIn(page: Page): Promise<void> {
  const token = await page.evaluate(() => {
    const raw = document.getElementById('agency-settings')?.textContent ?? '{}';
    return String((JSON.parse(raw) as { authenticityToken?: unknown }).authenticityToken ?? '');
  });
  expect(
    (
      await page.request.post(new URL('/session', page.url()).href, {
        form: { ...DEMO, authenticity_token: token },
      })
    ).status(),
  ).to.equal(200);
  await page.reload({ waitUntil: 'load' });
  await appReady(page);
}

/** The account's saved property ids, asked of the platform in this browser's session. */
async function accountSaved(page: Page): Promise<string[]> {
  const body = (await (
    await page.request.get(new URL('/saved_properties.ljson', page.url()).href)
  ).json()) as { property_ids?: unknown[]; properties?: { property_id: unknown }[] };
  return (body.properties ?? []).map((p) => String(p.property_id));
}

/**
 * The first card on the page whose property the account does not hold yet, with its id: other
 * tests in this process may have saved some for the demo visitor.
 */
async function unsavedCard(page: Page): Promise<{ card: ReturnType<Page['locator']>; id: string }> {
  const held = await accountSaved(page);
  const cards = page.locator('.property-card');
  for (let i = 0; i < (await cards.count()); i += 1) {
    const card = cards.nth(i);
    const href = (await card.locator('a[href*="/properties/"]').first().getAttribute('href')) ?? '';
    const id = /\/properties\/([^/?#]+)/.exec(href)?.[1] ?? '';
    if (
      id === '' ||
      held.includes(id) ||
      (await card.locator('button.save-property').count()) === 0
    )
      continue;
    return { card, id };
  }
  throw new Error('no card on the page whose property the account does not hold');
}

/** Asks `check` again every half second until it holds or `ms` have passed; answers its last answer. */
async function eventually(check: () => Promise<boolean>, ms = 20_000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The account's saved searches as JSON text. */
async function accountSearches(page: Page): Promise<string> {
  return JSON.stringify(
    await (await page.request.get(new URL('/saved_searches.ljson', page.url()).href)).json(),
  );
}

/** Answers the next POST whose path passes `matches` with `reply` instead of the platform. */
async function answerOnce(
  page: Page,
  matches: (path: string) => boolean,
  reply: { status: number; contentType?: string; body?: string; headers?: Record<string, string> },
): Promise<void> {
  await page.route(
    (url) => matches(url.pathname),
    (route) => (route.request().method() === 'POST' ? route.fulfill(reply) : route.continue()),
    { times: 1 },
  );
}

const toast = (page: Page, text: string) =>
  page.locator('.toast__message', { hasText: text }).first().waitFor({ timeout: 15000 });

async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await appReady(page);
}

describe('writes the platform did not take are kept and sent again (browser)', function () {
  this.timeout(90_000);
  afterEach(clearFaults);

  it('a signed-in visitor whose account the platform could not confirm still saves to the account', async () => {
    const { page, context } = await open('/', 'desktop');
    try {
      await signIn(page);
      await addFault({ method: 'GET', path: '/user.ljson', mode: 'fail', status: 503, times: 1 });
      await reload(page);
      const { card, id } = await unsavedCard(page);
      await card.locator('button.save-property').click();
      await toast(page, 'Property saved.');
      expect(
        await eventually(async () => (await accountSaved(page)).includes(id)),
        `the account holds ${id}`,
      ).to.equal(true);
    } finally {
      await context.close();
    }
  });

  it('a property saved, then removed, while the platform answers with pages reaches the account later', async () => {
    const { page, context } = await open('/', 'desktop');
    try {
      await signIn(page);
      await page.locator('button.save-property').first().waitFor();
      const { card, id } = await unsavedCard(page);
      const save = card.locator('button.save-property');

      await answerOnce(page, (path) => path === '/saved_properties.ljson', {
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Sign in</title><h1>Please sign in</h1>',
      });
      await save.click();
      await toast(page, 'Property saved.');
      await toast(page, SYNC_FAILED);
      expect(await accountSaved(page)).to.not.include(id);
      await reload(page);
      expect(
        await eventually(async () => (await accountSaved(page)).includes(id)),
        `the account holds ${id}`,
      ).to.equal(true);

      await answerOnce(page, (path) => path === `/saved_properties/${id}`, {
        status: 302,
        headers: { Location: '/' },
      });
      await page
        .locator('.property-card')
        .filter({ has: page.locator(`a[href*="/properties/${id}"]`) })
        .first()
        .locator('button.save-property')
        .click();
      await toast(page, 'Saved property removed.');
      await toast(page, SYNC_FAILED);
      expect(await accountSaved(page)).to.include(id);
      await reload(page);
      expect(
        await eventually(async () => !(await accountSaved(page)).includes(id)),
        `the account no longer holds ${id}`,
      ).to.equal(true);
    } finally {
      await context.close();
    }
  });

  it('a search saved while the platform answers malformed JSON stays listed, and reaches the account later', async () => {
    const { page, context } = await open('/property-for-sale/from-4-bed/up-to-650000', 'desktop');
    try {
      await signIn(page);
      await answerOnce(page, (path) => path === '/search', {
        status: 200,
        contentType: 'application/json',
        body: '{"search_id": ',
      });
      await page.getByRole('button', { name: 'Save this search' }).click();
      await toast(page, SEARCH_FAILED);
      expect(await accountSearches(page)).not.to.include('"maxPrice":650000');
      await page.evaluate(() => {
        window.location.hash = '#/user/saved-searches';
      });
      await page.locator('.side-panel .saved-search').nth(1).waitFor({ timeout: 15000 });
      await reload(page);
      expect(
        await eventually(async () => (await accountSearches(page)).includes('650000')),
        'the account holds the search',
      ).to.equal(true);
    } finally {
      await context.close();
    }
  });

  it('an enquiry typed before another tab signed in is sent, and a reload keeps what was typed', async () => {
    const { page, context } = await open('/properties/1001', 'desktop');
    try {
      const openForm = async () => {
        await page.evaluate(() => {
          window.location.hash = '#/contact-staff-member/501';
        });
        await page.getByRole('dialog').locator('form.lead-form').waitFor({ timeout: 15000 });
      };
      await openForm();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('First name').fill('Ines');
      await dialog.getByLabel('Last name').fill('Moreau');
      await dialog.getByLabel('Email').fill('ines.moreau@example.co.uk');
      await dialog.getByLabel('Telephone').fill('07700 900321');
      await dialog.getByLabel('Message').fill('Typed before the reload');

      await reload(page);
      await openForm();
      expect(
        await dialog.getByLabel('Message').inputValue(),
        'the message after a reload',
      ).to.equal('Typed before the reload');
      expect(await dialog.getByLabel('Email').inputValue()).to.equal('ines.moreau@example.co.uk');

      // Another tab signs in: the session and its token rotate under this page.
      const other = await context.newPage();
      await other.goto(page.url().split('#')[0]!, { waitUntil: 'load' });
      await signIn(other);
      await other.close();

      await dialog.getByRole('checkbox', { name: /I agree to the terms/ }).check();
      await dialog.getByRole('button', { name: 'Send enquiry' }).click();
      await dialog.getByRole('heading', { name: 'Thank you' }).waitFor({ timeout: 15000 });
      const { leads } = await sandboxData<{
        leads: { lead: Record<string, unknown>; lead_client: Record<string, unknown> }[];
      }>();
      const stored = leads[leads.length - 1]!;
      expect(stored.lead_client).to.deep.include({ email: 'ines.moreau@example.co.uk' });
      expect(String(stored.lead['message'])).to.contain('Typed before the reload');
    } finally {
      await context.close();
    }
  });
});
