/**
 * The branch and article pages (`branches#index`, `branches#show`, `articles#index`,
 * `articles#show`), a page chunk of their own: the branch pages are ui/branches' views (this page
 * only dispatches to them); the article pages plain frames over the page's data. Article bodies
 * are agency HTML and go through the one sanitiser (ui/content).
 *
 * `ContentPage` is the connected page (no props); `ContentPageView` renders its view-model.
 */
import { SanitisedHtml } from '../content/sanitised-html.view.js';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ArticleList } from './article-list.view.js';
import { BranchesIndexView } from '../branches/branches-index.view.js';
import { BranchPageView } from '../branches/branch-page.view.js';
import type { ContentPageViewModel } from './content-page.view-model.js';

export function ContentPageView({ vm }: { readonly vm: ContentPageViewModel }) {
  if (vm.kind === 'branches') return <BranchesIndexView vm={vm} />;
  if (vm.kind === 'articles')
    return (
      <div className="container section">
        <h1 className="page-title">{vm.title}</h1>
        <ArticleList articles={vm.articles} />
      </div>
    );
  if (vm.kind === 'article')
    return (
      <article className="container section article">
        <h1 className="page-title">{vm.title}</h1>
        <SanitisedHtml html={vm.body} className="article__body" fallback={vm.excerpt ? <p>{vm.excerpt}</p> : <p aria-busy="true">Loading article…</p>} />
      </article>
    );
  return <BranchPageView vm={vm} />;
}

/** The connected page: its view-model comes from the container (app/pages/content.page.ts). */
export function ContentPage() {
  return <ContentPageView vm={useViewModel(TOKENS.contentPageViewModel)} />;
}

export default ContentPage;
