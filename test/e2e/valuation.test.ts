/**
 * The valuation forms end to end, in Debian Chromium against the sandbox at 375 px and 1280 px
 * (issue: '#/book-a-valuation' and '#/valuation'): the three-step flow (Oakfield & Vale) and the
 * single-step flow (Harbour Homes, whose theme says so, with a site key for the bot check) are
 * completed and the lead is read back from the sandbox's store field by field; an empty step
 * shows every SPEC §5 message; a 500 and a stalled server keep what was typed and show SPEC §8's
 * toast; a failed bot check sends nothing; a postcode with no branch nearby says 'We are sorry';
 * the whole three-step flow works from the keyboard alone; the instant valuation gives the
 * sandbox's range and carries the address into the booking. axe-core on every screen,
 * screenshots (the visible screen and the whole form), nothing scrolls sideways.
 */
import {
  addFault,
  bookingDate,
  toast,
  expectNoSidewaysScroll,
  sandboxData,
  withFormPage,
  steerBotCheck,
} from './support/lead-forms.js';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  dismissToasts,
  expectNoAxeViolations,
  HARBOUR,
  outlastTimeLimit,
  screenshot,
  WIDTHS,
  type Width,
} from './support/browser.js';

const FAILED = 'Valuation request failed. Please try again.';

interface StoredLead {
  readonly id: string;
  readonly via: string;
  readonly lead_client: Record<string, string>;
  readonly lead: Record<string, string>;
  readonly lead_booking?: Record<string, string>;
  readonly marketing_preferences: Record<string, string>;
  readonly received: Record<string, Record<string, unknown>>;
  readonly recaptchaToken?: string;
  readonly spam: boolean;
}

async function leadsOf(agency: 'oakfield' | 'harbour'): Promise<StoredLead[]> {
  return (await sandboxData<{ leads: StoredLead[] }>(agency)).leads;
}

async function leadFrom(agency: 'oakfield' | 'harbour', email: string): Promise<StoredLead[]> {
  return (await leadsOf(agency)).filter((lead) => lead.lead_client['email'] === email);
}

const dialog = (page: Page) => page.getByRole('dialog');

/** No console errors but the browser's own note of a 500 a test asked the sandbox for. */
function expectNoErrors(errors: readonly string[]): void {
  const unexpected = errors.filter((e) => !e.includes('the server responded with a status of 500'));
  expect(unexpected, unexpected.join('\n')).to.deep.equal([]);
}

/**
 * The visible screen, and the whole modal unrolled (its body scrolls inside the frame) when it
 * does not all show: for the second the modal may grow and the window is made as tall as it, then
 * put back. A modal that shows whole in the window is the first picture already.
 */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const viewport = page.viewportSize();
  if (!viewport) return;
  const style = await page.addStyleTag({
    content:
      '.modal{max-height:none!important;height:auto!important}.modal__body{overflow:visible!important}',
  });
  try {
    const height = await page.evaluate(() =>
      Math.ceil(document.querySelector('.modal')?.getBoundingClientRect().height ?? 0),
    );
    if (height + 96 <= viewport.height) return;
    await page.setViewportSize({ width: viewport.width, height: height + 96 });
    await screenshot(page, `${name}-full`);
    await page.setViewportSize(viewport);
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}

/** Opens the booking from the home page's fixed side link (SPEC §2 Header). */
async function openBooking(page: Page): Promise<void> {
  await page.locator('a.valuation-side-link').click();
  await dialog(page).getByRole('heading', { name: 'Book a valuation' }).waitFor();
  await page.locator('.valuation-modal form').waitFor({ timeout: 15000 });
}

const counter = (page: Page) => page.locator('.valuation-progress__text').textContent();

/** Picks an address from the lookup with the keyboard: type, Down, Enter. */
async function lookUp(page: Page, typed: string, expected: RegExp): Promise<string> {
  const box = dialog(page).getByRole('combobox', { name: 'Property address' });
  await box.pressSequentially(typed, { delay: 20 });
  const option = dialog(page).getByRole('option').filter({ hasText: expected }).first();
  await option.waitFor({ timeout: 10000 });
  const text = (await option.textContent()) ?? '';
  const options = await dialog(page).getByRole('option').allTextContents();
  const index = options.indexOf(text);
  for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
  expect(await box.getAttribute('aria-activedescendant')).to.equal(await option.getAttribute('id'));
  await page.keyboard.press('Enter');
  await dialog(page).getByRole('button', { name: 'Change address' }).waitFor();
  return text;
}

