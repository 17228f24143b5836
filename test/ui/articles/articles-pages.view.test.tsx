import { pagePerTest, render, screen, userSession, within } from '../support/dom.js';
import { expect } from 'chai';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import { ContentPageView } from '../../../ui/pages/content-page.view.js';
import { contentPageViewModel } from '../../../ui/pages/content-page.view-model.js';
import { anArticleCard, careersArticle } from './article-builders.js';

const TOPICS = [
  { slug: 'buying', name: 'Buying' },
  { slug: 'selling', name: 'Selling' },
];
const aCard = (slug: string) =>
  anArticleCard(slug, { imageAlt: `Picture ${slug}`, excerpt: `About ${slug}.` });

function page(identifier: string, data: Record<string, unknown>, title: string) {
  return contentPageViewModel(
    decodeSiteSettings({
      agency_name: 'Oakfield',
      page: {
        identifier,
        path: identifier === 'articles#index' ? '/articles' : '/articles/careers',
        title,
        data,
      },
    }).settings,
    [],
  );
}

describe('the articles index (jsdom)', () => {
  pagePerTest({ url: 'https://agency.test/articles?topic=selling&page=2' });

  it('offers the topics as a navigation of links, the current one marked, and the cards under level-2 headings', async () => {
    await render(
      <ContentPageView
        vm={page(
          'articles#index',
          {
            articles: [aCard('a'), aCard('b')],
            topics: TOPICS,
            topic: TOPICS[1],
            pagination: { page: 2, per_page: 2, total: 5, total_pages: 3 },
          },
          'Selling: news and guides (page 2)',
        )}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).to.include(
      'Selling: news and guides (page 2)',
    );
    const topics = within(screen.getByRole('navigation', { name: 'Article topics' }));
    expect(
      topics
        .getAllByRole('link')
        .map((link) => [
          link.textContent,
          link.getAttribute('href'),
          link.getAttribute('aria-current'),
        ]),
    ).to.deep.equal([
      ['All topics', '/articles', null],
      ['Buying', '/articles?topic=buying', null],
      ['Selling', '/articles?topic=selling', 'page'],
    ]);
    const cards = within(screen.getByRole('list', { name: 'Articles' }));
    expect(cards.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).to.deep.equal([
      'Article a',
      'Article b',
    ]);
    expect(cards.getByRole('link', { name: 'Article a' }).getAttribute('href')).to.equal(
      '/articles/a',
    );
    expect(cards.getByRole('img', { name: 'Picture a' }).getAttribute('src')).to.equal(
      '/images/a.svg',
    );
    expect(
      cards.getAllByText('12 March 2026')[0]?.closest('time')?.getAttribute('datetime'),
    ).to.equal('2026-03-12');
    expect(screen.getByText('5 articles about Selling').tagName).to.equal('P');
  });

  it('pages with crawlable links that keep the topic, previous and next named for a screen reader', async () => {
    await render(
      <ContentPageView
        vm={page(
          'articles#index',
          {
            articles: [aCard('a')],
            topics: TOPICS,
            topic: TOPICS[1],
            pagination: { page: 2, per_page: 1, total: 3, total_pages: 3 },
          },
          'Selling',
        )}
      />,
    );
    const pages = within(screen.getByRole('navigation', { name: 'Article pages' }));
    // (jsdom's name computation drops the space before a hidden span's words: browsers read 'Previous page'.)
    expect(pages.getByRole('link', { name: /^Previous ?page$/ }).getAttribute('href')).to.equal(
      '/articles?topic=selling',
    );
    expect(pages.getByRole('link', { name: /^Previous ?page$/ }).getAttribute('rel')).to.equal(
      'prev',
    );
    expect(pages.getByRole('link', { name: /^Next ?page$/ }).getAttribute('href')).to.equal(
      '/articles?topic=selling&page=3',
    );
    expect(pages.getByRole('link', { name: /^Page ?2$/ }).getAttribute('aria-current')).to.equal(
      'page',
    );
    expect(pages.getByRole('link', { name: /^Page ?3$/ }).getAttribute('href')).to.equal(
      '/articles?topic=selling&page=3',
    );
  });

  it('gives each card one stop for the keyboard: its title link', async () => {
    const user = userSession();
    await render(
      <ContentPageView
        vm={page(
          'articles#index',
          {
            articles: [aCard('a'), aCard('b')],
            topics: [],
            pagination: { page: 1, total: 2, total_pages: 1 },
          },
          'News',
        )}
      />,
    );
    await user.tab(); // All topics
    await user.tab();
    expect(document.activeElement?.textContent).to.equal('Article a');
    await user.tab();
    expect(document.activeElement?.textContent).to.equal('Article b');
  });

  it('says a page past the end has nothing, with a link to the last page, and shows no pagination', async () => {
    await render(
      <ContentPageView
        vm={page(
          'articles#index',
          {
            articles: [],
            topics: TOPICS,
            pagination: { page: 9, per_page: 9, total: 12, total_pages: 2 },
          },
          'News',
        )}
      />,
    );
    const notice = screen.getByRole('region', { name: 'There is no page 9 of these articles' });
    expect(
      within(notice)
        .getByRole('link', { name: 'Go to the last page (page 2)' })
        .getAttribute('href'),
    ).to.equal('/articles?page=2');
    expect(screen.queryByRole('navigation', { name: 'Article pages' })).to.equal(null);
    expect(screen.queryByRole('list', { name: 'Articles' })).to.equal(null);
  });
});

