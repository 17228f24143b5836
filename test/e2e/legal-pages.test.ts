/**
 * The agency's terms, privacy notice and cookie policy as a visitor meets them, in Debian Chromium
 * against the sandbox: the pages the settings name are real pages on both demo agencies (Oakfield
 * & Vale names its own paths, Harbour Homes takes the defaults), readable from 320 px to 1280 px
 * without scrolling sideways; the cookie policy lists every cookie and storage key the site really
 * set in this browser; a form's terms and privacy links open those pages in a new tab and the form
 * keeps what was typed. axe-core and screenshots (full pages too) at 375 px and 1280 px.
 */
import { expect } from 'chai';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  appReady,
  axeAndScreenshot,
  baseUrl,
  COOKIE_CONSENT_STORAGE_KEY,
  expectNoAxeViolations,
  HARBOUR,
  open,
  screenshot,
  type Width,
} from './support/browser.js';
import { atEachWidth } from './support/layout.js';

interface AgencyCase {
  readonly name: string;
  readonly options: { readonly host?: string };
  readonly terms: string;
  readonly privacy: string;
  readonly cookies: string;
  /** The site asks for cookie consent (Oakfield & Vale): the consent cookie and key are set. */
  readonly banner: boolean;
}

const OAKFIELD_CASE: AgencyCase = {
  name: 'Oakfield & Vale',
  options: {},
  terms: '/terms-and-conditions',
  privacy: '/privacy-notice',
  cookies: '/cookie-policy',
  banner: true,
};
const HARBOUR_CASE: AgencyCase = {
  name: 'Harbour Homes',
  options: HARBOUR,
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookie-policy',
  banner: false,
};

/** Each page's heading, and what its text must say. */
const PAGES = [
  {
    key: 'terms',
    heading: 'Terms and conditions',
    says: ['Using this website', 'Property details', 'Governing law'],
  },
  {
    key: 'privacy',
    heading: 'Privacy notice',
    says: [
      'Who we are',
      'What we collect',
      'Why we use it',
      'How long we keep it',
      'Your rights',
      'Information Commissioner',
    ],
  },
  {
    key: 'cookies',
    heading: 'Cookie policy',
    says: ['sandbox_session', 'Browser storage', 'How to change'],
  },
] as const;

/** The page's article body, once the sanitiser has put it in (the server sends a summary first). */
const body = (page: Page) => page.locator('main .article__body');

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  expect(response?.status(), `${path} answers`).to.equal(200);
  await appReady(page);
  await body(page).locator('h2').first().waitFor({ timeout: 15000 });
}

/** Nothing sticks out sideways at any width from 320 px to 1280 px. */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  await atEachWidth(page, async (width) => {
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth, `${label} scrolls sideways at ${width} px`).to.be.at.most(innerWidth);
  });
}

/** The link's accessible description (what a screen reader adds after its name). */
async function descriptionOf(link: Locator): Promise<string> {
  return link.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** The terms link in the form's checkbox label and the privacy notice's link: their pages, in a new tab. */
async function expectLegalLinks(form: Locator, agency: AgencyCase, label: string): Promise<void> {
  const checkbox = form.getByRole('checkbox', { name: /I agree to the terms & conditions/ });
  expect(await checkbox.count(), `${label}: the terms checkbox`).to.equal(1);
  const terms = form
    .locator('.form-field--checkbox label')
    .getByRole('link', { name: 'terms & conditions' });
  expect(await terms.getAttribute('href'), `${label}: the terms link`).to.equal(agency.terms);
  expect(await terms.getAttribute('target')).to.equal('_blank');
  expect(await terms.getAttribute('rel')).to.contain('noopener');
  expect(await descriptionOf(terms)).to.equal('(opens in a new tab)');
  const notice = form.locator('.privacy-notice');
  expect(await notice.textContent(), `${label}: the privacy notice`).to.contain(agency.name);
  const privacy = notice.getByRole('link', { name: 'How we use your personal data' });
  expect(await privacy.getAttribute('href')).to.equal(agency.privacy);
  expect(await privacy.getAttribute('target')).to.equal('_blank');
  expect(await descriptionOf(privacy)).to.equal('(opens in a new tab)');
}

/** Follows a link that opens a new tab: answers the new tab once its page has started. */
async function followToNewTab(context: BrowserContext, link: Locator): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState('load');
  await appReady(tab);
  return tab;
}

