/**
 * Pages of a list as real, crawlable links (results pages, the articles index): Previous, the
 * numbered window of core's rule (`pageWindow`, the current page marked `aria-current="page"`,
 * gaps as …), Next. Nothing when there is only one page.
 */

/** One numbered page's link. */
export interface PaginationNavLink {
  readonly page: number;
  readonly href: string;
  readonly current: boolean;
}

/** The links of a list's pages (core's `articlesPageLinks`, the results view-model's `paginationLinks`). */
export interface PaginationNavLinks {
  readonly previous?: string;
  readonly next?: string;
  readonly pages: readonly (PaginationNavLink | 'gap')[];
}

export function PaginationNav({
  links,
  label,
}: {
  readonly links: PaginationNavLinks;
  readonly label: string;
}) {
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
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <a
                className="pagination__page"
                href={link.href}
                {...(link.current ? { 'aria-current': 'page' as const } : {})}
              >
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
