/**
 * The viewing form, the new-homes interest form, the careers form with its file upload, and the
 * legacy entry points, end to end in Debian Chromium against the sandbox at 375 px and 1280 px
 * (issue §4, §5): each form is completed and what it sent is read back from the sandbox's store
 * field by field; an empty submit shows every SPEC §5 message; a 500 and a stalled server keep
 * what was typed and say 'Request failed. Please try again.'; a bot check the platform refuses
 * keeps the form with the platform's words; each form works from the keyboard alone. axe-core
 * checks and screenshots along the way; nothing scrolls sideways.
 */
import {
  addFault,
  bookingDate,
  toast,
  expectNoSidewaysScroll,
  sandboxData,
  withFormPage,
  tabPastLegalLinks,
  steerBotCheck,
} from './support/lead-forms.js';
import { expect } from 'chai';
import type { Page, Request } from 'playwright-core';
import { RECAPTCHA_INVALID_TEXT, appointmentDays, isAppointmentDay } from '../../core/index.js';
import { buildAgency } from '../../sandbox/seed/index.js';
import {
  axeAndScreenshot,
  expectNoAxeViolations,
  outlastTimeLimit,
  screenshot,
  WIDTHS,
  type OpenOptions,
  type Width,
} from './support/browser.js';

/** The showcase sales property of the demo agency. */
const PROPERTY_ID = '1001';
const PROPERTY = `/properties/${PROPERTY_ID}/sales/kingston-road-taunton`;
/** A development of the demo agency (new homes with plots). */
const DEVELOPMENT = (() => {
  const listing = buildAgency('oakfield', new Date()).listings.find(
    (l) => l.detail.tags.includes('new homes') && l.detail.childProperties.length > 0,
  );
  if (!listing) throw new Error('the demo agency has no development');
  return listing.detail;
})();
const CAREERS = '/articles/careers';

interface StoredLead {
  readonly propertyId?: string;
  readonly channel?: string;
  readonly via: string;
  readonly lead_client: Record<string, string>;
  readonly lead: Record<string, string>;
  readonly lead_booking?: Record<string, string>;
  readonly marketing_preferences: Record<string, string>;
  readonly spam: boolean;
}
interface StoredSubmission {
  readonly formId: string;
  readonly fields: Record<string, string>;
  readonly files: readonly { field: string; name: string; size: number; type: string }[];
  readonly pagePath?: string;
  readonly optInTerms: boolean;
}

type Agency = 'oakfield' | 'harbour';

/** How a page of the agency is opened: the demo agency is the sandbox's own host. */
const hostOf = (agency: Agency): OpenOptions => (agency === 'oakfield' ? {} : { host: agency });

async function stored(
  agency: Agency = 'oakfield',
): Promise<{ leads: StoredLead[]; formSubmissions: StoredSubmission[] }> {
  return sandboxData<{ leads: StoredLead[]; formSubmissions: StoredSubmission[] }>(agency);
}

const dialog = (page: Page) => page.getByRole('dialog');

/**
 * A screenshot of all of it: the whole page, or the whole of an open modal (the window is made
 * tall enough for the modal's content, then put back). An open modal whose content shows whole in
 * the window is taken only by the screenshot of the window just before this.
 */
async function fullScreenshot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  const tall = await page.evaluate(() => {
    const body = document.querySelector('.modal__body');
    return body ? body.scrollHeight + 260 : 0;
  });
  if (tall === 0) {
    await screenshot(page, name, { fullPage: true });
    return;
  }
  if (!size || tall <= size.height) return;
  await page.setViewportSize({ width: size.width, height: tall });
  await screenshot(page, name);
  await page.setViewportSize(size);
}

/** Console errors of the page itself: the hidden frame a native post lands in runs no script, and Chromium says so for each. */
function pageErrors(errors: readonly string[]): string[] {
  return errors.filter(
    (e) => !/Blocked script execution in .* because the document's frame is sandboxed/.test(e),
  );
}

/** What a form is, for the checks every form gets. */
interface FormSpec {
  readonly name: string;
  readonly agency: Agency;
  readonly path: string;
  /** Opens the form from the page as a visitor does. */
  readonly open: (page: Page) => Promise<void>;
  /** Fills every required field (and the terms) with `email` as the email. */
  readonly fill: (page: Page, email: string) => Promise<void>;
  readonly submit: string;
  /** The platform call the form posts to (for faults). */
  readonly endpoint: string;
  /** Whether the sandbox holds what was sent with `email`. */
  readonly arrived: (email: string) => Promise<boolean>;
}

async function clickSubmit(page: Page, name: string): Promise<void> {
  await dialog(page).getByRole('button', { name }).click();
}

async function expectKept(page: Page, email: string): Promise<void> {
  const form = dialog(page);
  await form.getByRole('button', { name: /Request viewing|Register interest|Send$/ }).waitFor();
  expect(await form.getByLabel('Email').inputValue()).to.equal(email);
  expect(await form.getByLabel('First name').inputValue()).to.not.equal('');
}

/** A 500 and a stalled server: the form stays, with everything typed, and says so. */
function failuresOf(spec: FormSpec) {
  describe(`${spec.name}: when sending fails (1280 px)`, () => {
    it("keeps what was typed and says 'Request failed. Please try again.' on a 500", async () => {
      await withFormPage(spec.path, 'desktop', hostOf(spec.agency), async ({ page }) => {
        await spec.open(page);
        const email = `five.hundred.${spec.name.length}@example.co.uk`;
        await spec.fill(page, email);
        await addFault({
          method: 'POST',
          path: spec.endpoint,
          mode: 'fail',
          status: 500,
          times: 1,
        });
        await clickSubmit(page, spec.submit);
        await toast(page, 'Request failed. Please try again.');
        await expectKept(page, email);
        expect(await spec.arrived(email)).to.equal(false);
        await screenshot(page, `${spec.name.replace(/\W+/g, '-')}-500-1280`);
      });
    });

    it("keeps what was typed and says 'Request failed. Please try again.' when the server never answers", async () => {
      await withFormPage(spec.path, 'desktop', hostOf(spec.agency), async ({ page }) => {
        await spec.open(page);
        const email = `stalled.${spec.name.length}@example.co.uk`;
        await spec.fill(page, email);
        await addFault({ method: 'POST', path: spec.endpoint, mode: 'stall', times: 1 });
        await outlastTimeLimit(
          page,
          () => clickSubmit(page, spec.submit),
          () => dialog(page).getByRole('button', { name: 'Sending…' }).waitFor(),
        );
        await toast(page, 'Request failed. Please try again.', 15000);
        await expectKept(page, email);
        expect(await spec.arrived(email)).to.equal(false);
      });
    });
  });
}

