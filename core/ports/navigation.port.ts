/** Moving the visitor (ARCHITECTURE §1: page paths belong to the platform, overlays to the hash). */
export interface NavigationPort {
  /** Full navigation to a same-origin URL (the adapter refuses anything leaving the site). */
  goTo(url: string): void;
  /** Opens an overlay route, e.g. '/user' becomes '#/user'; '/' closes every overlay. */
  hashRoute(path: string): void;
  /** The current page path, without query or hash. */
  currentPath(): string;
}
