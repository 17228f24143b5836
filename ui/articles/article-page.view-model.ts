/**
 * An article (`articles#show`): its heading, date, author and topic, its picture, the body (agency
 * HTML, shown only through the one sanitiser view, ui/content), the agency forms it offers
 * ('#/form/{id}', opened by the overlay layer), related articles, and the way back to its topic
 * and to all articles. Built once by the page chunk's factory from the decoded page data; a plain
 * value, like the index's.
 *
 * An unknown article never reaches this page: the platform redirects to the index with
 * '#/flash/article-not-found-error' (SPEC §2 flash keys), which the overlay layer shows as a toast.
 */
import {
  ARTICLES_INDEX_PATH,
  readableDate,
  articlesIndexHref,
  decodeArticlePage,
  formsToOffer,
  agencyFormHref,
} from '../../core/index.js';
import type { ReadableDate, SiteSettings } from '../../core/index.js';
import { articleCardViewModel, type ArticleCardViewModel } from './articles-page.view-model.js';

/** An agency form the article offers beside its body (one the body does not open itself), opened at '#/form/{id}'. */
export interface OfferedForm {
  readonly id: string;
  readonly name: string;
  readonly href: string;
}

export interface ArticlePageViewModel {
  readonly kind: 'article';
  readonly title: string;
  /** Agency HTML: rendered only through the one sanitiser view. */
  readonly body: string;
  /** Shown (as text) until the sanitiser has arrived, or instead of the body if it cannot load. */
  readonly excerpt?: string;
  readonly date?: ReadableDate;
  readonly author?: string;
  /** The article's topic, linked to its page of the index when its slug is known. */
  readonly topic?: { readonly name: string; readonly href?: string };
  readonly image?: { readonly url: string; readonly alt: string };
  readonly forms: readonly OfferedForm[];
  readonly related: readonly ArticleCardViewModel[];
  /** The index of every article. */
  readonly allHref: string;
}

/** The name a form goes by when the platform gave it none. */
export const UNNAMED_FORM = 'Send us your details';

/** The article page's view-model from the page the platform sent; problems with its data go to `problems`. */
export function articlePageViewModel(
  settings: SiteSettings,
  problems: string[],
): ArticlePageViewModel {
  const { article, related, forms } = decodeArticlePage(
    settings.page.data,
    settings.page.title,
    problems,
  );
  const date = readableDate(article.publishedAt);
  const topic = article.topic;
  return {
    kind: 'article',
    title: article.title.trim() || settings.page.title,
    body: article.body,
    ...(article.excerpt !== undefined ? { excerpt: article.excerpt } : {}),
    ...(date ? { date } : {}),
    ...(article.author !== undefined ? { author: article.author } : {}),
    ...(topic
      ? {
          topic: {
            name: topic.name,
            ...(topic.slug !== undefined
              ? { href: articlesIndexHref(ARTICLES_INDEX_PATH, { topic: topic.slug }) }
              : {}),
          },
        }
      : {}),
    ...(article.imageUrl !== undefined
      ? { image: { url: article.imageUrl, alt: article.imageAlt ?? '' } }
      : {}),
    forms: formsToOffer(article.body, forms).map((form) => ({
      id: form.id,
      name: form.name || UNNAMED_FORM,
      href: agencyFormHref(form.id),
    })),
    related: related.map(articleCardViewModel),
    allHref: articlesIndexHref(ARTICLES_INDEX_PATH),
  };
}
