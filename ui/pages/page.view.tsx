/**
 * The page body, chosen by the page identifier the platform sends (SPEC §2 "Page identifiers").
 * The home page renders its content blocks; the other identifiers render their page frame with
 * the page's data, which the search, property, branch and article issues build upon.
 *
 * The results and property pages are their own chunks (ARCHITECTURE §6): boot starts loading the
 * page's chunk at once (the platform also preloads it from dist/manifest.json) and hydrates only
 * once it is here, so the first client render matches the server's markup exactly.
 */
import { lazy, memo, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { SiteSettings } from '../../core/settings/settings.codec.js';
import { decodeArticleList, decodeBranchNames, decodeHomePageData, type ArticleSummary, type TextBlock } from '../../core/settings/page-data.codec.js';
import { PropertyCardView } from '../property/property-card.view.js';
import { SavePropertyButton } from '../user/save-property-button.view.js';

export interface PageViewProps {
  readonly settings: SiteSettings;
  readonly now: Date;
  /** Where decode problems of page data are reported (logged once, never shown raw). */
  readonly onProblems?: (problems: readonly string[]) => void;
}

const RESULTS_IDENTIFIERS = new Set(['properties#index', 'counties#show', 'postcodes#show', 'locations#show', 'countries#show', 'branches#properties']);

/**
 * The pages loaded as chunks of their own, by chunk name. build.mjs makes each one an entry of the
 * same name, so dist/manifest.json lists its files and the platform preloads them with the page.
 */
export const PAGE_CHUNKS = {
  'results-page': () => import('../search/results-page.view.js').then((m) => m.ResultsPage as ComponentType),
  'property-page': () => import('../property-page/property-page.view.js').then((m) => m.PropertyPage as ComponentType),
} as const;
export type PageChunkName = keyof typeof PAGE_CHUNKS;

/** The chunk a page identifier needs, or undefined when the page is part of boot. */
export function pageChunkOf(identifier: string | undefined): PageChunkName | undefined {
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

/** Memoised: the page re-renders only when its settings, time or problem reporter change. */
export const PageView = memo(function PageView({ settings, now, onProblems }: PageViewProps) {
  const { identifier } = settings.page;
  if (identifier === 'home#index') return <HomePage settings={settings} now={now} {...(onProblems ? { onProblems } : {})} />;
  const chunk = pageChunkOf(identifier);
  if (chunk) return <ChunkedPage name={chunk} />;
  if (identifier === 'branches#index') return <BranchesFrame settings={settings} {...(onProblems ? { onProblems } : {})} />;
  if (identifier === 'articles#index') return <ArticlesFrame settings={settings} {...(onProblems ? { onProblems } : {})} />;
  if (identifier === 'articles#show') return <ArticleFrame settings={settings} />;
  if (identifier === 'branches#show') return <BranchFrame settings={settings} />;
  return <GenericFrame title={settings.page.title || 'Page not found'} />;
});

function useDecoded<T>(decode: (problems: string[]) => T, onProblems?: (p: readonly string[]) => void): T {
  const [value, problems] = useMemo(() => {
    const problems: string[] = [];
    return [decode(problems), problems] as const;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (problems.length > 0) onProblems?.(problems);
  }, [problems, onProblems]);
  return value;
}

function Hero({ block }: { block: TextBlock }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      {block.backgroundImageUrl && <img className="hero__image" src={block.backgroundImageUrl} alt="" fetchPriority="high" width={1920} height={900} />}
      <div className="hero__content">
        <h1 id="hero-title" className="hero__title">{block.title}</h1>
        {block.description && <p className="hero__text">{block.description}</p>}
        {block.buttons.length > 0 && (
          <div className="hero__buttons">
            {block.buttons.map((b) => (
              <a key={b.url + b.text} href={b.url} className={b.displayAsLink ? 'text-link text-link--inverse' : 'button button--primary'}>
                {b.text}
              </a>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function HomePage({ settings, now, onProblems }: PageViewProps) {
  const data = useDecoded((p) => decodeHomePageData(settings.page.data, p), onProblems);
  return (
    <>
      {data.hero ? <Hero block={data.hero} /> : <h1 className="page-title container">{settings.page.title || settings.agencyName}</h1>}
      {data.intro && (
        <section className="container section intro" aria-labelledby="intro-title">
          <h2 id="intro-title">{data.intro.title}</h2>
          <p>{data.intro.description}</p>
          {data.intro.buttons.map((b) => (
            <a key={b.url} href={b.url} className="button button--secondary">{b.text}</a>
          ))}
        </section>
      )}
      {data.featured.length > 0 && (
        <section className="container section" aria-labelledby="featured-title">
          <h2 id="featured-title">Featured properties</h2>
          <div className="card-grid">
            {data.featured.map((card) => (
              <PropertyCardView
                key={card.property_id}
                card={card}
                now={now}
                displaySstcStatusAsSold={settings.theme.displaySstcStatusAsSold}
                save={<SavePropertyButton propertyId={card.property_id} address={card.display_address} card={card} />}
              />
            ))}
          </div>
        </section>
      )}
      {settings.branches.length > 0 && (
        <section className="container section" aria-labelledby="offices-title">
          <h2 id="offices-title">Our offices</h2>
          <ul className="office-list">
            {settings.branches.map((b) => (
              <li key={b.id} className="office">
                <h3 className="office__name">{b.branchUrl ? <a href={b.branchUrl}>{b.branchName}</a> : b.branchName}</h3>
                {b.address && <p>{b.address}</p>}
                {b.branchContactNumber && <p><a href={`tel:${b.branchContactNumber.replace(/[^\d+]/g, '')}`}>{b.branchContactNumber}</a></p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.articles.length > 0 && (
        <section className="container section" aria-labelledby="articles-title">
          <h2 id="articles-title">Latest news and advice</h2>
          <ArticleList articles={data.articles} />
        </section>
      )}
    </>
  );
}

function ArticleList({ articles }: { articles: readonly ArticleSummary[] }) {
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

function BranchesFrame({ settings, onProblems }: Omit<PageViewProps, 'now'>) {
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

function ArticlesFrame({ settings, onProblems }: Omit<PageViewProps, 'now'>) {
  const articles = useDecoded((p) => decodeArticleList(settings.page.data['articles'], p), onProblems);
  return (
    <div className="container section">
      <h1 className="page-title">{settings.page.title || 'News and advice'}</h1>
      <ArticleList articles={articles} />
    </div>
  );
}

/** An article's body is CMS HTML: it is sanitised (DOMPurify, loaded on demand) before rendering. */
function ArticleFrame({ settings }: { settings: SiteSettings }) {
  const article = settings.page.data['article'];
  const body = typeof article === 'object' && article !== null && 'body' in article && typeof (article as { body: unknown }).body === 'string' ? (article as { body: string }).body : '';
  const [html, setHtml] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    import('dompurify')
      .then(({ default: DOMPurify }) => { if (live) setHtml(DOMPurify.sanitize(body)); })
      .catch(() => { if (live) setHtml(''); });
    return () => { live = false; };
  }, [body]);
  return (
    <article className="container section article">
      <h1 className="page-title">{settings.page.title}</h1>
      {html === undefined ? <p aria-busy="true">Loading article…</p> : <div className="article__body" dangerouslySetInnerHTML={{ __html: html }} />}
    </article>
  );
}

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
