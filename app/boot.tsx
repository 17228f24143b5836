/**
 * The boot entry the platform loads on every page: the site's styles, and the start of the app
 * (app/start.tsx) once the browser has painted the server-rendered page and its largest picture.
 * The platform preloads the app's code with this entry (dist/manifest.json lists the files of each
 * page kind), so nothing waits on the network here; only its evaluation waits, so it never delays
 * a paint.
 */
import '../ui/styles/base.css';
import '../ui/header/header.styles.js';
import '../ui/toasts/toasts.styles.js';
import '../ui/modal/modal.styles.js';
import '../ui/styles/pages.css';
import '../ui/calculator/calculator.styles.js';
import '../ui/map/map.styles.js';
import '../ui/search/search.styles.js';
import '../ui/user/user.styles.js';
import '../ui/property-page/property-page.styles.js';
import '../ui/leads/leads.styles.js';
import '../ui/valuation/valuation.styles.js';
import '../ui/carousel/carousel.styles.js';
import '../ui/video/video.styles.js';
import '../ui/content-blocks/content-blocks.styles.js';
import '../ui/articles/articles.styles.js';
import '../ui/consent/consent.styles.js';
import '../ui/branches/branches.styles.js';
import { markBootStage } from '../ui/app/boot-marks.js';
import { nextTask } from '../ui/app/next-task.js';
import { pageChunkOf } from '../ui/pages/page-chunks.js';
import { readEmbeddedSettings } from '../adapters/settings/dom-settings.adapter.js';
import { failureNotice, showCodeFailure } from './failure-notice.js';
import type * as StartModule from './start.js';

/**
 * The longest wait for a painted frame: a page that produces no frame (a background tab that
 * still reports itself visible, a busy compositor) starts anyway.
 */
const PAINT_WAIT_MS = 250;

/** Resolves after the next frame has been painted (or at once when the page is hidden). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const fallback = setTimeout(resolve, PAINT_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * The files boot imports, which build.mjs writes in: the vendor file (React and React DOM, the
 * same on every page), each page kind's start (the app with the kind's own page code) by kind,
 * and `other`, the start of pages without code of their own.
 */
declare const __APP_FILES__: {
  readonly vendor: string;
  readonly starts: Readonly<Record<string, string>>;
  readonly other: string;
};

/**
 * The start of this page's kind: the page identifier in the platform's settings says which
 * (ui/pages/page-chunks.ts, the rule the app itself follows). Settings that cannot be read get the
 * start of pages without code of their own, which then reports the settings' problem.
 */
function startOfThisPage(): string {
  const { raw } = readEmbeddedSettings(document);
  const page =
    typeof raw === 'object' && raw !== null ? (raw as { page?: unknown }).page : undefined;
  const identifier =
    typeof page === 'object' && page !== null
      ? (page as { identifier?: unknown }).identifier
      : undefined;
  const kind = pageChunkOf(typeof identifier === 'string' ? identifier : undefined);
  return (kind && __APP_FILES__.starts[kind]) || __APP_FILES__.other;
}

/**
 * React DOM is evaluated in a task of its own, before the rest of the app: the two together were
 * one task of 85–100 ms at 4× CPU slowdown (a cold home page; V8's compile hint already on), in
 * two they are under 50 ms each. The vendor file holds React and React DOM alone, so importing it
 * is that task; the platform preloads it with the rest.
 */
async function evaluateReactDomFirst(): Promise<void> {
  await import(/* @vite-ignore */ __APP_FILES__.vendor);
  await nextTask();
}

/** The longest the start waits for the page's largest picture (a slow image must not hold the page back for long). */
const LCP_IMAGE_WAIT_MS = 3000;

/** A picture counts among the page's first ones when it covers at least this share of the window. */
const LARGE_PICTURE_SHARE = 0.05;

/**
 * The page's largest pictures: the image the platform's markup marks fetchpriority="high" (a
 * hero, the first photo) when there is one; else every sizeable image of #root in the window as
 * it first shows (a page of blocks whose first picture is lower down, e.g. an about page).
 */
