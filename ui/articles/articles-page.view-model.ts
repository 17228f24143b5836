/**
 * The articles index (`articles#index`; SPEC §3 Other state: "articles (articles, pagination,
 * topics)"): the page's data decoded once by the page chunk's factory (app/pages/content.page.ts
 * through the content page's dispatch), and everything the view shows worked out here: the topic
 * navigation (real links, the current one marked), the article cards, the count, the pagination
 * (crawlable links over core's window rule, each keeping the topic), a topic without articles
 * and a page past the last one.
 *
 * Nothing on the page changes after it is built (every change of topic or page is a new page the
 * platform serves), so the view-model is a plain value: no observables.
 */
import {
  countOf,
  readableDate,
  articlesIndexHref,
  articlesPageLinks,
  articlesPastEnd,
  decodeArticlesIndex,
} from '../../core/index.js';
import type {
  ArticleCard,
  ReadableDate,
  ArticlesPageLinks,
  SiteSettings,
} from '../../core/index.js';

/** What the index says (SPEC has no wording for it: ours). */
export const ARTICLES_MESSAGES = {
  title: 'News and guides',
  allTopics: 'All topics',
  topicsLabel: 'Article topics',
  pagesLabel: 'Article pages',
  noArticles: 'There are no articles yet.',
  seeAll: 'See all news and guides',
} as const;

/** One article as a card shows it. */
export interface ArticleCardViewModel {
  readonly title: string;
  readonly href: string;
  readonly imageUrl?: string;
  /** '' when the picture is decorative (the title beside it names the article). */
  readonly imageAlt: string;
  readonly date?: ReadableDate;
  readonly topic?: string;
  readonly excerpt?: string;
}

export interface TopicLink {
  readonly name: string;
  readonly href: string;
  readonly current: boolean;
}

/** A page with nothing to list: why, and where to go instead. */
export interface ArticlesNotice {
  readonly title: string;
  readonly text: string;
  readonly linkText: string;
  readonly href: string;
}

export interface ArticlesIndexViewModel {
  readonly kind: 'articles';
  readonly title: string;
  /** 'All topics' first, then every topic; the page's own marked current. */
  readonly topics: readonly TopicLink[];
  readonly cards: readonly ArticleCardViewModel[];
  /** '23 articles', '4 articles about Selling'; absent when the page lists nothing. */
  readonly countText?: string;
  /** A topic without articles, or no articles at all, or a page past the last one. */
  readonly notice?: ArticlesNotice;
  readonly pagination: ArticlesPageLinks;
}

/** An article's card from its data. */
export function articleCardViewModel(card: ArticleCard): ArticleCardViewModel {
  const date = readableDate(card.publishedAt);
  return {
    title: card.title,
    href: card.url,
    ...(card.imageUrl !== undefined ? { imageUrl: card.imageUrl } : {}),
    imageAlt: card.imageAlt ?? '',
    ...(date ? { date } : {}),
    ...(card.topic ? { topic: card.topic.name } : {}),
    ...(card.excerpt !== undefined ? { excerpt: card.excerpt } : {}),
  };
}

/** '1 article', '23 articles'. */
export function articleCountText(count: number, topic?: string): string {
  return `${countOf(count, 'article', 'articles')}${topic === undefined ? '' : ` about ${topic}`}`;
}

/** What a page past the last one says (the results page's wording, for articles). */
export function articlesPastEndNotice(
  page: number,
  lastPage: number,
  href: string,
): ArticlesNotice {
  return {
    title: `There is no page ${page} of these articles`,
    text:
      lastPage === 1
        ? 'All these articles fit on one page.'
        : `These articles end on page ${lastPage}.`,
    linkText: lastPage === 1 ? 'Go to the articles' : `Go to the last page (page ${lastPage})`,
    href,
  };
}

/** The index's view-model from the page the platform sent; problems with its data go to `problems`. */
export function articlesIndexViewModel(
  settings: SiteSettings,
  problems: string[],
): ArticlesIndexViewModel {
  const base = settings.page.path;
  const data = decodeArticlesIndex(settings.page.data, problems);
  const topicSlug = data.topic?.slug;
  const allHref = articlesIndexHref(base);
  const topics: TopicLink[] = [
    { name: ARTICLES_MESSAGES.allTopics, href: allHref, current: topicSlug === undefined },
    ...data.topics.map((topic) => ({
      name: topic.name,
      href: articlesIndexHref(base, { topic: topic.slug }),
      current: topic.slug === topicSlug,
    })),
  ];
  const cards = data.articles.map(articleCardViewModel);
  const pastEnd = articlesPastEnd(base, topicSlug, data.pagination, cards.length);
  const total = data.pagination.total ?? cards.length;
  let notice: ArticlesNotice | undefined;
  if (pastEnd !== undefined)
    notice = articlesPastEndNotice(pastEnd.page, pastEnd.lastPage, pastEnd.href);
  else if (cards.length === 0 && data.topic !== undefined)
    notice = {
      title: `No articles about ${data.topic.name} yet`,
      text: `We have not written about ${data.topic.name} yet. Our other news and guides are a click away.`,
      linkText: ARTICLES_MESSAGES.seeAll,
      href: allHref,
    };
  else if (cards.length === 0)
    notice = {
      title: ARTICLES_MESSAGES.noArticles,
      text: 'Please come back soon.',
      linkText: 'Go to the home page',
      href: '/',
    };
  return {
    kind: 'articles',
    title: settings.page.title.trim() || ARTICLES_MESSAGES.title,
    topics,
    cards,
    ...(cards.length > 0 ? { countText: articleCountText(total, data.topic?.name) } : {}),
    ...(notice ? { notice } : {}),
    pagination: articlesPageLinks(base, topicSlug, data.pagination),
  };
}
