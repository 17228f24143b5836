/**
 * The staff, office and department enquiry forms end to end, in Debian Chromium
 * against the sandbox at 375 px and 1280 px: each form is completed and its lead read back from the
 * sandbox's store field by field; an empty submit shows every SPEC §5 message; a 500 and a stalled
 * server keep what was typed and say 'Request failed. Please try again.'; the form works from the
 * keyboard alone; a closed form keeps its draft. axe-core checks and screenshots along the way.
 */
import {
  addFault,
  clearFaults,
  toast,
  sandboxData,
  tabPastLegalLinks,
} from './support/lead-forms.js';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  expectNoAxeViolations,
  open,
  outlastTimeLimit,
  screenshot,
  type Width,
} from './support/browser.js';

/** A sales property of the demo agency whose branch has contactable staff. */
const PROPERTY = '/properties/1001';
/** Eleanor Hartley, branch director, in the agency's staff data. */
const STAFF_ID = '501';

interface StoredLead {
  readonly lead_client: Record<string, unknown>;
  readonly lead: Record<string, unknown>;
  readonly marketing_preferences: Record<string, unknown>;
}

async function storedLeads(): Promise<StoredLead[]> {
  const data = await sandboxData<{ leads: StoredLead[] }>();
  return data.leads;
}

async function openRoute(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
  await page.locator('form.lead-form').waitFor({ timeout: 15000 });
}

async function fillIn(page: Page, message: string): Promise<void> {
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Shah');
  await page.getByLabel('Email').fill('priya.shah@example.co.uk');
  await page.getByLabel('Telephone').fill('07700 900123');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
}

const dialog = (page: Page) => page.getByRole('dialog');

function formsAt(width: Width, px: number) {
  describe(`at ${px} px`, () => {
    afterEach(clearFaults);

    it('sends a staff enquiry the platform stores field by field, and says so', async () => {
      const { page, context } = await open(PROPERTY, width);
      try {
        await openRoute(page, `#/contact-staff-member/${STAFF_ID}`);
        expect(
          await dialog(page).getByRole('heading', { name: 'Contact Eleanor Hartley' }).count(),
        ).to.equal(1);
        await expectNoAxeViolations(page, `staff enquiry form ${px}`);
        await screenshot(page, `contact-staff-form-${px}`);
        const before = (await storedLeads()).length;
        await fillIn(page, `Is the garden south-facing? (${px})`);
        await page.getByRole('radio', { name: 'Lettings' }).check();
        await page.getByRole('button', { name: 'Send enquiry' }).click();
        await toast(page, 'We have received your enquiry and our agent will be in touch soon.');
        await dialog(page).getByRole('heading', { name: 'Thank you' }).waitFor();
        await screenshot(page, `contact-staff-sent-${px}`);
        const leads = await storedLeads();
        expect(leads.length).to.equal(before + 1);
        const stored = leads[leads.length - 1]!;
        expect(stored.lead_client).to.deep.include({
          first_name: 'Priya',
          last_name: 'Shah',
          email: 'priya.shah@example.co.uk',
          tel_home: '07700 900123',
        });
        expect(String(stored.lead_client['do_not_contact'])).to.equal('1');
        expect(stored.lead).to.deep.include({ agency_employee_id: STAFF_ID, channel: 'letting' });
        expect(String(stored.lead['message'])).to.match(
          /^Property reference: OV1001, .+\n\nIs the garden south-facing\?/,
        );
        expect(String(stored.marketing_preferences['opt_in_terms'])).to.equal('true');
      } finally {
        await context.close();
      }
    });

    it("sends an office enquiry about the property to the property's branch", async () => {
      const { page, context } = await open(PROPERTY, width);
      try {
        await page.getByRole('link', { name: 'Send an enquiry' }).click();
        await page.locator('form.lead-form').waitFor({ timeout: 15000 });
        await fillIn(page, 'Could I see it on Saturday?');
        await page.getByRole('button', { name: 'Send enquiry' }).click();
        await dialog(page).getByRole('heading', { name: 'Thank you' }).waitFor({ timeout: 15000 });
        const leads = await storedLeads();
        const stored = leads[leads.length - 1]!;
        expect(stored.lead['branch_id'] ?? stored.lead['branch_department_id']).to.be.a('string');
        expect(String(stored.lead['message'])).to.contain('Could I see it on Saturday?');
      } finally {
        await context.close();
      }
    });

    it('on an empty submit shows every SPEC §5 message, linked to its field, and focuses the first', async () => {
      const { page, context } = await open(PROPERTY, width);
      try {
        await openRoute(page, `#/contact-staff-member/${STAFF_ID}`);
        await page.getByRole('button', { name: 'Send enquiry' }).click();
        for (const text of [
          'Please enter a valid first name',
          'Please enter a valid last name',
          'Please enter a valid email',
          'Please enter a valid phone number',
          'You must agree to our terms & conditions',
        ]) {
          await dialog(page).getByText(text).waitFor();
        }
        expect(
          await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
        ).to.equal('first_name');
        const describedBy = await page.getByLabel('Email').getAttribute('aria-describedby');
        expect(await page.locator(`#${describedBy?.split(' ').pop()}`).textContent()).to.equal(
          'Please enter a valid email',
        );
        await expectNoAxeViolations(page, `contact form errors ${px}`);
        await screenshot(page, `contact-form-errors-${px}`);
      } finally {
        await context.close();
      }
    });

    it("after a 500 keeps everything typed and says 'Request failed. Please try again.'; then sends", async () => {
      const { page, context } = await open(PROPERTY, width);
      try {
        await openRoute(page, `#/contact-staff-member/${STAFF_ID}`);
        await fillIn(page, 'Second try');
        await addFault({ method: 'POST', path: '/leads', mode: 'fail', status: 500, times: 1 });
        await page.getByRole('button', { name: 'Send enquiry' }).click();
        await toast(page, 'Request failed. Please try again.');
        expect(await page.getByLabel('Message').inputValue()).to.equal('Second try');
        expect(await page.getByLabel('First name').inputValue()).to.equal('Priya');
        await page.getByRole('button', { name: 'Send enquiry' }).click();
        await dialog(page).getByRole('heading', { name: 'Thank you' }).waitFor({ timeout: 15000 });
      } finally {
        await context.close();
      }
    });

    it('keeps what was typed when the form is closed by mistake and opened again', async () => {
      const { page, context } = await open(PROPERTY, width);
      try {
        await openRoute(page, `#/contact-staff-member/${STAFF_ID}`);
        await page.getByLabel('First name').fill('Priya');
        await page.getByLabel('Message').fill('Half-written question');
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
        await openRoute(page, `#/contact-staff-member/${STAFF_ID}`);
        expect(await page.getByLabel('First name').inputValue()).to.equal('Priya');
        expect(await page.getByLabel('Message').inputValue()).to.equal('Half-written question');
      } finally {
        await context.close();
      }
    });
  });
}

