/**
 * The article pages (`articles#index`, `articles#show`), a page chunk of their own: ui/articles'
 * views, this page only dispatches to them.
 *
 * `ContentPage` is the connected page (no props); `ContentPageView` renders its view-model.
 */
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ArticlesPageView } from '../articles/articles-page.view.js';
import { ArticlePageView } from '../articles/article-page.view.js';
import type { ContentPageViewModel } from './content-page.view-model.js';

export function ContentPageView({ vm }: { readonly vm: ContentPageViewModel }) {
  return vm.kind === 'articles' ? <ArticlesPageView vm={vm} /> : <ArticlePageView vm={vm} />;
}

/** The connected page: its view-model comes from the container (app/pages/content.page.ts). */
export function ContentPage() {
  return <ContentPageView vm={useViewModel(TOKENS.contentPageViewModel)} />;
}

export default ContentPage;
