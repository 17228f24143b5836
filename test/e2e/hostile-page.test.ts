/**
 * A page the platform serves with hostile or careless data, and under a strict policy, in Debian
 * Chromium against the sandbox: the settings come only from the embedded JSON (a stray global or
 * an element of the same id changes nothing); links the platform supplies pass core's link rule
 * (no javascript: or data: link reaches an href); and the sandbox's Content-Security-Policy
 * requires Trusted Types, under which agency HTML, maps and forms still work.
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { appReady, baseUrl, open } from './support/browser.js';

/** Serves the documents of this context with `edit` applied to their HTML. */
async function editDocuments(
  context: BrowserContext,
  edit: (html: string) => string,
): Promise<void> {
  await context.route(
    (url) => url.origin === new URL(baseUrl()).origin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: edit(await response.text()) });
    },
  );
}

async function hostileHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
  );
}

const trustedTypesErrors = (errors: readonly string[]) =>
  errors.filter((e) => /Trusted(HTML|Script|ScriptURL|Type)/i.test(e));

describe('a page with hostile data, under a strict policy (browser)', function () {
  this.timeout(90_000);

  it('reads the settings only from the embedded JSON: a stray global or an element of that id changes nothing', async () => {
    const opened = await open('/', 'desktop');
    const { context } = opened;
    try {
      // What a stray script (or an element named agencySettings) would put in the page's global.
      const forged = {
        agency_name: 'Forged Lettings',
        page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
        header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
        our_offices_slider_data: [
          { id: '11', branchName: 'Forged office', branchContactNumber: '0999 999 999' },
        ],
        branch_id_contact_modal: '11',
      };
      await context.addInitScript((value) => {
        (window as unknown as Record<string, unknown>)['agencySettings'] = value;
      }, forged);
      await editDocuments(context, (html) =>
        html.replace(
          '<body>',
          `<body><script type="text/plain" id="agency-settings">${JSON.stringify(forged)}</script>`,
        ),
      );
      await opened.page.close();
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
      await appReady(page);
      await page.evaluate(() => {
        window.location.hash = '#/contact-office';
      });
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: /^Contact / }).waitFor({ timeout: 15000 });
      expect(await dialog.getByRole('heading', { name: /^Contact / }).innerText()).to.equal(
        'Contact Taunton',
      );
      expect(await page.locator('body').innerText()).not.to.match(/Forged|0999 999 999/);
    } finally {
      await context.close();
    }
  });

  it('lets no javascript: or data: link the platform or the browser supplies reach an href', async () => {
    const { page, context } = await open('/branches', 'mobile');
    try {
      // Saved cards kept in this browser (decoded like every card the platform sends).
      await page.evaluate(() => {
        localStorage.setItem('agency:saved-properties:v1', JSON.stringify(['1001', '1002']));
        localStorage.setItem(
          'agency:saved-property-cards:v1',
          JSON.stringify([
            {
              property_id: '1001',
              display_address: 'Script trap',
              property_url: 'javascript:alert(document.domain)',
              property_channel: 'sales',
              photos: [],
              tags: [],
            },
            {
              property_id: '1002',
              display_address: 'Data trap',
              property_url: 'data:text/html,<script>alert(1)</script>',
              property_channel: 'sales',
              photos: [],
              tags: [],
            },
          ]),
        );
      });
      await page.reload({ waitUntil: 'load' });
      await appReady(page);
      await page.evaluate(() => {
        window.location.hash = '#/user/saved-properties';
      });
      await page.locator('.side-panel #saved-properties-heading').waitFor({ timeout: 15000 });
      await page.waitForTimeout(500);
      expect(await hostileHrefs(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it("works under the sandbox's Trusted Types policy: agency HTML, a map and a form", async () => {
    const o = await open('/properties/1001', 'desktop');
    try {
      const { page } = o;
      const csp = (await page.request.get(page.url())).headers()['content-security-policy'] ?? '';
      expect(csp).to.contain("require-trusted-types-for 'script'");
      // The agency's description, sanitised into TrustedHTML (its headings exist only in the HTML).
      await page.locator('div.property-description h3').first().waitFor({ timeout: 15000 });
      await page.evaluate(() => {
        window.location.hash = '#/contact-staff-member/501';
      });
      await page.getByRole('dialog').locator('form.lead-form').waitFor({ timeout: 15000 });
      await page.goto(`${baseUrl()}/branches`, { waitUntil: 'load' });
      await appReady(page);
      await page
        .locator('.leaflet-container .leaflet-control-zoom-in')
        .first()
        .waitFor({ timeout: 20000 });
      await page.locator('.leaflet-control-attribution a').first().waitFor({ timeout: 15000 });
      expect(trustedTypesErrors(o.errors), o.errors.join('\n')).to.deep.equal([]);
    } finally {
      await o.context.close();
    }
  });

  it('gives every script of ours its integrity hash, and refuses a script altered on its way', async () => {
    const o = await open('/property-for-sale', 'desktop');
    try {
      const { page } = o;
      await appReady(page);
      const scripts = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"][src]')].map(
          (el) => ({
            url: (el as HTMLLinkElement).href || (el as HTMLScriptElement).src,
            integrity: el.getAttribute('integrity'),
          }),
        ),
      );
      expect(scripts.length).to.be.greaterThan(1);
      for (const { url, integrity } of scripts) {
        const body = await (await page.request.get(url)).body();
        expect(integrity, url).to.equal(
          `sha384-${createHash('sha384').update(body).digest('base64')}`,
        );
      }
    } finally {
      await o.context.close();
    }
    // The same page with its start file altered in transit: the browser refuses it, the page
    // stays the server's (readable) and the altered code never runs.
    const altered = await open('/property-for-sale', 'desktop');
    try {
      const { page, context } = altered;
      let served = 0;
      await context.route(/\/assets\/start-results-page-[^/]*\.js$/, async (route) => {
        served += 1;
        const response = await route.fetch();
        await route.fulfill({
          response,
          body: `window.__alteredRan = true;\n${await response.text()}`,
        });
      });
      await page.reload({ waitUntil: 'load' });
      // The page's start is refused and the page says so: whatever the altered file would run has had its chance.
      await page.locator('.code-failure[role="alert"]').waitFor({ timeout: 15000 });
      expect(served).to.be.greaterThan(0);
      expect(
        await page.evaluate(() => (window as { __alteredRan?: boolean }).__alteredRan ?? false),
      ).to.equal(false);
      expect(await page.locator('main h1').first().isVisible()).to.equal(true);
    } finally {
      await altered.context.close();
    }
  });
});
