/**
 * The viewing form, the agency forms (new homes, '#/form/{id}') and the legacy entry points, bound
 * when the overlay layer's chunk arrives (app/overlays.chunk.ts). What each route opens is decided
 * here from the page's settings: the property to view (and, by core's contact routing, the
 * department its lead goes to), the new-homes form of a development's page, the agency forms the
 * page data lists. Part of the composition: concrete classes are wired here, views ask the
 * container by token.
 *
 * The legacy entry points are followed from here too, for the page's life: a press on an element
 * with class hfview__open, or the rda_viewing event, opens '#/book-a-viewing' (the viewing form's
 * code loads only then). The overlay layer's chunk arrives when the page is first idle (or an
 * overlay is asked for), so that is when the page starts listening.
 */
import { reportProblems } from '../../ui/services/service-logger.js';
import type { Bindings } from '../registry.js';
import {
  REGISTER_FOR_SIMILAR_HOMES,
  decodeAgencyForm,
  decodeAgencyForms,
  listingStanding,
  propertyBranch,
  propertyEnquiry,
  viewingsClosedText,
  overlayHref,
} from '../../core/index.js';
import type { ContentBlock, LoggerPort, SiteSettings } from '../../core/index.js';
import {
  DomLegacyEntryPoints,
  globalLegacyWindow,
} from '../../adapters/browser/dom-legacy-entry-points.adapter.js';
import { TOKENS } from '../../ui/tokens.js';
import { PAGE_CONTENT_BLOCKS, bindPageContentBlocks } from '../pages/content-blocks.bindings.js';
import type { AgencyFormTarget } from '../../ui/leads/agency-form.view-model.js';
import { LeadRouteViewModel } from '../../ui/leads/lead-route.view-model.js';
import { LegacyCalendarViewModel } from '../../ui/leads/legacy-calendar.view-model.js';
import { ViewingFormViewModel } from '../../ui/leads/viewing-form.view-model.js';
import { NEW_HOMES_FORM_KEY } from '../../ui/leads/viewing-routes.js';
import {
  ContactFallbackViewModel,
  type ContactRoute,
} from '../../ui/overlays/contact-fallback.view-model.js';

/** The agency contact modal's words when a route has no form to show. */
const NO_VIEWING = {
  title: 'Book a viewing',
  intro: 'To arrange a viewing, get in touch and tell us which property you would like to see:',
};

/** '#/book-a-viewing' on a home no longer marketed: why there is no viewing, and similar homes instead. */
function viewingsClosed(notice: string): ContactRoute {
  return {
    title: 'Book a viewing',
    intro: `${viewingsClosedText(notice)} We will gladly tell you about similar homes:`,
    action: {
      href: overlayHref('registerSimilar'),
      label: REGISTER_FOR_SIMILAR_HOMES,
    },
  };
}
const NO_NEW_HOMES_FORM = {
  title: 'Register your interest',
  intro: 'Our new homes team will be glad to tell you more:',
};
const NO_AGENCY_FORM = {
  title: 'Send us your details',
  intro: 'This form is not available just now, but our team will be glad to help:',
};

/**
 * The form a route key names on this page: the development's new-homes form, or an agency form by
 * id, from the page's forms or one of its form blocks.
 */
function agencyFormTarget(
  settings: SiteSettings,
  blocks: readonly ContentBlock[],
  key: string,
  logger: LoggerPort,
): AgencyFormTarget | undefined {
  const problems: string[] = [];
  const { data } = settings.page;
  let target: AgencyFormTarget | undefined;
  if (key === NEW_HOMES_FORM_KEY) {
    const form = decodeAgencyForm(data['new_homes_form'], 'page.data.new_homes_form', problems);
    const { property } = settings;
    target = form && property ? { form, development: property } : undefined;
  } else {
    const fromBlocks = blocks.flatMap((block) => (block.type === 'formBlock' ? [block.form] : []));
    const form = [
      ...decodeAgencyForms(data['forms'], 'page.data.forms', problems),
      ...fromBlocks,
    ].find((candidate) => candidate.id === key);
    target = form ? { form } : undefined;
  }
  reportProblems(logger, 'Page data', problems);
  return target;
}

