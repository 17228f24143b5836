import { expect } from 'chai';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import {
  articleCountText,
  articlesIndexViewModel,
} from '../../../ui/articles/articles-page.view-model.js';
import {
  articlePageViewModel,
  UNNAMED_FORM,
} from '../../../ui/articles/article-page.view-model.js';
import { anArticleCard, careersArticle } from './article-builders.js';

const TOPICS = [
  { slug: 'buying', name: 'Buying' },
  { slug: 'community', name: 'Community' },
  { slug: 'selling', name: 'Selling' },
];

function indexPage(data: Record<string, unknown>, title = 'News and guides') {
  return decodeSiteSettings({
    agency_name: 'Oakfield',
    page: { identifier: 'articles#index', path: '/articles', title, data },
  }).settings;
}

function articlePage(data: Record<string, unknown>, title = 'Careers') {
  return decodeSiteSettings({
    agency_name: 'Oakfield',
    page: { identifier: 'articles#show', path: '/articles/careers', title, data },
  }).settings;
}

describe('articlesIndexViewModel', () => {
  it('offers every topic as a link, the page’s own marked current, with the cards and the count', () => {
    const vm = articlesIndexViewModel(
      indexPage({
        articles: [anArticleCard('a'), anArticleCard('b')],
        topics: TOPICS,
        topic: TOPICS[2],
        pagination: { page: 1, per_page: 9, total: 2, total_pages: 1 },
      }),
      [],
    );
    expect(vm.topics).to.deep.equal([
      { name: 'All topics', href: '/articles', current: false },
      { name: 'Buying', href: '/articles?topic=buying', current: false },
      { name: 'Community', href: '/articles?topic=community', current: false },
      { name: 'Selling', href: '/articles?topic=selling', current: true },
    ]);
    expect(vm.cards[0]).to.deep.equal({
      title: 'Article a',
      href: '/articles/a',
      imageUrl: '/images/a.svg',
      imageAlt: 'A garden',
      date: { iso: '2026-03-12', label: '12 March 2026' },
      topic: 'Selling',
      excerpt: 'Excerpt.',
    });
    expect(vm.countText).to.equal('2 articles about Selling');
    expect(vm.notice).to.equal(undefined);
    expect(vm.pagination).to.deep.equal({ pages: [] });
  });

  it('marks "All topics" current without a topic, and paginates with crawlable links', () => {
    const vm = articlesIndexViewModel(
      indexPage({
        articles: [anArticleCard('a')],
        topics: TOPICS,
        pagination: { page: 2, per_page: 9, total: 23, total_pages: 3 },
      }),
      [],
    );
    expect(vm.topics[0]).to.deep.equal({ name: 'All topics', href: '/articles', current: true });
    expect(vm.countText).to.equal('23 articles');
    expect(vm.pagination).to.deep.equal({
      previous: '/articles',
      next: '/articles?page=3',
      pages: [
        { page: 1, href: '/articles', current: false },
        { page: 2, href: '/articles?page=2', current: true },
        { page: 3, href: '/articles?page=3', current: false },
      ],
    });
  });

  // An index page with no articles on it: a notice with a way on, no count and no page links.
  const emptyPages = [
    {
      when: 'says so when a topic has no articles yet, and links to all of them',
      topic: TOPICS[1],
      pagination: { page: 1, per_page: 9, total: 0, total_pages: 1 },
      notice: {
        title: 'No articles about Community yet',
        text: 'We have not written about Community yet. Our other news and guides are a click away.',
        linkText: 'See all news and guides',
        href: '/articles',
      },
    },
    {
      when: 'says a page past the last one does not exist, and links to the last page of the same topic',
      topic: TOPICS[2],
      pagination: { page: 7, per_page: 9, total: 12, total_pages: 2 },
      notice: {
        title: 'There is no page 7 of these articles',
        text: 'These articles end on page 2.',
        linkText: 'Go to the last page (page 2)',
        href: '/articles?topic=selling&page=2',
      },
    },
  ];
  for (const { when, topic, pagination, notice } of emptyPages) {
    it(when, () => {
      const vm = articlesIndexViewModel(
        indexPage({ articles: [], topics: TOPICS, topic, pagination }),
        [],
      );
      expect(vm.notice).to.deep.equal(notice);
      expect(vm.countText).to.equal(undefined);
      expect(vm.pagination).to.deep.equal({ pages: [] });
    });
  }

  it('says there are no articles at all on an empty index, under a default heading, and reports bad data', () => {
    const problems: string[] = [];
    const vm = articlesIndexViewModel(
      indexPage({ articles: 'none', topics: TOPICS }, ''),
      problems,
    );
    expect(vm.title).to.equal('News and guides');
    expect(vm.notice?.title).to.equal('There are no articles yet.');
    expect(problems).to.deep.equal(['page.data.articles: expected a list']);
  });

  it('counts in words a person reads', () => {
    expect(articleCountText(1)).to.equal('1 article');
    expect(articleCountText(0, 'News')).to.equal('0 articles about News');
  });
});

describe('articlePageViewModel', () => {
  const careers = careersArticle('<p>Join us.</p>', [anArticleCard('other')]);

  it('gives the heading, date, author, topic (linked), picture, body, related articles and the way back', () => {
    const vm = articlePageViewModel(articlePage(careers), []);
    expect(vm).to.deep.include({
      kind: 'article',
      title: 'Careers',
      body: '<p>Join us.</p>',
      excerpt: 'Join a family firm.',
      date: { iso: '2026-05-10', label: '10 May 2026' },
      author: 'Eleanor Hartley',
      topic: { name: 'Careers', href: '/articles?topic=careers' },
      image: { url: '/images/careers.svg', alt: 'A reception' },
      allHref: '/articles',
    });
    expect(vm.related.map((card) => card.href)).to.deep.equal(['/articles/other']);
  });

  it("offers each agency form at '#/form/{id}', unless the body opens it already", () => {
    expect(articlePageViewModel(articlePage(careers), []).forms).to.deep.equal([
      { id: '702', name: 'Apply to join our team', href: '#/form/702' },
    ]);
    const linked = {
      ...careers,
      article: {
        ...careers.article,
        body: '<p><a href="#/form/702">Apply now: send us your CV</a></p>',
      },
    };
    expect(articlePageViewModel(articlePage(linked), []).forms).to.deep.equal([]);
    const unnamed = { ...careers, forms: [{ id: 9, elements: [{ fieldName: 'email' }] }] };
    expect(articlePageViewModel(articlePage(unnamed), []).forms).to.deep.equal([
      { id: '9', name: UNNAMED_FORM, href: '#/form/9' },
    ]);
  });

  it('shows a topic without a slug as text only, and an article without a picture or date without them', () => {
    const vm = articlePageViewModel(
      articlePage({ article: { title: 'Note', body: '', topic: 'News' } }),
      [],
    );
    expect(vm.topic).to.deep.equal({ name: 'News' });
    expect(vm).not.to.have.any.keys('image', 'date', 'author');
  });
});
