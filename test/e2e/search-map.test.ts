/**
 * The results map view (`#/map`) shows the whole search, not only the page's results: every
 * match as a pin, nearby pins grouped into count bubbles, the whole count, and the area drawn for
 * a `poly-` search. When the map's call fails, the page's own results stay on the map and the
 * view says so.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { buildSearchPath, encodePolyline } from '../../core/index.js';
import { pageOnlyNote } from '../../ui/search/map-view.view-model.js';
import { open, withOpen } from './support/browser.js';
import { addFault, clearFaults } from './support/lead-forms.js';
import { propertiesOnMap } from './support/maps.js';

/** The map in the dialog is drawn and no longer busy. */
async function mapDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector(
        '[role="dialog"] [role="region"][aria-busy="false"] .leaflet-container .agency-map-marker',
      ) !== null,
    undefined,
    { timeout: 20000 },
  );
}

/** The map's labels: price labels and count bubbles. */
const mapLabels = (page: Page) => page.locator('[role="dialog"] .agency-map-marker');

describe('results map view: the whole search (browser)', function () {
  this.timeout(90000);

  it('shows every match of a 72-result search, grouped into count bubbles that zoom in, with the whole count', async () => {
    await withOpen('/property-for-sale#/map', 1280, async (o) => {
      const { page } = o;
      const dialog = page.getByRole('dialog');
      await mapDrawn(page);
      expect(await propertiesOnMap(mapLabels(page)), 'every match is on the map').to.equal(72);
      expect(await dialog.locator('.map-view__count').allTextContents()).to.deep.equal([
        '72 properties',
      ]);
      const bubble = dialog.locator('.agency-map-marker--group').first();
      const before = await dialog.locator('.agency-map-marker').count();
      await bubble.click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[role="dialog"] .agency-map-marker').length > n,
        before,
      );
      expect(await dialog.locator('.map-view__note').textContent()).to.equal('');
    });
  });

  it('outlines the area searched for a poly- search', async () => {
    const area = [
      { lat: 50.95, lng: -3.25 },
      { lat: 51.1, lng: -3.25 },
      { lat: 51.1, lng: -2.95 },
      { lat: 50.95, lng: -2.95 },
    ];
    await withOpen(
      `${buildSearchPath({ channel: 'sales', poly: encodePolyline(area) })}#/map`,
      375,
      async (o) => {
        const { page } = o;
        await mapDrawn(page);
        const outline = page.locator('[role="dialog"] path.agency-map-area');
        expect(await outline.count()).to.equal(1);
        const [box, region] = [
          await outline.boundingBox(),
          await page.locator('[role="dialog"] .lazy-map__region').boundingBox(),
        ];
        expect(box!.width, 'the area is in view').to.be.greaterThan(40);
        expect(box!.x).to.be.at.least(region!.x - 1);
      },
    );
  });

  it("keeps the page's own results on the map and says so when the map's call fails", async () => {
    await addFault({ path: '/search/map.ljson', mode: 'fail', status: 503 });
    const o = await open('/property-for-sale#/map', 375);
    try {
      const { page } = o;
      await mapDrawn(page);
      const dialog = page.getByRole('dialog');
      await dialog.locator('.map-view__note', { hasText: /./ }).waitFor();
      expect(await dialog.locator('.map-view__note').textContent()).to.equal(pageOnlyNote(12));
      expect(await propertiesOnMap(mapLabels(page))).to.equal(12);
    } finally {
      await o.context.close();
      await clearFaults();
    }
  });
});
