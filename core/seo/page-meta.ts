/**
 * What a page tells search engines and link previews, from the settings object the platform
 * embeds (SPEC §2 page identifiers): the document title, the meta description, the canonical
 * address, Open Graph (title, description, address, type, image, site name) and, where it fits,
 * schema.org structured data. Pure and total: whatever the settings hold, every page gets a title,
 * a description and its Open Graph tags. Used by the server render only (app/server.tsx), never
 * by the browser's bundle.
 *
 * The canonical address (a decision, README "Pages and SEO"): the site's origin plus the page's
 * path as the platform names it (`page.path`), never the query string a visitor arrived with, so
 * tracking parameters (`utm_*`, `gclid`…), `per_page` and the hash are dropped by construction;
 * results pages carry their filters and page in the path already. The one exception is the
 * articles index, whose topic and page are query parameters: both are kept, read from the page
 * data (the topic the platform recognised, the page it shows), page 1 left out. The platform's
 * page-not-found page has none (it is no page's canonical) and asks not to be indexed.
 */
import { decodeResultsPageData } from '../settings/page-data.codec.js';
import { decodeContentBlocks } from '../content/content-blocks.js';
import { decodeBranch, decodeBranches } from '../settings/organisation.codec.js';
import { type SiteSettings } from '../settings/settings.codec.js';
import { isResultsPage } from '../settings/page-identifiers.js';
import { truncateForMobile } from '../content/truncate.js';
import { articlesIndexHref, decodeArticlePage, decodeArticlesIndex } from '../articles/articles.js';
import { readableDate } from '../format/readable-date.js';
import { countOf } from '../format/plural.js';
import { plainText } from './escaping.js';
import { webUrl } from '../content/links.js';

export { plainText };
import {
  absoluteUrl,
  articleStructuredData,
  branchStructuredData,
  homeStructuredData,
  propertyStructuredData,
  type JsonLd,
  type SiteIdentity,
} from './structured-data.js';

/** Search engines show about 155–160 characters of a description. */
export const DESCRIPTION_LIMIT = 160;

export interface PageMetaInput {
  readonly settings: SiteSettings;
  /** The site's origin, e.g. 'https://www.oakfield.example' (no path). */
  readonly origin: string;
  /** The platform's own description of the page (a CMS field), used as given when it has one. */
  readonly description?: string;
}

export interface PageMeta {
  /** The document's `<title>`: the page's title and the agency's name. */
  readonly title: string;
  /** The page's own title (Open Graph's and Twitter's title). */
  readonly headline: string;
  readonly description: string;
  readonly siteName: string;
  /** Absent on the page-not-found page. */
  readonly canonicalUrl?: string;
  readonly type: 'website' | 'article';
  /** An absolute http(s) address. */
  readonly imageUrl?: string;
  readonly imageAlt?: string;
  /** An article's date ('YYYY-MM-DD') and section (its topic). */
  readonly publishedAt?: string;
  readonly section?: string;
  /** Search engines should not index the page (the page-not-found page). */
  readonly noIndex: boolean;
  readonly structuredData?: JsonLd;
}

const nonBlank = (text: string | undefined): string | undefined =>
  text !== undefined && text.trim() !== '' ? text.trim() : undefined;

/** A description of at most 160 characters, cut on a word with '…' (core's truncation rule). */
export function shortDescription(text: string): string {
  return truncateForMobile(text.replace(/\s+/g, ' ').trim(), DESCRIPTION_LIMIT);
}

/** The document title: 'Page title | Agency', or the agency's name alone when the page has no title of its own. */
export function documentTitle(pageTitle: string, agencyName: string): string {
  const page = pageTitle.trim();
  const agency = agencyName.trim();
  if (page === '' || page === agency) return agency === '' ? page : agency;
  return agency === '' ? page : `${page} | ${agency}`;
}

/** The site's origin as `scheme://host[:port]`, or undefined when it is not an http(s) origin. */
export function siteOrigin(origin: string): string | undefined {
  return webUrl(origin)?.origin;
}