async function fillContact(
  page: Page,
  who: { first: string; last: string; email: string; tel: string },
): Promise<void> {
  const form = dialog(page);
  await form.getByLabel('First name').fill(who.first);
  await form.getByLabel('Last name').fill(who.last);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Telephone').fill(who.tel);
}

const STEP1_MESSAGES = [
  'Please enter a valid first name',
  'Please enter a valid last name',
  'Please enter a valid email',
  'Please enter a valid phone number',
  'You must enter a valid address',
];

async function expectMessages(page: Page, messages: readonly string[]): Promise<void> {
  for (const message of messages)
    expect(await dialog(page).getByText(message, { exact: true }).count(), message).to.equal(1);
}

// ---------- three steps ------------------------------------------------------------------------

/** Steps 1–3 by mouse and touch, at `width`; answers what the lead should hold. */
function threeStepsAt(width: Width) {
  const px = WIDTHS[width];
  it(`is booked in three steps from the side link; the lead arrives field by field (${px} px)`, async () => {
    await withFormPage('/', width, async ({ page, errors }) => {
      await openBooking(page);
      expect(await counter(page)).to.equal('Step 1/3');
      await expectNoAxeViolations(page, `valuation step 1 ${px}`);
      await shots(page, `valuation-step1-${px}`);

      // Empty Next: every SPEC message of step 1, and focus on the first.
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      await expectMessages(page, STEP1_MESSAGES);
      expect(
        await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
      ).to.equal('first_name');
      await expectNoAxeViolations(page, `valuation step 1 with errors ${px}`);
      await shots(page, `valuation-step1-errors-${px}`);

      // Details, an address from the lookup, letting, a reason.
      const email = `ann.${px}@example.co.uk`;
      await dialog(page).getByRole('radio', { name: 'Letting' }).check();
      const picked = await lookUp(page, 'Priory Avenue', /^\d+ Priory Avenue, Taunton/);
      await fillContact(page, { first: 'Ann-Marie', last: 'Smith', email, tel: '01823 456789' });
      await dialog(page)
        .getByLabel('Reason for the valuation')
        .selectOption({ label: "I'm thinking of selling or letting" });
      await expectNoSidewaysScroll(page, `valuation step 1 ${px}`);
      await shots(page, `valuation-step1-filled-${px}`);
      await dialog(page).getByRole('button', { name: 'Next' }).click();

      // Step 2: a day and times.
      await dialog(page).getByRole('heading', { name: 'Choose a day for the visit' }).waitFor();
      expect(await counter(page)).to.equal('Step 2/3');
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(
        'Choose a day for the visit',
      );
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      await expectMessages(page, ['Please select a valid time slot']);
      const days = dialog(page).getByRole('radio');
      expect(await days.first().isChecked()).to.equal(true);
      await dialog(page).getByRole('checkbox', { name: '4pm' }).check();
      // A new day clears the times (SPEC §4).
      const second = days.nth(1);
      const day = (await second.getAttribute('value')) ?? '';
      await dialog(page).locator(`label.day-chip:has(input[value="${day}"])`).click();
      expect(await dialog(page).getByRole('checkbox', { name: '4pm' }).isChecked()).to.equal(false);
      await dialog(page).getByRole('button', { name: 'All am' }).click();
      await dialog(page).getByRole('checkbox', { name: '11am' }).uncheck();
      expect(
        await dialog(page)
          .getByRole('checkbox', { checked: true })
          .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value)),
      ).to.deep.equal(['9:00', '10:00']);
      await expectNoAxeViolations(page, `valuation step 2 ${px}`);
      await expectNoSidewaysScroll(page, `valuation step 2 ${px}`);
      await shots(page, `valuation-step2-${px}`);
      await dialog(page).getByRole('button', { name: 'Next' }).click();

      // Step 3: check and send; the terms first.
      await dialog(page).getByRole('heading', { name: 'Check and send' }).waitFor();
      expect(await counter(page)).to.equal('Step 3/3');
      const summary = (await dialog(page).locator('.valuation-summary').textContent()) ?? '';
      expect(summary).to.contain(picked.split(',')[0]);
      expect(summary).to.contain('at 9am or 10am');
      await dialog(page).getByRole('button', { name: 'Send valuation request' }).click();
      await expectMessages(page, ['You must agree to our terms & conditions']);
      await dialog(page)
        .getByLabel('Anything we should know before the visit?')
        .fill('Tenants in place until March.');
      await dialog(page)
        .getByRole('checkbox', { name: /I agree to the terms/ })
        .check();
      await expectNoAxeViolations(page, `valuation step 3 ${px}`);
      await shots(page, `valuation-step3-${px}`);
      await dialog(page).getByRole('button', { name: 'Send valuation request' }).click();

      // Thank you, the analytics event, and the lead in the sandbox's store.
      await dialog(page).getByRole('heading', { name: 'Thank you, Ann-Marie' }).waitFor();
      expect(await page.locator('.valuation-progress').count()).to.equal(0);
      const pushed = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
          (e) => e['event'] === 'valuation_request_sent',
        ),
      );
      expect(pushed).to.deep.equal([
        {
          event: 'valuation_request_sent',
          valuation_flow: 'three-step',
          valuation_channel: 'letting',
        },
      ]);
      await expectNoAxeViolations(page, `valuation thank you ${px}`);
      await shots(page, `valuation-thanks-${px}`);
      const [lead, ...more] = await leadFrom('oakfield', email);
      expect(more, 'one lead').to.have.length(0);
      const [number = '', street = ''] = /^(\d+) (.+?),/.exec(picked)?.slice(1) ?? [];
      const postcode = picked.split(', ').at(-1) ?? '';
      expect(lead?.via).to.equal('json');
      expect(lead?.lead_client).to.deep.equal({
        first_name: 'Ann-Marie',
        last_name: 'Smith',
        email,
        tel_home: '01823 456789',
        body: '',
        do_not_contact: '1',
        street_address: `${number} ${street}`,
        town: 'Taunton',
        county: 'Somerset',
        postcode,
      });
      expect(lead?.lead).to.deep.equal({
        valuation_reason: "I'm thinking of selling or letting",
        message: 'Tenants in place until March.',
        is_valuation_request: 'true',
        branch_id: '11',
        channel: 'letting',
      });
      expect(lead?.lead_booking).to.deep.equal({
        book_viewing: 'true',
        booking_time: '9:00, 10:00',
        ...bookingDate(day),
      });
      expect(lead?.marketing_preferences).to.deep.equal({ opt_in_terms: 'true' });
      expect(lead?.spam).to.equal(false);
      // Exactly what arrived, JSON types and all.
      const [year, month, dayOfMonth] = day.split('-').map(Number);
      expect(lead?.received['lead_booking']).to.deep.equal({
        book_viewing: true,
        booking_time: '9:00, 10:00',
        booking_day: dayOfMonth,
        booking_month: month,
        booking_year: year,
      });
      expect(lead?.received['lead_client']?.['do_not_contact']).to.equal(1);
      expect(lead?.received['lead']?.['is_valuation_request']).to.equal(true);

      await dialog(page).getByRole('button', { name: 'Close' }).last().click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => location.hash)).to.equal('');
      expectNoErrors(errors);
    });
  });
}

