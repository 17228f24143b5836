/**
 * Articles (SPEC §1 "Branches, articles and location guides"; §3 Other state: "articles
 * (articles, pagination, topics)"): the page data of the articles index (`articles#index`) and
 * of an article (`articles#show`) decoded at the boundary, and the rules both pages and the
 * server's head tags share: the index's addresses (topic and page are query parameters:
 * `/articles?topic=selling&page=2`), its pagination over core's window rule, and an article's
 * date as a person reads it.
 *
 * Decoding is total: whatever arrives, the page gets something it can show, and each problem is
 * reported with its path (one bad article is dropped, the others shown).
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { firstError, LooseNumber } from '../settings/settings-primitives.js';
import {
  CARD_FIELDS,
  cardFields,
  decodeCard,
  isRecord,
  list,
  nonBlank,
  textFields,
  topicOf,
  type ArticleCard,
  type ArticleTopic,
} from './article-card.js';
import { decodeAgencyForms, type AgencyForm } from '../leads/agency-form.codec.js';
import { pageWindow } from '../search/pagination.js';

/** Where the articles index lives when a page cannot tell (an article page links back to it). */
export const ARTICLES_INDEX_PATH = '/articles';

/** The article of an article page: its card fields and its body (agency HTML, sanitised before it is shown). */
export interface Article extends Omit<ArticleCard, 'url'> {
  readonly slug?: string;
  readonly body: string;
}

export interface ArticlesPagination {
  /** 1-based; may lie past the last page (a stale or hand-typed link). */
  readonly page: number;
  /** At least 1. */
  readonly totalPages: number;
  /** Articles on all pages, when the platform says. */
  readonly total?: number;
}

/** `articles#index` page data: `{ articles, topics, pagination, topic? }`. */
export interface ArticlesIndexData {
  readonly articles: readonly ArticleCard[];
  /** Every topic, in the platform's order (for the topic navigation). */
  readonly topics: readonly (ArticleTopic & { readonly slug: string })[];
  /** The topic the page is filtered by, when the platform recognised one. */
  readonly topic?: ArticleTopic & { readonly slug: string };
  readonly pagination: ArticlesPagination;
}

/** `articles#show` page data: `{ article, related, forms? }`. */
export interface ArticlePageData {
  readonly article: Article;
  readonly related: readonly ArticleCard[];
  /** The agency forms the article offers ('#/form/{id}'), e.g. a careers form. */
  readonly forms: readonly AgencyForm[];
}

const TopicCodec = t.intersection([
  t.type({ slug: t.string, name: t.string }),
  t.partial({ url: t.string }),
]);

const ARTICLE_FIELDS = [...CARD_FIELDS, 'title', 'slug', 'body'] as const;
const PaginationCodec = t.partial({
  page: LooseNumber,
  per_page: LooseNumber,
  total: LooseNumber,
  total_pages: LooseNumber,
  has_next_page: t.unknown,
});

function decodeTopic(
  value: unknown,
  path: string,
  problems: string[],
): (ArticleTopic & { readonly slug: string }) | undefined {
  const decoded = TopicCodec.decode(value);
  if (isLeft(decoded)) {
    problems.push(`${path}: ${firstError(decoded.left)}`);
    return undefined;
  }
  const topic = topicOf(decoded.right.name, decoded.right.slug);
  if (topic?.slug === undefined) {
    problems.push(
      `${path}: a topic needs a name and a slug of lower-case letters, digits and hyphens`,
    );
    return undefined;
  }
  return { name: topic.name, slug: topic.slug };
}

/** A whole number of at least 1, or undefined. */
const pageNumber = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : undefined;

function decodePagination(value: unknown, shown: number, problems: string[]): ArticlesPagination {
  if (value === undefined || value === null) return { page: 1, totalPages: 1, total: shown };
  const decoded = PaginationCodec.decode(value);
  if (isLeft(decoded)) {
    problems.push(`page.data.pagination: ${firstError(decoded.left)}`);
    return { page: 1, totalPages: 1, total: shown };
  }
  const raw = decoded.right;
  const page = pageNumber(raw.page) ?? 1;
  const total =
    raw.total !== undefined && Number.isSafeInteger(raw.total) && raw.total >= 0
      ? raw.total
      : undefined;
  const perPage = pageNumber(raw.per_page);
  const totalPages =
    pageNumber(raw.total_pages) ??
    (total !== undefined && perPage !== undefined
      ? Math.max(1, Math.ceil(total / perPage))
      : raw.has_next_page === true
        ? page + 1
        : Math.max(1, page));
  return { page, totalPages, ...(total !== undefined ? { total } : {}) };
}

/** The articles index's page data (`articles#index`). Total: never throws. */
export function decodeArticlesIndex(
  data: Readonly<Record<string, unknown>>,
  problems: string[],
): ArticlesIndexData {
  const articles = list(data['articles'], 'page.data.articles', problems, (item, path) =>
    decodeCard(item, path, problems),
  );
  const topics = list(data['topics'], 'page.data.topics', problems, (item, path) =>
    decodeTopic(item, path, problems),
  );
  const topic =
    data['topic'] === undefined || data['topic'] === null
      ? undefined
      : decodeTopic(data['topic'], 'page.data.topic', problems);
  return {
    articles,
    topics,
    ...(topic ? { topic } : {}),
    pagination: decodePagination(data['pagination'], articles.length, problems),
  };
}

