/**
 * Drawing an area on a drawn map, for any page that searches by area (the branch finder, the
 * results map): the map's area controls while there is a map, the corners placed so far, what
 * drawing says next (a polite status), and whether the visitor has moved the map since it was
 * drawn (for "Search this area"). The steps are core's (`placeCorner`, `withoutLastCorner`,
 * `finishCorners`); what a finished area searches is the page's (`onArea`).
 *
 * A part of a page's view-model, built by it; `follow()` keeps the map's dashed outline in step
 * with the corners and is started and stopped with the page's view-model.
 */
import {
  action,
  actionBound,
  computed,
  makeObservable,
  observable,
  observableRef,
  reaction,
} from 'mobx';
import {
  AREA_DRAWING_TEXT,
  finishCorners,
  placeCorner,
  withoutLastCorner,
} from '../../core/index.js';
import type { DrawingStep, LatLng, MapAreaControls } from '../../core/index.js';

export class AreaDrawing {
  /** The drawn map's area controls, while there is a map. */
  controls: MapAreaControls | undefined = undefined;
  drawing = false;
  corners: readonly LatLng[] = [];
  /** What drawing needs next, or what became of it (polite). */
  note = '';
  /** The visitor has moved the map since it was drawn. */
  moved = false;

  /** `onArea` gets the corners of a finished area (at least three distinct ones). */
  constructor(private readonly onArea: (corners: readonly LatLng[]) => void) {
    makeObservable<AreaDrawing, 'step' | 'markMoved'>(this, {
      controls: observableRef,
      drawing: observable,
      corners: observableRef,
      note: observable,
      moved: observable,
      available: computed,
      attach: actionBound,
      start: actionBound,
      addCorner: actionBound,
      addCornerAtCentre: actionBound,
      removeLastCorner: actionBound,
      finish: actionBound,
      cancel: actionBound,
      stop: actionBound,
      say: actionBound,
      step: action,
      markMoved: action,
    });
  }

  /** The map can take an area search (it has been drawn and offers its controls). */
  get available(): boolean {
    return this.controls !== undefined;
  }

  /** The map was drawn (its area controls) or is gone (undefined). */
  attach(controls: MapAreaControls | undefined): void {
    if (controls === undefined) this.stop();
    this.controls?.onViewMoved(undefined);
    this.controls = controls;
    this.moved = false;
    controls?.onViewMoved(() => this.markMoved());
  }

  /** "Draw an area": clicks or taps on the map become corners. */
  start(): void {
    const controls = this.controls;
    if (controls === undefined) return;
    this.drawing = true;
    this.corners = [];
    this.note = AREA_DRAWING_TEXT.started;
    controls.onMapClick((point) => this.addCorner(point));
  }

  addCorner(point: LatLng): void {
    if (this.drawing) this.step(placeCorner(this.corners, point));
  }

  /** The keyboard's way to place a corner: at the map's centre (the arrow keys move the map). */
  addCornerAtCentre(): void {
    const controls = this.controls;
    if (controls !== undefined) this.addCorner(controls.centre());
  }

  removeLastCorner(): void {
    if (this.drawing && this.corners.length > 0) this.step(withoutLastCorner(this.corners));
  }

  /** "Finish the area": the page searches inside the corners, when they make an area. */
  finish(): void {
    if (!this.drawing) return;
    const finished = finishCorners(this.corners);
    if ('note' in finished) {
      this.note = finished.note;
      return;
    }
    this.stop();
    this.note = '';
    this.onArea(finished.area);
  }

  /** "Cancel drawing" (or Escape): nothing is searched. */
  cancel(): void {
    if (!this.drawing) return;
    this.stop();
    this.note = AREA_DRAWING_TEXT.cancelled;
  }

  /** Stops drawing without a word (the page's search changed under it, or the map went). */
  stop(): void {
    if (this.drawing) this.controls?.onMapClick(undefined);
    this.drawing = false;
    this.corners = [];
  }

  /** Says something in the drawing's status ('' clears it). */
  say(text: string): void {
    this.note = text;
  }

  /** The part of the map in view, as its corners (undefined without a map). */
  visibleArea(): LatLng[] | undefined {
    return this.controls?.visibleArea();
  }

  /** Keeps the map's outline of the corners placed in step with them; answers its disposer. */
  follow(): () => void {
    const stopDraft = reaction(
      () => [this.controls, this.drawing ? this.corners : []] as const,
      ([controls, corners]) => controls?.showDraft(corners),
      { fireImmediately: true },
    );
    return () => {
      stopDraft();
      this.stop();
    };
  }

  private step(next: DrawingStep): void {
    this.corners = next.corners;
    this.note = next.note;
  }

  private markMoved(): void {
    this.moved = true;
  }
}