/** A failed and a refused bot check (the agency whose check is on): the form stays, with everything typed, and says so. */
function botCheckOf(spec: FormSpec) {
  describe(`${spec.name}: when the bot check fails (1280 px)`, () => {
    it('keeps what was typed when the bot check fails in the browser, and sends once it passes', async () => {
      await withFormPage(spec.path, 'desktop', hostOf(spec.agency), async ({ page }) => {
        await spec.open(page);
        const email = `robot.${spec.name.length}@example.co.uk`;
        await spec.fill(page, email);
        await steerBotCheck('fail', 1);
        await clickSubmit(page, spec.submit);
        await page
          .locator('.toast__message', {
            hasText:
              /We couldn't confirm that you are not a robot|Request failed. Please try again./,
          })
          .first()
          .waitFor({ timeout: 15000 });
        await expectKept(page, email);
        expect(await spec.arrived(email)).to.equal(false);
        await clickSubmit(page, spec.submit);
        await dialog(page).waitFor({ state: 'detached', timeout: 20000 });
        expect(await spec.arrived(email)).to.equal(true);
      });
    });

    it("keeps what was typed when the platform refuses the bot check's token, in the platform's words", async () => {
      await withFormPage(spec.path, 'desktop', hostOf(spec.agency), async ({ page }) => {
        await spec.open(page);
        const email = `forged.${spec.name.length}@example.co.uk`;
        await spec.fill(page, email);
        await steerBotCheck('invalid', 1);
        await clickSubmit(page, spec.submit);
        await toast(page, "We couldn't confirm that you are not a robot. Please try again.");
        await expectKept(page, email);
        expect(await spec.arrived(email)).to.equal(false);
      });
    });
  });
}

// ---------- the viewing form ---------------------------------------------------------------------

async function openViewing(page: Page): Promise<void> {
  await page.locator('.property-contact a[href="#/book-a-viewing"]').click();
  await dialog(page).getByRole('heading', { name: 'Book a viewing' }).waitFor();
  await page.locator('form.lead-form').waitFor({ timeout: 15000 });
}

async function fillViewing(
  page: Page,
  email: string,
  who = { first: 'Priya', last: 'Shah' },
): Promise<void> {
  const form = dialog(page);
  await form.getByLabel('First name').fill(who.first);
  await form.getByLabel('Last name').fill(who.last);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Telephone').fill('07700 900123');
  await form.getByLabel('Message').fill('Could we view on a weekday morning? We are chain free.');
  await form.getByRole('checkbox', { name: /I agree to the terms/ }).check();
}

async function viewingLead(
  email: string,
  agency: Agency = 'oakfield',
): Promise<StoredLead | undefined> {
  return (await stored(agency)).leads.find((l) => l.lead_client['email'] === email);
}

const VIEWING: FormSpec = {
  name: 'the viewing form',
  agency: 'oakfield',
  path: PROPERTY,
  open: openViewing,
  fill: fillViewing,
  submit: 'Request viewing',
  endpoint: `/properties/${PROPERTY_ID}/sales/leads`,
  arrived: async (email) => (await viewingLead(email)) !== undefined,
};

function viewingAt(width: Width) {
  const px = WIDTHS[width];
  describe(`the viewing form at ${px} px`, () => {
    it('is completed and sent natively; the page the platform answers with says so; the lead arrives field by field', async () => {
      await withFormPage(PROPERTY, width, async ({ page, errors }) => {
        await openViewing(page);
        const form = dialog(page);
        expect(await form.getByText('Kingston Road, Taunton').count()).to.be.greaterThan(0);
        expect(await form.getByLabel('Message').inputValue()).to.equal(
          'I would like to arrange a viewing of Kingston Road, Taunton.',
        );
        await axeAndScreenshot(page, `viewing form ${px}`, `viewing-form-${px}`);
        const email = `sian.${px}@example.co.uk`;
        await fillViewing(page, email, { first: 'Siân', last: 'Ap-Rhys' });
        const day = form.getByLabel('Preferred day');
        const firstDay = await day.locator('option').nth(1).getAttribute('value');
        await day.selectOption(firstDay ?? '');
        await form.getByLabel('Preferred time').selectOption('10:00');
        await form.locator('summary', { hasText: 'Add your address' }).click();
        await form.getByLabel('House number').fill('12');
        await form.getByLabel('Street').fill('Priory Avenue');
        await form.getByLabel('Town').fill('Taunton');
        await form.getByLabel('Postcode').fill('TA1 1XZ');
        await expectNoSidewaysScroll(page, `viewing form ${px}`);
        await axeAndScreenshot(page, `viewing form filled ${px}`, `viewing-form-filled-${px}`);
        await fullScreenshot(page, `viewing-form-filled-full-${px}`);
        const posted = page.waitForRequest(
          (r: Request) => r.method() === 'POST' && r.url().endsWith(VIEWING.endpoint),
        );
        await clickSubmit(page, 'Request viewing');
        await posted;
        await toast(page, 'Thank you. The Oakfield & Vale team will be in touch shortly.');
        await dialog(page).waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).to.equal(PROPERTY);
        await screenshot(page, `viewing-sent-${px}`);
        const lead = await viewingLead(email);
        expect(lead, 'the lead in the sandbox').to.not.equal(undefined);
        expect(lead?.via).to.equal('form');
        expect(lead?.propertyId).to.equal(PROPERTY_ID);
        expect(lead?.channel).to.equal('sales');
        expect(lead?.lead_client).to.deep.equal({
          first_name: 'Siân',
          last_name: 'Ap-Rhys',
          email,
          tel_home: '07700 900123',
          house_number: '12',
          street_address: 'Priory Avenue',
          town: 'Taunton',
          postcode: 'TA1 1XZ',
          body: '',
          do_not_contact: '1',
        });
        expect(lead?.lead).to.deep.equal({
          lead_type: 'email_portal_lead',
          message: 'Could we view on a weekday morning? We are chain free.',
        });
        expect(lead?.lead_booking).to.deep.equal({
          book_viewing: '1',
          booking_time: '10:00',
          ...bookingDate(firstDay ?? ''),
        });
        expect(lead?.marketing_preferences).to.deep.equal({ opt_in_terms: '1' });
        expect(lead?.spam).to.equal(false);
        expect(pageErrors(errors), errors.join('\n')).to.deep.equal([]);
      });
    });

    it('shows every SPEC message on an empty submit, focuses the first, and sends nothing', async () => {
      await withFormPage(PROPERTY, width, async ({ page }) => {
        await openViewing(page);
        const form = dialog(page);
        await form.getByLabel('Message').fill('');
        let posts = 0;
        page.on('request', (r) => {
          if (r.method() === 'POST' && r.url().endsWith(VIEWING.endpoint)) posts += 1;
        });
        await clickSubmit(page, 'Request viewing');
        const messages = await form.locator('.form-field__error').allTextContents();
        expect(messages).to.deep.equal([
          'Please enter a valid first name',
          'Please enter a valid last name',
          'Please enter a valid email',
          'Please enter a valid phone number',
          'Please enter a valid message',
          'You must agree to our terms & conditions',
        ]);
        expect(
          await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
        ).to.equal('first_name');
        expect(await form.getByLabel('First name').getAttribute('aria-invalid')).to.equal('true');
        await axeAndScreenshot(page, `viewing form errors ${px}`, `viewing-form-errors-${px}`);
        // Letters never reach the telephone field; put right, the errors go.
        await form.getByLabel('Telephone').fill('07700 9001ab23');
        expect(await form.getByLabel('Telephone').inputValue()).to.equal('07700 900123');
        expect(posts).to.equal(0);
      });
    });
  });
}

