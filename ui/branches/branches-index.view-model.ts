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
 * The area search (SPEC's polygon): "Search this map area" takes the part of the map in view;
 * "Draw an area" turns clicks on the map into corners ("Add a corner at the map's centre" does the
 * same from the keyboard), "Finish the area" searches inside them. The map hands over its area
 * controls when it is drawn (MapsPort `onAreaControls`); without them the area tools are not
 * offered, but an area in the address still narrows the list and can be cleared.
 *
 * Built once per page view by the content page's factory (app/pages/branches.bindings.ts); the
 * constructor starts nothing.
 */
import { actionBound, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import {
  ALL_DEPARTMENTS,
  DEFAULT_BRANCH_SEARCH,
  MAX_AREA_CORNERS,
  MIN_AREA_CORNERS,
  branchMarkers,
  branchSearchHref,
  branchSearchQuery,
  parseBranchSearchQuery,
  searchBranches,
  withArea,
  withBranchPage,
  withBranchQuery,
  withDepartment,
} from '../../core/index.js';
import type { Branch, BranchSearch, BranchSearchResult, DepartmentOption, LatLng, MapAreaControls, MapMarker, PageHistoryPort } from '../../core/index.js';

export interface BranchesIndexDependencies {
  readonly title: string;
  /** Where the page lives (the theme's branchesIndexPath): every search's address starts with it. */
  readonly basePath: string;
  readonly branches: readonly Branch[];
  /** The search the platform rendered. */
  readonly search: BranchSearch;
  readonly history: PageHistoryPort;
}

/** The finder's words. */
export const BRANCH_FINDER_TEXT = {
  allDepartments: 'All departments',
  noMatches: 'No branches match your search.',
  fewCorners: `Place at least ${MIN_AREA_CORNERS} corners to make an area.`,
  tooManyCorners: `An area has at most ${MAX_AREA_CORNERS} corners.`,
  drawingStarted: "Drawing an area: click or tap the map for each corner, or move the map and add a corner at its centre.",
  drawingCancelled: 'Drawing cancelled.',
} as const;

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** One link of the pagination. */
export type BranchPageLink = { readonly page: number; readonly href: string; readonly current: boolean } | 'gap';

export interface BranchPagination {
  readonly previous?: string;
  readonly next?: string;
  readonly pages: readonly BranchPageLink[];
}

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
  /** The drawn map's area controls, while there is a map. */
  areaControls: MapAreaControls | undefined = undefined;
  drawing = false;
  corners: readonly LatLng[] = [];
  /** The area tools' polite note (what drawing needs next). */
  areaNote = '';
  private readonly history: PageHistoryPort;

  constructor(deps: BranchesIndexDependencies) {
    this.title = deps.title;
    this.basePath = deps.basePath;
    this.branches = deps.branches;
    this.markers = branchMarkers(deps.branches);
    this.search = deps.search;
    this.queryText = deps.search.q;
    this.history = deps.history;
    makeObservable<BranchesIndexViewModel, 'apply' | 'restore' | 'stopDrawing' | 'history'>(this, {
      kind: false,
      title: false,
      basePath: false,
      branches: false,
      markers: false,
      history: false,
      search: observableRef,
      queryText: observable,
      areaControls: observableRef,
      drawing: observable,
      corners: observableRef,
      areaNote: observable,
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
      startDrawing: actionBound,
      addCorner: actionBound,
      addCornerAtCentre: actionBound,
      removeLastCorner: actionBound,
      finishDrawing: actionBound,
      cancelDrawing: actionBound,
      attachMap: actionBound,
      apply: actionBound,
      restore: actionBound,
      stopDrawing: actionBound,
    });
  }

  /** The search applied to the branches (core `searchBranches`). */
  get result(): BranchSearchResult {
    return searchBranches(this.branches, this.search);
  }

  /** The polite count: '7 branches, showing 1 to 6', '2 branches in the area', 'No branches match your search.' */
  get statusText(): string {
    const { total, first, last, totalPages, area } = this.result;
    if (total === 0) return BRANCH_FINDER_TEXT.noMatches;
    const found = `${plural(total, 'branch', 'branches')}${area !== undefined ? ' in the area' : ''}`;
    return totalPages > 1 ? `${found}, showing ${first} to ${last}` : found;
  }

  /** The department filter's options: 'All departments', then each department of the branches. */
  get departmentChoices(): readonly DepartmentOption[] {
    return [{ key: ALL_DEPARTMENTS, label: BRANCH_FINDER_TEXT.allDepartments }, ...this.result.departments];
  }

  /** The address of a search on this page. */
  hrefOf(search: BranchSearch): string {
    return branchSearchHref(this.basePath, search);
  }

  /** Previous, next and numbered page links (core's window rule), each a real address. */
  get pagination(): BranchPagination {
    const { search, page, totalPages, pageLinks } = this.result;
    const href = (n: number): string => this.hrefOf(withBranchPage(search, n));
    return {
      ...(page > 1 ? { previous: href(page - 1) } : {}),
      ...(page < totalPages ? { next: href(page + 1) } : {}),
      pages: pageLinks.map((n) => (n === 'gap' ? n : { page: n, href: href(n), current: n === page })),
    };
  }

  /** The same search without its area, when it has one. */
  get clearAreaHref(): string | undefined {
    return this.result.area === undefined ? undefined : this.hrefOf(withArea(this.result.search, undefined));
  }

  /** Every branch, first page (the empty list's way out). */
  get everyBranchHref(): string {
    return this.hrefOf(DEFAULT_BRANCH_SEARCH);
  }

  /** The map can take an area search (it has been drawn and offers its controls). */
  get canSearchArea(): boolean {
    return this.areaControls !== undefined;
  }

  setQueryText(text: string): void {
    this.queryText = text;
  }

  /** The text box's search (its department and area kept), from the first page. */
  submitSearch(): void {
    this.apply(withBranchQuery(this.result.search, this.queryText));
  }

  /** Another department (the text typed so far goes with it), from the first page. */
  chooseDepartment(key: string): void {
    this.apply(withDepartment(withBranchQuery(this.result.search, this.queryText), key));
  }

  goToPage(page: number): void {
    this.apply(withBranchPage(this.result.search, page));
  }

  showEveryBranch(): void {
    this.stopDrawing();
    this.apply(DEFAULT_BRANCH_SEARCH);
  }

  clearArea(): void {
    this.stopDrawing();
    this.apply(withArea(this.result.search, undefined));
  }

  /** "Search this map area": the part of the map in view becomes the area. */
  searchVisibleArea(): void {
    const controls = this.areaControls;
    if (controls === undefined) return;
    this.stopDrawing();
    this.areaNote = '';
    this.apply(withArea(this.result.search, controls.visibleArea()));
  }

  /** "Draw an area": clicks on the map become corners. */
  startDrawing(): void {
    const controls = this.areaControls;
    if (controls === undefined) return;
    this.drawing = true;
    this.corners = [];
    this.areaNote = BRANCH_FINDER_TEXT.drawingStarted;
    controls.onMapClick((point) => this.addCorner(point));
  }

  addCorner(point: LatLng): void {
    if (!this.drawing) return;
    if (this.corners.length >= MAX_AREA_CORNERS) {
      this.areaNote = BRANCH_FINDER_TEXT.tooManyCorners;
      return;
    }
    this.corners = [...this.corners, { lat: point.lat, lng: point.lng }];
    this.areaNote = `${plural(this.corners.length, 'corner', 'corners')} placed.`;
  }

  /** The keyboard's way to place a corner: where the map's centre is (move the map with the arrow keys). */
  addCornerAtCentre(): void {
    const controls = this.areaControls;
    if (controls !== undefined) this.addCorner(controls.centre());
  }

  removeLastCorner(): void {
    if (!this.drawing || this.corners.length === 0) return;
    this.corners = this.corners.slice(0, -1);
    this.areaNote = `${plural(this.corners.length, 'corner', 'corners')} placed.`;
  }

  /** "Finish the area": searches inside the corners placed (at least three). */
  finishDrawing(): void {
    if (!this.drawing) return;
    if (this.corners.length < MIN_AREA_CORNERS) {
      this.areaNote = BRANCH_FINDER_TEXT.fewCorners;
      return;
    }
    const corners = this.corners;
    this.stopDrawing();
    this.areaNote = '';
    this.apply(withArea(this.result.search, corners));
  }

  cancelDrawing(): void {
    if (!this.drawing) return;
    this.stopDrawing();
    this.areaNote = BRANCH_FINDER_TEXT.drawingCancelled;
  }

  /** The map was drawn (its area controls) or is gone (undefined). */
  attachMap(controls: MapAreaControls | undefined): void {
    if (controls === undefined) this.stopDrawing();
    this.areaControls = controls;
  }

  /**
   * Follows the address: reads it now (a platform that did not say which search it rendered),
   * and at every Back or Forward; keeps the map's outlines in step with the search and the corners.
   */
  start(): () => void {
    this.restore(parseBranchSearchQuery(this.history.currentQuery()));
    const stopHistory = this.history.onPopState((query) => this.restore(parseBranchSearchQuery(query)));
    const stopArea = reaction(
      () => [this.areaControls, this.result.area] as const,
      ([controls, area]) => controls?.showArea(area),
      { fireImmediately: true },
    );
    const stopDraft = reaction(
      () => [this.areaControls, this.drawing ? this.corners : []] as const,
      ([controls, corners]) => controls?.showDraft(corners),
      { fireImmediately: true },
    );
    return () => {
      stopHistory();
      stopArea();
      stopDraft();
      this.stopDrawing();
    };
  }

  /** A search the visitor made: shown, and a new entry in the history when the address changes. */
  private apply(next: BranchSearch): void {
    const query = branchSearchQuery(next);
    this.queryText = next.q;
    if (query === branchSearchQuery(this.search)) return;
    this.search = parseBranchSearchQuery(query);
    this.history.push(this.hrefOf(this.search));
  }

  /** The search of an address the visitor came back to (no new entry). */
  private restore(search: BranchSearch): void {
    if (branchSearchQuery(search) !== branchSearchQuery(this.search)) {
      this.stopDrawing();
      this.search = search;
    }
    this.queryText = this.search.q;
  }

  private stopDrawing(): void {
    if (this.drawing) this.areaControls?.onMapClick(undefined);
    this.drawing = false;
    this.corners = [];
  }
}
