/** Fakes for the branch pages' tests: the page history, a drawn map's area controls, the place lookup. */
import { left, right } from 'fp-ts/Either';
import sinon from 'sinon';
import type { Result } from '../../../core/failures/failures.js';
import type { LocatedPlace, PlaceLookupPort } from '../../../core/ports/place-lookup.port.js';
import type { LatLng } from '../../../core/search/polyline.js';
import type { MapAreaControls } from '../../../core/ports/maps.port.js';
import type { PageHistoryPort } from '../../../core/ports/page-history.port.js';

/** A page history kept in memory: pushes are entries, `back()` and `forward()` move between them. */
export class FakePageHistory implements PageHistoryPort {
  readonly entries: string[];
  private index = 0;
  private readonly listeners = new Set<(query: string) => void>();

  constructor(initialQuery = '') {
    this.entries = [`/branches${initialQuery}`];
  }

  currentQuery(): string {
    const url = this.entries[this.index] ?? '';
    const at = url.indexOf('?');
    return at < 0 ? '' : url.slice(at);
  }

  push(url: string): void {
    this.entries.splice(this.index + 1, this.entries.length, url);
    this.index = this.entries.length - 1;
  }

  onPopState(callback: (query: string) => void): () => void {
    this.listeners.add(callback);
    return () => void this.listeners.delete(callback);
  }

  back(): void {
    this.index = Math.max(0, this.index - 1);
    for (const listener of [...this.listeners]) listener(this.currentQuery());
  }

  forward(): void {
    this.index = Math.min(this.entries.length - 1, this.index + 1);
    for (const listener of [...this.listeners]) listener(this.currentQuery());
  }

  get listening(): number {
    return this.listeners.size;
  }
}

/** A drawn map's area controls: what it shows, and clicks on it a test can make. */
export class FakeAreaControls implements MapAreaControls {
  area: readonly LatLng[] | undefined;
  draft: readonly LatLng[] = [];
  clickHandler: ((point: LatLng) => void) | undefined;
  moveHandler: (() => void) | undefined;
  readonly showArea = sinon.spy((area: readonly LatLng[] | undefined) => void (this.area = area));
  readonly showDraft = sinon.spy((corners: readonly LatLng[]) => void (this.draft = corners));

  constructor(
    public inView: LatLng[] = [],
    public middle: LatLng = { lat: 51, lng: -3 },
  ) {}

  visibleArea(): LatLng[] {
    return this.inView;
  }

  centre(): LatLng {
    return this.middle;
  }

  onMapClick(onPoint: ((point: LatLng) => void) | undefined): void {
    this.clickHandler = onPoint;
  }

  onViewMoved(onMoved: (() => void) | undefined): void {
    this.moveHandler = onMoved;
  }

  /** The visitor moves the map. */
  move(): void {
    this.moveHandler?.();
  }

  /** The visitor clicks the map there. */
  click(point: LatLng): void {
    this.clickHandler?.(point);
  }
}

/** Places the fake platform knows, by lower-case name; a failure for the texts in `failing`. */
export class FakePlaceLookup implements PlaceLookupPort {
  readonly asked: string[] = [];
  readonly failing = new Set<string>();
  /** Answers held until released, when set: a slow platform. */
  held: (() => void)[] | undefined;

  constructor(private readonly places: Readonly<Record<string, LatLng>> = PLACES) {}

  async locate(text: string): Promise<Result<LocatedPlace | null>> {
    this.asked.push(text);
    if (this.held) await new Promise<void>((resolve) => this.held!.push(resolve));
    if (this.failing.has(text.toLowerCase())) return left({ kind: 'network' });
    const key = text.trim().toLowerCase();
    const position = this.places[key];
    return right(position ? { name: text.trim(), position } : null);
  }
}

/** Towns and a postcode where the demo agency has (and has not) offices. */
export const PLACES: Readonly<Record<string, LatLng>> = {
  frome: { lat: 51.229, lng: -2.321 },
  taunton: { lat: 51.0153, lng: -3.1068 },
  'ta8 2px': { lat: 51.2385, lng: -2.9984 },
};
