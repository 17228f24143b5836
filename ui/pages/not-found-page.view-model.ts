/**
 * The page-not-found page's view-model (the platform's `not-found` identifier): its heading, the
 * agency's telephone, the property search and the ways on. Built by the page's
 * factory (app/pages/not-found.page.ts), once per page view; it starts nothing.
 */
import { telHref, agencyTelephone, PAGE_PATHS, overlayHref } from '../../core/index.js';
import type { SiteSettings } from '../../core/index.js';
import type { SearchFormModel } from '../search/search-form.view-model.js';

export interface WayOn {
  readonly href: string;
  readonly label: string;
}

export interface NotFoundPageViewModel {
  readonly title: string;
  /** The agency's number as it writes it (the header's, else its first branch's), if it has one. */
  readonly telephone: string | undefined;
  /** Its `tel:` link (core's rule), when the number can be dialled. */
  readonly telephoneHref: string | undefined;
  /** The property search (quick-search.view-model.ts). */
  readonly search: SearchFormModel;
  /** Sales, lettings, the branches, the contact modal and the home page. */
  readonly links: readonly WayOn[];
}

export function notFoundPageViewModel(
  settings: SiteSettings,
  search: SearchFormModel,
): NotFoundPageViewModel {
  const telephone = agencyTelephone(settings);
  return {
    title: settings.page.title || 'Page not found',
    telephone,
    telephoneHref: telephone === undefined ? undefined : telHref(telephone),
    search,
    links: [
      { href: PAGE_PATHS.propertyForSale, label: 'Property for sale' },
      { href: PAGE_PATHS.propertyToRent, label: 'Property to rent' },
      { href: settings.theme.branchesIndexPath, label: 'Our branches' },
      { href: overlayHref('contactOffice'), label: 'Contact us' },
      { href: '/', label: 'Home page' },
    ],
  };
}
