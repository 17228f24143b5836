/**
 * The HTML shell of every page (ARCHITECTURE §1): head with title, description, theme colour,
 * favicon and the bundle's assets from the manifest; the settings object as inert JSON that can
 * never close its script element; an empty #root for the app and a <noscript> fallback.
 */
import type { BootAssets } from './manifest.js';
import type { Colours } from './seed/types.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * JSON safe inside `<script type="application/json">`: `<`, `>`, `&`, U+2028 and U+2029 are
 * written as \u escapes, so no value (a `</script>` in a description included) can end the
 * element or start a comment, and JSON.parse gives back the same value.
 */
export function escapeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

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
  // Colours and fonts come from the agency's own settings, never from a visitor.
  return `:root{${vars.replace(/</g, '')}}html{-webkit-text-size-adjust:100%}body{margin:0;font-family:var(--font-family);color:#1b1b1b;background:#fff}`;
}

/** The complete HTML document. */
export function renderShell(input: ShellInput): string {
  const assets = input.assets;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.title)}</title>`,
    `<meta name="description" content="${escapeHtml(input.description)}">`,
    `<meta name="theme-color" content="${escapeHtml(input.colours.primary)}">`,
    input.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">` : '',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style>${brandStyle(input.colours, input.fontFamily)}</style>`,
    ...(assets
      ? [
          ...assets.css.map((href) => `<link rel="stylesheet" href="/${escapeHtml(href)}">`),
          `<link rel="modulepreload" href="/${escapeHtml(assets.file)}">`,
          ...assets.imports.map((href) => `<link rel="modulepreload" href="/${escapeHtml(href)}">`),
        ]
      : []),
    input.preloadImage ? `<link rel="preload" as="image" href="${escapeHtml(input.preloadImage)}" fetchpriority="high">` : '',
  ].filter((line) => line !== '');
  const body = assets
    ? [
        '<div id="root"></div>',
        `<noscript><main><h1>${escapeHtml(input.title)}</h1><p>This site needs JavaScript to search properties and send enquiries. Please turn it on, or call us on <a href="tel:${escapeHtml(input.telephone.replace(/\s+/g, ''))}">${escapeHtml(input.telephone)}</a>.</p></main></noscript>`,
        `<script id="agency-settings" type="application/json">${escapeJsonForScript(input.settings)}</script>`,
        `<script type="module" src="/${escapeHtml(assets.file)}"></script>`,
      ]
    : [
        '<main style="max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Run npm run build first</h1>',
        '<p>The sandbox serves the built front end from <code>dist/</code>, and <code>dist/manifest.json</code> is missing. Run <code>npm run build</code> and reload this page.</p></main>',
        `<script id="agency-settings" type="application/json">${escapeJsonForScript(input.settings)}</script>`,
      ];
  return `<!doctype html>\n<html lang="en-GB">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
}
