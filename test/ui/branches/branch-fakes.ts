/** Fakes for the branch pages' tests: the page history and a drawn map's area controls. */
import sinon from 'sinon';
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

  /** The visitor clicks the map there. */
  click(point: LatLng): void {
    this.clickHandler?.(point);
  }
}
