import { expect } from 'chai';
import fc from 'fast-check';
import {
  DESCRIPTION_LIMIT,
  canonicalPath,
  documentTitle,
  pageMeta,
  plainText,
  siteOrigin,
} from '../../../core/seo/page-meta.js';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import { PAGE_IDENTIFIERS } from '../../../core/settings/page-identifiers.js';

const ORIGIN = 'https://www.oakfield.test';

function settingsFor(
  identifier: string,
  data: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
  path = '/somewhere',
  title = 'A page',
) {
  return decodeSiteSettings({
    agency_name: 'Oakfield & Vale',
    page: { identifier, path, title, data },
    header_data: {
      logo: { url: '/images/logo/oakfield.svg' },
      primaryMenuItems: [],
      agencyContactTelephone: '01823 250100',
    },
    our_offices_slider_data: [{ id: 'b1', branchName: 'Taunton', branchUrl: '/branches/taunton' }],
    ...extra,
  }).settings;
}

const TYPE_OF = (meta: ReturnType<typeof pageMeta>) =>
  (meta.structuredData?.['@graph'] as { '@type': string }[] | undefined)?.map(
    (node) => node['@type'],
  );

describe('documentTitle', () => {
  it("is the page's title and the agency's name, or the agency's name alone", () => {
    expect(documentTitle('Careers', 'Oakfield & Vale')).to.equal('Careers | Oakfield & Vale');
    expect(documentTitle('  ', 'Oakfield & Vale')).to.equal('Oakfield & Vale');
    expect(documentTitle('Oakfield & Vale', 'Oakfield & Vale')).to.equal('Oakfield & Vale');
    expect(documentTitle('Careers', '')).to.equal('Careers');
  });
});

describe('plainText', () => {
  it('drops tags, comments, scripts and styles, reads common entities and collapses white space', () => {
    expect(
      plainText(
        '<p>Guide&nbsp;price <b>&pound;</b>&amp; more</p>\n<script>alert("x")</script><!-- note --><style>p{}</style><p>Viewing by appointment.',
      ),
    ).to.equal('Guide price £ & more Viewing by appointment.');
  });

  it('reads numeric references too, drops unprintable ones and leaves an unknown name as written', () => {
    expect(plainText('Smith &#38; Co &#x2013; offers over &#163;250,000&#0; &bogus;')).to.equal(
      'Smith & Co – offers over £250,000 &bogus;',
    );
  });
});

describe('siteOrigin and canonicalPath', () => {
  it('take an http(s) origin without its path, and a path of this origin without query or hash', () => {
    expect(siteOrigin('https://www.oakfield.test/some/path?q=1')).to.equal(
      'https://www.oakfield.test',
    );
    expect(siteOrigin('ftp://files.test')).to.equal(undefined);
    expect(siteOrigin('not a url')).to.equal(undefined);
    expect(canonicalPath('/articles/careers?utm_source=mail#top')).to.equal('/articles/careers');
    expect(canonicalPath('//evil.example/x')).to.equal('/');
    expect(canonicalPath('/\\evil.example')).to.equal('/');
    expect(canonicalPath('articles')).to.equal('/');
  });
});

