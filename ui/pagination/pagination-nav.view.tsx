/**
 * Pages of a list as real, crawlable links (results pages, the articles index, the branch
 * finder): Previous, the numbered window of core's rule (`pageWindow`, the current page marked
 * `aria-current="page"`, gaps as …), Next. Nothing when there is only one page.
 */
import type { MouseEvent } from 'react';

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

export interface PaginationNavProps {
  readonly links: PaginationNavLinks;
  readonly label: string;
  /** What is paged, for a screen reader's "Next page of …" ('branches'); "Next page" without. */
  readonly itemsName?: string;
  /** Another class for the nav (its place on the page). */
  readonly className?: string;
  /** Turns the page in place (the links stay real addresses for a page without JavaScript). */
  readonly onPage?: (event: MouseEvent, page: number) => void;
}

export function PaginationNav({ links, label, itemsName, className, onPage }: PaginationNavProps) {
  if (links.previous === undefined && links.next === undefined) return null;
  const current = links.pages.find((link) => link !== 'gap' && link.current);
  const currentPage = current === undefined || current === 'gap' ? 1 : current.page;
  const pageWord = itemsName === undefined ? 'page' : `page of ${itemsName}`;
  const turnTo = (page: number) =>
    onPage === undefined ? {} : { onClick: (event: MouseEvent) => onPage(event, page) };
  return (
    <nav className={className ? `pagination ${className}` : 'pagination'} aria-label={label}>
      {links.previous !== undefined ? (
        <a
          className="button button--secondary pagination__step"
          href={links.previous}
          rel="prev"
          {...turnTo(currentPage - 1)}
        >
          Previous <span className="visually-hidden">{pageWord}</span>
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
                {...turnTo(link.page)}
                {...(link.current ? { 'aria-current': 'page' as const } : {})}
              >
                <span className="visually-hidden">Page</span> {link.page}
              </a>
            </li>
          ),
        )}
      </ul>
      {links.next !== undefined ? (
        <a
          className="button button--primary pagination__step"
          href={links.next}
          rel="next"
          {...turnTo(currentPage + 1)}
        >
          Next <span className="visually-hidden">{pageWord}</span>
        </a>
      ) : (
        <span className="pagination__step pagination__step--none" aria-hidden="true" />
      )}
    </nav>
  );
}
