import { expect } from 'chai';
import fc from 'fast-check';
import {
  articlesIndexHref,
  articlesPageLinks,
  articlesPastEnd,
  decodeArticlePage,
  decodeArticlesIndex,
  formsToOffer,
} from '../../../core/articles/articles.js';
import type { AgencyForm } from '../../../core/leads/agency-form.codec.js';
import { aFormElement } from '../../support/form-elements.js';

const anArticle = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Article ${slug}`,
  url: `/articles/${slug}`,
  imageUrl: `/images/article/${slug}.svg`,
  imageAlt: 'A garden',
  excerpt: 'An excerpt.',
  publishedAt: '2026-03-12',
  topic: 'Selling',
  topicSlug: 'selling',
  author: 'Eleanor Hartley',
  ...extra,
});

const aForm = (id: string): AgencyForm => ({
  id,
  name: `Form ${id}`,
  elements: [aFormElement('email', { friendlyName: 'Email', required: true, fieldPostion: 1 })],
});

describe('decodeArticlesIndex', () => {
  it('reads the cards, the topics, the page’s topic and its pagination (SPEC §3: articles, pagination, topics)', () => {
    const problems: string[] = [];
    const index = decodeArticlesIndex(
      {
        articles: [anArticle('a'), anArticle('b', { topic: 'News', topicSlug: 'news' })],
        topics: [
          { slug: 'news', name: 'News', url: '/articles?topic=news' },
          { slug: 'selling', name: 'Selling' },
        ],
        topic: { slug: 'selling', name: 'Selling' },
        pagination: {
          page: 2,
          per_page: 9,
          total: 20,
          total_pages: 3,
          has_next_page: true,
          has_prev_page: true,
        },
      },
      problems,
    );
    expect(problems).to.deep.equal([]);
    expect(index.articles[0]).to.deep.equal({
      title: 'Article a',
      url: '/articles/a',
      imageUrl: '/images/article/a.svg',
      imageAlt: 'A garden',
      excerpt: 'An excerpt.',
      publishedAt: '2026-03-12',
      topic: { name: 'Selling', slug: 'selling' },
      author: 'Eleanor Hartley',
    });
    expect(index.topics).to.deep.equal([
      { name: 'News', slug: 'news' },
      { name: 'Selling', slug: 'selling' },
    ]);
    expect(index.topic).to.deep.equal({ name: 'Selling', slug: 'selling' });
    expect(index.pagination).to.deep.equal({ page: 2, totalPages: 3, total: 20 });
  });

  it('drops what it cannot use, each problem with its path, and keeps the rest', () => {
    const problems: string[] = [];
    const index = decodeArticlesIndex(
      {
        articles: [
          anArticle('a'),
          { title: 'No address' },
          anArticle('c', { excerpt: 42, topicSlug: 'Not A Slug!' }),
        ],
        topics: [
          { slug: 'news', name: 'News' },
          { name: 'No slug' },
          { slug: 'Bad Slug', name: 'Bad' },
        ],
        pagination: 'page two',
      },
      problems,
    );
    expect(index.articles.map((a) => a.title)).to.deep.equal(['Article a', 'Article c']);
    expect(index.articles[1]).not.to.have.property('excerpt');
    expect(index.articles[1]?.topic).to.deep.equal({ name: 'Selling' });
    expect(index.topics.map((t) => t.slug)).to.deep.equal(['news']);
    expect(index.pagination).to.deep.equal({ page: 1, totalPages: 1, total: 2 });
    expect(problems).to.have.length(5);
    expect(problems[0]).to.match(/^page\.data\.articles\[1\]: url/);
    expect(problems[1]).to.equal('page.data.articles[2].excerpt: expected text, got number');
    expect(problems[2]).to.match(/^page\.data\.topics\[1\]/);
    expect(problems[3]).to.match(/^page\.data\.topics\[2\]: a topic needs a name and a slug/);
    expect(problems[4]).to.match(/^page\.data\.pagination: /);
  });

  it('works out the number of pages from the total, or from has_next_page, when the platform does not give it', () => {
    expect(
      decodeArticlesIndex({ pagination: { page: 1, per_page: 9, total: 19 } }, []).pagination,
    ).to.deep.equal({ page: 1, totalPages: 3, total: 19 });
    expect(
      decodeArticlesIndex({ pagination: { page: 4, has_next_page: true } }, []).pagination,
    ).to.deep.equal({ page: 4, totalPages: 5 });
    expect(
      decodeArticlesIndex({ pagination: { page: 4, has_next_page: false } }, []).pagination,
    ).to.deep.equal({ page: 4, totalPages: 4 });
    expect(
      decodeArticlesIndex({ pagination: { page: -3, total_pages: 0 } }, []).pagination,
    ).to.deep.equal({ page: 1, totalPages: 1 });
  });

  it('never throws, whatever the page data holds (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('articles', 'topics', 'topic', 'pagination'), fc.anything()),
        (data) => {
          const index = decodeArticlesIndex(data, []);
          expect(index.pagination.totalPages).to.be.at.least(1);
          expect(index.pagination.page).to.be.at.least(1);
        },
      ),
    );
  });
});

describe('decodeArticlePage', () => {
  it('reads the article with its body, the related articles and the forms it offers', () => {
    const problems: string[] = [];
    const page = decodeArticlePage(
      {
        article: { ...anArticle('careers'), slug: 'careers', body: '<p>Join us.</p>' },
        related: [anArticle('other')],
        forms: [
          {
            id: 702,
            name: 'Apply to join our team',
            elements: [{ fieldName: 'email', friendlyName: 'Email' }],
          },
        ],
      },
      'Careers',
      problems,
    );
    expect(problems).to.deep.equal([]);
    expect(page.article).to.deep.include({
      title: 'Article careers',
      slug: 'careers',
      body: '<p>Join us.</p>',
      topic: { name: 'Selling', slug: 'selling' },
    });
    expect(page.related.map((r) => r.url)).to.deep.equal(['/articles/other']);
    expect(page.forms.map((f) => [f.id, f.name])).to.deep.equal([
      ['702', 'Apply to join our team'],
    ]);
  });

  it("takes the page's title when the article has none, and an empty body when there is no article at all", () => {
    const problems: string[] = [];
    expect(
      decodeArticlePage({ article: { body: '<p>Hi</p>', title: '  ' } }, 'Spring update', problems)
        .article,
    ).to.deep.equal({ title: 'Spring update', body: '<p>Hi</p>' });
    expect(decodeArticlePage({}, 'Spring update', problems).article).to.deep.equal({
      title: 'Spring update',
      body: '',
    });
    expect(problems).to.deep.equal(['page.data.article: expected an article, got nothing']);
  });
});

describe('articlesIndexHref', () => {
  it('writes the topic, then the page, and leaves page 1 out', () => {
    expect(articlesIndexHref('/articles')).to.equal('/articles');
    expect(articlesIndexHref('/articles', { page: 1 })).to.equal('/articles');
    expect(articlesIndexHref('/articles', { page: 3 })).to.equal('/articles?page=3');
    expect(articlesIndexHref('/articles', { topic: 'selling' })).to.equal(
      '/articles?topic=selling',
    );
    expect(articlesIndexHref('/articles', { topic: 'selling', page: 2 })).to.equal(
      '/articles?topic=selling&page=2',
    );
    expect(articlesIndexHref('/news?utm_source=x#top', { page: 2 })).to.equal('/news?page=2');
    expect(articlesIndexHref('', {})).to.equal('/articles');
  });

  it('is read back as the same topic and page (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        fc.integer({ min: 1, max: 10_000 }),
        (topic, page) => {
          const url = new URL(
            articlesIndexHref('/articles', { ...(topic !== undefined ? { topic } : {}), page }),
            'https://agency.test',
          );
          expect(url.pathname).to.equal('/articles');
          expect(url.searchParams.get('topic') ?? undefined).to.equal(topic);
          expect(url.searchParams.get('page')).to.equal(page === 1 ? null : String(page));
        },
      ),
    );
  });
});

describe('articlesPageLinks', () => {
  it('links previous, next and the window of core’s pagination rule, each keeping the topic', () => {
    const links = articlesPageLinks('/articles', 'selling', { page: 5, totalPages: 10 });
    expect(links.previous).to.equal('/articles?topic=selling&page=4');
    expect(links.next).to.equal('/articles?topic=selling&page=6');
    expect(links.pages.map((l) => (l === 'gap' ? l : l.href))).to.deep.equal([
      '/articles?topic=selling',
      'gap',
      '/articles?topic=selling&page=4',
      '/articles?topic=selling&page=5',
      '/articles?topic=selling&page=6',
      'gap',
      '/articles?topic=selling&page=10',
    ]);
    expect(
      links.pages.filter((l) => l !== 'gap' && l.current).map((l) => l !== 'gap' && l.page),
    ).to.deep.equal([5]);
  });

  it('has no links for a single page, no previous on the first and no next on the last, and none past the end', () => {
    expect(articlesPageLinks('/articles', undefined, { page: 1, totalPages: 1 })).to.deep.equal({
      pages: [],
    });
    const first = articlesPageLinks('/articles', undefined, { page: 1, totalPages: 2 });
    expect([first.previous, first.next]).to.deep.equal([undefined, '/articles?page=2']);
    const last = articlesPageLinks('/articles', undefined, { page: 2, totalPages: 2 });
    expect([last.previous, last.next]).to.deep.equal(['/articles', undefined]);
    expect(articlesPageLinks('/articles', undefined, { page: 9, totalPages: 2 })).to.deep.equal({
      pages: [],
    });
  });
});

describe('articlesPastEnd', () => {
  it('answers the last page for a page past the end that shows nothing, keeping the topic', () => {
    expect(
      articlesPastEnd('/articles', 'news', { page: 9, totalPages: 2, total: 12 }, 0),
    ).to.deep.equal({ page: 9, lastPage: 2, href: '/articles?topic=news&page=2' });
    expect(
      articlesPastEnd('/articles', undefined, { page: 2, totalPages: 1, total: 3 }, 0)?.href,
    ).to.equal('/articles');
  });

  it('is nothing on a page that lists articles, on page 1, within the pages, or when there are no articles at all', () => {
    expect(
      articlesPastEnd('/articles', undefined, { page: 9, totalPages: 2, total: 12 }, 3),
    ).to.equal(undefined);
    expect(
      articlesPastEnd('/articles', undefined, { page: 1, totalPages: 1, total: 0 }, 0),
    ).to.equal(undefined);
    expect(
      articlesPastEnd('/articles', undefined, { page: 2, totalPages: 3, total: 20 }, 0),
    ).to.equal(undefined);
    expect(
      articlesPastEnd('/articles', 'community', { page: 2, totalPages: 1, total: 0 }, 0),
    ).to.equal(undefined);
  });
});

describe('formsToOffer', () => {
  it('offers the forms the body does not open itself, whatever form its link takes', () => {
    const forms = [aForm('702'), aForm('801')];
    expect(formsToOffer('<p>Join us.</p>', forms).map((f) => f.id)).to.deep.equal(['702', '801']);
    expect(
      formsToOffer('<p><a class="button" href="#/form/702">Apply now</a></p>', forms).map(
        (f) => f.id,
      ),
    ).to.deep.equal(['801']);
    expect(
      formsToOffer("<a href='/articles/careers#form/801'>Ask</a>", forms).map((f) => f.id),
    ).to.deep.equal(['702']);
    expect(formsToOffer('<a href=#/form/702>Apply</a>', forms).map((f) => f.id)).to.deep.equal([
      '801',
    ]);
  });

  it('is not fooled by another form whose id starts the same, or by the id in text', () => {
    expect(
      formsToOffer('<a href="#/form/7021">Other</a> #/form/702', [aForm('702')]).map((f) => f.id),
    ).to.deep.equal(['702']);
  });
});
