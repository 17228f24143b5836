/**
 * The branch and article pages (`branches#index`, `branches#show`, `articles#index`,
 * `articles#show`), a page chunk of their own: the branch pages are plain frames over the page's
 * data, which the content issue builds into pages of content blocks; the article pages are
 * ui/articles' views, this page only dispatches to them.
 *
 * `ContentPage` is the connected page (no props); `ContentPageView` renders its view-model.
 */
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ArticlesPageView } from '../articles/articles-page.view.js';
import { ArticlePageView } from '../articles/article-page.view.js';
import type { ContentPageViewModel } from './content-page.view-model.js';

export function ContentPageView({ vm }: { readonly vm: ContentPageViewModel }) {
  if (vm.kind === 'branches')
    return (
      <div className="container section">
        <h1 className="page-title">{vm.title}</h1>
        <ul className="office-list">
          {vm.branches.map((b) => (
            <li key={b.id} className="office">
              <h2 className="office__name">{b.branchUrl ? <a href={b.branchUrl}>{b.branchName}</a> : b.branchName}</h2>
              {b.address && <p>{b.address}</p>}
            </li>
          ))}
        </ul>
      </div>
    );
  if (vm.kind === 'articles') return <ArticlesPageView vm={vm} />;
  if (vm.kind === 'article') return <ArticlePageView vm={vm} />;
  return (
    <div className="container section">
      <h1 className="page-title">{vm.title}</h1>
      {vm.address && <p>{vm.address}</p>}
    </div>
  );
}

/** The connected page: its view-model comes from the container (app/pages/content.page.ts). */
export function ContentPage() {
  return <ContentPageView vm={useViewModel(TOKENS.contentPageViewModel)} />;
}

export default ContentPage;