describe('legal pages and the links forms give to them (browser)', function () {
  this.timeout(120000);

  for (const [agency, width] of [
    [OAKFIELD_CASE, 'desktop'],
    [HARBOUR_CASE, 'mobile'],
  ] as const) {
    const px = width === 'mobile' ? 375 : 1280;
    it(`serves ${agency.name}'s terms, privacy notice and cookie policy, linked from the footer (${px} px)`, async () => {
      const o = await open('/', width as Width, agency.options);
      try {
        const { page } = o;
        const footer = page.locator('footer');
        expect(
          await footer.getByRole('link', { name: 'Terms & conditions' }).getAttribute('href'),
        ).to.equal(agency.terms);
        expect(
          await footer.getByRole('link', { name: 'Privacy notice' }).getAttribute('href'),
        ).to.equal(agency.privacy);
        expect(
          await footer.getByRole('link', { name: 'Cookie policy' }).getAttribute('href'),
        ).to.equal(agency.cookies);
        for (const { key, heading, says } of PAGES) {
          await visit(page, agency[key]);
          expect(await page.locator('main h1').textContent()).to.equal(heading);
          const text = (await body(page).textContent()) ?? '';
          for (const words of says) expect(text, `${agency.name} ${heading}`).to.contain(words);
          expect(text).to.contain(agency.name);
          await expectNoAxeViolations(page, `${agency.name} ${heading} ${px}`);
          await screenshot(
            page,
            `legal-${key}-${agency.options.host ? 'harbour' : 'oakfield'}-${px}`,
            { fullPage: true },
          );
          await expectNoSidewaysScroll(page, `${agency.name} ${heading}`);
        }
        // The consent cookie and key are listed only where the site asks for consent.
        const policy = (await body(page).textContent()) ?? '';
        expect(policy.includes('agency_cookie_consent'), 'the consent cookie is listed').to.equal(
          agency.banner,
        );
        expect(policy.includes(COOKIE_CONSENT_STORAGE_KEY), 'the consent key is listed').to.equal(
          agency.banner,
        );
        expect(o.errors, o.errors.join('\n')).to.deep.equal([]);
      } finally {
        await o.context.close();
      }
    });
  }

  it('lists in the cookie policy every cookie and storage key the site set while a visitor used it (Oakfield & Vale, 1280 px)', async () => {
    const o = await open('/', 'desktop', { consent: 'none' });
    try {
      const { page, context } = o;
      const banner = page.getByRole('region', { name: 'Cookies on Oakfield & Vale' });
      await banner.getByRole('button', { name: 'Accept all cookies' }).click();
      await page
        .locator('.toast__message', { hasText: 'You have accepted analytics cookies.' })
        .waitFor();
      await page.locator('button.save-property').first().click();
      await page
        .locator('.toast__message', { hasText: 'Property saved.' })
        .first()
        .waitFor({ timeout: 15000 });
      await page.goto(baseUrl() + '/property-for-sale', { waitUntil: 'load' });
      await appReady(page);
      await page
        .getByRole('group', { name: 'Layout' })
        .getByRole('button', { name: 'List' })
        .click();
      await visit(page, OAKFIELD_CASE.cookies);
      const policy = (await body(page).textContent()) ?? '';
      const keys = await page.evaluate(() => Object.keys(localStorage));
      const cookies = (await context.cookies()).map((cookie) => cookie.name);
      expect(keys.length, 'the visit stored something').to.be.greaterThan(2);
      expect(cookies).to.include.members(['sandbox_session', 'agency_cookie_consent']);
      for (const name of [...keys, ...cookies])
        expect(policy, `the cookie policy lists ${name}`).to.contain(name);
    } finally {
      await o.context.close();
    }
  });

  it('opens the terms and the privacy notice from a staff enquiry form in a new tab, and the form keeps what was typed (Oakfield & Vale, 1280 px)', async () => {
    const o = await open('/properties/1001', 'desktop');
    try {
      const { page, context } = o;
      await page.evaluate(() => {
        window.location.hash = '#/contact-staff-member/501';
      });
      const form = page.locator('form.lead-form');
      await form.waitFor({ timeout: 15000 });
      await expectLegalLinks(form, OAKFIELD_CASE, 'staff enquiry');
      await form.getByLabel('First name').fill('Priya');
      const terms = await followToNewTab(
        context,
        form.getByRole('link', { name: 'terms & conditions' }),
      );
      expect(new URL(terms.url()).pathname).to.equal(OAKFIELD_CASE.terms);
      expect(await terms.locator('main h1').textContent()).to.equal('Terms and conditions');
      await terms.close();
      const privacy = await followToNewTab(
        context,
        form.getByRole('link', { name: 'How we use your personal data' }),
      );
      expect(await privacy.locator('main h1').textContent()).to.equal('Privacy notice');
      await privacy.close();
      expect(await form.getByLabel('First name').inputValue()).to.equal('Priya');
      expect(
        await form.getByRole('checkbox', { name: /I agree to the terms/ }).isChecked(),
        'the link did not tick the box',
      ).to.equal(false);
      await axeAndScreenshot(
        page,
        'staff enquiry form with its legal links',
        'legal-links-staff-form-1280',
      );
      // The register form says what an account's details are used for, with the same links.
      await page.evaluate(() => {
        window.location.hash = '#/user';
      });
      const register = page.locator('form', {
        has: page.getByRole('button', { name: 'Register' }),
      });
      await register.waitFor({ timeout: 15000 });
      await expectLegalLinks(register, OAKFIELD_CASE, 'register');
      expect(await register.locator('.privacy-notice').textContent()).to.contain('your account');
    } finally {
      await o.context.close();
    }
  });

  it("links the default pages from Harbour Homes' one-step valuation form (375 px)", async () => {
    const o = await open('/#/book-a-valuation', 'mobile', HARBOUR);
    try {
      const { page } = o;
      const form = page.locator('.valuation-modal form');
      await form.waitFor({ timeout: 15000 });
      await expectLegalLinks(form, HARBOUR_CASE, 'one-step valuation');
      await form.locator('.privacy-notice').scrollIntoViewIfNeeded();
      await axeAndScreenshot(
        page,
        'one-step valuation with its legal links',
        'legal-links-valuation-375',
      );
    } finally {
      await o.context.close();
    }
  });
});
