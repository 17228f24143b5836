/**
 * Starts the site in the browser (loaded by app/boot.tsx once the page has painted): read and
 * decode the settings object, build the container, apply the brand, and hydrate the platform's
 * server-rendered page (or render it when #root is empty). Whatever the settings hold, the
 * visitor gets a page.
 */
import { failureNotice, showCodeFailure } from './failure-notice.js';
import { createRoot } from 'react-dom/client';
import type { ServiceIdentifier } from 'inversify';
import type { Bindings } from './registry.js';
import {
  ALL_TOKENS,
  browserEnvironment,
  createContainer,
  PageRenderClock,
  readBrowserSettings,
  readBrowserSettingsInTasks,
  startFormBotCheck,
} from '../composition-root.js';
import { loadChunk } from '../adapters/browser/chunk-loader.js';
import { RENDERED_AT_ATTRIBUTE, SiteRoot } from '../ui/app/app.view.js';
import { applyTheme } from '../ui/app/theme.js';
import {
  failPageChunk,
  pageChunkOf,
  providePageChunk,
  type PageChunkName,
} from '../ui/pages/page.view.js';
import { PAGE_MODULES } from './pages/page-modules.js';
import { markBootStage } from '../ui/app/boot-marks.js';
import { nextTask } from '../ui/app/next-task.js';
import { HYDRATION_WAIT_MS, hydrateWithFallback } from '../ui/app/hydrate.js';
import { holdStarts, releaseStarts } from '../ui/start-queue.js';

/** Set on #root once the first render is committed (hydrated, or rendered from scratch). */
const APP_READY_ATTRIBUTE = 'data-app-ready';
/** Set on #root when the start failed (the server's page stays, readable but not interactive). */
const APP_FAILED_ATTRIBUTE = 'data-app-failed';

/**
 * Loads the page's chunk, adds its view-model bindings to the container and provides its component
 * to the page switch. A chunk that cannot load makes the page show its error boundary.
 */
function loadPage(chunk: PageChunkName, container: Bindings): Promise<void> {
  return loadChunk(chunk, PAGE_MODULES[chunk]).then((result) => {
    if (result.ok) {
      result.module.bind(container);
      providePageChunk(chunk, result.module.Page);
      return;
    }
    const error = new Error(result.message);
    console.error(result.message);
    failPageChunk(chunk, error);
    throw error;
  });
}

/**
 * The longest the start waits for the page's code before hydrating anyway: the page then shows its
 * loading state until the code arrives, rather than staying a page whose buttons do nothing. The
 * production build puts a page kind's code in its start (build.mjs), so there it is there at once;
 * a start that loads its page lazily (app/pages/page-modules.ts as written: unit tests, a platform
 * bundling the sources its own way) may wait.
 */
export const PAGE_CHUNK_WAIT_MS = 8000;

/** Resolves when `promise` settles or after `ms`, whichever is first; answers whether it settled. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });
}

function renderedAtOf(rootElement: Element): Date | undefined {
  const value = rootElement.getAttribute(RENDERED_AT_ATTRIBUTE);
  const time = value === null ? NaN : Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** Resolves every service once (singletons are then built, plans cached), yielding between groups. */
async function warmUp(container: Bindings): Promise<void> {
  const GROUP = 8;
  for (let i = 0; i < ALL_TOKENS.length; i += GROUP) {
    await nextTask();
    for (const token of ALL_TOKENS.slice(i, i + GROUP))
      container.get(token as ServiceIdentifier<unknown>);
  }
  await nextTask();
}

function showFailure(rootElement: Element): void {
  rootElement.replaceChildren(failureNotice(rootElement.ownerDocument));
}

/**
 * An error no boundary caught (the shell itself failed to render): React has unmounted the tree,
 * so the page is marked failed for monitoring and the error logged once.
 */
function reportUncaught(rootElement: Element) {
  return (error: unknown) => {
    markBootStage('failed');
    rootElement.setAttribute(APP_FAILED_ATTRIBUTE, '');
    console.error('The site stopped: an error outside every error boundary', error);
  };
}

/**
 * Hydrates the platform's server-rendered markup when #root holds some, else renders from
 * scratch. The page's own chunk is awaited first (it is already preloaded), so the first client
 * render is the server's tree and never a loading fallback.
 */
