/**
 * Cookie consent and analytics (SPEC §3 cookie_consent_config, §7 GET /analytics_code
 * and POST /ajax-events/logs) as a visitor meets them, in Debian Chromium against the sandbox, at
 * 375 px and 1280 px: the banner on a first visit (in the server's markup, so painted with the page, moving
 * nothing on the page, covering nothing a visitor needs), accepting (the choice logged, the agency's code run
 * once and in order, events reaching the data layer), rejecting (logged, nothing run, no events),
 * changing the choice from the footer both ways, the keyboard alone, axe-core, and an agency
 * without a banner. Screenshots (window and full page) in artifacts/screenshots.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  appReady,
  axeAndScreenshot,
  baseUrl,
  dismissToasts,
  expectNoAxeViolations,
  open,
  screenshot,
  withOpen,
  type Opened,
} from './support/browser.js';
import { sandboxData } from './support/lead-forms.js';
import {
  atEachWidth,
  coveredContent,
  layoutShifts,
  SWEEP_WIDTHS,
  watchLayoutShifts,
} from './support/layout.js';

const BANNER_NAME = 'Cookies on Oakfield & Vale';
const ACCEPT = 'Accept all cookies';
const REJECT = 'Reject non-essential';
/** What the sandbox's analytics code records as it runs, in order (sandbox/analytics.ts). */
const RAN_IN_ORDER = ['head', 'tag', 'head:after-tag', 'body'];

interface CookieLog {
  readonly status: string;
  readonly details: Record<string, string>;
}

const banner = (page: Page) => page.getByRole('region', { name: BANNER_NAME });

/** Waits until the banner shows (its chunk arrives at the page's first idle moment). */
async function bannerShown(page: Page): Promise<void> {
  await banner(page).waitFor({ timeout: 15000 });
}

async function cookieLogs(agency: 'oakfield' | 'harbour' = 'oakfield'): Promise<CookieLog[]> {
  return (await sandboxData<{ cookieLogs: CookieLog[] }>(agency)).cookieLogs;
}

/** Waits until the sandbox has stored one more consent log than `before`, and answers it. */
async function nextLog(before: number): Promise<CookieLog> {
  const deadline = Date.now() + 15000;
  for (;;) {
    const logs = await cookieLogs();
    if (logs.length > before) {
      expect(logs, 'one log per choice').to.have.length(before + 1);
      return logs.at(-1)!;
    }
    if (Date.now() > deadline) throw new Error('no consent log arrived');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the agency's analytics code recorded (null: it never ran). */
const analyticsRan = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { agencyAnalytics?: { loaded: string[] } }).agencyAnalytics?.loaded ??
      null,
  );

/** The events in the page's data layer, by name (none when there is no data layer). */
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).map(
      (entry) => String(entry['event']),
    ),
  );

/** How many times the page asked for the agency's analytics code. */
const analyticsCodeRequests = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/analytics_code').length,
  );

/** Waits until the agency's code has run to its end (the body code's record). */
async function analyticsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (
        window as unknown as { agencyAnalytics?: { loaded: string[] } }
      ).agencyAnalytics?.loaded.includes('body') === true,
    undefined,
    { timeout: 15000 },
  );
}

/** Waits until the banner's chunk has arrived and the page is quiet (its choice read, its calls made). */
async function consentSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('cookie-consent.chunk')),
    undefined,
    { timeout: 15000 },
  );
  await page.waitForLoadState('networkidle');
}

/** Saves the first featured property on the home page, and waits for the toast. */
/** Saves the featured properties' second card: the slider moves one card on, then its first card in view is saved. */
async function saveSecondProperty(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('agency:blocks-live').length > 0,
    undefined,
    { timeout: 15000 },
  );
  await page
    .locator('.block--propertyCardSlider')
    .getByRole('button', { name: 'Next property' })
    .click();
  await page
    .locator(
      '.block--propertyCardSlider [aria-roledescription="slide"]:not([inert]) button.save-property',
    )
    .first()
    .click();
}