// ---------- the new-homes form --------------------------------------------------------------------

const ADDRESS = (() => {
  const agency = buildAgency('oakfield', new Date());
  const address = agency.addresses.find(
    (a) => a.building_number !== '' && a.town_or_city === 'Taunton',
  );
  if (!address) throw new Error('no Taunton address in the seeded lookup');
  return address;
})();

async function openNewHomes(page: Page): Promise<void> {
  await page.locator('.property-contact a[href="#/new-homes-enquiry"]').click();
  await dialog(page).getByRole('heading', { name: 'Register your interest' }).waitFor();
  await page.locator('form.lead-form').waitFor({ timeout: 15000 });
}

async function fillNewHomes(page: Page, email: string): Promise<void> {
  const form = dialog(page);
  await form.getByLabel('First name').fill('Tomasz');
  await form.getByLabel('Last name').fill('Nowak');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Telephone').fill('01823 765432');
  await form.getByRole('checkbox', { name: /I agree to the terms/ }).check();
}

async function submission(
  email: string,
  agency: Agency = 'oakfield',
): Promise<StoredSubmission | undefined> {
  return (await stored(agency)).formSubmissions.find((f) => f.fields['email'] === email);
}

const NEW_HOMES: FormSpec = {
  name: 'the new-homes form',
  agency: 'oakfield',
  path: DEVELOPMENT.property_url,
  open: openNewHomes,
  fill: fillNewHomes,
  submit: 'Register interest',
  endpoint: '/form_submissions',
  arrived: async (email) => (await submission(email)) !== undefined,
};

function newHomesAt(width: Width) {
  const px = WIDTHS[width];
  const development = DEVELOPMENT.display_address.split(',')[0] ?? '';
  describe(`the new-homes form at ${px} px`, () => {
    it('is built from the form elements, with the development locked and the address looked up; what it sent arrives field by field', async () => {
      await withFormPage(DEVELOPMENT.property_url, width, async ({ page, errors }) => {
        await openNewHomes(page);
        const form = dialog(page);
        const labels = await form.locator('.form-field__label').allTextContents();
        expect(labels.slice(0, 6).map((l) => l.replace(/ \*$/, ''))).to.deep.equal([
          'Development of interest',
          'First name',
          'Last name',
          'Email',
          'Telephone',
          'Current home address',
        ]);
        const locked = form.getByLabel('Development of interest');
        expect(await locked.inputValue()).to.equal(development);
        expect(await locked.isDisabled()).to.equal(true);
        await axeAndScreenshot(page, `new-homes form ${px}`, `new-homes-form-${px}`);
        const email = `tomasz.${px}@example.co.uk`;
        await fillNewHomes(page, email);
        const search = form.getByRole('combobox', { name: 'Current home address' });
        await search.fill(
          `${ADDRESS.building_number} ${ADDRESS.line_1.split(' ').slice(1).join(' ')}`,
        );
        await form.getByRole('option').first().waitFor({ timeout: 10000 });
        await search.press('ArrowDown');
        await search.press('Enter');
        await form.locator('.address-chosen__line').waitFor();
        await form.getByLabel('Message').fill('Is plot 3 still available?');
        await expectNoSidewaysScroll(page, `new-homes form ${px}`);
        await axeAndScreenshot(page, `new-homes form filled ${px}`, `new-homes-form-filled-${px}`);
        await fullScreenshot(page, `new-homes-form-filled-full-${px}`);
        const chosen = (await form.locator('.address-chosen__line').textContent()) ?? '';
        await clickSubmit(page, 'Register interest');
        await toast(page, 'Thank you. The Oakfield & Vale team will be in touch shortly.');
        await dialog(page).waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).to.equal(DEVELOPMENT.property_url);
        await expectNoSidewaysScroll(page, `development page ${px}`);
        await fullScreenshot(page, `new-homes-development-page-full-${px}`);
        await page
          .locator('.property-contact')
          .screenshot({ path: `artifacts/screenshots/new-homes-contact-card-${px}.png` });
        const sent = await submission(email);
        expect(sent, 'the submission in the sandbox').to.not.equal(undefined);
        expect(sent?.formId).to.equal('701');
        expect(sent?.pagePath).to.equal(DEVELOPMENT.property_url);
        expect(sent?.optInTerms).to.equal(true);
        expect(sent?.fields).to.deep.equal({
          development_of_interest: development,
          first_name: 'Tomasz',
          last_name: 'Nowak',
          email,
          telephone: '01823 765432',
          current_home_address: chosen,
          message: 'Is plot 3 still available?',
          development_id: DEVELOPMENT.property_id,
          do_not_contact: '1',
        });
        expect(chosen).to.contain(ADDRESS.postcode);
        expect(pageErrors(errors), errors.join('\n')).to.deep.equal([]);
      });
    });

    it("shows 'Please enter a valid {friendly name}' for each required field on an empty submit, and sends nothing", async () => {
      await withFormPage(DEVELOPMENT.property_url, width, async ({ page }) => {
        await openNewHomes(page);
        const form = dialog(page);
        await clickSubmit(page, 'Register interest');
        expect(await form.locator('.form-field__error').allTextContents()).to.deep.equal([
          'Please enter a valid First name',
          'Please enter a valid Last name',
          'Please enter a valid Email',
          'Please enter a valid Telephone',
          'You must agree to our terms & conditions',
        ]);
        expect(
          await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
        ).to.equal('first_name');
        await axeAndScreenshot(page, `new-homes form errors ${px}`, `new-homes-form-errors-${px}`);
        expect(
          (await stored()).formSubmissions.filter(
            (f) => f.formId === '701' && f.fields['first_name'] === '',
          ),
        ).to.deep.equal([]);
      });
    });
  });
}

