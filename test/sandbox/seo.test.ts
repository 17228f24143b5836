/**
 * The head of every page kind the sandbox serves, for both demo agencies: title, description,
 * canonical address, Open Graph and Twitter tags, and schema.org JSON-LD where it fits (core's
 * rules through the server render), and hostile data that cannot break out of the head.
 */
import { expect } from 'chai';
import { createRequire } from 'node:module';
import type { JSDOM as JSDOMClass } from 'jsdom';
import { renderShell } from '../../sandbox/html.js';
import { serverMarkup } from '../../sandbox/page-render.js';
import { buildSettings } from '../../sandbox/settings.js';
import { buildAgencies } from '../../sandbox/seed/index.js';
import { startTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: typeof JSDOMClass };

/** The page as a browser parses it (no script runs). */
const parse = (html: string): Document => new JSDOM(html).window.document;
const attr = (doc: Document, selector: string, name = 'content') =>
  doc.head.querySelector(selector)?.getAttribute(name) ?? undefined;

interface PageKind {
  readonly identifier: string;
  readonly path: (agency: 'oakfield' | 'harbour') => string;
  /** The schema.org types of the page's JSON-LD graph, if it has any. */
  readonly structuredData?: readonly string[];
  readonly ogType?: 'article';
  readonly image: boolean;
}

const PAGE_KINDS: readonly PageKind[] = [
  {
    identifier: 'home#index',
    path: () => '/',
    structuredData: ['RealEstateAgent', 'WebSite'],
    image: true,
  },
  { identifier: 'properties#index', path: () => '/property-for-sale', image: true },
  {
    identifier: 'properties#show',
    path: (a) => (a === 'oakfield' ? '/properties/1001' : '/properties/5001'),
    structuredData: ['Offer', 'RealEstateAgent'],
    image: true,
  },
  { identifier: 'articles#index', path: () => '/articles', image: true },
  {
    identifier: 'articles#show',
    path: () => '/articles/mortgage-guide',
    structuredData: ['Article', 'RealEstateAgent'],
    ogType: 'article',
    image: true,
  },
  { identifier: 'branches#index', path: () => '/branches', image: false },
  {
    identifier: 'branches#show',
    path: (a) => (a === 'oakfield' ? '/branches/taunton' : '/branches/clifton'),
    structuredData: ['RealEstateAgent', 'RealEstateAgent'],
    image: true,
  },
  {
    identifier: 'branches#properties',
    path: (a) =>
      a === 'oakfield' ? '/branches/taunton/properties' : '/branches/clifton/properties',
    image: true,
  },
  {
    identifier: 'counties#show',
    path: (a) => (a === 'oakfield' ? '/counties/somerset' : '/counties/city-of-bristol'),
    image: true,
  },
  {
    identifier: 'postcodes#show',
    path: (a) => (a === 'oakfield' ? '/postcodes/ta1' : '/postcodes/bs1'),
    image: true,
  },
  {
    identifier: 'locations#show',
    path: (a) => (a === 'oakfield' ? '/locations/taunton' : '/locations/bristol'),
    image: true,
  },
  { identifier: 'countries#show', path: () => '/countries/england', image: true },
  { identifier: 'pages#show', path: () => '/about-us', image: false },
];

