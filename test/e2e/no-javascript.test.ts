/**
 * The site with JavaScript off (a browser that runs none, or the app's code that never arrives):
 * the server's page is the page. The home page's and the results page's search forms are plain
 * forms sending a GET of the search call, which lands on the results of the search chosen; the
 * cookie banner's buttons are a form post that records the choice in the consent cookie and
 * comes back to the same page, and the app reads that choice when its code runs later. No page
 * scrolls sideways. Both demo agencies, at 375 px and 1280 px.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  BOTH_WIDTHS,
  COOKIE_CONSENT_STORAGE_KEY,
  open,
  pageOfEachKind,
  screenshot,
} from './support/browser.js';
import { sandboxData } from './support/lead-forms.js';

const AGENCIES = [
  { host: undefined, name: 'Oakfield', town: 'Taunton', slug: 'taunton' },
  { host: 'harbour', name: 'Harbour', town: 'Clifton', slug: 'clifton' },
] as const;

async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${label}: the page's width`).to.be.at.most(innerWidth);
}

/** Submits a search form and waits for the results page it lands on. */
async function search(page: Page, form: ReturnType<Page['getByRole']>): Promise<URL> {
  const before = page.url();
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.href !== before && url.pathname !== '/search', {
    waitUntil: 'load',
  });
  return new URL(page.url());
}