/** The page's path as the platform names it (`page.path`), without query or hash, on this origin. */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  // A path that would leave the origin ('//evil.example', '/\evil') or is no path names the home page.
  return bare.startsWith('/') && !bare.startsWith('//') && !bare.includes('\\') ? bare : '/';
}

/** The canonical address of a page (see the module's comment for the rule). */
export function canonicalUrl(settings: SiteSettings, origin: string): string | undefined {
  if (settings.page.identifier === 'not-found') return undefined;
  const path = canonicalPath(settings.page.path);
  if (settings.page.identifier === 'articles#index') {
    const index = decodeArticlesIndex(settings.page.data, []);
    const topic = index.topic?.slug;
    return new URL(
      articlesIndexHref(path, {
        ...(topic !== undefined ? { topic } : {}),
        page: index.pagination.page,
      }),
      origin,
    ).href;
  }
  return new URL(path, origin).href;
}

interface PageFacts {
  readonly description?: string;
  readonly image?: { readonly url: string; readonly alt?: string };
  readonly type?: 'article';
  readonly publishedAt?: string;
  readonly section?: string;
  readonly structuredData?: JsonLd;
}

/** What each kind of page says about itself: its description, image, type and structured data. */
function pageFacts(settings: SiteSettings, site: SiteIdentity, pageUrl: string): PageFacts {
  const { identifier, data, title } = settings.page;
  const agency = settings.agencyName.trim();
  const withAgency = agency === '' ? '' : ` with ${agency}`;
  const image = (url: string | undefined, alt?: string) => {
    const absolute = absoluteUrl(url, site.origin);
    return absolute === undefined
      ? undefined
      : { url: absolute, ...(alt !== undefined && alt.trim() !== '' ? { alt: alt.trim() } : {}) };
  };
  if (identifier === 'home#index' || identifier === 'pages#show') {
    // Pages of content blocks: the first block's words, the first background picture.
    const blocks = decodeContentBlocks(data['contentBlocks'], []);
    const text = blocks
      .map((block) => nonBlank(block.description))
      .find((words) => words !== undefined);
    const picture = blocks.find((block) => block.backgroundImageUrl !== undefined);
    return {
      ...(text ? { description: shortDescription(plainText(text)) } : {}),
      ...(picture?.backgroundImageUrl
        ? {
            image: image(
              picture.backgroundImageUrl,
              picture.type === 'textOverImage' ? picture.imageAlt : undefined,
            ),
          }
        : {}),
      ...(identifier === 'home#index'
        ? { structuredData: homeStructuredData(site, settings.branches) }
        : {}),
    };
  }
  if (identifier === 'properties#show' && settings.property !== undefined) {
    const property = settings.property;
    const about = nonBlank(property.summary) ?? nonBlank(plainText(property.description ?? ''));
    const photo = property.photos[0];
    return {
      description: shortDescription(
        [`${property.display_address}${property.price ? `: ${property.price}` : ''}.`, about]
          .filter(Boolean)
          .join(' '),
      ),
      ...(photo ? { image: image(photo.url, photo.imageAlt ?? photo.caption) } : {}),
      structuredData: propertyStructuredData(site, property, pageUrl),
    };
  }
  if (isResultsPage(identifier)) {
    const results = decodeResultsPageData(data, []);
    const heading = nonBlank(results.heading) ?? nonBlank(title) ?? 'Property';
    const total = results.pagination.total;
    const photo = results.results[0]?.photos[0];
    return {
      description: shortDescription(
        `${heading}: ${total !== undefined ? countOf(total, 'property', 'properties') : 'properties'}${withAgency}.`,
      ),
      ...(photo ? { image: image(photo.url, photo.imageAlt ?? photo.caption) } : {}),
    };
  }
  if (identifier === 'articles#index') {
    const index = decodeArticlesIndex(data, []);
    const topic = index.topic?.name;
    const page = index.pagination.page > 1 ? ` Page ${index.pagination.page}.` : '';
    const first = index.articles[0];
    return {
      description: shortDescription(
        `${topic ? `News and guides about ${topic}` : 'News, guides and advice'}${agency === '' ? '' : ` from ${agency}`}.${page}`,
      ),
      ...(first?.imageUrl ? { image: image(first.imageUrl, first.imageAlt) } : {}),
    };
  }
  if (identifier === 'articles#show') {
    const { article } = decodeArticlePage(data, title, []);
    const date = readableDate(article.publishedAt);
    const about = nonBlank(article.excerpt) ?? nonBlank(plainText(article.body));
    return {
      ...(about ? { description: shortDescription(about) } : {}),
      ...(article.imageUrl ? { image: image(article.imageUrl, article.imageAlt) } : {}),
      type: 'article',
      ...(date ? { publishedAt: date.iso } : {}),
      ...(article.topic ? { section: article.topic.name } : {}),
      structuredData: articleStructuredData(site, article, pageUrl),
    };
  }
  if (identifier === 'branches#index') {
    const names = decodeBranches(data['branches'], 'page.data.branches', []).map(
      (branch) => branch.branchName,
    );
    const list =
      names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return {
      description: shortDescription(
        `${agency === '' ? 'Our' : `${agency}'s`} offices${list === '' ? '' : ` in ${list}`}: addresses, opening hours and telephone numbers.`,
      ),
    };
  }
  if (identifier === 'branches#show') {
    const branch = decodeBranch(data['branch'], 'page.data.branch', []);
    if (branch === undefined) return {};
    const telephone =
      branch.branchContactNumber ??
      branch.branchSalesContactNumber ??
      branch.branchLettingsContactNumber;
    const imageUrl = typeof data['imageUrl'] === 'string' ? data['imageUrl'] : undefined;
    const branchImage = image(imageUrl);
    return {
      description: shortDescription(
        `${`${agency} ${branch.branchName}`.trim()} office${branch.address ? `, ${branch.address}` : ''}.${telephone ? ` Call ${telephone}.` : ''} Opening hours, the team and property from this office.`,
      ),
      ...(branchImage ? { image: branchImage } : {}),
      structuredData: branchStructuredData(site, branch, pageUrl, branchImage?.url),
    };
  }
  if (identifier === 'not-found')
    return {
      description: `Sorry, this page could not be found. Search property for sale and to rent${withAgency}.`,
    };
  return {};
}

