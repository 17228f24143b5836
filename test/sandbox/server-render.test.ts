import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { renderShell } from '../../sandbox/html.js';
import { serverMarkup } from '../../sandbox/page-render.js';
import { renderPage } from '../../app/server.js';
import {
  FAKE_BOOT,
  SHELL_COLOURS,
  startTestSandbox,
  Visitor,
  type TestSandbox,
} from './support/sandbox.js';

const ROOT = /<div id="root"( data-rendered-at="([^"]+)")?>([\s\S]*?)<\/div>\n<noscript>/;

function rootOf(html: string): { markup: string; renderedAt: string | undefined } {
  const found = ROOT.exec(html);
  if (!found) throw new Error('no #root in the page');
  return { markup: found[3] as string, renderedAt: found[2] };
}

describe('sandbox server rendering', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  before(async () => {
    t = await startTestSandbox({ now: () => new Date('2026-11-22T09:30:00Z') });
    visitor = new Visitor(t.url);
  });
  after(() => t.stop());

  it('puts the rendered header, page heading and footer into #root of the home page', async () => {
    const page = await visitor.page('/');
    const { markup } = rootOf(page.html);
    // A first visit: the cookie banner comes first, then the page.
    expect(markup).to.match(/^(<section class="cookie-banner[^"]*"[\s\S]*?<\/section>)?<header/);
    expect(markup).to.match(/<h1[^>]*>[^<]+/);
    expect(markup).to.include('<main id="main"');
    expect(markup).to.include('<footer');
  });

  it('puts the cookie banner into the markup while the consent cookie holds no choice, and leaves it out once it does', async () => {
    const first = rootOf((await visitor.page('/branches')).html).markup;
    expect(first).to.match(
      /^<section class="cookie-banner" aria-labelledby="cookie-banner-heading"/,
    );
    expect(first).to.include('Accept all cookies');
    const returning = new Visitor(t.url);
    returning.cookie = 'agency_cookie_consent=rejected';
    const after = rootOf((await returning.page('/branches')).html).markup;
    expect(after).to.match(/^<header/);
    expect(after).not.to.include('cookie-banner"');
  });

  it('puts the resource hints of the render (the hero image preload) in the head, once, never inside #root', async () => {
    const page = await visitor.page('/');
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const hero = page.settings['page']['data']['contentBlocks'][0]['backgroundImageUrl'] as string;
    expect(
      head.split(`rel="preload" as="image" href="${hero}"`).length +
        head.split(`as="image" rel="preload" fetchPriority="high" href="${hero}"`).length -
        2,
    ).to.equal(1);
    expect(rootOf(page.html).markup).not.to.include('<link');
  });

  it('renders the results page with its heading and a card per result', async () => {
    const page = await visitor.page('/property-for-sale');
    const { markup } = rootOf(page.html);
    const heading = page.settings['page']['data']['heading'] as string;
    expect(markup).to.include(`>${heading}</h1>`);
    const results = page.settings['page']['data']['results'] as { display_address: string }[];
    expect(results.length).to.be.greaterThan(0);
    for (const card of results)
      expect(markup).to.include(card.display_address.replace(/&/g, '&amp;'));
  });

  it('renders the property page with the address as its heading', async () => {
    const page = await visitor.page('/properties/1001');
    const { markup } = rootOf(page.html);
    expect(markup).to.match(/<h1[^>]*>/);
    expect(markup).to.include(
      (page.settings['property_data']['display_address'] as string).replace(/&/g, '&amp;'),
    );
  });

  it('writes the render time on #root, from the platform clock, for the browser’s first render', async () => {
    const page = await visitor.page('/');
    expect(rootOf(page.html).renderedAt).to.equal('2026-11-22T09:30:00.000Z');
  });

  it('still embeds the settings inertly: a description holding </script> is escaped and never runs', async () => {
    const page = await visitor.page('/properties/1001');
    const description = page.settings['property_data']['description'] as string;
    expect(description).to.include('</script>');
    // Only the head's JSON-LD, the settings element and the boot script: neither the markup nor the JSON opens a script.
    expect(page.html.match(/<script[^>]*>/g)).to.deep.equal([
      '<script type="application/ld+json">',
      '<script id="agency-settings" type="application/json">',
      `<script type="module" src="/${FAKE_BOOT}" fetchpriority="low">`,
    ]);
    expect(rootOf(page.html).markup).not.to.include('<script');
  });

  it('renders every kind of page without a render failure', async () => {
    for (const path of [
      '/',
      '/property-for-sale',
      '/property-to-rent',
      '/properties/1001',
      '/branches',
      '/branches/taunton',
      '/articles',
      '/articles/careers',
      '/no-such-page',
    ]) {
      const page = await visitor.page(path);
      const { settings } = page;
      expect(
        () => renderPage(settings, { baseUrl: t.url, renderedAt: new Date() }),
        path,
      ).not.to.throw();
      expect(rootOf(page.html).markup, path).to.match(
        /^(<section class="cookie-banner[^"]*"[\s\S]*?<\/section>)?<header/,
      );
    }
  });

  it('preloads the boot scripts once each, in the head', async () => {
    const page = await visitor.page('/');
    const preloads = [...page.html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map(
      (m) => m[1],
    );
    expect(preloads.length).to.be.greaterThan(0);
    expect(new Set(preloads).size).to.equal(preloads.length);
  });
});

describe('serverMarkup', () => {
  it('answers undefined and logs when the render throws, so the page goes out with an empty #root', () => {
    const logged: string[] = [];
    // A settings object whose getter throws stands for any failure inside the render.
    const hostile = {
      get page(): never {
        throw new Error('boom');
      },
    };
    expect(
      serverMarkup(hostile, 'http://localhost', new Date(), (line) => logged.push(line)),
    ).to.equal(undefined);
    expect(logged).to.have.length(1);
    expect(logged[0]).to.include('Server render failed').and.include('boom');
  });
});

/** The paths (without the leading slash) a page preloads as modules, in order. */
const preloadedPaths = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"[^>]*>/g)].map((m) => m[1]);

describe('renderShell', () => {
  const base = {
    title: 'Home | Agency',
    description: 'An agency',
    colours: SHELL_COLOURS,
    fontFamily: 'system-ui',
    settings: { note: '</script><script>alert(1)</script>' },
    telephone: '01234 567890',
  };
  // As build.mjs writes it: boot's imports are what a page without code of its own loads (the
  // vendor file, that kind's chunk, its start); a page kind's entry lists its own.
  const assets = {
    file: 'assets/boot-AAAAAAAA.js',
    css: ['assets/boot-AAAAAAAA.css'],
    imports: [
      'assets/chunk-EEEEEEEE.js',
      'assets/vendor-VVVVVVVV.js',
      'assets/chunk-BBBBBBBB.js',
      'assets/start-other-OOOOOOOO.js',
    ],
    staticImports: ['assets/chunk-EEEEEEEE.js'],
    pages: {
      'results-page': {
        file: 'assets/start-results-page-CCCCCCCC.js',
        css: [],
        imports: ['assets/vendor-VVVVVVVV.js', 'assets/chunk-DDDDDDDD.js'],
      },
    },
    integrity: Object.fromEntries(
      [
        'boot-AAAAAAAA',
        'chunk-EEEEEEEE',
        'vendor-VVVVVVVV',
        'chunk-BBBBBBBB',
        'start-other-OOOOOOOO',
        'start-results-page-CCCCCCCC',
        'chunk-DDDDDDDD',
      ].map((name) => [
        `assets/${name}.js`,
        `sha384-${createHash('sha384').update(name).digest('base64')}`,
      ]),
    ),
  };

  it('gives every script and script preload it writes the build’s integrity hash', () => {
    for (const shell of [
      renderShell({ ...base, assets, markup: '<main>Hi</main>' }),
      renderShell({ ...base, assets }),
      renderShell({
        ...base,
        assets,
        markup: '<main>Hi</main>',
        pageAssets: assets.pages['results-page'],
      }),
    ]) {
      const elements = [
        ...shell.matchAll(/<(?:link rel="modulepreload"|script type="module" src=)[^>]*>/g),
      ].map((m) => m[0]);
      expect(elements.length).to.be.greaterThan(0);
      for (const element of elements) {
        const href = /(?:href|src)="\/([^"]+)"/.exec(element)?.[1] ?? '';
        expect(element, element).to.include(` integrity="${assets.integrity[href]}"`);
      }
    }
  });

  it('puts the markup in #root with its render time, and an empty #root without markup', () => {
    const rendered = renderShell({
      ...base,
      assets,
      markup: '<header>Hi</header>',
      renderedAt: '2026-11-22T09:30:00.000Z',
    });
    expect(rendered).to.include(
      '<div id="root" data-rendered-at="2026-11-22T09:30:00.000Z"><header>Hi</header></div>',
    );
    expect(renderShell({ ...base, assets })).to.include('<div id="root"></div>');
  });

  it('preloads boot and the page kind’s own files (the vendor file first, its start last), each once, and no other kind’s', () => {
    const html = renderShell({ ...base, assets, pageAssets: assets.pages['results-page'] });
    expect(preloadedPaths(html)).to.deep.equal([
      'assets/boot-AAAAAAAA.js',
      'assets/chunk-EEEEEEEE.js',
      'assets/vendor-VVVVVVVV.js',
      'assets/chunk-DDDDDDDD.js',
      'assets/start-results-page-CCCCCCCC.js',
    ]);
  });

  it('preloads boot’s imports on a page without code of its own', () => {
    const html = renderShell({ ...base, assets });
    expect(preloadedPaths(html)).to.deep.equal([
      'assets/boot-AAAAAAAA.js',
      'assets/chunk-EEEEEEEE.js',
      'assets/vendor-VVVVVVVV.js',
      'assets/chunk-BBBBBBBB.js',
      'assets/start-other-OOOOOOOO.js',
    ]);
  });

  it('on a server-rendered page, preloads boot’s own imports beside its script (no chain before boot runs) and the rest in the template, each once', () => {
    const html = renderShell({
      ...base,
      assets,
      pageAssets: assets.pages['results-page'],
      markup: '<header>Hi</header>',
    });
    const template = /<template id="app-preloads">([^]*?)<\/template>/.exec(html)?.[1] ?? '';
    const inTemplate = [...template.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(inTemplate).to.deep.equal([
      'assets/boot-AAAAAAAA.js',
      'assets/vendor-VVVVVVVV.js',
      'assets/chunk-DDDDDDDD.js',
      'assets/start-results-page-CCCCCCCC.js',
    ]);
    expect(html).to.match(
      /<\/template>\n<link rel="modulepreload" href="\/assets\/chunk-EEEEEEEE\.js" integrity="[^"]+" fetchpriority="low">\n<script type="module" src="\/assets\/boot-AAAAAAAA\.js" integrity="[^"]+" fetchpriority="low"><\/script>/,
    );
    expect(html.split('chunk-EEEEEEEE.js').length - 1).to.equal(1);
  });

  it('writes the server render’s meta tags in place of its own title, description and canonical link', () => {
    const own = renderShell({ ...base, assets, canonicalUrl: 'https://agency.test/' });
    expect(own)
      .to.include('<title>Home | Agency</title>')
      .and.include('<meta name="description" content="An agency">')
      .and.include('<link rel="canonical" href="https://agency.test/">');
    const meta = '<title>Home | Oakfield</title>\n<meta name="description" content="Ours">';
    const rendered = renderShell({
      ...base,
      assets,
      canonicalUrl: 'https://agency.test/',
      metaTags: meta,
    });
    expect(rendered).to.include(meta);
    expect(rendered.match(/<title>/g)).to.have.length(1);
    expect(rendered).not.to.include('content="An agency"');
    expect(rendered).not.to.include('rel="canonical"');
  });

  it('escapes the settings whatever the markup holds', () => {
    const html = renderShell({ ...base, assets, markup: '<p>x</p>' });
    expect(html).not.to.include('</script><script>alert(1)');
    expect(html.match(/<script/g)).to.have.length(2);
  });
});
