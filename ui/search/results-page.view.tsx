/**
 * The results page (issue 4 §1) for the identifiers properties#index, counties#show,
 * postcodes#show, locations#show, countries#show and branches#properties: heading, search form,
 * the result count (a polite status), sort, grid/list layout, map view link, save search, the
 * property cards, pagination links and a helpful empty state.
 *
 * `ResultsPage` is the connected page (no props); `ResultsView` renders a ResultsViewModel.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { PropertyCard } from '../../core/property/property.js';
import type { ThemeSettings } from '../../core/settings/settings.codec.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { PropertyCardView } from '../property/property-card.view.js';
import { SavePropertyButton } from '../user/save-property-button.view.js';
import { decodeResultsPage } from './results-page-data.js';
import { RESULTS_MESSAGES, ResultsViewModel, type ResultsLayout } from './results.view-model.js';
import { SearchFormView } from './search-form.view.js';
import { SORT_CHOICES } from './search-options.js';

export type ResultsTheme = Pick<
  ThemeSettings,
  'displaySstcStatusAsSold' | 'displayStudentPropertyAsPppw' | 'displayPppwWithoutBedroomDivision' | 'displayAcreageIconOnPropertyResults'
>;

export interface ResultsViewProps {
  readonly vm: ResultsViewModel;
  readonly now: Date;
  readonly theme: ResultsTheme;
  /** The save toggle of a card (the connected page passes SavePropertyButton). */
  readonly renderSave?: (card: PropertyCard) => ReactNode;
}

const LAYOUTS: readonly { value: ResultsLayout; label: string; path: string }[] = [
  { value: 'grid', label: 'Grid', path: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { value: 'list', label: 'List', path: 'M4 5h16M4 12h16M4 19h16' },
];

const Toolbar = observer(function Toolbar({ vm }: { vm: ResultsViewModel }) {
  const sortId = useId();
  return (
    <div className="results-toolbar">
      <p className="results-toolbar__count" role="status" aria-live="polite">
        {vm.navigating ? RESULTS_MESSAGES.updating : vm.countText}
      </p>
      <div className="results-toolbar__controls">
        <div className="results-toolbar__sort">
          <label htmlFor={sortId}>Sort by</label>
          <select id={sortId} className="search-form__select" value={vm.search.sorted ?? ''} onChange={(e) => vm.changeSort(e.target.value)} disabled={vm.navigating}>
            {vm.search.sorted === undefined && <option value="">Recommended</option>}
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>{choice.label}</option>
            ))}
          </select>
        </div>
        <div className="layout-toggle" role="group" aria-label="Layout">
          {LAYOUTS.map((layout) => (
            <button
              key={layout.value}
              type="button"
              className="layout-toggle__button"
              aria-pressed={vm.layout === layout.value}
              onClick={() => vm.setLayout(layout.value)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d={layout.path} fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
              <span>{layout.label}</span>
            </button>
          ))}
        </div>
        <a className="button button--secondary results-toolbar__map" href="#/map">
          Map view
        </a>
        <SaveSearchButton vm={vm} />
      </div>
    </div>
  );
});

const SaveSearchButton = observer(function SaveSearchButton({ vm }: { vm: ResultsViewModel }) {
  const saved = vm.searchSaved;
  return (
    <button type="button" className="button button--secondary save-search" aria-pressed={saved} disabled={vm.savingSearch} onClick={() => void vm.saveSearch()}>
      {saved ? 'Search saved' : 'Save this search'}
    </button>
  );
});

