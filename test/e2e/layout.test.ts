/**
 * Layout at every width a visitor brings, in Debian Chromium against both demo agencies: no page
 * scrolls sideways and every control can be reached by scrolling down (320 to 1280 px), the grid
 * survives a switch to the list layout and back, the home page's 'Book a valuation' link never
 * sits on the page's content, a toast never covers the logo or the navigation, and a toast never
 * covers the field a lead form's visitor must put right.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  appReady,
  baseUrl,
  dismissToasts,
  expectNoAxeViolations,
  open,
  screenshot,
} from './support/browser.js';
import { addFault, clearFaults, expectNoSidewaysScroll, toast } from './support/lead-forms.js';
import { atEachWidth, coveredContent, SWEEP_WIDTHS } from './support/layout.js';

const AGENCIES = [
  { name: 'oakfield', options: {} },
  { name: 'harbour', options: { host: 'harbour' } },
] as const;

const INTERACTIVE = 'a, button, input, select, textarea, [tabindex]';

/** Goes to `pathname` on the open page and waits until the app has started on it. */
async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(baseUrl() + pathname, { waitUntil: 'load' });
  await appReady(page);
}

/**
 * Scrolls the whole page to the bottom and back a screenful at a time; at each stop it waits until
 * every box that `content-visibility: auto` skipped and that is now in view has been drawn, so
 * that lazy content has its real size when the page is measured.
 */
