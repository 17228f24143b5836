/**
 * The HTML pages of the page identifiers (SPEC §2 "Page identifiers") other than results and
 * branches (results-pages.ts, branch-pages.ts): home, about, articles, legal pages and property
 * pages, each the settings object with the page's own data, for the visitor's session and the
 * host's agency.
 */
import { CURRENT_STAMP_DUTY_TABLES, listingHeadline } from '../core/index.js';
import type { PropertyCard } from '../core/index.js';
import type { Context } from './context.js';
import { paginate } from './listing-search.js';
import { redirect } from './respond.js';
import { cardOf } from './seed/properties.js';
import { aboutBlocks, homeBlocks } from './seed/content-blocks.js';
import type { AgencyData, Article, LegalPage, Listing } from './seed/types.js';
import { notFoundPage, placeSuggestions, renderPage } from './page-render.js';

const ARTICLES_PER_PAGE = 9;

/** The article fields shown in lists (no body). */
function articleSummary(a: Article) {
  return {
    slug: a.slug,
    title: a.title,
    url: a.url,
    imageUrl: a.imageUrl,
    imageAlt: a.imageAlt,
    excerpt: a.excerpt,
    publishedAt: a.publishedAt,
    topic: a.topic,
    topicSlug: a.topicSlug,
    author: a.author,
  };
}

function isAvailable(l: Listing): boolean {
  return l.detail.status === 'for sale' || l.detail.status === 'to let';
}

export async function homePage(ctx: Context): Promise<void> {
  const agency = ctx.agency;
  await renderPage(ctx, {
    identifier: 'home#index',
    path: '/',
    title: agency.tagline,
    description: agency.description,
    data: { contentBlocks: homeBlocks(agency), places: placeSuggestions(agency) },
    preloadImage: agency.home.hero.backgroundImageUrl,
  });
}

/** /about-us: a page of the agency's own content, assembled from content blocks ('pages#show'). */
export async function aboutPage(ctx: Context): Promise<void> {
  await renderPage(ctx, {
    identifier: 'pages#show',
    path: '/about-us',
    title: `About ${ctx.agency.name}`,
    description: `${ctx.agency.name}: who we are, our history and our offices.`,
    data: { contentBlocks: aboutBlocks(ctx.agency) },
  });
}

/**
 * /__sandbox/blocks-check: a content page as a careless platform might send it, for the browser
 * tests: agency HTML and text that try to run script, a block of an unknown type, a block missing
 * what it needs, and good blocks around them. The page must show the good blocks and run nothing.
 */
export async function blocksCheckPage(ctx: Context): Promise<void> {
  const hostile =
    '<p>Agency text with <strong>bold</strong> words.</p><img src="/no-such-image" onerror="window.__blocksHacked = true"><script>window.__blocksHacked = true</script><a href="javascript:window.__blocksHacked = true">a bad link</a>';
  await renderPage(ctx, {
    identifier: 'pages#show',
    path: '/__sandbox/blocks-check',
    title: 'Blocks check',
    description: 'A page of content blocks with broken and hostile ones among them.',
    data: {
      contentBlocks: [
        {
          id: 'first',
          type: 'textOverImage',
          title: 'A page with broken blocks',
          titleHeading: 'h1',
          description: 'Agency text with bold words.',
          html: hostile,
        },
        { id: 'unknown', type: 'quiz', title: 'A block of a kind the site does not know' },
        {
          id: 'empty-cards',
          type: 'propertyCardSlider',
          title: 'A slider with no properties',
          properties: [],
        },
        {
          id: 'bad-links',
          type: 'expandableIconList',
          title: 'Still here',
          description: '</script><script>window.__blocksHacked = true</script> stays text',
          items: [
            {
              id: 'one',
              title: 'An item',
              para: 'Its words.',
              linkUrl: 'javascript:window.__blocksHacked = true',
            },
          ],
          buttons: [{ text: 'A bad button', url: 'javascript:window.__blocksHacked = true' }],
        },
        'not a block at all',
        {
          id: 'odd-video',
          type: 'videoSection',
          title: 'A film on a host the site does not accept',
          videoUrls: [
            'https://videos.unknown-host.example/tour.mp4',
            'https://www.youtube.com/watch?v=checkpage01',
          ],
        },
        {
          id: 'last',
          type: 'locationCard',
          title: 'The last block',
          address: '1 Test Street',
          openingHours: [{ day_of_week: 1, open_time: '09:00', close_time: '17:00' }],
        },
      ],
    },
  });
}

