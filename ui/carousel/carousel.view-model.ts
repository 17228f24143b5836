/**
 * One image carousel (SPEC §2 Carousel modal, §9 Carousel defaults; WAI-ARIA carousel pattern):
 * the current slide, wrap-around previous/next, swipes with a 5 px tolerance, and automatic
 * rotation every 3 s only where it is switched on, paused while the pointer is over it or focus is
 * in it, when the visitor prefers reduced motion, or after they pressed the pause button.
 * The rules are core's (core/carousel/carousel.ts); this class holds the state and the timer.
 */
import { actionBound, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import { CAROUSEL, NO_IMAGE, indexLabel, nextIndex, previousIndex, shouldAutoRotate, swipeDirection } from '../../core/index.js';
import type { Photo } from '../../core/index.js';

/** A repeating timer; answers its cancel function (the browser's setInterval by default). */
export type RepeatTimer = (intervalMs: number, tick: () => void) => () => void;

export const browserRepeatTimer: RepeatTimer = (intervalMs, tick) => {
  const handle = setInterval(tick, intervalMs);
  return () => clearInterval(handle);
};

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
  hovered = false;
  focused = false;
  reducedMotion = false;
  userPaused = false;
  /** Where the current pointer press started (x), while one is down. */
  private pointerStartX: number | undefined = undefined;
  private readonly timer: RepeatTimer;

  constructor(options: CarouselOptions) {
    this.images = options.images;
    this.autoRotateEnabled = options.autoRotate ?? false;
    this.timer = options.timer ?? browserRepeatTimer;
    this.index = nextIndex((options.startIndex ?? 0) - 1, options.images.length);
    makeObservable<CarouselViewModel, 'pointerStartX'>(this, {
      images: false,
      index: observable,
      hovered: observable,
      focused: observable,
      reducedMotion: observable,
      userPaused: observable,
      pointerStartX: observableRef,
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
      setHovered: actionBound,
      setFocused: actionBound,
      setReducedMotion: actionBound,
      toggleRotation: actionBound,
      pointerDown: actionBound,
      pointerUp: actionBound,
      pointerCancel: actionBound,
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
    return this.autoRotateEnabled && this.total >= 2 && !this.reducedMotion;
  }

  /** Whether the slides are advancing on their own now. */
  get rotating(): boolean {
    return (
      this.autoRotateEnabled &&
      shouldAutoRotate({
        hovered: this.hovered,
        focused: this.focused,
        reducedMotion: this.reducedMotion,
        userPaused: this.userPaused,
        itemCount: this.total,
      })
    );
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

  setHovered(hovered: boolean): void {
    this.hovered = hovered;
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
  }

  setReducedMotion(reduced: boolean): void {
    this.reducedMotion = reduced;
  }

  /** The pause/play button. */
  toggleRotation(): void {
    this.userPaused = !this.userPaused;
  }

  pointerDown(x: number): void {
    this.pointerStartX = x;
  }

  /** Ends a press: a move of more than 5 px left shows the next slide, right the previous one. */
  pointerUp(x: number): void {
    const start = this.pointerStartX;
    this.pointerStartX = undefined;
    if (start === undefined) return;
    const direction = swipeDirection(start, x, CAROUSEL.swipeTolerance);
    if (direction === 'next') this.next();
    else if (direction === 'previous') this.previous();
  }

  pointerCancel(): void {
    this.pointerStartX = undefined;
  }

  /** Runs the rotation timer while `rotating`; answers the disposer. */
  start(): () => void {
    let cancel: (() => void) | undefined;
    const stopTimer = (): void => {
      cancel?.();
      cancel = undefined;
    };
    const dispose = reaction(
      () => this.rotating,
      (rotating) => {
        stopTimer();
        if (rotating) cancel = this.timer(CAROUSEL.intervalMs, this.next);
      },
      { fireImmediately: true },
    );
    return () => {
      dispose();
      stopTimer();
    };
  }
}
