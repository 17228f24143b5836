/**
 * The branch and article pages (`branches#index`, `branches#show`, `articles#index`,
 * `articles#show`), a page chunk of their own: plain frames over the page's data, which the
 * content issue builds into pages of content blocks. Article bodies are agency HTML and go
 * through the one sanitiser (ui/content).
 */
import { decodeArticleList, decodeBranchNames } from '../../core/index.js';
import type { SiteSettings } from '../../core/index.js';
import { SanitisedHtml } from '../content/sanitised-html.view.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ArticleList } from './article-list.view.js';
import { useDecoded } from './use-decoded.js';

interface FrameProps {
  readonly settings: SiteSettings;
  readonly onProblems?: (problems: readonly string[]) => void;
}

const logProblems = (problems: readonly string[]) => console.warn(`Page data has ${problems.length} problem(s):\n${problems.join('\n')}`);

/** The page for the identifier the platform sent (the page chunk's component). */
export function ContentPage() {
  const settings = useInjection(TOKENS.settings);
  const { identifier } = settings.page;
  if (identifier === 'branches#index') return <BranchesFrame settings={settings} onProblems={logProblems} />;
  if (identifier === 'articles#index') return <ArticlesFrame settings={settings} onProblems={logProblems} />;
  if (identifier === 'articles#show') return <ArticleFrame settings={settings} />;
  return <BranchFrame settings={settings} />;
}

export default ContentPage;

function BranchesFrame({ settings, onProblems }: FrameProps) {
  const branches = useDecoded((p) => decodeBranchNames(settings.page.data['branches'], p), onProblems);
  return (
    <div className="container section">
      <h1 className="page-title">{settings.page.title || 'Our branches'}</h1>
      <ul className="office-list">
        {branches.map((b) => (
          <li key={b.id} className="office">
            <h2 className="office__name">{b.branchUrl ? <a href={b.branchUrl}>{b.branchName}</a> : b.branchName}</h2>
            {b.address && <p>{b.address}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function BranchFrame({ settings }: { settings: SiteSettings }) {
  const branch = settings.page.data['branch'];
  const address = typeof branch === 'object' && branch !== null && 'address' in branch ? String((branch as { address: unknown }).address) : undefined;
  return (
    <div className="container section">
      <h1 className="page-title">{settings.page.title}</h1>
      {address && <p>{address}</p>}
    </div>
  );
}

function ArticlesFrame({ settings, onProblems }: FrameProps) {
  const articles = useDecoded((p) => decodeArticleList(settings.page.data['articles'], p), onProblems);
  return (
    <div className="container section">
      <h1 className="page-title">{settings.page.title || 'News and advice'}</h1>
      <ArticleList articles={articles} />
    </div>
  );
}

/** An article's body is agency HTML: shown only through the one sanitiser (ui/content). */
export function ArticleFrame({ settings }: { settings: SiteSettings }) {
  const article = settings.page.data['article'];
  const record = typeof article === 'object' && article !== null ? (article as Record<string, unknown>) : {};
  const body = typeof record['body'] === 'string' ? record['body'] : '';
  const excerpt = typeof record['excerpt'] === 'string' ? record['excerpt'] : undefined;
  return (
    <article className="container section article">
      <h1 className="page-title">{settings.page.title}</h1>
      <SanitisedHtml html={body} className="article__body" fallback={excerpt ? <p>{excerpt}</p> : <p aria-busy="true">Loading article…</p>} />
    </article>
  );
}
