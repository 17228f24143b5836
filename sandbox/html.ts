/**
 * The HTML shell of every page (ARCHITECTURE §1): head with title, description, theme colour,
 * favicon and the bundle's assets from the manifest (the boot entry and the page's own chunk,
 * preloaded together so nothing waits on anything else); the settings object as inert JSON that
 * can never close its script element; #root holding the server-rendered page (hydrated by boot),
 * or empty when the server render failed (boot then renders it); a <noscript> fallback.
 */
import { escapeHtml, jsonForScript, telHref } from '../core/index.js';
import type { BootAssets, EntryAssets } from './manifest.js';
import type { Colours } from './seed/types.js';

/** The agency's number as a link to call it (core's telHref), or as text when it is not a number. */
function callLink(telephone: string): string {
  const href = telHref(telephone);
  return href === undefined
    ? escapeHtml(telephone)
    : `<a href="${escapeHtml(href)}">${escapeHtml(telephone)}</a>`;
}

export { escapeHtml };

/**
 * JSON safe inside `<script type="application/json">` (core's one rule, also used for the pages'
 * JSON-LD): `<`, `>`, `&`, U+2028 and U+2029 are written as \u escapes, so no value (a
 * `</script>` in a description included) can end the element or start a comment, and JSON.parse
 * gives back the same value.
 */
export const escapeJsonForScript = jsonForScript;

export interface ShellInput {
  readonly title: string;
  readonly description: string;
  readonly canonicalUrl?: string;
  readonly colours: Colours;
  readonly fontFamily: string;
  readonly settings: unknown;
  /** undefined when the front end has not been built. */
  readonly assets: BootAssets | undefined;
  readonly preloadImage?: string;
  readonly telephone: string;
  /** The page chunk's files (from the manifest), preloaded beside boot's. */
  readonly pageAssets?: EntryAssets;
  /** The server-rendered markup of #root (trusted React output); absent: an empty #root. */
  readonly markup?: string;
  /** When the markup was rendered (ISO 8601), for the browser's first render. */
  readonly renderedAt?: string;
  /** Resource hints from the server render (trusted React output: `<link>` elements), for the head. */
  readonly headLinks?: string;
  /**
   * The page's meta tags from the server render (app/server.tsx: title, description, canonical,
   * Open Graph, JSON-LD, every value escaped there). When given, the shell writes no title,
   * description or canonical link of its own.
   */
  readonly metaTags?: string;
  /**
   * Benchmarks only (bench/run.mjs): the same page with no script at all ('none'), or
   * with the bare design-card stack (`{ bare: path }`) in place of ours. Default: ours.
   */
  readonly scripts?: 'ours' | 'none' | { readonly bare: string };
}

/** The template of the app's script preloads on a server-rendered page (app/boot.tsx puts them into the head). */
export const APP_PRELOADS_ID = 'app-preloads';

const stylesheetLink = (href: string) => `<link rel="stylesheet" href="/${escapeHtml(href)}">`;

