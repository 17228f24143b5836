/** An article as a card: its picture, title (the link), date, topic and excerpt (the index, related articles). */
import type { ArticleCardViewModel } from './articles-page.view-model.js';

export interface ArticleCardViewProps {
  readonly card: ArticleCardViewModel;
  /** h2 on the index (under the page's h1), h3 under a section's h2. */
  readonly headingLevel?: 2 | 3;
  /** The first cards of a page load at once (they are on the first screen); the rest when near. */
  readonly eager?: boolean;
  /** The page's largest picture: fetched first. */
  readonly priority?: boolean;
}

export function ArticleCardView({
  card,
  headingLevel = 2,
  eager = false,
  priority = false,
}: ArticleCardViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="article-teaser">
      <Heading className="article-teaser__title">
        <a className="article-teaser__link" href={card.href}>
          {card.title}
        </a>
      </Heading>
      {(card.date !== undefined || card.topic !== undefined) && (
        <p className="article-teaser__meta">
          {card.date !== undefined && <time dateTime={card.date.iso}>{card.date.label}</time>}
          {card.date !== undefined && card.topic !== undefined && (
            <span aria-hidden="true"> · </span>
          )}
          {card.topic !== undefined && <span>{card.topic}</span>}
        </p>
      )}
      {card.excerpt !== undefined && <p className="article-teaser__excerpt">{card.excerpt}</p>}
      {card.imageUrl !== undefined && (
        <img
          className="article-teaser__image"
          src={card.imageUrl}
          alt={card.imageAlt}
          width={800}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      )}
    </li>
  );
}
