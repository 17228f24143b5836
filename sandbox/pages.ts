/**
 * The HTML pages of every page identifier (SPEC §2 "Page identifiers"): the settings object with
 * the page's own data, for the visitor's session and the host's agency.
 */
import {
  CURRENT_STAMP_DUTY_TABLES,
  channelOfWord,
  listingHeadline,
  parseBranchSearch,
  parseSearchPath,
  searchBranches,
} from '../core/index.js';
import type { Channel, PropertyCard, Search } from '../core/index.js';
import type { Context } from './context.js';
import { renderShell } from './html.js';
import { pageChunkOf, renderPageMeta, renderPageParts, type RenderedPage } from '../app/server.js';
import { paginate, searchListings, type Pagination } from './listing-search.js';
import { locatePlace, placeAnswer } from './api/lookup.js';
import { readBootAssets } from './manifest.js';
import { redirect, requestOrigin, sendHtml } from './respond.js';
import type { Params } from './router.js';
import { cardOf } from './seed/properties.js';
import { aboutBlocks, homeBlocks } from './seed/content-blocks.js';
import type { AgencyData, Article, LegalPage, Listing, PlaceRecord } from './seed/types.js';
import { buildSettings, type PageSpec } from './settings.js';

const RESULTS_PER_PAGE = 12;
/** Where bench/run.mjs builds the bare design-card stack (under dist/). */
export const BARE_STACK_FILE = 'assets/bench-bare-stack.js';
const ARTICLES_PER_PAGE = 9;

/**
 * The page's React markup, rendered as the browser would render it (ARCHITECTURE §1), or
 * undefined when the render throws: the page then goes out with an empty #root and the browser
 * renders it, as before server rendering. The failure is logged.
 */
