/**
 * The agency forms' chunk (the new-homes interest form and the agency's other forms, such as a
 * careers form with its file-upload field), loaded when '#/new-homes-enquiry' or '#/form/{id}'
 * first opens: the forms' component, and `bind`, which adds their view-model factory as the chunk
 * arrives. The address lookup (and rxjs with it) comes with this chunk, never with the overlay
 * layer or a page. Part of the composition: concrete classes are wired here, the form asks the
 * container by token.
 */
import type { Bindings } from '../registry.js';
import { TOKENS } from '../../ui/tokens.js';
import {
  AgencyFormViewModel,
  type AgencyFormTarget,
} from '../../ui/leads/agency-form.view-model.js';

export { default } from '../../ui/leads/agency-form.view.js';

export function bind(container: Bindings): void {
  if (container.isBound(TOKENS.agencyFormViewModel)) return;
  container.bind(TOKENS.agencyFormViewModel).toResolvedValue(
    (settings, addressLookup, leads, captcha, notifier, navigation, drafts, analytics) =>
      (target: AgencyFormTarget) =>
        new AgencyFormViewModel({
          ...target,
          pagePath: settings.page.path,
          flashMessages: settings.theme.flashMessages,
          addressLookup,
          leads,
          captcha,
          notifier,
          navigation,
          drafts,
          analytics,
        }),
    [
      TOKENS.settings,
      TOKENS.addressLookup,
      TOKENS.leads,
      TOKENS.captcha,
      TOKENS.notifier,
      TOKENS.navigation,
      TOKENS.leadDrafts,
      TOKENS.analytics,
    ],
  );
}
