import { expect } from 'chai';
import fc from 'fast-check';
import { decodeHomePageData, decodeResultsPageData } from '../../../core/settings/page-data.codec.js';

describe('decodeHomePageData', () => {
  it('reads the hero, intro, featured properties and articles', () => {
    const problems: string[] = [];
    const data = decodeHomePageData(
      {
        hero: { title: 'Find your place in Somerset', description: 'Homes since 1890', backgroundImageUrl: '/h.svg', buttons: [{ text: 'Search', url: '/property-for-sale' }] },
        featured: [{ property_id: 1, display_address: 'A', property_url: '/properties/1' }],
        articles: [{ title: 'Market update', url: '/articles/market' }],
      },
      problems,
    );
    expect(problems).to.deep.equal([]);
    expect(data.hero?.buttons[0]).to.deep.equal({ text: 'Search', url: '/property-for-sale', displayAsLink: false });
    expect(data.featured[0]?.property_id).to.equal('1');
    expect(data.articles[0]?.title).to.equal('Market update');
  });

  it('drops a broken block and keeps the rest', () => {
    const problems: string[] = [];
    const data = decodeHomePageData({ hero: { description: 'no title' }, articles: 'nope', featured: [{ property_id: 2, display_address: 'B', property_url: '/p/2' }] }, problems);
    expect(data.hero).to.equal(undefined);
    expect(data.articles).to.deep.equal([]);
    expect(data.featured).to.have.length(1);
    expect(problems).to.have.length(2);
  });

  it('never throws for arbitrary page data', () => {
    fc.assert(fc.property(fc.dictionary(fc.constantFrom('hero', 'intro', 'featured', 'articles'), fc.anything()), (d) => {
      decodeHomePageData(d, []);
    }));
  });
});

describe('decodeResultsPageData', () => {
  it('reads results and pagination, defaulting to a single page', () => {
    const ok = decodeResultsPageData({ results: [], pagination: { page: 2, has_next_page: true, has_prev_page: true, total: 40 } }, []);
    expect(ok.pagination).to.deep.equal({ page: 2, has_next_page: true, has_prev_page: true, total: 40 });
    const problems: string[] = [];
    const bad = decodeResultsPageData({ pagination: 'x' }, problems);
    expect(bad.pagination).to.deep.equal({ page: 1, has_next_page: false, has_prev_page: false });
    expect(problems).to.have.length(1);
  });
});
