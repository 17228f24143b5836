/**
 * The branch finder page (`branches#index`): a search form (text and department), the map with
 * the area search, the count in a polite status, the branches of the page and the pagination.
 *
 * Without JavaScript every part still works: the form is a GET form to the page's own address,
 * the pages and 'Clear the area' are links, and the platform renders the search the address
 * names (the same core rules). With JavaScript the same form, links and select search in place
 * (the view-model pushes the address), and focus goes to the list's heading after a page link so
 * a keyboard user lands on the new branches.
 */
import { observer } from 'mobx-react-lite';
import { useRef, type MouseEvent } from 'react';
import { countOf, mergeOpeningHours, telHref } from '../../core/index.js';
import type { Branch } from '../../core/index.js';
import { AreaNote, AreaTools, useEscapeCancelsDrawing } from '../map/area-tools.view.js';
import { LazyMap } from '../map/lazy-map.view.js';
import { PaginationNav } from '../pagination/pagination-nav.view.js';
import type { BranchesIndexViewModel } from './branches-index.view-model.js';

/** A plain left click (no new tab or window asked for): the page handles it in place. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const RESULTS_HEADING_ID = 'branch-results-title';

export const BranchesIndexView = observer(function BranchesIndexView({
  vm,
}: {
  readonly vm: BranchesIndexViewModel;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inPlace = (event: MouseEvent, act: () => void, focusResults: boolean): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    act();
    if (focusResults) headingRef.current?.focus();
  };
  const { result } = vm;
  return (
    <div className="container section branch-finder">
      <h1 className="page-title">{vm.title}</h1>
      <BranchSearchForm vm={vm} />
      {/* Right under the form, so a search's effect shows where the visitor is looking. */}
      <div className="branch-finder__summary">
        <p role="status" className="branch-finder__count">
          {vm.statusText}
        </p>
        {vm.clearAreaHref !== undefined ? (
          <a
            className="text-link"
            href={vm.clearAreaHref}
            onClick={(e) => inPlace(e, () => vm.clearArea(), false)}
          >
            Clear the area
          </a>
        ) : null}
      </div>
      <div className="branch-finder__layout">
        <section className="branch-finder__results" aria-labelledby={RESULTS_HEADING_ID}>
          <h2
            id={RESULTS_HEADING_ID}
            className="branch-finder__results-title"
            tabIndex={-1}
            ref={headingRef}
          >
            Branches
          </h2>
          {result.shown.length > 0 ? (
            <ul className="branch-list">
              {result.shown.map((branch) => (
                <BranchCard key={branch.id} branch={branch} distance={vm.distanceText(branch)} />
              ))}
            </ul>
          ) : (
            <p className="branch-finder__empty">
              Try another town, postcode or department, or{' '}
              <a
                href={vm.everyBranchHref}
                onClick={(e) => inPlace(e, () => vm.showEveryBranch(), true)}
              >
                see every branch
              </a>
              .
            </p>
          )}
          <BranchPagination
            vm={vm}
            onPage={(e, page) => inPlace(e, () => vm.goToPage(page), true)}
          />
        </section>
        {/* After the list: a phone shows the branches first (the map is drawn when it comes near), a desktop beside them. */}
        {vm.markers.length > 0 ? <BranchMapSection vm={vm} /> : null}
      </div>
    </div>
  );
});

const BranchSearchForm = observer(function BranchSearchForm({
  vm,
}: {
  readonly vm: BranchesIndexViewModel;
}) {
  const { search } = vm.result;
  return (
    <form
      className="search-form branch-finder__form"
      role="search"
      aria-label="Find a branch"
      method="get"
      action={vm.basePath}
      onSubmit={(event) => {
        event.preventDefault();
        vm.submitSearch();
      }}
    >
      <div className="branch-finder__field branch-finder__field--text">
        <label className="search-form__label" htmlFor="branch-finder-q">
          Town, postcode or branch name
        </label>
        <input
          id="branch-finder-q"
          className="search-form__input"
          type="search"
          name="q"
          value={vm.queryText}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => vm.setQueryText(event.target.value)}
        />
      </div>
      <div className="branch-finder__field">
        <label className="search-form__label" htmlFor="branch-finder-department">
          Department
        </label>
        <select
          id="branch-finder-department"
          className="search-form__select"
          name="department"
          value={search.department}
          onChange={(event) => vm.chooseDepartment(event.target.value)}
        >
          {vm.departmentChoices.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {search.poly !== undefined ? <input type="hidden" name="poly" value={search.poly} /> : null}
      <button type="submit" className="button button--primary branch-finder__submit">
        Search
      </button>
    </form>
  );
});