// ---------- the new-homes form with the bot check on (the second agency) -------------------------

/** The second agency's development: its bot check is on, so its new-homes form runs the challenge. */
const HARBOUR_DEVELOPMENT = (() => {
  const listing = buildAgency('harbour', new Date()).listings.find(
    (l) => l.detail.tags.includes('new homes') && l.detail.childProperties.length > 0,
  );
  if (!listing)
    throw new Error(
      'the second agency has no development, so its new-homes form cannot be tested with the bot check on',
    );
  return listing.detail;
})();

const HARBOUR_ADDRESS = (() => {
  const address = buildAgency('harbour', new Date()).addresses.find(
    (a) => a.building_number !== '' && a.town_or_city === 'Clifton',
  );
  if (!address) throw new Error("no Clifton address in the second agency's lookup");
  return address;
})();

const HARBOUR_NEW_HOMES: FormSpec = {
  ...NEW_HOMES,
  name: 'the new-homes form (bot check on)',
  agency: 'harbour',
  path: HARBOUR_DEVELOPMENT.property_url,
  arrived: async (email) => (await submission(email, 'harbour')) !== undefined,
};

/** Everything the visitor has typed or chosen in the new-homes form, to compare before and after. */
async function newHomesEntries(page: Page): Promise<Record<string, string | boolean>> {
  const form = dialog(page);
  return {
    first: await form.getByLabel('First name').inputValue(),
    last: await form.getByLabel('Last name').inputValue(),
    email: await form.getByLabel('Email').inputValue(),
    telephone: await form.getByLabel('Telephone').inputValue(),
    message: await form.getByLabel('Message').inputValue(),
    address: (await form.locator('.address-chosen__line').textContent()) ?? '',
    terms: await form.getByRole('checkbox', { name: /I agree to the terms/ }).isChecked(),
  };
}

function newHomesBotCheckAt(width: Width) {
  const px = WIDTHS[width];
  it(`keeps everything typed and says '${RECAPTCHA_INVALID_TEXT}' when the challenge fails, posts nothing, then sends once it passes (${px} px)`, async () => {
    await withFormPage(
      HARBOUR_DEVELOPMENT.property_url,
      width,
      { host: 'harbour' },
      async ({ page, errors }) => {
        const posts: string[] = [];
        page.on('request', (r) => {
          if (r.method() === 'POST' && new URL(r.url()).pathname === '/form_submissions')
            posts.push(r.url());
        });
        await openNewHomes(page);
        const form = dialog(page);
        const email = `robot.new.homes.${px}@example.co.uk`;
        await fillNewHomes(page, email);
        const search = form.getByRole('combobox', { name: 'Your address' });
        await search.fill(HARBOUR_ADDRESS.postcode);
        await form.getByRole('option').first().waitFor({ timeout: 10000 });
        await search.press('ArrowDown');
        await search.press('Enter');
        await form.locator('.address-chosen__line').waitFor();
        await form.getByLabel('Message').fill('Which plots face the river?');
        const typed = await newHomesEntries(page);

        await steerBotCheck('fail', 1);
        await clickSubmit(page, 'Register interest');
        await toast(page, RECAPTCHA_INVALID_TEXT);
        // An error toast, in the alert region, in the engine's words and no other.
        expect(
          await page.locator('[role="alert"] .toast__message').allTextContents(),
        ).to.deep.equal([`Error: ${RECAPTCHA_INVALID_TEXT}`]);
        await form.getByRole('button', { name: 'Register interest' }).waitFor();
        expect(await newHomesEntries(page)).to.deep.equal(typed);
        expect(posts, 'posts to /form_submissions after a failed challenge').to.deep.equal([]);
        expect(await submission(email, 'harbour')).to.equal(undefined);
        await axeAndScreenshot(
          page,
          `new-homes form with a failed bot check ${px}`,
          `new-homes-bot-check-failed-${px}`,
        );

        // The next challenge passes: the form goes once, with a token the platform accepts.
        await clickSubmit(page, 'Register interest');
        await toast(page, 'Thank you, your enquiry has been sent.');
        await dialog(page).waitFor({ state: 'detached' });
        expect(posts).to.have.length(1);
        const sent = await submission(email, 'harbour');
        expect(sent?.formId).to.equal('802');
        expect(sent?.pagePath).to.equal(HARBOUR_DEVELOPMENT.property_url);
        expect(sent?.fields).to.deep.equal({
          development_of_interest: HARBOUR_DEVELOPMENT.display_address.split(',')[0],
          first_name: 'Tomasz',
          last_name: 'Nowak',
          email,
          telephone: '01823 765432',
          address: typed['address'],
          message: 'Which plots face the river?',
          development_id: HARBOUR_DEVELOPMENT.property_id,
          do_not_contact: '1',
        });
        expect(pageErrors(errors), errors.join('\n')).to.deep.equal([]);
      },
    );
  });
}

