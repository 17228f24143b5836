/**
 * The head tags of a page, written from core's page meta (core/seo): the title, the meta
 * description, the canonical link, Open Graph (`og:title`, `og:description`, `og:url`, `og:type`,
 * `og:image` with its alt text when the page has an image, `og:site_name`, `og:locale`, an
 * article's `article:published_time` and `article:section`), the Twitter card, a robots
 * `noindex` on the page-not-found page, and the structured data as one
 * `<script type="application/ld+json">`.
 *
 * Part of the server render (app/server.tsx), which the platform embeds in the document's head:
 * never imported by browser code, so none of it weighs on a page's JavaScript. Every attribute
 * value is escaped (core's `escapeHtml`), and the JSON-LD goes through core's `jsonForScript`, so no value a page's data
 * holds can end an attribute or the script element.
 */
import { escapeHtml, jsonForScript, pageMeta } from '../core/index.js';
import type { PageMeta, PageMetaInput } from '../core/index.js';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head tags of one page's meta, one per line. */
export function headTagsOf(page: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.noIndex ? meta('name', 'robots', 'noindex') : '',
    page.canonicalUrl !== undefined
      ? `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`
      : '',
    meta('property', 'og:title', page.headline),
    meta('property', 'og:description', page.description),
    page.canonicalUrl !== undefined ? meta('property', 'og:url', page.canonicalUrl) : '',
    meta('property', 'og:type', page.type),
    page.siteName !== '' ? meta('property', 'og:site_name', page.siteName) : '',
    meta('property', 'og:locale', 'en_GB'),
    page.imageUrl !== undefined ? meta('property', 'og:image', page.imageUrl) : '',
    page.imageUrl !== undefined && page.imageAlt !== undefined
      ? meta('property', 'og:image:alt', page.imageAlt)
      : '',
    page.publishedAt !== undefined
      ? meta('property', 'article:published_time', page.publishedAt)
      : '',
    page.section !== undefined ? meta('property', 'article:section', page.section) : '',
    meta('name', 'twitter:card', page.imageUrl !== undefined ? 'summary_large_image' : 'summary'),
    page.structuredData !== undefined
      ? `<script type="application/ld+json">${jsonForScript(page.structuredData)}</script>`
      : '',
  ];
  return tags.filter((tag) => tag !== '').join('\n');
}

/** The head tags of the page the (decoded) settings describe. */
export function pageHeadTags(input: PageMetaInput): string {
  return headTagsOf(pageMeta(input));
}
