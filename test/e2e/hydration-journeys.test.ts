/**
 * No page logs a hydration error, whatever the order of clicks: pages opened on an overlay's deep
 * link (`/#/book-a-valuation`, `/#/valuation`, `/#/user`), and journeys that end on such a page
 * from another one of the site. Coming from another page, the browser's cache hands the page its
 * lazy parts (the overlay layer, the content blocks below the hero) while it is still hydrating,
 * which is when a part could arrive half-way through React's render of it. Each journey runs
 * several times: a race shows in some runs only.
 */
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import {
  appReady,
  baseUrl,
  open,
  pageOfEachKind,
  type Opened,
  type Width,
} from './support/browser.js';

/** React's hydration errors (minified in the build: #418, #422, #423, #425) and their words. */
const HYDRATION_ERROR = /hydrat|#418|#422|#423|#425/i;

/** How many times each journey runs (a race that shows in half the runs is caught). */
const RUNS = 3;

/** React reports a recoverable error without its cause: the cause is logged too, to explain a failure. */
async function logCauses(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const report = window.reportError.bind(window);
    window.reportError = (error: unknown) => {
      const cause = (error as { cause?: unknown } | null)?.cause;
      const why = cause instanceof Error ? cause.message : String(cause);
      if (cause !== undefined) console.error(`${String(error)} (cause: ${why})`);
      report(error);
    };
  });
}

async function openWatched(path: string, width: Width, host?: string): Promise<Opened> {
  const opened = await open(path, width, host === undefined ? {} : { host });
  await logCauses(opened.context);
  return opened;
}

/** The page has hydrated, and so have the content blocks below its hero, if it has any. */
async function settled(page: Page): Promise<void> {
  await appReady(page);
  await page.waitForFunction(
    () =>
      document.querySelector('[data-deferred-block]') === null ||
      performance.getEntriesByName('agency:blocks-live').length > 0,
    undefined,
    { timeout: 15000 },
  );
}

function hydrationErrors(errors: readonly string[]): string[] {
  return errors.filter((error) => HYDRATION_ERROR.test(error));
}

/** Goes to a page of the site as a link would (a new document, the browser's cache warm). */
async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((href) => {
    window.location.href = href;
  }, url);
  await page.waitForURL((at) => at.href === new URL(url, at).href, { waitUntil: 'load' });
}

describe('hydration along journeys and deep links (browser)', function () {
  this.timeout(120000);

  for (const width of ['mobile', 'desktop'] as const) {
    it(`Harbour, ${width}: home, the 'Landlords' article scrolled to its end, then /#/book-a-valuation: no hydration error in ${RUNS} runs`, async () => {
      for (let run = 1; run <= RUNS; run += 1) {
        const { context, page, errors } = await openWatched('/', width, 'harbour');
        try {
          const header = page.locator('.site-header');
          if (width === 'mobile')
            await header.getByRole('button', { name: /menu/i }).first().click();
          await header.getByRole('link', { name: 'Landlords' }).first().click();
          await page.waitForURL(/\/articles\/letting-your-flat-in-bristol$/);
          await settled(page);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await navigate(page, '/#/book-a-valuation');
          await settled(page);
          await page.getByRole('dialog').waitFor();
          expect(hydrationErrors(errors), `run ${run}:\n${errors.join('\n')}`).to.deep.equal([]);
        } finally {
          await context.close();
        }
      }
    });
  }

  it(`Harbour: home, a property page with a staff enquiry open, then /#/valuation: no hydration error in ${RUNS + 1} runs (both widths)`, async () => {
    for (let run = 1; run <= RUNS + 1; run += 1) {
      const { context, page, errors } = await openWatched(
        '/',
        run % 2 === 0 ? 'desktop' : 'mobile',
        'harbour',
      );
      try {
        await settled(page);
        await navigate(page, '/properties/5001');
        await settled(page);
        await page.locator('a[href^="#/contact-staff-member/"]').first().click();
        await page.getByRole('dialog').locator('form').waitFor();
        await navigate(page, '/#/valuation');
        await settled(page);
        await page.getByRole('dialog').waitFor();
        expect(hydrationErrors(errors), `run ${run}:\n${errors.join('\n')}`).to.deep.equal([]);
      } finally {
        await context.close();
      }
    }
  });

  // Each page kind with one of the deep links, a different one on each agency: every link is
  // opened on several kinds, at a third of the cost of every pair.
  const DEEP_LINKS = ['#/book-a-valuation', '#/valuation', '#/user'] as const;
  const SWEEPS = [
    [0, 'oakfield', '/properties/1001'],
    [1, 'harbour', '/properties/5001'],
  ] as const;
  for (const [shift, host, property] of SWEEPS) {
    it(`${host}: every page kind opened on a modal's or the user area's deep link logs no hydration error`, async () => {
      const { context, page, errors } = await openWatched('/', 'mobile', host);
      try {
        // Every lazy part of the home page is in the browser's cache from here on.
        await settled(page);
        const paths = ['/', ...pageOfEachKind(property)];
        for (const [i, path] of paths.entries()) {
          const link = path + DEEP_LINKS[(i + shift) % DEEP_LINKS.length];
          // A new document each time (two links may differ only by their hash).
          await page.goto('about:blank');
          await page.goto(baseUrl() + link, { waitUntil: 'load' });
          await settled(page);
          await page.getByRole('dialog').first().waitFor();
          expect(hydrationErrors(errors), `${link}:\n${errors.join('\n')}`).to.deep.equal([]);
        }
      } finally {
        await context.close();
      }
    });
  }
});