/** Everything a page's head says about it (see the module's comment). Total: never throws. */
export function pageMeta(input: PageMetaInput): PageMeta {
  const { settings } = input;
  const origin = siteOrigin(input.origin);
  const agency = settings.agencyName.trim();
  const headline =
    nonBlank(settings.page.title) ??
    (settings.page.identifier === 'not-found' ? 'Page not found' : agency);
  const canonical = origin === undefined ? undefined : canonicalUrl(settings, origin);
  const site: SiteIdentity = {
    name: agency,
    origin: origin ?? '',
    ...(settings.header.logo?.url ? { logoUrl: settings.header.logo.url } : {}),
    ...(settings.header.agencyContactTelephone
      ? { telephone: settings.header.agencyContactTelephone }
      : {}),
  };
  const facts = pageFacts(settings, site, canonical ?? `${site.origin}/`);
  const description =
    nonBlank(input.description) ??
    nonBlank(facts.description) ??
    `${headline === agency ? '' : `${headline}: `}property for sale and to rent${agency === '' ? '' : ` with ${agency}`}.`;
  // Images and structured data need absolute addresses: without a usable origin there are none.
  const usable = origin !== undefined;
  return {
    title: documentTitle(headline, agency),
    headline,
    description: shortDescription(description),
    siteName: agency,
    ...(canonical !== undefined ? { canonicalUrl: canonical } : {}),
    type: facts.type ?? 'website',
    ...(usable && facts.image
      ? { imageUrl: facts.image.url, ...(facts.image.alt ? { imageAlt: facts.image.alt } : {}) }
      : {}),
    ...(facts.publishedAt ? { publishedAt: facts.publishedAt } : {}),
    ...(facts.section ? { section: facts.section } : {}),
    noIndex: settings.page.identifier === 'not-found',
    ...(usable && facts.structuredData ? { structuredData: facts.structuredData } : {}),
  };
}
