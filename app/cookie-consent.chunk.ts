/**
 * The cookie banner's chunk (SPEC §3 cookie_consent_config, §7 GET /analytics_code and POST
 * /ajax-events/logs): the banner's view-model, the consent rules and the two adapters only it
 * uses (the analytics code's fetch and the snippet injector), so none of them weighs on a page's
 * initial JavaScript. The shell loads it at the page's first idle moment when the agency has a
 * banner, or at once when the footer's 'Cookie settings' is pressed (composition-root.ts). Part of
 * the composition, like app/overlays.chunk.ts. It is given the page's HTTP client, the analytics
 * gate and the document rather than importing the composition root: a chunk that imports the root
 * reaches all of the boot code, and esbuild then splits the page's initial JavaScript into more
 * files (measured: +1 KB gzip on every page).
 *
 * The banner's view-model is one per page (a singleton here, unlike other view-models): the shell
 * shows it in the banner's view (in every page's start) and starts it.
 */
import type { Bindings } from './registry.js';
import type { ConsentCookiePort } from '../core/index.js';
import { FetchAnalyticsCodeAdapter } from '../adapters/http/fetch-analytics-code.adapter.js';
import type { HttpClient } from '../adapters/http/http-client.js';
import { DomPageSnippets } from '../adapters/browser/dom-page-snippets.adapter.js';
import { TOKENS } from '../ui/tokens.js';
import {
  CookieConsentViewModel,
  type ConsentGate,
} from '../ui/consent/cookie-consent.view-model.js';
import type { CookieConsentLayer } from '../ui/app/shell.view-model.js';

/** What the chunk needs from the page that the container does not hold. */
export interface CookieConsentWorld {
  /** The page's HTTP client (GET /analytics_code goes to the page's own origin). */
  readonly http: HttpClient;
  /** The analytics port's gate, told the visitor's choice. */
  readonly gate: ConsentGate;
  readonly document: () => Document;
  /** The cookie mirroring the choice for the platform's server. */
  readonly cookie: ConsentCookiePort;
}

export function bind(container: Bindings, world: CookieConsentWorld): void {
  if (container.isBound(TOKENS.cookieConsentViewModel)) return;
  // The analytics code's fetch and the snippet injector serve this view-model only: built here.
  const analyticsCode = new FetchAnalyticsCodeAdapter(world.http);
  const snippets = new DomPageSnippets({ document: world.document });
  container.bind(TOKENS.cookieConsentViewModel).toResolvedValue(
    (settings, storage, clock, tracking, notifier, logger) =>
      new CookieConsentViewModel({
        settings,
        gate: world.gate,
        storage,
        cookie: world.cookie,
        clock,
        tracking,
        analyticsCode,
        snippets,
        notifier,
        logger,
      }),
    [
      TOKENS.settings,
      TOKENS.storage,
      TOKENS.clock,
      TOKENS.tracking,
      TOKENS.notifier,
      TOKENS.logger,
    ],
  );
}

/** Binds the chunk's services (once) and answers what the shell shows and calls. */
export function open(container: Bindings, world: CookieConsentWorld): CookieConsentLayer {
  bind(container, world);
  const vm = container.get(TOKENS.cookieConsentViewModel);
  return { model: vm, start: () => vm.start(), changeChoice: () => vm.changeChoice() };
}
