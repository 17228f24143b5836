/**
 * What a visitor expects on an agency site, in Debian Chromium against the sandbox:
 * a property search in the home page's hero in both agencies, a page-not-found page that helps,
 * and demo listings whose words fit them. axe-core checks and screenshots at 375 px and 1280 px.
 */
import { expect } from 'chai';
import {
  appReady,
  axeAndScreenshot,
  BOTH_WIDTHS,
  expectNoConsoleErrors,
  withOpen,
  type Opened,
} from './support/browser.js';

/** Console messages of a page, for the ones a test forbids (warnings about settings). */
function consoleWarnings(o: Opened): string[] {
  const seen: string[] = [];
  o.page.on('console', (msg) => {
    if (msg.type() === 'warning') seen.push(msg.text());
  });
  return seen;
}

const AGENCIES = [
  { host: undefined, name: 'Oakfield', place: 'Taunton, Somerset', typed: 'taun' },
  { host: 'harbour', name: 'Harbour', place: 'Clifton, City of Bristol', typed: 'clif' },
] as const;

describe('home page search and the page-not-found page (browser)', function () {
  this.timeout(60000);

  for (const agency of AGENCIES) {
    for (const [width, px] of BOTH_WIDTHS) {
      it(`${agency.name}: searches from the home page's hero at ${px} px: channel, a suggested place, price`, async () => {
        await withOpen('/', width, agency.host ? { host: agency.host } : {}, async (o) => {
          const { page } = o;
          const form = page.getByRole('search', { name: 'Find a property' });
          await form.waitFor();
          expect(await page.locator('.hero').getByRole('search').count()).to.equal(1);
          await axeAndScreenshot(
            page,
            `${agency.name} home ${px}`,
            `home-search-${agency.name.toLowerCase()}-${px}`,
          );

          await form.getByRole('radio', { name: 'To rent' }).check();
          expect(await form.getByLabel('Maximum rent per month').count()).to.equal(1);
          await form.getByRole('radio', { name: 'For sale' }).check();
          const location = form.getByRole('combobox', { name: 'Location' });
          await location.fill(agency.typed);
          const suggestion = form.getByRole('option', { name: agency.place });
          await suggestion.waitFor();
          expect(await location.getAttribute('aria-expanded')).to.equal('true');
          await suggestion.click();
          expect(await location.inputValue()).to.equal(agency.place);
          await form.getByLabel('Maximum price').selectOption({ index: 8 });
          const max = await form.getByLabel('Maximum price').inputValue();
          await Promise.all([
            page.waitForURL(
              (url) =>
                url.pathname.startsWith('/property-for-sale/') &&
                url.pathname.includes('/gid-') &&
                url.pathname.includes(`up-to-${max}`),
            ),
            form.getByRole('button', { name: 'Search', exact: true }).click(),
          ]);
          await appReady(page);
          expect(await page.locator('h1.results-hero__title').textContent()).to.contain(
            agency.place.split(',')[0],
          );
          // On a phone the results page folds its form into a one-line summary: Edit opens it.
          if (width === 'mobile') await page.getByRole('button', { name: /Edit$/ }).click();
          expect(
            await page
              .getByRole('search', { name: 'Property search' })
              .getByLabel('Maximum price')
              .inputValue(),
          ).to.equal(max);
          expectNoConsoleErrors(o);
        });
      });
    }
  }

  for (const [width, px] of BOTH_WIDTHS) {
    it(`helps a visitor on from a page that does not exist, at ${px} px`, async () => {
      await withOpen('/no-such-page/at-all', width, async (o) => {
        const { page } = o;
        const warnings = consoleWarnings(o);
        await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
        const search = page.getByRole('search', { name: 'Search for a property' });
        expect(await search.count()).to.equal(1);
        const next = page.getByRole('navigation', { name: 'Where to go next' });
        expect(
          await next.getByRole('link', { name: 'Property for sale' }).getAttribute('href'),
        ).to.equal('/property-for-sale');
        expect(
          await next.getByRole('link', { name: 'Property to rent' }).getAttribute('href'),
        ).to.equal('/property-to-rent');
        expect(
          await next.getByRole('link', { name: 'Our branches' }).getAttribute('href'),
        ).to.equal('/branches');
        expect(await next.getByRole('link', { name: 'Contact us' }).getAttribute('href')).to.equal(
          '#/contact-office',
        );
        expect(await page.locator('main a[href^="tel:"]').first().getAttribute('href')).to.equal(
          'tel:01823250100',
        );
        await axeAndScreenshot(page, `not found ${px}`, `not-found-${px}`);
        // The search works from here too.
        await search.getByRole('radio', { name: 'To rent' }).check();
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/property-to-rent'),
          search.getByRole('button', { name: 'Search', exact: true }).click(),
        ]);
        await appReady(page);
        expect(
          warnings.filter((w) => w.includes('settings') || w.includes('Page data')),
          warnings.join('\n'),
        ).to.deep.equal([]);
        // The document of a missing page is a 404 (the browser logs it); nothing else went wrong.
        expect(
          o.errors.filter((e) => !e.includes('404')),
          o.errors.join('\n'),
        ).to.deep.equal([]);
      });
    });
  }

  describe('demo listings read true', () => {
    it('shows no stray markup in the showcase description (property 1001)', async () => {
      await withOpen('/properties/1001', 'desktop', async (o) => {
        const description = o.page.locator('.property-description');
        await description.locator('a').first().waitFor();
        const text = (await description.textContent()) ?? '';
        expect(text).to.contain('Contact the branch to arrange a time.');
        expect(text).to.not.match(/<\/?script|literal/);
        expectNoConsoleErrors(o);
      });
    });

    it('describes the retail unit (property 1061) as business premises', async () => {
      await withOpen('/properties/1061', 'desktop', async (o) => {
        const description = o.page.locator('.property-description');
        await description.locator('p').first().waitFor();
        const text = ((await description.textContent()) ?? '').toLowerCase();
        expect(text).to.contain('retail unit');
        expect(text).to.not.match(/family home|school catchment|bedroom/);
        expectNoConsoleErrors(o);
      });
    });
  });
});