/** The map of every branch, with the area search once the map is drawn (map/area-tools.view). */
const BranchMapSection = observer(function BranchMapSection({
  vm,
}: {
  readonly vm: BranchesIndexViewModel;
}) {
  const sectionRef = useRef<HTMLElement>(null);
  const { area } = vm;
  useEscapeCancelsDrawing(sectionRef, area, area.drawing);
  return (
    <section
      ref={sectionRef}
      className={`branch-finder__map${area.drawing ? ' area-search--drawing' : ''}`}
      aria-labelledby="branch-map-title"
    >
      <h2 id="branch-map-title" className="branch-finder__map-title">
        Search on the map
      </h2>
      {/* Above the map: they change before drawing, never under the pointer while drawing. */}
      <AreaTools
        area={area}
        onSearchInView={() => vm.searchVisibleArea()}
        searchInViewLabel="Search this map area"
      />
      <LazyMap
        markers={vm.markers}
        label={`Map of our ${vm.markers.length === 1 ? 'branch' : countOf(vm.markers.length, 'branch', 'branches')}`}
        className="branch-finder__lazy-map"
        onAreaControls={area.attach}
        markersNoun="branches"
        fallback={
          <p className="branch-finder__no-map">
            Every branch is listed with its address and telephone number.
          </p>
        }
      />
      <AreaNote area={area} />
    </section>
  );
});

/**
 * One branch in the list: its name linking to its page, how far it is from the place searched,
 * address, telephone, departments and hours.
 */
export function BranchCard({
  branch,
  distance,
}: {
  readonly branch: Branch;
  readonly distance?: string | undefined;
}) {
  const phone = branch.branchContactNumber?.trim();
  const tel = phone ? telHref(phone) : undefined;
  const hours = mergeOpeningHours(branch.openingHours ?? []);
  const departments = [...new Set(branch.departments.map((d) => (d.label || d.name).trim()))];
  return (
    <li className="branch-card">
      <h3 className="branch-card__name">
        {branch.branchUrl ? (
          <a href={branch.branchUrl}>
            {branch.branchName} <span className="visually-hidden">office</span>
          </a>
        ) : (
          branch.branchName
        )}
      </h3>
      {distance !== undefined ? <p className="branch-card__distance">{distance}</p> : null}
      {branch.address ? <address className="branch-card__address">{branch.address}</address> : null}
      {phone ? (
        <p className="branch-card__phone">
          {tel ? (
            <a href={tel}>
              <span className="visually-hidden">Call {branch.branchName} on</span> {phone}
            </a>
          ) : (
            phone
          )}
        </p>
      ) : null}
      {departments.length > 0 ? (
        <div className="branch-card__departments">
          <p className="branch-card__label">Departments</p>
          <ul className="branch-card__tags">
            {departments.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {hours.length > 0 ? (
        <div className="branch-card__hours">
          <p className="branch-card__label">Opening hours</p>
          <dl className="opening-hours">
            {hours.map((line) => (
              <div key={line.days} className="opening-hours__row">
                <dt>{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </li>
  );
}

/** Previous, numbered and next page links (real addresses; in place with JavaScript). */
const BranchPagination = observer(function BranchPagination({
  vm,
  onPage,
}: {
  readonly vm: BranchesIndexViewModel;
  readonly onPage: (event: MouseEvent, page: number) => void;
}) {
  if (vm.result.totalPages <= 1) return null;
  return (
    <PaginationNav
      links={vm.pagination}
      label="Branch pages"
      itemsName="branches"
      className="branch-finder__pagination"
      onPage={onPage}
    />
  );
});
