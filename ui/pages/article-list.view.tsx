/** A list of article cards (home page, articles index). */
import type { ArticleSummary } from '../../core/index.js';

export function ArticleList({ articles }: { readonly articles: readonly ArticleSummary[] }) {
  return (
    <ul className="article-list">
      {articles.map((a) => (
        <li key={a.url} className="article-card">
          {a.imageUrl && <img src={a.imageUrl} alt="" loading="lazy" width={400} height={250} />}
          <h3><a href={a.url}>{a.title}</a></h3>
          {a.excerpt && <p>{a.excerpt}</p>}
        </li>
      ))}
    </ul>
  );
}