/** Presses Tab until the focused element matches `selector` (and reads `text`, when given), at most `limit` times. */
async function tabTo(page: Page, selector: string, text?: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(
      ({ selector, text }) => {
        const el = document.activeElement;
        return (
          el !== null &&
          el.matches(selector) &&
          (text === undefined || el.textContent?.trim() === text)
        );
      },
      { selector, text },
    );
    if (found) return;
  }
  throw new Error(`Tab never reached ${selector}${text ? ` '${text}'` : ''}`);
}

function keyboardOnlyAt(width: Width) {
  const px = WIDTHS[width];
  it(`is booked with the keyboard alone, from the side link to thank you (${px} px)`, async () => {
    await withFormPage('/', width, async ({ page, errors }) => {
      await tabTo(page, 'a.valuation-side-link', undefined, 80);
      await page.keyboard.press('Enter');
      await page.locator('.valuation-modal form').waitFor({ timeout: 15000 });
      // Focus is in the dialog, on the step's heading; Tab goes on to the fields.
      await page.waitForFunction(
        () => document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true,
      );
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(
        'Your details and the property',
      );
      const email = `keys.${px}@example.co.uk`;
      for (const [name, text] of [
        ['first_name', 'Keir'],
        ['last_name', 'Board'],
        ['email', email],
        ['tel_home', '07700 900456'],
      ] as const) {
        await tabTo(page, `[role="dialog"] [name="${name}"]`);
        await page.keyboard.type(text);
      }
      // The channel radios: the arrow keys choose letting.
      await tabTo(page, '[role="dialog"] input[type="radio"][value="selling"]');
      await page.keyboard.press('ArrowRight');
      expect(
        await page.evaluate(() => (document.activeElement as HTMLInputElement).value),
      ).to.equal('letting');
      await tabTo(page, '[role="dialog"] [role="combobox"]');
      await lookUp(page, 'Castle Street', /Castle Street, Bridgwater/);
      await tabTo(page, '[role="dialog"] button', 'Next');
      await page.keyboard.press('Enter');
      await dialog(page).getByRole('heading', { name: 'Choose a day for the visit' }).waitFor();
      // The day radios: Tab in, arrow to the next day; then a time, by Space.
      await tabTo(page, '[role="dialog"] input[type="radio"]');
      await page.keyboard.press('ArrowRight');
      const day = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
      await tabTo(page, '[role="dialog"] input[value="14:00"]');
      await page.keyboard.press('Space');
      await tabTo(page, '[role="dialog"] button', 'Next');
      await page.keyboard.press('Enter');
      await dialog(page).getByRole('heading', { name: 'Check and send' }).waitFor();
      await tabTo(page, '[role="dialog"] input[name="terms"]');
      await page.keyboard.press('Space');
      await tabTo(page, '[role="dialog"] button', 'Send valuation request');
      await page.keyboard.press('Enter');
      await dialog(page).getByRole('heading', { name: 'Thank you, Keir' }).waitFor();
      const [lead] = await leadFrom('oakfield', email);
      expect(lead?.lead).to.include({ branch_id: '12', channel: 'letting' });
      expect(lead?.lead_client).to.include({ town: 'Bridgwater', county: 'Somerset' });
      expect(lead?.lead_booking).to.deep.equal({
        book_viewing: 'true',
        booking_time: '14:00',
        ...bookingDate(day),
      });
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(
        await page.evaluate(() =>
          document.activeElement?.classList.contains('valuation-side-link'),
        ),
      ).to.equal(true);
      expectNoErrors(errors);
    });
  });
}