describe('pageMeta', () => {
  it('gives every page identifier a title, a description and Open Graph facts, and a canonical address but on the 404 page', () => {
    for (const identifier of [...PAGE_IDENTIFIERS, 'something#else']) {
      const meta = pageMeta({ settings: settingsFor(identifier), origin: ORIGIN });
      expect(meta.title, identifier).to.equal('A page | Oakfield & Vale');
      expect(meta.description, identifier).to.be.a('string').and.not.equal('');
      expect(meta.siteName, identifier).to.equal('Oakfield & Vale');
      expect(meta.headline, identifier).to.equal('A page');
      if (identifier === 'not-found') {
        expect(meta.canonicalUrl).to.equal(undefined);
        expect(meta.noIndex).to.equal(true);
      } else {
        expect(meta.canonicalUrl, identifier).to.equal('https://www.oakfield.test/somewhere');
        expect(meta.noIndex, identifier).to.equal(false);
      }
    }
  });

  it('keeps no query string in a canonical address: the page path the platform names, tracking parameters never', () => {
    const meta = pageMeta({
      settings: settingsFor(
        'properties#index',
        {},
        {},
        '/property-for-sale/taunton/page-2?utm_source=mail&per_page=500',
      ),
      origin: ORIGIN,
    });
    expect(meta.canonicalUrl).to.equal(
      'https://www.oakfield.test/property-for-sale/taunton/page-2',
    );
  });

  it("keeps the articles index's topic and page in its canonical address, read from the page data (page 1 left out)", () => {
    const index = (data: Record<string, unknown>) =>
      pageMeta({ settings: settingsFor('articles#index', data, {}, '/articles'), origin: ORIGIN })
        .canonicalUrl;
    expect(
      index({
        topic: { slug: 'selling', name: 'Selling' },
        pagination: { page: 2, total_pages: 3 },
      }),
    ).to.equal('https://www.oakfield.test/articles?topic=selling&page=2');
    expect(index({ pagination: { page: 1, total_pages: 3 } })).to.equal(
      'https://www.oakfield.test/articles',
    );
    // An unknown topic the platform ignored (no `topic` in the data) is the index itself.
    expect(index({ pagination: { page: 1 } })).to.equal('https://www.oakfield.test/articles');
  });

  it('describes an article by its excerpt (else its text), with its picture, date, section and an Article', () => {
    const meta = pageMeta({
      settings: settingsFor(
        'articles#show',
        {
          article: {
            title: 'Careers',
            body: '<p>Join <b>us</b>.</p>',
            imageUrl: '/images/article/careers.svg',
            imageAlt: 'A reception',
            publishedAt: '2026-05-10',
            topic: 'Careers',
            topicSlug: 'careers',
            author: 'Eleanor Hartley',
          },
        },
        {},
        '/articles/careers',
        'Careers',
      ),
      origin: ORIGIN,
    });
    expect(meta).to.deep.include({
      title: 'Careers | Oakfield & Vale',
      description: 'Join us .',
      type: 'article',
      imageUrl: 'https://www.oakfield.test/images/article/careers.svg',
      imageAlt: 'A reception',
      publishedAt: '2026-05-10',
      section: 'Careers',
    });
    expect(TYPE_OF(meta)).to.deep.equal(['Article', 'RealEstateAgent']);
  });

  it('describes a property by its address, price and summary, with its first photo and a Residence and Offer', () => {
    const meta = pageMeta({
      settings: settingsFor(
        'properties#show',
        {},
        {
          property_data: {
            property_id: '1001',
            display_address: 'Kingston Road, Taunton',
            property_url: '/properties/1001',
            price: 'Offers over £177,500',
            priceValue: 177500,
            summary: 'A 2 bedroom terraced house.',
            propertyType: 'Terraced house',
            photos: [{ url: '/images/1001.svg', imageAlt: 'Front' }],
          },
        },
        '/properties/1001',
        'Terraced house for sale, Kingston Road, Taunton',
      ),
      origin: ORIGIN,
    });
    expect(meta.description).to.equal(
      'Kingston Road, Taunton: Offers over £177,500. A 2 bedroom terraced house.',
    );
    expect(meta.imageUrl).to.equal('https://www.oakfield.test/images/1001.svg');
    expect(TYPE_OF(meta)).to.deep.equal(['SingleFamilyResidence', 'Offer', 'RealEstateAgent']);
  });

  it('describes a results page by its heading and count, a branch by its address and number, the home page by its first block', () => {
    const results = pageMeta({
      settings: settingsFor('counties#show', {
        heading: 'Property for sale in Somerset',
        pagination: { page: 1, total: 68, has_next_page: true, has_prev_page: false },
      }),
      origin: ORIGIN,
    });
    expect(results.description).to.equal(
      'Property for sale in Somerset: 68 properties with Oakfield & Vale.',
    );
    expect(results.structuredData).to.equal(undefined);
    const branch = pageMeta({
      settings: settingsFor('branches#show', {
        branch: {
          id: 'b1',
          branchName: 'Taunton',
          address: '12 Hammet Street, Taunton TA1 1RZ',
          branchContactNumber: '01823 250100',
          openingHours: [
            { day_of_week: 1, open_time: '09:00', close_time: '17:30' },
            { day_of_week: 9, open_time: 'x', close_time: 'y' },
          ],
        },
      }),
      origin: ORIGIN,
    });
    expect(branch.description).to.match(
      /^Oakfield & Vale Taunton office, 12 Hammet Street, Taunton TA1 1RZ\. Call 01823 250100\./,
    );
    expect(TYPE_OF(branch)).to.deep.equal(['RealEstateAgent', 'RealEstateAgent']);
    const home = pageMeta({
      settings: settingsFor('home#index', {
        contentBlocks: [
          {
            id: 'hero',
            type: 'textOverImage',
            title: 'Homes',
            description: '<p>Selling &amp; letting across Somerset.</p>',
            backgroundImageUrl: '/images/hero.svg',
          },
        ],
      }),
      origin: ORIGIN,
    });
    expect(home.description).to.equal('Selling & letting across Somerset.');
    expect(home.imageUrl).to.equal('https://www.oakfield.test/images/hero.svg');
    expect(TYPE_OF(home)).to.deep.equal(['RealEstateAgent', 'WebSite']);
  });

  it("uses the platform's own description when it gives one, cut to 160 characters", () => {
    const meta = pageMeta({
      settings: settingsFor('home#index'),
      origin: ORIGIN,
      description: `Our own words. ${'More words. '.repeat(30)}`,
    });
    expect(meta.description).to.match(/^Our own words\. More words\./);
    expect([...meta.description].length).to.be.at.most(DESCRIPTION_LIMIT + 1);
    expect(meta.description).to.match(/…$/);
  });

  it('writes no canonical address, image or structured data without a usable origin, and still titles and describes the page', () => {
    const meta = pageMeta({
      settings: settingsFor('articles#show', {
        article: { title: 'Careers', body: '<p>Join us.</p>', imageUrl: '/images/a.svg' },
      }),
      origin: 'not an origin',
    });
    expect(meta).to.deep.include({ title: 'A page | Oakfield & Vale', description: 'Join us.' });
    expect(meta).not.to.have.any.keys('canonicalUrl', 'imageUrl', 'structuredData');
  });

  it('never throws, and always titles and describes the page within 160 characters, whatever the settings hold (property)', () => {
    const identifier = fc.constantFrom(...PAGE_IDENTIFIERS, 'unknown');
    fc.assert(
      fc.property(
        identifier,
        fc.string(),
        fc.dictionary(
          fc.constantFrom(
            'article',
            'articles',
            'branch',
            'hero',
            'heading',
            'pagination',
            'topic',
            'results',
            'branches',
          ),
          fc.anything(),
        ),
        fc.anything(),
        (id, text, data, property) => {
          const settings = decodeSiteSettings({
            agency_name: text,
            page: { identifier: id, path: text, title: text, data },
            property_data: property,
          }).settings;
          const meta = pageMeta({ settings, origin: ORIGIN });
          expect(meta.title).to.be.a('string');
          expect(meta.description.trim()).not.to.equal('');
          expect([...meta.description].length).to.be.at.most(DESCRIPTION_LIMIT + 1);
          if (meta.canonicalUrl !== undefined)
            expect(new URL(meta.canonicalUrl).origin).to.equal(ORIGIN);
        },
      ),
    );
  });
});