const EmptyState = observer(function EmptyState({ vm }: { vm: ResultsViewModel }) {
  const links = vm.widenLinks;
  return (
    <section className="results-empty" aria-labelledby="results-empty-title">
      <h2 id="results-empty-title">No properties match this search yet</h2>
      <p>New homes come onto the market every week. Widen your search, or save it and we will show you matches as they arrive.</p>
      {links.length > 0 && (
        <ul className="results-empty__links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
      <SaveSearchButton vm={vm} />
    </section>
  );
});

const Pagination = observer(function Pagination({ vm }: { vm: ResultsViewModel }) {
  const links = vm.paginationLinks;
  if (links.previous === undefined && links.next === undefined) return null;
  return (
    <nav className="pagination" aria-label="Results pages">
      {links.previous !== undefined ? (
        <a className="button button--secondary pagination__step" href={links.previous} rel="prev">
          Previous<span className="visually-hidden"> page</span>
        </a>
      ) : (
        <span className="pagination__step pagination__step--none" aria-hidden="true" />
      )}
      <ul className="pagination__pages">
        {links.pages.map((link, i) =>
          link === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">…</li>
          ) : (
            <li key={link.page}>
              <a className="pagination__page" href={link.href} {...(link.current ? { 'aria-current': 'page' as const } : {})}>
                <span className="visually-hidden">Page </span>
                {link.page}
              </a>
            </li>
          ),
        )}
      </ul>
      {links.next !== undefined ? (
        <a className="button button--primary pagination__step" href={links.next} rel="next">
          Next<span className="visually-hidden"> page</span>
        </a>
      ) : (
        <span className="pagination__step pagination__step--none" aria-hidden="true" />
      )}
    </nav>
  );
});

export const ResultsView = observer(function ResultsView({ vm, now, theme, renderSave }: ResultsViewProps) {
  const pppw = {
    displayStudentPropertyAsPppw: theme.displayStudentPropertyAsPppw,
    displayPppwWithoutBedroomDivision: theme.displayPppwWithoutBedroomDivision,
  };
  return (
    <div className="results-page">
      <div className="results-hero">
        <div className="container">
          <h1 className="results-hero__title">{vm.heading}</h1>
          <SearchFormView vm={vm} />
        </div>
      </div>
      <div className="container results-body">
        <Toolbar vm={vm} />
        {vm.isEmpty ? (
          <EmptyState vm={vm} />
        ) : (
          <ul className={`results results--${vm.layout}`} aria-label="Properties" aria-busy={vm.navigating}>
            {vm.results.map((card, index) => (
              <li key={card.property_id} className="results__item">
                <PropertyCardView
                  card={card}
                  index={index}
                  now={now}
                  headingLevel={2}
                  layout={vm.layout}
                  displaySstcStatusAsSold={theme.displaySstcStatusAsSold}
                  pppw={pppw}
                  showAcreage={theme.displayAcreageIconOnPropertyResults}
                  save={renderSave?.(card)}
                  onOpen={vm.cardOpened}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination vm={vm} />
      </div>
    </div>
  );
});

/** `#/map` and `#map` both mean the map view. */
function mapViewOpen(): boolean {
  return typeof window !== 'undefined' && /^#\/?map$/.test(window.location.hash);
}

/** The connected results page: builds its view-model from the page and the app's services. */
export function ResultsPage() {
  const settings = useInjection(TOKENS.settings);
  const navigation = useInjection(TOKENS.navigation);
  const tracking = useInjection(TOKENS.tracking);
  const storage = useInjection(TOKENS.storage);
  const searchHistory = useInjection(TOKENS.searchHistory);
  const savedSearches = useInjection(TOKENS.savedSearchesService);
  const notifier = useInjection(TOKENS.notifier);
  const clock = useInjection(TOKENS.clock);
  const [vm] = useState(() => {
    const problems: string[] = [];
    const page = decodeResultsPage(settings, problems);
    if (problems.length > 0) console.warn(`Results page data has ${problems.length} problem(s):\n${problems.join('\n')}`);
    return new ResultsViewModel({ page, navigation, tracking, storage, searchHistory, savedSearches, notifier, mapViewOpen });
  });
  useEffect(() => vm.start(), [vm]);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) vm.pageShown();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [vm]);
  return (
    <ResultsView
      vm={vm}
      now={clock.now()}
      theme={settings.theme}
      renderSave={(card) => <SavePropertyButton propertyId={card.property_id} address={card.display_address} card={card} />}
    />
  );
}

export default ResultsPage;