/** Steps 1 and 2 with a hand-typed address; leaves the visitor on step 3 with the terms ticked. */
async function toConfirm(page: Page, email: string): Promise<void> {
  await openBooking(page);
  await dialog(page).getByRole('button', { name: 'Enter the address manually' }).click();
  await dialog(page).getByLabel('House number').fill('7');
  await dialog(page).getByRole('textbox', { name: 'Street', exact: true }).fill('Mount Street');
  await dialog(page).getByLabel('Town').fill('Taunton');
  await dialog(page).getByLabel('Postcode').fill('TA1 3QE');
  await fillContact(page, { first: 'Rhiannon', last: 'Jones', email, tel: '01823 112233' });
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await dialog(page).getByRole('heading', { name: 'Choose a day for the visit' }).waitFor();
  await dialog(page).getByRole('button', { name: 'All pm' }).click();
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await dialog(page).getByRole('heading', { name: 'Check and send' }).waitFor();
  await dialog(page)
    .getByLabel('Anything we should know before the visit?')
    .fill('Please call after 5pm.');
  await dialog(page)
    .getByRole('checkbox', { name: /I agree to the terms/ })
    .check();
}

/** What was typed is all still there: the message and terms on step 3, the details on step 1. */
async function expectKept(page: Page): Promise<void> {
  expect(
    await dialog(page).getByLabel('Anything we should know before the visit?').inputValue(),
  ).to.equal('Please call after 5pm.');
  expect(
    await dialog(page)
      .getByRole('checkbox', { name: /I agree to the terms/ })
      .isChecked(),
  ).to.equal(true);
  await dialog(page).getByRole('button', { name: 'Change', exact: false }).first().click();
  await dialog(page).getByRole('heading', { name: 'Your details and the property' }).waitFor();
  expect(await dialog(page).getByLabel('First name').inputValue()).to.equal('Rhiannon');
  expect(
    await dialog(page).getByRole('textbox', { name: 'Street', exact: true }).inputValue(),
  ).to.equal('Mount Street');
}

