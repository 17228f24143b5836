/**
 * Videos from other companies' players before and after the visitor's choice, in Debian Chromium
 * against the sandbox: on a first visit nothing is asked of a video host, however far the visitor
 * scrolls; a video is a poster whose play button says it loads the host's player; accepting
 * cookies (Oakfield & Vale) or pressing play (either agency, the property page's video modal
 * too) puts the player in. axe-core and screenshots at 375 px and 1280 px.
 */
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { appReady, expectNoAxeViolations, open, screenshot } from './support/browser.js';
import { scrollThrough } from './support/layout.js';

const VIDEO_HOSTS =
  /^https?:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)\//i;
const PLAY_YOUTUBE = "Play video (loads YouTube's player)";

/** Every request the page makes to a video host from now on (answered with a stand-in player). */
async function watchVideoHosts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOSTS.test(request.url())) asked.push(request.url());
  });
  await page.route(VIDEO_HOSTS, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Player</p>',
    }),
  );
  return asked;
}

/** The page again, watched from its first request. */
async function reloadWatched(page: Page): Promise<string[]> {
  const asked = await watchVideoHosts(page);
  await page.reload({ waitUntil: 'load' });
  await appReady(page);
  await page.waitForFunction(
    () => performance.getEntriesByName('agency:blocks-live').length > 0,
    undefined,
    { timeout: 15000 },
  );
  return asked;
}

/**
 * Scrolls the whole page, then to the video section `name`: answers it, once it shows a poster
 * (no player) and the page has asked nothing of a video host.
 */
async function posterAfterScrolling(
  page: Page,
  name: string,
  asked: readonly string[],
): Promise<Locator> {
  await scrollThrough(page);
  const film = page.getByRole('region', { name });
  await film.scrollIntoViewIfNeeded();
  await film.locator('iframe, button').first().waitFor({ timeout: 15000 });
  expect(await film.locator('iframe').count(), 'no player before a choice').to.equal(0);
  expect(asked, 'nothing asked of a video host before a choice').to.deep.equal([]);
  expect(
    await film.getByRole('button', { name: PLAY_YOUTUBE }).isVisible(),
    'the poster and its button',
  ).to.equal(true);
  return film;
}

describe('third-party video players wait for a choice (browser)', function () {
  this.timeout(90000);

  it("shows the home page's film as a poster on a first visit, asks nothing of YouTube, and loads the player after Accept (Oakfield & Vale, 1280 px)", async () => {
    const o = await open('/', 'desktop', { consent: 'none' });
    try {
      const { page } = o;
      const asked = await reloadWatched(page);
      const film = await posterAfterScrolling(page, 'Around Taunton with our team', asked);
      await expectNoAxeViolations(page, 'home film poster 1280');
      await screenshot(page, 'video-poster-1280');
      await page
        .getByRole('region', { name: 'Cookies on Oakfield & Vale' })
        .getByRole('button', { name: 'Accept all cookies' })
        .click();
      const player = film.locator('iframe[title="Around Taunton with our team"]');
      await player.waitFor({ timeout: 15000 });
      expect(await player.getAttribute('src')).to.match(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/oakfieldtnt/,
      );
      expect(asked.length, 'the player was asked for after Accept').to.be.greaterThan(0);
    } finally {
      await o.context.close();
    }
  });

  it('loads only the pressed video when the agency asks for no consent (Harbour Homes, 375 px)', async () => {
    const o = await open('/__sandbox/blocks-check', 'mobile', {
      host: 'harbour.localhost',
      consent: 'none',
    });
    try {
      const { page } = o;
      const asked = await reloadWatched(page);
      const film = await posterAfterScrolling(
        page,
        'A film on a host the site does not accept',
        asked,
      );
      const play = film.getByRole('button', { name: PLAY_YOUTUBE });
      await expectNoAxeViolations(page, 'blocks check poster 375');
      await screenshot(page, 'video-poster-375');
      await play.click();
      const player = film.locator('iframe');
      await player.waitFor({ timeout: 15000 });
      expect(await player.getAttribute('src')).to.match(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/checkpage01/,
      );
      expect(
        await page.evaluate(() => document.activeElement?.tagName),
        'focus goes to the player',
      ).to.equal('IFRAME');
      await screenshot(page, 'video-played-375');
    } finally {
      await o.context.close();
    }
  });

  it("shows a poster in the property's video modal before a choice, and plays on a press (Oakfield & Vale, 375 px)", async () => {
    const o = await open('/properties/1001/sales/kingston-road-taunton', 'mobile', {
      consent: 'none',
    });
    try {
      const { page } = o;
      const asked = await watchVideoHosts(page);
      await page.locator('.property-media a[href^="#/video/"]').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('iframe, .modal__body button').first().waitFor({ timeout: 15000 });
      expect(await dialog.locator('iframe').count(), 'no player before play is pressed').to.equal(
        0,
      );
      const play = dialog.getByRole('button', {
        name: /^Play video \(loads (YouTube|Vimeo)'s player\)$/,
      });
      expect(asked).to.deep.equal([]);
      await expectNoAxeViolations(page, 'video modal poster 375');
      await screenshot(page, 'video-modal-poster-375');
      await play.click();
      await dialog.locator('iframe').waitFor({ timeout: 15000 });
      expect(asked.length).to.be.greaterThan(0);
    } finally {
      await o.context.close();
    }
  });
});
