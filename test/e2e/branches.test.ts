/**
 * The branch pages as a visitor uses them, in Debian Chromium against the sandbox
 * at 375 px and 1280 px: the branch finder (`/branches`: text, department, all seven offices on one page, the
 * map's area search by drawing and by the part of the map in view, Back and Forward, the server's
 * page for any search address), a branch's page (`/branches/taunton`: the location card with
 * merged 12-hour opening hours, department and staff enquiry forms, its properties and the link to
 * all of them, the map), with the keyboard alone, axe-core, one h1, no sideways scroll at
 * 320–1280 px, and screenshots (artifacts/screenshots, full pages too).
 */
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { decodePolyline } from '../../core/search/polyline.js';
import {
  appReady,
  axeAndScreenshot,
  baseUrl,
  BOTH_WIDTHS,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  screenshot,
  withOpen,
} from './support/browser.js';
import { atEachWidth, scrollThrough, SWEEP_WIDTHS } from './support/layout.js';
import { sandboxData } from './support/lead-forms.js';
import { listed } from './support/branches.js';
import { SOMERSET_NAMES } from '../support/branches.js';

async function fullPageShot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: true });
}

const status = (page: Page) => page.locator('.branch-finder__count');

async function expectList(page: Page, names: readonly string[], count: string): Promise<void> {
  await expectText(status(page), count);
  expect(await listed(page)).to.deep.equal(names);
}

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: 10000 });
  expect((await locator.first().textContent())?.trim()).to.equal(text);
}

/** The query of the page's address, as the app wrote it. */
const query = (page: Page) => new URL(page.url()).search;

async function waitForQuery(page: Page, expected: string): Promise<void> {
  await page.waitForFunction((q) => location.search === q, expected, { timeout: 10000 });
}

async function oneH1(page: Page): Promise<void> {
  expect(await page.locator('h1').count()).to.equal(1);
}

/** Waits until the finder's map is drawn and offers its area tools. */
async function mapReady(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Search this map area' }).waitFor({ timeout: 20000 });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.branch-finder__map img.leaflet-tile').length > 0 &&
      document.querySelector('.branch-finder__map [role="region"]')?.getAttribute('aria-busy') ===
        'false',
    undefined,
    { timeout: 20000 },
  );
}

/** Presses Tab (or Shift+Tab) until the focused element matches the CSS selector, or (`text:…`) has that text. */
async function tabUntil(page: Page, matches: string, backwards = false, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const found = await page.evaluate((wanted) => {
      const active = document.activeElement;
      if (active === null) return false;
      return wanted.startsWith('text:')
        ? active.textContent?.trim() === wanted.slice(5)
        : active.matches(wanted);
    }, matches);
    if (found) return;
  }
  throw new Error(`Tab never reached ${matches}`);
}

/** The branch pages a server-rendered branch finder lists. */
function listedInHtml(html: string): string[] {
  return [...html.matchAll(/<h3 class="branch-card__name"><a href="([^"]+)"/g)].map((m) => m[1]!);
}

/** The zoom level of the finder map's tiles (their addresses are /{z}/{x}/{y}). */
async function tileZoom(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      ...[
        ...document.querySelectorAll<HTMLImageElement>('.branch-finder__map img.leaflet-tile'),
      ].map((tile) => Number(new URL(tile.src).pathname.split('/')[3])),
    ),
  );
}

/**
 * Waits until the finder map has zoomed to `zoom`: its tiles are of that level and no zoom
 * animation runs (Leaflet marks its map pane while one does, and ignores a zoom asked for meanwhile).
 */
async function zoomedTo(page: Page, zoom: number): Promise<void> {
  await page.waitForFunction(
    (z) => {
      const pane = document.querySelector('.branch-finder__map .leaflet-map-pane');
      const tiles = [
        ...document.querySelectorAll<HTMLImageElement>('.branch-finder__map img.leaflet-tile'),
      ];
      return (
        pane !== null &&
        !pane.classList.contains('leaflet-zoom-anim') &&
        tiles.some((tile) => tile.src.includes(`/tiles/${z}/`))
      );
    },
    zoom,
    { timeout: 10000 },
  );
}

