/**
 * The property search that opens the home page's hero and the page-not-found page (issue 8 §3):
 * buy or rent, a location with place suggestions, bedrooms and price, leading to the results page.
 * The same form model and view as the results page's search, without the "More filters" panel.
 */
import { useState } from 'react';
import { applyDefaultStatus, decodePlaces } from '../../core/index.js';
import type { NavigationPort, SiteSettings } from '../../core/index.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { SearchFormModel } from './search-form.view-model.js';
import { SearchFormView } from './search-form.view.js';

/** A quick search's form model: a plain sales search, the page's places, the theme's default status. */
export function quickSearchModel(settings: SiteSettings, navigation: NavigationPort, problems: string[]): SearchFormModel {
  const defaultStatus = settings.preferences.default_search_status;
  return new SearchFormModel({
    search: applyDefaultStatus({ channel: 'sales' }, defaultStatus),
    places: decodePlaces(settings.page.data['places'], problems),
    navigation,
    ...(defaultStatus ? { defaultStatus } : {}),
  });
}

/** The connected quick search: settings and navigation from the container. */
export function QuickSearch({ label }: { readonly label?: string }) {
  const settings = useInjection(TOKENS.settings);
  const navigation = useInjection(TOKENS.navigation);
  const [vm] = useState(() => {
    const problems: string[] = [];
    const model = quickSearchModel(settings, navigation, problems);
    if (problems.length > 0) console.warn(`Page data has ${problems.length} problem(s):\n${problems.join('\n')}`);
    return model;
  });
  return <SearchFormView vm={vm} compact label={label ?? 'Property search'} />;
}
