// articles: the index and article pages' data, their addresses, pagination and dates (SPEC §1, §3).
export {
  ARTICLES_INDEX_PATH,
  decodeArticlesIndex,
  decodeArticlePage,
  articlesIndexHref,
  articlesPageLinks,
  articlesPastEnd,
  formsToOffer,
} from './articles.js';
export { decodeArticleCards } from './article-card.js';
export type {
  Article,
  ArticlesPagination,
  ArticlesIndexData,
  ArticlePageData,
  ArticlesIndexQuery,
  ArticlesPageLink,
  ArticlesPageLinks,
  ArticlesPastEnd,
} from './articles.js';
export type { ArticleTopic, ArticleCard } from './article-card.js';
