/**
 * The view-model of the branch and article pages (`branches#index`, `branches#show`,
 * `articles#index`, `articles#show`): plain frames over the branch pages' data, which the content
 * issue builds into pages of content blocks, and the article pages' own view-models
 * (ui/articles). Decoded from the page data by the page's factory (app/pages/content.page.ts),
 * once per page view.
 */
import { decodeBranchNames } from '../../core/index.js';
import type { SiteSettings } from '../../core/index.js';
import { articlesIndexViewModel, type ArticlesIndexViewModel } from '../articles/articles-page.view-model.js';
import { articlePageViewModel, type ArticlePageViewModel } from '../articles/article-page.view-model.js';

export type ContentPageViewModel =
  | { readonly kind: 'branches'; readonly title: string; readonly branches: ReturnType<typeof decodeBranchNames> }
  /** The articles index and an article: their own view-models (ui/articles). */
  | ArticlesIndexViewModel
  | ArticlePageViewModel
  | { readonly kind: 'branch'; readonly title: string; readonly address: string | undefined };

/** A field of an object in the page data, when it is a string. */
function textField(value: unknown, field: string): string | undefined {
  const text = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
  return typeof text === 'string' ? text : undefined;
}

/** The frame for the page the platform sent, its data decoded (what cannot be used goes to `problems`). */
export function contentPageViewModel(settings: SiteSettings, problems: string[]): ContentPageViewModel {
  const { identifier, title, data } = settings.page;
  if (identifier === 'branches#index') return { kind: 'branches', title: title || 'Our branches', branches: decodeBranchNames(data['branches'], problems) };
  if (identifier === 'articles#index') return articlesIndexViewModel(settings, problems);
  if (identifier === 'articles#show') return articlePageViewModel(settings, problems);
  return { kind: 'branch', title, address: textField(data['branch'], 'address') };
}
