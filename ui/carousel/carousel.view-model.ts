/**
 * One image carousel (SPEC §2 Carousel modal, §9 Carousel defaults; WAI-ARIA carousel pattern):
 * the current slide, wrap-around previous/next, swipes with a 5 px tolerance, and automatic
 * rotation every 3 s only where it is switched on, paused while the pointer is over it or focus is
 * in it, when the visitor prefers reduced motion, or after they pressed the pause button.
 * The rules are core's (core/carousel/carousel.ts); this class holds the state and the timer.
 */
import { actionBound, computed, makeObservable, observable } from 'mobx';
import { NO_IMAGE, indexLabel, nextIndex, previousIndex } from '../../core/index.js';
import type { Photo } from '../../core/index.js';
import { CarouselControls, browserRepeatTimer, type RepeatTimer } from './carousel-controls.js';

export interface CarouselOptions {
  readonly images: readonly Photo[];
  /** The slide to start on, from 0 (wrapped into range). */
  readonly startIndex?: number;
  /** Whether this carousel may rotate on its own (content-block slideshows). */
  readonly autoRotate?: boolean;
  readonly timer?: RepeatTimer;
}

export class CarouselViewModel {
  readonly images: readonly Photo[];
  readonly autoRotateEnabled: boolean;
  index: number;
  /** Hover, focus, swipes, the pause button and the motion preference. */
  readonly controls: CarouselControls;
  private readonly timer: RepeatTimer;

  constructor(options: CarouselOptions) {
    this.images = options.images;
    this.autoRotateEnabled = options.autoRotate ?? false;
    this.timer = options.timer ?? browserRepeatTimer;
    this.index = nextIndex((options.startIndex ?? 0) - 1, options.images.length);
    this.controls = new CarouselControls(this);
    makeObservable(this, {
      images: false,
      index: observable,
      controls: false,
      total: computed,
      current: computed,
      isEmpty: computed,
      positionLabel: computed,
      caption: computed,
      showsRotationControl: computed,
      rotating: computed,
      next: actionBound,
      previous: actionBound,
      goTo: actionBound,
    });
  }

  get total(): number {
    return this.images.length;
  }

  get isEmpty(): boolean {
    return this.images.length === 0;
  }

  get current(): Photo | undefined {
    return this.images[this.index];
  }

  /** 'n/total', or 'No image' when there is none (SPEC §2). */
  get positionLabel(): string {
    return this.isEmpty ? NO_IMAGE : indexLabel(this.index, this.total);
  }

  get caption(): string {
    return this.current?.caption ?? '';
  }

  /** The pause/play button shows where rotation is possible at all. */
  get showsRotationControl(): boolean {
    return this.autoRotateEnabled && this.total >= 2 && !this.controls.reducedMotion;
  }

  /** Whether the slides are advancing on their own now. */
  get rotating(): boolean {
    return this.autoRotateEnabled && this.controls.allowsRotation(this.total);
  }

  next(): void {
    this.index = nextIndex(this.index, this.total);
  }

  previous(): void {
    this.index = previousIndex(this.index, this.total);
  }

  goTo(index: number): void {
    this.index = nextIndex(index - 1, this.total);
  }

  /** Runs the rotation timer while `rotating`; answers the disposer. */
  start(): () => void {
    return this.controls.runRotation(() => this.rotating, this.timer);
  }
}
