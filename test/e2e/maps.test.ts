/**
 * The keyless map (Leaflet over the sandbox's own tiles) as a visitor uses it, in Debian Chromium
 * against the sandbox platform: the results map view (`#/map`) with price markers that open the
 * property's card, the list of the same properties beside or below it, the property page's map
 * with its one marker. Nothing is requested from any host but the sandbox (there is no internet
 * here), and no Leaflet code or CSS loads before a map is shown. axe-core checks and screenshots
 * at 375 px and 1280 px (artifacts/screenshots).
 */
import { expect } from 'chai';
import type { Page, Request } from 'playwright-core';
import { OVERLAY_DEPTH_KEY } from '../../ui/app/overlay-history.js';
import {
  appReady,
  axeAndScreenshot,
  baseUrl,
  BOTH_WIDTHS,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  screenshot,
  withOpen,
  type Opened,
} from './support/browser.js';
import { propertiesOnMap } from './support/maps.js';

/** Leaflet with our drawing code: one file shared by every page kind (build.mjs SHARED_LATER). */
const MAPS_LIBRARY = /^\/assets\/maps-[A-Z0-9]+\.js$/;
const TILE = /^\/__sandbox\/tiles\/\d{1,2}\/\d+\/\d+\.svg$/;

/**
 * Every request of the page from its very start: `beforeLoad` for `open` (or `withOpen`), and
 * the URLs it has heard so far.
 */
function recording(): { beforeLoad: (o: Opened) => Promise<void>; requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    beforeLoad: async ({ page }) => {
      page.on('request', (request: Request) => requests.push(request.url()));
    },
  };
}

/** Requests to anything but the sandbox (data: and blob: URLs are the page's own). */
function offSite(requests: readonly string[]): string[] {
  const origin = new URL(baseUrl()).origin;
  return requests.filter(
    (url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin,
  );
}

/**
 * Waits until the map shows tiles and every tile image in it has loaded (a real picture) and
 * faded in: Leaflet has stopped drawing.
 */
async function tilesLoaded(page: Page, scope = '.leaflet-container'): Promise<string[]> {
  await page.waitForFunction(
    (selector) => {
      const tiles = [
        ...document.querySelectorAll<HTMLImageElement>(`${selector} img.leaflet-tile`),
      ];
      return (
        tiles.length >= 2 &&
        tiles.every(
          (tile) =>
            tile.complete && tile.naturalWidth > 0 && getComputedStyle(tile).opacity === '1',
        )
      );
    },
    scope,
    { timeout: 20000 },
  );
  return page
    .locator(`${scope} img.leaflet-tile`)
    .evaluateAll((tiles) => tiles.map((tile) => new URL((tile as HTMLImageElement).src).pathname));
}

/**
 * Waits until the map in `scope` is drawn for good: the only one, its region no longer busy, the
 * overlay's history entry settled by the app (an overlay opened with the page is put on top of a
 * plain `#/` entry first, see ui/app/overlay-history.ts), and its tiles loaded.
 */
async function settledMap(
  page: Page,
  scope = '[role="dialog"] .leaflet-container',
): Promise<string[]> {
  await page.waitForFunction(
    ([selector, depthKey]) => {
      const maps = document.querySelectorAll(selector);
      const region = maps[0]?.closest('[role="region"]');
      const overlay = location.hash.length > 2;
      const settled =
        !overlay ||
        (typeof history.state === 'object' && history.state !== null && depthKey in history.state);
      return maps.length === 1 && region?.getAttribute('aria-busy') === 'false' && settled;
    },
    [scope, OVERLAY_DEPTH_KEY] as const,
    { timeout: 20000 },
  );
  return tilesLoaded(page, scope);
}

/** The price labels of single properties (nearby properties share a '3 properties' label). */
const PRICE_LABELS = '.agency-map-marker:not(.agency-map-marker--group)';

/** Which single property's price label is in view, -1 for none (after a zoom, some lie outside the map's view). */
async function indexInView(page: Page): Promise<number> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].findIndex((label) => {
        const box = label.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && label.contains(hit);
      }),
    PRICE_LABELS,
  );
}

/** A single property's price label in view. */
async function labelInView(page: Page): Promise<ReturnType<Page['locator']>> {
  const index = await indexInView(page);
  expect(index, 'a price label in view').to.be.at.least(0);
  return page.locator(PRICE_LABELS).nth(index);
}

/**
 * Zooms in, a count bubble at a time, until a single property's price label is in view: the
 * whole search opens as count bubbles where its properties lie close together.
 */
