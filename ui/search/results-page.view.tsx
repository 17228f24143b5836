/**
 * The results page for the identifiers properties#index, counties#show,
 * postcodes#show, locations#show, countries#show and branches#properties: heading, search form
 * (folded into a one-line summary on a phone), the filters applied as removable chips, the
 * result count (a polite status), sort, grid/list layout, map view link, save search, the
 * property cards, pagination links and a helpful empty state.
 *
 * `ResultsPage` is the connected page (no props); `ResultsView` renders a ResultsViewModel.
 */
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useId, useMemo, type ReactNode } from 'react';
import { placeDisplayName, REMOVE_FILTER_PREFIX, overlayHref } from '../../core/index.js';
import type { PppwSettings, PropertyCard, IdleSchedulerPort } from '../../core/index.js';
import { IconFrame } from '../content/line-icon.view.js';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { PropertyCardView } from '../property/property-card.view.js';
import { PaginationNav } from '../pagination/pagination-nav.view.js';
import { SavePropertyButtonView } from '../user/save-property-button.view.js';
import { useProgressiveCount } from './progressive-reveal.js';
import type { ResultsLayout, ResultsViewModel } from './results.view-model.js';
import { RESULTS_MESSAGES, pastEndText, type ResultCardDetails } from './results-content.js';
import type { ResultsTheme } from './results-dependencies.js';
import { CrossIcon, SearchFormView, useDisclosure } from './search-form.view.js';
import { SORT_CHOICES } from './search-options.js';

export interface ResultsViewProps {
  readonly vm: ResultsViewModel;
  /**
   * The save toggle of a card (default: the page's own, saving through the view-model). Keep it the
   * same function from render to render: a new one re-renders every card.
   */
  readonly renderSave?: (card: PropertyCard) => ReactNode;
  /** When the remaining cards of a long list are added (default: browser idle time). */
  readonly revealScheduler?: IdleSchedulerPort;
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
          <select
            id={sortId}
            className="search-form__select"
            value={vm.search.sorted ?? ''}
            onChange={(e) => vm.changeSort(e.target.value)}
            disabled={vm.navigating}
          >
            {vm.search.sorted === undefined && <option value="">Recommended</option>}
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
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
              <IconFrame size={18}>
                <path d={layout.path} fill="none" stroke="currentColor" strokeWidth="1.8" />
              </IconFrame>
              <span>{layout.label}</span>
            </button>
          ))}
        </div>
        <a className="button button--secondary results-toolbar__map" href={overlayHref('map')}>
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
    <button
      type="button"
      className="button button--secondary save-search"
      aria-pressed={saved}
      disabled={vm.savingSearch}
      onClick={() => void vm.saveSearch()}
    >
      {saved ? 'Search saved' : 'Save this search'}
    </button>
  );
});

