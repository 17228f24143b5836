/**
 * The articles index (`articles#index`): the page's heading, the topics as a navigation of real
 * links (the current one marked `aria-current`), the article cards, and the pages as crawlable
 * links; a topic without articles, or a page past the last one, says so and links on.
 */
import { ArticleCardView } from './article-card.view.js';
import { PaginationNav } from '../pagination/pagination-nav.view.js';
import { ARTICLES_MESSAGES, type ArticlesIndexViewModel } from './articles-page.view-model.js';

/** Cards on the first screen at every width load at once; the first is the page's largest picture. */
const EAGER_CARDS = 3;

export function ArticlesPageView({ vm }: { readonly vm: ArticlesIndexViewModel }) {
  return (
    <div className="container section articles-page">
      <h1 className="page-title">{vm.title}</h1>
      <nav className="topic-nav" aria-label={ARTICLES_MESSAGES.topicsLabel}>
        <ul className="topic-nav__list">
          {vm.topics.map((topic) => (
            <li key={topic.href}>
              <a
                className="topic-nav__link"
                href={topic.href}
                {...(topic.current ? { 'aria-current': 'page' as const } : {})}
              >
                {topic.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {vm.countText !== undefined && <p className="articles-page__count">{vm.countText}</p>}
      {vm.notice !== undefined ? (
        <section
          className="results-empty articles-page__notice"
          aria-labelledby="articles-notice-title"
        >
          <h2 id="articles-notice-title">{vm.notice.title}</h2>
          <p>{vm.notice.text}</p>
          <p>
            <a className="button button--primary" href={vm.notice.href}>
              {vm.notice.linkText}
            </a>
          </p>
        </section>
      ) : (
        <ul className="article-teasers" aria-label="Articles">
          {vm.cards.map((card, index) => (
            <ArticleCardView
              key={card.href}
              card={card}
              eager={index < EAGER_CARDS}
              priority={index === 0}
            />
          ))}
        </ul>
      )}
      <PaginationNav links={vm.pagination} label={ARTICLES_MESSAGES.pagesLabel} />
    </div>
  );
}
