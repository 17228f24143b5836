/**
 * The page body, chosen by the page identifier the platform sends (SPEC §2 "Page identifiers").
 * The home, not-found, results and property pages are chunks of their own; the other identifiers
 * render their page frame with the page's data, which the branch and article issues build upon.
 *
 * Chunked pages (ARCHITECTURE §6): boot starts loading the
 * page's chunk at once (the platform also preloads it from dist/manifest.json) and hydrates only
 * once it is here, so the first client render matches the server's markup exactly.
 */
import { lazy, memo, Suspense, type ComponentType } from 'react';
import type { SiteSettings } from '../../core/settings/settings.codec.js';

export interface PageViewProps {
  readonly settings: SiteSettings;
  /** Where decode problems of page data are reported (logged once, never shown raw). */
  readonly onProblems?: (problems: readonly string[]) => void;
}

/** The branch and article pages (one chunk: the content issue builds them from content blocks). */
const CONTENT_IDENTIFIERS = new Set(['branches#index', 'branches#show', 'articles#index', 'articles#show']);

const RESULTS_IDENTIFIERS = new Set(['properties#index', 'counties#show', 'postcodes#show', 'locations#show', 'countries#show', 'branches#properties']);

/**
 * The pages loaded as chunks of their own, by chunk name. build.mjs makes each one an entry of the
 * same name, so dist/manifest.json lists its files and the platform preloads them with the page.
 */
export const PAGE_CHUNKS = {
  'home-page': () => import('./home-page.view.js').then((m) => m.HomePage as ComponentType),
  'not-found-page': () => import('./not-found-page.view.js').then((m) => m.NotFoundPage as ComponentType),
  'content-page': () => import('./content-page.view.js').then((m) => m.ContentPage as ComponentType),
  'results-page': () => import('../search/results-page.view.js').then((m) => m.ResultsPage as ComponentType),
  'property-page': () => import('../property-page/property-page.view.js').then((m) => m.PropertyPage as ComponentType),
} as const;
export type PageChunkName = keyof typeof PAGE_CHUNKS;

/** The chunk a page identifier needs, or undefined when the page is part of boot. */
export function pageChunkOf(identifier: string | undefined): PageChunkName | undefined {
  if (identifier === 'home#index') return 'home-page';
  if (identifier === 'not-found') return 'not-found-page';
  if (identifier !== undefined && CONTENT_IDENTIFIERS.has(identifier)) return 'content-page';
  if (identifier === 'properties#show') return 'property-page';
  if (identifier !== undefined && RESULTS_IDENTIFIERS.has(identifier)) return 'results-page';
  return undefined;
}

/** Page components already loaded (boot awaits its page's chunk; the server provides them all). */
const loadedPages = new Map<PageChunkName, ComponentType>();
const pendingPages = new Map<PageChunkName, Promise<ComponentType>>();

/**
 * Loads a page chunk once and keeps its component, so the page then renders without suspending.
 * A failed load is forgotten (the next call tries again) and rejects.
 */
export function loadPageChunk(name: PageChunkName): Promise<ComponentType> {
  const loaded = loadedPages.get(name);
  if (loaded) return Promise.resolve(loaded);
  const pending =
    pendingPages.get(name) ??
    PAGE_CHUNKS[name]().then(
      (component) => {
        loadedPages.set(name, component);
        pendingPages.delete(name);
        return component;
      },
      (error: unknown) => {
        pendingPages.delete(name);
        throw error;
      },
    );
  pendingPages.set(name, pending);
  return pending;
}

/** Registers a page component loaded by other means (the server imports every page statically). */
export function providePageChunk(name: PageChunkName, component: ComponentType): void {
  loadedPages.set(name, component);
}

const lazyPages: Record<PageChunkName, ComponentType> = {
  'home-page': lazy(() => loadPageChunk('home-page').then((component) => ({ default: component }))),
  'not-found-page': lazy(() => loadPageChunk('not-found-page').then((component) => ({ default: component }))),
  'content-page': lazy(() => loadPageChunk('content-page').then((component) => ({ default: component }))),
  'results-page': lazy(() => loadPageChunk('results-page').then((component) => ({ default: component }))),
  'property-page': lazy(() => loadPageChunk('property-page').then((component) => ({ default: component }))),
};

function PageLoading() {
  return (
    <div className="container section" aria-busy="true">
      <p>Loading page…</p>
    </div>
  );
}

/**
 * A chunked page: rendered at once when its chunk is loaded (always so after boot, and on the
 * server), else lazily behind a loading state. The loaded page sits in no Suspense boundary on
 * purpose: React hydrates a boundary in a later pass, after the shell's effects have restored the
 * visitor's saved items and search history, and the page would then no longer match the markup.
 */
function ChunkedPage({ name }: { readonly name: PageChunkName }) {
  const Loaded = loadedPages.get(name);
  if (Loaded) return <Loaded />;
  const Lazy = lazyPages[name];
  return (
    <Suspense fallback={<PageLoading />}>
      <Lazy />
    </Suspense>
  );
}

/** Memoised: the page re-renders only when its settings or problem reporter change. */
export const PageView = memo(function PageView({ settings, onProblems }: PageViewProps) {
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
