/**
 * The property search that opens the home page's hero and the page-not-found page:
 * buy or rent, a location with place suggestions, bedrooms and price, leading to the results page.
 * The results page's form model, shown without the "More filters" panel; the page's factory builds
 * it (app/pages/home.page.ts, not-found.page.ts) with this function, which decodes the page's places.
 */
import { reportProblems } from '../services/service-logger.js';
import { applyDefaultStatus, decodePlaces } from '../../core/index.js';
import type { LoggerPort, NavigationPort, SiteSettings } from '../../core/index.js';
import { SearchFormModel } from './search-form.view-model.js';

/**
 * A quick search's form model: a plain sales search, the page's places (what cannot be used is
 * logged), the theme's default status.
 */
export function quickSearchModel(
  settings: SiteSettings,
  navigation: NavigationPort,
  logger: LoggerPort,
): SearchFormModel {
  const defaultStatus = settings.preferences.default_search_status;
  const problems: string[] = [];
  const places = decodePlaces(settings.page.data['places'], problems);
  reportProblems(logger, 'Page data', problems);
  return new SearchFormModel({
    search: applyDefaultStatus({ channel: 'sales' }, defaultStatus),
    places,
    navigation,
    ...(defaultStatus ? { defaultStatus } : {}),
  });
}