describe('sandbox pages: the head of every page kind (SEO)', () => {
  let t: TestSandbox;
  before(async () => {
    t = await startTestSandbox();
  });
  after(() => t.stop());

  for (const agency of ['oakfield', 'harbour'] as const) {
    const visitor = () =>
      new Visitor(t.url, agency === 'harbour' ? { 'x-sandbox-agency': 'harbour.localhost' } : {});

    for (const kind of PAGE_KINDS) {
      it(`gives ${agency}'s ${kind.identifier} page a title, description, canonical address, Open Graph${kind.structuredData ? ' and JSON-LD' : ''}`, async () => {
        const path = kind.path(agency);
        const page = await visitor().page(path);
        expect(page.status, path).to.equal(200);
        expect(page.settings['page']['identifier'], path).to.equal(kind.identifier);
        const doc = parse(page.html);
        const agencyName = page.settings['agency_name'] as string;
        const origin = new URL(t.url).origin;

        expect(doc.querySelectorAll('title'), 'one title').to.have.length(1);
        expect(doc.title).to.equal(`${page.settings['page']['title']} | ${agencyName}`);
        expect(
          doc.head.querySelectorAll('meta[name="description"]'),
          'one description',
        ).to.have.length(1);
        const description = attr(doc, 'meta[name="description"]') ?? '';
        expect(description.length, description).to.be.within(20, 161);
        expect(
          doc.head.querySelectorAll('link[rel="canonical"]'),
          'one canonical link',
        ).to.have.length(1);
        expect(attr(doc, 'link[rel="canonical"]', 'href')).to.equal(`${origin}${path}`);
        expect(attr(doc, 'meta[property="og:url"]')).to.equal(`${origin}${path}`);
        expect(attr(doc, 'meta[property="og:title"]')).to.equal(page.settings['page']['title']);
        expect(attr(doc, 'meta[property="og:description"]')).to.equal(description);
        expect(attr(doc, 'meta[property="og:type"]')).to.equal(kind.ogType ?? 'website');
        expect(attr(doc, 'meta[property="og:site_name"]')).to.equal(agencyName);
        if (kind.image) {
          expect(attr(doc, 'meta[property="og:image"]')).to.match(new RegExp(`^${origin}/images/`));
          expect(attr(doc, 'meta[name="twitter:card"]')).to.equal('summary_large_image');
        } else {
          expect(doc.head.querySelector('meta[property="og:image"]')).to.equal(null);
          expect(attr(doc, 'meta[name="twitter:card"]')).to.equal('summary');
        }
        const ld = doc.head.querySelectorAll('script[type="application/ld+json"]');
        if (kind.structuredData === undefined) {
          expect(ld).to.have.length(0);
        } else {
          expect(ld).to.have.length(1);
          const data = JSON.parse(ld[0]!.textContent ?? '') as {
            '@context': string;
            '@graph': { '@type': string }[];
          };
          expect(data['@context']).to.equal('https://schema.org');
          const types = data['@graph'].map((node) => node['@type']);
          for (const type of kind.structuredData)
            expect(types, JSON.stringify(types)).to.include(type);
        }
        expect(doc.head.querySelector('meta[name="robots"]')).to.equal(null);
      });
    }

    it(`asks ${agency}'s page-not-found page not to be indexed and names no canonical address`, async () => {
      const page = await visitor().page('/no/such/page');
      expect(page.status).to.equal(404);
      const doc = parse(page.html);
      expect(doc.title).to.equal(`Page not found | ${page.settings['agency_name']}`);
      expect(attr(doc, 'meta[name="robots"]')).to.equal('noindex');
      expect(attr(doc, 'meta[name="description"]')).to.match(/could not be found/);
      expect(doc.head.querySelector('link[rel="canonical"], meta[property="og:url"]')).to.equal(
        null,
      );
      expect(attr(doc, 'meta[property="og:title"]')).to.equal('Page not found');
    });
  }

  it('keeps the articles index’s topic and page in its canonical address and drops tracking parameters', async () => {
    const visitor = new Visitor(t.url);
    const origin = new URL(t.url).origin;
    const second = parse(
      (await visitor.page('/articles?page=2&utm_source=newsletter&gclid=abc')).html,
    );
    expect(attr(second, 'link[rel="canonical"]', 'href')).to.equal(`${origin}/articles?page=2`);
    expect(second.title).to.equal('News and guides (page 2) | Oakfield & Vale');
    const topic = parse((await visitor.page('/articles?utm_campaign=x&topic=selling&page=1')).html);
    expect(attr(topic, 'link[rel="canonical"]', 'href')).to.equal(
      `${origin}/articles?topic=selling`,
    );
    // A topic the platform does not know shows every article: its canonical page is the index.
    const unknown = parse((await visitor.page('/articles?topic=no-such-topic')).html);
    expect(attr(unknown, 'link[rel="canonical"]', 'href')).to.equal(`${origin}/articles`);
    const results = parse(
      (await visitor.page('/property-for-sale/page-2?per_page=3&utm_source=x')).html,
    );
    expect(attr(results, 'link[rel="canonical"]', 'href')).to.equal(
      `${origin}/property-for-sale/page-2`,
    );
  });

  it('still sends the meta tags when there is no server render (no build): they need no React', async () => {
    const { rm } = await import('node:fs/promises');
    const { join } = await import('node:path');
    await rm(join(t.distDir, 'manifest.json'));
    try {
      const response = await new Visitor(t.url).fetch('/articles/careers');
      expect(response.status).to.equal(503);
      const doc = parse(await response.text());
      expect(doc.title).to.equal('Careers | Oakfield & Vale');
      expect(attr(doc, 'link[rel="canonical"]', 'href')).to.equal(
        `${new URL(t.url).origin}/articles/careers`,
      );
      expect(doc.head.querySelectorAll('script[type="application/ld+json"]')).to.have.length(1);
    } finally {
      const { fakeDist } = await import('./support/sandbox.js');
      await fakeDist(t.distDir);
    }
  });

  it('describes a property by its address, price and summary, and its Offer in GBP', async () => {
    const page = await new Visitor(t.url).page('/properties/1001');
    const doc = parse(page.html);
    const property = page.settings['property_data'];
    expect(attr(doc, 'meta[name="description"]')).to.contain(
      `${property['display_address']}: ${property['price']}.`,
    );
    const graph = (
      JSON.parse(
        doc.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
      ) as { '@graph': Record<string, unknown>[] }
    )['@graph'];
    const offer = graph.find((node) => node['@type'] === 'Offer')!;
    expect(offer).to.deep.include({
      price: property['priceValue'],
      priceCurrency: 'GBP',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    });
  });
});