function failuresAt(width: Width) {
  const px = WIDTHS[width];
  it(`keeps everything with SPEC §8's toast when the platform answers 500 (${px} px)`, async () => {
    await withFormPage('/', width, async ({ page }) => {
      const email = `fail500.${px}@example.co.uk`;
      await toConfirm(page, email);
      await addFault({ method: 'POST', path: '/leads', mode: 'fail', status: 500, times: 1 });
      await dialog(page).getByRole('button', { name: 'Send valuation request' }).click();
      await toast(page, FAILED);
      expect(await dialog(page).getByRole('alert').textContent()).to.equal(FAILED);
      expect(await counter(page)).to.equal('Step 3/3');
      await shots(page, `valuation-500-${px}`);
      await dismissToasts(page);
      await expectNoAxeViolations(page, `valuation after a 500 ${px}`);
      expect(await leadFrom('oakfield', email)).to.have.length(0);
      // Sent again, it goes through once.
      await dialog(page).getByRole('button', { name: 'Send valuation request' }).click();
      await dialog(page).getByRole('heading', { name: 'Thank you, Rhiannon' }).waitFor();
      expect(await leadFrom('oakfield', email)).to.have.length(1);
    });
  });

  // The time limit is the same at every width: waited out once, at 1280 px (20 s of the run).
  if (width === 'desktop')
    it(`keeps everything with SPEC §8's toast when the platform never answers (20 s time limit) (${px} px)`, async () => {
      await withFormPage('/', width, async ({ page }) => {
        const email = `stall.${px}@example.co.uk`;
        await toConfirm(page, email);
        await addFault({ method: 'POST', path: '/leads', mode: 'stall', times: 1 });
        await outlastTimeLimit(
          page,
          () => dialog(page).getByRole('button', { name: 'Send valuation request' }).click(),
          async () => {
            await dialog(page).getByRole('button', { name: 'Sending…' }).waitFor();
            expect(await dialog(page).locator('form').getAttribute('aria-busy')).to.equal('true');
          },
        );
        await toast(page, FAILED, 15000);
        await shots(page, `valuation-stalled-${px}`);
        await expectKept(page);
      });
    });
}

