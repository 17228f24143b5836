/**
 * Server rendering and hydration in the browser (ARCHITECTURE §1): the platform's markup is the
 * page the visitor sees first, and the boot entry hydrates it in place — the same DOM nodes, no
 * mismatch logged, the visitor's saved state applied afterwards.
 */
import { expect } from 'chai';
import { appReady, baseUrl, holdRequests, open, type Opened } from './support/browser.js';
import type { Page } from 'playwright-core';

const PAGES = { home: '/', results: '/property-for-sale', property: '/properties/1001' } as const;

/** Marks the server-rendered h1 before any script runs, so a re-created h1 (no hydration) shows. */
async function markServerHeading(o: Opened): Promise<void> {
  await o.context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const h1 = document.querySelector('#root h1');
      if (h1 && document.readyState === 'interactive')
        (h1 as HTMLElement & { __fromServer?: boolean }).__fromServer = true;
    });
  });
}

/** boot sets data-app-ready on #root once the first render (here: the hydration) is committed. */
async function waitForHydration(o: Opened): Promise<void> {
  await appReady(o.page);
}

/** The save toggles of the home page's featured properties (a property card slider block). */
const FEATURED_SAVE = '.block--propertyCardSlider button[aria-pressed]';

/** Waits until the content blocks below the hero have hydrated (their chunk arrives at the first quiet moment). */
async function blocksLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('agency:blocks-live').length > 0,
    undefined,
    { timeout: 15000 },
  );
}

