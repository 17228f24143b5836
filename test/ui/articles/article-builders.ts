/** Builders for the article page tests: raw page data as the platform sends it. */

/** An article card (an entry of an index or of an article's related list) for `slug`. */
export const anArticleCard = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Article ${slug}`,
  url: `/articles/${slug}`,
  imageUrl: `/images/${slug}.svg`,
  imageAlt: 'A garden',
  excerpt: 'Excerpt.',
  publishedAt: '2026-03-12',
  topic: 'Selling',
  topicSlug: 'selling',
  ...extra,
});

/** The careers article's page data, with `body`, the `related` articles and the careers form. */
export const careersArticle = (body: string, related: unknown[]) => ({
  article: {
    title: 'Careers',
    body,
    excerpt: 'Join a family firm.',
    imageUrl: '/images/careers.svg',
    imageAlt: 'A reception',
    publishedAt: '2026-05-10',
    topic: 'Careers',
    topicSlug: 'careers',
    author: 'Eleanor Hartley',
  },
  related,
  forms: [{ id: '702', name: 'Apply to join our team', elements: [{ fieldName: 'email' }] }],
});
