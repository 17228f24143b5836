/**
 * The view-model of the branch and article pages (`branches#index`, `branches#show`,
 * `articles#index`, `articles#show`): the branch pages' own view-models (ui/branches, built by
 * the builders the page's factory gives), and plain frames over the article pages' data. Decoded
 * from the page data by the page's factory (app/pages/content.page.ts), once per page view.
 */
import { decodeArticleList } from '../../core/index.js';
import type { ArticleSummary, SiteSettings } from '../../core/index.js';
import type { BranchesIndexViewModel } from '../branches/branches-index.view-model.js';
import type { BranchPageViewModel } from '../branches/branch-page.view-model.js';

/** The branch pages' view-models (ui/branches), built by the page's factory: they need ports and the blocks' renderer. */
export interface BranchPageBuilders {
  index(problems: string[]): BranchesIndexViewModel;
  show(problems: string[]): BranchPageViewModel;
}

export type ContentPageViewModel =
  /** The branch finder and a branch's page: their own view-models (ui/branches). */
  | BranchesIndexViewModel
  | { readonly kind: 'articles'; readonly title: string; readonly articles: readonly ArticleSummary[] }
  /** An article: its body is agency HTML, shown only through the one sanitiser (ui/content). */
  | { readonly kind: 'article'; readonly title: string; readonly body: string; readonly excerpt: string | undefined }
  | BranchPageViewModel;

/** A field of an object in the page data, when it is a string. */
function textField(value: unknown, field: string): string | undefined {
  const text = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
  return typeof text === 'string' ? text : undefined;
}

/** The frame for the page the platform sent, its data decoded (what cannot be used goes to `problems`). */
/** Without builders a branch page cannot be made: a programmer error (the page's factory always gives them). */
const NO_BRANCH_PAGES: BranchPageBuilders = {
  index: () => {
    throw new Error('contentPageViewModel: the branch pages need the builders of app/pages/branches.bindings.ts');
  },
  show: () => {
    throw new Error('contentPageViewModel: the branch pages need the builders of app/pages/branches.bindings.ts');
  },
};

export function contentPageViewModel(settings: SiteSettings, problems: string[], branches: BranchPageBuilders = NO_BRANCH_PAGES): ContentPageViewModel {
  const { identifier, title, data } = settings.page;
  if (identifier === 'branches#index') return branches.index(problems);
  if (identifier === 'articles#index') return { kind: 'articles', title: title || 'News and advice', articles: decodeArticleList(data['articles'], problems) };
  if (identifier === 'articles#show') return { kind: 'article', title, body: textField(data['article'], 'body') ?? '', excerpt: textField(data['article'], 'excerpt') };
  return branches.show(problems);
}