const EmptyState = observer(function EmptyState({ vm }: { vm: ResultsViewModel }) {
  const links = vm.widenLinks;
  return (
    <section className="results-empty" aria-labelledby="results-empty-title">
      <h2 id="results-empty-title">No properties match this search yet</h2>
      <p>
        New homes come onto the market every week. Widen your search, or save it and we will show
        you matches as they arrive.
      </p>
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

/** A page past the last one: it says so and links to the last page. */
const PastEnd = observer(function PastEnd({ vm }: { vm: ResultsViewModel }) {
  const pastEnd = vm.pastEnd;
  if (pastEnd === undefined) return null;
  const text = pastEndText(pastEnd.page, pastEnd.lastPage);
  return (
    <section className="results-empty" aria-labelledby="results-past-end-title">
      <h2 id="results-past-end-title">{text.title}</h2>
      <p>{text.text}</p>
      <p>
        <a className="button button--primary" href={pastEnd.href}>
          {text.link}
        </a>
      </p>
    </section>
  );
});

/** The path named a place the platform does not know: the 'location-not-found' message and places to try. */
const PlaceNotFoundNotice = observer(function PlaceNotFoundNotice({
  vm,
}: {
  vm: ResultsViewModel;
}) {
  const notFound = vm.placeNotFound;
  if (notFound === undefined) return null;
  return (
    <section className="results-notice" role="alert" aria-labelledby="results-notice-title">
      <h2 id="results-notice-title" className="results-notice__title">
        {notFound.message}
      </h2>
      <p>{notFound.explanation}</p>
      {notFound.suggestions.length > 0 && (
        <ul className="results-empty__links results-notice__places">
          {notFound.suggestions.map(({ place, href }) => (
            <li key={place.place_id}>
              <a href={href}>{placeDisplayName(place)}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/**
 * The search form, and on a phone the one-line summary that stands for it: a disclosure button
 * opens the form in place. The form is folded by CSS only where scripts run (a page without them
 * shows the whole form), so the server's markup and the hydrated page are the same.
 */
const FoldedSearchForm = observer(function FoldedSearchForm({ vm }: { vm: ResultsViewModel }) {
  const id = useId();
  const summary = useDisclosure(`${id}-form`);
  return (
    <div className="results-search">
      <button type="button" className="results-search__summary" {...summary.button}>
        <span className="results-search__summary-text">{vm.summary}</span>{' '}
        <span className="results-search__edit">Edit</span>
      </button>
      <div id={`${id}-form`} className="results-search__form">
        <SearchFormView vm={vm.form} />
      </div>
    </div>
  );
});

/** The filters of the shown search beyond the form's main row, each a link that removes it. */
const FilterChips = observer(function FilterChips({ vm }: { vm: ResultsViewModel }) {
  const filters = vm.filters;
  if (filters.length === 0) return null;
  return (
    <ul className="active-filters" aria-label="Filters applied">
      {filters.map((filter) => (
        <li key={filter.key}>
          <a className="active-filter" href={filter.href}>
            <span className="visually-hidden">{REMOVE_FILTER_PREFIX}</span>
            {filter.label}
            <CrossIcon className="active-filter__remove" size={14} strokeWidth={2.4} />
          </a>
        </li>
      ))}
    </ul>
  );
});

/** What a list-layout card adds on a tablet or wider: its summary, the day it was added, its branch to call. */
function ResultCardDetailsView({ details }: { readonly details: ResultCardDetails }) {
  const { summary, added, branch } = details;
  if (summary === undefined && added === undefined && branch === undefined) return null;
  return (
    <div className="property-card__details">
      {summary !== undefined && <p className="property-card__summary">{summary}</p>}
      {added !== undefined && (
        <p className="property-card__date">
          <time dateTime={added.iso}>{added.text}</time>
        </p>
      )}
      {branch !== undefined && (
        <p className="property-card__branch">
          <span className="property-card__branch-name">{branch.name}</span>
          <a className="button button--secondary property-card__call" href={branch.href}>
            {branch.callText}
          </a>
        </p>
      )}
    </div>
  );
}

/** The results' pages as links (the shared pagination view), read from the view-model. */
const Pagination = observer(function Pagination({ vm }: { vm: ResultsViewModel }) {
  return <PaginationNav links={vm.paginationLinks} label="Results pages" />;
});

/** What every card is drawn with, in one object: the memoised cards compare it as a whole. */
interface CardSettings {
  readonly now: Date;
  readonly theme: ResultsTheme;
  readonly pppw: PppwSettings;
  readonly renderSave: (card: PropertyCard) => ReactNode;
}

interface ResultCardProps {
  readonly card: PropertyCard;
  readonly index: number;
  readonly layout: ResultsLayout;
  readonly settings: CardSettings;
  readonly onOpen: (propertyId: string) => void;
  /** What the list layout shows beside a card's body (the view-model's, the same for the page's life). */
  readonly describe: (card: PropertyCard) => ResultCardDetails;
}

/**
 * One result. Memoised on stable props (the card object, the settings, the bound cardOpened), so
 * the list re-rendering for a new batch, a layout or a busy flag leaves the other cards alone.
 * It reads no observable itself; the save toggle inside is the one observer per card.
 */
const ResultCard = memo(function ResultCard({
  card,
  index,
  layout,
  settings,
  onOpen,
  describe,
}: ResultCardProps) {
  const { now, theme, pppw, renderSave } = settings;
  const details = useMemo(
    () => (layout === 'list' ? describe(card) : undefined),
    [layout, describe, card],
  );
  return (
    <li className="results__item">
      <PropertyCardView
        card={card}
        index={index}
        now={now}
        headingLevel={2}
        layout={layout}
        displaySstcStatusAsSold={theme.displaySstcStatusAsSold}
        pppw={pppw}
        showAcreage={theme.displayAcreageIconOnPropertyResults}
        save={renderSave(card)}
        onOpen={onOpen}
        details={details === undefined ? undefined : <ResultCardDetailsView details={details} />}
      />
    </li>
  );
});

interface ResultsListProps {
  readonly vm: ResultsViewModel;
  readonly settings: CardSettings;
  readonly revealScheduler?: IdleSchedulerPort;
}

/**
 * The cards. Reads only the results, the layout and the busy flag, so edits in the search form
 * never reach it. A long list shows its first screenful at once and the rest at idle moments
 * (progressive-reveal.ts); a normal page renders whole.
 */
const ResultsList = observer(function ResultsList({
  vm,
  settings,
  revealScheduler,
}: ResultsListProps) {
  const results = vm.results;
  const shown = useProgressiveCount(results.length, { schedule: revealScheduler ?? vm.idle });
  const layout = vm.layout;
  return (
    <ul className={`results results--${layout}`} aria-label="Properties" aria-busy={vm.navigating}>
      {results.slice(0, shown).map((card, index) => (
        <ResultCard
          key={card.property_id}
          card={card}
          index={index}
          layout={layout}
          settings={settings}
          onOpen={vm.cardOpened}
          describe={vm.cardDetails}
        />
      ))}
    </ul>
  );
});

export const ResultsView = observer(function ResultsView({
  vm,
  renderSave: givenRenderSave,
  revealScheduler,
}: ResultsViewProps) {
  const { now, theme } = vm;
  // One save toggle function for the page's life: a new one would re-render every card.
  const ownRenderSave = useCallback(
    (card: PropertyCard) => <ResultSaveToggle vm={vm} card={card} />,
    [vm],
  );
  const renderSave = givenRenderSave ?? ownRenderSave;
  const studentPerPerson = theme.displayStudentPropertyAsPppw;
  const withoutDivision = theme.displayPppwWithoutBedroomDivision;
  const settings = useMemo(
    () => ({
      now,
      theme,
      pppw: {
        displayStudentPropertyAsPppw: studentPerPerson,
        displayPppwWithoutBedroomDivision: withoutDivision,
      },
      renderSave,
    }),
    [now, theme, studentPerPerson, withoutDivision, renderSave],
  );
  return (
    <div className="results-page">
      <div className="results-hero">
        <div className="container">
          <h1 className="results-hero__title">{vm.heading}</h1>
          <FoldedSearchForm vm={vm} />
        </div>
      </div>
      <div className="container results-body">
        <PlaceNotFoundNotice vm={vm} />
        <FilterChips vm={vm} />
        <Toolbar vm={vm} />
        {vm.pastEnd !== undefined ? (
          <PastEnd vm={vm} />
        ) : vm.isEmpty ? (
          <EmptyState vm={vm} />
        ) : (
          <ResultsList vm={vm} settings={settings} revealScheduler={revealScheduler} />
        )}
        <Pagination vm={vm} />
      </div>
    </div>
  );
});

/**
 * A card's save toggle: observes only whether its own property is saved, and saves through the
 * page's view-model (which keeps the card for the saved tab).
 */
const ResultSaveToggle = observer(function ResultSaveToggle({
  vm,
  card,
}: {
  readonly vm: ResultsViewModel;
  readonly card: PropertyCard;
}) {
  return (
    <SavePropertyButtonView
      address={card.display_address}
      saved={vm.isSaved(card.property_id)}
      onToggle={() => void vm.toggleSaved(card)}
    />
  );
});

/** The connected results page: its view-model comes from the container (composition-root.ts). */
export function ResultsPage() {
  return <ResultsView vm={useViewModel(TOKENS.resultsViewModel)} />;
}

export default ResultsPage;
