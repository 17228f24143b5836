/**
 * The view-model of the branch and article pages (`branches#index`, `branches#show`,
 * `articles#index`, `articles#show`): plain frames over the page's data, which the content issue
 * builds into pages of content blocks. Decoded from the page data by the page's factory
 * (app/pages/content.page.ts), once per page view.
 */
import { decodeArticleList, decodeBranchNames } from '../../core/index.js';
import type { ArticleSummary, SiteSettings } from '../../core/index.js';

export type ContentPageViewModel =
  | { readonly kind: 'branches'; readonly title: string; readonly branches: ReturnType<typeof decodeBranchNames> }
  | { readonly kind: 'articles'; readonly title: string; readonly articles: readonly ArticleSummary[] }
  /** An article: its body is agency HTML, shown only through the one sanitiser (ui/content). */
  | { readonly kind: 'article'; readonly title: string; readonly body: string; readonly excerpt: string | undefined }
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
  if (identifier === 'articles#index') return { kind: 'articles', title: title || 'News and advice', articles: decodeArticleList(data['articles'], problems) };
  if (identifier === 'articles#show') return { kind: 'article', title, body: textField(data['article'], 'body') ?? '', excerpt: textField(data['article'], 'excerpt') };
  return { kind: 'branch', title, address: textField(data['branch'], 'address') };
}
