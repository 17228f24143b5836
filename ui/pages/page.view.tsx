/**
 * The page body, chosen by the page identifier the platform sends (SPEC §2 "Page identifiers").
 * The home, not-found, results and property pages are chunks of their own; the other identifiers
 * render their page frame with the page's data, which the branch and article issues build upon.
 *
 * Chunked pages (ARCHITECTURE §6): the entries load each page's chunk (app/pages/*.page.ts), bind
 * its view-models in the container and provide its component here; boot starts loading the
 * page's chunk at once (the platform also preloads it from dist/manifest.json) and hydrates only
 * once it is here, so the first client render matches the server's markup exactly.
 */
import { createElement, memo, useSyncExternalStore, type ComponentType } from 'react';
import type { SiteSettings } from '../../core/index.js';
import { pageChunkOf, type PageChunkName } from './page-chunks.js';

export { PAGE_CHUNK_NAMES, pageChunkOf, type PageChunkName } from './page-chunks.js';

export interface PageViewProps {
  readonly settings: SiteSettings;
}

/**
 * The page components the entries provide (app/start.tsx once the page's chunk has arrived and its
 * view-models are bound; app/server.tsx for every page), or the error of a chunk that failed.
 */
const providedPages = new Map<PageChunkName, ComponentType | Error>();
const pageListeners = new Set<() => void>();

/** Registers a page's component (its chunk has arrived and its bindings are in the container). */
export function providePageChunk(name: PageChunkName, component: ComponentType): void {
  providedPages.set(name, component);
  for (const listener of [...pageListeners]) listener();
}

/** A page's chunk could not load: the page shows its error boundary (SPEC §8's chunk message). */
export function failPageChunk(name: PageChunkName, error: Error): void {
  providedPages.set(name, error);
  for (const listener of [...pageListeners]) listener();
}

function subscribeToPages(listener: () => void): () => void {
  pageListeners.add(listener);
  return () => pageListeners.delete(listener);
}

function PageLoading() {
  return (
    <div className="container section" aria-busy="true">
      <p>Loading page…</p>
    </div>
  );
}

/**
 * A chunked page: rendered at once when its chunk has been provided (always so after boot, and on
 * the server), else a loading state until it is (a late chunk), or its error boundary when it
 * failed. No Suspense: a boundary would hydrate in a later pass, after the shell's effects have
 * restored the visitor's saved items, and the page would no longer match the markup.
 */
function ChunkedPage({ name }: { readonly name: PageChunkName }) {
  const provided = useSyncExternalStore(
    subscribeToPages,
    () => providedPages.get(name),
    () => providedPages.get(name),
  );
  if (provided instanceof Error) throw provided;
  if (provided === undefined) return <PageLoading />;
  return createElement(provided);
}

/** Memoised: the page re-renders only when its settings or problem reporter change. */
export const PageView = memo(function PageView({ settings }: PageViewProps) {
  const { identifier } = settings.page;
  const chunk = pageChunkOf(identifier);
  if (chunk) return <ChunkedPage name={chunk} />;
  return <GenericFrame title={settings.page.title || 'Page not found'} />;
});

function GenericFrame({ title }: { title: string }) {
  return (
    <div className="container section">
      <h1 className="page-title">{title}</h1>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