describe('staff, office and department enquiries (browser)', function () {
  this.timeout(90_000);
  formsAt('mobile', 375);
  formsAt('desktop', 1280);

  it('can be completed with the keyboard alone', async () => {
    const { page, context } = await open(PROPERTY, 'desktop');
    try {
      await openRoute(page, `#/contact-staff-member/${STAFF_ID}`);
      await page.getByLabel('First name').focus();
      for (const text of [
        'Keyboard',
        '\tOnly',
        '\tkeyboard.only@example.co.uk',
        '\t01823 123456',
        '\tTyped without a mouse',
      ]) {
        if (text.startsWith('\t')) await page.keyboard.press('Tab');
        await page.keyboard.type(text.replace(/^\t/, ''));
      }
      // Tab past the hidden honeypot (out of the tab order) to the terms, tick it, then send.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type),
      ).to.equal('checkbox');
      await page.keyboard.press('Space');
      await tabPastLegalLinks(page);
      await page.keyboard.press('Enter');
      await dialog(page).getByRole('heading', { name: 'Thank you' }).waitFor({ timeout: 15000 });
      const leads = await storedLeads();
      expect(leads[leads.length - 1]!.lead_client).to.deep.include({
        first_name: 'Keyboard',
        last_name: 'Only',
        email: 'keyboard.only@example.co.uk',
        tel_home: '01823 123456',
      });
    } finally {
      await context.close();
    }
  });

  it("says 'Request failed. Please try again.' when the platform does not answer in time, with everything kept", async () => {
    const { page, context } = await open(PROPERTY, 'desktop');
    try {
      await openRoute(page, `#/contact-staff-member/${STAFF_ID}`);
      await fillIn(page, 'Anyone there?');
      await addFault({ method: 'POST', path: '/leads', mode: 'stall', delayMs: 30_000, times: 1 });
      await outlastTimeLimit(
        page,
        () => page.getByRole('button', { name: 'Send enquiry' }).click(),
        () => page.getByRole('button', { name: 'Sending…' }).waitFor(),
      );
      await toast(page, 'Request failed. Please try again.', 15_000);
      expect(await page.getByLabel('Message').inputValue()).to.equal('Anyone there?');
      expect(await page.getByRole('button', { name: 'Send enquiry' }).isEnabled()).to.equal(true);
    } finally {
      await clearFaults();
      await context.close();
    }
  });

  it("offers the agency's own contact for a staff id the page does not know", async () => {
    const { page, context } = await open(PROPERTY, 'mobile');
    try {
      await page.evaluate(() => {
        window.location.hash = '#/contact-staff-member/no-such-person';
      });
      await dialog(page)
        .getByText('We could not find that member of our team, but we will be glad to help:')
        .waitFor({ timeout: 15000 });
    } finally {
      await context.close();
    }
  });
});
