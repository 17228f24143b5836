/**
 * The branch finder (SPEC §2 `branches#index`; §3 Other state: "branches (branchesSearch,
 * pagination, department filter default 'all', polygon-searched ids)"): the agency's branches,
 * searched by text, department and a drawn area, a page at a time, by core's rules
 * (`searchBranches`).
 *
 * The search is the page's address (core `branchSearchHref`): every change the visitor makes
 * pushes a new entry through the page history port, so the address can be shared and Back returns
 * to the search before; Back and Forward come back through the same port. The first render shows
 * the search the platform rendered (page data); `start()` then reads the address itself, in case a
 * platform did not say.
 *
 * A town or a postcode in the text box is a place: the platform's place lookup (PlaceLookupPort)
 * says where it is, and every office is listed nearest it first with its miles (core's
 * `searchBranches` with the place). The search is applied once the answer is in, so the list
 * never shows a text search first and then jumps; answers are kept for the page's life, so Back
 * and Forward need no second call. The platform's render sends the answer for its search
 * (`branchesPlace`), so the first paint already has the miles. Text that names no place is
 * searched in the branches' names and addresses ('Fore Street', 'Sedgemoor'); text that is
 * neither says so and stays in the box.
 *
 * The area search (SPEC's polygon): "Search this map area" takes the part of the map in view;
 * "Draw an area" turns clicks on the map into corners ("Add a corner at the map's centre" does the
 * same from the keyboard), "Finish the area" searches inside them. The map hands over its area
 * controls when it is drawn (MapsPort `onAreaControls`); without them the area tools are not
 * offered, but an area in the address still narrows the list and can be cleared.
 *
 * Built once per page view by the content page's factory (app/pages/branches.bindings.ts); the
 * constructor starts nothing.
 */
import { isLeft } from 'fp-ts/Either';
import {
  actionBound,
  computed,
  makeObservable,
  observable,
  observableRef,
  reaction,
  runInAction,
} from 'mobx';
import {
  ALL_DEPARTMENTS,
  BRANCHES_PER_PAGE,
  DEFAULT_BRANCH_SEARCH,
  branchMarkers,
  branchSearchHref,
  branchSearchQuery,
  foldText,
  parseBranchSearchQuery,
  searchBranches,
  withArea,
  withBranchPage,
  withBranchQuery,
  withDepartment,
} from '../../core/index.js';
import type {
  Branch,
  BranchSearch,
  BranchSearchResult,
  DepartmentOption,
  LocatedPlace,
  MapMarker,
  PageHistoryPort,
  PlaceLookupPort,
} from '../../core/index.js';
import { AreaDrawing } from '../map/area-drawing.js';
import {
  BRANCH_FINDER_TEXT,
  branchDistanceText,
  branchStatusText,
  type PlaceAnswer,
} from './branch-finder-text.js';
import {
  branchPagination,
  clearAreaHref,
  everyBranchHref,
  type BranchPagination,
} from './branch-finder-links.js';

export interface BranchesIndexDependencies {
  readonly title: string;
  /** Where the page lives (the theme's branchesIndexPath): every search's address starts with it. */
  readonly basePath: string;
  readonly branches: readonly Branch[];
  /** The search the platform rendered. */
  readonly search: BranchSearch;
  readonly history: PageHistoryPort;
  /** Where a town or postcode typed in is. */
  readonly places: PlaceLookupPort;
  /** The platform's answer for its search's text (page data): a place, or null for none. */
  readonly place?: LocatedPlace | null;
  /** Branches a page (core's BRANCHES_PER_PAGE unless a test asks for fewer). */
  readonly pageSize?: number;
}

/** Two texts name the same place when they fold alike ('FROME ' and 'frome'). */
const sameText = (a: string, b: string): boolean => foldText(a) === foldText(b);

