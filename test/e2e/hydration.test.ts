/**
 * Server rendering and hydration in the browser (ARCHITECTURE §1): the platform's markup is the
 * page the visitor sees first, and the boot entry hydrates it in place — the same DOM nodes, no
 * mismatch logged, the visitor's saved state applied afterwards.
 */
import { expect } from 'chai';
import { appReady, baseUrl, open, type Opened } from './support/browser.js';

const PAGES = { home: '/', results: '/property-for-sale', property: '/properties/1001' } as const;

/** Marks the server-rendered h1 before any script runs, so a re-created h1 (no hydration) shows. */
async function markServerHeading(o: Opened): Promise<void> {
  await o.context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const h1 = document.querySelector('#root h1');
      if (h1 && document.readyState === 'interactive') (h1 as HTMLElement & { __fromServer?: boolean }).__fromServer = true;
    });
  });
}

/** boot sets data-app-ready on #root once the first render (here: the hydration) is committed. */
async function waitForHydration(o: Opened): Promise<void> {
  await appReady(o.page);
}

describe('server rendering and hydration (browser)', function () {
  this.timeout(60000);

  for (const [name, path] of Object.entries(PAGES)) {
    for (const width of ['mobile', 'desktop'] as const) {
      it(`hydrates the ${name} page at ${width} width in place, with no console error`, async () => {
        const html = await (await fetch(baseUrl() + path)).text();
        expect(html, 'server markup in #root').to.match(/<div id="root" data-rendered-at="[^"]+"><header/);
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

  it('keeps the very DOM nodes the server sent (hydration, not a second render)', async () => {
    for (const path of Object.values(PAGES)) {
      const { context, page, errors } = await open(path, 'mobile');
      try {
        await markServerHeading({ context, page, errors });
        await page.reload({ waitUntil: 'load' });
        await waitForHydration({ context, page, errors });
        const kept = await page.evaluate(() => (document.querySelector('#root h1') as (HTMLElement & { __fromServer?: boolean }) | null)?.__fromServer === true);
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
      const save = page.locator('.card-grid button[aria-pressed]').first();
      expect(await save.getAttribute('aria-pressed')).to.equal('false');
      await save.click();
      await page.waitForFunction(() => document.querySelector('.card-grid button[aria-pressed]')?.getAttribute('aria-pressed') === 'true');
      await page.reload({ waitUntil: 'load' });
      // The server knows nothing of this browser's storage: unsaved in the markup, saved after hydration.
      await waitForHydration({ context, page, errors });
      await page.waitForFunction(() => document.querySelector('.card-grid button[aria-pressed]')?.getAttribute('aria-pressed') === 'true');
      expect(errors, errors.join('\n')).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
