/**
 * The view-model of the article pages (`articles#index`, `articles#show`), the content page chunk:
 * ui/articles' own view-models, decoded from the page data by the page's factory
 * (app/pages/content.page.ts), once per page view. (The branch pages are a chunk of their own,
 * app/pages/branches.page.ts.)
 */
import type { SiteSettings } from '../../core/index.js';
import {
  articlesIndexViewModel,
  type ArticlesIndexViewModel,
} from '../articles/articles-page.view-model.js';
import {
  articlePageViewModel,
  type ArticlePageViewModel,
} from '../articles/article-page.view-model.js';

export type ContentPageViewModel = ArticlesIndexViewModel | ArticlePageViewModel;

/** The page the platform sent, its data decoded (what cannot be used goes to `problems`). */
export function contentPageViewModel(
  settings: SiteSettings,
  problems: string[],
): ContentPageViewModel {
  return settings.page.identifier === 'articles#index'
    ? articlesIndexViewModel(settings, problems)
    : articlePageViewModel(settings, problems);
}