describe('sandbox pages: hostile data cannot break out of the head', () => {
  const HOSTILE = '</script><script>alert(1)</script>';
  const agency = buildAgencies(new Date('2026-11-22T09:30:00Z')).get('oakfield')!;
  const listing = agency.listings[0]!;

  /** The page the sandbox would serve for a spec: the settings, the server render, the shell. */
  function servedPage(spec: Parameters<typeof buildSettings>[2]): string {
    const settings = buildSettings(agency, 'token', spec);
    const rendered = serverMarkup(
      settings,
      'https://www.oakfield.test',
      new Date('2026-11-22T09:30:00Z'),
    );
    if (!rendered) throw new Error('the page did not render');
    return renderShell({
      title: spec.title,
      description: 'fallback',
      colours: agency.colours,
      fontFamily: agency.fontFamily,
      settings,
      assets: {
        file: 'assets/boot-X.js',
        css: [],
        imports: [],
        staticImports: [],
        pages: {},
        integrity: {},
      },
      telephone: agency.telephone,
      markup: rendered.body,
      headLinks: rendered.head,
      metaTags: rendered.meta,
    });
  }

  /** Every script of the page: the ones the shell writes and nothing else. */
  function scriptsOf(doc: Document): string[] {
    return [...doc.querySelectorAll('script')].map(
      (script) => script.getAttribute('type') ?? script.getAttribute('src') ?? 'inline',
    );
  }

  it('keeps an article titled with a script inside its title, meta tags and JSON-LD', () => {
    const article = agency.articles[0]!;
    const html = servedPage({
      identifier: 'articles#show',
      path: '/articles/hostile',
      title: HOSTILE,
      data: {
        article: {
          ...article,
          title: HOSTILE,
          excerpt: `"><img src=x onerror=alert(1)> ${HOSTILE}`,
          author: HOSTILE,
          body: '<p>Body</p>',
        },
        related: [],
      },
    });
    const doc = parse(html);
    expect(scriptsOf(doc)).to.deep.equal(['application/ld+json', 'application/json', 'module']);
    expect(doc.title).to.equal(`${HOSTILE} | ${agency.name}`);
    expect(attr(doc, 'meta[property="og:title"]')).to.equal(HOSTILE);
    expect(attr(doc, 'meta[name="description"]')).to.equal(
      `"><img src=x onerror=alert(1)> ${HOSTILE}`,
    );
    expect(doc.querySelector('img[onerror]')).to.equal(null);
    const graph = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
    )['@graph'];
    expect(graph[0]).to.deep.include({
      headline: HOSTILE,
      author: { '@type': 'Person', name: HOSTILE },
    });
    expect(html.slice(0, html.indexOf('</head>'))).not.to.include('<script>alert(1)');
  });

  it('keeps a property whose address holds a script inside its title, meta tags and JSON-LD', () => {
    const property = { ...listing.detail, display_address: HOSTILE, summary: `<!-- ${HOSTILE}` };
    const html = servedPage({
      identifier: 'properties#show',
      path: `/properties/${property.property_id}`,
      title: `House for sale, ${HOSTILE}`,
      data: { similar: [] },
      propertyData: property,
    });
    const doc = parse(html);
    expect(scriptsOf(doc)).to.deep.equal(['application/ld+json', 'application/json', 'module']);
    expect(doc.title).to.equal(`House for sale, ${HOSTILE} | ${agency.name}`);
    expect(attr(doc, 'meta[name="description"]')).to.match(
      /^<\/script><script>alert\(1\)<\/script>: /,
    );
    const graph = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
    )['@graph'];
    expect(graph[0]).to.deep.include({ name: HOSTILE, description: `<!-- ${HOSTILE}` });
    expect(
      JSON.parse(doc.querySelector('script#agency-settings')?.textContent ?? '')['property_data'][
        'display_address'
      ],
    ).to.equal(HOSTILE);
  });
});
