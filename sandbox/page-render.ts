/**
 * Writing a page: the settings object with the page's own data into the shell, the page's React
 * markup rendered on the server (or an empty root when that fails), for every page handler; and
 * the page for an unknown path.
 */
import type { Context } from './context.js';
import { renderShell } from './html.js';
import { pageChunkOf, renderPageMeta, renderPageParts, type RenderedPage } from '../app/server.js';
import { readBootAssets } from './manifest.js';
import { requestOrigin, sendHtml } from './respond.js';
import type { AgencyData } from './seed/types.js';
import { buildSettings, type PageSpec } from './settings.js';

/** Where bench/run.mjs builds the bare design-card stack (under dist/). */
export const BARE_STACK_FILE = 'assets/bench-bare-stack.js';

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

/** The places a location box suggests (SPEC §4: choosing one sets placeId and q). */
export function placeSuggestions(
  agency: AgencyData,
): { place_id: string; name: string; county_name: string }[] {
  return agency.places.map((p) => ({
    place_id: p.place_id,
    name: p.name,
    county_name: p.county_name,
  }));
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
