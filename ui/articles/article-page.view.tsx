/**
 * An article (`articles#show`): the way back (all articles, its topic), the heading, date, author
 * and topic, the picture, the body through the one sanitiser view (agency HTML is never put into
 * the page any other way), the agency forms it offers, and related articles.
 */
import { RelatedSection } from '../content/related-section.view.js';
import { SanitisedHtml } from '../content/sanitised-html.view.js';
import { ArticleCardView } from './article-card.view.js';
import { ARTICLES_MESSAGES } from './articles-page.view-model.js';
import type { ArticlePageViewModel } from './article-page.view-model.js';

export function ArticlePageView({ vm }: { readonly vm: ArticlePageViewModel }) {
  const topic = vm.topic;
  return (
    <>
      <article className="container section article">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <ol className="breadcrumbs__list">
            <li>
              <a href={vm.allHref}>{ARTICLES_MESSAGES.title}</a>
            </li>
            {topic?.href !== undefined && (
              <li>
                <a href={topic.href}>{topic.name}</a>
              </li>
            )}
          </ol>
        </nav>
        <h1 className="page-title">{vm.title}</h1>
        {(vm.date !== undefined || vm.author !== undefined || topic !== undefined) && (
          <p className="article__meta">
            {vm.date !== undefined && <time dateTime={vm.date.iso}>{vm.date.label}</time>}
            {vm.author !== undefined && <span className="article__meta-item">By {vm.author}</span>}
            {topic !== undefined && <span className="article__meta-item">{topic.name}</span>}
          </p>
        )}
        {vm.image !== undefined && (
          <img
            className="article__image"
            src={vm.image.url}
            alt={vm.image.alt}
            width={1200}
            height={750}
            fetchPriority="high"
            decoding="async"
          />
        )}
        <SanitisedHtml
          html={vm.body}
          className="article__body"
          fallback={
            vm.excerpt !== undefined ? (
              <p>{vm.excerpt}</p>
            ) : (
              <p aria-busy="true">Loading article…</p>
            )
          }
        />
        {vm.forms.map((form) => (
          <aside key={form.id} className="article-form" aria-labelledby={`article-form-${form.id}`}>
            <h2 id={`article-form-${form.id}`} className="article-form__title">
              {form.name}
            </h2>
            <p>
              <a className="button button--primary" href={form.href}>
                Open the form<span className="visually-hidden">: {form.name}</span>
              </a>
            </p>
          </aside>
        ))}
        <p className="article__back">
          {topic?.href !== undefined && <a href={topic.href}>More about {topic.name}</a>}
          <a href={vm.allHref}>{ARTICLES_MESSAGES.seeAll}</a>
        </p>
      </article>
      {vm.related.length > 0 && (
        <RelatedSection name="related-articles" title="Related articles">
          <ul className="article-teasers">
            {vm.related.map((card) => (
              <ArticleCardView key={card.href} card={card} headingLevel={3} />
            ))}
          </ul>
        </RelatedSection>
      )}
    </>
  );
}