/** Where the finder map's pane stands (its CSS transform). */
async function paneTransform(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      document.querySelector<HTMLElement>('.branch-finder__map .leaflet-map-pane')?.style
        .transform ?? '',
  );
}

/** Waits until the finder map has moved from `before` and stopped (the same place two frames running). */
async function panned(page: Page, before: string): Promise<void> {
  await page.waitForFunction(
    (previous) => {
      const now =
        document.querySelector<HTMLElement>('.branch-finder__map .leaflet-map-pane')?.style
          .transform ?? '';
      const seen = (window as unknown as { __lastPaneTransform?: string }).__lastPaneTransform;
      (window as unknown as { __lastPaneTransform?: string }).__lastPaneTransform = now;
      return now !== previous && now === seen;
    },
    before,
    { polling: 'raf', timeout: 10000 },
  );
}

/** Where a branch's map label points (the tip below the label), on screen. */
async function markerTip(
  page: Page,
  branchName: string,
): Promise<{ x: number; y: number } | undefined> {
  return page.evaluate((name) => {
    const label = [
      ...document.querySelectorAll(
        '.branch-finder__map .agency-map-marker:not(.agency-map-marker--group)',
      ),
    ].find((el) => el.getAttribute('aria-label')?.startsWith(`${name},`));
    if (label === undefined) return undefined;
    const box = label.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.bottom + 8 };
  }, branchName);
}

/** The label's tip once the map stands still (the same place twice, a few frames apart): a busy machine may still be animating a zoom or a scroll. */
async function settledTip(
  page: Page,
  branchName: string,
): Promise<{ x: number; y: number } | undefined> {
  let last = await markerTip(page, branchName);
  for (let tries = 0; tries < 40; tries += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const now = await markerTip(page, branchName);
    if (now !== undefined && last !== undefined && now.x === last.x && now.y === last.y) return now;
    last = now;
  }
  return last;
}

/** Every single branch label's tip but `branchName`'s. */
async function otherTips(page: Page, branchName: string): Promise<{ x: number; y: number }[]> {
  return page.evaluate((name) => {
    return [...document.querySelectorAll('.branch-finder__map .agency-map-marker')]
      .filter((el) => !el.getAttribute('aria-label')?.startsWith(`${name},`))
      .map((el) => {
        const box = el.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.bottom + 8 };
      });
  }, branchName);
}

