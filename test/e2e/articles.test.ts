/**
 * The articles and location-guide pages as a visitor uses them, in Debian Chromium
 * against the sandbox platform: the articles index filtered by topic and paged through with real
 * links, an empty topic and a page past the end, an article with its sanitised body, related
 * articles and the way back, the agency form an article offers, an unknown article's flash toast,
 * and a county and a postcode page (a heading naming the place over its results). Each at 375 px
 * and 1280 px with axe-core and screenshots; no page of this issue scrolls sideways from 320 px
 * to 1280 px; the head of each (title, description, canonical, Open Graph, JSON-LD) survives
 * hydration unchanged.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { FLASH_MESSAGES } from '../../core/notifications/flash.js';
import {
  appReady,
  axeAndScreenshot,
  baseUrl,
  BOTH_WIDTHS,
  expectNoConsoleErrors,
  screenshot,
  withOpen,
} from './support/browser.js';
import { atEachWidth, scrollThrough, SWEEP_WIDTHS } from './support/layout.js';
import { expectNoSidewaysScroll } from './support/lead-forms.js';

/** Follows a link the way a visitor does, and waits until the app has started on the new page. */
async function follow(page: Page, name: string | RegExp, within = 'main'): Promise<void> {
  const link = page
    .locator(within)
    .getByRole('link', { name, exact: typeof name === 'string' })
    .first();
  const href = (await link.getAttribute('href')) ?? '';
  await Promise.all([
    page.waitForURL((url) => `${url.pathname}${url.search}` === href),
    link.click(),
  ]);
  await appReady(page);
}