function largestPictures(): HTMLImageElement[] {
  const marked = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (marked !== null) return [marked];
  const width = window.innerWidth;
  const height = window.innerHeight;
  return [...document.querySelectorAll<HTMLImageElement>('#root img')].filter((image) => {
    const box = image.getBoundingClientRect();
    const visible =
      Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0)) *
      Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, 0));
    return visible >= LARGE_PICTURE_SHARE * width * height;
  });
}

/**
 * Resolves once the page's largest pictures have loaded or failed: the app's evaluation and
 * hydration are long tasks, and a picture must never share the network with our scripts nor wait
 * behind them to be painted (the LCP element is never delayed by our scripts). At
 * once when there is none; after LCP_IMAGE_WAIT_MS at the latest.
 */
function afterLargestImage(): Promise<void> {
  const waiting = largestPictures().filter((image) => !image.complete);
  if (waiting.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = waiting.length;
    const fallback = setTimeout(resolve, LCP_IMAGE_WAIT_MS);
    const done = (): void => {
      left -= 1;
      if (left > 0) return;
      clearTimeout(fallback);
      resolve();
    };
    for (const image of waiting) {
      // Loaded and decoded (an image marked decoding="async" is painted once decoded, maybe frames later).
      image.addEventListener('load', () => void image.decode().then(done, done), { once: true });
      image.addEventListener('error', done, { once: true });
    }
  });
}

/** The longest boot waits for the browser to report the page's largest paint. */
const LCP_REPORT_WAIT_MS = 500;

/**
 * Resolves once the browser has reported a largest contentful paint (at once where it reports
 * none: Safari). On a page whose largest paint is text (a first visit's cookie banner, a heading)
 * the first paint is it, and its report comes a frame or two after the paint itself: a request
 * started before the report counts against that paint (Lighthouse's model puts every request
 * started before it in its way), so none of ours starts before.
 */
function afterLargestPaintReported(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    const finish = (): void => {
      clearTimeout(fallback);
      observer.disconnect();
      resolve();
    };
    const fallback = setTimeout(finish, LCP_REPORT_WAIT_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length > 0) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Asks for the app's code: a server-rendered page lists it in a template (the platform writes it
 * after the markup, sandbox/html.ts), whose preloads go into the head now, all fetched at once.
 * A page rendered in the browser alone has them in its head already.
 */
async function askForTheApp(): Promise<void> {
  const template = document.getElementById('app-preloads');
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  // A few per task, in the template's order (the first needed first): starting a request costs
  // the page's thread about a millisecond (4 at a phone's pace), and some 20 at once were a long task.
  const links = [...template.content.children];
  for (let i = 0; i < links.length; i += PRELOADS_PER_TASK) {
    if (i > 0) await nextTask();
    document.head.append(...links.slice(i, i + PRELOADS_PER_TASK));
  }
}

/** How many of the app's preloads are put in the head per task. */
const PRELOADS_PER_TASK = 4;

markBootStage('boot');
// The pictures are measured once the page has painted: its layout is done by then, so measuring
// costs nothing, where before the first paint it forced the whole layout into boot's own task.
void afterPaint()
  .then(afterLargestImage)
  // The picture is painted before anything of ours is asked for: a request started before the
  // page's largest paint counts against it in a slow network's share-out (and Lighthouse's model).
  .then(afterPaint)
  .then(afterLargestPaintReported)
  .then(askForTheApp)
  .then(afterPaint)
  .then(evaluateReactDomFirst)
  .then(() => import(/* @vite-ignore */ startOfThisPage()) as Promise<typeof StartModule>)
  .then(({ start }) => start())
  .catch((error: unknown) => {
    // The app's code (its start, the vendor file) could not load: a server-rendered page stays
    // readable with a bar that says so and offers to try again; an empty one says so in its place.
    markBootStage('failed');
    console.error('The site could not start', error);
    const root = document.getElementById('root');
    if (root && root.firstElementChild === null) root.append(failureNotice(document));
    else showCodeFailure(document, () => window.location.reload());
  });