describe('an article (jsdom)', () => {
  pagePerTest({ url: 'https://agency.test/articles/careers' });

  const careers = careersArticle('<p>We are always pleased to hear from you.</p>', [
    aCard('other'),
  ]);

  it('shows the way back, heading, date, author, picture, sanitised body, the offered form and related articles', async () => {
    await render(<ContentPageView vm={page('articles#show', careers, 'Careers')} />);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(
      crumbs.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')]),
    ).to.deep.equal([
      ['News and guides', '/articles'],
      ['Careers', '/articles?topic=careers'],
    ]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).to.include(
      'Careers',
    );
    expect(screen.getByText('10 May 2026').getAttribute('datetime')).to.equal('2026-05-10');
    expect(screen.getByText('By Eleanor Hartley').closest('.article__meta')).not.to.equal(null);
    expect(screen.getByRole('img', { name: 'A reception' }).getAttribute('fetchpriority')).to.equal(
      'high',
    );
    // The excerpt stands in until the sanitiser has arrived, then the body replaces it.
    await screen.findByText('We are always pleased to hear from you.', undefined, {
      timeout: 5000,
    });
    expect(screen.queryByText('Join a family firm.')).to.equal(null);
    const form = screen.getByRole('complementary', { name: 'Apply to join our team' });
    expect(
      within(form)
        .getByRole('link', { name: 'Open the form: Apply to join our team' })
        .getAttribute('href'),
    ).to.equal('#/form/702');
    const related = within(screen.getByRole('region', { name: 'Related articles' }));
    expect(related.getByRole('heading', { level: 3 }).textContent).to.equal('Article other');
    expect(screen.getByRole('link', { name: 'More about Careers' }).getAttribute('href')).to.equal(
      '/articles?topic=careers',
    );
    expect(
      screen.getByRole('link', { name: 'See all news and guides' }).getAttribute('href'),
    ).to.equal('/articles');
  });

  it('puts no second call to action beside a body that opens the form itself', async () => {
    const linked = {
      ...careers,
      article: {
        ...careers.article,
        body: '<p><a href="#/form/702">Apply now: send us your CV</a></p>',
      },
    };
    await render(<ContentPageView vm={page('articles#show', linked, 'Careers')} />);
    await screen.findByRole('link', { name: 'Apply now: send us your CV' }, { timeout: 5000 });
    expect(screen.queryByRole('complementary')).to.equal(null);
    expect(
      screen.getAllByRole('link').filter((l) => l.getAttribute('href') === '#/form/702'),
    ).to.have.length(1);
  });
});
