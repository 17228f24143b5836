/**
 * The branch and article pages (`branches#index`, `branches#show`, `articles#index`,
 * `articles#show`), a page chunk of their own: plain frames over the page's data, which the
 * content issue builds into pages of content blocks. Article bodies are agency HTML and go
 * through the one sanitiser (ui/content).
 *
 * `ContentPage` is the connected page (no props); `ContentPageView` renders its view-model.
 */
import { SanitisedHtml } from '../content/sanitised-html.view.js';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ArticleList } from './article-list.view.js';
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