describe('server rendering and hydration (browser)', function () {
  this.timeout(60000);

  for (const [name, path] of Object.entries(PAGES)) {
    for (const width of ['mobile', 'desktop'] as const) {
      it(`hydrates the ${name} page at ${width} width in place, with no console error`, async () => {
        // A returning visitor (the consent cookie holds a choice): the markup starts with the header.
        const html = await (
          await fetch(baseUrl() + path, { headers: { cookie: 'agency_cookie_consent=accepted' } })
        ).text();
        expect(html, 'server markup in #root').to.match(
          /<div id="root" data-rendered-at="[^"]+"><header/,
        );
        const o = await open(path, width);
        try {
          await waitForHydration(o);
          expect(o.errors, o.errors.join('\n')).to.deep.equal([]);
          expect(await o.page.locator('#root h1').count()).to.equal(1);
        } finally {
          await o.context.close();
        }
      });
    }
  }

  for (const width of ['mobile', 'desktop'] as const) {
    it(`hydrates a first visit's page with the server's cookie banner in place (the same element, no console error), and the banner works (${width})`, async () => {
      const html = await (await fetch(baseUrl() + '/branches')).text();
      expect(html, 'the banner first in #root').to.match(
        /<div id="root" data-rendered-at="[^"]+"><section class="cookie-banner"/,
      );
      const o = await open('/branches', width, { consent: 'none' });
      try {
        await o.context.addInitScript(() => {
          document.addEventListener('readystatechange', () => {
            const banner = document.querySelector('#root .cookie-banner');
            if (banner && document.readyState === 'interactive')
              (banner as HTMLElement & { __fromServer?: boolean }).__fromServer = true;
          });
        });
        await o.page.reload({ waitUntil: 'load' });
        await waitForHydration(o);
        // The banner's own code arrives at a quiet moment and takes over the same element.
        await o.page.waitForFunction(
          () =>
            performance
              .getEntriesByType('resource')
              .some((r) => r.name.includes('cookie-consent.chunk')),
          undefined,
          { timeout: 15000 },
        );
        await o.page.waitForTimeout(200);
        expect(
          await o.page.evaluate(
            () =>
              (
                document.querySelector('#root .cookie-banner') as
                  (HTMLElement & { __fromServer?: boolean }) | null
              )?.__fromServer === true,
          ),
          'the server’s banner element, hydrated in place',
        ).to.equal(true);
        expect(o.errors, o.errors.join('\n')).to.deep.equal([]);
        await o.page.getByRole('button', { name: 'Reject non-essential' }).click();
        await o.page.locator('.cookie-banner').waitFor({ state: 'detached' });
        expect(
          (await o.context.cookies()).find((c) => c.name === 'agency_cookie_consent')?.value,
          'the consent cookie',
        ).to.equal('rejected');
        const next = await (await o.page.request.get(baseUrl() + '/branches')).text();
        expect(next, 'the next page’s markup has no banner').not.to.match(
          /<section class="cookie-banner/,
        );
      } finally {
        await o.context.close();
      }
    });
  }

  it("asks for the app's scripts only once the page's largest picture has loaded: the marked lead picture (a hero, the about page's history), or the pictures in the window of a page whose markup marks none", async () => {
    for (const [path, picture, unmarked] of [
      ['/', '#root img[fetchpriority="high"]', false],
      ['/about-us', '#root .image-event img[fetchpriority="high"]', false],
      // A platform page whose markup marks no picture: the same page with the mark taken out.
      ['/about-us', '#root .image-event img', true],
    ] as const) {
      const { context, page } = await open(path, 412);
      try {
        if (unmarked) {
          await context.route(
            (url) => url.pathname === path,
            async (route) => {
              const response = await route.fetch();
              await route.fulfill({
                response,
                body: (await response.text()).replace(/ fetchpriority="high"/gi, ''),
              });
            },
          );
          await context.addInitScript(() => {
            document.addEventListener('DOMContentLoaded', () => {
              (window as Window & { __marked?: number }).__marked = document.querySelectorAll(
                '#root img[fetchpriority="high"]',
              ).length;
            });
          });
        }
        // The pictures come slowly (a second and a half each): the app's scripts must wait for them.
        await context.route(/\/images\/(hero|exterior)\//, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        await page.reload({ waitUntil: 'load' });
        await appReady(page);
        const timing = await page.evaluate((selector) => {
          const image = document.querySelector<HTMLImageElement>(selector);
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const pictureEntry = entries.find((e) => image !== null && e.name === image.currentSrc);
          // The app's scripts: the preloads boot puts into the head (the start file among them).
          const start = entries.find((e) =>
            /\/assets\/start-[^/]+\.js$/.test(new URL(e.name).pathname),
          );
          const box = image?.getBoundingClientRect();
          return {
            inWindow: box !== undefined && box.top < window.innerHeight,
            loaded: pictureEntry?.responseEnd,
            asked: start?.startTime,
          };
        }, picture);
        if (unmarked)
          expect(
            await page.evaluate(() => (window as Window & { __marked?: number }).__marked),
            `${path}: no picture marked in the markup`,
          ).to.equal(0);
        expect(timing.inWindow, `${path}: the picture is in the first window`).to.equal(true);
        expect(timing.loaded, `${path}: the picture loaded`).to.be.a('number');
        expect(timing.asked, `${path}: the app's start asked for`).to.be.a('number');
        expect(
          timing.asked!,
          `${path}: the app asked for after the picture had loaded (${JSON.stringify(timing)})`,
        ).to.be.at.least(timing.loaded!);
      } finally {
        await context.close();
      }
    }
  });

  it('requests no script before the page’s largest paint is reported: boot is written into the page (a first visit, whose largest paint is text)', async () => {
    const { context, page } = await open('/branches', 'mobile', { consent: 'none' });
    try {
      const seen = await page.evaluate(
        () =>
          new Promise<{
            lcp: number;
            scripts: { path: string; startTime: number }[];
            inline: number;
            external: number;
          }>((resolve) => {
            new PerformanceObserver((list) => {
              const lcp = list.getEntries()[0]?.startTime ?? Infinity;
              resolve({
                lcp,
                scripts: performance
                  .getEntriesByType('resource')
                  .map((r) => ({ path: new URL(r.name).pathname, startTime: r.startTime }))
                  .filter((r) => r.path.endsWith('.js')),
                inline: document.querySelectorAll('script[type=module]:not([src])').length,
                external: document.querySelectorAll('script[src*="/assets/boot-"]').length,
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(seen.inline, 'boot inline').to.equal(1);
      expect(seen.external, 'no boot file').to.equal(0);
      expect(seen.scripts.length).to.be.at.least(3);
      for (const script of seen.scripts)
        expect(
          script.startTime,
          `${script.path} requested after the largest paint (${seen.lcp} ms)`,
        ).to.be.at.least(seen.lcp);
    } finally {
      await context.close();
    }
  });

  it('preloads every script the page loads before it hydrates (no request waits for another)', async () => {
    for (const path of Object.values(PAGES)) {
      const { context, page } = await open(path, 'desktop');
      try {
        const { preloaded, beforeHydration } = await page.evaluate(() => {
          const hydrating =
            performance.getEntriesByName('agency:hydrating')[0]?.startTime ?? Infinity;
          // (no named helper here: the test runner's transform would wrap it in a __name call)
          return {
            preloaded: [
              ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
                'link[rel=modulepreload], script[type=module][src]',
              ),
            ].map((e) => new URL('href' in e ? e.href : e.src).pathname),
            beforeHydration: performance
              .getEntriesByType('resource')
              .map((r) => ({ path: new URL(r.name).pathname, startTime: r.startTime }))
              .filter((r) => r.startTime < hydrating && /\/assets\/.+\.js$/.test(r.path))
              .map((r) => r.path),
          };
        });
        // The vendor file, the start's chunk and its entry (boot is written into the page).
        expect(beforeHydration.length, `${path}: scripts before hydration`).to.be.at.least(3);
        expect(
          beforeHydration.filter((f) => !preloaded.includes(f)),
          `${path}: loaded before hydrating but not preloaded`,
        ).to.deep.equal([]);
      } finally {
        await context.close();
      }
    }
  });

  it('loads each page kind in four files (boot, the vendor file, its start and the start’s chunk), within the 160 KB budget', async () => {
    const { readFile } = await import('node:fs/promises');
    const report = JSON.parse(
      await readFile(new URL('../../dist/size-report.json', import.meta.url), 'utf8'),
    ) as {
      pages: Record<string, { initialJsGzip: number; files: string[] }>;
    };
    const kinds = Object.entries(report.pages);
    expect(kinds.map(([kind]) => kind)).to.include.members([
      'other',
      'home-page',
      'results-page',
      'property-page',
      'branches-page',
      'content-page',
      'not-found-page',
    ]);
    const vendor = report.pages.other?.files.filter((f) => /\/vendor-[^/]+\.js$/.test(f));
    expect(vendor).to.have.length(1);
    for (const [kind, page] of kinds) {
      expect(page.files.length, `${kind}: files at start`).to.be.at.most(4);
      expect(page.initialJsGzip, `${kind}: gzip bytes at start`).to.be.at.most(160 * 1024);
      // React and React DOM are one file every page kind shares (cached from page to page).
      expect(page.files, kind).to.include(vendor?.[0]);
      expect(
        page.files.filter((f) => /\/start-/.test(f)),
        kind,
      ).to.deep.equal(page.files.filter((f) => f.includes(`/start-${kind}-`)));
    }
  });

  it('builds Leaflet and DOMPurify once, each a file that every page kind loads by the same name when needed', async () => {
    const { readFile, readdir } = await import('node:fs/promises');
    const dir = new URL('../../dist/assets/', import.meta.url);
    const scripts = (await readdir(dir)).filter((f) => f.endsWith('.js'));
    const texts = new Map(
      await Promise.all(
        scripts.map(async (f) => [f, await readFile(new URL(f, dir), 'utf8')] as const),
      ),
    );
    const holding = (mark: string) => scripts.filter((f) => texts.get(f)?.includes(mark));
    const maps = scripts.filter((f) => /^maps-[A-Z0-9]+\.js$/.test(f));
    const sanitiser = scripts.filter((f) => /^sanitiser-[A-Z0-9]+\.js$/.test(f));
    expect(maps).to.have.length(1);
    expect(sanitiser).to.have.length(1);
    // Leaflet's and DOMPurify's own code is in those files and nowhere else.
    expect(holding('leaflet-container')).to.deep.equal(maps);
    expect(holding('ALLOWED_URI_REGEXP')).to.deep.equal(sanitiser);
    // Every page kind's build names them (its maps adapter and its content blocks load them).
    const starts = scripts.filter((f) => /^start-/.test(f));
    expect(starts).to.have.length(7);
    for (const file of [...maps, ...sanitiser]) {
      const importers = scripts.filter((f) => texts.get(f)?.includes(`import("/assets/${file}")`));
      expect(importers.length, `${file}: files that import it`).to.be.at.least(starts.length);
    }
  });

  it("has every script compiled as it streams in (V8's compile hint on its first line), so no function is compiled on the page's thread mid-start", async () => {
    const { context, page } = await open(PAGES.property, 'mobile');
    try {
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => new URL(r.name).pathname)
          .filter((path) => /\/assets\/.+\.js$/.test(path)),
      );
      expect(scripts.length).to.be.greaterThan(3);
      for (const script of scripts) {
        const text = await (await fetch(baseUrl() + script)).text();
        expect(text.split('\n')[0], script).to.equal('//# allFunctionsCalledOnLoad');
      }
    } finally {
      await context.close();
    }
  });

  it("runs each page kind's own start, with the vendor file every kind shares, and no other kind's code", async () => {
    const KINDS = {
      'home-page': '/about-us',
      'content-page': '/articles',
      'branches-page': '/branches',
      'results-page': '/property-for-sale',
      'property-page': '/properties/1001',
      'not-found-page': '/no-such-page',
    };
    let vendorFile: string | undefined;
    for (const [kind, path] of Object.entries(KINDS)) {
      const { context, page } = await open(path, 'mobile');
      try {
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((r) => new URL(r.name).pathname)
            .filter((p) => /\/assets\/(start|vendor)-/.test(p)),
        );
        const vendor = scripts.filter((f) => f.includes('/vendor-'));
        expect(vendor, path).to.have.length(1);
        vendorFile ??= vendor[0];
        expect(vendor[0], `${path}: the same vendor file on every page`).to.equal(vendorFile);
        expect(
          scripts
            .filter((f) => f.includes('/start-'))
            .map((f) => /\/start-(.+)-[A-Z0-9]+\.js$/.exec(f)?.[1]),
          path,
        ).to.deep.equal([kind]);
      } finally {
        await context.close();
      }
    }
  });

  it('starts with the start of pages without code of their own when the settings cannot be read, and the page still works', async () => {
    const { context, page } = await open('/', 'desktop');
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    try {
      await context.route(/\/property-for-sale$/, async (route) => {
        const response = await route.fetch();
        // Broken settings, and no preloads (a platform that lists none): boot alone chooses the start.
        const html = (await response.text())
          .replace(/(<script id="agency-settings" type="application\/json">)[^<]*/, '$1{ not json')
          .replace(/<template id="app-preloads">[^]*?<\/template>/, '');
        await route.fulfill({ response, body: html });
      });
      await page.goto(new URL('/property-for-sale', page.url()).href, { waitUntil: 'load' });
      await appReady(page);
      const starts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => new URL(r.name).pathname)
          .filter((p) => p.includes('/assets/start-')),
      );
      expect(starts.map((f) => /\/start-(.+)-[A-Z0-9]+\.js$/.exec(f)?.[1])).to.deep.equal([
        'other',
      ]);
      // The page is still there (rendered afresh from the defaults), and the problem is reported
      // for the agency's developers.
      expect(await page.locator('#root[data-app-failed]').count()).to.equal(0);
      expect(await page.locator('#root h1').count()).to.equal(1);
      expect(logs.join('\n')).to.include('does not hold valid JSON');
    } finally {
      await context.close();
    }
  });

  it('keeps the very DOM nodes the server sent (hydration, not a second render)', async () => {
    for (const path of Object.values(PAGES)) {
      const { context, page, errors } = await open(path, 'mobile');
      try {
        await markServerHeading({ context, page, errors });
        await page.reload({ waitUntil: 'load' });
        await waitForHydration({ context, page, errors });
        const kept = await page.evaluate(
          () =>
            (
              document.querySelector('#root h1') as
                (HTMLElement & { __fromServer?: boolean }) | null
            )?.__fromServer === true,
        );
        expect(kept, `${path}: the h1 is the server's node`).to.equal(true);
        expect(errors, errors.join('\n')).to.deep.equal([]);
      } finally {
        await context.close();
      }
    }
  });

  it('shows a property saved in this browser as saved once hydrated, with no mismatch logged', async () => {
    const { context, page, errors } = await open('/', 'mobile');
    try {
      await waitForHydration({ context, page, errors });
      await blocksLive(page);
      const save = page.locator(FEATURED_SAVE).first();
      expect(await save.getAttribute('aria-pressed')).to.equal('false');
      await save.click();
      await page.waitForFunction(
        (selector) => document.querySelector(selector)?.getAttribute('aria-pressed') === 'true',
        FEATURED_SAVE,
      );
      await page.reload({ waitUntil: 'load' });
      // The server knows nothing of this browser's storage: unsaved in the markup, saved after hydration
      // (the featured cards are a block below the hero, which hydrates when its chunk arrives).
      await waitForHydration({ context, page, errors });
      await blocksLive(page);
      await page.waitForFunction(
        (selector) => document.querySelector(selector)?.getAttribute('aria-pressed') === 'true',
        FEATURED_SAVE,
      );
      expect(errors, errors.join('\n')).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('marks each boot stage, so monitoring can tell how far a page got', async () => {
    const { context, page } = await open(PAGES.results, 'mobile');
    try {
      const marks = await page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .map((m) => m.name)
          .filter((n) => n.startsWith('agency:')),
      );
      expect(marks).to.deep.equal([
        'agency:boot',
        'agency:start-loaded',
        'agency:settings-read',
        'agency:container-built',
        'agency:page-chunk-loaded',
        'agency:warmed-up',
        'agency:hydrating',
        'agency:mounted',
      ]);
    } finally {
      await context.close();
    }
  });

  it('keeps the server’s page readable while the app’s code is late, and starts it when the code arrives', async function () {
    this.timeout(60000);
    const { context, page } = await open('/', 'desktop');
    try {
      const release = await holdRequests(context, /\/assets\/start-results-page-[^/]+\.js$/);
      await page.goto(new URL(PAGES.results, page.url()).href, { waitUntil: 'load' });
      // The server's page is on screen at once, its links work; the app waits for its code.
      expect(await page.locator('ul.results > li').count()).to.be.above(0);
      await page.waitForTimeout(500);
      expect(await page.locator('#root[data-app-ready]').count()).to.equal(0);
      expect(await page.locator('#root[data-app-failed]').count()).to.equal(0);
      release();
      // Once the code arrives the page is hydrated and answers the visitor.
      await appReady(page);
      await page.getByRole('button', { name: 'List' }).click({ timeout: 15000 });
      await page.waitForFunction(
        () => document.querySelector('ul.results')?.classList.contains('results--list') === true,
      );
    } finally {
      await context.close();
    }
  });
});
