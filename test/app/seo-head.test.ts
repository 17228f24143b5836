import { expect } from 'chai';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import type { JSDOM as JSDOMClass } from 'jsdom';
import { headTagsOf, pageHeadTags } from '../../app/seo-head.js';
import { renderPageMeta } from '../../app/server.js';
import { decodeSiteSettings } from '../../core/settings/settings.codec.js';
import type { PageMeta } from '../../core/seo/page-meta.js';

const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: typeof JSDOMClass };

/** A document whose head holds the tags, as a browser (or a crawler) parses it. */
function headOf(tags: string): Document {
  return new JSDOM(
    `<!doctype html><html><head>${tags}</head><body><p id="after">body</p></body></html>`,
  ).window.document;
}

const content = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.getAttribute('content') ??
  doc.querySelector(selector)?.getAttribute('href');

const ARTICLE: PageMeta = {
  title: 'Careers | Oakfield & Vale',
  headline: 'Careers',
  description: 'Join a family firm.',
  siteName: 'Oakfield & Vale',
  canonicalUrl: 'https://www.oakfield.test/articles/careers',
  type: 'article',
  imageUrl: 'https://www.oakfield.test/images/careers.svg',
  imageAlt: 'A reception',
  publishedAt: '2026-05-10',
  section: 'Careers',
  noIndex: false,
  structuredData: { '@context': 'https://schema.org', '@type': 'Article', headline: 'Careers' },
};

describe('headTagsOf', () => {
  it('writes the title, description, canonical link, Open Graph, Twitter card and JSON-LD of a page', () => {
    const doc = headOf(headTagsOf(ARTICLE));
    expect(doc.title).to.equal('Careers | Oakfield & Vale');
    expect(content(doc, 'meta[name="description"]')).to.equal('Join a family firm.');
    expect(content(doc, 'link[rel="canonical"]')).to.equal(
      'https://www.oakfield.test/articles/careers',
    );
    expect(content(doc, 'meta[property="og:title"]')).to.equal('Careers');
    expect(content(doc, 'meta[property="og:description"]')).to.equal('Join a family firm.');
    expect(content(doc, 'meta[property="og:url"]')).to.equal(
      'https://www.oakfield.test/articles/careers',
    );
    expect(content(doc, 'meta[property="og:type"]')).to.equal('article');
    expect(content(doc, 'meta[property="og:site_name"]')).to.equal('Oakfield & Vale');
    expect(content(doc, 'meta[property="og:locale"]')).to.equal('en_GB');
    expect(content(doc, 'meta[property="og:image"]')).to.equal(
      'https://www.oakfield.test/images/careers.svg',
    );
    expect(content(doc, 'meta[property="og:image:alt"]')).to.equal('A reception');
    expect(content(doc, 'meta[property="article:published_time"]')).to.equal('2026-05-10');
    expect(content(doc, 'meta[property="article:section"]')).to.equal('Careers');
    expect(content(doc, 'meta[name="twitter:card"]')).to.equal('summary_large_image');
    expect(doc.querySelector('meta[name="robots"]')).to.equal(null);
    expect(
      JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? ''),
    ).to.deep.equal(ARTICLE.structuredData);
  });

  it('asks a page-not-found page not to be indexed, with no canonical link, no address and a small card', () => {
    const {
      canonicalUrl: _c,
      imageUrl: _i,
      imageAlt: _a,
      structuredData: _s,
      publishedAt: _p,
      section: _x,
      ...rest
    } = ARTICLE;
    const doc = headOf(headTagsOf({ ...rest, noIndex: true, type: 'website' }));
    expect(content(doc, 'meta[name="robots"]')).to.equal('noindex');
    expect(
      doc.querySelectorAll(
        'link[rel="canonical"], meta[property="og:url"], meta[property="og:image"], script',
      ),
    ).to.have.length(0);
    expect(content(doc, 'meta[name="twitter:card"]')).to.equal('summary');
  });

  it('keeps every value inside its attribute or script, whatever it holds (property)', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '</script><script>alert(1)</script>',
        '"><script>alert(1)</script>',
        "' onload='alert(1)",
        '<!--',
        '</title><script>alert(1)</script>',
        '&quot;',
      ),
    );
    fc.assert(
      fc.property(hostile, hostile, hostile, (a, b, c) => {
        const page: PageMeta = {
          ...ARTICLE,
          title: a,
          headline: b,
          description: c,
          siteName: a,
          imageAlt: b,
          section: c,
          structuredData: { '@type': 'Article', headline: a, author: b, about: c },
        };
        const doc = headOf(headTagsOf(page));
        expect(doc.title).to.equal(a.replace(/[\t\n\f\r ]+/g, ' ').trim());
        expect(content(doc, 'meta[property="og:title"]')).to.equal(b);
        expect(content(doc, 'meta[name="description"]')).to.equal(c);
        expect(content(doc, 'meta[property="og:image:alt"]')).to.equal(b);
        // One script only (the JSON-LD), nothing leaked into the body, and the data read back whole.
        expect(doc.querySelectorAll('script')).to.have.length(1);
        expect(doc.body.innerHTML).to.equal('<p id="after">body</p>');
        expect(JSON.parse(doc.querySelector('script')?.textContent ?? '')).to.deep.equal(
          page.structuredData,
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe('the server render’s meta tags', () => {
  const settings = {
    agency_name: 'Oakfield & Vale',
    page: {
      identifier: 'articles#show',
      path: '/articles/spring?utm_source=mail',
      title: '</script><script>alert(1)</script>',
      data: {
        article: {
          title: '</script><script>alert(1)</script>',
          body: '<p>Prices rose.</p>',
          excerpt: 'Prices rose in spring.',
        },
      },
    },
    header_data: { primaryMenuItems: [] },
  };

  it('come from core’s rules over the settings object, with the platform’s own description when it gives one', () => {
    const doc = headOf(renderPageMeta(settings, { baseUrl: 'https://www.oakfield.test' }));
    expect(doc.title).to.equal('</script><script>alert(1)</script> | Oakfield & Vale');
    expect(content(doc, 'meta[name="description"]')).to.equal('Prices rose in spring.');
    expect(content(doc, 'link[rel="canonical"]')).to.equal(
      'https://www.oakfield.test/articles/spring',
    );
    expect(doc.querySelectorAll('script')).to.have.length(1);
    expect(
      JSON.parse(doc.querySelector('script')?.textContent ?? '')['@graph'][0].headline,
    ).to.equal('</script><script>alert(1)</script>');
    const own = headOf(
      renderPageMeta(settings, {
        baseUrl: 'https://www.oakfield.test',
        description: 'Our spring report.',
      }),
    );
    expect(content(own, 'meta[name="description"]')).to.equal('Our spring report.');
  });

  it('are what pageHeadTags writes for the decoded settings', () => {
    expect(renderPageMeta(settings, { baseUrl: 'https://www.oakfield.test' })).to.equal(
      pageHeadTags({
        settings: decodeSiteSettings(settings).settings,
        origin: 'https://www.oakfield.test',
      }),
    );
  });
});