export function serverMarkup(
  settings: unknown,
  origin: string,
  renderedAt: Date,
  log: (line: string) => void = console.error,
  description?: string,
  cookies?: string,
): RenderedPage | undefined {
  try {
    return renderPageParts(settings, {
      baseUrl: origin,
      renderedAt,
      ...(description !== undefined ? { description } : {}),
      ...(cookies !== undefined ? { cookies } : {}),
    });
  } catch (error) {
    log(
      `Server render failed, the browser renders the page instead: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return undefined;
  }
}

/** Render a page of the agency for this visitor. Without a build the page says so (503). */
export async function renderPage(ctx: Context, spec: PageSpec, status = 200): Promise<void> {
  const assets = await readBootAssets(ctx.app.distDir);
  const ownOrigin = requestOrigin(ctx.req);
  const origin = ownOrigin ?? 'http://localhost';
  const settings = buildSettings(ctx.agency, ctx.session.token, spec);
  const renderedAt = ctx.app.now();
  const rendered = assets
    ? serverMarkup(
        settings,
        origin,
        renderedAt,
        console.error,
        spec.description,
        ctx.req.headers.cookie,
      )
    : undefined;
  // The page's meta tags come from the front end's server render (core's SEO rules); without a
  // render (no build, or a render that failed) they are asked for on their own.
  const metaTags =
    rendered?.meta ??
    renderPageMeta(settings, {
      baseUrl: origin,
      ...(spec.description !== undefined ? { description: spec.description } : {}),
    });
  const chunk = pageChunkOf(spec.identifier);
  const pageAssets = chunk ? assets?.pages[chunk] : undefined;
  // Benchmarks compare the same page without scripts and with the bare stack (bench/run.mjs).
  const variant = ctx.req.headers['x-bench-variant'];
  const scripts =
    variant === 'none' ? 'none' : variant === 'bare' ? { bare: BARE_STACK_FILE } : 'ours';
  const html = renderShell({
    scripts,
    title: `${spec.title} | ${ctx.agency.name}`,
    description: spec.description ?? ctx.agency.description,
    metaTags,
    colours: ctx.agency.colours,
    fontFamily: ctx.agency.fontFamily,
    settings,
    assets,
    ...(spec.preloadImage ? { preloadImage: spec.preloadImage } : {}),
    telephone: ctx.agency.telephone,
    ...(pageAssets ? { pageAssets } : {}),
    ...(rendered !== undefined
      ? { markup: rendered.body, headLinks: rendered.head, renderedAt: renderedAt.toISOString() }
      : {}),
  });
  sendHtml(ctx.req, ctx.res, assets ? status : 503, html);
}

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

/** The places a location box suggests (SPEC §4: choosing one sets placeId and q). */
function placeSuggestions(
  agency: AgencyData,
): { place_id: string; name: string; county_name: string }[] {
  return agency.places.map((p) => ({
    place_id: p.place_id,
    name: p.name,
    county_name: p.county_name,
  }));
}

function headingFor(search: Search, place: PlaceRecord | undefined, branchName?: string): string {
  const tags = search.tags ?? [];
  const noun = tags.includes('new homes')
    ? 'New homes'
    : tags.includes('commercial')
      ? 'Commercial property'
      : tags.includes('agricultural')
        ? 'Farms and land'
        : tags.includes('auction')
          ? 'Auction lots'
          : tags.includes('student')
            ? 'Student homes'
            : 'Property';
  const where = place ? ` in ${place.name}` : branchName ? ` from our ${branchName} office` : '';
  return `${noun} ${search.channel === 'sales' ? 'for sale' : 'to rent'}${where}`;
}

function placeOf(agency: AgencyData, placeId: string | undefined): PlaceRecord | undefined {
  return placeId === undefined ? undefined : agency.places.find((p) => p.place_id === placeId);
}

interface ResultsPage {
  readonly identifier: string;
  readonly path: string;
  readonly search: Search;
  readonly place?: PlaceRecord;
  readonly branch?: { id: string; branchName: string };
}

/** The data of every results page: search, heading, a page of cards, pagination, the place. */
export function resultsData(
  ctx: Context,
  page: ResultsPage,
): { data: Record<string, unknown>; heading: string; pagination: Pagination } {
  const place = page.place ?? placeOf(ctx.agency, page.search.placeId);
  const defaultStatus = ctx.agency.themePreferences.default_search_status;
  const effective =
    page.search.status === undefined && defaultStatus
      ? { ...page.search, status: defaultStatus }
      : page.search;
  // `?per_page=N` (at most 500) lets a benchmark render one large results page.
  const perPage = Number(ctx.url.searchParams.get('per_page') ?? RESULTS_PER_PAGE);
  const size =
    Number.isSafeInteger(perPage) && perPage > 0 ? Math.min(perPage, 500) : RESULTS_PER_PAGE;
  const { cards, pagination } = searchListings(
    ctx.agency.listings,
    effective,
    { places: ctx.agency.places, now: ctx.app.now() },
    size,
  );
  const placeData = place
    ? { place_id: place.place_id, name: place.name, county_name: place.county_name }
    : undefined;
  const search: Search = placeData ? { ...page.search, place: placeData } : page.search;
  const heading = headingFor(search, place, page.branch?.branchName);
  return {
    heading,
    pagination,
    data: {
      search,
      heading,
      results: cards,
      pagination,
      places: placeSuggestions(ctx.agency),
      ...(placeData ? { place: placeData } : {}),
      ...(page.branch ? { branch: page.branch } : {}),
    },
  };
}

async function renderResults(ctx: Context, page: ResultsPage): Promise<void> {
  const { data, heading, pagination } = resultsData(ctx, page);
  await renderPage(ctx, {
    identifier: page.identifier,
    path: page.path,
    title: pagination.page > 1 ? `${heading} (page ${pagination.page})` : heading,
    data,
    ...(page.branch ? { branchIdContactModal: page.branch.id } : {}),
  });
}

/** Matches results paths: the first segment is a channel word (reference/search-url.md). */
export function resultsPathMatcher(path: string): Params | undefined {
  const first = path.split('/').filter((s) => s !== '')[0];
  return first !== undefined && channelOfWord(first) !== undefined ? {} : undefined;
}

/**
 * A results path: `/property-for-sale/taunton/…`. A place slug without `gid-` is looked up like a
 * platform would (by the place's slug); an unknown one is left in the search, unresolved, and the
 * front end says the location was not found and suggests places.
 */
export async function resultsPage(ctx: Context): Promise<void> {
  let search = parseSearchPath(ctx.url.pathname);
  if (search.placeId === undefined && search.placeSlug !== undefined) {
    const slug = search.placeSlug.toLowerCase();
    const place = ctx.agency.places.find((p) => p.slug === slug);
    if (place) search = { ...search, placeId: place.place_id };
  }
  await renderResults(ctx, { identifier: 'properties#index', path: ctx.url.pathname, search });
}

const PLACE_PAGES = {
  counties: ['county', 'counties#show'],
  postcodes: ['postcode', 'postcodes#show'],
  locations: ['town', 'locations#show'],
  countries: ['country', 'countries#show'],
} as const;

/** /counties/{slug}, /postcodes/{code}, /locations/{slug}, /countries/{slug}, with optional filter segments. */
export function placePage(kind: keyof typeof PLACE_PAGES) {
  return async (ctx: Context): Promise<void> => {
    const [placeKind, identifier] = PLACE_PAGES[kind];
    const slug = (ctx.params['slug'] ?? '').toLowerCase();
    const place = ctx.agency.places.find((p) => p.kind === placeKind && p.slug === slug);
    if (!place) return notFoundPage(ctx);
    const rest = ctx.params['rest'] ?? '';
    const parsed = parseSearchPath(`/${rest}`);
    const { placeId: _ignored, placeSlug: _slug, ...filters } = parsed;
    await renderResults(ctx, {
      identifier,
      path: ctx.url.pathname,
      search: { ...filters, placeId: place.place_id },
      place,
    });
  };
}

export async function branchesIndexPage(ctx: Context): Promise<void> {
  await renderPage(ctx, branchesIndexSpec(ctx.agency, ctx.url.searchParams));
}

/**
 * The branch finder's page for a query (`?q=…&department=…&poly=…&page=…`): every branch, and
 * the search read by core's parser and applied by core's rules, as the front end applies them, so
 * the page the platform renders (JavaScript or not) is the browser's first render.
 */
export function branchesIndexSpec(agency: AgencyData, query: URLSearchParams): PageSpec {
  const asked = parseBranchSearch(query);
  const place = asked.q === '' ? undefined : locatePlace(agency, asked.q);
  const { search, page } = searchBranches(agency.branches, asked, place ? { place } : {});
  return {
    identifier: 'branches#index',
    path: '/branches',
    title: page > 1 ? `Our offices (page ${page})` : 'Our offices',
    data: {
      branches: agency.branches,
      branchesSearch: search,
      ...(search.q !== '' ? { branchesPlace: placeAnswer(place) } : {}),
    },
  };
}

/** A few of a branch's properties per channel, as its page shows them. */
const BRANCH_PAGE_CARDS_PER_CHANNEL = 4;

function branchBySlug(ctx: Context) {
  const id = ctx.agency.branchSlugs.get((ctx.params['slug'] ?? '').toLowerCase());
  return ctx.agency.branches.find((b) => b.id === id);
}

export async function branchPage(ctx: Context): Promise<void> {
  const branch = branchBySlug(ctx);
  if (!branch) return notFoundPage(ctx);
  await renderPage(ctx, {
    identifier: 'branches#show',
    path: ctx.url.pathname,
    title: `${branch.branchName} office`,
    data: {
      branch,
      imageUrl: `/images/branch/${ctx.params['slug'] ?? ''}.svg`,
      ...branchProperties(ctx, branch.id),
    },
    branchIdContactModal: branch.id,
  });
}

/**
 * A branch's newest properties of each channel and how many it has in all, by the same search
 * its results pages (`branches#properties`) run, so the counts on the page match them.
 */
function branchProperties(
  ctx: Context,
  branchId: string,
): { properties: PropertyCard[]; propertyTotals: Record<Channel, number> } {
  const defaultStatus = ctx.agency.themePreferences.default_search_status;
  const context = { places: ctx.agency.places, now: ctx.app.now() };
  const found = (['sales', 'lettings'] as const).map((channel) =>
    searchListings(
      ctx.agency.listings,
      { channel, branchId, ...(defaultStatus ? { status: defaultStatus } : {}) },
      context,
      BRANCH_PAGE_CARDS_PER_CHANNEL,
    ),
  );
  return {
    properties: found.flatMap((result) => result.cards),
    propertyTotals: {
      sales: found[0]?.pagination.total ?? 0,
      lettings: found[1]?.pagination.total ?? 0,
    },
  };
}

export async function branchPropertiesPage(ctx: Context): Promise<void> {
  const branch = branchBySlug(ctx);
  if (!branch) return notFoundPage(ctx);
  const search: Search = {
    ...parseSearchPath(`/${ctx.params['rest'] ?? ''}`),
    branchId: branch.id,
  };
  await renderResults(ctx, {
    identifier: 'branches#properties',
    path: ctx.url.pathname,
    search,
    branch: { id: branch.id, branchName: branch.branchName },
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

/** Unknown paths: 404 with the 'not-found' identifier (the front end's page-not-found page, with a search). */
export async function notFoundPage(ctx: Context): Promise<void> {
  await renderPage(
    ctx,
    {
      identifier: 'not-found',
      path: ctx.url.pathname,
      title: 'Page not found',
      data: { places: placeSuggestions(ctx.agency) },
    },
    404,
  );
}
