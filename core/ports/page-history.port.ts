/**
 * The page's own entries in the browser's history (the branch finder: every search is an address
 * of the same page, ARCHITECTURE §1 "page paths belong to the platform"). A search the visitor
 * makes in the page becomes a new entry, so Back returns to the search before it.
 */
export interface PageHistoryPort {
  /** The current address's query string ('?q=taunton', or '' for none). */
  currentQuery(): string;
  /**
   * Makes a same-page address (path and query, e.g. '/branches?q=taunton') the current one, as a
   * new history entry; the page is not loaded again. Anything leaving the site is refused.
   */
  push(url: string): void;
  /** Calls back with the query each time Back or Forward moves between the page's entries; answers the unsubscribe function. */
  onPopState(callback: (query: string) => void): () => void;
}