/** CSS that cannot end its <style> element (a `</style` in a string or comment is escaped). */
export function inertCss(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * Every script the page needs at start, boot's first, each once: a page kind with code of its own
 * loads its entry's files (the vendor file first, its start last); any other page, boot's imports.
 */
function preloadedScripts(assets: BootAssets, page: EntryAssets | undefined): string[] {
  const boot = assets.inlineBoot !== undefined ? [] : [assets.file];
  return [
    ...new Set([
      ...boot,
      ...assets.staticImports,
      ...(page ? [...page.imports, page.file] : assets.imports),
    ]),
  ];
}

/** ` integrity="…"` for one of our scripts (Subresource Integrity), or nothing when the build gave no hash. */
function integrityAttribute(assets: BootAssets | undefined, href: string): string {
  const hash = assets?.integrity[href];
  return hash === undefined ? '' : ` integrity="${escapeHtml(hash)}"`;
}

function brandStyle(colours: Colours, fontFamily: string): string {
  const vars = [
    ['--brand-primary', colours.primary],
    ['--brand-primary-text', colours.primaryText],
    ['--brand-accent', colours.accent],
    ['--brand-accent-text', colours.accentText],
    ['--header-bg', colours.headerBackground],
    ['--header-text', colours.headerText],
    ['--font-family', fontFamily],
  ]
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // Colours and fonts come from the agency's own settings, never from a visitor. `html:root`
  // outranks base.css's `:root` defaults, so the first paint is already in the agency's brand.
  return `html:root{${vars.replace(/</g, '')}}html{-webkit-text-size-adjust:100%}body{margin:0;font-family:var(--font-family);color:#1b1b1b;background:#fff}`;
}

/** The complete HTML document. */
export function renderShell(input: ShellInput): string {
  const assets = input.assets;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(input.metaTags !== undefined
      ? [input.metaTags]
      : [
          `<title>${escapeHtml(input.title)}</title>`,
          `<meta name="description" content="${escapeHtml(input.description)}">`,
          input.canonicalUrl
            ? `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">`
            : '',
        ]),
    `<meta name="theme-color" content="${escapeHtml(input.colours.primary)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // The largest image first: the browser finds it before reading the styles.
    input.preloadImage && !input.headLinks?.includes(`href="${escapeHtml(input.preloadImage)}"`)
      ? `<link rel="preload" as="image" href="${escapeHtml(input.preloadImage)}" fetchpriority="high">`
      : '',
    input.headLinks ?? '',
    `<style>${brandStyle(input.colours, input.fontFamily)}</style>`,
    ...(assets
      ? [
          ...(assets.inlineCss !== undefined
            ? [`<style>${inertCss(assets.inlineCss)}</style>`]
            : assets.css.map(stylesheetLink)),
          ...(input.pageAssets?.css ?? [])
            .filter((href) => !assets.css.includes(href))
            .map(stylesheetLink),
        ]
      : []),
  ].filter((line) => line !== '');
  // A server-rendered page needs no script to show: its scripts are listed after the markup, in a
  // template boot puts into the head once the page's largest picture has loaded (so they never
  // share the network with it), then all fetched at once (no waterfall). An empty #root needs them
  // for anything to show: then they are preloaded from the head.
  const preload = (href: string, priority = '') =>
    `<link rel="modulepreload" href="/${escapeHtml(href)}"${integrityAttribute(assets, href)}${priority && ` fetchpriority="${priority}"`}>`;
  const scripts = assets ? preloadedScripts(assets, input.pageAssets) : [];
  if (input.markup === undefined && (input.scripts ?? 'ours') === 'ours')
    head.push(...scripts.map((href) => preload(href)));
  // Boot's own imports are preloaded beside it (a few hundred bytes): boot never waits on a chain.
  const bootOwn = input.markup !== undefined ? (assets?.staticImports ?? []) : [];
  const bootPreloads = bootOwn.map((href) => preload(href, 'low'));
  const templatePreloads = scripts
    .filter((href) => !bootOwn.includes(href))
    .map((href) => preload(href));
  const body = assets
    ? [
        input.markup !== undefined
          ? `<div id="root"${input.renderedAt ? ` data-rendered-at="${escapeHtml(input.renderedAt)}"` : ''}>${input.markup}</div>`
          : '<div id="root"></div>',
        `<noscript>${input.markup !== undefined ? '' : `<main><h1>${escapeHtml(input.title)}</h1>`}<p>This site needs JavaScript to search properties and send enquiries. Please turn it on, or call us on ${callLink(input.telephone)}.</p>${input.markup !== undefined ? '' : '</main>'}</noscript>`,
        `<script id="agency-settings" type="application/json">${escapeJsonForScript(input.settings)}</script>`,
        ...ourScripts(input, assets, templatePreloads, bootPreloads),
      ]
    : [
        '<main style="max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Run npm run build first</h1>',
        '<p>The sandbox serves the built front end from <code>dist/</code>, and <code>dist/manifest.json</code> is missing. Run <code>npm run build</code> and reload this page.</p></main>',
        `<script id="agency-settings" type="application/json">${escapeJsonForScript(input.settings)}</script>`,
      ];
  return `<!doctype html>\n<html lang="en-GB">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
}

/** The page's scripts at the end of the body: ours (after the markup), none, or the bench's bare stack. */
function ourScripts(
  input: ShellInput,
  assets: BootAssets,
  preloads: readonly string[],
  bootPreloads: readonly string[],
): string[] {
  const scripts = input.scripts ?? 'ours';
  if (scripts === 'none') return [];
  if (typeof scripts === 'object')
    return [
      `<script type="module" src="/${escapeHtml(scripts.bare)}" fetchpriority="low"></script>`,
    ];
  return [
    ...(input.markup !== undefined
      ? [`<template id="${APP_PRELOADS_ID}">${preloads.join('')}</template>`]
      : []),
    ...bootPreloads,
    // Boot written into the page when it can be (its text as built, never holding `</script`):
    // nothing is requested before the first paint.
    assets.inlineBoot !== undefined
      ? `<script type="module">${assets.inlineBoot.text}</script>`
      : `<script type="module" src="/${escapeHtml(assets.file)}"${integrityAttribute(assets, assets.file)}${input.markup !== undefined ? ' fetchpriority="low"' : ''}></script>`,
  ];
}