async function zoomToPriceLabel(page: Page): Promise<void> {
  for (let step = 0; step < 8; step += 1) {
    if ((await indexInView(page)) >= 0) return;
    const before = await page.locator('.agency-map-marker').count();
    await page.locator('[role="dialog"] .agency-map-marker--group').first().click();
    await page
      .waitForFunction(
        (n) => document.querySelectorAll('.agency-map-marker').length !== n,
        before,
        { timeout: 5000 },
      )
      .catch(() => undefined);
  }
}

/** Whether any two map labels overlap (they never should: each is a whole target). */
async function labelsOverlap(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.agency-map-marker')].map((marker) =>
      marker.getBoundingClientRect(),
    );
    return boxes.some((a, i) =>
      boxes.some(
        (b, j) =>
          j > i && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
      ),
    );
  });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'page width').to.be.at.most(innerWidth);
}

describe('keyless maps (browser)', function () {
  this.timeout(90000);

  for (const [width, px] of BOTH_WIDTHS) {
    it(`shows the results on a real map at ${px} px: sandbox tiles, price markers, cards, and the list beside it`, async () => {
      const { beforeLoad, requests } = recording();
      await withOpen('/property-for-sale#/map', width, { beforeLoad }, async (o) => {
        const { page } = o;
        const dialog = page.locator('[role="dialog"]');
        await dialog.waitFor();
        const map = dialog.locator('.leaflet-container');
        // Tiles come from the sandbox and are real pictures; Leaflet's CSS is on the page.
        const tiles = await settledMap(page);
        const region = dialog.getByRole('region', { name: /^Map of / });
        expect(
          await region.count(),
          (await region.evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 200)))).join(
            '\n',
          ),
        ).to.equal(1);
        for (const tile of tiles) expect(tile).to.match(TILE);
        expect(await map.evaluate((el) => getComputedStyle(el).overflow)).to.equal('hidden');
        expect(
          await page
            .locator('img.leaflet-tile')
            .first()
            .evaluate((el) => getComputedStyle(el).position),
        ).to.equal('absolute');

        // The whole search is on the map: price labels, and count bubbles where properties lie
        // close together ('9 properties'), all of them buttons, none overlapping another.
        const listed = await dialog.locator('.map-view__list a').count();
        const whole = Number.parseInt(
          (await dialog.locator('.map-view__count').textContent()) ?? '',
          10,
        );
        const labels = dialog.locator('.agency-map-marker');
        expect(await labels.count()).to.be.greaterThan(0);
        expect(await labels.count()).to.be.below(whole);
        for (const role of await labels.evaluateAll((all) =>
          all.map((label) => label.getAttribute('role')),
        ))
          expect(role).to.equal('button');
        expect(await labelsOverlap(page)).to.equal(false);
        const represented = await propertiesOnMap(labels);
        expect(represented, 'every property of the search is on the map').to.equal(whole);
        expect(whole, 'more than the page lists').to.be.greaterThan(listed);
        expect(await dialog.getByRole('button', { name: 'Zoom in', exact: true }).count()).to.equal(
          1,
        );
        expect(
          await dialog.getByRole('button', { name: 'Zoom out', exact: true }).count(),
        ).to.equal(1);
        expect(await dialog.locator('.leaflet-control-attribution').textContent()).to.contain(
          'Sandbox demo tiles',
        );

        // The page's own properties are still listed beside the map, as links.
        expect(
          await dialog.getByRole('heading', { name: 'The properties on this page' }).isVisible(),
        ).to.equal(true);
        expect(listed).to.be.greaterThan(1);

        // The map fits its dialog; the page never scrolls sideways.
        const [regionBox, dialogBox] = [await region.boundingBox(), await dialog.boundingBox()];
        expect(regionBox!.x).to.be.at.least(dialogBox!.x);
        expect(regionBox!.x + regionBox!.width).to.be.at.most(
          dialogBox!.x + dialogBox!.width + 0.5,
        );
        expect(regionBox!.width).to.be.greaterThan(px < 768 ? 300 : 500);
        await noSidewaysScroll(page);
        await axeAndScreenshot(page, `results map ${px}`, `maps-results-${px}`);

        // A shared label zooms in on its properties.
        const group = dialog.locator('.agency-map-marker--group').first();
        expect(await group.count(), 'a label shared by nearby properties').to.equal(1);
        const labelsBefore = await dialog.locator('.agency-map-marker').count();
        await group.click();
        await page.waitForFunction(
          (before) => document.querySelectorAll('.agency-map-marker').length > before,
          labelsBefore,
        );
        expect(await labelsOverlap(page)).to.equal(false);
        await zoomToPriceLabel(page);
        expect(await labelsOverlap(page)).to.equal(false);
        await tilesLoaded(page);

        // A click on a price label opens the property's card with a link to the property.
        const marker = await labelInView(page);
        const name = (await marker.getAttribute('aria-label')) ?? '';
        expect(await marker.textContent()).to.match(/^£[\d,]+/);
        expect(name).to.match(/^£[\d,]+.*, .+/);
        await marker.click();
        const card = dialog.locator('.leaflet-popup .agency-map-card');
        await card.waitFor();
        expect(await marker.getAttribute('aria-expanded')).to.equal('true');
        const link = card.getByRole('link');
        expect(await link.getAttribute('href')).to.match(/^\/properties\/\d+\//);
        expect(name).to.contain(((await link.textContent()) ?? '').trim());
        expect(await card.locator('.agency-map-card__price').textContent()).to.equal(
          await marker.textContent(),
        );
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>('.agency-map-card img')].every(
            (img) => img.complete && img.naturalWidth > 0,
          ),
        );
        await expectNoAxeViolations(page, `results map card ${px}`);
        await noSidewaysScroll(page);
        await screenshot(page, `maps-results-card-${px}`);
        await screenshot(page, `maps-results-full-${px}`, { fullPage: true });

        expect(offSite(requests), 'requests to other hosts').to.deep.equal([]);
        expectNoConsoleErrors(o);
      });
    });
  }

  it('loads no Leaflet code or CSS until the map opens, then only the maps chunks', async () => {
    const { beforeLoad, requests } = recording();
    await withOpen('/property-for-sale', 'desktop', { beforeLoad }, async (o) => {
      const { page } = o;
      await page.waitForLoadState('networkidle');
      const leafletBefore = requests.filter((url) =>
        /leaflet|maps\.adapter|__sandbox\/tiles/i.test(url),
      );
      expect(leafletBefore, 'maps requests before the map opens').to.deep.equal([]);
      expect(
        await page.evaluate(
          () =>
            document.adoptedStyleSheets.length +
            document.querySelectorAll('style[data-agency-maps]').length,
        ),
      ).to.equal(0);
      expect(await page.locator('.leaflet-container').count()).to.equal(0);

      await page.locator('.results-toolbar__map').click();
      await settledMap(page);
      const chunks = requests
        .filter((url) => /\/assets\/.*(leaflet|maps)/i.test(url))
        .map((url) => new URL(url).pathname);
      expect(
        chunks.some((file) => MAPS_LIBRARY.test(file)),
        chunks.join('\n'),
      ).to.equal(true);
      expect(
        chunks.some((file) => /\/assets\/chunk-leaflet-maps\.adapter-[A-Z0-9]+\.js$/.test(file)),
        chunks.join('\n'),
      ).to.equal(true);
      expect(
        chunks.filter((file) => file.endsWith('.css')),
        'no separate CSS file',
      ).to.deep.equal([]);
      expect(offSite(requests)).to.deep.equal([]);
      expectNoConsoleErrors(o);
    });
  });

  it('loads Leaflet once for a visitor who opens maps on two kinds of page: the same file, from the cache', async () => {
    await withOpen('/property-for-sale', 'desktop', async (o) => {
      const { page } = o;
      // What the browser's network layer says of each load of the library (Chrome DevTools Protocol).
      const library: { url: string; fromCache: boolean }[] = [];
      const cdp = await o.context.newCDPSession(page);
      const cached = new Set<string>();
      cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
      cdp.on('Network.responseReceived', ({ requestId, response }) => {
        const url = new URL(response.url).pathname;
        if (MAPS_LIBRARY.test(url))
          library.push({
            url,
            fromCache:
              cached.has(requestId) ||
              response.fromDiskCache === true ||
              response.fromPrefetchCache === true,
          });
      });
      await cdp.send('Network.enable');
      await page.locator('.results-toolbar__map').click();
      await settledMap(page);
      const href = (await page.locator('.property-card__link').first().getAttribute('href')) ?? '';
      expect(href).to.match(/^\/properties\//);
      await page.goto(new URL(href, baseUrl()).href, { waitUntil: 'load' });
      await appReady(page);
      const section = page.locator('section[aria-labelledby="property-map-title"]');
      await section.scrollIntoViewIfNeeded();
      await settledMap(page, 'section[aria-labelledby="property-map-title"] .leaflet-container');
      // The property page names the very file the results page loaded: the browser's cache answers.
      expect(
        library.map((load) => load.url),
        JSON.stringify(library),
      ).to.have.lengthOf(2);
      expect(library[1]?.url).to.equal(library[0]?.url);
      expect(
        library.map((load) => load.fromCache),
        'the second page fetched Leaflet again',
      ).to.deep.equal([false, true]);
      expectNoConsoleErrors(o);
    });
  });

  it('opens a card from the keyboard and closes it with Esc, keeping the map view open', async () => {
    await withOpen('/property-for-sale#/map', 'desktop', async (o) => {
      const { page } = o;
      const dialog = page.locator('[role="dialog"]');
      await settledMap(page);
      await zoomToPriceLabel(page);
      const marker = await labelInView(page);
      await marker.focus();
      await page.keyboard.press('Enter');
      const link = dialog.locator('.leaflet-popup .agency-map-card a');
      await link.waitFor();
      await page.waitForFunction(
        () => document.activeElement?.closest('.leaflet-popup .agency-map-card') != null,
      );
      await page.keyboard.press('Escape');
      await dialog.locator('.leaflet-popup').waitFor({ state: 'detached' });
      expect(await dialog.isVisible()).to.equal(true);
      expect(await marker.evaluate((el) => el === document.activeElement)).to.equal(true);
      expect(await marker.getAttribute('aria-expanded')).to.equal('false');
      // A second Esc is the dialog's: it closes the map view.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => location.hash)).to.equal('#/');
    });
  });

  it("opens the property from a card's link and remembers it in the search history", async () => {
    await withOpen('/property-for-sale#/map', 'desktop', async (o) => {
      const { page } = o;
      await settledMap(page);
      await zoomToPriceLabel(page);
      await (await labelInView(page)).click();
      const link = page.locator('.leaflet-popup .agency-map-card a');
      const href = (await link.getAttribute('href')) ?? '';
      await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
      await appReady(page);
      const history = await page.evaluate(
        () =>
          Object.entries(localStorage).find(([key]) => key.includes('search-history'))?.[1] ?? '',
      );
      expect(history).to.contain('clickedProperty');
    });
  });

  it("draws Harbour Homes' markers in Harbour's own brand colours", async () => {
    await withOpen('/property-for-sale#/map', 'desktop', { host: 'harbour' }, async (o) => {
      const { page } = o;
      await settledMap(page);
      const marker = page.locator('[role="dialog"] .agency-map-marker').first();
      const [background, brand] = await marker.evaluate((el) => [
        getComputedStyle(el).backgroundColor,
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      ]);
      const probe = await page.evaluate((colour) => {
        const span = document.createElement('span');
        span.style.color = colour;
        document.body.append(span);
        const rgb = getComputedStyle(span).color;
        span.remove();
        return rgb;
      }, brand);
      expect(background).to.equal(probe);
      await screenshot(page, 'maps-results-harbour-1280');
    });
  });

  for (const [width, px] of BOTH_WIDTHS) {
    it(`shows the property on a map with one marker, beside its address, at ${px} px`, async () => {
      // The first property the results list, as the platform's page links it.
      const html = await (await fetch(`${baseUrl()}/property-for-sale`)).text();
      const link = /<a\b[^>]*\bproperty-card__link\b[^>]*>/.exec(html)?.[0] ?? '';
      const href = /\bhref="([^"]+)"/.exec(link)?.[1] ?? '';
      expect(href).to.match(/^\/properties\//);
      const { beforeLoad, requests } = recording();
      await withOpen(href, width, { beforeLoad }, async (o) => {
        const { page } = o;
        const section = page.locator('section[aria-labelledby="property-map-title"]');
        await section.scrollIntoViewIfNeeded();
        const tiles = await settledMap(
          page,
          'section[aria-labelledby="property-map-title"] .leaflet-container',
        );
        for (const tile of tiles) expect(tile).to.match(TILE);
        expect(await section.locator('.agency-map-marker').count()).to.equal(1);
        const address = ((await page.locator('h1').textContent()) ?? '').trim();
        expect(await section.locator('.property-map__address').textContent()).to.equal(address);
        expect(await section.locator('.agency-map-marker').getAttribute('aria-label')).to.equal(
          address,
        );
        expect(await section.getByRole('region', { name: `Map of ${address}` }).count()).to.equal(
          1,
        );
        await noSidewaysScroll(page);
        await expectNoAxeViolations(page, `property map ${px}`);
        await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await screenshot(page, `maps-property-${px}`);
        expect(offSite(requests), 'requests to other hosts').to.deep.equal([]);
        expectNoConsoleErrors(o);
      });
    });
  }
});