// ---------- the careers form (file upload) --------------------------------------------------------

const CV = {
  name: 'cv-alex-morgan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% a short CV\n'.repeat(200)),
};

async function openCareers(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Apply now: send us your CV' }).click();
  await dialog(page).getByRole('heading', { name: 'Apply to join our team' }).waitFor();
  await page.locator('form.lead-form').waitFor({ timeout: 15000 });
}

async function fillCareers(page: Page, email: string): Promise<void> {
  const form = dialog(page);
  await form.getByLabel('First name').fill('Alex');
  await form.getByLabel('Last name').fill('Morgan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Telephone').fill('07700 900456');
  await form.getByLabel('CV').setInputFiles(CV);
  await form.getByRole('checkbox', { name: /I agree to the terms/ }).check();
}

const CAREERS_FORM: FormSpec = {
  name: 'the careers form',
  agency: 'oakfield',
  path: CAREERS,
  open: openCareers,
  fill: fillCareers,
  submit: 'Send',
  endpoint: '/form_submissions',
  arrived: async (email) => (await submission(email)) !== undefined,
};

function careersAt(width: Width) {
  const px = WIDTHS[width];
  describe(`the careers form (file upload) at ${px} px`, () => {
    it('is built from the page data, takes a CV and sends it multipart; what it sent arrives field by field', async () => {
      await withFormPage(CAREERS, width, async ({ page, errors }) => {
        await openCareers(page);
        await axeAndScreenshot(page, `careers form ${px}`, `careers-form-${px}`);
        const email = `alex.${px}@example.co.uk`;
        await fillCareers(page, email);
        const form = dialog(page);
        await form.getByLabel('Role you are interested in').fill('Lettings negotiator');
        await form.getByLabel('Covering letter').fill('I have five years in lettings in Taunton.');
        expect(await form.getByText(`Chosen: ${CV.name}`).count()).to.equal(1);
        await expectNoSidewaysScroll(page, `careers form ${px}`);
        await screenshot(page, `careers-form-filled-${px}`);
        await fullScreenshot(page, `careers-form-filled-full-${px}`);
        await clickSubmit(page, 'Send');
        await toast(page, 'Thank you. The Oakfield & Vale team will be in touch shortly.');
        await dialog(page).waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).to.equal(CAREERS);
        await expectNoSidewaysScroll(page, `careers page ${px}`);
        await fullScreenshot(page, `careers-page-full-${px}`);
        const sent = await submission(email);
        expect(sent, 'the submission in the sandbox').to.not.equal(undefined);
        expect(sent?.formId).to.equal('702');
        expect(sent?.fields).to.deep.equal({
          first_name: 'Alex',
          last_name: 'Morgan',
          email,
          tel_home: '07700 900456',
          role: 'Lettings negotiator',
          message: 'I have five years in lettings in Taunton.',
          do_not_contact: '1',
        });
        expect(sent?.files).to.deep.equal([
          {
            field: 'form_submission[cv]',
            name: CV.name,
            size: CV.buffer.length,
            type: 'application/pdf',
          },
        ]);
        expect(pageErrors(errors), errors.join('\n')).to.deep.equal([]);
      });
    });

    it("asks for the CV with '! Please fill in this field.', refuses and clears a file over 10 MB, offers only the file types the platform takes and refuses an empty file or another type at once, and sends nothing", async () => {
      await withFormPage(CAREERS, width, async ({ page }) => {
        await openCareers(page);
        const form = dialog(page);
        await clickSubmit(page, 'Send');
        expect(await form.locator('.form-field__error').allTextContents()).to.deep.equal([
          'Please enter a valid First name',
          'Please enter a valid Last name',
          'Please enter a valid Email',
          'Please enter a valid Telephone',
          '! Please fill in this field.',
          'You must agree to our terms & conditions',
        ]);
        await axeAndScreenshot(page, `careers form errors ${px}`, `careers-form-errors-${px}`);
        const file = form.getByLabel('CV');
        await file.setInputFiles({
          name: 'scans.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
        });
        await form.getByText("File size can't be over 10mb").waitFor();
        await file.scrollIntoViewIfNeeded();
        expect(await file.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).to.equal(
          0,
        );
        await screenshot(page, `careers-form-too-large-${px}`);
        await file.setInputFiles({
          name: 'ten.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.alloc(10 * 1024 * 1024),
        });
        expect(await form.getByText("File size can't be over 10mb").count()).to.equal(0);
        expect(await form.getByText('Chosen: ten.pdf (10.0 MB)').count()).to.equal(1);

        // The types offered; another type or an empty file is refused as it is chosen.
        expect((await file.getAttribute('accept'))?.split(',')).to.include.members([
          '.pdf',
          '.doc',
          '.docx',
          '.odt',
          '.rtf',
          '.txt',
          '.jpg',
          '.jpeg',
          '.png',
        ]);
        expect(
          await form
            .getByText(
              'One PDF, Word, OpenDocument, rich text, plain text, JPEG or PNG file, up to 10 MB',
            )
            .count(),
        ).to.equal(1);
        const chosen = () => file.evaluate((input: HTMLInputElement) => input.files?.length ?? 0);
        await file.setInputFiles({
          name: 'cv.exe',
          mimeType: 'application/x-msdownload',
          buffer: Buffer.from('MZ'),
        });
        await form
          .getByText(
            'Please choose a PDF, Word, OpenDocument, rich text, plain text, JPEG or PNG file.',
          )
          .waitFor();
        expect(await chosen()).to.equal(0);
        await file.setInputFiles({
          name: 'empty.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.alloc(0),
        });
        await form.getByText('This file is empty. Please choose another file.').waitFor();
        expect(await chosen()).to.equal(0);
        await expectNoAxeViolations(page, `careers form with a refused file ${px}`);
        await file.setInputFiles(CV);
        expect(await form.getByText(`Chosen: ${CV.name}`).count()).to.equal(1);
      });
    });
  });
}

