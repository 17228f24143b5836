/**
 * The book-a-valuation modal's chunk (SPEC §2 '#/book-a-valuation'), loaded when the route first
 * opens: the modal, and `bind`, which adds its view-model to the container as the chunk arrives.
 * Part of the composition: concrete classes are wired here, the modal asks the container by token.
 */
import type { Bindings } from '../registry.js';
import { TOKENS } from '../../ui/tokens.js';
import { BookValuationViewModel } from '../../ui/valuation/book-valuation.view-model.js';

export { default } from '../../ui/valuation/book-valuation.view.js';

export function bind(container: Bindings): void {
  if (container.isBound(TOKENS.bookValuationViewModel)) return;
  // One per opening of the modal; what was typed lives on in the page's lead drafts.
  container
    .bind(TOKENS.bookValuationViewModel)
    .toResolvedValue(
      (settings, leads, captcha, notifier, analytics, branchLookup, addressLookup, clock, drafts) =>
        new BookValuationViewModel({
          settings,
          leads,
          captcha,
          notifier,
          analytics,
          branchLookup,
          addressLookup,
          clock,
          drafts,
        }),
      [
        TOKENS.settings,
        TOKENS.leads,
        TOKENS.captcha,
        TOKENS.notifier,
        TOKENS.analytics,
        TOKENS.branchLookup,
        TOKENS.addressLookup,
        TOKENS.clock,
        TOKENS.leadDrafts,
      ],
    )
    .inTransientScope();
}