describe('branch pages (browser)', function () {
  this.timeout(120000);

  for (const [width, px] of BOTH_WIDTHS) {
    it(`finds branches by text and department at ${px} px, every search an address Back returns to`, async () => {
      await withOpen('/branches', width, async (o) => {
        const { page } = o;
        await oneH1(page);
        expect(await page.locator('h1').textContent()).to.equal('Our offices');
        await expectList(page, SOMERSET_NAMES, '7 branches');
        // Each branch name links to its page; its telephone is a tel: link.
        expect(
          await page.getByRole('link', { name: 'Taunton office' }).getAttribute('href'),
        ).to.equal('/branches/taunton');
        expect(
          await page
            .getByRole('link', { name: 'Call Taunton on 01823 250100' })
            .getAttribute('href'),
        ).to.equal('tel:01823250100');
        await axeAndScreenshot(page, `branch finder ${px}`, `branches-index-${px}`);
        await fullPageShot(page, `branches-index-full-${px}`);

        // Text: the list narrows in place, and the address says so.
        await page.getByLabel('Town, postcode or branch name').fill('Fore Street');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expectList(page, ['Wellington', 'Chard'], '2 branches');
        expect(query(page)).to.equal('?q=Fore+Street');

        // Department: only the branches that have it.
        await page.getByLabel('Department').selectOption({ label: 'Agriculture' });
        await expectList(page, ['Wellington'], '1 branch');
        expect(query(page)).to.equal('?q=Fore+Street&department=agriculture');
        await screenshot(page, `branches-index-filtered-${px}`);

        // Back returns to each search before, form and all; Forward again.
        await page.goBack();
        await expectList(page, ['Wellington', 'Chard'], '2 branches');
        expect(await page.getByLabel('Department').inputValue()).to.equal('all');
        expect(await page.getByLabel('Town, postcode or branch name').inputValue()).to.equal(
          'Fore Street',
        );
        await page.goBack();
        await expectList(page, SOMERSET_NAMES, '7 branches');
        expect(await page.getByLabel('Town, postcode or branch name').inputValue()).to.equal('');
        await page.goForward();
        await expectList(page, ['Wellington', 'Chard'], '2 branches');
        await page.goBack();
        await expectList(page, SOMERSET_NAMES, '7 branches');

        // Seven offices need no pages.
        expect(await page.locator('.branch-finder__pagination').count()).to.equal(0);
        expectNoConsoleErrors(o);
      });
    });

    it(`narrows the list to an area drawn on the map at ${px} px, clears it, and Back brings it back`, async () => {
      await withOpen('/branches', width, async (o) => {
        const { page } = o;
        const map = page.locator('.branch-finder__map');
        // In the middle of the window: clear of the sticky header and of a phone's 'Book a valuation' bar.
        const centre = () => map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await centre();
        await mapReady(page);
        await expectNoAxeViolations(page, `branch finder with its map ${px}`);
        // On a phone the offices share labels ('5 branches'): zoom in until Taunton has its own.
        for (
          let zoom = 0;
          (await markerTip(page, 'Taunton')) === undefined && zoom < 6;
          zoom += 1
        ) {
          const before = await tileZoom(page);
          await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
          await zoomedTo(page, before + 1);
        }
        await page.getByRole('button', { name: 'Draw an area' }).click();
        await expectText(
          page.locator('.area-tools__note'),
          'Drawing an area: click or tap the map for each corner, or move the map and add a corner at its centre.',
        );
        // Measured once drawing has begun (the buttons above the map have changed), then nothing moves.
        await centre();
        const tip = await settledTip(page, 'Taunton');
        expect(tip, 'Taunton on the map').to.not.equal(undefined);
        const others = await otherTips(page, 'Taunton');
        const nearest = Math.min(...others.map((t) => Math.hypot(t.x - tip!.x, t.y - tip!.y)));
        const r = Math.max(12, Math.min(40, nearest / 2 - 4));
        // A triangle round Taunton, clear of every label (they stand above their point), and of
        // the map's controls (a corner on the attribution's 'Leaflet' link would leave the site):
        // pointing down, else up. One corner at a time: each click is answered (the note counts
        // it) before the next.
        const controls = await map.locator('.leaflet-control').evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return {
              left: box.left - 6,
              right: box.right + 6,
              top: box.top - 6,
              bottom: box.bottom + 6,
            };
          }),
        );
        const clear = ([dx, dy]: readonly [number, number]) => {
          const [x, y] = [tip!.x + dx, tip!.y - 4 + dy];
          return !controls.some(
            (box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom,
          );
        };
        const triangles: readonly (readonly (readonly [number, number])[])[] = [
          [
            [-r, 0],
            [r, 0],
            [0, r],
          ],
          [
            [-r, 0],
            [r, 0],
            [0, -r],
          ],
        ];
        const corners = triangles.find((triangle) => triangle.every(clear));
        expect(corners, 'a triangle round Taunton clear of the map controls').to.not.equal(
          undefined,
        );
        for (const [i, [dx, dy]] of corners!.entries()) {
          await page.mouse.click(tip!.x + dx, tip!.y - 4 + dy);
          await expectText(
            page.locator('.area-tools__note'),
            i === 0 ? '1 corner placed.' : `${i + 1} corners placed.`,
          );
        }
        expect(await page.locator('.branch-finder__map path.agency-map-corner').count()).to.equal(
          3,
        );
        await screenshot(page, `branches-area-drawing-${px}`);
        await page.getByRole('button', { name: 'Finish the area' }).click();
        await expectList(page, ['Taunton'], '1 branch in the area');
        const poly = new URLSearchParams(query(page)).get('poly');
        expect(decodePolyline(poly ?? '')).to.have.length(3);
        expect(await page.locator('.branch-finder__map path.agency-map-area').count()).to.equal(1);
        await screenshot(page, `branches-area-${px}`);
        // (axe again only where the map was not zoomed in: a zoomed map cuts off labels at its edges.)
        if (width === 'desktop')
          await expectNoAxeViolations(page, `branch finder with an area ${px}`);

        // The area's address is the server's page too (no JavaScript needed to see it).
        const html = await (await fetch(`${baseUrl()}/branches${query(page)}`)).text();
        expect(html).to.contain('>1 branch in the area</p>');
        expect(listedInHtml(html)).to.deep.equal(['/branches/taunton']);

        await page.getByRole('link', { name: 'Clear the area' }).click();
        await expectList(page, SOMERSET_NAMES, '7 branches');
        expect(query(page)).to.equal('');
        expect(await page.locator('.branch-finder__map path.agency-map-area').count()).to.equal(0);
        await page.goBack();
        await expectList(page, ['Taunton'], '1 branch in the area');
        await page.waitForFunction(
          () => document.querySelectorAll('.branch-finder__map path.agency-map-area').length === 1,
        );
        expectNoConsoleErrors(o);
      });
    });
  }

  it('searches the part of the map in view, and draws an area, with the keyboard alone', async () => {
    await withOpen('/branches', 'desktop', async (o) => {
      const { page } = o;
      await mapReady(page);
      await page.locator('body').focus();
      // The text search and the department from the keyboard.
      await tabUntil(page, '#branch-finder-q');
      await page.keyboard.type('somerset');
      await page.keyboard.press('Enter');
      await waitForQuery(page, '?q=somerset');
      await expectText(status(page), '7 branches');
      await tabUntil(page, '#branch-finder-department');
      await page.keyboard.press('ArrowDown'); // Agriculture
      await waitForQuery(page, '?q=somerset&department=agriculture');
      await expectList(page, ['Taunton', 'Wellington', 'Langport'], '3 branches');

      // 'Search this map area': the map fits every office, so all three stay.
      await tabUntil(page, 'text:Search this map area');
      await page.keyboard.press('Enter');
      await expectText(status(page), '3 branches in the area');
      expect(new URLSearchParams(query(page)).get('poly')).to.be.a('string');

      // Drawing from the keyboard: a corner at the centre, move the map with the arrow keys, another…
      await tabUntil(page, 'text:Draw an area');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(
        "Add a corner at the map's centre",
      );
      await page.keyboard.press('Enter');
      for (const arrow of ['ArrowLeft', 'ArrowUp']) {
        await tabUntil(page, '.branch-finder__map .leaflet-container');
        const before = await paneTransform(page);
        await page.keyboard.press(arrow);
        await page.keyboard.press(arrow);
        await panned(page, before);
        await tabUntil(page, "text:Add a corner at the map's centre", true);
        await page.keyboard.press('Enter');
      }
      await expectText(page.locator('.area-tools__note'), '3 corners placed.');
      await tabUntil(page, 'text:Finish the area');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () =>
          new URLSearchParams(location.search).get('poly') !== null &&
          document.querySelector('.area-tools__note')?.textContent === '',
      );
      const poly = new URLSearchParams(query(page)).get('poly');
      expect(decodePolyline(poly ?? '')).to.have.length(3);
      // The list is what the platform renders for the same address.
      const html = await (await fetch(`${baseUrl()}/branches${query(page)}`)).text();
      const serverCount = /<p role="status" class="branch-finder__count">([^<]*)<\/p>/.exec(
        html,
      )?.[1];
      expect(serverCount).to.match(/ in the area$|^No branches match your search\.$/);
      await expectText(status(page), serverCount ?? '');
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(
        'Draw an area',
      );
      expectNoConsoleErrors(o);
    });
  });

  it('renders any search address on the server as the browser shows it (no JavaScript needed, no hydration mismatch)', async () => {
    const html = await (
      await fetch(`${baseUrl()}/branches?q=FORE%20street&department=Agriculture&page=7`)
    ).text();
    expect(html).to.contain('>1 branch</p>');
    expect(listedInHtml(html)).to.deep.equal(['/branches/wellington']);
    expect(html).to.contain('<option value="agriculture" selected="">Agriculture</option>');
    const hostile = await fetch(
      `${baseUrl()}/branches?page=-1&poly=%00%FF&department=${'x'.repeat(200)}&q=${'%3Cscript%3E'.repeat(40)}`,
    );
    expect(hostile.status).to.equal(200);
    expect(await hostile.text()).to.not.contain('<script>');

    await withOpen(
      '/branches?q=FORE%20street&department=Agriculture&page=7',
      'desktop',
      async (o) => {
        await expectList(o.page, ['Wellington'], '1 branch');
        expectNoConsoleErrors(o);
      },
    );
  });

  for (const [width, px] of BOTH_WIDTHS) {
    it(`shows a branch at ${px} px: its location card with merged 12-hour hours, departments and team with their forms, its properties and map`, async () => {
      await withOpen('/branches/taunton', width, async (o) => {
        const { page } = o;
        await oneH1(page);
        expect(await page.locator('h1').textContent()).to.equal('Taunton office');
        const card = page.locator('.location-card');
        await card.waitFor();
        expect(
          await card
            .locator('.opening-hours__row')
            .evaluateAll((rows) => rows.map((r) => r.textContent)),
        ).to.deep.equal(['Mon – Fri9am – 5:30pm', 'Sat9am – 4pm', 'SunClosed']);
        expect(
          await card.getByRole('link', { name: '01823 250100' }).getAttribute('href'),
        ).to.equal('tel:01823250100');
        expect(
          await card.getByRole('link', { name: /Get directions/ }).getAttribute('href'),
        ).to.match(/^https:\/\/www\.openstreetmap\.org\/directions\?to=51\.0149%2C-3\.1013$/);
        expect(
          await page
            .getByRole('link', { name: 'Call Lettings on 01823 250102' })
            .getAttribute('href'),
        ).to.equal('tel:01823250102');
        expect(
          await page
            .getByRole('link', { name: 'Contact Lettings at Taunton' })
            .getAttribute('href'),
        ).to.equal('#/contact-office?department=1102');
        expect(
          await page.getByRole('link', { name: 'Contact Eleanor Hartley' }).getAttribute('href'),
        ).to.equal('#/contact-staff-member/501');
        // Its properties, and a link to all of them (the branch's results page).
        const slider = page
          .getByRole('region', { name: 'Property from our Taunton office' })
          .or(page.locator('section.block--propertyCardSlider'));
        await slider.first().waitFor();
        expect(
          await page.locator('section.block--propertyCardSlider .property-card').count(),
        ).to.be.within(1, 8);
        const all = page.getByRole('link', {
          name: /^See all \d+ properties for sale from Taunton$/,
        });
        expect(await all.getAttribute('href')).to.equal(
          '/branches/taunton/properties/property-for-sale',
        );
        await page.locator('.branch-page__map').scrollIntoViewIfNeeded();
        await page.locator('.branch-page__map .leaflet-container').waitFor({ timeout: 20000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await axeAndScreenshot(page, `branch page ${px}`, `branch-page-${px}`);
        await fullPageShot(page, `branch-page-full-${px}`);

        // A member of staff's form opens with their name.
        await page.getByRole('link', { name: 'Contact Eleanor Hartley' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('form.lead-form').waitFor({ timeout: 15000 });
        await dialog
          .getByRole('heading', { name: 'Contact Eleanor Hartley', exact: true })
          .waitFor();
        await screenshot(page, `branch-page-staff-form-${px}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        // A department's form is that department's, and its lead names the department and the branch.
        await page.getByRole('link', { name: 'Contact Lettings at Taunton' }).click();
        await dialog.locator('form.lead-form').waitFor({ timeout: 15000 });
        await dialog.getByRole('heading', { name: 'Contact Lettings', exact: true }).waitFor();
        const before = (await sandboxData<{ leads: unknown[] }>()).leads.length;
        await dialog.getByLabel('First name').fill('Priya');
        await dialog.getByLabel('Last name').fill('Shah');
        await dialog.getByLabel('Email').fill('priya.shah@example.co.uk');
        await dialog.getByLabel('Telephone').fill('07700 900123');
        await dialog.getByLabel('Message').fill('Do you manage flats near the station?');
        await dialog.getByRole('checkbox', { name: /I agree to the terms/ }).check();
        await dialog.getByRole('button', { name: 'Send enquiry' }).click();
        await dialog.getByRole('heading', { name: 'Thank you' }).waitFor({ timeout: 15000 });
        const leads = (await sandboxData<{ leads: { lead: Record<string, unknown> }[] }>()).leads;
        expect(leads).to.have.length(before + 1);
        expect(leads.at(-1)?.lead).to.deep.include({
          lead_type: 'branch_department_enquiry',
          branch_department_id: '1102',
          branch_id: '11',
        });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        // The branch's results page (branches#properties) is still the results page.
        await all.click();
        await page.waitForURL('**/branches/taunton/properties/property-for-sale');
        await appReady(page);
        expect(await page.locator('h1').textContent()).to.equal(
          'Property for sale from our Taunton office',
        );
        expect(await page.locator('.property-card').count()).to.be.greaterThan(0);
        expectNoConsoleErrors(o);
      });
    });
  }

  it("opens a branch's staff form with the keyboard alone, and gives focus back when it closes", async () => {
    await withOpen('/branches/wellington', 'desktop', async (o) => {
      const { page } = o;
      await page.locator('body').focus();
      await tabUntil(page, 'a[href="#/contact-staff-member/531"]', false, 120);
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(
        'Contact Fiona Lang',
      );
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.locator('form.lead-form').waitFor({ timeout: 15000 });
      await dialog.getByRole('heading', { name: 'Contact Fiona Lang', exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('href') === '#/contact-staff-member/531',
        undefined,
        { timeout: 5000 },
      );
      expectNoConsoleErrors(o);
    });
  });

  it("shows the second agency's branches and a branch of theirs, in their brand", async () => {
    await withOpen('/branches', 'mobile', { host: 'harbour' }, async (o) => {
      const { page } = o;
      await expectList(page, ['Clifton Village', 'Harbourside'], '2 branches');
      expect(await page.locator('.branch-finder__pagination').count()).to.equal(0);
      await expectNoAxeViolations(page, 'harbour branch finder');
      await page.getByRole('link', { name: 'Harbourside office' }).click();
      await page.waitForURL('**/branches/harbourside');
      await appReady(page);
      await oneH1(page);
      expect(await page.locator('h1').textContent()).to.equal('Harbourside office');
      expect(
        await page.getByRole('link', { name: 'Contact Leila Haddad' }).getAttribute('href'),
      ).to.equal('#/contact-staff-member/612');
      await page.locator('.location-card').waitFor();
      await expectNoAxeViolations(page, 'harbour branch page');
      await fullPageShot(page, 'branch-page-harbour-full-375');
      expectNoConsoleErrors(o);
    });
  });

  it(`never scrolls sideways at ${SWEEP_WIDTHS.join(', ')} px`, async () => {
    await withOpen('/branches', SWEEP_WIDTHS[0], async (o) => {
      const { page } = o;
      for (const pathname of [
        '/branches',
        '/branches?q=Frome',
        '/branches?q=zzz',
        '/branches/taunton',
        '/branches/langport',
      ]) {
        if (pathname !== '/branches') {
          await page.goto(baseUrl() + pathname, { waitUntil: 'load' });
          await appReady(page);
        }
        // Scrolled through once, so its lazy parts (pictures, the map) are in at every width.
        await scrollThrough(page);
        await atEachWidth(page, async (px) => {
          const [scrollWidth, innerWidth] = await page.evaluate(() => [
            document.documentElement.scrollWidth,
            window.innerWidth,
          ]);
          expect(scrollWidth, `${pathname} at ${px} px`).to.be.at.most(innerWidth);
        });
      }
    });
  });
});