describe('without JavaScript (browser)', function () {
  this.timeout(60000);

  for (const agency of AGENCIES) {
    const options = { javaScript: false, ...(agency.host ? { host: agency.host } : {}) } as const;
    for (const [width, px] of BOTH_WIDTHS) {
      it(`${agency.name}: the home page's search at ${px} px lands on the results of the channel, place and bedrooms chosen`, async () => {
        const { page, context } = await open('/', width, options);
        try {
          await expectNoSidewaysScroll(page, 'home');
          const form = page.getByRole('search', { name: 'Find a property' });
          await form.getByRole('radio', { name: 'To rent' }).check();
          await form.getByRole('combobox', { name: 'Location' }).fill(agency.town);
          await form.getByLabel('Minimum bedrooms').selectOption('2');
          const landed = await search(page, form);
          expect(landed.pathname).to.match(
            new RegExp(`^/property-to-rent/${agency.slug}/gid-[^/]+/from-2-bed$`),
          );
          expect(await page.locator('h1.results-hero__title').textContent()).to.contain(
            agency.town,
          );
          // The results page's own form shows the search it holds.
          const results = page.getByRole('search', { name: 'Property search' });
          expect(await results.getByRole('radio', { name: 'To rent' }).isChecked()).to.equal(true);
          expect(await results.getByLabel('Minimum bedrooms').inputValue()).to.equal('2');
          await expectNoSidewaysScroll(page, 'results');
          await screenshot(page, `no-js-results-${agency.name.toLowerCase()}-${px}`);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('lets no page kind scroll sideways at 375 px (both agencies)', async () => {
    for (const [agency, property] of [
      [AGENCIES[0], '/properties/1001'],
      [AGENCIES[1], '/properties/5001'],
    ] as const) {
      const host = agency.host ? { host: agency.host } : {};
      const { page, context } = await open('/', 'mobile', { javaScript: false, ...host });
      try {
        for (const path of pageOfEachKind(property)) {
          await page.goto(baseUrl() + path, { waitUntil: 'load' });
          await expectNoSidewaysScroll(page, `${agency.name} ${path}`);
        }
      } finally {
        await context.close();
      }
    }
  });

  for (const [width, px] of BOTH_WIDTHS) {
    it(`the results page's search at ${px} px changes one filter and keeps the others (both agencies)`, async () => {
      for (const [agency, start, change, expected] of [
        [
          AGENCIES[0],
          '/property-for-sale/taunton/gid-f58b2ee6/tag-garden',
          ['Maximum price', '500000'],
          '/property-for-sale/taunton/gid-f58b2ee6/up-to-500000/tag-garden',
        ],
        // Harbour fills its default status into every search: the URL leaves it out, as the app's does.
        [
          AGENCIES[1],
          '/property-to-rent/most-recent-first',
          ['Minimum bedrooms', '2'],
          '/property-to-rent/from-2-bed/most-recent-first',
        ],
      ] as const) {
        const host = agency.host ? { host: agency.host } : {};
        const { page, context } = await open(start, width, { javaScript: false, ...host });
        try {
          const form = page.getByRole('search', { name: 'Property search' });
          await form.getByLabel(change[0]).selectOption(change[1]);
          expect((await search(page, form)).pathname, agency.name).to.equal(expected);
          await expectNoSidewaysScroll(page, `${agency.name} results`);
        } finally {
          await context.close();
        }
      }
    });
  }

  for (const [width, px] of BOTH_WIDTHS) {
    it(`records a choice made in the cookie banner and comes back to the same page, and the app keeps that choice (${px} px)`, async () => {
      const path = '/property-for-sale/taunton/gid-f58b2ee6';
      const { page, context } = await open(path, width, { javaScript: false, consent: 'none' });
      try {
        const banner = page.getByRole('region', { name: 'Cookies on Oakfield & Vale' });
        await banner.waitFor();
        await expectNoSidewaysScroll(page, 'with the banner');
        await screenshot(page, `no-js-cookie-banner-${px}`);
        const logsBefore = (await sandboxData<{ cookieLogs: unknown[] }>('oakfield')).cookieLogs
          .length;
        await banner.getByRole('button', { name: 'Reject non-essential' }).click();
        await page.waitForURL((url) => url.pathname === path, { waitUntil: 'load' });
        expect(new URL(page.url()).search, 'the same page').to.equal('');
        expect(await banner.count(), 'the banner is gone').to.equal(0);
        const cookie = (await context.cookies()).find((c) => c.name === 'agency_cookie_consent');
        expect(cookie?.value).to.equal('rejected');
        expect(cookie?.expires, 'kept for a year').to.be.greaterThan(
          Date.now() / 1000 + 360 * 86400,
        );
        const logs = (await sandboxData<{ cookieLogs: { status: string }[] }>('oakfield'))
          .cookieLogs;
        expect(
          logs.slice(logsBefore).map((log) => log.status),
          'the choice logged',
        ).to.deep.equal(['rejected']);
        await expectNoSidewaysScroll(page, 'after the choice');

        // Later the app's code runs in this browser: it keeps the choice and asks nothing.
        const later = await open(path, width, { consent: 'none' });
        try {
          await later.context.addCookies([{ ...cookie!, sameSite: 'Lax' }]);
          await later.page.reload({ waitUntil: 'load' });
          const key = COOKIE_CONSENT_STORAGE_KEY;
          const kept = await later.page.waitForFunction(
            (name) => window.localStorage.getItem(name),
            key,
            { timeout: 15000 },
          );
          const stored = JSON.parse(String(await kept.jsonValue())) as { status?: string };
          expect(stored.status, 'the choice the app keeps').to.equal('rejected');
          const laterBanner = later.page.getByRole('region', {
            name: 'Cookies on Oakfield & Vale',
          });
          expect(await laterBanner.count(), 'no banner').to.equal(0);
          const laterCookie = (await later.context.cookies()).find(
            (c) => c.name === 'agency_cookie_consent',
          );
          expect(laterCookie?.value).to.equal('rejected');
          expect(later.errors, later.errors.join('\n')).to.deep.equal([]);
        } finally {
          await later.context.close();
        }
      } finally {
        await context.close();
      }
    });
  }

  it('refuses to send a choice made in the cookie banner anywhere but back to this site', async () => {
    const { page, context } = await open('/', 'mobile', { javaScript: false, consent: 'none' });
    try {
      const token = await page
        .locator('.cookie-banner input[name="authenticity_token"]')
        .inputValue();
      for (const away of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
        const response = await page.request.post(baseUrl() + '/cookie_consent', {
          form: { authenticity_token: token, decision: 'accepted', return_to: away },
          maxRedirects: 0,
        });
        expect(response.status(), away).to.equal(303);
        expect(response.headers()['location'], away).to.equal('/');
      }
    } finally {
      await context.close();
    }
  });
});