/** The second agency (its bot check is on): a property's viewing form, and the landlord form in its content. */
const HARBOUR_PROPERTY = (() => {
  const listing = buildAgency('harbour', new Date()).listings.find(
    (l) => l.detail.property_channel === 'sales',
  );
  if (!listing) throw new Error('the second agency has no sales listing');
  return listing.detail;
})();

const HARBOUR_VIEWING: FormSpec = {
  name: 'the viewing form (bot check on)',
  agency: 'harbour',
  path: HARBOUR_PROPERTY.property_url,
  open: openViewing,
  fill: fillViewing,
  submit: 'Request viewing',
  endpoint: `/properties/${HARBOUR_PROPERTY.property_id}/sales/leads`,
  arrived: async (email) => (await viewingLead(email, 'harbour')) !== undefined,
};

const LANDLORD_FORM: FormSpec = {
  name: 'the landlord form (bot check on)',
  agency: 'harbour',
  path: '/articles/letting-your-flat-in-bristol',
  open: async (page) => {
    await page.getByRole('link', { name: 'Ask for a rental valuation' }).click();
    await dialog(page).getByRole('heading', { name: 'Rental valuation' }).waitFor();
    await page.locator('form.lead-form').waitFor({ timeout: 15000 });
  },
  fill: async (page, email) => {
    const form = dialog(page);
    await form.getByLabel('First name').fill('Lena');
    await form.getByLabel('Last name').fill('Brook');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Telephone').fill('0117 496 0000');
    await form
      .getByLabel('Address of the property to let')
      .fill('Flat 4, 9 Redcliffe Parade, Bristol BS1 6SP');
    await form.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  },
  submit: 'Send',
  endpoint: '/form_submissions',
  arrived: async (email) => (await submission(email, 'harbour')) !== undefined,
};

// ---------- the keyboard alone ------------------------------------------------------------------

describe('the forms from the keyboard alone (1280 px)', () => {
  it('books a viewing: Enter on the link, Tab through the fields, arrows in the selects, Space on the terms, Enter to send', async () => {
    await withFormPage(PROPERTY, 'desktop', async ({ page }) => {
      await page.locator('.property-contact a[href="#/book-a-viewing"]').focus();
      await page.keyboard.press('Enter');
      await page.locator('form.lead-form').waitFor({ timeout: 15000 });
      expect(
        await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
      ).to.equal('first_name');
      await page.keyboard.type('Keyboard');
      for (const text of ['Only', 'keys.only@example.co.uk', '01823 111222']) {
        await page.keyboard.press('Tab');
        await page.keyboard.type(text);
      }
      await page.keyboard.press('Tab'); // preferred day
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab'); // preferred time
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab'); // message (kept as offered)
      await page.keyboard.press('Tab'); // the folded address
      await page.keyboard.press('Tab'); // the terms (the honeypot is out of the tab order)
      await page.keyboard.press('Space');
      await tabPastLegalLinks(page);
      await page.keyboard.press('Enter');
      await dialog(page).waitFor({ state: 'detached', timeout: 20000 });
      const lead = await viewingLead('keys.only@example.co.uk');
      expect(lead?.lead_client).to.include({
        first_name: 'Keyboard',
        last_name: 'Only',
        tel_home: '01823 111222',
      });
      expect(lead?.lead['message']).to.equal(
        'I would like to arrange a viewing of Kingston Road, Taunton.',
      );
      expect(lead?.lead_booking?.['booking_time']).to.equal('9:00');
    });
  });

  it('registers interest in a development, the address picked with the arrow keys', async () => {
    await withFormPage(DEVELOPMENT.property_url, 'desktop', async ({ page }) => {
      await page.locator('.property-contact a[href="#/new-homes-enquiry"]').focus();
      await page.keyboard.press('Enter');
      await page.locator('form.lead-form').waitFor({ timeout: 15000 });
      expect(
        await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
      ).to.equal('first_name');
      await page.keyboard.type('Kay');
      for (const text of ['Board', 'kay.board@example.co.uk', '01823 333444']) {
        await page.keyboard.press('Tab');
        await page.keyboard.type(text);
      }
      await page.keyboard.press('Tab'); // the address search
      await page.keyboard.type(ADDRESS.postcode);
      await dialog(page).getByRole('option').first().waitFor({ timeout: 10000 });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await dialog(page).locator('.address-chosen__line').waitFor();
      // From the chosen address: Change, Edit, the message, then the terms and the button.
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await tabPastLegalLinks(page);
      await page.keyboard.press('Enter');
      await dialog(page).waitFor({ state: 'detached', timeout: 20000 });
      const sent = await submission('kay.board@example.co.uk');
      expect(sent?.fields).to.include({
        first_name: 'Kay',
        last_name: 'Board',
        telephone: '01823 333444',
      });
      expect(sent?.fields['current_home_address']).to.contain(ADDRESS.postcode);
    });
  });

  it('applies with a CV, the file chosen from the keyboard', async () => {
    await withFormPage(CAREERS, 'desktop', async ({ page }) => {
      // Listened for from the start: Playwright asks Chromium to hand it file choosers when the
      // first listener is added, and a key pressed straight after could beat that request on a
      // busy machine (the chooser then opens unseen, and the wait times out).
      const chooser = page.waitForEvent('filechooser', { timeout: 45000 });
      void chooser.catch(() => undefined); // a step before it that fails is the failure to report
      await page.getByRole('link', { name: 'Apply now: send us your CV' }).focus();
      await page.keyboard.press('Enter');
      await page.locator('form.lead-form').waitFor({ timeout: 15000 });
      // The dialog puts focus in its first field once it has opened (on a busy machine, a moment later).
      await page.waitForFunction(
        () =>
          (document.activeElement as HTMLInputElement | null)?.name?.endsWith('first_name') ===
          true,
        undefined,
        { timeout: 10000 },
      );
      await page.keyboard.type('Kim');
      for (const text of ['Keys', 'kim.keys@example.co.uk', '01823 555666', 'Valuer']) {
        await page.keyboard.press('Tab');
        await page.keyboard.type(text);
      }
      await page.keyboard.press('Tab'); // the CV
      await page.waitForFunction(
        () => (document.activeElement as HTMLInputElement | null)?.type === 'file',
        undefined,
        { timeout: 5000 },
      );
      await page.keyboard.press('Space');
      await (await chooser).setFiles(CV);
      await page.keyboard.press('Tab'); // covering letter
      await page.keyboard.type('Please find my CV attached.');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await tabPastLegalLinks(page);
      await page.keyboard.press('Enter');
      await dialog(page).waitFor({ state: 'detached', timeout: 20000 });
      const sent = await submission('kim.keys@example.co.uk');
      expect(sent?.fields).to.include({
        first_name: 'Kim',
        role: 'Valuer',
        message: 'Please find my CV attached.',
      });
      expect(sent?.files.map((f) => f.name)).to.deep.equal([CV.name]);
    });
  });
});