/** An article page's data (`articles#show`); `title` is the page's title, used when the article has none. Total. */
export function decodeArticlePage(
  data: Readonly<Record<string, unknown>>,
  title: string,
  problems: string[],
): ArticlePageData {
  const value = data['article'];
  let article: Article;
  if (!isRecord(value)) {
    problems.push(
      `page.data.article: expected an article, got ${value === undefined ? 'nothing' : typeof value}`,
    );
    article = { title, body: '' };
  } else {
    const raw = textFields(value, ARTICLE_FIELDS, 'page.data.article', problems);
    article = {
      title: nonBlank(raw.title) ?? title,
      body: raw.body ?? '',
      ...(nonBlank(raw.slug) ? { slug: nonBlank(raw.slug) } : {}),
      ...cardFields(raw),
    };
  }
  return {
    article,
    related: list(data['related'], 'page.data.related', problems, (item, path) =>
      decodeCard(item, path, problems),
    ),
    forms: decodeAgencyForms(data['forms'], 'page.data.forms', problems),
  };
}

/**
 * The agency forms an article page offers beside its body: those its body does not open already
 * with a link of its own to '#/form/{id}' (the agency's own call to action stays the only one).
 */
export function formsToOffer(body: string, forms: readonly AgencyForm[]): AgencyForm[] {
  return forms.filter((form) => {
    const id = form.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // href="#/form/702", href='/articles/careers#form/702', href=#/form/702 …
    return !new RegExp(`href\\s*=\\s*["']?[^"'\\s>#]*#/?form/${id}(?=[/"'\\s>?]|$)`, 'i').test(
      body,
    );
  });
}

// ---- addresses and pagination of the index --------------------------------------------------

/** What an address of the index names: a topic (by slug) and a page. */
export interface ArticlesIndexQuery {
  readonly topic?: string;
  readonly page?: number;
}

/**
 * The address of the index for a topic and page: `/articles`, `/articles?topic=selling`,
 * `/articles?topic=selling&page=2`. Page 1 is left out (one address per page); the topic comes
 * first, so every link to a page reads the same. Anything after `?` or `#` in the base is dropped.
 */
export function articlesIndexHref(basePath: string, query: ArticlesIndexQuery = {}): string {
  const path = basePath.split(/[?#]/)[0] || ARTICLES_INDEX_PATH;
  const params: string[] = [];
  if (query.topic !== undefined && query.topic !== '')
    params.push(`topic=${encodeURIComponent(query.topic)}`);
  if (query.page !== undefined && Number.isSafeInteger(query.page) && query.page > 1)
    params.push(`page=${query.page}`);
  return params.length === 0 ? path : `${path}?${params.join('&')}`;
}

export interface ArticlesPageLink {
  readonly page: number;
  readonly href: string;
  readonly current: boolean;
}

export interface ArticlesPageLinks {
  readonly previous?: string;
  readonly next?: string;
  /** The numbered links of core's window rule (pageWindow), 'gap' where pages are skipped; empty for a single page. */
  readonly pages: readonly (ArticlesPageLink | 'gap')[];
}

/** A page past the last one: which page was asked for and the address of the last. */
export interface ArticlesPastEnd {
  readonly page: number;
  readonly lastPage: number;
  readonly href: string;
}

/**
 * The index's pagination as real links, each keeping the topic: previous, next, and the window
 * of core's rule around the current page. A page past the end offers none (it links to the last
 * page instead, see `articlesPastEnd`).
 */
export function articlesPageLinks(
  basePath: string,
  topic: string | undefined,
  pagination: ArticlesPagination,
): ArticlesPageLinks {
  const { page, totalPages } = pagination;
  if (page > totalPages) return { pages: [] };
  const href = (n: number) =>
    articlesIndexHref(basePath, { ...(topic !== undefined ? { topic } : {}), page: n });
  return {
    ...(page > 1 ? { previous: href(page - 1) } : {}),
    ...(page < totalPages ? { next: href(page + 1) } : {}),
    pages:
      totalPages > 1
        ? pageWindow(page, totalPages).map((n) =>
            n === 'gap' ? n : { page: n, href: href(n), current: n === page },
          )
        : [],
  };
}

/** The page asked for lies past the last page of articles (and shows none): where the last page is. */
export function articlesPastEnd(
  basePath: string,
  topic: string | undefined,
  pagination: ArticlesPagination,
  shown: number,
): ArticlesPastEnd | undefined {
  if (
    shown > 0 ||
    pagination.page <= 1 ||
    pagination.page <= pagination.totalPages ||
    pagination.total === 0
  )
    return undefined;
  const lastPage = pagination.totalPages;
  return {
    page: pagination.page,
    lastPage,
    href: articlesIndexHref(basePath, {
      ...(topic !== undefined ? { topic } : {}),
      page: lastPage,
    }),
  };
}
