/**
 * The server entry (ARCHITECTURE §1): the platform renders a page's React tree to HTML with it and
 * puts the markup into `<div id="root">`; the boot entry then hydrates it. The tree is the one the
 * browser renders (`SiteRoot`), built over a server environment: no network, no DOM, empty memory
 * storage (saved-state UI shows the unsaved state, updated after hydration), the clock fixed at
 * the request's render time, which the platform also writes on #root for the browser's first render.
 *
 * Not part of the browser bundle: only the platform (the sandbox, under tsx) imports it.
 */
import { renderToString } from 'react-dom/server';
import { enableStaticRendering, isUsingStaticRendering } from 'mobx-react-lite';
import { createContainer, serverEnvironment } from '../composition-root.js';
import { decodeSiteSettings } from '../core/index.js';
import { RENDERED_AT_ATTRIBUTE, SiteRoot } from '../ui/app/app.view.js';
import { pageChunkOf, providePageChunk, type PageChunkName } from '../ui/pages/page.view.js';
import * as homePage from './pages/home.page.js';
import * as notFoundPage from './pages/not-found.page.js';
import * as contentPage from './pages/content.page.js';
import * as branchesPage from './pages/branches.page.js';
import * as resultsPage from './pages/results.page.js';
import * as propertyPage from './pages/property.page.js';
import type { PageModule } from './pages/page-modules.js';
import * as blockKinds from '../ui/content-blocks/block-kinds.view.js';
import { provideBlockKinds } from '../ui/content-blocks/deferred-blocks.js';
import * as materialInformation from '../ui/property-page/material-information.view.js';
import { provideMaterialInformation } from '../ui/property-page/material-information.section.js';
import { pageHeadTags } from './seo-head.js';

export { RENDERED_AT_ATTRIBUTE, pageChunkOf, type PageChunkName };

// The server has every page at hand: chunked pages render at once, never as a loading fallback.
const PAGES: Readonly<Record<PageChunkName, PageModule>> = {
  'home-page': homePage,
  'not-found-page': notFoundPage,
  'content-page': contentPage,
  'branches-page': branchesPage,
  'results-page': resultsPage,
  'property-page': propertyPage,
};
for (const [name, page] of Object.entries(PAGES) as [PageChunkName, PageModule][])
  providePageChunk(name, page.Page);
// The block kinds below a page's hero too: the browser hydrates them when their chunk arrives.
provideBlockKinds(blockKinds);
provideMaterialInformation(materialInformation);

export interface RenderPageOptions {
  /** The site's origin, e.g. 'https://www.agency.example' (adapters build absolute URLs from it). */
  readonly baseUrl: string;
  /** When the page is rendered; the browser's first render uses the same time. */
  readonly renderedAt: Date;
  /** The platform's own description of the page (a CMS field); else core derives one from the page data. */
  readonly description?: string;
  /**
   * The request's Cookie header. Only the consent cookie (`agency_cookie_consent`) is read: without
   * a choice in it, the markup holds the cookie banner (when the agency has one), painted with the page.
   */
  readonly cookies?: string;
}

/** What the page's meta tags need: the site's origin and the platform's own description, if any. */
export type PageMetaOptions = Pick<RenderPageOptions, 'baseUrl' | 'description'>;

export interface RenderedPage {
  /** The markup of `#root`. */
  readonly body: string;
  /**
   * Resource hints React produced for the page (e.g. a preload of an image marked
   * fetchpriority="high"), for the document's <head>: `<link>` elements only.
   */
  readonly head: string;
  /**
   * The page's meta tags for the document's <head> (core's SEO rules, see renderPageMeta): the
   * platform writes no title, description or canonical link of its own beside them.
   */
  readonly meta: string;
}

/** React writes the page's resource hints as `<link>` elements before the markup itself. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/**
 * Renders the page the settings object describes: the markup of `#root` and the resource hints
 * for the head. The settings are decoded as the browser decodes them (problems fall back to
 * defaults, as there). Throws when a view fails to render: the caller then serves the empty
 * shell and the browser renders the page.
 */
export function renderPageParts(settings: unknown, options: RenderPageOptions): RenderedPage {
  const { settings: decoded } = decodeSiteSettings(settings);
  const container = createContainer(
    serverEnvironment(decoded, options.baseUrl, options.renderedAt, options.cookies),
  );
  for (const page of Object.values(PAGES)) page.bind(container);
  // Observers render once and subscribe to nothing on the server (no effects ever clean up there).
  const wasStatic = isUsingStaticRendering();
  enableStaticRendering(true);
  let html: string;
  try {
    html = renderToString(<SiteRoot container={container} />);
  } finally {
    enableStaticRendering(wasStatic);
  }
  const head = LEADING_LINKS.exec(html)?.[0] ?? '';
  return {
    head,
    body: html.slice(head.length),
    meta: pageHeadTags({
      settings: decoded,
      origin: options.baseUrl,
      ...(options.description !== undefined ? { description: options.description } : {}),
    }),
  };
}

/**
 * The page's meta tags alone (no React): title, meta description, canonical link, Open Graph,
 * Twitter card and schema.org JSON-LD, from core's rules over the settings object (core/seo),
 * every value escaped. The platform embeds them in the head; renderPageParts answers the same
 * tags, and a platform whose render of the markup failed asks for them here.
 */
export function renderPageMeta(settings: unknown, options: PageMetaOptions): string {
  const { settings: decoded } = decodeSiteSettings(settings);
  return pageHeadTags({
    settings: decoded,
    origin: options.baseUrl,
    ...(options.description !== undefined ? { description: options.description } : {}),
  });
}

/** The markup of `#root` for the page the settings describe (see renderPageParts). */
export function renderPage(settings: unknown, options: RenderPageOptions): string {
  return renderPageParts(settings, options).body;
}