// ---------- the legacy entry points ---------------------------------------------------------------

function legacyAt(width: Width) {
  const px = WIDTHS[width];
  describe(`the legacy entry points at ${px} px`, () => {
    it("'#/book_a_valuation' loads the legacy calendar once and hands over; its 'Continue' opens the valuation modal with the day and time picked already chosen on step 2, and they go with the lead", async () => {
      await withFormPage('/', width, async ({ page, errors }) => {
        let loads = 0;
        page.on('request', (r) => {
          if (r.url().endsWith('/legacy_asset_bundles/legacy_calendar.js')) loads += 1;
        });
        await page.evaluate(() => (window.location.hash = '#/book_a_valuation'));
        const calendar = page.getByRole('dialog', { name: 'Book a valuation' });
        await calendar.locator('.lc-dialog, .lc-options').first().waitFor({ timeout: 15000 });
        // The calendar took the focus; the site shows no dialog of its own beside it.
        expect(
          await page.evaluate(() => document.activeElement?.closest('.lc-dialog') !== null),
        ).to.equal(true);
        expect(await page.locator('.modal').count()).to.equal(0);
        await expectNoAxeViolations(page, `legacy calendar ${px}`);
        await expectNoSidewaysScroll(page, `legacy calendar ${px}`);
        await screenshot(page, `legacy-calendar-${px}`);
        // Close hands back: the hash is cleared, the calendar gone.
        await calendar.getByRole('button', { name: 'Close' }).click();
        await page.waitForFunction(
          () =>
            document.querySelector('.lc-dialog') === null &&
            !location.hash.includes('book_a_valuation'),
        );
        // Opened again: the script is not fetched again.
        await page.evaluate(() => (window.location.hash = '#/book_a_valuation'));
        await page.locator('.lc-dialog').waitFor();
        expect(loads).to.equal(1);
        // The latest day of the calendar's that core also offers: never the valuation's own first
        // day, so a preselection cannot pass for the form's default.
        const offered = await page
          .locator('.lc-dialog input[type="radio"]')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
        const now = new Date();
        const iso = offered.filter((value) => isAppointmentDay(value, now)).at(-1) ?? '';
        expect(iso, `a bookable day among ${offered.join(', ')}`).to.not.equal('');
        expect(iso).to.not.equal(appointmentDays(now)[0]);
        await page.locator(`.lc-dialog input[value="${iso}"]`).check();
        await page.locator('.lc-dialog input[value="14:00"]').check();
        await page.getByRole('button', { name: 'Continue to your details' }).click();
        await page.waitForFunction(() => location.hash.startsWith('#/book-a-valuation'));
        expect(await page.evaluate(() => location.hash)).to.equal(
          `#/book-a-valuation?date=${iso}&time=14%3A00`,
        );
        await page.getByRole('dialog').first().waitFor();
        expect(await page.locator('.lc-dialog').count()).to.equal(0);
        expect(
          await page
            .getByRole('dialog')
            .first()
            .getByRole('heading', { level: 2 })
            .first()
            .textContent(),
        ).to.match(/valuation/i);
        await screenshot(page, `legacy-calendar-handed-back-${px}`);

        // The day and time picked are already chosen on the valuation's step 2, and go with the lead.
        await page.locator('.valuation-modal form').waitFor({ timeout: 15000 });
        const form = dialog(page);
        await form.getByLabel('First name').fill('Lena');
        await form.getByLabel('Last name').fill('Marsh');
        const email = `legacy.handback.${px}@example.co.uk`;
        await form.getByLabel('Email').fill(email);
        await form.getByLabel('Telephone').fill('01823 222333');
        const search = form.getByRole('combobox', { name: 'Property address' });
        await search.fill(ADDRESS.postcode);
        await form.getByRole('option').first().waitFor({ timeout: 10000 });
        await search.press('ArrowDown');
        await search.press('Enter');
        await form.getByRole('button', { name: 'Change address' }).waitFor();
        await form.getByRole('button', { name: 'Next' }).click();

        await form.getByRole('heading', { name: 'Choose a day for the visit' }).waitFor();
        expect(
          await form.locator(`input[type="radio"][value="${iso}"]`).isChecked(),
          `${iso} is chosen`,
        ).to.equal(true);
        expect(await form.getByRole('radio', { checked: true }).count()).to.equal(1);
        expect(
          await form
            .getByRole('checkbox', { checked: true })
            .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value)),
        ).to.deep.equal(['14:00']);
        expect(await form.locator('.form-field__error').count()).to.equal(0);
        await form.locator(`input[type="radio"][value="${iso}"]`).scrollIntoViewIfNeeded();
        await expectNoAxeViolations(
          page,
          `valuation step 2 handed back by the legacy calendar ${px}`,
        );
        await expectNoSidewaysScroll(page, `valuation step 2 handed back ${px}`);
        await screenshot(page, `legacy-calendar-step2-preselected-${px}`);

        await form.getByRole('button', { name: 'Next' }).click();
        await form.getByRole('heading', { name: 'Check and send' }).waitFor();
        expect(await form.locator('.valuation-summary').textContent()).to.contain('at 2pm');
        await form.getByRole('checkbox', { name: /I agree to the terms/ }).check();
        await form.getByRole('button', { name: 'Send valuation request' }).click();
        await form.getByRole('heading', { name: 'Thank you, Lena' }).waitFor({ timeout: 15000 });
        const lead = (await stored()).leads.find((l) => l.lead_client['email'] === email);
        expect(lead?.lead_booking).to.include({ booking_time: '14:00', ...bookingDate(iso) });
        expect(pageErrors(errors), errors.join('\n')).to.deep.equal([]);
      });
    });

    it('a press on an hfview__open element, and the rda_viewing event, open the viewing modal', async () => {
      await withFormPage(DEVELOPMENT.property_url, width, async ({ page }) => {
        const legacyLink = page.locator('.property-description a.hfview__open');
        await legacyLink.waitFor();
        // The requests are followed from the page's start: until the app is up a press only
        // follows the link's own '#', so press until the viewing modal opens.
        const deadline = Date.now() + 15000;
        for (;;) {
          await legacyLink.click();
          const opened = await page
            .waitForFunction(() => location.hash === '#/book-a-viewing', undefined, {
              timeout: 1000,
            })
            .then(
              () => true,
              () => false,
            );
          if (opened || Date.now() > deadline) break;
        }
        await dialog(page)
          .getByRole('heading', { name: 'Book a viewing' })
          .waitFor({ timeout: 15000 });
        expect(await page.evaluate(() => location.hash)).to.equal('#/book-a-viewing');
        await screenshot(page, `legacy-hfview-viewing-${px}`);
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
        await page.evaluate(() => document.dispatchEvent(new Event('rda_viewing')));
        await dialog(page)
          .getByRole('heading', { name: 'Book a viewing' })
          .waitFor({ timeout: 15000 });
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
        await page.evaluate(() => window.dispatchEvent(new CustomEvent('rda_viewing')));
        await dialog(page)
          .getByRole('heading', { name: 'Book a viewing' })
          .waitFor({ timeout: 15000 });
      });
    });
  });
}

