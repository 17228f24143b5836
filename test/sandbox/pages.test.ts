import { expect } from 'chai';
import { CONTENT_BLOCK_TYPES, decodeContentBlocks } from '../../core/index.js';
import fc from 'fast-check';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeSiteSettings } from '../../core/settings/settings.codec.js';
import { escapeJsonForScript } from '../../sandbox/html.js';
import {
  FAKE_BOOT,
  FAKE_CHUNK,
  FAKE_CSS,
  settingsOf,
  useTestSandbox,
  Visitor,
  type TestSandbox,
} from './support/sandbox.js';

describe('sandbox pages', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (visitor = v)));

  describe('escapeJsonForScript', () => {
    it('never writes a character that could end the script element, and parses back equal', () => {
      fc.assert(
        fc.property(fc.jsonValue(), fc.string(), (value, text) => {
          const input = { value, text: `${text}</script><!--<script>\u2028\u2029&` };
          const out = escapeJsonForScript(input);
          expect(out).not.to.match(/[<>&\u2028\u2029]/);
          expect(JSON.parse(out)).to.deep.equal(JSON.parse(JSON.stringify(input)));
        }),
      );
    });
  });

  describe('the settings object', () => {
    it('embeds a property description holding </script> safely: one settings script, parsed back equal', async () => {
      const page = await visitor.page('/properties/1001');
      // The head's JSON-LD, the settings and the boot script: nothing of the description opens one.
      expect(page.html.match(/<script[^>]*>/g)).to.deep.equal([
        '<script type="application/ld+json">',
        '<script id="agency-settings" type="application/json">',
        `<script type="module" src="/${FAKE_BOOT}" fetchpriority="low">`,
      ]);
      const description = page.settings['property_data']['description'] as string;
      expect(description).to.include('</script>');
      expect(description).to.include(
        '<script>window.__sandboxDescriptionScriptRan = true;</script>',
      );
      expect(page.html).not.to.include('window.__sandboxDescriptionScriptRan = true;</script>');
    });

    it('decodes with the front end codec without problems on every kind of page', async () => {
      for (const path of [
        '/',
        '/property-for-sale',
        '/properties/1001',
        '/branches',
        '/branches/taunton',
        '/articles',
        '/articles/careers',
      ]) {
        const { settings } = await visitor.page(path);
        const decoded = decodeSiteSettings(settings);
        expect(decoded.problems, path).to.deep.equal([]);
        expect(decoded.settings.header.primaryMenuItems?.length, path).to.be.greaterThan(5);
      }
    });

    it('carries the session authenticity token, the same on every page of the session', async () => {
      const first = await visitor.page('/');
      const second = await visitor.page('/branches');
      expect(first.settings['authenticityToken']).to.be.a('string').with.length.greaterThan(20);
      expect(second.settings['authenticityToken']).to.equal(first.settings['authenticityToken']);
      const stranger = await new Visitor(t.url).page('/');
      expect(stranger.settings['authenticityToken']).not.to.equal(
        first.settings['authenticityToken'],
      );
    });

    it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
      const response = await fetch(`${t.url}/`);
      expect(response.headers.get('set-cookie')).to.match(
        /^sandbox_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax/,
      );
    });
  });

  describe('page identifiers', () => {
    const cases: readonly (readonly [string, string, number])[] = [
      ['/', 'home#index', 200],
      ['/property-for-sale', 'properties#index', 200],
      ['/property-to-rent/taunton/gid-f58b2ee6/from-2-bed', 'properties#index', 200],
      ['/properties/1001', 'properties#show', 200],
      ['/properties/1001/sales/kingston-road-taunton', 'properties#show', 200],
      ['/branches', 'branches#index', 200],
      ['/branches/bridgwater', 'branches#show', 200],
      ['/branches/taunton/properties', 'branches#properties', 200],
      ['/articles', 'articles#index', 200],
      ['/articles/careers', 'articles#show', 200],
      ['/mortgages', 'articles#show', 200],
      ['/counties/somerset', 'counties#show', 200],
      ['/postcodes/ta1', 'postcodes#show', 200],
      ['/locations/taunton', 'locations#show', 200],
      ['/countries/scotland', 'countries#show', 200],
      ['/no/such/page', 'not-found', 404],
      ['/properties/999999', 'not-found', 404],
      ['/branches/atlantis', 'not-found', 404],
    ];
    for (const [path, identifier, status] of cases) {
      it(`answers ${path} with ${identifier} (${status})`, async () => {
        const page = await visitor.page(path);
        expect(page.status).to.equal(status);
        expect(page.settings['page']['identifier']).to.equal(identifier);
        expect(page.settings['page']['path']).to.equal(path);
      });
    }

    it('gives the home page as content blocks: a hero with the search first, and every block kind, each decoding cleanly', async () => {
      const { settings } = await visitor.page('/');
      const blocks = settings['page']['data']['contentBlocks'] as {
        type: string;
        showSearch?: boolean;
        buttons?: unknown[];
      }[];
      expect(blocks[0]).to.include({ type: 'textOverImage', showSearch: true });
      expect(blocks[0]?.buttons).to.have.length.greaterThan(1);
      expect(new Set(blocks.map((block) => block.type))).to.deep.equal(
        new Set(CONTENT_BLOCK_TYPES),
      );
      const problems: string[] = [];
      expect(decodeContentBlocks(blocks, problems)).to.have.length(blocks.length);
      expect(problems).to.deep.equal([]);
    });

    it('gives a results page the parsed search, place, heading, cards and pagination', async () => {
      const { settings } = await visitor.page('/property-for-sale/taunton/gid-f58b2ee6/page-2');
      const data = settings['page']['data'];
      expect(data['search']).to.include({ channel: 'sales', placeId: 'f58b2ee6', page: 2 });
      expect(data['place']).to.deep.equal({
        place_id: 'f58b2ee6',
        name: 'Taunton',
        county_name: 'Somerset',
      });
      expect(data['heading']).to.equal('Property for sale in Taunton');
      expect(data['pagination']).to.include({ page: 2, per_page: 12, has_prev_page: true });
      for (const card of data['results']) expect(card['display_address']).to.match(/Taunton/);
    });

    it('gives a property page the property, stamp duty tables and similar properties', async () => {
      const { settings } = await visitor.page('/properties/1001');
      expect(settings['property_data']['property_id']).to.equal('1001');
      expect(settings['property_data']['photos'].length).to.be.within(4, 8);
      expect(settings['page']['data']['stamp_duty_tables']['england']['standard']).to.be.an(
        'array',
      );
      expect(settings['page']['data']['similar']).to.have.length.within(1, 4);
      expect(settings['branch_id_contact_modal']).to.equal(settings['property_data']['branchID']);
    });

    it('offers the new-homes form on a development with plots', async () => {
      const { settings } = await visitor.page('/property-for-sale/tag-new%20homes');
      const development = (settings['page']['data']['results'] as any[]).find(
        (c) => c['propertyType'] === 'New homes development',
      );
      const page = await visitor.page(`/properties/${development['property_id']}`);
      expect(page.settings['property_data']['childProperties']).to.have.length.greaterThan(2);
      expect(page.settings['page']['data']['new_homes_form']['elements']).to.be.an('array');
    });

    it("serves the agency's mortgage guide at /mortgages, the calculator's default guide link", async () => {
      for (const host of [undefined, 'harbour.localhost']) {
        const { settings } = await (
          host ? new Visitor(t.url, { 'x-sandbox-agency': host }) : visitor
        ).page('/mortgages');
        expect(settings['page']['data']['article']).to.include({
          slug: 'mortgage-guide',
          title: 'Mortgage guide',
        });
        expect(settings['page']['data']['article']['body']).to.include(
          'Your home may be repossessed',
        );
      }
    });

    it('redirects an unknown article to the articles page with the not-found flash', async () => {
      const response = await visitor.fetch('/articles/no-such-article');
      expect(response.status).to.equal(302);
      expect(response.headers.get('location')).to.equal('/articles#/flash/article-not-found-error');
    });
  });

  describe('the HTML shell', () => {
    it('links the manifest assets and has the head a good page needs', async () => {
      const { html } = await visitor.page('/branches');
      expect(html).to.match(/^<!doctype html>\n<html lang="en-GB">/);
      expect(html).to.include(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      );
      expect(html).to.include('<title>Our offices | Oakfield &amp; Vale</title>');
      expect(html).to.match(/<meta name="description" content="[^"]+">/);
      expect(html).to.include('<meta name="theme-color" content="#1f4d3a">');
      expect(html).to.include('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
      // The small stylesheet is inlined: no render-blocking request before the first paint.
      expect(html).to.include('<style>body{margin:0}\n.card{display:block;padding:1rem}');
      expect(html).not.to.include(`<link rel="stylesheet" href="/${FAKE_CSS}">`);
      // The app's scripts wait in a template until boot asks for them (after the page's largest picture).
      expect(html).to.match(
        new RegExp(
          `<template id="app-preloads">[^]*<link rel="modulepreload" href="/${FAKE_CHUNK}">[^]*</template>`,
        ),
      );
      expect(html).to.include(
        `<script type="module" src="/${FAKE_BOOT}" fetchpriority="low"></script>`,
      );
      // The page itself is server-rendered into #root (a first visit: the cookie banner, then the
      // header); the noscript note then only asks for JavaScript.
      expect(html).to.match(
        /<div id="root" data-rendered-at="[^"]+"><section class="cookie-banner"[^]*?<\/section><header/,
      );
      expect(html).to.match(/<noscript><p>This site needs JavaScript/);
    });

    it('brands the second agency by host name', async () => {
      const harbour = new Visitor(t.url, { 'x-sandbox-agency': 'harbour.localhost' });
      const { settings, html } = await harbour.page('/');
      expect(settings['agency_name']).to.equal('Harbour Homes');
      expect(settings['theme_settings']['colours']['primary']).to.equal('#14213d');
      expect(
        settings['header_data']['primaryMenuItems'].some((m: any) => m['target'] === 'B'),
      ).to.equal(true);
      expect(html).to.include('<meta name="theme-color" content="#14213d">');
    });

    it('says "Run npm run build first" when there is no manifest', async () => {
      await rm(join(t.distDir, 'manifest.json'));
      try {
        const response = await visitor.fetch('/');
        expect(response.status).to.equal(503);
        const html = await response.text();
        expect(html).to.include('Run npm run build first');
        expect(settingsOf(html)['agency_name']).to.equal('Oakfield & Vale');
      } finally {
        const { fakeDist } = await import('./support/sandbox.js');
        await fakeDist(t.distDir);
      }
    });

    it('serves a favicon, robots.txt and generated images with cache headers', async () => {
      const favicon = await fetch(`${t.url}/favicon.svg`);
      expect(favicon.headers.get('content-type')).to.match(/^image\/svg\+xml/);
      const robots = await fetch(`${t.url}/robots.txt`);
      expect(await robots.text()).to.include('User-agent: *');
      for (const path of [
        '/images/exterior/detached-1001.svg?w=375',
        '/images/epc/66-88.svg',
        '/images/floorplan/1001-ground-3.svg',
        '/images/logo/oakfield.svg',
        '/images/illustrations/sedgemoor.svg',
        '/images/staff/501.svg',
        '/images/hero/harbour.svg',
      ]) {
        const response = await fetch(t.url + path);
        expect(response.status, path).to.equal(200);
        expect(response.headers.get('cache-control'), path).to.equal('public, max-age=86400');
        const svg = await response.text();
        expect(svg, path).to.match(
          /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
        );
      }
      expect((await fetch(`${t.url}/images/nothing/here.svg`)).status).to.equal(404);
    });

    it('sends the security headers', async () => {
      const response = await fetch(`${t.url}/`);
      expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(response.headers.get('referrer-policy')).to.equal('strict-origin-when-cross-origin');
    });
  });
});
