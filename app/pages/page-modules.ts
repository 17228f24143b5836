/**
 * The page chunks as the entries load them (app/start.tsx; app/server.tsx has them all): each
 * exports its component (`Page`) and `bind(container)`, which adds the page's view-model
 * bindings. As written here each page loads lazily (unit tests; a platform bundling the sources its
 * own way). The build (build.mjs, sourcePlugin job 3) gives each page kind a start of its own, with
 * its page module a static import and the other kinds' absent: a page's code arrives with the start.
 */
import type { Bindings } from '../registry.js';
import type { ComponentType } from 'react';
import type { PageChunkName } from '../../ui/pages/page.view.js';

export interface PageModule {
  readonly Page: ComponentType;
  bind(container: Bindings): void;
}

export const PAGE_MODULES: Readonly<Record<PageChunkName, () => Promise<PageModule>>> = {
  'home-page': () => import('./home.page.js'),
  'not-found-page': () => import('./not-found.page.js'),
  'content-page': () => import('./content.page.js'),
  'branches-page': () => import('./branches.page.js'),
  'results-page': () => import('./results.page.js'),
  'property-page': () => import('./property.page.js'),
};