describe('the legacy calendar when its script cannot load (1280 px)', () => {
  it('says so and offers the online valuation form and the telephone instead', async () => {
    await withFormPage('/', 'desktop', async ({ page }) => {
      await addFault({
        method: 'GET',
        path: '/legacy_asset_bundles/legacy_calendar.js',
        mode: 'fail',
        status: 500,
      });
      await page.evaluate(() => (window.location.hash = '#/book_a_valuation'));
      const modal = page.getByRole('dialog', { name: 'Book a valuation' });
      await modal
        .getByText('Our booking calendar could not be opened just now.')
        .waitFor({ timeout: 15000 });
      expect(await modal.getByRole('link', { name: /^[\d +()]+$/ }).count()).to.equal(1);
      await axeAndScreenshot(page, 'legacy calendar failed', 'legacy-calendar-failed-1280');
      await modal.getByRole('button', { name: 'Book a valuation online' }).click();
      await page.waitForFunction(() => location.hash === '#/book-a-valuation');
    });
  });
});

describe('the valuation handed a day it cannot book (1280 px)', () => {
  it('ignores a Sunday and its time without an error: step 2 starts on the first offered day with no time chosen', async () => {
    await withFormPage('/', 'desktop', async ({ page }) => {
      const now = new Date();
      const sunday = Array.from(
        { length: 14 },
        (_, ahead) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + ahead + 1),
      ).find((d) => d.getDay() === 0);
      const iso = sunday
        ? `${sunday.getFullYear()}-${String(sunday.getMonth() + 1).padStart(2, '0')}-${String(sunday.getDate()).padStart(2, '0')}`
        : '';
      await page.evaluate(
        (hash) => (window.location.hash = hash),
        `#/book-a-valuation?date=${iso}&time=14%3A00`,
      );
      await page.locator('.valuation-modal form').waitFor({ timeout: 15000 });
      const form = dialog(page);
      await form.getByLabel('First name').fill('Sam');
      await form.getByLabel('Last name').fill('Day');
      await form.getByLabel('Email').fill('sam.day@example.co.uk');
      await form.getByLabel('Telephone').fill('01823 222444');
      const search = form.getByRole('combobox', { name: 'Property address' });
      await search.fill(ADDRESS.postcode);
      await form.getByRole('option').first().waitFor({ timeout: 10000 });
      await search.press('ArrowDown');
      await search.press('Enter');
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByRole('heading', { name: 'Choose a day for the visit' }).waitFor();
      expect(
        await form.locator(`input[type="radio"][value="${appointmentDays(now)[0]}"]`).isChecked(),
      ).to.equal(true);
      expect(await form.locator(`input[type="radio"][value="${iso}"]`).count()).to.equal(0);
      expect(await form.getByRole('checkbox', { checked: true }).count()).to.equal(0);
      expect(await form.locator('.form-field__error, .form-alert').count()).to.equal(0);
      expect(await page.locator('.toast').count()).to.equal(0);
    });
  });
});

describe('viewing, new homes, careers and legacy entry points (browser)', function () {
  this.timeout(90000);
  for (const width of ['desktop', 'mobile'] as const) {
    viewingAt(width);
    newHomesAt(width);
    careersAt(width);
    legacyAt(width);
  }
  failuresOf(VIEWING);
  failuresOf(NEW_HOMES);
  failuresOf(CAREERS_FORM);
  botCheckOf(HARBOUR_VIEWING);
  botCheckOf(LANDLORD_FORM);
  botCheckOf(HARBOUR_NEW_HOMES);
  describe('the new-homes form when the bot check fails (the second agency)', () => {
    newHomesBotCheckAt('mobile');
    newHomesBotCheckAt('desktop');
  });
});