async function scrollThrough(page: Page): Promise<void> {
  // No named helpers inside page functions: the test runner's transform would wrap them in __name.
  await page.evaluate(async () => {
    // The selectors of the rules that make boxes lazy, from every style sheet (media rules too).
    const rules: CSSRule[] = [...document.styleSheets, ...document.adoptedStyleSheets].flatMap(
      (sheet) => {
        try {
          return [...sheet.cssRules];
        } catch {
          return []; // another origin's sheet
        }
      },
    );
    const lazySelectors: string[] = [];
    while (rules.length > 0) {
      const rule = rules.pop()!;
      if (rule instanceof CSSStyleRule && rule.style.contentVisibility === 'auto')
        lazySelectors.push(rule.selectorText);
      if ('cssRules' in rule) rules.push(...(rule as CSSGroupingRule).cssRules);
    }
    const root = document.scrollingElement ?? document.documentElement;
    const step = Math.round(innerHeight * 0.9);
    // Down a screenful at a time (the page may grow on the way), then the very bottom, then the top.
    for (let y = 0, phase: 'down' | 'bottom' | 'top' | 'done' = 'down'; phase !== 'done';) {
      root.scrollTop = phase === 'down' ? y : phase === 'bottom' ? root.scrollHeight : 0;
      const deadline = performance.now() + 5000;
      for (;;) {
        const undrawn =
          lazySelectors.length === 0
            ? []
            : [...document.querySelectorAll(lazySelectors.join(', '))].filter((el) => {
                const box = el.getBoundingClientRect();
                const child = el.firstElementChild;
                return (
                  child !== null &&
                  box.bottom > 0 &&
                  box.top < innerHeight &&
                  !child.checkVisibility({ contentVisibilityAuto: true })
                );
              });
        if (undrawn.length === 0) break;
        if (performance.now() > deadline)
          throw new Error(
            `${undrawn.length} lazy box(es) in view at ${root.scrollTop} px were never drawn`,
          );
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      if (phase === 'down') {
        y += step;
        if (y >= root.scrollHeight) phase = 'bottom';
      } else phase = phase === 'bottom' ? 'top' : 'done';
    }
  });
}

/** What sticks out sideways on the page: the page's scroll width and every control off screen. */
async function sidewaysOverflow(
  page: Page,
  selector: string,
): Promise<{ scrollWidth: number; innerWidth: number; offScreen: string[] }> {
  return page.evaluate((interactive) => {
    const offScreen: string[] = [];
    for (const el of document.querySelectorAll(interactive)) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (1 px, clipped)
      // Inside a box that scrolls sideways itself (a gallery strip), reaching it by scrolling is fine.
      let inSidewaysScroller = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && p.scrollWidth > p.clientWidth)
          inSidewaysScroller = true;
      }
      if (inSidewaysScroller || (box.left >= -0.5 && box.right <= innerWidth + 0.5)) continue;
      const classes =
        typeof el.className === 'string' && el.className.trim() !== ''
          ? '.' + el.className.trim().split(/\s+/).join('.')
          : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      offScreen.push(
        `${el.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''} at x ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, offScreen };
  }, selector);
}

type Agency = (typeof AGENCIES)[number];

/**
 * Visits one page of every kind (home, results, a property, branches, a branch, articles, an
 * article, mortgages, a missing page) in one context, each opened at the narrowest width and then
 * checked at every width, and answers what sticks out sideways.
 */
async function sweepSite(agency: Agency): Promise<string[]> {
  const o = await open('/', SWEEP_WIDTHS[0], agency.options);
  try {
    const { page } = o;
    const problems: string[] = [];
    /**
     * At each width: as the page shows at that width, and again after scrolling it all (lazy
     * content laid out). A map is fitted to its box as its page starts and keeps its view as the
     * window changes, so a page with one (a lazy one too, once scrolled to) is loaded again at
     * each width after the first, as a visitor who opens it there sees it.
     */
    const check = async (label: string): Promise<void> => {
      let withMap = false;
      await atEachWidth(page, async (width) => {
        if (withMap) {
          await page.reload({ waitUntil: 'load' });
          await appReady(page);
        }
        for (const when of ['as it shows', 'after scrolling through']) {
          if (when !== 'as it shows') await scrollThrough(page);
          const found = await sidewaysOverflow(page, INTERACTIVE);
          const where = `${agency.name} ${label} at ${width} px ${when}`;
          if (found.scrollWidth > found.innerWidth)
            problems.push(
              `${where}: the page is ${found.scrollWidth} px wide in a ${found.innerWidth} px window`,
            );
          for (const item of found.offScreen.slice(0, 3))
            problems.push(`${where}: ${item} is off screen`);
          if (found.offScreen.length > 3)
            problems.push(`${where}: … and ${found.offScreen.length - 3} more controls off screen`);
        }
        if (
          agency.name === 'oakfield' &&
          label.startsWith('results') &&
          (width === 375 || width === 768)
        ) {
          // Every card drawn for the person looking at it (a full-page capture skips off-screen cards).
          const drawAll = await page.addStyleTag({
            content: '.property-card { content-visibility: visible !important; }',
          });
          await screenshot(page, `layout-results-${width}`, { fullPage: true });
          await drawAll.evaluate((style) => (style as Element).remove());
        }
        withMap ||= (await page.locator('.leaflet-container').count()) > 0;
      });
    };
    const firstHref = async (selector: string): Promise<string> => {
      const href = await page.locator(selector).first().getAttribute('href');
      expect(href, `no ${selector} on ${page.url()}`).to.be.a('string');
      return href!;
    };

    await check('home /');
    await visit(page, '/property-for-sale');
    await check('results /property-for-sale');
    const property = await firstHref('.property-card__link');
    await visit(page, property);
    await check(`property ${property}`);
    await visit(page, '/branches');
    await check('branches /branches');
    const branch = await firstHref('main a[href^="/branches/"]');
    await visit(page, branch);
    await check(`branch ${branch}`);
    await visit(page, '/articles');
    await check('articles /articles');
    const article = await firstHref('main a[href^="/articles/"]');
    await visit(page, article);
    await check(`article ${article}`);
    await visit(page, '/mortgages');
    await check('mortgages /mortgages');
    await visit(page, '/no-such-page-xyz');
    await check('404 /no-such-page-xyz');
    return problems;
  } finally {
    await o.context.close();
  }
}

/**
 * The header's logo link and its navigation links and buttons that a toast covers: at their
 * centre, or any part of their box.
 */
async function coveredHeaderControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const toasts = [...document.querySelectorAll('.toast')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    const controls = [...document.querySelectorAll('header.site-header :is(a, button)')].filter(
      (el) =>
        !el.matches('.skip-link, .valuation-side-link') &&
        el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        el.getBoundingClientRect().width > 1,
    );
    if (controls.length < 3) covered.push(`only ${controls.length} header controls found`);
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const overlapped = toasts.some(
        (t) => t.left < box.right && t.right > box.left && t.top < box.bottom && t.bottom > box.top,
      );
      if (hit !== null && (hit === el || el.contains(hit)) && !overlapped) continue;
      const label =
        (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30) ||
        el.getAttribute('href') ||
        '';
      covered.push(
        `${el.tagName.toLowerCase()}.${el.className} "${label}" is covered by ${overlapped ? 'a toast' : (hit?.closest('[class]')?.className ?? 'nothing')}`,
      );
    }
    return covered;
  });
}

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

const overlap = (a: Box | null, b: Box | null): boolean =>
  a !== null &&
  b !== null &&
  a.left < b.right &&
  a.right > b.left &&
  a.top < b.bottom &&
  a.bottom > b.top;

/**
 * Where the error toast is, and whether it overlaps the focused field of an open modal (its label,
 * control and error together) or the dialog's heading and close button; whether that field shows
 * whole in the modal's content.
 */
async function toastOverModal(page: Page) {
  // Boxes only in the page (no named helpers there: the test runner's transform would wrap them in __name).
  const boxes = await page.evaluate(() => {
    const focused = document.activeElement;
    const elements = {
      toast: document.querySelector('[role="alert"] .toast'),
      field: focused?.closest('.form-field') ?? focused ?? null,
      header: document.querySelector('[role="dialog"] .modal__header'),
      body: document.querySelector('[role="dialog"] .modal__body'),
    };
    const found: Record<
      string,
      { top: number; bottom: number; left: number; right: number } | null
    > = {};
    for (const [name, el] of Object.entries(elements)) {
      const b = el?.getBoundingClientRect();
      found[name] = b
        ? {
            top: Math.round(b.top),
            bottom: Math.round(b.bottom),
            left: Math.round(b.left),
            right: Math.round(b.right),
          }
        : null;
    }
    return { found, focusedName: (focused as HTMLInputElement | null)?.name ?? '' };
  });
  const { toast: toastBox = null, field = null, header = null, body = null } = boxes.found;
  return {
    toast: toastBox,
    field,
    body,
    focusedName: boxes.focusedName,
    fieldCovered: overlap(toastBox, field),
    headerCovered: overlap(toastBox, header),
    // The whole field, label to error, in the part of the modal's content that shows.
    fieldInView:
      field !== null && body !== null && field.top >= body.top && field.bottom <= body.bottom,
  };
}

describe('layout (browser)', function () {
  this.timeout(60000);

  for (const agency of AGENCIES) {
    it(`at ${SWEEP_WIDTHS.join(', ')} px no page of ${agency.name} scrolls sideways and every control is on screen`, async function () {
      // Nine pages, each at five widths and scrolled through at each.
      this.timeout(180000);
      const problems = await sweepSite(agency);
      expect(problems, problems.join('\n')).to.deep.equal([]);
    });
  }

  it('keeps three columns on screen at 1280 px after switching to the list layout and back to the grid', async () => {
    const o = await open('/property-for-sale', 1280);
    try {
      const { page } = o;
      const results = page.locator('ul.results');
      const columns = () =>
        page.evaluate(() => ({
          tracks: getComputedStyle(document.querySelector('ul.results')!)
            .gridTemplateColumns.split(' ')
            .map((track) => Math.round(parseFloat(track))),
          listWidth: Math.round(
            document.querySelector('ul.results')!.getBoundingClientRect().width,
          ),
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth,
        }));
      const before = await columns();
      expect(before.tracks, `grid as it opens: ${JSON.stringify(before)}`).to.have.length(3);

      await page.getByRole('button', { name: 'List', exact: true }).click();
      await page.waitForFunction(
        () => document.querySelector('ul.results')?.classList.contains('results--list') === true,
      );
      await page.getByRole('button', { name: 'Grid', exact: true }).click();
      await page.waitForFunction(
        () => document.querySelector('ul.results')?.classList.contains('results--grid') === true,
      );
      expect(await results.getAttribute('class')).to.contain('results--grid');

      const after = await columns();
      const report = JSON.stringify(after);
      expect(after.tracks, `grid after List → Grid: ${report}`).to.have.length(3);
      for (const track of after.tracks)
        expect(track, `each column a third of the list at most: ${report}`).to.be.at.most(
          after.listWidth / 3,
        );
      expect(after.scrollWidth, `the page scrolls sideways: ${report}`).to.be.at.most(
        after.innerWidth,
      );
      const saveButtons = await sidewaysOverflow(page, '.results .save-property');
      expect(saveButtons.offScreen, saveButtons.offScreen.join('\n')).to.deep.equal([]);
    } finally {
      await o.context.close();
    }
  });

  it(`at 375, 1024 and 1280 px the home page's 'Book a valuation' link covers no content, and toasts cover neither logo nor navigation (both agencies)`, async () => {
    const problems = await Promise.all(
      AGENCIES.map(async (agency) => {
        const o = await open('/', 375, agency.options);
        const found: string[] = [];
        try {
          const { page } = o;
          await atEachWidth(
            page,
            async (width) => {
              const at = (line: string) => `${agency.name} at ${width} px: ${line}`;
              await dismissToasts(page); // the width before's
              expect(
                await page.locator('a.valuation-side-link').isVisible(),
                at('the valuation link shows'),
              ).to.equal(true);
              found.push(...(await coveredContent(page)).map(at));

              // Two toasts at once (a sign-in, and an enquiry sent with a new account: two lines),
              // as the stack grows downwards.
              for (const key of ['user-login-successful', 'welcome-lead-sent-new-user']) {
                await page.evaluate((hash) => {
                  location.hash = hash;
                }, `#/flash/${key}`);
                await page.waitForFunction(
                  (k) => location.hash === '' || !location.hash.includes(k),
                  key,
                );
              }
              await page.waitForFunction(
                () => document.querySelectorAll('.toast--success').length === 2,
              );
              // The toasts themselves are on top: their messages can be read.
              const toastsOnTop = await page.evaluate(() =>
                [...document.querySelectorAll('.toast')].every((toast) => {
                  const box = toast.getBoundingClientRect();
                  const hit = document.elementFromPoint(
                    box.left + box.width / 2,
                    box.top + box.height / 2,
                  );
                  return hit !== null && toast.contains(hit);
                }),
              );
              if (!toastsOnTop) found.push(at('a toast is hidden behind something'));
              found.push(...(await coveredHeaderControls(page)).map(at));
            },
            [375, 1024, 1280],
          );
          return found;
        } finally {
          await o.context.close();
        }
      }),
    );
    expect(problems.flat(), problems.flat().join('\n')).to.deep.equal([]);
  });

  for (const width of [375, 1280] as const) {
    it(`at ${width} px a lead form's failure toast covers neither the first field to put right nor the dialog's heading, and nothing scrolls sideways`, async () => {
      const { page, context } = await open('/properties/1001', width);
      try {
        await page.evaluate(() => (window.location.hash = '#/contact-staff-member/501'));
        const form = page.getByRole('dialog');
        await form.locator('form.lead-form').waitFor({ timeout: 15000 });
        await form.getByLabel('First name').fill('Priya');
        await form.getByLabel('Last name').fill('Shah');
        await form.getByLabel('Email').fill('priya.toast@example.co.uk');
        await form.getByLabel('Telephone').fill('07700 900123');
        await form.getByRole('checkbox', { name: /I agree to the terms/ }).check();
        // The platform fails: the error toast shows, announced in the alert region.
        await addFault({ method: 'POST', path: '/leads', mode: 'fail', status: 500, times: 1 });
        const send = form.getByRole('button', { name: 'Send enquiry' });
        await send.scrollIntoViewIfNeeded();
        const pressedAt = await send.boundingBox();
        await send.click();
        await toast(page, 'Request failed. Please try again.');
        // The modal made room for the toast without moving the button from under the finger.
        expect(await send.boundingBox(), 'the send button after the toast appeared').to.deep.equal(
          pressedAt,
        );
        // Once the dialog has made its room (a busy machine may lay it out a few frames later).
        let afterFailure = await toastOverModal(page);
        for (
          const deadline = Date.now() + 3000;
          afterFailure.headerCovered && Date.now() < deadline;
        ) {
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          afterFailure = await toastOverModal(page);
        }
        expect(
          afterFailure.headerCovered,
          `the toast covers the dialog's heading: ${JSON.stringify(afterFailure)}`,
        ).to.equal(false);
        await screenshot(page, `toast-over-form-failed-${width}`);
        // While the toast shows, the visitor empties the first field and sends again: focus goes to it.
        await form.getByLabel('First name').fill('');
        await form.getByRole('button', { name: 'Send enquiry' }).click();
        await page.waitForFunction(
          () => (document.activeElement as HTMLInputElement | null)?.name === 'first_name',
        );
        const placed = await toastOverModal(page);
        expect(placed.toast, 'the toast is still on screen').to.not.equal(null);
        expect(placed.focusedName).to.equal('first_name');
        expect(
          placed.fieldInView,
          `the first field, label to error, is in view: ${JSON.stringify(placed)}`,
        ).to.equal(true);
        expect(
          placed.fieldCovered,
          `the toast covers the first field to put right: ${JSON.stringify(placed)}`,
        ).to.equal(false);
        expect(
          placed.headerCovered,
          `the toast covers the dialog's heading: ${JSON.stringify(placed)}`,
        ).to.equal(false);
        await screenshot(page, `toast-over-form-invalid-${width}`);
        await expectNoSidewaysScroll(page, `lead form with a toast at ${width} px`);
        await expectNoAxeViolations(page, `lead form with a toast at ${width} px`);
      } finally {
        await context.close();
        await clearFaults();
      }
    });
  }
});