export class BranchesIndexViewModel {
  readonly kind = 'branches' as const;
  readonly title: string;
  readonly basePath: string;
  readonly branches: readonly Branch[];
  /** Every branch with a position, for the map (the list narrows, the map keeps them all). */
  readonly markers: readonly MapMarker[];
  /** The search shown (the address's). */
  search: BranchSearch;
  /** What is in the text box (applied on submit). */
  queryText: string;
  /** Drawing an area on the map, and the map's area controls while there is a map. */
  readonly area: AreaDrawing;
  /** The place lookup's answer for the text of the search shown (or of one on its way). */
  located: PlaceAnswer | undefined = undefined;
  /** A place lookup is on its way. */
  locating = false;
  private readonly history: PageHistoryPort;
  private readonly places: PlaceLookupPort;
  private readonly pageSize: number;
  /** Every answer of this page view, by folded text. */
  private readonly known = new Map<string, LocatedPlace | null>();
  /** Counts lookups: only the latest one's answer is used. */
  private lookups = 0;

  constructor(deps: BranchesIndexDependencies) {
    this.title = deps.title;
    this.basePath = deps.basePath;
    this.branches = deps.branches;
    this.markers = branchMarkers(deps.branches);
    this.search = deps.search;
    this.queryText = deps.search.q;
    this.history = deps.history;
    this.places = deps.places;
    this.pageSize = deps.pageSize ?? BRANCHES_PER_PAGE;
    this.area = new AreaDrawing((corners) => this.apply(withArea(this.result.search, corners)));
    if (deps.search.q !== '' && deps.place !== undefined) {
      this.known.set(foldText(deps.search.q), deps.place);
      this.located = { q: deps.search.q, place: deps.place };
    }
    makeObservable<
      BranchesIndexViewModel,
      | 'apply'
      | 'restore'
      | 'history'
      | 'places'
      | 'pageSize'
      | 'known'
      | 'lookups'
      | 'answer'
      | 'go'
      | 'lookUp'
      | 'ensureAnswer'
    >(this, {
      kind: false,
      area: false,
      title: false,
      basePath: false,
      branches: false,
      markers: false,
      history: false,
      places: false,
      pageSize: false,
      known: false,
      lookups: false,
      search: observableRef,
      located: observableRef,
      locating: observable,
      answer: computed,
      queryText: observable,
      result: computed,
      statusText: computed,
      departmentChoices: computed,
      pagination: computed,
      clearAreaHref: computed,
      everyBranchHref: computed,
      canSearchArea: computed,
      setQueryText: actionBound,
      submitSearch: actionBound,
      chooseDepartment: actionBound,
      goToPage: actionBound,
      showEveryBranch: actionBound,
      clearArea: actionBound,
      searchVisibleArea: actionBound,
      apply: actionBound,
      restore: actionBound,
      go: actionBound,
      lookUp: actionBound,
      ensureAnswer: actionBound,
    });
  }

  /** The lookup's answer for the search shown, once it is in. */
  private get answer(): PlaceAnswer | undefined {
    const located = this.located;
    return located !== undefined && sameText(located.q, this.search.q) ? located : undefined;
  }

  /** The search applied to the branches (core `searchBranches`). */
  get result(): BranchSearchResult {
    const answer = this.answer;
    const place =
      answer !== undefined && 'place' in answer && answer.place !== null ? answer.place : undefined;
    return searchBranches(this.branches, this.search, {
      pageSize: this.pageSize,
      ...(place !== undefined ? { place } : {}),
    });
  }

  /** The polite count of what the search found: '7 branches, nearest to Frome first'. */
  get statusText(): string {
    return branchStatusText(this.result, this.answer, this.locating);
  }

  /** How far a listed branch is from the place searched: '3.2 miles from Frome' (none without a place). */
  distanceText(branch: Branch): string | undefined {
    return branchDistanceText(this.result, branch);
  }

  /** The department filter's options: 'All departments', then each department of the branches. */
  get departmentChoices(): readonly DepartmentOption[] {
    return [
      { key: ALL_DEPARTMENTS, label: BRANCH_FINDER_TEXT.allDepartments },
      ...this.result.departments,
    ];
  }

  /** The address of a search on this page. */
  hrefOf(search: BranchSearch): string {
    return branchSearchHref(this.basePath, search);
  }

  /** Previous, next and numbered page links (core's window rule), each a real address. */
  get pagination(): BranchPagination {
    return branchPagination(this.basePath, this.result);
  }

  /** The same search without its area, when it has one. */
  get clearAreaHref(): string | undefined {
    return clearAreaHref(this.basePath, this.result);
  }