export async function articlesIndexPage(ctx: Context): Promise<void> {
  const topicSlug = ctx.url.searchParams.get('topic') ?? undefined;
  const topic = ctx.agency.topics.find((t) => t.slug === topicSlug);
  const list = ctx.agency.articles.filter((a) =>
    topic ? a.topicSlug === topic.slug : a.topic !== 'Policies',
  );
  const pageNumber = Number(ctx.url.searchParams.get('page') ?? '1');
  const { items, pagination } = paginate(
    list,
    Number.isSafeInteger(pageNumber) ? pageNumber : 1,
    ARTICLES_PER_PAGE,
  );
  await renderPage(ctx, {
    identifier: 'articles#index',
    path: ctx.url.pathname,
    title: `${topic ? `${topic.name}: news and guides` : 'News and guides'}${pagination.page > 1 ? ` (page ${pagination.page})` : ''}`,
    data: {
      articles: items.map(articleSummary),
      topics: ctx.agency.topics,
      pagination,
      ...(topic ? { topic } : {}),
    },
  });
}

export async function articlePage(ctx: Context): Promise<void> {
  await renderArticle(ctx, ctx.params['slug']);
}

/**
 * /mortgages: the calculator's default guide link (SPEC §2 /calculator) is a CMS page on a real
 * platform; the sandbox serves each agency's mortgage guide article there.
 */
export async function mortgageGuidePage(ctx: Context): Promise<void> {
  await renderArticle(ctx, 'mortgage-guide');
}

/**
 * The agency's terms, privacy notice and cookie policy, at the paths its settings name
 * (seed/legal-pages.ts), as article pages with the other two as related reading. A path that
 * is another agency's legal page is not found here.
 */
export async function legalPage(ctx: Context): Promise<void> {
  const pages = ctx.agency.legalPages;
  const page = pages.find((candidate) => candidate.path === ctx.url.pathname);
  if (!page) return notFoundPage(ctx);
  const summary = (of: LegalPage) => ({
    slug: of.slug,
    title: of.title,
    url: of.path,
    excerpt: of.excerpt,
    publishedAt: of.updatedOn,
    author: ctx.agency.name,
  });
  const related = pages.filter((other) => other !== page).map(summary);
  await renderPage(ctx, {
    identifier: 'articles#show',
    path: page.path,
    title: page.title,
    description: page.excerpt,
    data: { article: { ...summary(page), body: page.body }, related },
  });
}

async function renderArticle(ctx: Context, slug: string | undefined): Promise<void> {
  const article = ctx.agency.articles.find((a) => a.slug === slug);
  if (!article) return redirect(ctx.req, ctx.res, '/articles#/flash/article-not-found-error');
  const related = ctx.agency.articles
    .filter((a) => a.topic === article.topic && a.slug !== article.slug)
    .slice(0, 3)
    .map(articleSummary);
  // The agency form the article offers ('#/form/{id}'): built by the front end from this data.
  const form =
    article.formId === undefined
      ? undefined
      : ctx.agency.forms.find((candidate) => candidate.id === article.formId);
  await renderPage(ctx, {
    identifier: 'articles#show',
    path: ctx.url.pathname,
    title: article.title,
    data: {
      article: { ...articleSummary(article), body: article.body },
      related,
      ...(form ? { forms: [{ ...form, redirect_url: ctx.url.pathname }] } : {}),
    },
  });
}

function similarTo(agency: AgencyData, listing: Listing): PropertyCard[] {
  const others = agency.listings.filter(
    (l) =>
      l !== listing &&
      l.detail.property_channel === listing.detail.property_channel &&
      isAvailable(l),
  );
  const sameTown = others.filter((l) => l.town === listing.town);
  const rest = others.filter((l) => l.town !== listing.town && l.branchId === listing.branchId);
  return [...sameTown, ...rest].slice(0, 4).map((l) => cardOf(l.detail));
}

export async function propertyPage(ctx: Context): Promise<void> {
  const listing = ctx.agency.listingsById.get(ctx.params['id'] ?? '');
  if (!listing) return notFoundPage(ctx);
  const detail = listing.detail;
  const form = ctx.agency.forms.find((candidate) => candidate.id === ctx.agency.newHomesFormId);
  // Developments and their plots offer the new-homes interest form ('#/new-homes-enquiry').
  const isNewHomes = detail.tags.includes('new homes');
  // The heading the front end shows (core's listingHeadline): a sold home's title says so.
  const what = listingHeadline(
    detail,
    { displaySstcStatusAsSold: ctx.agency.themeSettings['displaySstcStatusAsSold'] === true },
    ctx.app.now(),
  );
  await renderPage(ctx, {
    identifier: 'properties#show',
    path: ctx.url.pathname,
    title: `${what}, ${detail.display_address}`,
    data: {
      stamp_duty_tables: CURRENT_STAMP_DUTY_TABLES,
      similar: similarTo(ctx.agency, listing),
      ...(isNewHomes && form
        ? {
            new_homes_form: {
              ...form,
              redirect_url: `${detail.property_url}#/flash/welcome-lead-sent`,
              development_id: detail.property_id,
            },
          }
        : {}),
    },
    propertyData: detail,
    stampDutyTables: CURRENT_STAMP_DUTY_TABLES,
    ...(detail.branchID ? { branchIdContactModal: detail.branchID } : {}),
  });
}