function noBranchAt(width: Width) {
  const px = WIDTHS[width];
  it(`says 'We are sorry' for an address with no branch near, with the number to call and a way back (${px} px)`, async () => {
    await withFormPage('/', width, async ({ page, errors }) => {
      await openBooking(page);
      // The lookup knows addresses beyond the agency's patch (Dorchester is 35 miles from the nearest branch).
      await lookUp(page, 'High West Street', /Dorchester, DT1/);
      await fillContact(page, {
        first: 'Tom',
        last: 'Hardy',
        email: `far.${px}@example.co.uk`,
        tel: '01305 123456',
      });
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      await dialog(page).getByRole('heading', { name: 'We are sorry' }).waitFor();
      expect(
        await dialog(page)
          .getByText("We don't have agents near your property", { exact: true })
          .count(),
      ).to.equal(1);
      expect(
        await dialog(page).getByRole('link', { name: '01823 250100' }).getAttribute('href'),
      ).to.equal('tel:01823250100');
      await expectNoAxeViolations(page, `valuation no branch ${px}`);
      await shots(page, `valuation-no-branch-${px}`);
      await dialog(page).getByRole('button', { name: 'Back to your details' }).click();
      await dialog(page).getByRole('heading', { name: 'Your details and the property' }).waitFor();
      expect(await dialog(page).getByLabel('First name').inputValue()).to.equal('Tom');
      expectNoErrors(errors);
    });
  });

  it(`finds nothing for an unknown address, and still works when the lookup and the branch check fail (${px} px)`, async () => {
    await withFormPage('/', width, async ({ page }) => {
      await openBooking(page);
      const box = dialog(page).getByRole('combobox', { name: 'Property address' });
      await box.pressSequentially('Nowhere Lane Zzz', { delay: 10 });
      await dialog(page)
        .getByText("Sorry we couldn't find that address", { exact: true })
        .first()
        .waitFor();
      await expectNoAxeViolations(page, `valuation address not found ${px}`);
      await shots(page, `valuation-not-found-${px}`);
      await dialog(page).getByRole('button', { name: 'Clear the address search' }).click();
      expect(await box.inputValue()).to.equal('');
      await addFault({
        method: 'GET',
        path: '/address_lookup',
        mode: 'fail',
        status: 500,
        times: 1,
      });
      await box.pressSequentially('Priory', { delay: 10 });
      await dialog(page)
        .getByText(/address search isn't working/)
        .first()
        .waitFor();
      await dialog(page).getByRole('button', { name: 'Enter the address manually' }).click();
      await dialog(page)
        .getByRole('textbox', { name: 'Street', exact: true })
        .fill('Priory Avenue');
      await dialog(page).getByLabel('Town').fill('Taunton');
      await dialog(page).getByLabel('Postcode').fill('TA1 1XZ');
      await fillContact(page, {
        first: 'Ann',
        last: 'Smith',
        email: `lookupfail.${px}@example.co.uk`,
        tel: '01823 456789',
      });
      await addFault({
        method: 'GET',
        path: '/postcode_branch_lookup',
        mode: 'fail',
        status: 500,
        times: 1,
      });
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      await dialog(page)
        .getByRole('alert')
        .filter({ hasText: 'could not check your postcode' })
        .waitFor();
      expect(await dialog(page).getByLabel('First name').inputValue()).to.equal('Ann');
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      await dialog(page).getByRole('heading', { name: 'Choose a day for the visit' }).waitFor();
    });
  });
}

// ---------- single step ------------------------------------------------------------------------

function singleStepAt(width: Width) {
  const px = WIDTHS[width];
  it(`is sent in one step where the agency's theme says so, with the bot check's token (${px} px)`, async () => {
    await withFormPage('/', width, HARBOUR, async ({ page, errors }) => {
      await openBooking(page);
      expect(await page.locator('.valuation-progress').count()).to.equal(0);
      await dialog(page).getByRole('button', { name: 'Request a valuation' }).click();
      await expectMessages(page, [...STEP1_MESSAGES, 'You must agree to our terms & conditions']);
      await expectNoAxeViolations(page, `single-step valuation with errors ${px}`);
      await shots(page, `valuation-single-errors-${px}`);
      const email = `harbour.${px}@example.co.uk`;
      const picked = await lookUp(page, 'Royal York Crescent', /Royal York Crescent, Clifton, BS8/);
      await fillContact(page, { first: 'Zoë', last: "O'Neill", email, tel: '0117 496 0000' });
      await expectMessages(page, ['Please enter a valid last name']);
      await dialog(page).getByLabel('Last name').fill('Oneill');
      await dialog(page).getByLabel('Anything we should know?').fill('Top-floor flat, no lift.');
      await dialog(page)
        .getByRole('checkbox', { name: /I agree to the terms/ })
        .check();
      await expectNoSidewaysScroll(page, `single-step valuation ${px}`);
      await shots(page, `valuation-single-${px}`);
      await dialog(page).getByRole('button', { name: 'Request a valuation' }).click();
      await dialog(page).getByRole('heading', { name: 'Thank you, Zoë' }).waitFor();
      await expectNoAxeViolations(page, `single-step thank you ${px}`);
      await shots(page, `valuation-single-thanks-${px}`);
      const [lead] = await leadFrom('harbour', email);
      expect(lead?.lead_client).to.deep.equal({
        first_name: 'Zoë',
        last_name: 'Oneill',
        email,
        tel_home: '0117 496 0000',
        body: '',
        do_not_contact: '1',
        street_address: picked.split(', ')[0],
        town: 'Clifton',
        county: 'City of Bristol',
        postcode: picked.split(', ').at(-1),
      });
      expect(lead?.lead).to.deep.equal({
        valuation_reason: '',
        message: 'Top-floor flat, no lift.',
        is_valuation_request: 'true',
        branch_id: '21',
        channel: 'selling',
      });
      expect(lead?.lead_booking).to.equal(undefined);
      expect(lead?.received['lead_booking']).to.equal(undefined);
      expect(lead?.recaptchaToken).to.match(/^sbx1\./);
      expectNoErrors(errors);
    });
  });

  it(`sends nothing when the bot check fails or is refused, keeping everything (${px} px)`, async () => {
    await withFormPage('/', width, HARBOUR, async ({ page }) => {
      await openBooking(page);
      const email = `botcheck.${px}@example.co.uk`;
      await dialog(page).getByRole('button', { name: 'Enter the address manually' }).click();
      await dialog(page).getByRole('textbox', { name: 'Street', exact: true }).fill('Cotham Brow');
      await dialog(page).getByLabel('Town').fill('Bristol');
      await dialog(page).getByLabel('Postcode').fill('BS6 6AR');
      await fillContact(page, { first: 'Bea', last: 'Bot', email, tel: '0117 496 0001' });
      await dialog(page)
        .getByRole('checkbox', { name: /I agree to the terms/ })
        .check();
      await steerBotCheck('fail');
      await dialog(page).getByRole('button', { name: 'Request a valuation' }).click();
      await dialog(page).getByRole('alert').filter({ hasText: FAILED }).waitFor();
      await page.locator('.toast--error, .toast').first().waitFor();
      await shots(page, `valuation-bot-check-failed-${px}`);
      expect(await leadFrom('harbour', email)).to.have.length(0);
      await steerBotCheck('invalid');
      await dialog(page).getByRole('button', { name: 'Request a valuation' }).click();
      await toast(page, FAILED);
      expect(await leadFrom('harbour', email)).to.have.length(0);
      expect(
        await dialog(page).getByRole('textbox', { name: 'Street', exact: true }).inputValue(),
      ).to.equal('Cotham Brow');
      await steerBotCheck('pass');
      await dialog(page).getByRole('button', { name: 'Request a valuation' }).click();
      await dialog(page).getByRole('heading', { name: 'Thank you, Bea' }).waitFor();
      expect(await leadFrom('harbour', email)).to.have.length(1);
    });
  });
}

function singleStepKeyboardAt(width: Width) {
  const px = WIDTHS[width];
  it(`is sent in one step with the keyboard alone (${px} px)`, async () => {
    await withFormPage('/', width, HARBOUR, async ({ page, errors }) => {
      await tabTo(page, 'a.valuation-side-link', undefined, 80);
      await page.keyboard.press('Enter');
      await page.locator('.valuation-modal form').waitFor({ timeout: 15000 });
      await page.waitForFunction(
        () => document.activeElement?.textContent === 'Your details and the property',
      );
      const email = `harbour.keys.${px}@example.co.uk`;
      for (const [name, text] of [
        ['first_name', 'Kit'],
        ['last_name', 'Keys'],
        ['email', email],
        ['tel_home', '0117 496 0002'],
      ] as const) {
        await tabTo(page, `[role="dialog"] [name="${name}"]`);
        await page.keyboard.type(text);
      }
      await tabTo(page, '[role="dialog"] [role="combobox"]');
      await lookUp(page, 'Pembroke Road', /Pembroke Road, Clifton/);
      await tabTo(page, '[role="dialog"] input[name="terms"]');
      await page.keyboard.press('Space');
      await tabTo(page, '[role="dialog"] button', 'Request a valuation');
      await page.keyboard.press('Enter');
      await dialog(page).getByRole('heading', { name: 'Thank you, Kit' }).waitFor();
      const [lead] = await leadFrom('harbour', email);
      expect(lead?.lead).to.include({
        branch_id: '21',
        channel: 'selling',
        is_valuation_request: 'true',
      });
      expect(lead?.lead_client).to.include({ town: 'Clifton' });
      expect(lead?.lead_booking).to.equal(undefined);
      expectNoErrors(errors);
    });
  });
}

// ---------- instant valuation ------------------------------------------------------------------

function instantKeyboardAt(width: Width) {
  const px = WIDTHS[width];
  it(`gives an estimate with the keyboard alone, and its call to action opens the booking (${px} px)`, async () => {
    await withFormPage('/', width, async ({ page, errors }) => {
      await tabTo(page, 'a[href="#/valuation"]', 'Get an instant valuation', 80);
      await page.keyboard.press('Enter');
      await page.locator('.valuation-modal form').waitFor({ timeout: 15000 });
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
      await lookUp(page, 'Wembdon Road', /Wembdon Road, Bridgwater/);
      await tabTo(page, '[role="dialog"] select[name="property_type"]');
      await page.keyboard.type('Detached');
      await tabTo(page, '[role="dialog"] select[name="bedrooms"]');
      await page.keyboard.type('4');
      expect(await dialog(page).getByLabel('Property type').inputValue()).to.equal('detached');
      expect(await dialog(page).getByLabel('Bedrooms').inputValue()).to.equal('4');
      await tabTo(page, '[role="dialog"] button', 'Get my estimate');
      await page.keyboard.press('Enter');
      await dialog(page).getByRole('heading', { name: 'Your instant estimate' }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(
        'Your instant estimate',
      );
      await tabTo(page, '[role="dialog"] a', 'Book a free valuation');
      await page.keyboard.press('Enter');
      await dialog(page).getByRole('heading', { name: 'Book a valuation' }).waitFor();
      await dialog(page).locator('.address-chosen__line', { hasText: 'Wembdon Road' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expectNoErrors(errors);
    });
  });
}

function instantAt(width: Width) {
  const px = WIDTHS[width];
  it(`gives the sandbox's range for an address, a type and the bedrooms, and carries them into a booking (${px} px)`, async () => {
    await withFormPage('/', width, async ({ page, errors }) => {
      await page.getByRole('link', { name: 'Get an instant valuation' }).click();
      await dialog(page).getByRole('heading', { name: 'Instant Valuation' }).waitFor();
      await page.locator('.valuation-modal form').waitFor({ timeout: 15000 });
      await expectNoAxeViolations(page, `instant valuation ${px}`);
      await dialog(page).getByRole('button', { name: 'Get my estimate' }).click();
      await expectMessages(page, ['You must enter a valid address']);
      expect(
        await dialog(page).getByText('Please select an option', { exact: true }).count(),
      ).to.equal(2);
      await shots(page, `instant-errors-${px}`);
      const picked = await lookUp(page, 'Staplegrove Road', /Staplegrove Road, Taunton/);
      await dialog(page).getByLabel('Property type').selectOption({ label: 'Semi-detached house' });
      await dialog(page).getByLabel('Bedrooms').selectOption({ label: '3' });
      await addFault({
        method: 'GET',
        path: '/instant_valuation',
        mode: 'fail',
        status: 500,
        times: 1,
      });
      await dialog(page).getByRole('button', { name: 'Get my estimate' }).click();
      await toast(page, "Sorry, we couldn't work out an estimate just now. Please try again.");
      expect(await dialog(page).getByLabel('Bedrooms').inputValue()).to.equal('3');
      await dialog(page).getByRole('button', { name: 'Get my estimate' }).click();
      await dialog(page).getByRole('heading', { name: 'Your instant estimate' }).waitFor();
      const postcode = picked.split(', ').at(-1) ?? '';
      const expected = (await (
        await fetch(
          `${baseUrl()}/instant_valuation?postcode=${encodeURIComponent(postcode)}&property_type=semi-detached&bedrooms=3`,
        )
      ).json()) as { estimate: { low: number; high: number } };
      const pounds = (n: number) => `£${n.toLocaleString('en-GB')}`;
      expect(await dialog(page).locator('.instant-result__range').textContent()).to.equal(
        `${pounds(expected.estimate.low)} – ${pounds(expected.estimate.high)}`,
      );
      await dismissToasts(page);
      await expectNoAxeViolations(page, `instant estimate ${px}`);
      await expectNoSidewaysScroll(page, `instant estimate ${px}`);
      await shots(page, `instant-estimate-${px}`);
      await dialog(page).getByRole('link', { name: 'Book a free valuation' }).click();
      await dialog(page).getByRole('heading', { name: 'Book a valuation' }).waitFor();
      await page.locator('.valuation-modal form').waitFor();
      expect(await dialog(page).locator('.address-chosen__line').textContent()).to.contain(
        picked.split(', ')[0],
      );
      await fillContact(page, {
        first: 'Ivy',
        last: 'Instant',
        email: `instant.${px}@example.co.uk`,
        tel: '01823 000111',
      });
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      await dialog(page).getByRole('button', { name: 'All am' }).click();
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      expect(
        await dialog(page).getByLabel('Anything we should know before the visit?').inputValue(),
      ).to.match(/^Instant estimate: £[\d,]+ – £[\d,]+\. 3 bedroom semi-detached house, /);
      await shots(page, `instant-into-booking-${px}`);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => location.hash)).to.equal('');
      expectNoErrors(errors);
    });
  });
}

// ---------- every link to the routes -------------------------------------------------------------

function linksAt(width: Width) {
  const px = WIDTHS[width];
  it(`opens the right modal from every link to '#/book-a-valuation' and '#/valuation' on the home pages (${px} px)`, async () => {
    for (const options of [{}, HARBOUR]) {
      await withFormPage('/', width, options, async ({ page, errors }) => {
        const links = page.locator('a[href="#/book-a-valuation"], a[href="#/valuation"]');
        const count = await links.count();
        expect(count, 'links to the valuation routes').to.be.at.least(2);
        for (let i = 0; i < count; i += 1) {
          const href = (await links.nth(i).getAttribute('href')) ?? '';
          // Menu links may sit in a closed dropdown: the click is the link's own.
          await links.nth(i).evaluate((a) => (a as HTMLAnchorElement).click());
          const title = href === '#/valuation' ? 'Instant Valuation' : 'Book a valuation';
          await dialog(page).getByRole('heading', { name: title }).waitFor();
          await page.locator('.valuation-modal').waitFor({ timeout: 15000 });
          await page.keyboard.press('Escape');
          await dialog(page).waitFor({ state: 'detached' });
        }
        expectNoErrors(errors);
      });
    }
  });
}

describe('book a valuation and the instant valuation (browser)', function () {
  this.timeout(60000);
  describe('three steps (Oakfield & Vale)', () => {
    threeStepsAt('desktop');
    threeStepsAt('mobile');
    keyboardOnlyAt('desktop');
    keyboardOnlyAt('mobile');
    failuresAt('desktop');
    failuresAt('mobile');
    noBranchAt('mobile');
    noBranchAt('desktop');
  });
  describe('single step (Harbour Homes)', () => {
    singleStepAt('desktop');
    singleStepAt('mobile');
    singleStepKeyboardAt('mobile');
  });
  describe('instant valuation', () => {
    instantAt('desktop');
    instantAt('mobile');
    instantKeyboardAt('desktop');
  });
  describe('links', () => {
    linksAt('desktop');
    linksAt('mobile');
  });
});