/** The topic links of the index: name and whether it is the current page. */
async function topicLinks(page: Page): Promise<[string, string | null][]> {
  return page
    .getByRole('navigation', { name: 'Article topics' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map(
        (l) => [l.textContent ?? '', l.getAttribute('aria-current')] as [string, string | null],
      ),
    );
}

/** Scrolls to the bottom (lazy pictures load) and back, then checks nothing sticks out sideways. */
async function scrollAndCheckWidth(page: Page, label: string): Promise<void> {
  await scrollThrough(page);
  await expectNoSidewaysScroll(page, label);
}

describe('articles and location-guide pages (browser)', function () {
  this.timeout(90000);

  for (const [width, px] of BOTH_WIDTHS) {
    describe(`at ${px} px`, () => {
      it('filters the articles by topic and pages through them with real links', async () => {
        await withOpen('/articles', width, async (o) => {
          const { page } = o;
          const main = page.locator('main');
          expect(await main.getByRole('heading', { level: 1 }).textContent()).to.equal(
            'News and guides',
          );
          const topics = await topicLinks(page);
          expect(topics[0]).to.deep.equal(['All topics', 'page']);
          expect(topics.filter(([, current]) => current === 'page')).to.have.length(1);
          expect(topics.map(([name]) => name)).to.include.members([
            'Buying',
            'Selling',
            'Community',
          ]);
          expect(await main.getByText(/^\d+ articles$/).textContent()).to.equal('20 articles');
          const cards = main.getByRole('list', { name: 'Articles' }).getByRole('listitem');
          expect(await cards.count()).to.equal(9);
          // Each card: a picture with its description, the title as its link, a readable date and the topic.
          for (const card of await cards.all()) {
            expect(await card.getByRole('img').getAttribute('alt')).to.match(/^Illustration of /);
            expect(
              await card.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href'),
            ).to.match(/^\/articles\/[a-z0-9-]+$/);
            expect(await card.locator('time').textContent()).to.match(
              /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
            );
          }
          const pages = page.getByRole('navigation', { name: 'Article pages' });
          expect(await pages.locator('[aria-current="page"]').textContent()).to.equal('Page 1');
          expect(
            await pages.getByRole('link', { name: 'Next page' }).getAttribute('href'),
          ).to.equal('/articles?page=2');
          await axeAndScreenshot(page, `articles ${px}`, `articles-${px}`);
          await scrollAndCheckWidth(page, `articles ${px}`);
          await screenshot(page, `articles-${px}-full`, { fullPage: true });

          // Next page: a real address, the window moves, the title says which page.
          await follow(page, 'Next page', 'nav[aria-label="Article pages"]');
          expect(page.url()).to.equal(`${baseUrl()}/articles?page=2`);
          expect(await page.title()).to.equal('News and guides (page 2) | Oakfield & Vale');
          expect(
            await page
              .getByRole('navigation', { name: 'Article pages' })
              .locator('[aria-current="page"]')
              .textContent(),
          ).to.equal('Page 2');
          expect(
            await page
              .getByRole('navigation', { name: 'Article pages' })
              .getByRole('link', { name: 'Previous page' })
              .getAttribute('href'),
          ).to.equal('/articles');

          // A topic: only its articles, marked current, and the count says so.
          await follow(page, 'Buying', 'nav[aria-label="Article topics"]');
          expect(page.url()).to.equal(`${baseUrl()}/articles?topic=buying`);
          expect(
            (await topicLinks(page)).filter(([, current]) => current === 'page'),
          ).to.deep.equal([['Buying', 'page']]);
          expect(await main.getByText(/articles about Buying$/).textContent()).to.equal(
            '3 articles about Buying',
          );
          const topicsOfCards = await main.locator('.article-teaser__meta').allTextContents();
          expect(topicsOfCards).to.have.length(3);
          for (const meta of topicsOfCards) expect(meta).to.match(/ · Buying$/);
          await axeAndScreenshot(page, `articles about Buying ${px}`, `articles-buying-${px}`);

          // A topic set up before its first article says so, and leads back to every article.
          await follow(page, 'Community', 'nav[aria-label="Article topics"]');
          expect(await main.getByRole('heading', { level: 2 }).textContent()).to.equal(
            'No articles about Community yet',
          );
          expect(await page.getByRole('navigation', { name: 'Article pages' }).count()).to.equal(0);
          await axeAndScreenshot(page, `empty topic ${px}`, `articles-empty-topic-${px}`);
          await follow(page, 'See all news and guides');
          expect(page.url()).to.equal(`${baseUrl()}/articles`);
          expectNoConsoleErrors(o);
        });
      });

      it('says a page past the last one does not exist and links to the last page of the topic', async () => {
        await withOpen('/articles?topic=buying&page=9', width, async (o) => {
          const { page } = o;
          const notice = page.getByRole('region', { name: 'There is no page 9 of these articles' });
          expect(await notice.getByRole('paragraph').first().textContent()).to.equal(
            'All these articles fit on one page.',
          );
          expect(await page.getByRole('list', { name: 'Articles' }).count()).to.equal(0);
          await axeAndScreenshot(page, `articles past the end ${px}`, `articles-past-end-${px}`);
          await follow(page, 'Go to the articles');
          expect(page.url()).to.equal(`${baseUrl()}/articles?topic=buying`);
          expect(
            await page.getByRole('list', { name: 'Articles' }).getByRole('listitem').count(),
          ).to.equal(3);
          expectNoConsoleErrors(o);
        });
      });

      it('shows an article: the way back, its date, author and topic, the sanitised body and related articles', async () => {
        await withOpen('/articles/a-guide-to-stamp-duty-in-2025', width, async (o) => {
          const { page } = o;
          const main = page.locator('main');
          const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
          expect(
            await crumbs.evaluateAll((links) =>
              links.map((l) => [l.textContent, l.getAttribute('href')]),
            ),
          ).to.deep.equal([
            ['News and guides', '/articles'],
            ['Buying', '/articles?topic=buying'],
          ]);
          expect(await main.getByRole('heading', { level: 1 }).textContent()).to.equal(
            'A guide to stamp duty',
          );
          expect(await main.locator('.article__meta').textContent()).to.match(
            /^\d{1,2} \w+ \d{4}By Tom AshbyBuying$/,
          );
          expect(await main.locator('.article__meta time').getAttribute('datetime')).to.match(
            /^\d{4}-\d{2}-\d{2}$/,
          );
          expect(await main.locator('img.article__image').getAttribute('alt')).to.match(
            /^Illustration of /,
          );
          // The body is agency HTML: it shows once the sanitiser has prepared it.
          const body = main.locator('.article__body');
          await body.getByRole('heading', { name: 'The standard rates in England' }).waitFor();
          expect(
            await body.getByText('Land and Buildings Transaction Tax', { exact: false }).count(),
          ).to.equal(1);
          expect(await body.locator('script, form, iframe, [style]').count()).to.equal(0);
          const related = page.getByRole('region', { name: 'Related articles' });
          const relatedTitles = await related.getByRole('heading', { level: 3 }).allTextContents();
          expect(relatedTitles).to.have.members(['Buying at auction', 'Mortgage guide']);
          expect(
            await main.getByRole('link', { name: 'More about Buying' }).getAttribute('href'),
          ).to.equal('/articles?topic=buying');
          await axeAndScreenshot(page, `article ${px}`, `article-${px}`);
          await scrollAndCheckWidth(page, `article ${px}`);
          await screenshot(page, `article-${px}-full`, { fullPage: true });

          await follow(
            page,
            'Buying at auction',
            'section[aria-labelledby="related-articles-title"]',
          );
          expect(new URL(page.url()).pathname).to.equal('/articles/buying-at-auction');
          expect(await page.locator('main h1').textContent()).to.equal('Buying at auction');
          expectNoConsoleErrors(o);
        });
      });

      it('opens the agency form an article offers, with a single call to action for it', async () => {
        await withOpen('/articles/careers', width, async (o) => {
          const { page } = o;
          const cta = page.getByRole('link', { name: 'Apply now: send us your CV' });
          await cta.waitFor();
          // The body opens the form itself: the page puts no second call to action beside it.
          expect(await page.locator('main a[href="#/form/702"]').count()).to.equal(1);
          expect(await page.getByRole('complementary').count()).to.equal(0);
          await cta.click();
          await page
            .getByRole('dialog')
            .getByRole('heading', { name: 'Apply to join our team' })
            .waitFor();
          await axeAndScreenshot(page, `careers form ${px}`, `article-form-${px}`);
          expectNoConsoleErrors(o);
        });
      });

      it("shows the 'article-not-found-error' flash on the articles index for an unknown article, in core's words", async () => {
        await withOpen('/articles/no-such-article', width, async (o) => {
          const { page } = o;
          expect(new URL(page.url()).pathname).to.equal('/articles');
          const toast = page.locator('.toast--error');
          await toast.waitFor();
          // The table's text, after the word a screen reader hears first ('Error: ').
          expect(await toast.locator('.toast__message').textContent()).to.equal(
            `Error: ${FLASH_MESSAGES['article-not-found-error'].text}`,
          );
          expect(FLASH_MESSAGES['article-not-found-error'].kind).to.equal('error');
          await page.waitForFunction(() => location.hash === '#/');
          expect(await page.locator('main h1').textContent()).to.equal('News and guides');
          await axeAndScreenshot(page, `article not found ${px}`, `article-not-found-${px}`);
          expectNoConsoleErrors(o);
        });
      });

      it('shows a county and a postcode page: a heading naming the place over the place’s results', async () => {
        await withOpen('/counties/somerset', width, async (o) => {
          const { page } = o;
          expect(await page.locator('main h1').textContent()).to.equal(
            'Property for sale in Somerset',
          );
          expect(await page.locator('.results-toolbar [role="status"]').textContent()).to.match(
            /^\d+ properties$/,
          );
          expect(await page.locator('ul.results > li').count()).to.equal(12);
          const next = page
            .getByRole('navigation', { name: 'Results pages' })
            .getByRole('link', { name: 'Next page' });
          expect(await next.getAttribute('href')).to.equal(
            '/counties/somerset/property-for-sale/page-2',
          );
          await axeAndScreenshot(page, `county ${px}`, `county-${px}`);
          await Promise.all([
            page.waitForURL(
              (url) => url.pathname === '/counties/somerset/property-for-sale/page-2',
            ),
            next.click(),
          ]);
          await appReady(page);
          expect(await page.locator('main h1').textContent()).to.equal(
            'Property for sale in Somerset',
          );
          expect(await page.title()).to.equal(
            'Property for sale in Somerset (page 2) | Oakfield & Vale',
          );

          await page.goto(`${baseUrl()}/postcodes/ta1`, { waitUntil: 'load' });
          await appReady(page);
          expect(await page.locator('main h1').textContent()).to.equal('Property for sale in TA1');
          const addresses = await page
            .locator('ul.results .property-card__address')
            .allTextContents();
          expect(addresses.length).to.be.greaterThan(0);
          for (const address of addresses) expect(address).to.match(/Taunton/);
          expect(await page.getByLabel('Location', { exact: true }).inputValue()).to.equal(
            'TA1, Somerset',
          );
          await axeAndScreenshot(page, `postcode ${px}`, `postcode-${px}`);
          await scrollAndCheckWidth(page, `postcode ${px}`);
          expectNoConsoleErrors(o);
        });
      });
    });
  }

  it('keeps every page of this issue within the window from 320 px to 1280 px, for both agencies', async () => {
    for (const [agency, options, paths] of [
      [
        'oakfield',
        {},
        [
          '/articles',
          '/articles?topic=community',
          '/articles?page=99',
          '/articles/careers',
          '/articles/a-guide-to-stamp-duty-in-2025',
          '/counties/somerset',
          '/postcodes/ta1',
        ],
      ],
      [
        'harbour',
        { host: 'harbour' },
        [
          '/articles',
          '/articles/letting-your-flat-in-bristol',
          '/counties/city-of-bristol',
          '/postcodes/bs1',
        ],
      ],
    ] as const) {
      await withOpen(paths[0], SWEEP_WIDTHS[0], options, async (o) => {
        const { page } = o;
        for (const path of paths) {
          if (path !== paths[0]) {
            await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
            await appReady(page);
          }
          // Scrolled through once, so its lazy pictures are in at every width.
          await scrollThrough(page);
          await atEachWidth(page, (px) =>
            expectNoSidewaysScroll(page, `${agency} ${path} at ${px} px`),
          );
        }
        expectNoConsoleErrors(o);
      });
    }
  });

  it('keeps the head the server wrote through hydration: one title, description and canonical link, Open Graph and JSON-LD', async () => {
    await withOpen('/articles/careers', 'desktop', async (o) => {
      const { page } = o;
      for (const [path, ldType] of [
        ['/articles/careers', 'Article'],
        ['/articles?topic=buying&utm_source=test', undefined],
        ['/counties/somerset', undefined],
        ['/branches/taunton', 'RealEstateAgent'],
        ['/properties/1001', 'SingleFamilyResidence'],
        ['/', 'RealEstateAgent'],
      ] as const) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
        await appReady(page);
        const head = await page.evaluate(() => ({
          titles: document.querySelectorAll('title').length,
          title: document.title,
          descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) =>
            m.getAttribute('content'),
          ),
          canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) =>
            l.getAttribute('href'),
          ),
          og: Object.fromEntries(
            [...document.querySelectorAll('meta[property^="og:"]')].map((m) => [
              m.getAttribute('property'),
              m.getAttribute('content'),
            ]),
          ),
          ld: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (s) => JSON.parse(s.textContent ?? '') as { '@graph': { '@type': string }[] },
          ),
        }));
        const canonical = `${baseUrl()}${path === '/articles?topic=buying&utm_source=test' ? '/articles?topic=buying' : path}`;
        expect(head.titles, path).to.equal(1);
        expect(head.title, path).to.match(/ \| Oakfield & Vale$|^Oakfield/);
        expect(head.descriptions, path).to.have.length(1);
        expect(head.canonicals, path).to.deep.equal([canonical]);
        expect(head.og['og:url'], path).to.equal(canonical);
        expect(head.og['og:site_name'], path).to.equal('Oakfield & Vale');
        for (const key of ['og:title', 'og:description', 'og:type'])
          expect(head.og[key], `${path} ${key}`).to.be.a('string').and.not.equal('');
        if (ldType === undefined) expect(head.ld, path).to.have.length(0);
        else
          expect(
            head.ld.flatMap((doc) => doc['@graph'].map((node) => node['@type'])),
            path,
          ).to.include(ldType);
      }
      expectNoConsoleErrors(o);
    });
  });
});