export function bindViewingForms(container: Bindings): void {
  if (container.isBound(TOKENS.viewingRoute)) return;

  // '#/book-a-viewing': the page's property, its branch and the department core's routing chose.
  container
    .bind(TOKENS.viewingRoute)
    .toResolvedValue(
      (settings, clock, leads, captcha, notifier, navigation, drafts, chunkLoader, analytics) => {
        const { property } = settings;
        const notice = property
          ? listingStanding(
              property,
              { displaySstcStatusAsSold: settings.theme.displaySstcStatusAsSold },
              clock.now(),
            ).notice
          : undefined;
        if (notice !== undefined) {
          return new LeadRouteViewModel<ViewingFormViewModel>(
            undefined,
            new ContactFallbackViewModel(settings, chunkLoader),
            viewingsClosed(notice),
            chunkLoader,
          );
        }
        const branch = property
          ? propertyBranch(property, settings.branches, settings.branchIdContactModal)
          : undefined;
        const route = property && branch ? propertyEnquiry(property, branch) : undefined;
        const form = property
          ? new ViewingFormViewModel({
              property,
              branch,
              departmentId: route?.kind === 'department' ? route.department.id : undefined,
              telephone: route?.telephone ?? settings.header.agencyContactTelephone,
              today: clock.now(),
              leads,
              captcha,
              notifier,
              navigation,
              drafts,
              analytics,
              flashMessages: settings.theme.flashMessages,
            })
          : undefined;
        return new LeadRouteViewModel(
          form,
          new ContactFallbackViewModel(settings, chunkLoader),
          NO_VIEWING,
          chunkLoader,
        );
      },
      [
        TOKENS.settings,
        TOKENS.clock,
        TOKENS.leads,
        TOKENS.captcha,
        TOKENS.notifier,
        TOKENS.navigation,
        TOKENS.leadDrafts,
        TOKENS.chunkLoader,
        TOKENS.analytics,
      ],
    )
    .inTransientScope();

  // '#/new-homes-enquiry' and '#/form/{id}': the forms' chunk binds their view-model as it arrives.
  const loadAgencyForm = async () => {
    const chunk = await import('./agency-form.chunk.js');
    chunk.bind(container);
    return chunk;
  };
  bindPageContentBlocks(container);
  container
    .bind(TOKENS.agencyFormRoute)
    .toResolvedValue(
      (settings, chunkLoader, logger, blocks) => (key: string) =>
        new LeadRouteViewModel(
          agencyFormTarget(settings, blocks, key, logger),
          new ContactFallbackViewModel(settings, chunkLoader),
          key === NEW_HOMES_FORM_KEY ? NO_NEW_HOMES_FORM : NO_AGENCY_FORM,
          chunkLoader,
          loadAgencyForm,
        ),
      [TOKENS.settings, TOKENS.chunkLoader, TOKENS.logger, PAGE_CONTENT_BLOCKS],
    );

  // The legacy calendar script behind '#/book_a_valuation' (SPEC §2); the viewing requests are
  // followed from the page's start (the shell).
  const legacy = new DomLegacyEntryPoints({
    window: globalLegacyWindow,
    scriptLoader: container.get(TOKENS.scriptLoader),
  });
  container
    .bind(TOKENS.legacyCalendarRoute)
    .toResolvedValue(
      (settings, navigation, logger, chunkLoader) =>
        new LegacyCalendarViewModel({
          legacy,
          navigation,
          logger,
          contact: new ContactFallbackViewModel(settings, chunkLoader),
        }),
      [TOKENS.settings, TOKENS.navigation, TOKENS.logger, TOKENS.chunkLoader],
    )
    .inTransientScope();
}