async function saveFirstProperty(page: Page): Promise<void> {
  await page.locator('button.save-property').first().click();
  await page
    .locator('.toast__message', { hasText: 'Property saved.' })
    .first()
    .waitFor({ timeout: 15000 });
}

async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await appReady(page);
}

/** The footer's 'Cookie settings', pressed. */
async function cookieSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await bannerShown(page);
}

describe('cookie consent (browser)', function () {
  this.timeout(90000);

  for (const width of ['mobile', 'desktop'] as const) {
    const px = width === 'mobile' ? 375 : 1280;

    it(`shows the banner on a first visit, in the server's page, and runs nothing before a choice (${px} px)`, async () => {
      await withOpen('/', width, { consent: 'none' }, async (o) => {
        const { page } = o;
        // The server's page has the banner (no consent cookie yet: it is painted with the page) and
        // the footer's button.
        const served = await (await page.request.get(baseUrl() + '/')).text();
        expect(served).to.match(
          /<div id="root"[^>]*><section class="cookie-banner[^"]*"[^>]*><div class="container cookie-banner__inner"><div class="cookie-banner__text"><h2 id="cookie-banner-heading"/,
        );
        expect(served).to.match(/<button[^>]*site-footer__cookies[^>]*>Cookie settings<\/button>/);
        await bannerShown(page);
        const region = banner(page);
        expect(await region.getByRole('heading', { level: 2 }).textContent()).to.equal(BANNER_NAME);
        expect(await region.textContent()).to.include(
          'We use cookies to make this site work and, with your consent, to understand how it is used.',
        );
        expect(
          await region.getByRole('link', { name: 'Read our cookie policy' }).getAttribute('href'),
        ).to.equal('/cookie-policy');
        expect(await region.getByRole('button').allTextContents()).to.deep.equal([ACCEPT, REJECT]);
        expect(await page.getByRole('dialog').count(), 'a region, not a dialog').to.equal(0);
        expect(
          await page.evaluate(() => document.activeElement === document.body),
          'it takes no focus',
        ).to.equal(true);
        await screenshot(page, `cookie-banner-${px}`);
        await screenshot(page, `cookie-banner-${px}-full`, { fullPage: true });
        // The foot of the page stays reachable above the banner: 'Cookie settings' among the footer's links.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await screenshot(page, `cookie-banner-${px}-page-end`);
        const end = await page.evaluate(() => {
          const settings = document.querySelector('.site-footer__cookies')!.getBoundingClientRect();
          const shown = document.querySelector('.cookie-banner')!.getBoundingClientRect();
          return {
            settingsBottom: settings.bottom,
            bannerTop: shown.top,
            bannerHeight: shown.height,
            onRoot: getComputedStyle(document.documentElement).getPropertyValue(
              '--cookie-banner-height',
            ),
            onBody: getComputedStyle(document.body).getPropertyValue('--cookie-banner-height'),
          };
        });
        expect(
          end.settingsBottom,
          "'Cookie settings' is above the banner at the page's end",
        ).to.be.at.most(end.bannerTop);
        expect(end.onRoot).to.equal(`${Math.round(end.bannerHeight)}px`);
        // Not inherited (a registered property): publishing the height restyles the root alone, not every element.
        expect(end.onBody).to.equal('0px');
        await page.evaluate(() => window.scrollTo(0, 0));
        // Before a choice: no analytics code asked for or run, nothing in the data layer, even after an event.
        await saveFirstProperty(page);
        expect(await analyticsCodeRequests(page)).to.equal(0);
        expect(await analyticsRan(page)).to.equal(null);
        expect(await dataLayerEvents(page)).to.deep.equal([]);
        await expectNoAxeViolations(page, `home with the cookie banner at ${px} px`);
        expect(o.errors, o.errors.join('\n')).to.deep.equal([]);
      });
    });
  }

  it('on Accept: logs "accepted", runs the head then the body code once and in order, sends the waiting and later events; after a reload no banner and the code runs again (1280 px)', async () => {
    await withOpen('/', 'desktop', { consent: 'none' }, async (o) => {
      const { page } = o;
      await bannerShown(page);
      await saveFirstProperty(page); // before the choice: held for this page
      const before = (await cookieLogs()).length;
      await banner(page).getByRole('button', { name: ACCEPT }).click();
      const log = await nextLog(before);
      expect(log.status).to.equal('accepted');
      expect(log.details).to.deep.include({ event_type: 'cookie_consent', status: 'accepted' });
      await banner(page).waitFor({ state: 'detached' });
      await page
        .locator('.toast__message', { hasText: 'You have accepted analytics cookies.' })
        .waitFor();
      await analyticsDone(page);
      expect(await analyticsRan(page)).to.deep.equal(RAN_IN_ORDER);
      expect(await page.locator('script[src="/__sandbox/analytics/tag.js"]').count()).to.equal(1);
      expect(await page.locator('head meta[name="agency-analytics"]').count()).to.equal(1);
      const events = await dataLayerEvents(page);
      expect(events.filter((e) => e === 'analytics_ready')).to.have.length(1);
      expect(
        events.filter((e) => e === 'property_saved'),
        'the event held before the choice',
      ).to.have.length(1);
      // A later event reaches the data layer at once.
      await saveSecondProperty(page);
      await page.waitForFunction(
        () =>
          ((window as unknown as { dataLayer: { event: string }[] }).dataLayer ?? []).filter(
            (e) => e.event === 'property_saved',
          ).length === 2,
      );
      await screenshot(page, 'cookie-accepted-1280');

      // The choice is mirrored in the consent cookie: the next page's server markup has no banner.
      expect(
        (await o.context.cookies()).find((c) => c.name === 'agency_cookie_consent'),
      ).to.deep.include({ value: 'accepted', path: '/', sameSite: 'Lax', httpOnly: false });
      await reload(page);
      expect(
        await (await page.request.get(baseUrl() + '/')).text(),
        'the server’s markup, with the cookie',
      ).not.to.match(/<section class="cookie-banner/);
      await analyticsDone(page);
      expect(await banner(page).count()).to.equal(0);
      expect(await analyticsRan(page)).to.deep.equal(RAN_IN_ORDER);
      expect(await analyticsCodeRequests(page)).to.equal(1);
      // A search shown after consent is an event too.
      await page.goto(baseUrl() + '/property-for-sale', { waitUntil: 'load' });
      await appReady(page);
      await page.waitForFunction(
        () =>
          ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).some(
            (e) => e.event === 'search',
          ),
        undefined,
        { timeout: 15000 },
      );
      expect(await cookieLogs()).to.have.length(before + 1);
      expect(o.errors, o.errors.join('\n')).to.deep.equal([]);
    });
  });

  it('on Reject: logs "rejected", runs nothing and sends no event, now or after a reload (375 px)', async () => {
    await withOpen('/', 'mobile', { consent: 'none' }, async (o) => {
      const { page } = o;
      await bannerShown(page);
      const before = (await cookieLogs()).length;
      await banner(page).getByRole('button', { name: REJECT }).click();
      expect((await nextLog(before)).status).to.equal('rejected');
      await banner(page).waitFor({ state: 'detached' });
      await saveFirstProperty(page);
      await page.waitForLoadState('networkidle');
      expect(await analyticsCodeRequests(page)).to.equal(0);
      expect(await analyticsRan(page)).to.equal(null);
      expect(await dataLayerEvents(page)).to.deep.equal([]);

      await reload(page);
      await consentSettled(page);
      expect(await banner(page).count()).to.equal(0);
      await saveSecondProperty(page);
      await page.locator('.toast__message', { hasText: 'Property saved.' }).first().waitFor();
      expect(await analyticsCodeRequests(page)).to.equal(0);
      expect(await dataLayerEvents(page)).to.deep.equal([]);
      await screenshot(page, 'cookie-rejected-375');
    });
  });

  it("changes the choice from the footer's 'Cookie settings': rejected → accepted runs the code at once; accepted → rejected runs nothing new and stops the events (1280 px)", async () => {
    await withOpen('/', 'desktop', { consent: 'rejected' }, async (o) => {
      const { page } = o;
      await consentSettled(page);
      expect(await banner(page).count()).to.equal(0);
      let before = (await cookieLogs()).length;

      // Rejected → accepted, without leaving the page.
      await cookieSettings(page);
      expect(
        await page.evaluate(
          () => document.activeElement?.matches('section.cookie-banner') === true,
        ),
        'focus on the banner',
      ).to.equal(true);
      expect(await banner(page).textContent()).to.include('You have rejected analytics cookies.');
      await axeAndScreenshot(
        page,
        'the cookie banner opened again at 1280 px',
        'cookie-settings-reopened-1280',
      );
      await banner(page).getByRole('button', { name: ACCEPT }).click();
      expect((await nextLog(before)).status).to.equal('accepted');
      await analyticsDone(page);
      expect(await analyticsRan(page)).to.deep.equal(RAN_IN_ORDER);
      await saveFirstProperty(page);
      expect((await dataLayerEvents(page)).filter((e) => e === 'property_saved')).to.have.length(1);
      before += 1;

      // Accepted → rejected: the code that ran cannot be unloaded; nothing new runs, events stop.
      await cookieSettings(page);
      expect(await banner(page).textContent()).to.include('You have accepted analytics cookies.');
      await banner(page).getByRole('button', { name: REJECT }).click();
      expect((await nextLog(before)).status).to.equal('rejected');
      await page
        .locator('.toast__message', { hasText: 'Analytics stop from the next page you open.' })
        .waitFor();
      await saveSecondProperty(page);
      await page.waitForLoadState('networkidle');
      expect(
        (await dataLayerEvents(page)).filter((e) => e === 'property_saved'),
        'no event after the rejection',
      ).to.have.length(1);
      expect(await analyticsRan(page)).to.deep.equal(RAN_IN_ORDER);
      expect(await analyticsCodeRequests(page)).to.equal(1);
      expect(await page.locator('script[src="/__sandbox/analytics/tag.js"]').count()).to.equal(1);

      // The next page runs nothing.
      await reload(page);
      await consentSettled(page);
      expect(await analyticsRan(page)).to.equal(null);
      expect(await analyticsCodeRequests(page)).to.equal(0);
      expect(o.errors, o.errors.join('\n')).to.deep.equal([]);
    });
  });

  for (const width of ['mobile', 'desktop'] as const) {
    const px = width === 'mobile' ? 375 : 1280;
    it(`works from the keyboard alone: first in the Tab order, no trap, focus kept on a choice and back on 'Cookie settings' after a change (${px} px)`, async () => {
      await withOpen('/', width, { consent: 'none' }, async (o) => {
        const { page } = o;
        await bannerShown(page);
        const focused = () =>
          page.evaluate(() => {
            const el = document.activeElement;
            return `${el?.tagName.toLowerCase() ?? ''}${el?.closest('section.cookie-banner') ? ' in banner' : ''}: ${(el?.textContent ?? '').trim().slice(0, 40)}`;
          });
        await page.keyboard.press('Tab');
        expect(await focused()).to.equal('a in banner: Read our cookie policy');
        await page.keyboard.press('Tab');
        expect(await focused()).to.equal(`button in banner: ${ACCEPT}`);
        await page.keyboard.press('Tab');
        expect(await focused()).to.equal(`button in banner: ${REJECT}`);
        await page.keyboard.press('Tab');
        expect(await focused(), 'focus moves on into the page').to.not.include('in banner');
        await page.keyboard.press('Shift+Tab');
        expect(await focused()).to.equal(`button in banner: ${REJECT}`);
        const before = (await cookieLogs()).length;
        await page.keyboard.press('Enter');
        expect((await nextLog(before)).status).to.equal('rejected');
        await banner(page).waitFor({ state: 'detached' });
        expect(
          await page.evaluate(() => document.activeElement?.id),
          'focus on the main content, not lost',
        ).to.equal('main');

        // Tab to the footer's 'Cookie settings' and change the choice with the keyboard.
        for (
          let presses = 0;
          presses < 200 && !(await focused()).includes('Cookie settings');
          presses += 1
        )
          await page.keyboard.press('Tab');
        expect(await focused()).to.equal('button: Cookie settings');
        await page.keyboard.press('Enter');
        await bannerShown(page);
        expect(
          await page.evaluate(() => document.activeElement?.matches('section.cookie-banner')),
        ).to.equal(true);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        expect(await focused()).to.equal(`button in banner: ${ACCEPT}`);
        await page.keyboard.press('Space');
        expect((await nextLog(before + 1)).status).to.equal('accepted');
        await banner(page).waitFor({ state: 'detached' });
        expect(await focused(), "focus back on 'Cookie settings'").to.equal(
          'button: Cookie settings',
        );
        await analyticsDone(page);
      });
    });
  }

  it('moves nothing on the page as the banner appears (layout shifts add up to 0)', async () => {
    await withOpen('/', 'mobile', { consent: 'none' }, async (o) => {
      const { page } = o;
      await watchLayoutShifts(o.context);
      await reload(page);
      await bannerShown(page);
      const shifts = await layoutShifts(page);
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        JSON.stringify(shifts),
      ).to.equal(0);
    });
  });

  it(`with the banner shown at ${SWEEP_WIDTHS.join(', ')} px: no sideways scroll, and it covers no content, the valuation bar or a toast`, async () => {
    await withOpen('/', SWEEP_WIDTHS[0], { consent: 'none' }, async (o) => {
      const { page } = o;
      await bannerShown(page);
      await atEachWidth(page, async (px) => {
        // The width before's toasts go first: the banner alone, then two new toasts.
        await dismissToasts(page);
        const covered = await coveredContent(page);
        expect(covered, `${px} px:\n${covered.join('\n')}`).to.deep.equal([]);
        const widths = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return { page: document.documentElement.scrollWidth, view: innerWidth };
        });
        expect(widths.page, `the page scrolls sideways at ${px} px`).to.be.at.most(widths.view);
        // Two toasts at once, and the 'Book a valuation' link (a bar at the foot of the window below 1280 px).
        for (const key of ['user-login-successful', 'welcome-lead-sent-new-user']) {
          await page.evaluate((hash) => (location.hash = hash), `#/flash/${key}`);
          await page.waitForFunction((k) => !location.hash.includes(k), key);
        }
        await page.waitForFunction(() => document.querySelectorAll('.toast--success').length === 2);
        // (No named helpers inside page functions: the test runner's transform would wrap them in __name.)
        const onTop = await page.evaluate(() =>
          [
            document.querySelector('a.valuation-side-link'),
            ...document.querySelectorAll('.toast'),
            document.querySelector('section.cookie-banner'),
          ].map((el, index) => {
            if (el === null) return `element ${index} missing`;
            const box = el.getBoundingClientRect();
            const hit = document.elementFromPoint(
              box.left + box.width / 2,
              box.top + box.height / 2,
            );
            return hit !== null && el.contains(hit)
              ? 'ok'
              : `${el.className} is covered by ${hit?.closest('[class]')?.className ?? 'nothing'}`;
          }),
        );
        expect(
          onTop.filter((line) => line !== 'ok'),
          `${px} px:\n${onTop.join('\n')}`,
        ).to.deep.equal([]);
        if (px === 320) await screenshot(page, 'cookie-banner-320-with-toasts');
      });
    });
  });

  it('has no banner, no footer link, no analytics code and no events for an agency without a banner (Harbour Homes)', async () => {
    const o: Opened = await open('/', 'desktop', { host: 'harbour', consent: 'none' });
    try {
      const { page } = o;
      const before = (await cookieLogs('harbour')).length;
      await saveFirstProperty(page);
      await page.waitForLoadState('networkidle');
      expect(await banner(page).count()).to.equal(0);
      expect(await page.getByRole('region', { name: /^Cookies on/ }).count()).to.equal(0);
      expect(await page.getByRole('button', { name: 'Cookie settings' }).count()).to.equal(0);
      expect(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('cookie-consent.chunk')),
        ),
      ).to.equal(false);
      expect(await analyticsCodeRequests(page)).to.equal(0);
      expect(await dataLayerEvents(page)).to.deep.equal([]);
      expect(await cookieLogs('harbour')).to.have.length(before);
    } finally {
      await o.context.close();
    }
  });
});