  /** Every branch, first page (the empty list's way out). */
  get everyBranchHref(): string {
    return everyBranchHref(this.basePath);
  }

  /** The map can take an area search (it has been drawn and offers its controls). */
  get canSearchArea(): boolean {
    return this.area.available;
  }

  setQueryText(text: string): void {
    this.queryText = text;
  }

  /** The text box's search (its department and area kept), from the first page. */
  submitSearch(): void {
    this.go(withBranchQuery(this.result.search, this.queryText));
  }

  /** Another department (the text typed so far goes with it), from the first page. */
  chooseDepartment(key: string): void {
    this.go(withDepartment(withBranchQuery(this.result.search, this.queryText), key));
  }

  goToPage(page: number): void {
    this.apply(withBranchPage(this.result.search, page));
  }

  showEveryBranch(): void {
    this.area.stop();
    this.apply(DEFAULT_BRANCH_SEARCH);
  }

  clearArea(): void {
    this.area.stop();
    this.apply(withArea(this.result.search, undefined));
  }

  /** "Search this map area": the part of the map in view becomes the area. */
  searchVisibleArea(): void {
    const inView = this.area.visibleArea();
    if (inView === undefined) return;
    this.area.stop();
    this.area.say('');
    this.apply(withArea(this.result.search, inView));
  }

  /**
   * Follows the address: reads it now (a platform that did not say which search it rendered),
   * and at every Back or Forward; keeps the map's outlines in step with the search and the corners.
   */
  start(): () => void {
    this.restore(parseBranchSearchQuery(this.history.currentQuery()));
    const stopHistory = this.history.onPopState((query) =>
      this.restore(parseBranchSearchQuery(query)),
    );
    const stopArea = reaction(
      () => [this.area.controls, this.result.area] as const,
      ([controls, area]) => controls?.showArea(area),
      { fireImmediately: true },
    );
    const stopDraft = this.area.follow();
    return () => {
      stopHistory();
      stopArea();
      stopDraft();
      this.lookups += 1;
    };
  }

  /** A search with new text: applied once the place lookup has answered (at once for known text). */
  private go(next: BranchSearch): void {
    const key = foldText(next.q);
    if (key === '' || this.known.has(key)) {
      this.apply(next, key === '' ? undefined : { q: next.q, place: this.known.get(key) ?? null });
      return;
    }
    this.lookUp(next.q, (answer) => this.apply(next, answer));
  }

  /** Asks where `q` is; `then` gets the answer unless a later lookup (or the page's end) came first. */
  private lookUp(q: string, then: (answer: PlaceAnswer) => void): void {
    const ticket = (this.lookups += 1);
    this.locating = true;
    void this.places.locate(q).then((result) =>
      runInAction(() => {
        if (ticket !== this.lookups) return;
        this.locating = false;
        if (isLeft(result)) return then({ q, failed: true });
        this.known.set(foldText(q), result.right);
        then({ q, place: result.right });
      }),
    );
  }

  /** The search shown has text with no answer yet (an address the platform did not answer for): asks. */
  private ensureAnswer(): void {
    const q = this.search.q;
    const key = foldText(q);
    if (key === '' || this.answer !== undefined) return;
    if (this.known.has(key)) {
      this.located = { q, place: this.known.get(key) ?? null };
      return;
    }
    this.lookUp(q, (answer) => {
      if (sameText(this.search.q, q)) this.located = answer;
    });
  }

  /** A search the visitor made: shown, and a new entry in the history when the address changes. */
  private apply(next: BranchSearch, answer?: PlaceAnswer): void {
    const query = branchSearchQuery(next);
    this.queryText = next.q;
    if (answer !== undefined) this.located = answer;
    if (query === branchSearchQuery(this.search)) return;
    this.search = parseBranchSearchQuery(query);
    this.history.push(this.hrefOf(this.search));
  }

  /** The search of an address the visitor came back to (no new entry). */
  private restore(search: BranchSearch): void {
    if (branchSearchQuery(search) !== branchSearchQuery(this.search)) {
      this.area.stop();
      this.search = search;
    }
    this.queryText = this.search.q;
    this.ensureAnswer();
  }
}
