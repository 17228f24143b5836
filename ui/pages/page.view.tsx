/**
 * The page body, chosen by the page identifier the platform sends (SPEC §2 "Page identifiers").
 * The home page renders its content blocks; the other identifiers render their page frame with
 * the page's data, which the search, property, branch and article issues build upon.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SiteSettings } from '../../core/settings/settings.codec.js';
import { decodeArticleList, decodeBranchNames, decodeHomePageData, type ArticleSummary, type TextBlock } from '../../core/settings/page-data.codec.js';
import { PropertyCardView } from '../property/property-card.view.js';
import { ResultsPage } from '../search/results-page.view.js';
import { PropertyPage } from '../property-page/property-page.view.js';
import { SavePropertyButton } from '../user/save-property-button.view.js';

export interface PageViewProps {
  readonly settings: SiteSettings;
  readonly now: Date;
  /** Where decode problems of page data are reported (logged once, never shown raw). */
  readonly onProblems?: (problems: readonly string[]) => void;
}

const RESULTS_IDENTIFIERS = new Set(['properties#index', 'counties#show', 'postcodes#show', 'locations#show', 'countries#show', 'branches#properties']);

export function PageView({ settings, now, onProblems }: PageViewProps) {
  const { identifier } = settings.page;
  if (identifier === 'home#index') return <HomePage settings={settings} now={now} {...(onProblems ? { onProblems } : {})} />;
  if (identifier && RESULTS_IDENTIFIERS.has(identifier)) return <ResultsPage />;
  if (identifier === 'properties#show') return <PropertyPage />;
  if (identifier === 'branches#index') return <BranchesFrame settings={settings} {...(onProblems ? { onProblems } : {})} />;
  if (identifier === 'articles#index') return <ArticlesFrame settings={settings} {...(onProblems ? { onProblems } : {})} />;
  if (identifier === 'articles#show') return <ArticleFrame settings={settings} />;
  if (identifier === 'branches#show') return <BranchFrame settings={settings} />;
  return <GenericFrame title={settings.page.title || 'Page not found'} />;
}

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
