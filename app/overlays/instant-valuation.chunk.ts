/**
 * The instant valuation modal's chunk (SPEC §2 '#/valuation', 'Loading Instant Valuation'), loaded
 * when the route first opens: the modal, and `bind`, which adds its view-model to the container as
 * the chunk arrives. Part of the composition.
 *
 * The estimate's adapter arrives with the modal, the only screen that asks for one: it has no
 * token (a token would weigh on every page's boot), and its HTTP client is the platform's own
 * origin and authenticity token, as the composition root's is.
 */
import type { Bindings } from '../registry.js';
import type { InstantValuationPort } from '../../core/index.js';
import { FetchInstantValuationAdapter } from '../../adapters/http/fetch-instant-valuation.adapter.js';
import { HttpClient } from '../../adapters/http/http-client.js';
import { TOKENS } from '../../ui/tokens.js';
import { InstantValuationViewModel } from '../../ui/valuation/instant-valuation.view-model.js';

export { default } from '../../ui/valuation/instant-valuation.view.js';

/** The estimate adapter over this page's origin (the browser's fetch, looked up at call time). */
export function browserInstantValuation(
  authenticityToken: () => string,
  win: Pick<Window, 'fetch' | 'location'> = globalThis as unknown as Window,
): FetchInstantValuationAdapter {
  const http = new HttpClient({
    fetch: (input, init) => win.fetch(input, init),
    baseUrl: win.location.origin,
    authenticityToken,
  });
  return new FetchInstantValuationAdapter(http);
}

/** `estimates`: the estimate port to use instead of the browser's (tests). */
export function bind(container: Bindings, estimates?: InstantValuationPort): void {
  if (container.isBound(TOKENS.instantValuationViewModel)) return;
  container
    .bind(TOKENS.instantValuationViewModel)
    .toResolvedValue(
      (settings, addressLookup, notifier, drafts) => {
        // Built at the first estimate asked for, not with the view-model (which may be built where there is no page).
        let browser: InstantValuationPort | undefined;
        const port: InstantValuationPort = estimates ?? {
          estimate: (request) =>
            (browser ??= browserInstantValuation(() => settings.authenticityToken)).estimate(
              request,
            ),
        };
        return new InstantValuationViewModel({ estimates: port, addressLookup, notifier, drafts });
      },
      [TOKENS.settings, TOKENS.addressLookup, TOKENS.notifier, TOKENS.leadDrafts],
    )
    .inTransientScope();
}
