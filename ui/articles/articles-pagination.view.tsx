/**
 * Pagination of the articles index as real, crawlable links (previous, the numbered window of
 * core's rule, next), each keeping the topic. The results page's pagination styles.
 */
import type { ArticlesPageLinks } from '../../core/index.js';

export function ArticlesPaginationView({ links, label }: { readonly links: ArticlesPageLinks; readonly label: string }) {
  if (links.previous === undefined && links.next === undefined) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {links.previous !== undefined ? (
        <a className="button button--secondary pagination__step" href={links.previous} rel="prev">
          Previous<span className="visually-hidden"> page</span>
        </a>
      ) : (
        <span className="pagination__step pagination__step--none" aria-hidden="true" />
      )}
      <ul className="pagination__pages">
        {links.pages.map((link, i) =>
          link === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">…</li>
          ) : (
            <li key={link.page}>
              <a className="pagination__page" href={link.href} {...(link.current ? { 'aria-current': 'page' as const } : {})}>
                <span className="visually-hidden">Page </span>
                {link.page}
              </a>
            </li>
          ),
        )}
      </ul>
      {links.next !== undefined ? (
        <a className="button button--primary pagination__step" href={links.next} rel="next">
          Next<span className="visually-hidden"> page</span>
        </a>
      ) : (
        <span className="pagination__step pagination__step--none" aria-hidden="true" />
      )}
    </nav>
  );
}
