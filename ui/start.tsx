/**
 * Starts the site in the browser (loaded by ui/boot.tsx once the page has painted): read and
 * decode the settings object, build the container, apply the brand, and hydrate the platform's
 * server-rendered page (or render it when #root is empty). Whatever the settings hold, the
 * visitor gets a page.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Container, ServiceIdentifier } from 'inversify';
import { ALL_TOKENS, browserEnvironment, createContainer, PageRenderClock, readBrowserSettings } from '../composition-root.js';
import { RENDERED_AT_ATTRIBUTE, SiteRoot } from './app/app.view.js';
import { applyTheme } from './app/theme.js';
import { loadPageChunk, pageChunkOf } from './pages/page.view.js';

/** Set on #root once the first render is committed (hydrated, or rendered from scratch). */
const APP_READY_ATTRIBUTE = 'data-app-ready';

function renderedAtOf(rootElement: Element): Date | undefined {
  const value = rootElement.getAttribute(RENDERED_AT_ATTRIBUTE);
  const time = value === null ? NaN : Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** Resolves in a new task (after the browser has had the chance to paint and handle input). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves every service once (singletons are then built, plans cached), yielding between groups. */
async function warmUp(container: Container): Promise<void> {
  const GROUP = 8;
  for (let i = 0; i < ALL_TOKENS.length; i += GROUP) {
    await nextTask();
    for (const token of ALL_TOKENS.slice(i, i + GROUP)) container.get(token as ServiceIdentifier<unknown>);
  }
  await nextTask();
}

function showFailure(rootElement: Element): void {
  rootElement.innerHTML =
    '<div class="container section"><h1 class="page-title">Sorry, this page could not be shown</h1>' +
    '<p>Please <a href="">refresh the page</a>, or go to the <a href="/">home page</a>.</p></div>';
}

/**
 * Hydrates the platform's server-rendered markup when #root holds some, else renders from
 * scratch. The page's own chunk is awaited first (it is already preloaded), so the first client
 * render is the server's tree and never a loading fallback.
 */
export async function start(): Promise<void> {
  const rootElement = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const serverRendered = rootElement.firstElementChild !== null;
  try {
    // The page is already on screen: each step below is a task of its own, so the browser can
    // paint and answer input between loading the code, decoding the settings and hydrating.
    if (serverRendered) await nextTask();
    const { settings, problems } = readBrowserSettings(window, document);
    if (serverRendered) await nextTask();
    const env = browserEnvironment(window, document, settings, serverRendered ? renderedAtOf(rootElement) : undefined);
    const container = createContainer(env);
    if (problems.length > 0) {
      console.warn(`Agency settings: ${problems.length} part(s) missing or invalid; defaults used.\n` + problems.join('\n'));
    }
    applyTheme(document.documentElement, settings.theme);
    const chunk = pageChunkOf(settings.page.identifier);
    if (chunk) {
      // On failure the page renders lazily and its error boundary tells the visitor.
      await loadPageChunk(chunk).catch(() => undefined);
    }
    // Resolving a service the first time is the container's slow part: do it before hydrating,
    // a few services per task, so hydration itself only renders.
    if (serverRendered) await warmUp(container);
    const onMounted = () => {
      if (env.clock instanceof PageRenderClock) env.clock.settle();
      // The page now answers every interaction (browser tests and monitoring wait for this).
      rootElement.setAttribute(APP_READY_ATTRIBUTE, '');
    };
    const app = <SiteRoot container={container} onMounted={onMounted} />;
    // Hydrating as a transition lets React yield to the browser between components (no long
    // task), while the server's markup already shows the page and any early click is replayed.
    if (serverRendered) startTransition(() => void hydrateRoot(rootElement, app));
    else createRoot(rootElement).render(app);
  } catch (error) {
    console.error('The site could not start', error);
    // A server-rendered page stays as it is (readable, its links work); an empty one says so.
    if (!serverRendered) showFailure(rootElement);
  }
}

