/**
 * The section under a page's own content that offers more like it (an article's related articles,
 * a property's similar properties): full width, named by its heading.
 */
import type { ReactNode } from 'react';

export function RelatedSection({
  name,
  title,
  children,
}: {
  /** The section's class; its heading's id is `{name}-title`. */
  readonly name: string;
  readonly title: string;
  /** The cards. */
  readonly children: ReactNode;
}) {
  const titleId = `${name}-title`;
  return (
    <section className={`container section ${name}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
