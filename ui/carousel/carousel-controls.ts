/**
 * What a visitor does to any carousel besides its previous and next buttons (WAI-ARIA carousel
 * pattern, SPEC §9 carousel defaults): pointing at it, moving focus into it, swiping (more than
 * 5 px), pressing the pause button, and asking the system for reduced motion; and the rotation
 * timer those allow. One home for the image carousel modal (carousel.view-model.ts) and the
 * content blocks' card sliders (ui/content-blocks/slider.view-model.ts), which each own one.
 */
import { actionBound, makeObservable, observable, reaction } from 'mobx';
import { CAROUSEL, shouldAutoRotate, swipeDirection } from '../../core/index.js';

/** A repeating timer; answers its cancel function (the browser's setInterval by default). */
export type RepeatTimer = (intervalMs: number, tick: () => void) => () => void;

export const browserRepeatTimer: RepeatTimer = (intervalMs, tick) => {
  const handle = setInterval(tick, intervalMs);
  return () => clearInterval(handle);
};

/** The carousel's own moves, which swipes and the timer call. */
export interface CarouselMoves {
  next(): void;
  previous(): void;
}

export class CarouselControls {
  hovered = false;
  focused = false;
  reducedMotion = false;
  userPaused = false;
  /** Where the current pointer press started (x), while one is down. */
  private pointerStartX: number | undefined = undefined;
  private readonly moves: CarouselMoves;

  constructor(moves: CarouselMoves) {
    this.moves = moves;
    makeObservable<CarouselControls, 'pointerStartX'>(this, {
      hovered: observable,
      focused: observable,
      reducedMotion: observable,
      userPaused: observable,
      pointerStartX: false,
      setHovered: actionBound,
      setFocused: actionBound,
      setReducedMotion: actionBound,
      toggleRotation: actionBound,
      pointerDown: actionBound,
      pointerUp: actionBound,
      pointerCancel: actionBound,
    });
  }

  /** Whether the visitor lets it rotate now: not hovered, not focused, no reduced motion, not paused (core's rule). */
  allowsRotation(itemCount?: number): boolean {
    return shouldAutoRotate({
      hovered: this.hovered,
      focused: this.focused,
      reducedMotion: this.reducedMotion,
      userPaused: this.userPaused,
      ...(itemCount === undefined ? {} : { itemCount }),
    });
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

  /** The pause / play button. */
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
    if (direction === 'next') this.moves.next();
    else if (direction === 'previous') this.moves.previous();
  }

  pointerCancel(): void {
    this.pointerStartX = undefined;
  }

  /** Moves to the next slide every 3 s while `rotating()` holds; answers the disposer. */
  runRotation(rotating: () => boolean, timer: RepeatTimer): () => void {
    let cancel: (() => void) | undefined;
    const stopTimer = (): void => {
      cancel?.();
      cancel = undefined;
    };
    const dispose = reaction(
      rotating,
      (now) => {
        stopTimer();
        if (now) cancel = timer(CAROUSEL.intervalMs, () => this.moves.next());
      },
      { fireImmediately: true },
    );
    return () => {
      dispose();
      stopTimer();
    };
  }
}