export async function start(): Promise<void> {
  const rootElement =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const serverRendered = rootElement.firstElementChild !== null;
  markBootStage('start-loaded');
  try {
    // The page is already on screen: each step below is a task of its own, so the browser can
    // paint and answer input between loading the code, decoding the settings and hydrating.
    if (serverRendered) await nextTask();
    // A large agency's settings are tens of kilobytes to decode: a part per task once the page shows.
    const { settings, problems } = serverRendered
      ? await readBrowserSettingsInTasks(document, nextTask)
      : readBrowserSettings(document);
    markBootStage('settings-read');
    if (serverRendered) await nextTask();
    const env = browserEnvironment(
      window,
      document,
      settings,
      serverRendered ? renderedAtOf(rootElement) : undefined,
    );
    const container = createContainer(env);
    // The bot check of forms the app does not render (the agency's own HTML): a small chunk, later.
    startFormBotCheck(container, env);
    markBootStage('container-built');
    if (problems.length > 0) {
      console.warn(
        `Agency settings: ${problems.length} part(s) missing or invalid; defaults used.\n` +
          problems.join('\n'),
      );
    }
    // A server-rendered page has the brand already (the platform's style): only what differs is set.
    const rendered = serverRendered ? getComputedStyle(document.documentElement) : undefined;
    applyTheme(
      document.documentElement,
      settings.theme,
      rendered && ((name) => rendered.getPropertyValue(name)),
    );
    const chunk = pageChunkOf(settings.page.identifier);
    if (chunk) {
      // On failure (or when it is very late) the page renders lazily: its loading state, then
      // the page, or its error boundary telling the visitor.
      const arrived = await settledWithin(loadPage(chunk, container), PAGE_CHUNK_WAIT_MS);
      markBootStage(arrived ? 'page-chunk-loaded' : 'page-chunk-late');
      if (!arrived)
        console.warn(
          `The page's code (${chunk}) took over ${PAGE_CHUNK_WAIT_MS / 1000} s to load; starting without it.`,
        );
    }
    // Resolving a service the first time is the container's slow part: do it before hydrating,
    // a few services per task, so hydration itself only renders.
    if (serverRendered) await warmUp(container);
    markBootStage('warmed-up');
    let mounted = false;
    const ready = () => {
      if (env.clock instanceof PageRenderClock) env.clock.settle();
      markBootStage('mounted');
      // The page now answers every interaction (browser tests and monitoring wait for this).
      rootElement.setAttribute(APP_READY_ATTRIBUTE, '');
    };
    const onMounted = () => {
      mounted = true;
      // The views' view-models start after the hydrated tree is committed, one per task.
      void releaseStarts().then(ready);
    };
    // While hydrating, the views' starts wait for the commit (ui/start-queue.ts).
    if (serverRendered) holdStarts();
    const app = <SiteRoot container={container} onMounted={onMounted} />;
    // Hydrating as a transition lets React yield to the browser between components (no long
    // task), while the server's markup already shows the page and any early click is replayed;
    // a hydration that never commits gives way to a fresh render (app/hydrate.ts).
    markBootStage('hydrating');
    const onUncaughtError = reportUncaught(rootElement);
    if (serverRendered) {
      hydrateWithFallback(rootElement, app, {
        waitMs: HYDRATION_WAIT_MS,
        committed: () => mounted,
        onUncaughtError,
        onAbandon: () => {
          markBootStage('hydration-abandoned');
          console.warn(
            `Hydration did not finish within ${HYDRATION_WAIT_MS / 1000} s; rendering the page afresh.`,
          );
        },
      });
    } else {
      createRoot(rootElement, { onUncaughtError }).render(app);
    }
  } catch (error) {
    markBootStage('failed');
    rootElement.setAttribute(APP_FAILED_ATTRIBUTE, '');
    console.error('The site could not start', error);
    // A server-rendered page stays as it is (readable, its links work) with a bar saying its
    // code failed; an empty one says so in its place.
    if (serverRendered) showCodeFailure(document, () => window.location.reload());
    else showFailure(rootElement);
  }
}
