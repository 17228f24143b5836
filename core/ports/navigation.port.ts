/** Moving the visitor (ARCHITECTURE §1: page paths belong to the platform, overlays to the hash). */
export interface NavigationPort {
  /** Full navigation to a same-origin URL (the adapter refuses anything leaving the site). */
  goTo(url: string): void;
  /** Opens an overlay route, e.g. '/user' becomes '#/user'; '/' closes every overlay. */
  hashRoute(path: string): void;
  /** The current page path, without query or hash. */
  currentPath(): string;
  /** The current hash, e.g. '#/map' ('' for none). */
  currentHash(): string;
  /**
   * Calls back when the visitor comes back to this very page from the browser's back/forward cache
   * (the page was kept, not loaded again); answers the unsubscribe function.
   */
  onRestoredFromCache(callback: () => void): () => void;
  /** Calls back with the new hash each time it changes (an overlay opened or closed); answers the unsubscribe function. */
  onHashChange(callback: (hash: string) => void): () => void;
}
