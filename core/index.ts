/**
 * The public API of the domain core: every business rule of the specification as pure TypeScript,
 * and the ports (interfaces) adapters implement. Everything outside core/ (ui, adapters, the
 * entries, the sandbox) imports from here only; the lint rules refuse a deep import. Nothing here
 * touches the DOM, the network, storage or the clock: ports do.
 *
 * Each area of core is a folder with an entry file (core/search/index.ts) that lists its public
 * names under a comment saying what the area holds; this file re-exports every area. The package
 * (core/package.json) gives each area a subpath of its own (`@agency-site/core/search`), so a
 * channel can take one area alone. core/README.md lists the areas and their names.
 */

export * from './settings/index.js';
export * from './search/index.js';
export * from './property/index.js';
export * from './format/index.js';
export * from './agency/index.js';
export * from './calculators/index.js';
export * from './validation/index.js';
export * from './user/index.js';
export * from './leads/index.js';
export * from './valuation/index.js';
export * from './bot-check/index.js';
export * from './consent/index.js';
export * from './legal/index.js';
export * from './storage/index.js';
export * from './header/index.js';
export * from './content/index.js';
export * from './media/index.js';
export * from './carousel/index.js';
export * from './maps/index.js';
export * from './routes/index.js';
export * from './articles/index.js';
export * from './seo/index.js';
export * from './notifications/index.js';
export * from './failures/index.js';
export * from './ports/index.js';
export * from './lettings/index.js';
